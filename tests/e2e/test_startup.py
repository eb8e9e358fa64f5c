"""Start-up: the lobby shell is on the page before Python runs, clicks made on it wait for
Python, Python's lobby is the same markup, and the last lobby is kept for the next start."""
import pytest

from tests.e2e.fixtures import report_crashes
from tests.e2e.helpers import open_app, wait_lobby
from tests.e2e.test_saves import put_save, rftg_save

pytestmark = pytest.mark.fresh_context   # first visits, storage, several contexts

SAME_MARKUP_JS = """() => {
  const app = document.getElementById('app').cloneNode(true);
  const shell = document.createElement('div');
  shell.innerHTML = %s;
  for (const root of [app, shell]) {   // filled in after the lobby is drawn (data-live)
    for (const el of root.querySelectorAll('[data-live]')) {
      el.textContent = ''; el.removeAttribute('data-persistent');
    }
  }
  const ours = [...app.childNodes].filter(n => n.id !== 'notices');
  const theirs = [...shell.childNodes].filter(n => n.id !== 'notices');
  return ours.length === theirs.length && ours.every((n, i) => n.isEqualNode(theirs[i]));
}"""


@pytest.fixture
def held_context(browser):
    """A context without service worker whose app.zip requests wait until released."""
    ctx = browser.new_context(service_workers="block")
    ctx.on("page", report_crashes)
    held = []
    ctx.route("**/app.zip", lambda route: held.append(route))
    yield ctx, held
    for route in held:
        try:
            route.continue_()
        except Exception:
            pass
    ctx.close()


def wait_held(page, held):
    page.wait_for_function("true")
    for _ in range(600):
        if held:
            return held.pop()
        page.wait_for_timeout(50)
    raise AssertionError("app.zip was never requested")


def test_shell_before_python_and_queued_click(held_context, app_url):
    ctx, held = held_context
    page = ctx.new_page()
    page.goto(app_url)
    route = wait_held(page, held)
    # Python cannot have started the app: app.zip has not arrived
    assert page.evaluate("document.documentElement.dataset.gtState") == "loading"
    assert page.locator(".game-card").count() == 4
    assert page.locator("#boot").is_hidden()
    # the hidden loading screen's logo is not fetched (it held the first paint back)
    assert page.evaluate("document.querySelector('#boot img').hasAttribute('src')") is False
    # the shell's icons get their images after the first paint, without Python
    page.wait_for_function("[...document.querySelectorAll('#app img')].length > 0 && "
                           "[...document.querySelectorAll('#app img')].every(i => i.complete && i.naturalWidth > 0)")
    assert page.locator("#new-rftg").is_visible()
    page.locator("#new-rftg").click()
    assert page.locator("#new-rftg.is-queued").count() == 1
    assert page.evaluate("document.getElementById('app').dataset.screen") == "lobby"
    route.continue_()
    page.wait_for_selector("#app[data-screen=new-game]", state="attached", timeout=90_000)
    assert page.evaluate("document.documentElement.dataset.gtShell") == "taken"


def test_python_renders_the_baked_markup(page, app_url, page_log):
    open_app(page, app_url)
    same = page.evaluate(SAME_MARKUP_JS % "document.getElementById('lobby-shell').innerHTML")
    assert same
    assert page_log.page_errors == [] and page_log.console_errors == []


def test_pyscript_package_bytecode_is_written_before_pyscript_starts(page, app_url, page_log):
    """interpreter.mjs puts every precompiled module of PyScript's package (the served
    pyscript-bytecode.json; tests/tools/test_site.py checks they match PyScript's sources)
    into the file system before PyScript's bootstrap imports it; Python then comes up."""
    import json
    import urllib.request
    with urllib.request.urlopen(app_url + "pyscript-bytecode.json") as response:
        bundle = json.loads(response.read())["files"]
    open_app(page, app_url)
    written = page.evaluate("document.documentElement.dataset.gtPyscriptBytecode")
    assert written == str(len(bundle))
    if bundle:  # empty only where Node.js was missing at build time
        assert len(bundle) >= 10
    assert page_log.page_errors == [] and page_log.console_errors == []


def test_last_lobby_is_kept_for_the_next_start(held_context, app_url):
    ctx, held = held_context
    page = ctx.new_page()
    page.goto(app_url)
    wait_held(page, held).continue_()
    wait_lobby(page)
    put_save(page, "kept-game", rftg_save("Kept game"))
    page.reload()
    wait_held(page, held).continue_()
    wait_lobby(page)  # Python lists the save and keeps that lobby
    assert page.evaluate(SAME_MARKUP_JS % "localStorage.getItem('galaxy-table/shell')")
    page.reload()
    route = wait_held(page, held)
    assert page.evaluate("document.documentElement.dataset.gtState") == "loading"
    row = page.locator(".save-row[data-slot=kept-game]")
    assert row.is_visible()
    row.get_by_role("button", name="Continue Kept game").click()  # queued until Python is up
    route.continue_()
    page.wait_for_selector("#app[data-screen=game]", state="attached", timeout=90_000)


def test_game_address_shows_the_loading_screen_not_the_lobby(held_context, app_url):
    ctx, held = held_context
    page = ctx.new_page()
    page.goto(app_url + "#/rftg/new")
    route = wait_held(page, held)
    assert page.locator("#boot").is_visible()
    assert page.locator("#app").is_hidden()
    page.wait_for_function("document.querySelector('#boot img').naturalWidth > 0")  # its logo
    route.continue_()
    page.wait_for_selector("#app[data-screen=new-game]", state="attached", timeout=90_000)
