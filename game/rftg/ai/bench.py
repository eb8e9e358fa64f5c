"""Decision-time benchmark of the AI levels, the same code in CPython and in the page (Pyodide).

Decision points are taken from seeded games of the noiseless policy (every few decisions with
more than one legal action); each level then decides each point once, running `think` in slices
as the page does. Prints/returns per level: decisions, p50/p95/max of the whole decision and the
longest single slice (what could block the page), in milliseconds.

    python3 -m game.rftg.ai.bench --levels easy,normal,hard --points 30 --seed 1
"""
import json
import time

from game.core.tournament import percentile
from .. import new_game
from .levels import make_agent


def decision_points(count, seed, players=2, advanced=False, every=3):
    """[(view, legal, player)] from policy games until `count` points are collected."""
    out = []
    game = 0
    while len(out) < count:
        state = new_game(players, {"advanced": advanced}, seed * 1000 + game)
        agents = [make_agent("policy", seed * 1000 + game * 10 + p) for p in range(players)]
        k = 0
        while not state.is_over() and len(out) < count:
            p = state.deciders()[0]
            view, legal = state.view(p), state.legal_actions(p)
            if len(legal) > 1:
                k += 1
                if k % every == 0:
                    out.append((view, legal, p))
            state.apply(p, agents[p].choose(view, legal, p))
        game += 1
    return out


def time_level(level, points, seed=0):
    """Timings (ms) of `level` over the points: {'decisions','p50','p95','max','max_slice'}."""
    clock = time.perf_counter
    totals, worst_slice = [], 0.0
    for i, (view, legal, p) in enumerate(points):
        agent = make_agent(level, seed + i)
        gen = agent.think(view, legal, p)
        start = clock()
        while True:
            t0 = clock()
            try:
                next(gen)
            except StopIteration:
                worst_slice = max(worst_slice, clock() - t0)
                break
            worst_slice = max(worst_slice, clock() - t0)
        totals.append(clock() - start)
    ms = [1000 * t for t in totals]
    return {"decisions": len(ms), "p50": round(percentile(ms, 0.5), 1),
            "p95": round(percentile(ms, 0.95), 1), "max": round(max(ms), 1),
            "max_slice": round(1000 * worst_slice, 1)}


def run(levels=("easy", "normal", "hard"), points=30, seed=1, players=2, advanced=False):
    """{level: timings} for the given levels on the same decision points."""
    pts = decision_points(points, seed, players, advanced)
    return {level: time_level(level, pts, seed) for level in levels}


def main(argv=None):
    import argparse
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
