"""The page's Content-Security-Policy (tools/csp.py) in the browser: it is in force (an inline
event handler, an inline script and eval() injected into the running page are refused and
reported), and nothing the app itself does trips it: starting, each of the four games started
from the lobby with a few moves played, the service worker, an offline start and a download.

Violations are watched two ways: `securitypolicyviolation` events (collected from the start
of every page load by an init script) and Chromium's console messages about the policy."""
import pytest

from tests.e2e import rftg_play
from tests.e2e.helpers import open_app, wait_lobby, wait_service_worker
from tests.e2e.table import actions, wait_turn
from tests.e2e.test_artifacts_play import decide as artifacts_decide, start as artifacts_start
from tests.e2e.test_epochs_play import decide as epochs_decide, start as epochs_start
from tests.e2e.test_gaia_play import decide as gaia_decide, start as gaia_start
from tests.e2e.test_saves import put_save, rftg_save

WATCH = """if (!window.gtViolations) {
  window.gtViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => window.gtViolations.push({
    directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile,
    line: e.lineNumber, sample: e.sample, disposition: e.disposition}), true);
}"""


def watch(page) -> list:
    """Collect this page's CSP violations from its next load on; returns the list the
    console's policy messages are added to."""
    page.add_init_script(WATCH)
    said = []
    page.on("console", lambda msg: "Content Security Policy" in msg.text and said.append(msg.text))
    return said


def violations(page) -> list:
    return page.evaluate("window.gtViolations || []")


def assert_clean(page, said) -> None:
    assert violations(page) == [], violations(page)
    assert said == [], said


def test_the_policy_is_the_pages_and_refuses_injected_inline_code(page, app_url):
    said = watch(page)
    open_app(page, app_url)
    policy = page.evaluate(
        "document.querySelector('meta[http-equiv=Content-Security-Policy]').content")
    assert "script-src 'self' 'wasm-unsafe-eval' 'sha256-" in policy
    assert_clean(page, said)    # the start itself trips nothing
    page.evaluate("""() => document.body.insertAdjacentHTML("beforeend",
        '<button type="button" id="csp-probe" onclick="window.cspProbeRan = true">probe</button>')""")
    page.click("#csp-probe")
    page.wait_for_function("window.gtViolations.length > 0")
    assert page.evaluate("window.cspProbeRan") is None          # the handler did not run
    seen = violations(page)
    assert [(v["directive"], v["disposition"]) for v in seen] == [("script-src-attr", "enforce")]
    # an inline <script> added by code, and code from a string (eval's kind), are refused too
    page.evaluate("""() => { const s = document.createElement("script");
        s.textContent = "window.cspProbeRan = 'script'"; document.body.append(s); }""")
    page.wait_for_function("window.gtViolations.length > 1")
    page.evaluate("() => setTimeout(\"window.cspProbeRan = 'string'\", 0)")
    page.wait_for_function("window.gtViolations.length > 2")
    assert page.evaluate("window.cspProbeRan") is None
    assert [v["directive"] for v in violations(page)[1:]] == ["script-src-elem", "script-src"]


def _rftg_start(page, url):
    rftg_play.new_game(page, url, seats=("human", "ai"), seed=3, names=("Vera", "Robo"))


def _rftg_decide(page, n):
    return rftg_play.decide_simply(page)


GAMES = {
    "rftg": (_rftg_start, _rftg_decide),
    "gaia": (lambda page, url: gaia_start(page, url, ("human", "ai"), ("Vera", "Robo"), seed=10),
             gaia_decide),
    "artifacts": (lambda page, url: artifacts_start(page, url, ("human", "ai"), ("Vera", "Robo"),
                                                    seed=5), artifacts_decide),
    "epochs": (lambda page, url: epochs_start(page, url, ("human", "ai"), ("Vera", "Robo"),
                                              seed=5), epochs_decide),
}
MOVES = 3


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_starts_and_plays_under_the_policy(page, app_url, game):
    start, decide = GAMES[game]
    said = watch(page)
    start(page, app_url)
    made = 0
    while made < MOVES and wait_turn(page) == "decide":
        decide(page, made)
        made += 1
    assert made == MOVES and actions(page) >= MOVES
    assert_clean(page, said)


@pytest.mark.fresh_context
def test_service_worker_offline_start_and_a_download_under_the_policy(built_site, static_server,
                                                                      context, tmp_path):
    server = static_server(built_site)
    page = context.new_page()
    said = watch(page)
    open_app(page, server.url)
    wait_service_worker(page)
    assert_clean(page, said)
    server.stop()
    page.reload()
    wait_lobby(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    # a save exported to a file: the app makes it as a blob: URL and clicks a link to it
    put_save(page, "csp-game", rftg_save("Fenced game"))
    page.reload()
    wait_lobby(page)
    with page.expect_download() as info:
        page.get_by_role("button", name="Export Fenced game to a file").click()
    assert info.value.suggested_filename.startswith("galaxy-table-rftg-fenced-game-")
    assert_clean(page, said)
