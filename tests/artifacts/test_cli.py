"""The command line: play, bench, replay, tournament and balance run and print their numbers."""
import json

import pytest

from game.core import Record
from game.artifacts.__main__ import main, random_game


def test_play_and_bench_print_json(capsys):
    assert main(["play", "--players", "3", "--games", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2 and len(json.loads(lines[0])["scores"]) == 3
    assert main(["bench", "--games", "5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 5 and out["games_per_second"] > 0


def test_replay_prints_the_log_and_scores(tmp_path, capsys):
    state = random_game(2, 4)
    path = tmp_path / "game.json"
    path.write_text(Record.of(state).to_json())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "The game is over" in out and json.loads(out.strip().splitlines()[-1])["over"]
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["replay", str(bad)]) == 2


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_tournament_and_balance_print_tables(capsys):
    assert main(["tournament", "--seats", "easy,random", "--games", "2"]) == 0
    assert "easy" in capsys.readouterr().out
    assert main(["tournament", "--seats", "easy,nobody", "--games", "2"]) == 2
    assert main(["balance", "--players", "2", "--games", "2", "--level", "easy"]) == 0
    out = capsys.readouterr().out
    assert "faction" in out and "by seat" in out and "turns per player" in out
