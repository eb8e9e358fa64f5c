"""In-page AI benchmark: AI decision times in Pyodide inside Chromium (p50/p95 per level).

    python3 tools/ai_bench_page.py [--game rftg|gaia] [--levels easy,normal,hard] [--points 30]
                                   [--seed 1] [--players N (gaia)]
                                   [--runtime runtime] [--chromium /usr/bin/chromium]

Serves a tiny page from a temporary folder on 127.0.0.1 (the game/ package as a zip, the pinned
Pyodide runtime of `runtime/`, fetched by serve.py / tests/run.sh), opens it in headless
Chromium with Playwright and runs game.<game>.ai.bench there — the same decision points and code
as `python3 -m game.<game>.ai.bench` in CPython. Prints one JSON line per level (milliseconds),
including the longest single `think` slice. Needs the `playwright` Python package (the test
requirements) and Debian's chromium; never downloads a browser.
"""
import argparse
import functools
import http.server
import io
import json
import os
import sys
import tempfile
import threading
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>AI bench</title></head>
<body><pre id="out">loading</pre><script type="module">
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const out = document.getElementById("out");
try {
  const py = await loadPyodide({ indexURL: new URL("./runtime/pyodide/", location.href).href });
  const buf = await (await fetch("app.zip")).arrayBuffer();
  py.unpackArchive(buf, "zip", { extractDir: "/home/pyodide/app" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/app')");
  const args = JSON.parse(new URLSearchParams(location.search).get("args"));
  py.globals.set("bench_args", JSON.stringify(args));
  const res = py.runPython(
    "import json, importlib\\na = json.loads(bench_args)\\n" +
    "run = importlib.import_module('game.' + a['game'] + '.ai.bench').run\\n" +
    "json.dumps(run(a['levels'], a['points'], a['seed'], **a['extra']))");
  window.benchResult = res;
  out.textContent = res;
} catch (e) {
  window.benchError = String(e && e.stack || e);
  out.textContent = window.benchError;
}
</script></body></html>"""


def app_zip():
    """The game/ package (Python sources and data files) as zip bytes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted((REPO / "game").rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts:
                continue
            z.write(path, path.relative_to(REPO).as_posix())
    return buf.getvalue()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json"}

    def log_message(self, *args):
        pass


def serve(folder):
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def run_in_page(page_html, bench, runtime, chromium, timeout):
    """Serve `page_html` with app.zip and the Pyodide `runtime` from a temporary folder on
    127.0.0.1, open it in headless Chromium with `bench` (JSON) as its ?args=, and wait up to
    `timeout` seconds for window.benchResult or window.benchError: (error, result)."""
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "index.html").write_text(page_html, encoding="utf-8")
        (folder / "app.zip").write_bytes(app_zip())
        os.symlink(Path(runtime).resolve(), folder / "runtime")
        server = serve(folder)
        host, port = server.server_address[:2]
        url = f"http://{host}:{port}/index.html?args=" + json.dumps(bench)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
                page = browser.new_page()
                page.goto(url)
                page.wait_for_function("window.benchResult || window.benchError",
                                       timeout=timeout * 1000, polling=1000)
                error = page.evaluate("window.benchError || null")
                result = page.evaluate("window.benchResult || null")
                browser.close()
        finally:
            server.shutdown()
    return error, result


def add_page_options(ap):
    """The options every in-page benchmark takes: --points, --seed, --runtime, --chromium,
    --timeout."""
    ap.add_argument("--points", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runtime", default=str(REPO / "runtime"))
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds")


def cannot_run(args):
    """Why an in-page benchmark cannot run here (no Pyodide runtime, no playwright), or None."""
    runtime = Path(args.runtime)
    if not (runtime / "pyodide" / "pyodide.mjs").exists():
        return f"no Pyodide runtime in {runtime} (run python3 serve.py once to fetch it)"
    try:
        import playwright.sync_api  # noqa: F401 - checked here for a clear error
    except ImportError:
        return "the playwright package is missing (pip install -r tests/requirements.txt)"
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 tools/ai_bench_page.py")
    ap.add_argument("--game", default="rftg", choices=("rftg", "gaia"))
    ap.add_argument("--players", type=int, default=None, help="player count (gaia only)")
    ap.add_argument("--levels", default="easy,normal,hard")
    add_page_options(ap)
    args = ap.parse_args(argv)
    problem = cannot_run(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    extra = {"players": args.players} if args.players else {}
    bench = {"game": args.game, "levels": [x for x in args.levels.split(",") if x],
             "points": args.points, "seed": args.seed, "extra": extra}
    error, result = run_in_page(PAGE, bench, args.runtime, args.chromium, args.timeout)
    if error:
        print(f"error in the page: {error}", file=sys.stderr)
        return 1
    for level, t in json.loads(result).items():
        print(json.dumps({"game": args.game, "level": level, "runtime": "pyodide", **t}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
