"""Race's board on the kit (pure Python): what a new player asked for, each pinned down — the
thinking seat shows no "chose" mark, this round's cards and goods are marked, the VP pool never
shows a negative number, Help explains goods, trade values, chips and bonuses, the replay shows
every hand after the game, the log reads in order within a round."""
import re
from html import unescape

from game.core import Record
from game.core.agents import RandomAgent
from game.core.random_play import play_random
from game.rftg import new_game
from ui.rftg import board as B
from ui.rftg import table as T
from ui.rftg.board import RaceUI
from ui.table.controller import Controller
from ui.table.session import Session


def session(seats=("human", "ai"), seed=3, options=None):
    rec = Record("rftg", len(seats), options or {}, seed, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": f"S{i}", "kind": k, "level": "easy"} for i, k in enumerate(seats)]}
    return Session(save, lambda lv, sd: RandomAgent(sd))


def test_a_thinking_seat_never_shows_chose_and_thinking_at_once():
    st = new_game(2, {}, 4)
    tm = B.table_model(st.view(0), ["A", "B"], ["human", "ai"], thinking=1)
    seat = next(s for s in tm["seats"] if s["p"] == 1)
    seat["choices"] = "hidden"                   # the engine already holds its choice
    html = T.seat_panel(seat, B.face)
    assert "thinking" in html and "chose" not in html
    seat["thinking"] = False
    assert "chose" in T.seat_panel(seat, B.face)


def test_this_rounds_cards_and_goods_are_marked():
    st = new_game(2, {}, 11)
    rng = RandomAgent(11)
    for _ in range(400):                         # play until someone placed a card this round
        view = st.view(0)
        placed = [s for s in view["seats"] if s["recent"]["placed"]]
        if placed:
            break
        p = st.deciders()[0]
        st.apply(p, rng.choose(None, st.legal_actions(p), p))
    seat = placed[0]
    tm = B.table_model(view, ["A", "B"], ["human", "ai"])
    drawn = T.seat_panel(next(s for s in tm["seats"] if s["p"] == seat["seat"]), B.face)
    assert "is-new" in drawn and "This round: placed" in drawn


def test_vp_pool_shows_zero_not_a_negative_number():
    st = new_game(2, {}, 5)
    view = st.view(0)
    view["vp_pool"], view["vp_pool_shown"] = -3, 0
    html = RaceUI().status_items(view, ["A", "B"])
    assert re.search(r"VP pool <b>0</b>", html) and "-3" not in html


def test_help_explains_goods_trade_chips_and_bonuses():
    text = RaceUI().help_html()
    for words in ("Novelty", "Rare", "Genes", "Alien", "Trade values", "chip", "Phase bonuses",
                  "2×VP", "not doubled"):
        assert words in text, words


def test_replay_after_the_game_shows_every_hand():
    s = session(seed=8)
    state = play_random(s.state.clone(), 8)
    s.record.actions = list(state.history)
    s.state = s.record.replay()
    c = Controller(s, RaceUI())
    c.click("replay:open"); c.click("replay:last")
    html = unescape(c.render())
    assert html.count("rf-revealed") == 2 and "S0's hand" in html and "S1's hand" in html
    assert 'class="track"' in html


def test_scores_come_from_the_view():
    st = play_random(new_game(3, {}, 9), 9)
    view = st.view(None)
    for seat, score in zip(view["seats"], st.scores()):
        assert B.breakdown(seat)["total"] == score


def test_board_regions_put_the_hand_and_my_seat_before_the_opponents():
    s = session(seats=("human", "ai", "ai"))
    c = Controller(s, RaceUI())
    parts = c.render(parts=True)
    order = [re.search(r'class="([^"]+)"', p).group(1).split()[0] for p in parts]
    assert order[:2] == ["tk-bar", "tk-decide"]
    assert order.index("rf-hand") < order.index("rf-me") < order.index("rf-opps")
    assert order[-1] == "tk-side"


def test_the_other_seats_tableaux_are_compact_lines_with_goods_and_zoom():
    st = new_game(3, {}, 9)
    rng = RandomAgent(9)
    while not any(s["goods"] for s in st.view(0)["seats"][1:]):      # another seat has a good
        p = st.deciders()[0]
        st.apply(p, rng.choose(None, st.legal_actions(p), p))
    view = st.view(0)
    ctx = {"names": ["A", "B", "C"], "kinds": ["human", "ai", "ai"], "thinking": None,
           "hand_acts": {}, "focus_hand": False}
    hand, mine, others = RaceUI().board(view, ctx)
    assert "cchip" not in mine and 'class="card ' in mine           # your tableau: small cards
    assert 'class="card ' not in others and "rf-others" in others
    for seat in view["seats"][1:]:
        for cid in seat["tableau"]:         # a line per card, zoomable by its data-card
            assert re.search(rf'<div [^>]*class="cchip[^"]*"[^>]*data-card="{cid}"', others)
    goods = sum(len(s["goods"]) for s in view["seats"][1:])
    assert others.count('class="good-tok') == goods and "holds a good" in others


def test_ui_modules_never_import_rule_functions():
    """The table renders from the view: no module of ui/ imports an engine rule module."""
    import pathlib
    rules = ("develop", "settle", "consume", "produce", "scoring", "explore", "state",
             "decisions", "queries")
    root = pathlib.Path(__file__).resolve().parents[2] / "ui"
    for path in root.rglob("*.py"):
        src = path.read_text()
        for mod in rules:
            assert f"game.rftg.{mod}" not in src and f"game.rftg import {mod}" not in src, \
                (path, mod)
        if path.parent.name in ("table", "rftg") and path.name != "session.py":
            # the tables render from views: the kit's Session alone holds a state
            assert not re.search(r"\.state\b|\bstate\.", src), path
