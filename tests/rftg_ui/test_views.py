"""The pure parts of the RFTG UI: card faces, the table model, widgets and their actions,
the new-game form parsing, statistics, and a whole game played by clicks in CPython."""
import random
import re

import pytest

from game.core import Record
from game.core.agents import RandomAgent
from game.rftg import INFO, new_game
from game.rftg import cards as C
from game.rftg.carddata import DESIGNS
from ui.rftg import board as VM
from ui.rftg.board import RaceUI
from ui.rftg.cardview import mini, large
from ui.rftg.faces import face_from_design
from ui.table import screens as SC
from ui.table import setup as SU
from ui.table import stats as ST
from ui.table.controller import Controller as KitController
from ui.table.levels import levels_for
from ui.table.session import Session


def Controller(session):
    return KitController(session, RaceUI())


def by_name(name):
    return next(d for d in DESIGNS if d["name"] == name)


def test_faces_show_shape_cost_vp_and_good():
    f = face_from_design(by_name("Rebel Fuel Cache"))
    assert f["kind"] == "world" and f["military"] and f["windfall"] and f["good"] == "rare"
    html = mini(f)
    assert 'class="g-ring rare"' in html and "num mil" in html and "mil-edge" in html
    prod = mini(face_from_design(by_name("Comet Zone")))
    assert 'class="g-fill rare"' in prod
    six = face_from_design(by_name("Galactic Imperium"))
    assert six["vp"] is None and "<text x=\"20\" y=\"21\" class=\"num\">?</text>" in mini(six)
    assert any("Rebel military world" in s for s in six["scoring"])
    dev = mini(face_from_design(by_name("Space Marines")))
    assert "polygon points=\"20,1.5" in dev and "+2" in dev


def test_every_power_has_plain_english_text():
    for d in DESIGNS:
        f = face_from_design(d)
        assert len(f["powers"]) == len(d["powers"]), d["name"]
        for phase, line in f["powers"]:
            assert phase in "12345$" and line and (line[0].isupper() or line[0] in "+−")
        assert "<li>" in large(f) or not d["powers"]


def test_text_is_escaped():
    f = dict(face_from_design(by_name("Old Earth")), name="<b>x</b>")
    assert "<b>x</b>" not in mini(f) and "&lt;b&gt;" in mini(f)


def test_table_model_hides_nothing_it_should_show_and_nothing_else():
    st = new_game(3, {}, 4)
    view = st.view(1)
    tm = VM.table_model(view, ["A", "B", "C"], ["human", "human", "ai"])
    assert tm["me"] == 1 and tm["hand"] == sorted(st.hand[1])
    assert tm["seats"][0]["p"] == 1 and tm["seats"][0]["is_me"]
    assert {s["hand"] for s in tm["seats"]} == {6}
    spectator = VM.table_model(st.view(None), ["A", "B", "C"], ["human"] * 3)
    assert spectator["hand"] == []


