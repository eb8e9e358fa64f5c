"""tools/gaia_move_match.py: the kinds it tabulates, its agreement counts, and the replay of the
recorded people's game with a level asked at each main turn and charge offer."""
import pytest

from tools import gaia_move_match as mm
from tools.gaia_move_match import Decision


def test_kinds_separate_buildings_power_and_qic_actions():
    assert mm.kind(("build", "m", "1A1")) == "build m"
    assert mm.kind(("build", "PI", "1A1")) == "build PI"
    assert mm.kind(("action", "power3")) == "action power"
    assert mm.kind(("action", "qic2")) == "action qic"
    assert mm.kind(("charge", "2pw")) == "charge" and mm.kind(("decline",)) == "decline"
    assert mm.kind(("up", "eco")) == "up"


def test_the_table_counts_same_actions_and_same_kinds():
    rows = [Decision(1, "xenos", ("build", "m", "1A1"), ("build", "m", "1A1"), ""),
            Decision(1, "xenos", ("build", "m", "1A1"), ("build", "m", "2A2"), ""),
            Decision(2, "terrans", ("charge", "2pw"), ("decline",), "")]
    text = mm.table(rows)
    assert text.splitlines()[0] == ("3 decisions: the same action 1 (33 %), "
                                    "the same kind 2 (67 %)")
    lines = text.splitlines()
    cells = [line[15:] for line in lines[1:]]           # 15 for the row's kind, then 11 a kind
    header = [cells[0][i:i + 11].strip() for i in range(0, len(cells[0]), 11)]
    assert header == ["build m", "decline"]
    rows_ = {line[:15].strip(): [line[15 + i:26 + i].strip() for i in range(0, 22, 11)]
             for line in lines[2:]}
    assert rows_ == {"build m": ["2", "."], "charge": [".", "1"]}


def test_round_one_of_the_recorded_game_is_asked_at_people_s_decisions():
    rows = list(mm.decisions("easy", rounds=(1, 1)))
    assert rows and all(d.round == 1 for d in rows)
    assert {d.faction for d in rows} == {"terrans", "nevlas", "xenos", "hadsch-hallas"}
    assert any(d.people[0] == "charge" for d in rows)                # offers are asked too
    assert any(d.people == d.level for d in rows)
    assert sum(1 for d in rows if d.people[0] == "pass") == 4        # each seat passes once


@pytest.mark.parametrize("args, says", [(["--game", "no-such-game"], "no recorded game"),
                                        (["--rounds", "one"], "--rounds 'one'")])
def test_an_unknown_game_or_a_bad_round_range_is_refused_clearly(capsys, args, says):
    with pytest.raises(SystemExit) as stop:
        mm.main(["--level", "easy"] + args)
    assert stop.value.code == 2
    assert says in capsys.readouterr().err
