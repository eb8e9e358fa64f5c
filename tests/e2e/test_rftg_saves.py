"""Race for the Galaxy saves as a player uses them: autosave, reload and continue from the
lobby; export a game to a file and import it back."""
import json

from tests.e2e import rftg_play as R
from tests.e2e.helpers import wait_lobby


def _play(page, n):
    for _ in range(n):
        R.wait_turn(page)
        R.decide_simply(page)
    R.wait_turn(page)


def _continue(page, slot):
    page.click(f".save-row[data-slot='{slot}'] button:has-text('Continue')")
    page.wait_for_selector("#tk-root")
    R.wait_turn(page)


def test_save_reload_continue(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai"), seed=31, names=("Kim", "Bot"))
    _play(page, 4)
    count = R.actions_count(page)
    title = R.title(page)
    hand = page.inner_text(".rf-hand h2")
    slot = page.evaluate("location.hash").split("/")[-1]
    assert slot.startswith("rftg-")
    page.goto(app_url)             # the lobby's address: the page loads again on the lobby
    wait_lobby(page)
    row = page.locator(f".save-row[data-slot='{slot}']")
    assert row.count() == 1
    _continue(page, slot)
    assert R.actions_count(page) == count
    assert R.title(page) == title
    assert page.inner_text(".rf-hand h2") == hand
    assert "Kim (you)" in page.inner_text(".rf-me")
    R.decide_simply(page)          # and the game goes on
    assert R.actions_count(page) > count


def test_export_then_import_a_game(page, app_url, tmp_path):
    R.new_game(page, app_url, seats=("human", "ai"), seed=44, names=("Lou", "Bot"))
    _play(page, 3)
    count = R.actions_count(page)
    with page.expect_download() as info:
        page.click(".tk-bar [data-act=export]")
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["game"] == "rftg" and len(data["record"]["actions"]) == count
    data["name"] = "Imported Lou game"
    path.write_text(json.dumps(data))
    page.click(".tk-bar [data-act=lobby]")
    wait_lobby(page)
    page.set_input_files("#import-file", str(path))
    row = page.locator(".save-row", has_text="Imported Lou game")
    row.wait_for(state="attached")
    row.locator("button:has-text('Continue')").click()
    page.wait_for_selector("#tk-root")
    R.wait_turn(page)
    assert R.actions_count(page) == count
    assert "Lou (you)" in page.inner_text(".rf-me")
