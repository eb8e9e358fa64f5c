"""Gaia's turn ends with the main action when only optional free actions are left (issue 77
item 9), unless the device setting "Stop for free actions after my main action" is on; a
decision that is not only free actions (a charge, a tech tile, a lost planet ...) is never
skipped. The UI applies ("endturn",) through the normal apply path (ui/gaia/widgets.py
end_turn_auto, GameUI.auto_action)."""
from ui.gaia.board import GaiaUI
from ui.gaia.widgets import STOP_FREE, auto_answer, end_turn_auto
from ui.table.controller import Controller
from ui.table.session import Session
from tests.gaia_ui.test_table import make_save

UI = GaiaUI()
MAIN = ("build", "up", "action", "special", "federation")


def _first_main_action(settings=None, seed=7):
    """Play (the human: first build, else first legal) until the human's first main action
    in the actions phase is sent through the widget; returns (session, controller, moves
    before it)."""
    s = Session(make_save(seed=seed))
    ctl = Controller(s, UI, settings)
    for _ in range(300):
        p = s.human_to_decide()
        if p is None:
            s.run_ai()
            ctl.after_ai()
            continue
        w = ctl.widget()
        mains = [i for i, a in enumerate(w.legal) if a[0] in MAIN]
        if w.kind == "turn" and mains:
            n = s.moves()
            ctl.click(f"opt:{mains[0]}")
            assert s.moves() > n, ctl.reason
            return s, ctl, n
        ctl._send(p, w.legal[0])
    raise AssertionError("no main action reached")


def _finish_others(s, ctl):
    for _ in range(50):
        if s.human_to_decide() is not None or s.ai_to_decide() is None:
            return
        s.run_ai()
        ctl.after_ai()


def test_a_main_action_ends_the_turn_in_the_same_step():
    s, ctl, n = _first_main_action()
    _finish_others(s, ctl)
    mine = [a for who, a in s.record.actions[n:] if who == 0]
    assert mine[0][0] in MAIN and mine[1] == ("endturn",)
    p = s.human_to_decide()
    assert p is None or ("endturn",) not in s.legal(p)


def test_with_the_setting_on_the_turn_waits_for_free_actions():
    s, ctl, n = _first_main_action({STOP_FREE: True})
    _finish_others(s, ctl)
    mine = [a for who, a in s.record.actions[n:] if who == 0]
    assert mine == [mine[0]] and mine[0][0] in MAIN
    assert ("endturn",) in s.legal(0) and s.human_to_decide() == 0
    ctl.click("setting:" + STOP_FREE)          # turning it off does not end the turn by itself
    assert ("endturn",) in s.legal(0)


def test_a_whole_game_never_stops_for_free_actions_and_never_skips_a_choice():
    s = Session(make_save(seed=10))
    ctl = Controller(s, UI)
    seen = set()
    for _ in range(3000):
        if s.is_over():
            break
        p = s.human_to_decide()
        if p is None:
            s.run_ai()
            ctl.after_ai()
            continue
        w = ctl.widget()
        seen.add(w.kind)
        assert end_turn_auto(w.legal, {}) is None      # such a decision is never shown
        builds = [a for a in w.legal if a[0] == "build"]
        ctl._send(p, (builds or [a for a in w.legal if a[0] in ("pass", "charge")] or
                      w.legal)[0])
    assert s.is_over()
    assert "charge" in seen            # offers to the human are asked, not skipped
    mine = [a for who, a in s.record.actions if who == 0]
    ends = [i for i, a in enumerate(mine) if a == ("endturn",)]
    assert ends and all(mine[i - 1][0] not in ("endturn", "pass") for i in ends)


def test_end_turn_auto_only_when_nothing_but_free_actions_is_left():
    free = [("spend", "1pw", "1c"), ("burn", 1), ("brainstone", "gaia"), ("endturn",)]
    assert end_turn_auto(free, {}) == ("endturn",)
    assert end_turn_auto(free, {STOP_FREE: True}) is None
    assert end_turn_auto([("endturn",)], {}) == ("endturn",)
    assert end_turn_auto([("tech", "t1"), ("tech", "t2")], {}) is None
    assert end_turn_auto([("charge", "2pw"), ("decline",)], {}) is None
    assert end_turn_auto([("spend", "1pw", "1c"), ("build", "m", "A1")], {}) is None
    assert end_turn_auto(free + [("lostPlanet", "B2")], {}) is None
    charge = {"pending": {"kind": "charge", "offer_vp": [0]}}
    assert auto_answer(charge, [("charge", "1pw"), ("decline",)], {"charge": "free"}) == \
        ("charge", "1pw")
    assert auto_answer({}, free, {"charge": "free"}) == ("endturn",)


def test_a_double_click_on_a_hex_with_one_build_builds_it():
    s = Session(make_save())
    ctl = Controller(s, UI)
    w = ctl.widget()
    hexes = [h for h, idx in w.by_hex.items() if len(idx) == 1]
    n = s.moves()
    ctl.click(f"pick:{hexes[0]}")
    ctl.click(f"dbl:pick:{hexes[0]}")
    assert s.moves() == n + 1 and s.record.actions[-1][1] == w.legal[w.by_hex[hexes[0]][0]]
    assert w.single_choice(["fed"], "pick", hexes[0]) is None
