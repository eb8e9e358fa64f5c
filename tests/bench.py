"""Page-load benchmark: `bash tests/run.sh bench [N]` (default N=7).

Three pages are loaded in turn, N times in each mode, so that the browser's own warm-up and the
machine's load fall on every page alike:
- app: Galaxy Table as serve.py serves it;
- bare-pyscript: a bare PyScript page (one line of Python) on the same runtime, the reference
  for "Python ready";
- static: a plain static HTML page (a heading and a paragraph), the reference for first paint.
Modes:
- cold: a fresh browser context each time (empty HTTP cache, no service worker);
- warm: loads in one context that has loaded the page before (the app's service worker has
  cached it; the others use the HTTP cache);
- restart: a persistent profile, the browser relaunched before each load (the app's service
  worker and the disk caches survive; in-memory ones do not).
Measures (milliseconds from navigation start, median and p95, one JSON line each):
- first_paint: first contentful paint;
- lobby_visible (app): when the lobby is on screen: the paint of its heading (Element Timing,
  `elementtiming="lobby"` on the shell's or Python's lobby, whichever is painted first; a
  first contentful paint can come before the shell is in the page, of the loading screen);
- python_ready: the first line of the page's Python runs (web/main.py for the app);
- interactive: the app's lobby rendered by Python with its buttons live (the bare page: its
  Python ran);
- bytes: bytes transferred over the network per load;
- open_game (app, warm): from the click on a saved game's Continue in a freshly loaded lobby to
  its table drawn.
The app's warm and restart loads start from its memory snapshot (the benchmark waits until it
is kept before measuring); a line per mode counts the loads by snapshot state.
Then one "ratio" line per target: app lobby_visible / static first_paint, app interactive /
bare-pyscript interactive, for each mode (medians of the same interleaved run).
`bench N --compare DIR` also loads another checkout of the app (DIR, e.g. a worktree of the
previous commit, served by its own serve.py so that its own build tools are compared too) in
the same rounds and prints app ÷ compare ratios: the way to judge a change.
Not a test: numbers vary with the machine and its load.
"""
import json
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import serve  # noqa: E402
from tests.e2e.fixtures import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.e2e.helpers import wait_lobby, wait_service_worker  # noqa: E402

BARE_HTML = """<!doctype html><html><head><meta charset="utf-8"><title>bare</title>
<script type="module" src="runtime/pyscript/core.js"></script></head><body>
<script type="py" config='{"interpreter": "./runtime/pyodide/pyodide.mjs"}'>
import js
js.performance.mark("gt-python-ready")
js.performance.mark("gt-lobby-visible")
js.document.documentElement.setAttribute("data-gt-state", "ready")
</script></body></html>"""

STATIC_HTML = """<!doctype html><html><head><meta charset="utf-8"><title>static</title></head>
<body><h1>Galaxy Table</h1><p>A plain static page: the reference for first paint.</p>
<script>document.documentElement.setAttribute("data-gt-state", "ready")</script></body></html>"""

MARKS_JS = """async () => {
  const paint = () => { const p = performance.getEntriesByName('first-contentful-paint')[0];
                        return p ? p.startTime : null; };
  for (let i = 0; i < 100 && paint() === null; i++) await new Promise(r => setTimeout(r, 20));
  const mark = (name) => { const m = performance.getEntriesByName(name)[0]; return m ? m.startTime : null; };
  const nav = performance.getEntriesByType('navigation')[0];
  let bytes = nav ? nav.transferSize : 0;
  for (const r of performance.getEntriesByType('resource')) bytes += r.transferSize || 0;
  const shell = document.documentElement.hasAttribute('data-gt-shell');
  const snapshot = document.documentElement.dataset.gtSnapshot || null;
  const interactive = mark('gt-lobby-visible');
  // when the lobby's heading was painted (Element Timing: the shell's or Python's lobby,
  // whichever came first); a first paint can come before the shell is in the page
  const lobbyPaint = await new Promise((resolve) => {
    if (!document.getElementById('app')) { resolve(null); return; }
    let first = null;
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const t = e.renderTime || e.loadTime;
        if (e.identifier === 'lobby' && t && (first === null || t < first)) first = t;
      }
    });
    observer.observe({type: 'element', buffered: true});
    setTimeout(() => { observer.disconnect(); resolve(first); }, 50);
  });
  return {first_paint: paint(), python_ready: mark('gt-python-ready'), interactive, bytes, snapshot,
          lobby_visible: document.getElementById('app') ? (lobbyPaint ?? (shell ? null : interactive)) : null};
}"""

