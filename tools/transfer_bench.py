"""What a visit moves over the wire: bytes and requests of a first visit, a repeat visit and an
update to a deploy that changed one module, counted at the server.

    python3 -m tools.transfer_bench                  # this checkout, 3 rounds
    python3 -m tools.transfer_bench --rounds 5 --compare ../before   # and another checkout,
                                                     # interleaved in the same rounds

Builds this checkout's static site (`serve.py --build`, with its precompressed files) and a
second build of the same checkout with one module changed (a comment added to
game/rftg/scoring.py: a new version whose one game zip differs), serves them with serve.py's
static server (the one `python3 serve.py --dir` runs) and loads them in headless Chromium:

- first visit: a fresh browser context until the lobby is interactive (`first_lobby`), and
  until the service worker holds the whole app for offline play (`first_offline`);
- repeat visit: a reload in that context (`repeat`);
- update: the server switches to the second build; a reload finds the new service worker,
  which fetches what changed (`update_found`, until the page offers "Reload now"), and after
  "Reload now" until the new version's lobby (`update`, all of it).

Bytes are what the server wrote for the requests (headers and bodies, compressed where the
browser accepted it); requests count every one, service worker's included. `--compare DIR`
builds DIR with its own serve.py and measures its first and repeat visits in the same rounds
(its update too, when its pages allow). One JSON line per site and measure (median over the
rounds), then ratio lines (this ÷ compare). Not a test: tests/e2e/test_update_transfer.py
asserts the limits.
"""
import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import serve  # noqa: E402
from tools import compress  # noqa: E402

CHANGED_MODULE = "game/rftg/scoring.py"
INPUTS = ("game", "ui", "web", "assets", "locale", "index.html", "pyscript.toml")
READY = "html[data-gt-state=ready]"
TIMEOUT_MS = 120_000


class CountingServer:
    """serve.py's static server over a directory that can be switched (a new deploy), counting
    the bytes it writes and the requests it answers."""

    def __init__(self, directory: Path):
        self.site = serve.DirSite(directory)
        base = serve.make_handler(self.site, encoder=compress.Prebuilt())  # as --dir serves
        owner = self
        self.lock = threading.Lock()
        self.reset()

        class Counting(base):
            def setup(self):
                super().setup()
                raw = self.wfile

                class Counter:
                    def write(self, data):
                        with owner.lock:
                            owner.bytes += len(data)
                        return raw.write(data)

                    def __getattr__(self, name):
                        return getattr(raw, name)

                self.wfile = Counter()

            def handle_one_request(self):
                super().handle_one_request()
                if getattr(self, "command", None):
                    with owner.lock:
                        owner.requests.append(self.path)
                self.command = None

        self.server = serve.Server(("127.0.0.1", 0), Counting)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def switch(self, directory: Path) -> None:
        self.site.root = Path(directory).resolve()

    def reset(self) -> None:
        self.bytes = 0
        self.requests = []

    def take(self) -> dict:
        """Bytes and requests since the last reset, and reset."""
        with self.lock:
            out = {"bytes": self.bytes, "requests": len(self.requests), "paths": self.requests}
            self.reset()
        return out

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def copy_inputs(repo: Path, dest: Path) -> Path:
    """A copy of what a build reads, with runtime/ and build/ (caches) linked, not copied."""
    dest.mkdir(parents=True)
    for name in INPUTS:
        src = repo / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy(src, dest / name)
    (dest / "runtime").symlink_to((repo / "runtime").resolve(), target_is_directory=True)
    (repo / "build").mkdir(exist_ok=True)
    (dest / "build").symlink_to((repo / "build").resolve(), target_is_directory=True)
    return dest


def build_pair(work: Path, repo: Path = REPO) -> tuple:
    """(this version's site, the next version's site): the second with one module changed."""
    from tools import site
    first, second = work / "site-a", work / "site-b"
    site.build(repo, first)
    changed = copy_inputs(repo, work / "repo-b")
    module = changed / CHANGED_MODULE
    module.write_text(module.read_text() + "\n# a change of one module (tools/transfer_bench.py)\n")
    site.build(changed, second)
    return first, second


def build_other(checkout: Path, out: Path) -> Path:
    """Another checkout's site, built by its own serve.py."""
    subprocess.run([sys.executable, str(checkout / "serve.py"), "--build", str(out)], check=True,
                   stdout=subprocess.DEVNULL)
    return out


