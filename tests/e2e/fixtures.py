"""Reusable end-to-end fixtures (Playwright, sync API, Debian's /usr/bin/chromium).

They are made available to every test folder by tests/conftest.py. Documented in
docs/ARCHITECTURE.md ("End-to-end test fixtures"):

- `app_server` (session): the app served by serve.py's server on a free 127.0.0.1 port;
  `app_url` (session): its URL, e.g. "http://127.0.0.1:41234/".
- `static_server` (function): factory `static_server(directory)` -> a server for a built site
  (`python3 serve.py --build`), with `.url` and `.stop()` (stopped at teardown anyway).
- `built_site` (session): a directory holding `serve.py --build` output (copy it before editing).
- `browser` (session): Chromium launched headless with the project's flags.
- `page_log` / `context` / `page` (function): the test's browser context and page: one shared
  by the tests of a module (`shared_page`, module scope: the page is reset between tests, see
  SharedPage), or a new one for a test marked `pytest.mark.fresh_context` (or each test of a
  module so marked, `pytestmark`). Browsers ask for reduced motion (CONTEXT_OPTIONS). Every request is recorded and, at teardown, the test fails if
  any went to a host other than a test server's; console errors and page errors are
  collected in `page_log.console_errors` / `page_log.page_errors`.
- `lobby` (function): `page` already opened on `app_url` with the lobby shown.
- helpers in tests/e2e/helpers.py: `open_app(page, url)`, `wait_lobby(page)`, `wait_state`.
"""
import re
import shutil
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit
from urllib.request import urlopen

import pytest

from tests.e2e.helpers import open_app

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync",
                 "--disable-quic", "--disable-dev-shm-usage"]
ALLOWED_SCHEMES = {"data", "blob", "about"}

if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


class RunningServer:
    """An HTTP server on a free port, served from a background thread until stop()."""

    def __init__(self, server):
        self.server = server
        host, port = server.server_address[:2]
        self.host = f"{host}:{port}"
        self.url = f"http://{host}:{port}/"
        self.thread = threading.Thread(target=server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


_HOSTS = set()  # host:port of every test server started in this session


def _start(server):
    running = RunningServer(server)
    _HOSTS.add(running.host)
    return running


@pytest.fixture(scope="session")
def app_server():
    import serve
    from tools import runtime

    if not runtime.installed_ok(REPO / "runtime"):
        pytest.fail("the runtime is not installed: run `bash tests/run.sh` (or "
                    "`python3 -m tools.runtime`) first")
    running = _start(serve.make_server("127.0.0.1", 0, repo=REPO))
    yield running
    running.stop()


@pytest.fixture(scope="session")
def app_url(app_server):
    return app_server.url


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    from tools import site

    out = tmp_path_factory.mktemp("site")
    site.build(REPO, out)
    return out


def start_static(directory) -> "RunningServer":
    """Serve a built site (e.g. `built_site`) on a free port until its stop()."""
    import serve

    return _start(serve.make_static_server(directory, "127.0.0.1", 0))


@pytest.fixture
def static_server():
    started = []

    def start(directory):
        running = start_static(directory)
        started.append(running)
        return running

    yield start
    for running in started:
        running.stop()


FUNCTION_TEXT = re.compile(r"\s*(async\b|function\b|\(|[\w$]+\s*=>)")


def wait_with_functions() -> None:
    """Make Page.wait_for_function turn an expression ("window.x > 1") into a function
    ("() => (window.x > 1)"). Playwright polls an expression with eval() in the page, which the
    page's Content-Security-Policy refuses (tools/csp.py: no 'unsafe-eval'); a function it
    installs through the DevTools protocol, which the policy does not govern."""
    from playwright.sync_api import Page

    wait = Page.wait_for_function
    if getattr(wait, "csp_safe", False):
        return

    def wait_for_function(self, expression, *args, **kwargs):
        if not FUNCTION_TEXT.match(expression):
            expression = f"() => ({expression})"
        return wait(self, expression, *args, **kwargs)

    wait_for_function.csp_safe = True
    Page.wait_for_function = wait_for_function


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    wait_with_functions()

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def memory_report() -> str:
    """Free memory and the container's memory accounting (cgroup v1 or v2), for a crash
    report: CI has seen renderers die at random while the app loads (tests/conftest.py)."""
    parts = []
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith(("MemTotal", "MemAvailable")):
                parts.append(" ".join(line.split()))
    except OSError:
        pass
    for name in ("memory/memory.usage_in_bytes", "memory/memory.limit_in_bytes",
                 "memory/memory.max_usage_in_bytes", "memory.current", "memory.max"):
        try:
            parts.append(f"{name}={Path('/sys/fs/cgroup', name).read_text().strip()}")
        except OSError:
            pass
    for name in ("memory/memory.oom_control", "memory.events"):
        try:
            text = Path("/sys/fs/cgroup", name).read_text()
        except OSError:
            continue
        kills = [line for line in text.splitlines() if line.startswith("oom_kill")]
        parts.append(f"{name}: {' '.join(kills)}")
    return "; ".join(parts)


def report_crashes(page) -> None:
    """Print where a page's renderer died, with the memory report."""
    page.on("crash", lambda p: print(f"browser page crashed at {p.url} ({memory_report()})",
                                     file=sys.stderr))


class PageLog:
    """What a test's browser context did: requests, console errors, page errors."""

    def __init__(self):
        self.requests = []
        self.console_errors = []
        self.page_errors = []

    def watch_context(self, context):
        context.on("request", lambda req: self.requests.append(req.url))

    def watch_page(self, page):
        page.on("console", lambda msg: msg.type == "error" and self.console_errors.append(msg.text))
        page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))
        report_crashes(page)

    def foreign_requests(self):
        out = []
        for url in self.requests:
            parts = urlsplit(url)
            if parts.scheme in ALLOWED_SCHEMES:
                continue
            if parts.scheme not in ("http", "https") or parts.netloc not in _HOSTS:
                out.append(url)
        return out


