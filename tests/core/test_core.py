"""Tests of game/core: actions, RNG, protocol validation, records and replay."""
import json
import sys

import pytest

from game.core import BadRecord, IllegalAction, Record, Rng, freeze, thaw, action_text
from game.core import registry
from game.core.random_play import play_random
from tests.core import toy_game


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toy", "tests.core.toy_game")


def test_freeze_thaw_round_trip():
    action = freeze(["develop", 12, [3, [4, 5]]])
    assert action == ("develop", 12, (3, (4, 5)))
    assert freeze(json.loads(json.dumps(thaw(action)))) == action
    assert action_text(action) == "develop 12 (3 (4 5))"


def test_freeze_refuses_objects():
    with pytest.raises(IllegalAction):
        freeze({"a": 1})
    with pytest.raises(IllegalAction):
        freeze([1.5])


def test_rng_is_pinned():
    # these exact numbers must never change: saved games depend on them
    r = Rng(42)
    assert [r.below(10) for _ in range(5)] == [3, 1, 8, 4, 0]
    items = list(range(10))
    Rng(7).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))
    with pytest.raises(ValueError):
        r.below(0)


def test_rng_random_sum3_is_three_draws_added():
    for seed in (0, 1, 42, 2 ** 64 - 1):
        a, b = Rng(seed), Rng(seed)
        for _ in range(50):
            assert a.random_sum3() == b.random() + b.random() + b.random()
            assert a.state == b.state


def test_rng_below_is_roughly_uniform():
    r = Rng(1)
    counts = [0] * 3
    for _ in range(3000):
        counts[r.below(3)] += 1
    assert all(900 < c < 1100 for c in counts)


def test_options_are_checked():
    with pytest.raises(ValueError, match="unknown option"):
        toy_game.new_game(2, {"nope": 1}, 0)
    with pytest.raises(ValueError, match="players"):
        toy_game.new_game(3, {}, 0)
    with pytest.raises(ValueError, match="whole number"):
        toy_game.new_game(2, {"rounds": "x"}, 0)


@pytest.mark.parametrize("options,reason", [
    ({"rounds": True}, "rounds .Rounds. must be a whole number"),
    ({"rounds": 0}, "must be at least 1, not 0"),
    ({"rounds": 10}, "must be at most 9, not 10"),
    ({"bonus": 1}, "bonus .Bonus round. must be true or false"),
    ({"pace": "slow"}, "must be one of calm, fast, not 'slow'"),
    ({"notes": {"a": object()}}, "must be plain JSON data"),
    ({"notes": {1: "x"}}, "must be plain JSON data"),
    ({"rounds": 1, "bonus": True}, "the bonus round needs at least 2 rounds"),
])
def test_each_option_kind_and_the_cross_checks_refuse_with_a_sentence(options, reason):
    with pytest.raises(ValueError, match=reason):
        toy_game.INFO.check_options(2, options)


def test_complete_options_keep_defaults_and_accept_data():
    out = toy_game.INFO.check_options(2, {"notes": {"seats": [1, 2.5, None, "x"]}, "rounds": 9})
    assert out == {"rounds": 9, "bonus": False, "pace": "calm",
                   "notes": {"seats": [1, 2.5, None, "x"]}}
    assert toy_game.INFO.player_counts == (2,)
    assert toy_game.INFO.option("pace").choices == ("calm", "fast")


def test_option_specs_refuse_unknown_kinds():
    from game.core.protocol import OptionSpec
    with pytest.raises(ValueError, match="unknown kind 'colour'"):
        OptionSpec("c", "Colour", "colour", None)
    with pytest.raises(ValueError, match="needs choices"):
        OptionSpec("c", "Colour", "choice", None)


def test_race_advanced_is_a_cross_check_on_its_info():
    from game.rftg import INFO, check_options
    assert INFO.check_options(2, {"advanced": True})["advanced"] is True
    for check in (INFO.check_options, check_options):
        with pytest.raises(ValueError, match="advanced variant is for 2 players only"):
            check(3, {"advanced": True})


def snapshot(state):
    return json.dumps([state.view(p) for p in range(state.players)], sort_keys=True)


@pytest.mark.parametrize("player,action,reason", [
    (0, ("bid", 4), "not a legal choice"),
    (5, ("bid", 1), "no player"),
    ("0", ("bid", 1), "seat number"),
    (0, {"bid": 1}, "malformed"),
])
def test_illegal_actions_change_nothing(player, action, reason):
    state = toy_game.new_game(2, {}, 3)
    state.apply(1, ("bid", 2))
    before = snapshot(state), list(state.history)
    with pytest.raises(IllegalAction, match=reason):
        state.apply(player, action)
    assert (snapshot(state), list(state.history)) == before


def test_decided_player_cannot_act_twice():
    state = toy_game.new_game(2, {}, 3)
    state.apply(0, ("bid", 1))
    with pytest.raises(IllegalAction, match="nothing to decide"):
        state.apply(0, ("bid", 2))


def test_record_replays_bit_for_bit_and_round_trips():
    state = play_random(toy_game.new_game(2, {"rounds": 5}, 11), seed=5)
    rec = Record.of(state)
    again = Record.from_json(rec.to_json())
    assert again == rec
    replayed = again.replay()
    assert snapshot(replayed) == snapshot(state)
    assert replayed.is_over() and replayed.scores() == state.scores()
    assert replayed.rng.state == state.rng.state


