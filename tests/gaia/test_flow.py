"""Round flow and interfaces: income order choice, turn order by passing, the end after round 6,
records through game/core, the JSON view, the command line."""
import io
import json
from contextlib import redirect_stdout

from game.core.record import Record
from game.gaia import new_game
from game.gaia.__main__ import main, play_one

from .conftest import advance, blank, put


def test_income_order_is_a_choice_when_tokens_and_charges_meet():
    st = blank(["terrans", "xenos"])
    pl = st.pl[0]
    put(st, 0, "m", "3A7")
    put(st, 0, "ts", "3A7")
    put(st, 0, "PI", "3A7")          # +4pw and +1t
    pl.booster = "booster2"          # +1o, +2t
    pl.p = [0, 4, 0]
    st.phase = "income"
    st.queue = [0, 1]
    st._run_income()
    assert st.deciders() == [0]
    opts = st.legal_actions(0)
    assert ("income", "4pw") in opts and ("income", "1t") in opts and ("income", "2t") in opts
    st.apply(0, ("income", "4pw"))           # charge first: II -> III
    assert pl.p[2] == 4
    assert st.phase == "actions"             # the rest was paid without a choice
    assert pl.p[0] == 3                      # both token items came after the charge


def test_turn_order_follows_passing_order():
    st = blank(["terrans", "xenos", "gleens"])
    assert st.turn_order == [0, 1, 2] and st.current == 0
    st.pl[0].k = 4
    st.apply(0, ("up", "terra"))
    st.apply(0, ("endturn",))
    for seat in (1, 2, 0):
        assert st.current == seat
        st.apply(seat, ("pass", st.boosters[0]))
    assert st.round == 2 and st.passed == [] and st.turn_order == [1, 2, 0]
    advance(st)
    assert st.current == 1


def test_game_ends_after_round_six_and_scores():
    st, steps = play_one(2, 11)
    assert st.is_over() and st.round == 6 and st.phase == "end"
    assert len(st.vp_timeline) == 7
    assert st.scores() == [p.vp for p in st.pl]
    assert abs(sum(st.outcome()) - 1.0) < 1e-9
    assert st.legal_actions(0) == [] and st.deciders() == []


def test_record_round_trip():
    st, _ = play_one(3, 5)
    rec = Record.from_json(Record.of(st).to_json())
    again = rec.replay()
    assert again.scores() == st.scores()


def test_view_is_json():
    st, _ = play_one(2, 3)
    text = json.dumps(st.view(None))
    v = json.loads(text)
    assert v["phase"] == "end" and len(v["players"]) == 2 and len(v["map"]["hexes"]) == 133
    fresh = new_game(4, {}, 1)
    assert json.loads(json.dumps(fresh.view(0)))["phase"] == "faction"


def _run(argv):
    buf = io.StringIO()
    with redirect_stdout(buf):
        code = main(argv)
    return code, buf.getvalue()


def test_cli_replay_and_timeline(corpus):
    code, out = _run(["replay", str(corpus / "deep-mind-2.json"), str(corpus / "deep-mind-2.moves.txt")])
    assert code == 0
    assert json.loads(out) == {"terrans": 165, "nevlas": 164, "xenos": 182, "hadsch-hallas": 108}
    code, out = _run(["replay", str(corpus / "deep-mind-2.json"), str(corpus / "deep-mind-2.moves.txt"),
                      "--timeline"])
    data = json.loads(out)
    assert data["timeline"][1] == {"at": "start of round 2",
                                   "vp": {"terrans": 8, "nevlas": 5, "xenos": 7, "hadsch-hallas": 9}}


def test_cli_play_prints_one_line_per_game():
    code, out = _run(["play", "--players", "2", "--seed", "4", "--games", "2"])
    lines = [json.loads(x) for x in out.splitlines()]
    assert code == 0 and len(lines) == 2 and all(x["over"] for x in lines)
    assert lines[0]["seed"] == 4 and lines[1]["seed"] == 5


def test_log_lists_every_decision():
    st, _ = play_one(2, 8)
    log = st.log(0)
    assert len(log) == len(st.history)
    assert ": Play the " in log[0]["text"]
    assert log[0]["notation"].startswith("faction ")
    assert all(set(e) == {"player", "round", "text", "notation"} for e in log)
    assert log[-1]["round"] == 6


def _round_two_order(options):
    """Round 1: seat 0 acts, seat 1 passes, seat 2 acts, seat 0 passes, seat 2 passes; the
    passing order is 1, 0, 2. Returns round 2's turn order."""
    from game.gaia import new_game
    st = new_game(3, dict(options, variant="first-game"), 5)
    while st.round < 1 or st.phase != "actions":
        seat = st.deciders()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    acts_once = {0, 2}
    while st.round == 1:
        seat = st.deciders()[0]
        legal = st.legal_actions(seat)
        if st.phase != "actions" or st.pending:
            st.apply(seat, legal[0])
        elif ("endturn",) in legal:
            st.apply(seat, ("endturn",))
        elif seat in acts_once:
            acts_once.discard(seat)
            st.apply(seat, next(a for a in legal if a[0] in ("build", "up", "action")))
        else:
            st.apply(seat, next(a for a in legal if a[0] == "pass"))
    return st.turn_order


def test_printed_turn_order_first_to_pass_starts_then_clockwise():
    assert _round_two_order({}) == [1, 2, 0]


def test_pass_order_variant_follows_the_passing_order():
    from game.gaia import INFO
    assert INFO.option("turn_order").default == "printed"
    assert _round_two_order({"turn_order": "pass-order"}) == [1, 0, 2]


def test_the_log_importer_selects_the_pass_order_variant():
    from game.gaia.notation import load_setup
    for setup in ({}, {"players": 2, "factions": ["terrans", "xenos"]}):
        _, options = load_setup(setup)
        assert options.get("turn_order") == "pass-order"


def test_cli_save_makes_a_save_of_a_recorded_game(tmp_path, corpus):
    out = tmp_path / "game.json"
    code, text = _run(["save", str(corpus / "deep-mind-2.json"),
                       str(corpus / "deep-mind-2.moves.txt"), str(out), "--name", "DM2"])
    assert code == 0
    assert sorted(json.loads(text).values()) == [108, 164, 165, 182]
    save = json.loads(out.read_text())
    assert save["format"] == "galaxy-table/save" and save["name"] == "DM2"
    from game.core import Record
    st = Record.from_dict(save["record"]).replay()
    assert st.is_over() and sorted(st.scores()) == [108, 164, 165, 182]
