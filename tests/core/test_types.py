"""The type check: mypy over the modules listed in mypy.ini (`files`) reports no error.

mypy.ini, at the repository root, names the checked modules and the rules (every function in
them fully annotated). The same check alone: `.venv/bin/python -m mypy` from the repository
root. mypy is pinned in tests/requirements.txt.
"""
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_mypy_config_names_the_checked_modules():
    import configparser

    config = configparser.ConfigParser()
    config.read(REPO / "mypy.ini")
    files = [f.strip() for f in config["mypy"]["files"].split(",")]
    assert {"game/core", "ui/table"} <= set(files)
    assert all((REPO / f).exists() for f in files), files
    assert config["mypy"].getboolean("disallow_untyped_defs")


def test_mypy_reports_no_error():
    proc = subprocess.run([sys.executable, "-m", "mypy", "--config-file", "mypy.ini"],
                          cwd=REPO, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"mypy failed:\n{proc.stdout}{proc.stderr}"
    assert "Success: no issues found" in proc.stdout