def _session(seats=("human", "ai"), seed=3, players=None, options=None):
    rec = Record("rftg", len(seats), options or {}, seed, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": f"S{i}", "kind": k, "level": "easy"} for i, k in enumerate(seats)]}
    return Session(save, lambda lv, sd: RandomAgent(sd))


def test_opening_discard_widget_builds_the_action_and_shows_engine_reason():
    s = _session()
    c = Controller(s)
    html = c.render()
    assert "Choose 2 cards to discard" in html
    hand = sorted(s.state.hand[0])
    c.click(f"card:{hand[0]}")
    html = c.render()
    assert "you selected 1" in html and 'aria-disabled="true"' in html
    c.click("confirm")
    assert len(s.record.actions) == 0 and "you selected 1" in c.reason
    c.click(f"card:{hand[1]}")
    assert c.click("confirm") >= {"render", "autosave", "ai"}
    assert s.record.actions[-1] == (0, ("discard", tuple(hand[:2])))


def test_action_selection_advanced_needs_two_cards():
    s = _session(options={"advanced": True})
    c = Controller(s)
    c.click(f"card:{s.state.hand[0][0]}")
    c.click(f"card:{s.state.hand[0][1]}")
    c.click("confirm")
    s.run_ai(); c.after_ai()
    html = c.render()
    assert "Choose two actions" in html
    names = re.findall(r'data-act="pick:(\d+)"', html)
    assert len(names) == 9
    c.click("pick:0")
    c.click("confirm")
    assert "two different action cards" in c.reason
    c.click("pick:2")
    c.click("confirm")
    assert s.record.actions[-1][1][0] == "action" and len(s.record.actions[-1][1]) == 3


def test_hotseat_curtain_before_each_human():
    s = _session(seats=("human", "human", "ai"))
    c = Controller(s)
    assert "Pass the device to S0" in c.render()
    c.click("reveal")
    hand = sorted(s.state.hand[0])
    c.click(f"card:{hand[0]}"); c.click(f"card:{hand[1]}"); c.click("confirm")
    assert "Pass the device to S1" in c.render()
    assert "Your hand" not in c.render()


@pytest.mark.parametrize("players,seed,options", [(2, 1, {}), (3, 2, {}), (4, 3, {}),
                                                  (2, 4, {"advanced": True})])
@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_whole_game_by_clicks(players, seed, options):
    """Random clicks on what the page offers always lead to a finished game."""
    s = _session(seats=("human",) + ("ai",) * (players - 1), seed=seed, options=options)
    c = Controller(s)
    rng = random.Random(seed)
    for _ in range(20000):
        s.run_ai(); c.after_ai()
        if s.state.is_over():
            break
        html = c.render()
        acts = [a for a in re.findall(r'data-act="([^"]+)"', html)
                if a.split(":")[0] in ("opt", "pick", "card", "confirm")]
        c.click(rng.choice(acts))
    assert s.state.is_over()
    end = c.render()
    assert "score-table" in end and ("wins with" in end or "Shared victory" in end)
    assert "stats" in c.after_ai()


def test_replay_viewer_steps_through_the_record():
    s = _session()
    c = Controller(s)
    hand = sorted(s.state.hand[0])
    c.click(f"card:{hand[0]}"); c.click(f"card:{hand[1]}"); c.click("confirm")
    s.run_ai()
    n = len(s.record.actions)
    c.click("replay:open")
    assert f"Replay: step 0 of {n}" in c.render()
    c.click("replay:next")
    assert f"Replay: step 1 of {n}" in c.render()
    # a step says whose move it was and the move, without doubling the verb of a label
    # (it read "Robo chose choose Settle")
    assert re.search(r"Step 1: \w+: discard ", c.render()), c.render()[:600]
    c.click("replay:last")
    assert f"step {n} of {n}" in c.render()
    c.click("replay:close")
    assert "Replay:" not in c.render()


def test_setup_form_parsing():
    levels = levels_for("rftg")
    html = SU.form_html(INFO, levels)
    assert 'name="opt-advanced"' in html and 'name="opt-first_game"' in html
    values = {"players": "3", "name-0": " Zoe ", "kind-0": "human", "name-1": "", "kind-1": "ai",
              "level-1": "hard", "kind-2": "human", "seed": "77"}
    out = SU.parse_form(values, INFO, levels, 5)
    assert out["players"] == 3 and out["seed"] == 77
    assert out["seats"][0] == {"name": "Zoe", "kind": "human", "level": None}
    assert out["seats"][1]["name"] == "Player 2"
    with pytest.raises(ValueError, match="seed"):
        SU.parse_form(dict(values, seed="x1"), INFO, levels, 5)
    with pytest.raises(ValueError, match="person"):
        SU.parse_form({"players": "2", "kind-0": "ai", "kind-1": "ai"}, INFO, levels, 5)
    with pytest.raises(ValueError):
        SU.parse_form(dict(values, **{"opt-advanced": "on"}), INFO, levels, 5)  # 3 players


def test_stats_update_and_bad_storage():
    s = ST.update(ST.empty(), {"players": 2, "won": False, "score": 20, "start_world": "X"})
    s = ST.update(s, {"players": 2, "won": True, "score": 30, "start_world": "X"})
    s = ST.update(s, {"players": 3, "won": True, "score": 10, "start_world": "X"})
    assert (s["played"], s["won"], s["best_by_start"]) == (3, 2, {"X": 30})
    assert ST.load(ST.dump(s)) == s
    assert ST.load("{nope") == ST.empty() and ST.load('{"version": 9}') == ST.empty()


def test_stats_name_the_start_worlds_in_the_players_language():
    from game.core import i18n

    s = ST.update(ST.empty(), {"players": 2, "won": True, "score": 41,
                               "start_world": "Alpha Centauri"})
    try:
        i18n.set_language("pl")
        assert "Alfa Centauri 41" in ST.summary(s, "start world", "rftg")
    finally:
        i18n.set_language("en")
    assert "Alpha Centauri 41" in ST.summary(s, "start world", "rftg")


def test_score_breakdown_matches_engine_scores():
    st = new_game(4, {}, 9)
    from game.core.random_play import play_random
    st = play_random(st, 9)
    view = st.view(None)
    for seat, score in zip(view["seats"], st.scores()):
        assert VM.breakdown(seat)["total"] == score


def test_consume_power_labels_name_the_right_power():
    from ui.rftg.widgets import Consume
    gw = C.CARDS_OF_DESIGN[C.DESIGN_BY_NAME["Gambling World"]][0]
    tr = C.CARDS_OF_DESIGN[C.DESIGN_BY_NAME["Terraforming Robots"]][0]
    w = Consume.__new__(Consume)
    w.face = VM.face
    w.groups = [(gw, 0), (gw, 1), (tr, 1)]
    assert "1 VP" in w.power_label(0) and "Gambling World" in w.power_label(0)
    assert "number from 1 to 7" in w.power_label(1)
    assert "Rare" in w.power_label(2)


def test_readable_actions_and_secret_replay_steps():
    dev = C.CARDS_OF_DESIGN[C.DESIGN_BY_NAME["Space Marines"]][0]
    assert "Space Marines" in new_game(2, {}, 1).label(0, ("develop", dev))
    s = _session()
    c = Controller(s)
    hand = sorted(s.state.hand[0])
    c.click(f"card:{hand[0]}"); c.click(f"card:{hand[1]}"); c.click("confirm")
    s.run_ai()
    ai_step = next(i for i, (p, _) in enumerate(s.record.actions) if p == 1) + 1
    c.click("replay:open")
    for _ in range(ai_step):
        c.click("replay:next")
    assert "S1 decided (secret" in c.render()      # the AI's discards stay secret mid-game


def test_log_shows_recent_events_and_the_whole_log_on_request():
    s = _session(seed=6)
    c = Controller(s)
    rng = random.Random(6)
    while len(s.state.log(0)) <= SC.LOG_SHOWN and not s.state.is_over():
        s.run_ai(); c.after_ai()
        acts = [a for a in re.findall(r'data-act="([^"]+)"', c.render())
                if a.split(":")[0] in ("opt", "pick", "card", "confirm")]
        c.click(rng.choice(acts))
    html = c.render()
    assert "panel:logall" in html
    c.click("panel:logall")
    whole = c.render().split('aria-label="Game log"')[1]
    assert whole.count("<li>") == len(s.state.log(0))


# --- widgets read only the view, the legal actions and the engine's queries -------------------
def _widget(s, p):
    from ui.rftg import widgets
    asked = []

    def query(name, *args):
        asked.append(name)
        return s.query(p, name, *args)
    w = widgets.for_decision(s.view(p), p, list(s.legal_actions(p)), VM.face, query)
    return w, asked


def test_widgets_module_reads_no_state_and_imports_no_rule_module():
    import ast
    import inspect
    from ui.rftg import widgets
    src = inspect.getsource(widgets)
    tree = ast.parse(src)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.rftg"):
            # cards (data) and words (the game's vocabulary in the player's language): no rules
            assert node.module in ("game.rftg",) and all(a.name in ("cards", "words")
                                                         for a in node.names)
        if isinstance(node, ast.Import):
            assert not any(a.name.startswith("game.rftg") for a in node.names)
        if isinstance(node, ast.Attribute):
            assert node.attr != "state", "a widget must not reach the engine state"
        if isinstance(node, ast.Name):
            assert node.id != "state"


def test_place_widget_shows_the_views_costs():
    from tests.rftg.helpers import build, choose, cid
    s = build([["New Sparta", "Investment Credits"], ["Alpha Centauri"]],
              hands=[["Galactic Imperium", "Space Marines", "Gem World", "Spice World",
                      "Pirate World", "Rebel Base", "Space Port"], []])
    choose(s, "develop", "settle")
    w, asked = _widget(s, 0)
    acts = w.hand_acts([])
    assert acts[cid("Galactic Imperium")] == {"act": f"card:{cid('Galactic Imperium')}",
                                              "selected": False, "playable": True, "cost": 4}
    assert acts[cid("Gem World")]["playable"] is False and acts[cid("Gem World")]["cost"] is None
    assert asked == []          # everything came with the view
    assert w.build([cid("Space Marines")]) == ("develop", cid("Space Marines"))


def test_trade_and_consume_widgets_say_what_each_choice_gives():
    from tests.rftg.helpers import build, choose, cid
    tab = ["Old Earth", "Deficit Spending", "Asteroid Belt", "Pirate World", "Alien Robot Scout Ship"]
    s = build([tab, ["Alpha Centauri"]], goods=[tab[2:], []], pad=[3, 0])
    choose(s, "trade", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    w, _ = _widget(s, 0)
    labels = [label for label, _ in w.options()]
    assert "Alien good on Alien Robot Scout Ship: 6 cards" in labels   # Old Earth: +1
    s2 = build([tab, ["Alpha Centauri"]], goods=[tab[2:], []], pad=[3, 0])
    choose(s2, "vp2", "develop")
    s2.apply(0, ("pass",)); s2.apply(1, ("pass",))
    w, _ = _widget(s2, 0)
    gi = next(i for i, g in enumerate(w.groups) if g[0] == cid("Old Earth"))
    html = w.extra([gi])
    assert re.search(r"good on [^<]*: 4 VP \(doubled\)</button>", html)
    hand = next(i for i, g in enumerate(w.groups) if g[0] == cid("Deficit Spending"))
    c = sorted(s2.hand[0])[0]
    assert w.status([hand, c]) == "1 card: 1 VP (not doubled)"
    assert w.build([hand, c]) == ("consume", cid("Deficit Spending"), w.groups[hand][1], (c,))


def test_a_widget_asks_the_query_when_the_view_lacks_a_number():
    from tests.rftg.helpers import build, choose, cid
    s = build([["New Sparta", "Investment Credits"], ["Alpha Centauri"]],
              hands=[["Galactic Imperium", "Space Marines"], []], pad=[5, 0])
    choose(s, "develop", "settle")
    from ui.rftg import widgets
    view = s.view(0)
    view["decision"].pop("costs")
    asked = []
    w = widgets.for_decision(view, 0, list(s.legal_actions(0)), VM.face,
                             lambda name, *a: asked.append(name) or s.query(0, name, *a))
    assert w.hand_acts([])[cid("Galactic Imperium")]["cost"] == 4
    assert "develop_cost" in asked


def test_the_end_details_say_why_the_game_ended_and_after_how_many_rounds():
    from tests.rftg.test_log_wording import random_log
    s = random_log(2, 2)                       # ends on a tableau of 12 (seat 2)
    html = RaceUI().end_details(s.view(0), ["Ada", "Bo"], s.winners())
    reason = re.search(r'<p class="rf-end-reason">([^<]*)</p>', html).group(1)
    assert reason == (f"The game ended after {s.round} rounds: "
                      "a tableau of 12 or more cards (Bo).")
    assert html.index("rf-end-reason") < html.index("score-table")
    assert "rf-end-reason" not in RaceUI().end_details(new_game(2, {}, 5).view(0),
                                                        ["Ada", "Bo"], [0])
