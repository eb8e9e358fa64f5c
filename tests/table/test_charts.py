"""Points by round (game/core/timeline.py) and the kit's charts (ui/table/charts.py), issue 78
part 4: a played record gives one sample per round per player, the last the final scores, the
same at every replay; the line chart draws a line per player and its table the same numbers;
the stacked bar's parts add up to each player's total, in every game."""
import re

import pytest

from game.core import Record, registry
from game.core.random_play import random_policy
from game.core.rng import Rng
from game.core.timeline import Timeline, points_by_round
from tests.saves import save_of
from tests.table.test_end_breakdown import UIS, end_screen
from ui.table import charts as CH
from ui.table import screens as SC
from ui.table.session import Session

GAMES = tuple(UIS)


def played(game_id: str, players: int, seed: int, stop: int | None = None) -> Record:
    """A random game of `game_id` to its end (or its first `stop` moves)."""
    spec = registry.game(game_id)
    record = Record(game_id, players, spec.default_options(), seed, []).upgraded()
    st = record.start()
    choose = random_policy(Rng(seed))
    actions = []
    while not st.is_over() and (stop is None or len(actions) < stop):
        p = st.deciders()[0]
        a = choose(st, p)
        st.apply(p, a)
        actions.append((p, a))
    return Record(game_id, players, record.options, seed, actions)


def rounds_played(record: Record) -> int:
    """The rounds the game went through, counted by GAME.round_of move by move."""
    spec = registry.game(record.game)
    st = record.start()
    seen = {spec.round_of(st)}
    for p, a in record.actions:
        st.apply(p, a)
        if not st.is_over():      # the end's own round (if any) is the last one's end
            seen.add(spec.round_of(st))
    return len(seen - {0})


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sample_per_round_and_the_last_is_the_final_score(game_id):
    record = played(game_id, 2, 11)
    tl = points_by_round(record)
    final = record.replay().scores()
    assert tl.over and tl.final == final
    assert tl.points[-1] == final
    assert len(tl.rounds) == rounds_played(record) + 1        # the start, then each round
    assert tl.rounds == sorted(set(tl.rounds)) and tl.rounds[0] == 0
    assert all(len(row) == 2 for row in tl.points)
    assert tl.steps[-1] == len(record.actions)
    assert tl.points[0] == record.start().scores()
    assert points_by_round(record) == tl                        # a replay is deterministic


def test_the_round_ends_with_its_scoring_move():
    """Each sample is the score right after the move that ended its round."""
    record = played("rftg", 3, 4)
    tl = points_by_round(record)
    for step, row in zip(tl.steps, tl.points):
        assert record.replay(step).scores() == row


def test_without_a_round_hook_full_turns_of_the_table_count():
    """A game without GAME.round_of (the toy Nim) gets a sample each time every seat has
    decided once more."""
    from tests.fixtures import nim
    registry.register(nim.GAME)
    try:
        record = played(nim.GAME.id, 2, 5)
        tl = points_by_round(record)
    finally:
        registry.unregister(nim.GAME.id)
    assert nim.GAME.round_of is None and tl.unit == "turn"
    moves = len(record.actions)
    assert tl.steps == [0] + list(range(2, moves, 2)) + [moves]
    assert tl.points[-1] == tl.final


def test_upto_cuts_the_timeline_at_a_replay_position():
    record = played("gaia", 2, 11)
    tl = points_by_round(record)
    mid = tl.steps[3] + 2
    cut = tl.upto(mid, record.replay(mid).scores())
    assert cut.rounds == tl.rounds[:4] + [tl.rounds[3] + 1]
    assert cut.points[-1] == record.replay(mid).scores() and not cut.over
    assert tl.upto(len(record.actions), tl.final) == tl


def numbers_of(table_html: str) -> list:
    return [int(x) for x in re.findall(r'data-point="(-?\d+)"', table_html)]