def wait_offline_copy(page) -> None:
    """Until a service worker controls the page and its install is over (the app is kept)."""
    # (functions, not expressions: Playwright evaluates an expression with eval(), which the
    # page's Content-Security-Policy refuses)
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller",
                           timeout=TIMEOUT_MS)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")


def add(a: dict, b: dict) -> dict:
    return {"bytes": a["bytes"] + b["bytes"], "requests": a["requests"] + b["requests"],
            "paths": a["paths"] + b["paths"]}


def first_visit(page, server: CountingServer) -> dict:
    """A first visit in a fresh profile: until the lobby is interactive, and until the app is
    kept for offline play."""
    server.reset()
    page.goto(server.url)
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
    lobby = server.take()
    wait_offline_copy(page)
    page.wait_for_timeout(500)  # the last responses of the worker's install
    return {"first_lobby": lobby, "first_offline": add(lobby, server.take())}


def repeat_visit(page, server: CountingServer) -> dict:
    server.reset()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
    page.wait_for_timeout(500)
    return {"repeat": server.take()}


def update(page, server: CountingServer, to: Path) -> dict:
    """The server now serves `to`; a reload finds the new worker, which keeps what changed and
    has the page offer "Reload now"; pressed, until the new version's lobby."""
    server.switch(to)
    server.reset()
    page.reload()
    page.wait_for_selector("html[data-gt-update=ready]", state="attached", timeout=TIMEOUT_MS)
    found = server.take()
    page.get_by_role("button", name="Reload now").click()
    try:
        page.wait_for_function("() => document.documentElement.dataset.gtState === 'ready'"
                               " && !document.documentElement.dataset.gtUpdate",
                               timeout=TIMEOUT_MS)
    except Exception as exc:  # say where the page stood
        state = page.evaluate("""async () => ({state: document.documentElement.dataset.gtState,
            update: document.documentElement.dataset.gtUpdate || null,
            banner: !document.getElementById('update-banner').hidden,
            controller: navigator.serviceWorker.controller && navigator.serviceWorker.controller.state,
            waiting: !!(await navigator.serviceWorker.getRegistration()).waiting,
            caches: await caches.keys()})""")
        raise RuntimeError(f"the new version did not take over: {state}") from exc
    page.wait_for_timeout(500)
    return {"update_found": found, "update": add(found, server.take())}


def visit(playwright, server: CountingServer, update_to=None) -> dict:
    """One round on a server: first visit, repeat visit, and (given a second site) the update,
    in a new browser profile on disk (an incognito context keeps its HTTP cache in memory,
    where the runtime's 9.6 MB wasm does not stay: the service worker would fetch it again)."""
    from tests.e2e.fixtures import CHROMIUM, CHROMIUM_ARGS
    profile = tempfile.mkdtemp(prefix="transfer-profile-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        out = first_visit(page, server)
        out.update(repeat_visit(page, server))
        if update_to is not None:
            out.update(update(page, server, update_to))
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    return out


def summary(name: str, rounds: list) -> list:
    lines = []
    for measure in rounds[0]:
        values = [r[measure] for r in rounds if measure in r]
        lines.append({"site": name, "measure": measure, "rounds": len(values),
                      "bytes": int(statistics.median(v["bytes"] for v in values)),
                      "requests": int(statistics.median(v["requests"] for v in values)),
                      "mb": round(statistics.median(v["bytes"] for v in values) / 1e6, 2)})
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--compare", type=Path, help="another checkout, measured alike")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="transfer-") as tmp:
        work = Path(tmp)
        first, second = build_pair(work)
        servers = {"this": (CountingServer(first), second)}
        if args.compare:
            other = build_other(args.compare.resolve(), work / "site-compare")
            servers["compare"] = (CountingServer(other), None)
        results = {name: [] for name in servers}
        try:
            with sync_playwright() as p:
                for _ in range(args.rounds):
                    for name, (server, update_to) in servers.items():
                        if update_to is not None:
                            server.switch(first)  # back from the last round's update
                        results[name].append(visit(p, server, update_to))
        finally:
            for server, _ in servers.values():
                server.stop()
    lines = [line for name in results for line in summary(name, results[name])]
    for line in lines:
        print(json.dumps(line))
    if "compare" in results:
        by = {(line["site"], line["measure"]): line for line in lines}
        for measure in ("first_lobby", "first_offline", "repeat"):
            a, b = by.get(("this", measure)), by.get(("compare", measure))
            if a and b and b["bytes"]:
                print(json.dumps({"ratio": measure, "bytes": round(a["bytes"] / b["bytes"], 3),
                                  "requests": f'{a["requests"]}/{b["requests"]}'}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
