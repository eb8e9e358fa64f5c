"""Saves in the real page: survive a reload, export/import round trip, corrupt entries."""
import json

from tests.e2e.helpers import open_app, wait_lobby
from tests.ui_store.played import played_record
from ui import store as S


def rftg_save(name, moves=3):
    """A save of a real 3-player game (random legal moves), as an import would accept."""
    record = played_record("rftg", 3, 42, moves)
    seats = [{"name": f"P{i}", "kind": "human", "level": None} for i in range(3)]
    return S.new_save("rftg", name, record, seats, {"ui": "test"})


def put_save(page, slot, save):
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [S.KEY_PREFIX + slot, json.dumps(save)])


def stored(page, key):
    return page.evaluate("k => localStorage.getItem(k)", key)


def test_save_survives_reload(lobby):
    page = lobby
    assert page.locator("#save-list-empty").is_visible()
    put_save(page, "evening-game", rftg_save("Evening game"))
    page.reload()
    wait_lobby(page)
    row = page.locator(".save-row[data-slot=evening-game]")
    assert row.locator(".save-name").inner_text() == "Evening game"
    assert "3 moves" in row.locator(".save-meta").inner_text()
    page.reload()
    wait_lobby(page)
    assert page.locator(".save-row[data-slot=evening-game]").count() == 1


def test_export_then_import_round_trips(lobby, tmp_path):
    page = lobby
    original = rftg_save("Round trip", moves=5)
    put_save(page, "round-trip", original)
    page.reload()
    wait_lobby(page)
    before = json.loads(stored(page, S.KEY_PREFIX + "round-trip"))
    with page.expect_download() as info:
        page.get_by_role("button", name="Export Round trip to a file").click()
    download = info.value
    assert download.suggested_filename.startswith("galaxy-table-rftg-round-trip-")
    exported = tmp_path / download.suggested_filename
    download.save_as(exported)
    assert json.loads(exported.read_text())["record"] == before["record"]
    # delete (two presses: the first asks for confirmation), then import the file back
    delete = page.get_by_role("button", name="Delete Round trip")
    delete.click()
    page.get_by_role("button", name="Really delete Round trip? Press again to confirm").click()
    page.wait_for_selector("#save-list-empty", state="attached")
    assert stored(page, S.KEY_PREFIX + "round-trip") is None
    page.set_input_files("#import-file", str(exported))
    page.wait_for_selector(".save-row[data-slot=round-trip]", state="attached")
    after = json.loads(stored(page, S.KEY_PREFIX + "round-trip"))
    assert after["record"] == before["record"]
    assert after["name"] == "Round trip" and after["seats"] == before["seats"]
    assert "Imported" in page.locator("#notices").inner_text()


def test_import_refuses_bad_files(lobby, tmp_path):
    page = lobby
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "someone-else/save", "version": 1}')
    page.set_input_files("#import-file", str(bad))
    alert = page.locator("#notices [role=alert]")
    alert.wait_for(state="attached")
    assert "not a Galaxy Table save" in alert.inner_text()
    # nothing stored (the lobby shell kept for the next start, ui/shell.py, is not a save)
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('galaxy-table/')"
                         " && k !== 'galaxy-table/shell')") == []


def test_corrupt_entry_reported_and_lobby_still_works(lobby):
    page = lobby
    put_save(page, "good-one", rftg_save("Good one"))
    page.evaluate("localStorage.setItem('galaxy-table/save/broken', '{\"format\": tru')")
    page.reload()
    wait_lobby(page)
    assert page.locator(".save-row[data-slot=good-one]").count() == 1
    notices = page.locator("#notices").inner_text()
    assert "damaged save (broken) was set aside" in notices
    damaged = page.locator("#damaged-saves")
    assert damaged.is_visible() and "broken" in damaged.inner_text()
    keys = page.evaluate("Object.keys(localStorage)")
    assert "galaxy-table/save/broken" not in keys
    kept = [k for k in keys if k.startswith(S.QUARANTINE_PREFIX)]
    assert len(kept) == 1 and '{\\"format\\": tru' in stored(page, kept[0])
    # the lobby still works: the good save's buttons respond
    page.get_by_role("button", name="Delete Good one").click()
    assert page.get_by_role("button", name="Really delete Good one? Press again to confirm").is_visible()
    # discarding the damaged entry is an explicit choice
    page.get_by_role("button", name="Discard damaged save broken").click()
    page.wait_for_selector("#damaged-saves", state="detached")
    assert [k for k in page.evaluate("Object.keys(localStorage)")
            if k.startswith(S.QUARANTINE_PREFIX)] == []


def test_quota_full_is_reported(fake_game_app, page):
    open_app(page, fake_game_app)
    page.click("#new-toy")
    page.click("#fake-start")
    page.wait_for_selector("#fake-moves", state="attached")
    # fill localStorage so the next autosave cannot be written (the lobby's markup kept for
    # the next start would be dropped to make room: remove it first)
    page.evaluate("""() => {
        localStorage.removeItem('galaxy-table/shell');
        let n = 0;
        for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
            const value = 'x'.repeat(size);
            for (;;) {
                try { localStorage.setItem('filler-' + n++, value); } catch (e) { break; }
            }
        }
    }""")
    slot = page.evaluate("location.hash").split("/")[-1]
    before = stored(page, S.KEY_PREFIX + slot)
    assert before is not None
    page.click("#fake-bid")
    # checked in the page as the notice appears (it fades after a few seconds)
    page.wait_for_function("() => [...document.querySelectorAll('#notices [role=alert]')]"
                           ".some((el) => el.textContent.includes('Storage is full'))")
    assert stored(page, S.KEY_PREFIX + slot) == before