@pytest.mark.parametrize("players", (2, 4))
def test_the_line_chart_has_a_line_per_player_and_its_table_the_same_numbers(players):
    record = played("rftg", players, 7)
    tl = points_by_round(record)
    names = ["Ann", "Bob", "Cy", "Di"][:players]
    html = CH.line_chart(tl, names, CH.PALETTE, "Round")
    assert html.count('class="tk-line"') == players
    assert len(set(re.findall(r'stroke-dasharray="([^"]*)"', html.split("<ul")[0]))) == players
    assert re.search(r'<svg[^>]*role="img"[^>]*aria-label="Points by round: Ann \d+', html)
    assert numbers_of(html) == [v for row in tl.points for v in row]
    for seat in range(players):       # one marker per sample on each line
        line = re.search(rf'<g class="tk-line" data-seat="{seat}">(.*?)</g>', html).group(1)
        assert line.count("<path") + line.count("<circle") + line.count("<rect") >= len(tl.rounds)


def test_names_are_escaped_in_the_charts():
    tl = Timeline("round", [0, 1], [0, 3], [[0, 0], [2, 1]], [2, 1], True)
    html = CH.charts(tl, [[("<b>", 2)], [("<b>", 1)]], ["<i>x</i>", "B&B"], [], "Round")
    assert "<i>x</i>" not in html and "&lt;i&gt;x&lt;/i&gt;" in html and "B&amp;B" in html
    assert "<b>" not in html


@pytest.mark.parametrize("game_id,players", [(g, n) for g in GAMES for n in
                                             sorted({min(registry.game(g).player_counts),
                                                     max(registry.game(g).player_counts)})])
def test_the_end_screen_shows_both_charts_and_the_bar_adds_up(game_id, players):
    html, scores = end_screen(game_id, players, 11)
    charts = re.search(r'<section class="panel tk-charts".*?</section>', html, re.S).group(0)
    assert charts.count('class="tk-line"') == players
    sums = [int(x) for x in re.findall(r'data-vp-sum="(-?\d+)"', charts)]
    assert sums == scores
    src = [int(x) for x in re.findall(r'data-vp-src="(-?\d+)"', charts)]
    n_sources = len(src) // players
    for seat in range(players):       # the table's rows are sources, its columns seats
        assert sum(src[seat::players]) == scores[seat], (seat, src)
    assert n_sources >= 2
    for seat, total in enumerate(scores):  # the drawn segments are the positive parts
        bar = charts.split('class="tk-bar-name"')[seat + 1].split('class="tk-bar-name"')[0]
        parts = [int(x) for x in re.findall(r'data-part="(-?\d+)"', bar)]
        assert sum(parts) == sum(max(0, v) for v in src[seat::players])
    assert charts.count('<details class="tk-chart-alt">') == 2


@pytest.mark.parametrize("game_id", GAMES)
def test_score_sources_add_up_to_each_score(game_id):
    from tests.table.test_end_breakdown import UIS as U
    record = played(game_id, 2, 3)
    s = Session(save_of(record, ["Ann", "Bob"], ["human", "ai"]))
    sources = U[game_id]().score_sources(s.view(0), s.names())
    assert [sum(v for _k, v in seat) for seat in sources] == s.scores()


def test_the_replay_shows_the_chart_up_to_its_position():
    record = played("rftg", 2, 11)
    s = Session(save_of(record, ["Ann", "Bob"], ["human", "ai"]))
    game = UIS["rftg"]()
    tl = points_by_round(record)
    at = tl.steps[5] + 1
    html = SC.replay(s, game, at, 0)
    assert html.count('class="tk-line"') == 2
    assert len(numbers_of(html)) == 2 * 7        # the start, five rounds, the one under way
    assert numbers_of(html)[-2:] == record.replay(at).scores()
    assert "tk-chart-bars" not in html           # the score by source only at the end
    assert "tk-chart-bars" in SC.replay(s, game, len(record.actions), 0)


SHOWN = {"rftg": lambda v: [s["score_parts"]["total"] for s in v["seats"]],
         # (before the factions are chosen, everyone has the rules' 10 VP)
         "gaia": lambda v: [p.get("vp", 10) for p in sorted(v["players"],
                                                              key=lambda p: p["seat"])],
         "artifacts": lambda v: list(v["scores"]),
         "epochs": lambda v: list(v["scores"])}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_sample_is_a_public_score(game_id):
    """The chart shows nothing hidden: at each sampled moment the scores are what a spectator's
    view (`view(None)`) shows."""
    record = played(game_id, 2, 11)
    tl = points_by_round(record)
    for step, row in list(zip(tl.steps, tl.points))[:-1]:
        assert SHOWN[game_id](record.replay(step).view(None)) == row, step
