"""Decision-time benchmark of the AI levels, the same code in CPython and in the page (Pyodide).

Decision points are taken from seeded games of the noiseless policy (every few decisions with
more than one legal action); each level then decides each point once, running `think` in slices
as the page does. Prints/returns per level: decisions, p50/p95/max of the whole decision and the
longest single slice (what could block the page), in milliseconds.

    python3 -m game.rftg.ai.bench --levels easy,normal,hard --points 30 --seed 1
"""
import argparse
import json

from game.core import bench

from .. import new_game
from .levels import make_agent


def decision_points(count, seed, players=2, advanced=False, every=3):
    """[(view, legal, player)] from policy games until `count` points are collected."""
    return bench.decision_points(lambda s: new_game(players, {"advanced": advanced}, s),
                                 lambda s: make_agent("policy", s), count, seed, players, every)


def time_level(level, points, seed=0):
    """Timings (ms) of `level` over the points: {'decisions','p50','p95','max','max_slice'}."""
    return bench.time_level(lambda s: make_agent(level, s), points, seed)


def run(levels=("easy", "normal", "hard"), points=30, seed=1, players=2, advanced=False):
    """{level: timings} for the given levels on the same decision points."""
    pts = decision_points(points, seed, players, advanced)
    return {level: time_level(level, pts, seed) for level in levels}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m game.rftg.ai.bench")
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--points", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    result = run([x for x in args.levels.split(",") if x], args.points, args.seed)
    for level, t in result.items():
        print(json.dumps({"level": level, **t}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
