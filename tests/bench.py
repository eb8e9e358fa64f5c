"""Page-load benchmark: `bash tests/run.sh bench [N]` (default N=7).

Loads the app in Chromium N times cold (a fresh browser context each time: empty HTTP cache,
no service worker) and N times warm (reloads in one context whose service worker has cached
the app) and prints one JSON line per measure with median and p95 in milliseconds:
- python_ready: navigation start -> first line of web/main.py runs (performance mark);
- lobby_visible: navigation start -> lobby rendered and shown;
- bytes: bytes transferred over the network per load (resource timing transferSize).
A bare PyScript page (one `print`) from the same runtime is measured too, as a reference;
its loads alternate with the app's (after one uncounted load to warm the browser up).
Not a test: numbers vary with the machine and its load.
"""
import json
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
js.document.documentElement.setAttribute("data-gt-state", "ready")
</script></body></html>"""

MARKS_JS = """() => {
  const mark = (name) => { const m = performance.getEntriesByName(name)[0]; return m ? m.startTime : null; };
  const nav = performance.getEntriesByType('navigation')[0];
  let bytes = nav ? nav.transferSize : 0;
  for (const r of performance.getEntriesByType('resource')) bytes += r.transferSize || 0;
  return {python_ready: mark('gt-python-ready'), lobby_visible: mark('gt-lobby-visible'), bytes};
}"""


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def serve_in_thread(server):
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


def load(page, url, bare):
    """Open `url` (None: reload the page) and wait until it is up; its marks."""
    if url is None:
        page.reload()
    else:
        page.goto(url)
    if bare:
        page.wait_for_selector("html[data-gt-state=ready]", state="attached", timeout=120_000)
    else:
        wait_lobby(page, timeout=120_000)
    return page.evaluate(MARKS_JS)


def cold_load(browser, url, bare):
    ctx = browser.new_context()
    try:
        return load(ctx.new_page(), url, bare)
    finally:
        ctx.close()


def warm_page(browser, url, bare):
    """A page of a context whose caches (HTTP, code cache, service worker) are settled."""
    ctx = browser.new_context()
    page = ctx.new_page()
    load(page, url, bare)
    if not bare:
        wait_service_worker(page, timeout=120_000)
    load(page, url, bare)
    return ctx, page


def measure(browser, pages, n):
    """Cold then warm loads of each (name, url, bare) page, interleaved so that the browser's
    own warm-up and the machine's load fall on every page alike."""
    results = {name: {"cold": [], "warm": []} for name, _, _ in pages}
    cold_load(browser, pages[0][1], pages[0][2])        # warm the browser up, not counted
    for _ in range(n):
        for name, url, bare in pages:
            results[name]["cold"].append(cold_load(browser, url, bare))
    warm = [(name, bare) + warm_page(browser, url, bare) for name, url, bare in pages]
    for _ in range(n):
        for name, bare, _, page in warm:
            results[name]["warm"].append(load(page, None, bare))
    for _, _, ctx, _ in warm:
        ctx.close()
    return results


def report(page_name, results, n):
    for mode, runs in results.items():
        for key in ("python_ready", "lobby_visible", "bytes"):
            values = [r[key] for r in runs if r[key] is not None]
            if not values:
                continue
            unit = "bytes" if key == "bytes" else "ms"
            print(json.dumps({"page": page_name, "measure": key, "mode": mode, "n": len(values),
                              "median": round(statistics.median(values)),
                              "p95": round(p95(values)), "unit": unit}), flush=True)


def main(argv):
    from playwright.sync_api import sync_playwright

    n = int(argv[0]) if argv else 7
    app_server = serve.make_server("127.0.0.1", 0)
    app_url = serve_in_thread(app_server)
    with tempfile.TemporaryDirectory() as tmp:
        bare_dir = Path(tmp)
        (bare_dir / "index.html").write_text(BARE_HTML)
        (bare_dir / "runtime").symlink_to(REPO / "runtime", target_is_directory=True)
        bare_server = serve.make_static_server(bare_dir)
        bare_url = serve_in_thread(bare_server)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            results = measure(browser, [("app", app_url, False),
                                        ("bare-pyscript", bare_url, True)], n)
            for name, runs in results.items():
                report(name, runs, n)
            browser.close()
        bare_server.shutdown()
    app_server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