OPEN_GAME_JS = """async (slot) => {
  const row = document.querySelector(`.save-row[data-slot="${slot}"]`);
  const start = performance.now();
  row.querySelector('button').click();
  for (;;) {
    const table = document.querySelector('#app[data-screen=game] .game-table');
    if (table && table.children.length) break;
    await new Promise(r => setTimeout(r, 2));
  }
  await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - start;
}"""

SNAPSHOT_KEPT_JS = """async () => {
  for (const key of await caches.keys())
    if (await (await caches.open(key)).match('__snapshot__')) return true;
  return false;
}"""

MEASURES = ("first_paint", "lobby_visible", "python_ready", "interactive", "bytes", "open_game")
SAVE_SLOT = "bench-game"


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def serve_in_thread(server):
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


def serve_checkout(repo: Path, timeout: float = 600.0):
    """(process, url): another checkout served by its own serve.py (its own tools/, so a
    change to how the site is built is compared too), on a free port, once it answers."""
    import socket
    import subprocess
    import time
    import urllib.request
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen([sys.executable, str(repo / "serve.py"), "--port", str(port)],
                            cwd=repo, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + timeout
    while True:  # the first request builds the site (bytecode: up to a minute or two)
        try:
            with urllib.request.urlopen(url + "version.json", timeout=timeout) as response:
                response.read()
            return proc, url
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"{repo}/serve.py did not answer on port {port}")
            time.sleep(0.5)


def load(page, url, kind):
    """Open url and wait until the page is up; its measures."""
    page.goto(url)
    if kind == "app":
        wait_lobby(page, timeout=120_000)
    else:
        page.wait_for_selector("html[data-gt-state=ready]", state="attached", timeout=120_000)
    return page.evaluate(MARKS_JS)


def cold_load(browser, url, kind):
    ctx = browser.new_context()
    try:
        return load(ctx.new_page(), url, kind)
    finally:
        ctx.close()


def wait_snapshot(page):
    """Wait until the app's memory snapshot is kept (made after a controlled page's lobby)."""
    for _ in range(600):
        if page.evaluate(SNAPSHOT_KEPT_JS):
            return True
        page.wait_for_timeout(200)
    return False


def put_bench_save(page):
    from tests.e2e.test_saves import put_save, rftg_save

    put_save(page, SAVE_SLOT, rftg_save("Benchmark game", moves=6))


def warm_page(browser, url, kind):
    """A page of a context whose caches (HTTP, code cache, service worker) are settled."""
    ctx = browser.new_context()
    page = ctx.new_page()
    load(page, url, kind)
    if kind == "app":
        wait_service_worker(page, timeout=120_000)
        put_bench_save(page)
    load(page, url, kind)
    if kind == "app":
        wait_snapshot(page)
    return ctx, page


def warm_load(page, url, kind):
    result = load(page, url, kind)
    if kind == "app":
        result["open_game"] = page.evaluate(OPEN_GAME_JS, SAVE_SLOT)
    return result


def launch(pw, profile):
    return pw.chromium.launch_persistent_context(str(profile), executable_path=CHROMIUM,
                                                 args=CHROMIUM_ARGS, headless=True)


def restart_load(pw, profile, url, kind):
    ctx = launch(pw, profile)
    try:
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        return load(page, url, kind)
    finally:
        ctx.close()


def prepare_profile(pw, profile, url, kind):
    ctx = launch(pw, profile)
    try:
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        load(page, url, kind)
        if kind == "app":
            wait_service_worker(page, timeout=120_000)
        load(page, url, kind)
        if kind == "app":
            wait_snapshot(page)
    finally:
        ctx.close()


