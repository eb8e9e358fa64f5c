"""What the network carries (issue 81): a first visit to the lobby stays under 6 MB, and a deploy
that changes one module makes the service worker fetch only that game's zip and the small files
that name the new version, under 1 MB; the runtime is not fetched again. Two builds of this
checkout, the second with one module changed (tools/transfer_bench.py, which prints the same
numbers as a benchmark), served by serve.py's static server with its precompressed files."""
import pytest

from tests.e2e import fixtures
from tools import transfer_bench

pytestmark = pytest.mark.fresh_context   # a first visit, then an update, in one new context

FIRST_VISIT_LIMIT = 6_000_000
UPDATE_LIMIT = 1_000_000


@pytest.fixture
def counting(tmp_path):
    """(server counting what it sends, serving the first build; the second build)."""
    first, second = transfer_bench.build_pair(tmp_path)
    server = transfer_bench.CountingServer(first)
    fixtures._HOSTS.add(server.url.split("/")[2])   # the request recorder allows it
    yield server, second
    server.stop()


def test_first_visit_is_light_and_an_update_fetches_only_what_changed(context, counting):
    server, second = counting
    page = context.new_page()
    first = transfer_bench.first_visit(page, server)
    lobby = first["first_lobby"]
    assert lobby["bytes"] <= FIRST_VISIT_LIMIT, lobby["bytes"]
    assert any(p.startswith("/runtime/pyodide/pyodide.asm.wasm") for p in lobby["paths"])

    changed = transfer_bench.update(page, server, second)["update"]
    fetched = {p.split("?")[0] for p in changed["paths"]}
    assert "/app-rftg.zip" in fetched and "/sw.js" in fetched
    assert not any(p.startswith("/runtime/") for p in fetched), fetched
    assert not fetched & {"/app.zip", "/app-gaia.zip", "/app-epochs.zip", "/app-artifacts.zip"}
    assert changed["bytes"] < UPDATE_LIMIT, changed
    # the new version runs, and the old entries are gone from the worker's cache
    assert page.locator("#app[data-screen=lobby]").count() == 1
    kept = page.evaluate("""async () => (await (await caches.open('galaxy-table-files')).keys())
        .map((r) => new URL(r.url).pathname + new URL(r.url).search)""")
    zips = sorted(k for k in kept if k.startswith("/app-rftg.zip"))
    assert len(zips) == 1, zips   # the old version's app-rftg.zip was dropped
