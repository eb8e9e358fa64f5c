"""The built static site: offline start with the server stopped, the new-version notice, and
the error screen when the runtime is missing."""
import pytest
import json
import shutil

from tests.e2e.fixtures import copy_site
from tests.e2e.helpers import open_app, wait_async, wait_lobby, wait_service_worker, wait_state
from tests.e2e.test_saves import put_save, rftg_save

pytestmark = pytest.mark.fresh_context   # first visits, storage, several contexts


def test_offline_reload_and_new_tab(built_site, static_server, context, tmp_path):
    server = static_server(built_site)
    page = context.new_page()
    open_app(page, server.url)
    put_save(page, "offline-game", rftg_save("Offline game"))
    wait_service_worker(page)
    server.stop()
    page.reload()
    wait_lobby(page)
    assert page.locator(".save-row[data-slot=offline-game]").count() == 1
    # the page came from the worker's cache by its static route, without starting the worker
    source = page.evaluate("performance.getEntriesByType('navigation')[0].workerMatchedSourceType")
    assert source == "cache"
    tab = context.new_page()
    open_app(tab, server.url)
    assert tab.locator(".save-row[data-slot=offline-game]").count() == 1
    assert tab.locator(".game-card").count() == 4


def test_new_version_is_announced(built_site, static_server, context, tmp_path):
    site = copy_site(built_site, tmp_path / "site")
    server = static_server(site)
    page = context.new_page()
    open_app(page, server.url)
    wait_service_worker(page)
    assert page.locator("#update-banner").is_hidden()
    # a new deploy: any content change gives sw.js a new version (and cache name)
    sw = (site / "sw.js").read_text()
    version = json.loads((site / "version.json").read_text())["version"]
    (site / "sw.js").write_text(sw.replace(version, "0123456789abcdef"))
    page.reload()
    wait_lobby(page)
    page.wait_for_selector("html[data-gt-update=ready]", state="attached", timeout=60_000)
    assert page.locator("#update-banner").is_visible()
    page.get_by_role("button", name="Reload now").click()
    # the new version's cache took over; the files (all the same content) stay in one cache
    wait_async(page, """async () => {
        const keys = (await caches.keys()).sort();
        return keys.join() === 'galaxy-table-0123456789abcdef,galaxy-table-files';
    }""", timeout=60_000)
    wait_lobby(page)


def test_error_screen_when_runtime_missing(built_site, static_server, page, tmp_path):
    site = copy_site(built_site, tmp_path / "site")
    shutil.rmtree(site / "runtime")
    server = static_server(site)
    page.goto(server.url)
    assert wait_state(page) == "error"
    error = page.locator("#boot-error")
    assert error.is_visible()
    assert "runtime" in error.inner_text().lower()
    assert page.locator("#boot").is_hidden()
    assert page.get_by_role("button", name="Reload").is_visible()
