"""The shared command-line and benchmark pieces (game/core/cli.py, game/core/bench.py), on the
toy game: random games are reproducible, `balance --out` writes as it goes, the seat check
and the replay's error code, decision times per level."""
import json

from game.core import Record, bench, cli
from game.core.agents import RandomAgent

from .toy_game import new_game


def test_random_legal_game_is_seeded_and_ends():
    a = cli.random_legal_game(new_game(2, {}, 7), 7)
    b = cli.random_legal_game(new_game(2, {}, 7), 7)
    assert a.is_over() and a.history == b.history
    assert any(cli.random_legal_game(new_game(2, {}, 7), s).history != a.history
               for s in range(8, 20))


def test_saved_as_played_appends_each_record_before_handing_it_on(tmp_path):
    path = tmp_path / "runs.jsonl"
    path.write_text('{"old": 1}\n')
    seen = []
    for rec in cli.saved_as_played(({"i": i} for i in range(3)), str(path)):
        seen.append(rec)
        assert json.loads(path.read_text().splitlines()[-1]) == rec
    assert seen == [{"i": 0}, {"i": 1}, {"i": 2}]
    assert len(path.read_text().splitlines()) == 4
    assert list(cli.saved_as_played(iter([{"x": 1}]), None)) == [{"x": 1}]


def test_seats_error_names_the_unknown_level(capsys):
    levels = {"easy": None, "hard": None}
    assert not cli.seats_error(levels, ["easy", "hard"])
    assert cli.seats_error(levels, ["easy", "nobody"])
    assert "nobody" in capsys.readouterr().err


def test_replay_command_prints_the_log_and_refuses_junk(tmp_path, capsys, monkeypatch):
    from game.core import registry
    monkeypatch.setitem(registry.GAMES, "toy", "tests.core.toy_game")
    state = cli.random_legal_game(new_game(2, {}, 3), 3)
    path = tmp_path / "game.json"
    path.write_text(Record.of(state).to_json())
    assert cli.replay_command(str(path), "toy", lambda e: "LINE") == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[:-1] == ["LINE"] * len(state.log(None))
    assert json.loads(out[-1]) == {"over": True, "scores": state.scores(),
                                   "winners": state.winners()}
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert cli.replay_command(str(bad), "toy") == 2
    assert "cannot replay" in capsys.readouterr().err


def test_time_games_warms_up_then_plays_the_bench_seeds():
    seeds = []

    def play(seed):
        seeds.append(seed)
        return new_game(2, {}, seed)

    tallied = []
    wall, cpu = cli.time_games(play, 3, tallied.append)
    assert seeds == [0, 1000, 1001, 1002] and len(tallied) == 3 and wall >= 0 and cpu >= 0
    speed = cli.speed(3, 0.5, 0.25)
    assert speed == {"games": 3, "seconds": 0.5, "games_per_second": 6.0,
                     "games_per_cpu_second": 12.0}


def test_bench_times_each_point_once_per_level():
    points = bench.decision_points(lambda s: new_game(2, {}, s), RandomAgent, count=5, seed=2,
                                   players=2, every=2)
    assert len(points) == 5 and all(len(legal) > 1 for _v, legal, _p in points)
    t = bench.time_level(RandomAgent, points)
    assert t["decisions"] == 5 and 0 <= t["p50"] <= t["p95"] <= t["max"]
    assert t["max_slice"] <= t["max"] + 1e-6


def test_decision_positions_are_every_nth_real_choice_of_a_played_game():
    agents = [RandomAgent(1), RandomAgent(2)]
    seen = [(p, len(st.history)) for st, p in bench.decision_positions(new_game(2, {}, 4),
                                                                         agents, every=2)]
    again = [(p, len(st.history)) for st, p in bench.decision_positions(
        new_game(2, {}, 4), [RandomAgent(1), RandomAgent(2)], every=1)]
    assert seen and seen == again[1::2]


def test_read_saved_keeps_the_last_record_of_each_game(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text('{"seed": 1, "index": 0, "v": "old"}\n\n{"seed": 1, "index": 1, "v": "x"}\n')
    b.write_text('{"seed": 1, "index": 0, "v": "new"}\n')
    got = cli.read_saved([str(a), str(b)], ("seed", "index"))
    assert sorted((r["index"], r["v"]) for r in got) == [(0, "new"), (1, "x")]


def test_each_in_processes_gives_the_same_results_with_workers():
    from game.core.tournament_jobs import each_in_processes
    items = [-3, 1, -2, 5]
    assert list(each_in_processes(abs, items)) == [3, 1, 2, 5]
    assert sorted(each_in_processes(abs, items, jobs=2)) == [1, 2, 3, 5]