def test_undo_is_replay_minus_one():
    state = play_random(toy_game.new_game(2, {}, 2), seed=1)
    rec = Record.of(state)
    prev = rec.undo().replay()
    assert len(prev.history) == len(state.history) - 1
    assert not prev.is_over() or len(state.history) == 0


def test_outcome_splits_ties():
    state = toy_game.new_game(2, {"rounds": 1}, 0)
    state.apply(0, ("bid", 2))
    state.apply(1, ("bid", 2))
    assert state.is_over() and state.outcome() == [0.5, 0.5]
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, ("bid", 1))


@pytest.mark.parametrize("text,reason", [
    ("{", "not valid JSON"),
    ("[]", "JSON object"),
    ('{"format":"x"}', "not a Galaxy Table"),
    ('{"format":"galaxy-table/record","version":1,"game":"chess"}', "unknown game"),
    ('{"format":"galaxy-table/record","version":1,"game":"toy","players":2,"seed":0,'
     '"options":{},"actions":[[0,["bid",9]]]}', None),
])
def test_bad_records_are_refused(text, reason):
    if reason:
        with pytest.raises(BadRecord, match=reason):
            Record.from_json(text)
    else:
        with pytest.raises(BadRecord, match="illegal"):
            Record.from_json(text).replay()


def test_hidden_bid_is_not_in_the_other_view():
    state = toy_game.new_game(2, {}, 0)
    state.apply(0, ("bid", 3))
    assert state.view(0)["my_bid"] == 3
    assert "3" not in json.dumps(state.view(1)["my_bid"])


def test_random_agent_runs_through_think_and_choose():
    from game.core.agents import RandomAgent
    legal = [("bid", 1), ("bid", 2)]
    agent = RandomAgent(3)
    assert agent.choose({}, legal, 0) in legal
    gen = agent.think({}, legal, 0)
    with pytest.raises(StopIteration) as done:
        next(gen)
    assert done.value.value in legal


@pytest.mark.parametrize("name", ["actions", "rng", "protocol", "agents", "registry",
                                  "handler"])
def test_docstring_examples_hold(name):
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(f"game.core.{name}"))
    assert result.attempted and not result.failed


def test_default_progress_counts_moves_in_good_english():
    from tests.core.toy_game import new_game
    s = new_game(2, {}, 1)
    assert s.progress() == "0 moves"
    s.apply(0, ("bid", 1))
    assert s.progress() == "1 move"


def test_read_record_file_unwraps_saves_and_refuses_another_game(tmp_path):
    import json as _json
    from game.core.errors import BadRecord as _Bad
    from game.core.record import Record as _Rec, read_record_file
    rec = _Rec("rftg", 2, {}, 3, [])
    plain, save = tmp_path / "r.json", tmp_path / "s.json"
    plain.write_text(rec.to_json())
    save.write_text(_json.dumps({"format": "galaxy-table/save", "record": rec.to_dict()}))
    assert read_record_file(str(plain), "rftg") == rec == read_record_file(str(save))
    with pytest.raises(_Bad, match="not Gaia Project"):
        read_record_file(str(plain), "gaia")


def test_core_names_are_imported_on_first_use_and_unknown_names_are_refused():
    import game.core as core
    from game.core.rng import Rng
    assert core.Rng is Rng and "Rng" in dir(core) and set(core.__all__) >= {"Record", "GameState"}
    assert core.record.Record is core.Record            # a submodule by attribute
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        core.nothing_here


def test_the_lobby_imports_neither_the_protocol_agents_nor_gettext():
    """The page's start-up (docs/ARCHITECTURE.md, item 7): importing the app shell in the
    source language leaves the dataclass-heavy core modules and gettext for later."""
    import subprocess
    from pathlib import Path
    code = ("import sys, ui.app; from game.core import i18n; i18n.domain('app')('Lobby'); "
            "print(sorted(m for m in ('game.core.agents', 'game.core.protocol', 'gettext') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], check=True).stdout
    assert out.strip() == "[]"


def test_seat_names_replace_the_one_seat_token_of_every_engine():
    from game.core import i18n
    from game.core.seats import seat
    from ui.table.gameui import GameUI, seat_names
    assert seat_names("p1 passes; p12; xp2", ["Ann", "Bob"], "p{n}") == "Ann passes; p12; xp2"
    line = f"{seat(1)} draws; {seat(0)} passes; {seat(6)}"
    assert seat_names(line, ["Ann", "Bob"]) == "Bob draws; Ann passes; Player 7"
    assert GameUI().log_text(f"{seat(0)} bids", ["Ann", "Bob"]) == "Ann bids"
    i18n.set_language("hu")         # the token in the current language
    try:
        assert seat_names(f"{seat(1)} passzol", ["Ann", "Bob"]) == "Bob passzol"
    finally:
        i18n.set_language("en")


def test_refusal_checks_in_order_then_the_games_rule(toy_registered):
    from game.core.handler import refusal
    state = registry.new_game("toy", 2, {}, 1)
    rule = lambda action: None if action == ("bid", 2) else "no"   # noqa: E731
    assert refusal(state, 5, ("bid", 2), rule) == "there is no player 5"
    assert refusal(state, 0, ["bid", 2], rule) is None             # a JSON list is frozen
    assert refusal(state, 0, "bid", rule).endswith("a move is a list starting with a word")
    assert refusal(state, 0, ("bid", 3), rule) == "no"
    assert refusal(state, 0, ("bid",), lambda a: a[1]).endswith("not a well-formed move for "
                                                                "this decision")