def measure(pw, browser, pages, n, tmp):
    """Cold, warm and restart loads of each (name, url, kind) page, interleaved."""
    results = {name: {"cold": [], "warm": [], "restart": []} for name, _, _ in pages}
    cold_load(browser, pages[0][1], pages[0][2])        # warm the browser up, not counted
    for _ in range(n):
        for name, url, kind in pages:
            results[name]["cold"].append(cold_load(browser, url, kind))
    warm = [(name, url, kind) + warm_page(browser, url, kind) for name, url, kind in pages]
    for _ in range(n):
        for name, url, kind, _, page in warm:
            results[name]["warm"].append(warm_load(page, url, kind))
    for _, _, _, ctx, _ in warm:
        ctx.close()
    browser.close()  # one browser at a time from here on
    profiles = {}
    for name, url, kind in pages:
        profiles[name] = Path(tmp) / f"profile-{name}"
        prepare_profile(pw, profiles[name], url, kind)
    for _ in range(n):
        for name, url, kind in pages:
            results[name]["restart"].append(restart_load(pw, profiles[name], url, kind))
    return results


def summary(runs, key):
    values = [r[key] for r in runs if r.get(key) is not None]
    if not values:
        return None
    return {"n": len(values), "median": round(statistics.median(values)),
            "p95": round(p95(values))}


def report(results):
    medians = {}
    for page_name, modes in results.items():
        for mode, runs in modes.items():
            for key in MEASURES:
                s = summary(runs, key)
                if s is None:
                    continue
                medians[(page_name, mode, key)] = s["median"]
                print(json.dumps({"page": page_name, "measure": key, "mode": mode, **s,
                                  "unit": "bytes" if key == "bytes" else "ms"}), flush=True)
    targets = (("lobby_visible", "static", "first_paint", 2.0),
               ("interactive", "bare-pyscript", "interactive", None))
    limits = {"cold": 0.55, "warm": 0.4, "restart": 0.7}
    for key, ref_page, ref_key, limit in targets:
        for mode in ("cold", "warm", "restart"):
            ours, ref = medians.get(("app", mode, key)), medians.get((ref_page, mode, ref_key))
            if not ours or not ref:
                continue
            target = limit if limit is not None else limits[mode]
            ratio = ours / ref
            print(json.dumps({"ratio": f"app {key} / {ref_page} {ref_key}", "mode": mode,
                              "value": round(ratio, 2), "target": f"<= {target}",
                              "met": ratio <= target}), flush=True)
    for mode in ("cold", "warm", "restart"):
        states = [r.get("snapshot") for r in results.get("app", {}).get(mode, [])]
        if states:
            print(json.dumps({"page": "app", "mode": mode, "snapshot": {
                s: states.count(s) for s in sorted(set(map(str, states)))}}), flush=True)
    for mode in ("cold", "warm", "restart"):
        for key in ("first_paint", "python_ready", "interactive"):
            ours, other = medians.get(("app", mode, key)), medians.get(("compare", mode, key))
            if ours and other:
                print(json.dumps({"ratio": f"app {key} / compare {key}", "mode": mode,
                                  "value": round(ours / other, 2)}), flush=True)
    opened = medians.get(("app", "warm", "open_game"))
    if opened is not None:
        print(json.dumps({"target": "open_game warm <= 300 ms", "value": opened,
                          "met": opened <= 300}), flush=True)


def main(argv):
    from playwright.sync_api import sync_playwright

    compare = None
    if "--compare" in argv:  # another checkout of the app, loaded in the same rounds
        at = argv.index("--compare")
        compare = Path(argv[at + 1]).resolve()
        argv = argv[:at] + argv[at + 2:]
    n = int(argv[0]) if argv else 7
    compare_proc = None
    app_server = serve.make_server("127.0.0.1", 0)
    app_url = serve_in_thread(app_server)
    tmp = tempfile.mkdtemp(prefix="gt-bench-")
    servers = [app_server]
    try:
        urls = {}
        pages = [("app", app_url, "app")]
        if compare is not None:
            compare_proc, compare_url = serve_checkout(compare)
            pages.append(("compare", compare_url, "app"))
        for name, text in (("bare", BARE_HTML), ("static", STATIC_HTML)):
            folder = Path(tmp) / name
            folder.mkdir()
            (folder / "index.html").write_text(text)
            (folder / "runtime").symlink_to(REPO / "runtime", target_is_directory=True)
            server = serve.make_static_server(folder)
            servers.append(server)
            urls[name] = serve_in_thread(server)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            results = measure(pw, browser, pages + [("bare-pyscript", urls["bare"], "bare"),
                                                    ("static", urls["static"], "static")], n, tmp)
        report(results)
    finally:
        if compare_proc is not None:
            compare_proc.terminate()
            compare_proc.wait(timeout=30)
        for server in servers:
            server.shutdown()
            server.server_close()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
