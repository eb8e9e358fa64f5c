"""The table kit's pure parts with a toy game and Gaia: the generic widget and controller, the
log grouped by round, the curtain, the replay viewer, the new-game form and its memory."""
import json

import pytest

from game.core import Record
from game.core.agents import RandomAgent
from game.core.protocol import GameInfo, OptionSpec
from ui.table import GameUI
from ui.table import screens as SC
from ui.table import setup as SU
from ui.table.controller import Controller
from ui.table.session import Session


def toy_session(seats=("human", "ai"), seed=5):
    rec = Record("toy", len(seats), {"rounds": 3}, seed, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": f"P{i}", "kind": k, "level": "easy" if k == "ai" else None}
                      for i, k in enumerate(seats)]}
    return Session(save, lambda level, seed: RandomAgent(seed))


class ToyUI(GameUI):
    game_id = "toy"


def test_generic_widget_plays_a_whole_game_by_clicks(toy_registered):
    s = toy_session()
    c = Controller(s, ToyUI())
    while not s.is_over():
        s.run_ai()
        if s.is_over():
            break
        html = "".join(c.render(parts=True))
        assert 'data-act="opt:0"' in html and "tk-decide-title" in html
        eff = c.click("opt:2")
        assert "autosave" in eff
    assert "tk-endscreen" in c.render()


def test_refused_option_keeps_the_state(toy_registered):
    s = toy_session()
    c = Controller(s, ToyUI())
    before = s.record.to_json()
    assert c.click("opt:9") == set()             # no such option: nothing happens
    assert s.record.to_json() == before


def test_log_is_grouped_by_round_newest_round_first_oldest_line_first():
    class G(GameUI):
        pass
    entries = [{"round": 1, "text": "a1"}, {"round": 1, "text": "a2"},
               {"round": 2, "text": "b1"}, {"round": 2, "text": "b2"}]
    html = SC.log_groups(entries, G(), [])
    assert html.index("Round 2") < html.index("Round 1")
    assert html.index("b1") < html.index("b2") and html.index("a1") < html.index("a2")


def test_curtain_offers_the_lobby():
    html = SC.curtain("Ada")
    assert 'data-act="reveal"' in html and 'data-act="lobby"' in html
    assert "Pass the device to Ada" in html


def test_replay_controls_use_our_icons_and_keys(toy_registered):
    s = toy_session()
    s.apply(0, ("bid", 1)); s.run_ai()
    c = Controller(s, ToyUI())
    c.click("replay:open")
    html = c.render()
    assert "⏮" not in html and "⏭" not in html and html.count("<svg") >= 4
    assert 'aria-keyshortcuts="ArrowRight"' in html
    assert 'data-act="replay:first" aria-disabled="true"' in html
    c.click("replay:last")
    assert f"step {s.moves()} of {s.moves()}" in c.render()


def test_replay_hides_other_seats_choices_until_the_end(toy_registered):
    s = toy_session()
    s.run_ai()                                   # the AI's secret bid is step 1
    c = Controller(s, ToyUI())
    c.click("replay:open"); c.click("replay:next")
    assert "decided (secret until the end)" in c.render()


INFO = GameInfo(id="demo", name="Demo", min_players=2, max_players=4, options=(
    OptionSpec("fast", "Fast game", "bool", False),
    OptionSpec("map", "Map", "choice", "small", ("small", "large")),
    OptionSpec("rounds", "Rounds", "int", 5),
    OptionSpec("setup", "Setup data", "data", None)))
LEVELS = [{"key": "easy", "label": "Easy", "blurb": "Plays quickly.", "hidden": False},
          {"key": "normal", "label": "Normal", "blurb": "Thinks a little.", "hidden": False}]


def test_form_shows_every_option_kind_but_data_and_explains_levels():
    html = SU.form_html(INFO, LEVELS)
    assert 'name="opt-fast"' in html and 'name="opt-map"' in html and 'name="opt-rounds"' in html
    assert "opt-setup" not in html
    assert "Plays quickly." in html and "Thinks a little." in html
    assert ">Random<" not in html


def test_parse_form_reads_every_kind_and_refuses_bad_values():
    values = {"players": "3", "name-0": "Ada", "kind-0": "human", "kind-1": "ai",
              "level-1": "easy", "kind-2": "ai", "level-2": "no-such", "opt-fast": "on",
              "opt-map": "large", "opt-rounds": "7", "seed": "12"}
    st = SU.parse_form(values, INFO, LEVELS, 99)
    assert st["options"] == {"fast": True, "map": "large", "rounds": 7, "setup": None}
    assert [s["level"] for s in st["seats"]] == [None, "easy", "normal"] and st["seed"] == 12
    with pytest.raises(ValueError, match="whole number"):
        SU.parse_form(dict(values, **{"opt-rounds": "x"}), INFO, LEVELS, 1)
    with pytest.raises(ValueError, match="at least one seat"):
        SU.parse_form(dict(values, **{"kind-0": "ai"}), INFO, LEVELS, 1)
    with pytest.raises(ValueError):
        SU.parse_form(dict(values, **{"opt-map": "huge"}), INFO, LEVELS, 1)


def test_the_form_remembers_the_last_seats_and_names():
    st = SU.parse_form({"players": "3", "name-0": "Zoe", "kind-0": "human", "kind-1": "human",
                        "name-1": "Yan", "kind-2": "ai", "level-2": "easy"}, INFO, LEVELS, 1)
    again = SU.remembered_from(SU.to_remember(st))
    html = SU.form_html(INFO, LEVELS, again)
    assert 'value="Zoe"' in html and 'value="Yan"' in html
    assert '<option value="3" selected>' in html
    assert SU.remembered_from("not json") == {} and SU.remembered_from(json.dumps([1])) == {}


def test_race_levels_offer_no_test_levels():
    from ui.table.levels import levels_for
    shown = [lv["key"] for lv in levels_for("rftg")]
    assert shown == ["easy", "normal", "hard"]
    assert "random" in [lv["key"] for lv in levels_for("rftg", include_hidden=True)]


def test_the_default_widget_shows_the_engines_prompt_and_labels(toy_registered, monkeypatch):
    from tests.core import toy_game
    monkeypatch.setattr(toy_game.ToyState, "_prompt", lambda self, p: "Bid for the prize",
                        raising=False)
    monkeypatch.setattr(toy_game.ToyState, "label", lambda self, p, a: f"bid {a[1]} points",
                        raising=False)
    s = toy_session()
    html = "".join(Controller(s, ToyUI()).render(parts=True))
    assert "Bid for the prize" in html and "bid 3 points" in html