@pytest.fixture
def page_log():
    return PageLog()


# The browser asks for reduced motion: the page's CSS then plays no animation (it changes
# nothing else), and without them the renderer spends about 40 % less CPU in the play tests.
# Tests of motion ask for it (test_table_kit.py).
CONTEXT_OPTIONS = dict(service_workers="allow", accept_downloads=True,
                       locale="en-US",   # the app's language follows the browser's
                       reduced_motion="reduce")
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}      # Playwright's default


class SharedPage:
    """One browser context and page kept for the tests of a module (the `page` and `context`
    fixtures of a module without the `fresh_context` mark): the app's files, compiled code,
    service worker and memory snapshot stay in the context's caches, so a test's page load is
    a returning visit (about 1.4 s here with two busy workers, against 3.7 s for a first visit).

    Between tests (`begin`) the page goes to about:blank (the app unloads), every other page
    of the context is closed, localStorage of every origin the module visited is cleared
    (saves, settings, the lobby kept for the next start), and the viewport and emulated media
    go back to their defaults: each test starts with no saves, like a first visit apart from
    the warm caches. Requests, console and page errors go to the running test's PageLog. A
    page that crashed is replaced."""

    def __init__(self, browser):
        self.context = browser.new_context(**CONTEXT_OPTIONS)
        self.log: PageLog | None = None
        self.origins: set = set()
        self.context.on("request", self._request)
        self.context.on("page", self._watch)
        self.page = None
        self.crashed = False

    def _request(self, request):
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https"):
            self.origins.add(f"{parts.scheme}://{parts.netloc}")
        if self.log is not None:
            self.log.requests.append(request.url)

    def _watch(self, page):
        page.on("console", lambda msg: self.log is not None and msg.type == "error"
                and self.log.console_errors.append(msg.text))
        page.on("pageerror", lambda exc: self.log is not None
                and self.log.page_errors.append(str(exc)))
        page.on("crash", lambda p: setattr(self, "crashed", True))
        report_crashes(page)

    def begin(self, log: "PageLog"):
        """Start a test: a blank page with no storage; its events go to `log`."""
        self.log = None
        for other in self.context.pages:
            if other is not self.page:
                other.close()
        if self.page is None or self.page.is_closed() or self.crashed:
            if self.page is not None and not self.page.is_closed():
                self.page.close()
            self.page = self.context.new_page()
            self.crashed = False
        page = self.page
        page.goto("about:blank")
        cdp = self.context.new_cdp_session(page)
        try:
            for origin in sorted(self.origins):
                cdp.send("Storage.clearDataForOrigin",
                         {"origin": origin, "storageTypes": "local_storage"})
        finally:
            cdp.detach()
        page.set_viewport_size(DEFAULT_VIEWPORT)
        page.emulate_media(media="screen", color_scheme="light", reduced_motion="reduce")
        self.log = log
        return page

    def end(self):
        self.log = None

    def close(self):
        self.context.close()


@pytest.fixture(scope="module")
def shared_page(browser):
    """The module's SharedPage (see `context`)."""
    shared = SharedPage(browser)
    yield shared
    shared.close()


def _fresh(request) -> bool:
    return request.node.get_closest_marker("fresh_context") is not None


@pytest.fixture
def context(request, browser, page_log):
    """The test's browser context: the module's shared one (SharedPage, its page reset), or a
    new one for each test of a module marked `fresh_context` (first visits, service worker
    and storage tests, several contexts). Fails the test on any request to another host."""
    if _fresh(request):
        ctx = browser.new_context(**CONTEXT_OPTIONS)
        page_log.watch_context(ctx)
        ctx.on("page", page_log.watch_page)
        yield ctx
        ctx.close()
    else:
        shared = request.getfixturevalue("shared_page")
        shared.begin(page_log)
        yield shared.context
        shared.end()
    foreign = page_log.foreign_requests()
    if foreign:
        pytest.fail("requests to hosts other than the test server: " + ", ".join(foreign[:10]))


@pytest.fixture
def page(request, context):
    if _fresh(request):
        return context.new_page()
    return request.getfixturevalue("shared_page").page


@pytest.fixture
def lobby(page, app_url):
    open_app(page, app_url)
    return page


def copy_site(src, dst):
    """Copy a built site (e.g. `built_site`) so a test may change it."""
    shutil.copytree(src, dst)
    return Path(dst)


@pytest.fixture(scope="session")
def fake_game_app(tmp_path_factory):
    """URL of a copy of the app with a test-only game UI + engine under its own "toy" entry
    (one copy and server per session, i.e. per xdist worker: its build takes a while)."""
    import serve
    from tests.e2e.fake_game import make_app_copy

    repo = make_app_copy(tmp_path_factory.mktemp("fake") / "app")
    running = _start(serve.make_server("127.0.0.1", 0, repo=repo))
    # the copy's site is built on its first request (app.zip and its bytecode: many seconds
    # on a busy machine): here, before any test's page waits for it
    with urlopen(running.url + "app.zip", timeout=600) as response:
        response.read()
    yield running.url
    running.stop()
