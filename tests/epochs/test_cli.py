"""The command line: play, replay (a record and an exported save), bench, tournament, balance."""
import json

import pytest

from game.core import Record
from game.epochs.__main__ import main, random_game


def test_play_prints_one_json_line_per_game(capsys):
    assert main(["play", "--games", "2", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2 and len(json.loads(lines[0])["scores"]) == 2


def test_replay_a_record_and_a_save(tmp_path, capsys):
    state = random_game(5)
    rec = Record.of(state)
    path = tmp_path / "game.json"
    path.write_text(rec.to_json())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Epoch 1 begins" in out and json.loads(out.strip().splitlines()[-1])["over"]
    save = tmp_path / "save.json"
    save.write_text(json.dumps({"format": "galaxy-table/save", "record": rec.to_dict()}))
    assert main(["replay", str(save)]) == 0
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["replay", str(bad)]) == 2


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_bench_tournament_and_balance_run(capsys):
    assert main(["bench", "--games", "5"]) == 0
    assert "games_per_second" in capsys.readouterr().out
    assert main(["tournament", "--seats", "easy,random", "--games", "2"]) == 0
    assert "easy" in capsys.readouterr().out
    assert main(["tournament", "--seats", "easy,nobody", "--games", "2"]) == 2
    assert main(["balance", "--games", "4", "--strategy-games", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["self_play"]["games"] == 4
    assert set(report["strategies_vs_normal"]) == {"military-only", "trade-only", "science-only"}


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_a_tournament_over_two_processes_equals_one(capsys):
    """--jobs 2 spawns worker processes (the factories must be picklable: functions of this
    __main__ were not, and the run hung) and gives the same table as one process."""
    args = ["tournament", "--seats", "easy,random", "--games", "6", "--seed", "3", "--json"]
    assert main(args + ["--jobs", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(args + ["--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert one["games"] == 6 and set(one["levels"]) == {"easy", "random"}
    assert strip_times(one) == strip_times(two)


def strip_times(summary):
    """The summary without decision times (p50_ms, ...: they differ between runs)."""
    if isinstance(summary, dict):
        return {k: strip_times(v) for k, v in summary.items() if not k.endswith("_ms")}
    if isinstance(summary, list):
        return [strip_times(v) for v in summary]
    return summary
