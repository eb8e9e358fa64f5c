"""The app-shell contract with a game UI, using a test-only game in a copy of the app: a new
module and data file reach the page with no config change; new game -> play -> autosave ->
reload -> continue."""
import json

from tests.e2e.helpers import open_app, wait_lobby


def test_new_module_is_loaded_and_game_flow_works(fake_game_app, page, page_log):
    open_app(page, fake_game_app)
    card = page.locator(".game-card[data-game=toy]")
    assert "Coming soon" not in card.inner_text()
    # Alien Artifacts has its table (ui/artifacts): the lobby lists it as playable
    artifacts = page.locator(".game-card[data-game=artifacts]")
    assert "Coming soon" not in artifacts.inner_text()
    assert artifacts.get_by_role("button", name="New game of Alien Artifacts").count() == 1
    page.get_by_role("button", name="New game of Toy Bids (test only)").click()
    page.wait_for_selector("#app[data-screen=new-game]", state="attached")
    assert page.inner_text("#fake-form") == "Fake game settings (from labels.json)"
    page.click("#fake-start")
    page.wait_for_selector("#app[data-screen=game]", state="attached")
    assert page.inner_text("#fake-moves") == "moves: 0"
    page.click("#fake-bid")
    page.click("#fake-bid")
    page.click("#fake-bid")
    assert page.inner_text("#fake-moves") == "moves: 3"
    slot = page.evaluate("location.hash").split("/")[-1]
    assert slot.startswith("toy-")
    saved = json.loads(page.evaluate(f"localStorage.getItem('galaxy-table/save/{slot}')"))
    assert saved["id"] == slot
    assert saved["record"]["actions"] == [[0, ["bid", 2]], [1, ["bid", 2]], [0, ["bid", 2]]]
    assert saved["seats"][0]["name"] == "Ann"
    page.reload()                  # the address is the game's: it resumes
    page.wait_for_selector("#fake-moves", state="attached")
    assert page.inner_text("#fake-moves") == "moves: 3"
    page.click("#go-lobby")
    wait_lobby(page)
    row = page.locator(f".save-row[data-slot={slot}]")
    assert "3 moves" in row.inner_text()
    row.get_by_role("button", name="Continue").click()
    page.wait_for_selector("#app[data-screen=game]", state="attached")
    assert page.inner_text("#fake-moves") == "moves: 3"
    page.click("#go-lobby")
    page.wait_for_selector("#app[data-screen=lobby]", state="attached")
    assert page_log.console_errors == [] and page_log.page_errors == []


def test_error_in_a_game_handler_is_reported_and_app_keeps_working(fake_game_app, page):
    open_app(page, fake_game_app)
    page.click("#new-toy")
    page.click("#fake-start")
    page.wait_for_selector("#fake-moves", state="attached")
    page.click("#fake-crash")
    alert = page.locator("#notices [role=alert]")
    alert.wait_for(state="attached")
    assert "ZeroDivisionError" in alert.inner_text()
    page.click("#fake-bid")
    assert page.inner_text("#fake-moves") == "moves: 1"
