"""The tournament subcommand plays the levels by key, rotates fixed factions with the seats,
prints the score spread, and refuses bad input; the decision-time bench prints its lines."""
import json

import pytest

from game.gaia.__main__ import main
from game.gaia.ai import bench


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_tournament_prints_the_table_and_the_scores(capsys):
    assert main(["tournament", "--seats", "hard,easy", "--games", "1", "--seed", "2",
                 "--scores"]) == 0
    out = capsys.readouterr().out
    assert "hard" in out and "95% CI" in out and "p95 ms" in out
    assert "final scores" in out and "median" in out


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_fixed_factions_rotate_with_the_seats(capsys):
    assert main(["tournament", "--seats", "easy,random", "--games", "2", "--seed", "1",
                 "--factions", "terrans,xenos", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and set(data["levels"]) == {"easy", "random"}


def test_tournament_refuses_bad_input(capsys):
    assert main(["tournament", "--seats", "easy,wizard"]) == 2
    assert main(["tournament", "--seats", "easy"]) == 2
    assert main(["tournament", "--seats", "easy,random", "--factions", "terrans"]) == 2
    assert "error" in capsys.readouterr().err


def test_bench_times_every_level_on_the_same_points():
    out = bench.run(["easy", "normal"], points=3, seed=1, players=2, cpu=True)
    assert set(out) == {"easy", "normal"}
    for t in out.values():
        assert t["decisions"] == 3 and 0 <= t["p50"] <= t["p95"] <= t["max"]
        assert t["max_slice"] <= t["max"] + 1e-6


def test_the_page_bench_ships_the_rules_data():
    """tools/ai_bench_page.py runs game.gaia.ai.bench in Pyodide: Gaia reads its data files."""
    import io
    import zipfile
    from tools.ai_bench_page import app_zip
    names = set(zipfile.ZipFile(io.BytesIO(app_zip())).namelist())
    assert {"game/gaia/ai/bench.py", "game/gaia/data/board.json",
            "game/rftg/ai/bench.py"} <= names
    assert not any("__pycache__" in n for n in names)
