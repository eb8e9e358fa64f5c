"""Benchmark of the RFTG table's Python side (prints JSON lines; not a test).

    python3 -m tests.rftg_ui.bench [GAMES]

For 4-player games played by random seats to a late position (a tableau of 10+ cards), it
measures building the whole table's HTML (what the page assigns per decision) and a click
that sends an action and redraws. In the page (Pyodide) the same work is a few times slower;
the page also stamps `data-render-ms` / `data-click-ms` on #tk-root for e2e measurements.
"""
import json
import statistics
import sys
import time

from game.core import Record
from game.core.agents import RandomAgent
from ui.rftg.board import RaceUI
from ui.table.controller import Controller as KitController
from ui.table.session import Session


def Controller(session):
    return KitController(session, RaceUI())


def late_session(seed):
    rec = Record("rftg", 4, {}, seed, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": f"P{i}", "kind": "human" if i == 0 else "ai", "level": "random"}
                      for i in range(4)]}
    s = Session(save, lambda lv, sd: RandomAgent(sd))
    rng = RandomAgent(seed)
    while not s.state.is_over() and max(len(t) for t in s.state.tableau) < 10:
        s.run_ai()
        p = s.human_to_decide()
        if p is None:
            break
        s.apply(p, rng.choose(None, s.state.legal_actions(p), p))
    s.run_ai()
    return s


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main(games=5):
    renders, clicks, sizes = [], [], []
    for seed in range(1, games + 1):
        s = late_session(seed)
        if s.state.is_over():
            continue
        c = Controller(s)
        for _ in range(20):
            t = time.perf_counter()
            html = c.render()
            renders.append((time.perf_counter() - t) * 1000)
            sizes.append(len(html))
        p = c.decider()
        if p is not None:
            legal = s.state.legal_actions(p)
            t = time.perf_counter()
            s.apply(p, legal[0])
            c.render()
            clicks.append((time.perf_counter() - t) * 1000)
    print(json.dumps({"measure": "render_table_4p_late_ms", "n": len(renders),
                      "median": round(statistics.median(renders), 2),
                      "p95": round(pct(renders, 0.95), 2), "html_kb": round(max(sizes) / 1000, 1)}))
    if clicks:
        print(json.dumps({"measure": "apply_and_render_4p_late_ms", "n": len(clicks),
                          "median": round(statistics.median(clicks), 2),
                          "p95": round(pct(clicks, 0.95), 2)}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
