"""Decision-time benchmark of the Gaia AI levels: the same code in CPython and in the page
(Pyodide, through tools/ai_bench_page.py --game gaia).

Decision points come from seeded games of the easy level (every few decisions with more than
one legal action; factions chosen, so the setup's choices are among them); each level then
decides each point once, running `think` in slices as the page does. Prints/returns per level:
decisions, p50/p95/max of the whole decision and the longest single slice (what could block
the page), in milliseconds.

    python3 -m game.gaia.ai.bench --levels easy,normal,hard --points 40 --players 2
"""
import argparse
import json

from game.core import bench

from .. import new_game
from . import make_agent


def decision_points(count: int, seed: int, players: int = 2, every: int = 4) -> list:
    """[(view, legal, player)] from easy-level games until `count` points are collected."""
    return bench.decision_points(lambda s: new_game(players, {}, s),
                                 lambda s: make_agent("easy", s), count, seed, players, every)


def time_level(level: str, points: list, seed: int = 0, cpu: bool = False) -> dict:
    """Timings (ms) of `level` over the points (game.core.bench.time_level)."""
    return bench.time_level(lambda s: make_agent(level, s), points, seed, cpu)


def run(levels, points: int = 40, seed: int = 1, players: int = 2, cpu: bool = False) -> dict:
    """{level: timings} over the same decision points."""
    pts = decision_points(points, seed, players)
    return {level: time_level(level, pts, seed, cpu) for level in levels}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m game.gaia.ai.bench")
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--points", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--cpu", action="store_true", help="CPU time of this process, not wall clock")
    args = ap.parse_args(argv)
    levels = [x for x in args.levels.split(",") if x]
    for level, t in run(levels, args.points, args.seed, args.players, args.cpu).items():
        print(json.dumps({"level": level, "runtime": "cpython", "players": args.players,
                          "clock": "cpu" if args.cpu else "wall", **t}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
