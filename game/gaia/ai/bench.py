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
import copy
import json
import time

from game.core.tournament import percentile

from .. import new_game
from . import make_agent


def decision_points(count: int, seed: int, players: int = 2, every: int = 4) -> list:
    """[(view, legal, player)] from easy-level games until `count` points are collected."""
    out = []
    game = 0
    while len(out) < count:
        st = new_game(players, {}, seed * 1000 + game)
        agents = [make_agent("easy", seed * 1000 + game * 10 + p) for p in range(players)]
        k = 0
        while not st.is_over() and len(out) < count:
            p = st.deciders()[0]
            view, legal = st.view(p), st.legal_actions(p)
            if len(legal) > 1:
                k += 1
                if k % every == 0:
                    # a copy: the view's snapshot shares some lists with the live state
                    out.append((copy.deepcopy(view), legal, p))
            st.apply(p, agents[p].choose(view, legal, p))
        game += 1
    return out


def time_level(level: str, points: list, seed: int = 0, cpu: bool = False) -> dict:
    """Timings (ms) of `level` over the points: decisions, p50, p95, max, max_slice (wall
    clock, or this process's CPU time with `cpu`: on a loaded machine the wall clock also
    counts the time other programs had the processor)."""
    clock = time.process_time if cpu else time.perf_counter
    totals, worst_slice = [], 0.0
    for i, (view, legal, p) in enumerate(points):
        agent = make_agent(level, seed + i)
        gen = agent.think(view, legal, p)
        start = clock()
        while True:
            t0 = clock()
            try:
                next(gen)
            except StopIteration as done:
                worst_slice = max(worst_slice, clock() - t0)
                assert done.value in legal
                break
            worst_slice = max(worst_slice, clock() - t0)
        totals.append(clock() - start)
    ms = [1000 * t for t in totals]
    return {"decisions": len(ms), "p50": round(percentile(ms, 0.5), 1),
            "p95": round(percentile(ms, 0.95), 1), "max": round(max(ms), 1),
            "max_slice": round(1000 * worst_slice, 1)}


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
