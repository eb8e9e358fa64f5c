"""Deck statistics equal seed 001's table; the command line works."""
import json
import subprocess
import sys
from pathlib import Path

from game.core import Record
from game.rftg.stats import deck_stats
from game.rftg.__main__ import random_game

ROOT = Path(__file__).resolve().parents[2]


def test_deck_statistics_match_seed_001():
    d = deck_stats()
    assert d["total"] == 114
    assert d["start_worlds"] == {"total": 5, "non_military": 4, "military": 1}
    assert d["other_military_worlds"] == 22 and d["other_non_military_worlds"] == 37
    assert d["six_cost_developments"] == 12
    assert d["other_developments"] == {"cards": 38, "designs": 19}
    mw = d["military_worlds"]
    assert mw["total"] == 23 and mw["contact_specialist_excluded"] == 4
    table = {1: (6, 1, 0, 0), 2: (7, 1, 1, 1), 3: (3, 2, 0, 0), 4: (2, 0, 1, 0), 5: (2, 1, 1, 0),
             6: (2, 1, 1, 0), 7: (1, 1, 0, 0)}
    for k, (tot, rebel, alien, start) in table.items():
        assert mw["by_defense"][str(k)] == {"total": tot, "rebel": rebel, "alien": alien,
                                            "start": start}
    mb = d["military_bonus"]
    assert mb["developments"] == {"+1": 2, "+2": 3, "+3": 2}
    assert mb["temporary_developments"] == {"+3": 2}
    assert mb["military_worlds"] == {"+1": 4, "+2": 1, "+3": 1}
    assert mb["non_military_worlds"] == {"+1": 2}
    assert mb["start_worlds"] == {"+1": 1, "+2": 1}
    assert mb["against_rebel"] == {"cards": 1, "targets": 7}
    assert mb["against_alien"] == {"developments": 1, "worlds": 1, "targets": 4}
    assert mb["against_rare"] == {"cards": 1, "targets": 3}
    assert mb["minus_one"] == 5
    paid = {0: (0, 2), 1: (12, 6), 2: (12, 11), 3: (4, 10), 4: (8, 5), 5: (2, 5), 6: (12, 2)}
    assert d["placed_by_paying"]["total"] == 91
    for k, (dev, world) in paid.items():
        assert d["placed_by_paying"]["by_cost"][str(k)] == {"developments": dev, "worlds": world}
    wf = d["windfall_worlds"]
    assert wf["total"] == 25
    for kind, (nm, m) in {"novelty": (2, 3), "rare": (5, 2), "gene": (2, 5), "alien": (3, 3)}.items():
        assert (wf[kind]["non_military"], wf[kind]["military"]) == (nm, m)
    pw = d["production_worlds"]
    assert pw["total"] == 21
    for kind, (nm, m) in {"novelty": (8, 1), "rare": (5, 1), "gene": (3, 1), "alien": (1, 1)}.items():
        assert (pw[kind]["non_military"], pw[kind]["military"]) == (nm, m)
    assert d["windfall_producers"] == {"developments_of_a_kind": 6, "worlds_of_a_kind": 2,
                                       "worlds_any_kind": 1}
    assert d["consume_goods"] == {"total": 33, "non_military_worlds": 16,
                                  "of_which_start_worlds": 3, "military_worlds": 2,
                                  "developments": 15}
    assert d["consume_hand_cards"] == {"developments": 2, "worlds": 1}


def run(*args):
    return subprocess.run([sys.executable, "-m", "game.rftg", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_cli_deck_stats_and_play():
    out = run("deck-stats")
    assert out.returncode == 0 and json.loads(out.stdout) == deck_stats()
    out = run("play", "--players", "3", "--seed", "4", "--games", "2")
    lines = [json.loads(x) for x in out.stdout.splitlines()]
    assert len(lines) == 2 and all(len(x["scores"]) == 3 and x["winners"] for x in lines)
    out = run("play", "--players", "2", "--advanced", "--first-game", "--seed", "1", "--games", "1")
    assert out.returncode == 0 and json.loads(out.stdout)["players"] == 2
    out = run("play", "--players", "3", "--advanced")
    assert out.returncode == 2 and "2 players" in out.stderr


def test_cli_replay(tmp_path):
    s = random_game(2, {}, 77)
    f = tmp_path / "game.json"
    f.write_text(Record.of(s).to_json())
    out = run("replay", str(f))
    assert out.returncode == 0
    last = json.loads(out.stdout.splitlines()[-1])
    assert last["scores"] == s.scores() and last["over"]
    assert "Round 1 begins." in out.stdout
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert run("replay", str(bad)).returncode == 2
    notjson = tmp_path / "notjson.json"
    notjson.write_text("{")
    assert "cannot replay" in run("replay", str(notjson)).stderr


def test_cli_replays_a_save_exported_from_the_page(tmp_path):
    s = random_game(2, {}, 78)
    save = {"format": "galaxy-table/save", "version": 1, "game": "rftg", "name": "x",
            "record": Record.of(s).to_dict(), "seats": [], "meta": {}}
    f = tmp_path / "save.json"
    f.write_text(json.dumps(save))
    out = run("replay", str(f))
    assert out.returncode == 0
    assert json.loads(out.stdout.splitlines()[-1])["scores"] == s.scores()


def test_cli_bench_prints_numbers():
    out = run("bench", "--games", "5")
    data = json.loads(out.stdout)
    assert data["games"] == 5 and data["games_per_second"] > 0
