"""Memory snapshot for returning visitors (web/interpreter.mjs): a controlled page makes one
after the lobby is up; the next start restores it; restored sessions deal different games; a
corrupt snapshot (garbage, truncated) or a stale one (another runtime build) falls back to a
normal start with no error shown."""
import json

import pytest

from tests.e2e.fixtures import start_static
from tests.e2e.helpers import open_app, wait_lobby, wait_service_worker

SNAPSHOT_TIMEOUT_MS = 180_000

SAVES_JS = """() => {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith('galaxy-table/save/')) out[key] = JSON.parse(localStorage.getItem(key));
  }
  return out;
}"""

REPLACE_JS = """async (how) => {
  const keys = (await caches.keys()).filter(k => k.startsWith('galaxy-table-') && k !== 'galaxy-table-files');
  const cache = await caches.open(keys[0]);
  const url = new URL('__snapshot__', location.href).href;
  const kept = await cache.match(url);
  await cache.put(url + '?good', kept.clone());   // put back after the test (RESTORE_JS)
  let bytes = new Uint8Array(await kept.arrayBuffer());
  let sum = kept.headers.get('x-galaxy-table-sha256');
  if (how === 'garbage' || how === 'other-build') {
    if (how === 'garbage') {
      bytes = new Uint8Array(1 << 20);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 255;
    } else {
      bytes[16] ^= 0xff;  // the build id in the header: a snapshot of another runtime build
    }
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    sum = Array.from(new Uint8Array(digest), b => b.toString(16).padStart(2, '0')).join('');
  } else {
    bytes = bytes.slice(0, bytes.length >> 1);  // truncated: the checksum no longer matches
  }
  await cache.put(url, new Response(bytes, {headers: {'x-galaxy-table-sha256': sum}}));
  return bytes.length;
}"""

# The good snapshot back in place (the fallback deleted the spoiled one), so the next test of
# the module starts as a returning visitor without making a new one.
RESTORE_JS = """async () => {
  const keys = (await caches.keys()).filter(k => k.startsWith('galaxy-table-') && k !== 'galaxy-table-files');
  const cache = await caches.open(keys[0]);
  const url = new URL('__snapshot__', location.href).href;
  await cache.put(url, await cache.match(url + '?good'));
  await cache.delete(url + '?good');
}"""


def snapshot_state(page):
    return page.evaluate("document.documentElement.dataset.gtSnapshot")


@pytest.fixture(scope="module")
def snapshot_url(built_site):
    """The built site, served for this module's tests (one origin: its service worker and
    caches stay in the module's shared browser context from one test to the next)."""
    running = start_static(built_site)
    yield running.url
    running.stop()


@pytest.fixture
def returning(snapshot_url, context):
    """(context, url) of a returning visitor whose browser keeps a snapshot. The first test
    pays for the first visit, the service worker and the snapshot; a later one finds it
    restored, or, after a test that spoiled it (the fallback deletes it), waits for the new
    one a controlled page makes once the lobby is up."""
    page = context.new_page()
    open_app(page, snapshot_url)
    if snapshot_state(page) != "restored":
        # a snapshot is made only by a page the service worker controlled from its start (it
        # may control this one by now, too late): the page says which it was
        page.wait_for_selector("html[data-gt-snapshot-plan]", state="attached")
        if page.get_attribute("html", "data-gt-snapshot-plan") != "keep":
            wait_service_worker(page)
            page.reload()
            wait_lobby(page)
        page.wait_for_selector("html[data-gt-snapshot-kept=yes]", state="attached",
                               timeout=SNAPSHOT_TIMEOUT_MS)
    page.close()
    return context, snapshot_url


def deal(page, url):
    open_app(page, url)
    assert snapshot_state(page) == "restored"
    before = page.evaluate(SAVES_JS)
    page.click("#new-rftg")
    page.wait_for_selector(".tk-setup")
    page.click(".tk-setup button[type=submit]")
    page.wait_for_selector(".tk-table, .tk .curtain", timeout=60_000)
    new = {k: v for k, v in page.evaluate(SAVES_JS).items() if k not in before}
    assert len(new) == 1
    return next(iter(new.values()))


def test_restored_sessions_deal_different_games(returning, page_log):
    context, url = returning
    first = deal(context.new_page(), url)
    second = deal(context.new_page(), url)
    assert first["id"] != second["id"]
    assert first["record"]["seed"] != second["record"]["seed"]
    assert page_log.page_errors == [] and page_log.console_errors == []


@pytest.mark.parametrize("how", ["garbage", "truncated", "other-build"])
def test_corrupt_snapshot_falls_back_silently(returning, page_log, how):
    context, url = returning
    page = context.new_page()
    open_app(page, url)
    assert snapshot_state(page) == "restored"
    page.evaluate(REPLACE_JS, how)
    page.reload()
    wait_lobby(page)
    assert snapshot_state(page) == "fallback"
    assert page.locator("#boot-error").is_hidden()
    page.click("#new-rftg")
    page.wait_for_selector(".tk-setup")
    assert page_log.page_errors == [] and page_log.console_errors == []
    page.evaluate(RESTORE_JS)


@pytest.mark.fresh_context          # a first visit: a new browser context
def test_first_visit_makes_no_snapshot(page, app_url):
    open_app(page, app_url)
    assert snapshot_state(page) == "none"
    # the lobby is up and the page said it makes no snapshot (none is made from a start the
    # service worker did not control); the worker installed (the app is cached): none kept
    page.wait_for_selector("html[data-gt-snapshot-plan]", state="attached")
    assert page.get_attribute("html", "data-gt-snapshot-plan") == "skip"
    wait_service_worker(page)
    assert json.loads(page.evaluate("""async () => JSON.stringify(await Promise.all(
        (await caches.keys()).map(async k => !!(await (await caches.open(k)).match('__snapshot__')))))""")) == [False, False]
    assert page.get_attribute("html", "data-gt-snapshot-kept") is None
