"""A double activation (double click, double tap) commits a single choice, exactly as pick +
Confirm would (ui/table/controller.py "dbl:"); a multi-choice decision is not committed by it;
the "Confirm every choice" setting makes it only select; the device settings (prefs.py)."""
import json

from game.core import Record
from game.core.agents import RandomAgent
from ui.rftg.board import RaceUI
from ui.table import prefs as PR
from ui.table import screens as SC
from ui.table.controller import Controller
from ui.table.session import Session


def _session(options=None, seed=3):
    rec = Record("rftg", 2, options or {}, seed, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": f"S{i}", "kind": k, "level": "easy"}
                      for i, k in enumerate(("human", "ai"))]}
    return Session(save, lambda lv, sd: RandomAgent(sd))


def _at_action(options=None, settings=None, seed=3):
    """A Race table at the first action choice (the opening discard made)."""
    s = _session(options, seed)
    c = Controller(s, RaceUI(), settings)
    hand = sorted(s.state.hand[0])
    c.click(f"card:{hand[0]}")
    c.click(f"card:{hand[1]}")
    c.click("confirm")
    s.run_ai()
    c.after_ai()
    assert c.widget().dec["kind"] == "action"
    return s, c


def test_double_on_an_action_card_sends_what_pick_and_confirm_send():
    s1, c1 = _at_action()
    c1.click("pick:1")
    c1.click("confirm")
    s2, c2 = _at_action()
    c2.click("pick:1")                  # the double click's first click selects ...
    eff = c2.click("dbl:pick:1")        # ... its second commits
    assert eff >= {"render", "autosave", "ai"}
    assert s2.record.actions[-1] == s1.record.actions[-1]
    assert s2.record.actions[-1][1][0] == "action"


def test_double_commits_even_when_the_first_click_did_not_select():
    s, c = _at_action()
    n = s.moves()
    c.click("dbl:pick:0")
    assert s.moves() == n + 1 and c.sel == []


def test_a_two_action_choice_is_not_committed_by_a_double():
    s, c = _at_action({"advanced": True})
    n = s.moves()
    c.click("pick:0")
    c.click("dbl:pick:0")           # an ordinary click: it toggles the card off again
    assert s.moves() == n and c.sel == []


def test_with_confirm_every_choice_a_double_only_selects():
    s, c = _at_action(settings={PR.CONFIRM_EVERY: True})
    n = s.moves()
    c.click("pick:2")
    assert c.click("dbl:pick:2") == {"render"}
    assert s.moves() == n and c.sel == [c.widget().names[2]]
    c.click("confirm")
    assert s.moves() == n + 1


def test_a_refused_single_choice_shows_the_reason_and_commits_nothing():
    s = _session(seed=11)
    c = Controller(s, RaceUI())
    for _ in range(400):        # play on (first legal action, AI random) until a develop/settle
        p = s.human_to_decide()
        if p is None:
            s.run_ai()
            c.after_ai()
            continue
        w = c.widget()
        if w.dec.get("kind") in ("develop", "settle") and set(w.hand) - w.playable:
            break
        if w.dec.get("kind") == "action":
            c.click("dbl:pick:" + str(w.names.index("develop")))
        else:
            c._send(p, s.legal(p)[0])
    else:   # the game is seeded: not reaching the moment means the set-up broke
        raise AssertionError("seed 11 no longer reaches a develop/settle with an unplayable card")
    bad = sorted(set(w.hand) - w.playable)[0]
    n = s.moves()
    c.click(f"dbl:card:{bad}")
    assert s.moves() == n and c.reason
    ok = sorted(w.playable)
    assert ok, "seed 11 no longer offers a playable card beside the unplayable one"
    c.click(f"dbl:card:{ok[0]}")
    assert s.moves() == n + 1
    assert s.record.actions[-1][1] == (w.dec["kind"], ok[0])


def test_race_single_choices():
    s, c = _at_action()
    w = c.widget()
    assert w.single_choice([], "pick", 0) == [w.names[0]]
    assert w.single_choice([], "card", 0) is None and w.single_choice([], "pick", "x") is None
    s2, c2 = _at_action({"advanced": True})
    assert c2.widget().single_choice([], "pick", 0) is None


def test_the_switch_is_in_the_help_tab_and_flips_the_setting():
    s, c = _at_action()
    c.click("panel:help")
    html = "".join(c.render(parts=True))
    assert 'role="switch"' in html and 'data-act="setting:confirm_every"' in html
    assert 'aria-checked="false"' in html
    assert c.click("setting:confirm_every") == {"render", "settings"}
    assert c.settings[PR.CONFIRM_EVERY] is True
    assert 'aria-checked="true"' in "".join(c.render(parts=True))
    assert c.click("setting:nonsense") == set()
    assert json.loads(PR.dump(c.settings))[PR.CONFIRM_EVERY] is True


def test_settings_read_with_the_guarded_parse_bad_values_mean_the_defaults():
    assert PR.load(None) == PR.DEFAULTS
    assert PR.load("{") == PR.DEFAULTS
    assert PR.load("[" * 5000) == PR.DEFAULTS
    assert PR.load('{"confirm_every": "yes"}') == PR.DEFAULTS
    assert PR.load('["confirm_every"]') == PR.DEFAULTS
    assert PR.load(PR.dump({PR.CONFIRM_EVERY: True}))[PR.CONFIRM_EVERY] is True


def test_every_switch_is_named_in_the_help_tab_of_each_game():
    from ui.gaia.board import GaiaUI
    html = SC.switches(GaiaUI(), {"gaia_stop_free": True})
    assert 'data-act="setting:confirm_every"' in html
    assert 'data-act="setting:gaia_stop_free" aria-describedby' in html or \
        'data-act="setting:gaia_stop_free"' in html
    assert html.count('aria-checked="true"') == 1


def test_artifacts_discard_of_one_card_is_a_single_choice():
    from ui.artifacts.choice_widgets import DiscardWidget
    view = {"decision": {"kind": "discard", "count": 1}, "players": 2, "names": ["A", "B"],
            "seats": [{"hand": [5, 9]}, {"hand": 3}]}
    w = DiscardWidget(view, 0, [("discard", (5,)), ("discard", (9,))])
    assert w.single_choice([], "card", 9) == [9] and w.build([9]) == ("discard", (9,))
    assert w.single_choice([], "card", 7) is None
    view["decision"]["count"] = 2
    assert DiscardWidget(view, 0, []).single_choice([], "card", 9) is None
