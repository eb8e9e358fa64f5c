"""In-page hint benchmark: each game's hinter (game/core/hints.py) timed in Pyodide inside
Chromium, on the same decision points as `python3 -m game.core.hint_bench` in CPython.

    python3 tools/hint_bench_page.py [--games rftg,gaia,artifacts,epochs] [--points 30]
                                     [--seed 1] [--runtime runtime] [--chromium /usr/bin/chromium]

Serves the game/ package and the pinned Pyodide runtime from a temporary folder on 127.0.0.1
(as tools/ai_bench_page.py does), runs game.core.hint_bench.run there for each game and prints
one JSON line a game: decisions, p50/p95/max of a whole hint and the longest slice (ms). The
table adds the rows' reasons and marks after the search (a few ms), not timed here.
"""
import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tools.ai_bench_page import add_page_options, cannot_run, run_in_page  # noqa: E402

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>Hint bench</title></head>
<body><pre id="out">loading</pre><script type="module">
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const out = document.getElementById("out");
try {
  const py = await loadPyodide({ indexURL: new URL("./runtime/pyodide/", location.href).href });
  const buf = await (await fetch("app.zip")).arrayBuffer();
  py.unpackArchive(buf, "zip", { extractDir: "/home/pyodide/app" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/app')");
  const args = JSON.parse(new URLSearchParams(location.search).get("args"));
  const results = {};
  for (const game of args.games) {
    py.globals.set("bench_args", JSON.stringify({...args, game}));
    out.textContent = "running " + game;
    await new Promise(r => setTimeout(r, 0));
    results[game] = JSON.parse(py.runPython(
      "import json\\nfrom game.core.hint_bench import run\\na = json.loads(bench_args)\\n" +
      "json.dumps(run(a['game'], a['points'], a['seed']))"));
  }
  window.benchResult = JSON.stringify(results);
  out.textContent = window.benchResult;
} catch (e) {
  window.benchError = String(e && e.stack || e);
  out.textContent = window.benchError;
}
</script></body></html>"""


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 tools/hint_bench_page.py")
    ap.add_argument("--games", default="rftg,gaia,artifacts,epochs")
    add_page_options(ap)
    args = ap.parse_args(argv)
    problem = cannot_run(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    bench = {"games": [g for g in args.games.split(",") if g], "points": args.points,
             "seed": args.seed}
    error, result = run_in_page(PAGE, bench, args.runtime, args.chromium, args.timeout)
    if error:
        print(f"error in the page: {error}", file=sys.stderr)
        return 1
    for game, t in json.loads(result).items():
        print(json.dumps({"game": game, "runtime": "pyodide", **t}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
