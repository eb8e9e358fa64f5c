"""Saves that nothing can lose (issue 74), in the real page with real localStorage: two tabs on
one game, a full storage, hostile entries and files (nested 20,000 and 200,000 deep, 20 MB)
wherever data enters, and backups ("Export all", then import: a merge)."""
import json

from tests.e2e.helpers import open_app, wait_lobby
from tests.e2e.test_saves import put_save, rftg_save, stored
from ui import store as S

FILL = """() => {
    localStorage.removeItem('galaxy-table/shell');  // the app drops it to make room: gone now
    let n = 0;
    for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
        const value = 'x'.repeat(size);
        for (;;) {
            try { localStorage.setItem('filler-' + n++, value); } catch (e) { break; }
        }
    }
    return n;
}"""


def toy_game(page, url, bids=0):
    """Start the test-only toy game (tests/e2e/fake_game.py) and bid `bids` times; its slot."""
    open_app(page, url)
    page.click("#new-toy")
    page.click("#fake-start")
    page.wait_for_selector("#fake-moves", state="attached")
    for i in range(bids):
        page.click("#fake-bid")
        page.wait_for_selector(f"#fake-moves:has-text('moves: {i + 1}')", state="attached")
    return page.evaluate("location.hash").split("/")[-1]


def moves_stored(page, slot):
    text = stored(page, S.KEY_PREFIX + slot)
    return None if text is None else len(json.loads(text)["record"]["actions"])


def notice(page, kind):
    return page.locator(f"#notice-{kind}")


# --- two tabs -----------------------------------------------------------------------------
def test_a_move_in_one_tab_refreshes_the_other(fake_game_app, context):
    first, second = context.new_page(), context.new_page()
    slot = toy_game(first, fake_game_app)
    second.goto(first.url)
    second.wait_for_selector("#fake-moves", state="attached", timeout=90_000)
    assert second.inner_text("#fake-moves") == "moves: 0"
    first.click("#fake-bid")
    # the other tab follows: it shows the move made in the first tab, and says so
    second.wait_for_selector("#fake-moves:has-text('moves: 1')", state="attached")
    assert "continued in another tab" in notice(second, "followed").inner_text()
    second.click("#fake-bid")                  # and a move there builds on it: nothing lost
    first.wait_for_selector("#fake-moves:has-text('moves: 2')", state="attached")
    assert moves_stored(first, slot) == 2


def test_a_stale_tab_cannot_overwrite_and_can_load_the_newer_game(fake_game_app, context):
    first, second = context.new_page(), context.new_page()
    slot = toy_game(first, fake_game_app, bids=1)
    second.goto(first.url)
    second.wait_for_selector("#fake-moves:has-text('moves: 1')", state="attached")
    # another tab's write that this tab has not heard of yet (a write in the same page fires
    # no storage event there): the race of two tabs moving at once
    newer = json.loads(stored(second, S.KEY_PREFIX + slot))
    newer["record"]["actions"].append([1, ["bid", 2]])
    newer["updated"] = "2099-01-01T00:00:00+00:00"
    text = json.dumps(newer)
    second.evaluate("([k, v]) => localStorage.setItem(k, v)", [S.KEY_PREFIX + slot, text])
    second.click("#fake-bid")
    box = notice(second, "conflict")
    box.wait_for(state="attached")
    assert "This game continued in another tab" in box.inner_text()
    assert stored(second, S.KEY_PREFIX + slot) == text          # nothing overwritten
    second.click("#load-other-tab")
    second.wait_for_selector("#fake-moves:has-text('moves: 2')", state="attached")
    second.click("#fake-bid")
    second.wait_for_selector("#fake-moves:has-text('moves: 3')", state="attached")
    assert moves_stored(second, slot) == 3
    assert notice(second, "conflict").count() == 0


def test_the_lobby_of_another_tab_lists_a_new_game(fake_game_app, context):
    first, second = context.new_page(), context.new_page()
    open_app(second, fake_game_app)
    assert second.locator(".save-row").count() == 0
    toy_game(first, fake_game_app, bids=1)
    second.wait_for_selector(".save-row[data-game=toy]", state="attached")


