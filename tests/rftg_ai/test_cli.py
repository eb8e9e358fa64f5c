"""The tournament subcommand and the decision-time benchmark print what they promise."""
import json

import pytest

from game.rftg.__main__ import main as rftg_main
from game.rftg.ai import bench


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_tournament_command_prints_the_table(capsys):
    assert rftg_main(["tournament", "--seats", "policy,random", "--games", "2", "--seed", "3",
                      "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "policy" in out and "95% CI" in out and "p95 ms" in out


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_tournament_command_json_and_advanced(capsys):
    assert rftg_main(["tournament", "--seats", "easy,random", "--advanced", "--games", "2",
                      "--seed", "1", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["advanced"] is True
    assert set(data["levels"]) == {"easy", "random"}
    low, high = data["levels"]["easy"]["ci95"]
    assert 0 <= low <= data["levels"]["easy"]["win_rate"] <= high <= 1


@pytest.mark.parametrize("argv", [
    ["--seats", "policy,wizard"], ["--seats", "policy"], ["--seats", "policy,random,easy",
                                                           "--advanced"],
    ["--seats", "policy,random", "--games", "0"]])
def test_tournament_command_refuses_bad_input(argv):
    with pytest.raises(SystemExit):
        rftg_main(["tournament", *argv, "--quiet"])


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_three_and_four_player_tournaments():
    from game.rftg.ai.cli import main
    assert main(["--seats", "policy,easy,random", "--games", "3", "--quiet"]) == 0
    assert main(["--seats", "policy,easy,random,random", "--games", "1", "--quiet"]) == 0


def test_bench_reports_times_per_level():
    result = bench.run(["easy", "policy"], points=3, seed=2)
    assert set(result) == {"easy", "policy"}
    for t in result.values():
        assert t["decisions"] == 3 and 0 <= t["p50"] <= t["p95"] <= t["max"]
        assert t["max_slice"] <= t["max"] + 1e-6
