"""The kit's marks of the other seats' moves since the viewer's last decision (issue 76 item
8, ui/table/recent.py): the session's window (the view as the viewer last decided, kept through
undo and a reload, and through decisions a game says keep the marks), the marked elements and
the summary line the controller draws, for a toy game and for each game's table."""
import importlib

import pytest

from game.core import Record, registry
from game.core.agents import RandomAgent
from game.core.random_play import random_policy
from game.core.rng import Rng
from ui.table import GameUI
from ui.table.controller import Controller
from ui.table.html import tag
from ui.table.recent import Move, joined, mark, marks_of, summary, with_summary
from ui.table.session import Session


def test_mark_outlines_and_badges_only_the_named_elements():
    html = ('<div class="card" data-card="7">a</div><div data-card="8">b</div>'
            '<g class="hx tk-fresh" data-card="hex:1A2"><polygon class="hxbg"/></g>'
            '<span data-card="70">c</span>')
    out = mark(html, {"7": "Bot", "8": "A&B", "hex:1A2": "Eve"})
    assert '<div data-mark="Bot" class="card tk-mark tk-fresh" data-card="7">' in out
    assert '<div data-mark="A&amp;B" class="tk-mark tk-fresh" data-card="8">' in out
    assert '<g data-mark="Eve" class="hx tk-fresh tk-mark" data-card="hex:1A2">' in out
    assert '<span data-card="70">c</span>' in out and '<polygon class="hxbg"/>' in out
    assert mark(html, {}) == html


def test_the_summary_is_one_sentence_per_seat_in_the_order_they_moved():
    moves = [Move(1, "built Scout", ("3",)), Move(2, "passed"), Move(1, "attacked Ann: damaged"),
             Move(1, "built Scout"), Move(2, "")]
    names = ["Ann", "Bot", "Eve"]
    assert summary(moves, names) == "Bot built Scout and attacked Ann: damaged. Eve passed."
    assert marks_of(moves, names) == {"3": "Bot"}
    assert joined(["a", "b", "c"]) == "a, b and c" and joined(["a"]) == "a"
    panel = '<section class="tk-decide"><h2 id="t">Your turn</h2><p>x</p></section>'
    assert with_summary(panel, "Bot passed.") == (
        '<section class="tk-decide"><h2 id="t">Your turn</h2>'
        '<p class="tk-recent">Bot passed.</p><p>x</p></section>')
    assert with_summary(panel, "") == panel


class ToyUI(GameUI):
    """The toy bidding game: a seat whose points rose "won the round"; its score is marked."""
    game_id = "toy"

    def board(self, view, ctx):
        return [tag("div", "".join(tag("span", str(n), cls="pts", data_card=f"pts{p}")
                                   for p, n in enumerate(view["points"])))]

    def recent_moves(self, recent):
        return [Move(q, "won a round", (f"pts{q}",))
                for q in range(2) if q != recent.viewer and
                recent.after["points"][q] > recent.before["points"][q]]


def toy_session(seed=5, clears=None):
    rec = Record("toy", 2, {"rounds": 6}, seed, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": "Ann", "kind": "human"},
                      {"name": "Bot", "kind": "ai", "level": "easy"}]}
    return Session(save, lambda level, seed: RandomAgent(seed), clears_marks=clears)


def test_the_window_starts_at_the_viewers_last_decision_and_survives_undo_and_reload(
        toy_registered):
    s = toy_session()
    assert s.recent(0).steps == () and s.recent(0).before == s.view(0)
    s.run_ai()
    s.apply(0, ("bid", 2))
    s.run_ai()
    s.apply(0, ("bid", 3))
    s.run_ai()
    r = s.recent(0)
    assert r.steps[0] == (0, ("bid", 3)) and len(r.steps) == 2    # that decision on
    assert r.before["round"] == 1 and r.after["round"] == 2 and r.names == ("Ann", "Bot")
    again = Session(s.save, lambda level, seed: RandomAgent(seed))
    assert again.recent(0) == r                                    # recomputed on load
    s.undo()
    assert s.recent(0).steps[0] == (0, ("bid", 2))