# --- a full storage -----------------------------------------------------------------------
def test_full_storage_read_only_lobby_export_and_recovery(fake_game_app, page, tmp_path):
    old = toy_game(page, fake_game_app, bids=3)
    # full, but the lobby's markup kept for the next start (a cache) is there: dropped for room
    assert stored(page, "galaxy-table/shell") is not None
    page.evaluate(FILL.replace("localStorage.removeItem('galaxy-table/shell');", ""))
    page.click("#fake-bid")
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('{S.KEY_PREFIX}{old}'))"
                           ".record.actions.length === 4")
    assert stored(page, "galaxy-table/shell") is None and notice(page, "unsaved").count() == 0
    page.evaluate(FILL)
    page.click("#fake-bid")
    box = notice(page, "unsaved")
    box.wait_for(state="attached")
    assert "Not saved: storage is full" in box.inner_text() and "Move 5" in box.inner_text()
    page.click("#fake-bid")                     # said again at every move, with the move
    page.wait_for_selector("#notice-unsaved:has-text('Move 6')", state="attached")
    assert moves_stored(page, old) == 4
    with page.expect_download() as info:        # export works from memory
        page.click("#unsaved-export")
    path = tmp_path / "game.json"
    info.value.save_as(path)
    assert len(json.loads(path.read_text())["record"]["actions"]) == 6
    # after a reload the app starts read-only: every save listed, the reason shown
    page.goto(page.url.split("#")[0] + "#/")
    asked = []      # leaving with games waiting for room: the browser asks first

    def leave(dialog):
        asked.append(dialog.type)
        dialog.accept()

    page.once("dialog", leave)
    page.reload()
    wait_lobby(page)
    assert asked == ["beforeunload"]
    assert page.locator(f".save-row[data-slot={old}]").count() == 1
    assert "Storage is full" in notice(page, "full").inner_text()
    assert page.locator("#storage-full").is_visible()
    # a new game started now is kept in the tab, says so, and waits for room
    page.click("#new-toy")
    page.click("#fake-start")
    page.wait_for_selector("#fake-moves", state="attached")
    notice(page, "unsaved").wait_for(state="attached")
    new = page.evaluate("location.hash").split("/")[-1]
    page.click("#fake-bid")
    page.click("#go-lobby")
    wait_lobby(page)
    assert page.locator(f"#unsaved .save-row[data-slot={new}]").count() == 1
    with page.expect_download() as info:        # Export all holds it too
        page.click("#export-all")
    info.value.save_as(tmp_path / "backup.json")
    backup = json.loads((tmp_path / "backup.json").read_text())
    assert {s["id"] for s in backup["saves"]} == {old, new}
    # make room: delete the old game; the waiting one is saved at once
    page.get_by_role("button", name="Delete Toy Bids").first.click()
    page.locator(f".save-row[data-slot={old}] .btn-danger").click()
    page.wait_for_selector(f"#save-list .save-row[data-slot={new}]", state="attached")
    assert moves_stored(page, new) == 1
    assert "is saved now" in page.locator("#notices").inner_text()
    assert page.locator("#unsaved").count() == 0
    assert notice(page, "full").count() == 0 and page.locator("#storage-full").count() == 0


# --- hostile entries and files ------------------------------------------------------------
DEEP = {"deep-20k": "[" * 20_000 + "]" * 20_000, "deep-200k": "[" * 200_000,
        "deep-meta": json.dumps({"format": S.FORMAT, "version": 1})[:-1]
        + ', "meta": ' + "{\"a\":" * 20_000 + "1" + "}" * 20_000 + "}"}


def test_hostile_stored_entries_are_set_aside_at_start(lobby):
    page = lobby
    put_save(page, "good-one", rftg_save("Good one"))
    for slot, text in DEEP.items():
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [S.KEY_PREFIX + slot, text])
    big = page.evaluate("""() => {           // the largest entry this browser will keep
        for (let n = 20_000_000; n > 1000; n = Math.floor(n * 0.8)) {
            try { localStorage.setItem('galaxy-table/save/huge', 'x'.repeat(n)); return n; }
            catch (e) { /* too large: smaller */ }
        }
        return 0;
    }""")
    assert big > 1_000_000
    for _ in range(2):                          # and every later start too
        page.reload()
        wait_lobby(page)
        assert page.locator(".save-row[data-slot=good-one]").count() == 1
    damaged = page.locator("#damaged-saves").inner_text()
    for slot in DEEP:
        assert slot in damaged
    assert "nested too deeply" in damaged
    # a link to one of them leads to the lobby with a reason, the app still running
    page.goto(page.url.split("#")[0] + "#/rftg/deep-200k")
    wait_lobby(page)
    page.goto(page.url.split("#")[0] + "#/rftg/" + "[" * 20_000)
    wait_lobby(page)
    assert "not a Galaxy Table address" in page.locator("#notices").inner_text()
    page.get_by_role("button", name="Continue Good one").click()
    page.wait_for_selector("#app[data-screen=game]", state="attached")


HOSTILE = [
    ("deep-20k.json", "[" * 20_000),
    ("deep-200k.json", "[" * 200_000),
    ("deep-meta.json", DEEP["deep-meta"]),
    ("deep-backup.json", '{"format": "galaxy-table/backup", "version": 1, "saves": '
     + "[" * 20_000),
    ("huge.json", '"' + "x" * 20_000_000 + '"'),
]


def test_hostile_imports_are_refused_and_the_app_keeps_working(lobby, tmp_path):
    """Each hostile file in turn, on one page: refused, and a good import right after works
    (the runtime is alive)."""
    page = lobby
    for i, (name, text) in enumerate(HOSTILE):
        path = tmp_path / name
        path.write_text(text)
        refusals = page.locator("#notices [role=alert]").count()
        page.set_input_files("#import-file", str(path))
        alert = page.locator("#notices [role=alert]").last
        page.wait_for_function(
            f"document.querySelectorAll('#notices [role=alert]').length > {refusals} || "
            "[...document.querySelectorAll('#notices [role=alert]')].some(a => "
            f"a.textContent.includes({json.dumps(name)}))")
        assert "Import refused" in alert.inner_text(), name
        good = tmp_path / f"good-{i}.json"
        good.write_text(json.dumps(rftg_save(f"After storm {i}")))
        page.set_input_files("#import-file", str(good))
        page.wait_for_selector(f".save-row:has-text('After storm {i}')", state="attached")


# --- backups ------------------------------------------------------------------------------
def test_export_all_then_import_merges(lobby, tmp_path):
    page = lobby
    # two games (a game is known by game, seed, players and creation time)
    put_save(page, "alpha", dict(rftg_save("Alpha", moves=3), created="2026-12-01T10:00:00+00:00"))
    put_save(page, "bravo", dict(rftg_save("Bravo", moves=5), created="2026-12-02T10:00:00+00:00"))
    page.evaluate("localStorage.setItem('galaxy-table/language', 'en')")
    page.reload()
    wait_lobby(page)
    assert "2 saves use" in page.inner_text("#storage-used")
    assert "of the about 5 MB" in page.inner_text("#storage-used")
    page.wait_for_selector("#storage-persist[data-persistent]", state="attached")
    with page.expect_download() as info:
        page.click("#export-all")
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    assert path.name.startswith("galaxy-table-backup-")
    page.get_by_role("button", name="Delete Alpha").click()
    page.get_by_role("button", name="Really delete Alpha? Press again to confirm").click()
    page.wait_for_selector(".save-row[data-slot=alpha]", state="detached")
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(".save-row[data-slot=alpha]", state="attached")
    text = page.locator("#notices").inner_text()
    assert "1 game added" in text and "1 game already here" in text
    assert page.locator(".save-row").count() == 2
    page.set_input_files("#import-file", str(path))     # again: nothing duplicated
    page.wait_for_selector("#notices:has-text('2 games already here')", state="attached")
    assert page.locator(".save-row").count() == 2