def test_a_decision_the_game_says_keeps_the_marks_leaves_the_window_open(toy_registered):
    s = toy_session(clears=lambda action: action != ("bid", 1))
    s.run_ai()
    s.apply(0, ("bid", 3))
    s.run_ai()
    s.apply(0, ("bid", 1))              # keeps the marks
    s.run_ai()
    assert [a for p, a in s.recent(0).steps if p == 0] == [("bid", 3), ("bid", 1)]


def test_the_controller_marks_the_board_and_shows_the_summary_until_the_next_decision(
        toy_registered):
    for seed in range(1, 40):
        s = toy_session(seed)
        c = Controller(s, ToyUI())
        s.run_ai()
        c.click("opt:0")                # bid 1: the computer wins the round unless it ties
        s.run_ai()
        c.after_ai()
        html = "".join(c.render(parts=True))
        if s.state.points[1]:
            break
    assert '<p class="tk-recent">Bot won a round.</p>' in html
    assert 'data-mark="Bot" class="pts tk-mark tk-fresh" data-card="pts1"' in html
    assert 'data-card="pts0"' in html and 'class="pts" data-card="pts0"' in html
    c.click("opt:2")                    # the next decision: the window moves on
    html = "".join(c.render(parts=True))
    assert "tk-mark" not in html or s.state.points[1] > 0


# --- each game's table: the window's views are the views of that moment; marks only name
# what the viewer's board shows ------------------------------------------------------------
GAMES = {"rftg": 3, "gaia": 3, "artifacts": 3, "epochs": 2}


def game_ui(game):
    module = importlib.import_module(f"ui.{game}")
    return next(v for k, v in vars(importlib.import_module(f"ui.{game}.board")).items()
                if isinstance(v, type) and issubclass(v, GameUI) and v is not GameUI) \
        if module else None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_games_window_matches_a_replay_and_its_marks_are_on_the_board(game):
    players = GAMES[game]
    ui = game_ui(game)()
    state = registry.game(game).new_game(players, {}, 3)
    choose = random_policy(Rng(2))
    checked = 0
    for step in range(1, 121):
        p = state.deciders()[0]
        state.apply(p, choose(state, p))
        if state.is_over():
            break
        if step % 20 == 0:
            check_window(game, ui, state, players)
            checked += 1
    assert checked >= 3


def check_window(game, ui, state, players):
    rec = Record.of(state)
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": f"S{i}", "kind": "human" if i == 0 else "ai", "level": "easy"}
                      for i in range(players)]}
    s = Session(save, clears_marks=ui.clears_marks)
    r = s.recent(0)
    at = len(rec.actions) - len(r.steps)
    past = Record(rec.game, rec.players, rec.options, rec.seed, rec.actions[:at]).replay()
    assert r.before == past.view(0)        # not changed by the moves replayed after it
    assert at == 0 or r.steps[0][0] == 0
    c = Controller(s, ui)
    moves = c.recent_moves()
    board = "".join(c.render(parts=True))
    for m in moves:
        assert m.seat != 0 and m.what
        for key in m.keys:
            assert f'data-card="{key}"' in board, (m, key)
    line = summary(moves, s.names())
    for name in hidden_names(game, state):      # no card the viewer cannot see is named
        assert name not in line, (name, line)


def hidden_names(game, state) -> set:
    """The names of the cards seat 0 cannot see (held by the others, face down), less the
    names some card in sight shares."""
    if game == "epochs":
        from game.epochs.cards import NAME
        cards = [c for c in state.hand[1] if c in state.secret[1]] + state.sci[1]
        seen = state.tableau[0] + state.tableau[1] + state.hand[0] + state.sci[0] + \
            [c for c in state.hand[1] if c not in state.secret[1]] + state.researched[1]
    elif game == "artifacts":
        from game.artifacts.cards import NAME
        cards = [c for q in range(1, state.players)
                 for c in state.plans[q] + state.arts[q]]
        seen = [c for q in range(state.players) for c in list(state.empire[q]) +
                list(state.under[q])] + state.plans[0] + state.arts[0] + \
            [a[1] for _p, a in state.history if a[0] in ("defend", "artifact")]  # shown
    elif game == "rftg":
        from game.rftg.cards import NAME
        cards = [c for q in range(1, state.players) for c in state.hand[q]]
        seen = [c for q in range(state.players) for c in state.tableau[q]] + state.hand[0]
    else:
        return set()                            # Gaia hides nothing
    return {NAME[c] for c in cards} - {NAME[c] for c in seen}
