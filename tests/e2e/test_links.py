"""Saves are never lost and links resume: every new game has its own save, the address shows
the screen (#/, #/<game>/new, #/<game>/<save id>), reload resumes, Back returns to the lobby,
a link to a save this browser does not have shows the lobby and says so, an imported record
with an illegal move is refused. Only robust selectors: #app[data-screen], #tk-root
[data-actions], .save-row, #notices."""
import json
import re

from tests.e2e import rftg_play as R
from tests.e2e.helpers import wait_lobby, wait_state
from tests.ui_store.played import played_save
from ui import store as S

TIMEOUT = 60_000


def _hash(page):
    return page.evaluate("location.hash")


def _play(page, n):
    for _ in range(n):
        R.wait_turn(page)
        R.decide_simply(page)
    R.wait_turn(page)


def _to_lobby(page):
    page.click("#go-lobby")
    wait_lobby(page)


def _saved_slots(page):
    return sorted(k[len(S.KEY_PREFIX):] for k in page.evaluate("Object.keys(localStorage)")
                  if k.startswith(S.KEY_PREFIX))


def test_second_new_game_keeps_the_first(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai"), seed=11, names=("Ada", "Bot"))
    _play(page, 2)
    first = _hash(page).split("/")[-1]
    first_actions = R.actions_count(page)
    _to_lobby(page)
    page.click("#new-rftg")
    page.wait_for_selector("#app[data-screen=new-game]", state="attached")
    assert _hash(page) == "#/rftg/new"
    page.fill("input[name=seed]", "12")
    page.click(".tk-setup button[type=submit]")
    page.wait_for_selector("#tk-root", timeout=TIMEOUT)
    second = _hash(page).split("/")[-1]
    assert re.fullmatch(r"rftg-\d{8}-\d{4}-[a-z0-9]{4}", second) and second != first
    _to_lobby(page)
    rows = page.locator("#save-list .save-row")
    assert sorted(rows.evaluate_all("rs => rs.map(r => r.dataset.slot)")) == sorted([first,
                                                                                      second])
    assert _saved_slots(page) == sorted([first, second])
    first_row = page.locator(f".save-row[data-slot='{first}']")
    assert "Ada vs Bot (" in first_row.inner_text()
    saved = json.loads(page.evaluate(f"localStorage.getItem('{S.KEY_PREFIX}{first}')"))
    assert saved["id"] == first and len(saved["record"]["actions"]) == first_actions


def test_reload_resumes_the_same_game_at_the_same_decision(page, app_url, page_log):
    R.new_game(page, app_url, seats=("human", "ai"), seed=31, names=("Kim", "Bot"))
    _play(page, 4)
    address = _hash(page)
    assert address.startswith("#/rftg/rftg-")
    actions = R.actions_count(page)
    title = R.title(page)
    page.reload()
    assert wait_state(page) == "ready"
    page.wait_for_selector("#app[data-screen=game] #tk-root", timeout=TIMEOUT)
    R.wait_turn(page)
    assert _hash(page) == address
    assert R.actions_count(page) == actions
    assert R.title(page) == title
    R.decide_simply(page)          # and the game goes on, in the same save
    assert R.actions_count(page) > actions
    assert _saved_slots(page) == [address.split("/")[-1]]
    assert page_log.page_errors == []


def test_back_from_a_game_returns_to_the_lobby(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai"), seed=5)
    R.wait_turn(page)
    slot = _hash(page).split("/")[-1]
    page.go_back()                 # the new-game form's entry was replaced by the game's
    page.wait_for_selector("#app[data-screen=lobby]", state="attached")
    assert _hash(page) in ("#/", "")
    assert page.locator(f".save-row[data-slot='{slot}']").count() == 1
    page.click(f".save-row[data-slot='{slot}'] button:has-text('Continue')")
    page.wait_for_selector("#app[data-screen=game] #tk-root", timeout=TIMEOUT)
    assert _hash(page) == f"#/rftg/{slot}"
    page.go_back()
    page.wait_for_selector("#app[data-screen=lobby]", state="attached")
    page.go_forward()              # and Forward opens the game again
    page.wait_for_selector("#app[data-screen=game] #tk-root", timeout=TIMEOUT)


def test_import_of_an_illegal_record_is_refused(lobby, tmp_path):
    page = lobby
    save = played_save("Tampered", moves=20)
    save["record"]["actions"][11] = save["record"]["actions"][10]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(save))
    page.set_input_files("#import-file", str(path))
    alert = page.locator("#notices [role=alert]")
    alert.wait_for(state="attached")
    assert "move 12 of the record is not legal in this game" in alert.inner_text()
    assert _saved_slots(page) == []
    assert page.locator(".save-row").count() == 0


def test_unknown_links_show_the_lobby_with_a_message(page, app_url):
    page.goto(app_url + "#/rftg/rftg-20200101-0000-zzzz")
    wait_lobby(page)
    notices = page.locator("#notices")
    notices.get_by_text("That game link is not in this browser's saves").wait_for()
    assert _hash(page) == "#/"
    page.evaluate("location.hash = '#/chess/new'")      # an edited address routes too
    notices.get_by_text("a game this app does not have").wait_for()
    page.wait_for_function("location.hash === '#/'")
    page.goto(app_url + "#/rftg/new")                   # a good link still works
    page.wait_for_selector("#app[data-screen=new-game]", state="attached", timeout=TIMEOUT)


def test_a_bookmarked_game_opens_and_back_leads_to_the_lobby(app_url, page):
    R.new_game(page, app_url, seats=("human", "ai"), seed=17)
    R.wait_turn(page)
    actions = R.actions_count(page)
    address = page.url
    tab = page.context.new_page()  # same browser storage, a fresh history
    tab.goto(address)
    tab.wait_for_selector("#app[data-screen=game] #tk-root", timeout=TIMEOUT)
    R.wait_turn(tab)
    assert R.actions_count(tab) == actions
    tab.go_back()
    tab.wait_for_selector("#app[data-screen=lobby]", state="attached")
    assert tab.evaluate("location.hash") == "#/"


def test_finished_games_are_listed_apart(lobby):
    page = lobby
    running = played_save("Running game", moves=6,
                          status={"progress": "Round 4 · Settle", "scores": [23, 19],
                                  "over": False})
    done = played_save("Done game", moves=6, seed=8,
                       status={"progress": "Game over", "scores": [40, 31], "over": True})
    old = played_save("Old game", moves=6, seed=9)
    for slot, save in (("rftg-20261126-0612-aaaa", running), ("rftg-20261126-0613-bbbb", done),
                       ("auto-rftg", old)):
        page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                      [S.KEY_PREFIX + slot, json.dumps(save)])
    page.reload()
    wait_lobby(page)
    in_play = page.locator("#save-list .save-row")
    assert in_play.count() == 2
    row = page.locator(".save-row[data-slot='rftg-20261126-0612-aaaa']")
    text = row.inner_text()
    assert "Ada vs Bot 1 (normal)" in text and "Round 4 · Settle" in text and "23–19" in text
    assert "6 moves" in page.locator(".save-row[data-slot='auto-rftg']").inner_text()
    finished = page.locator("#finished-list .save-row")
    assert finished.count() == 1 and "40–31" in finished.inner_text()


def test_notices_stack_at_most_three_and_info_fades(lobby, tmp_path):
    page = lobby
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "someone-else/save", "version": 1}')
    for _ in range(4):
        page.set_input_files("#import-file", str(bad))
        page.wait_for_timeout(200)
    page.wait_for_function("document.querySelectorAll('#notices .notice').length === 3")
    good = tmp_path / "good.json"
    good.write_text(json.dumps(played_save("Good import", moves=4)))
    page.set_input_files("#import-file", str(good))
    info = page.locator("#notices .notice-info", has_text="Imported")
    info.wait_for()
    assert page.locator("#notices .notice").count() == 3      # the oldest error made room
    info.wait_for(state="detached", timeout=15_000)           # info fades out by itself
    assert page.locator("#notices .notice-error").count() == 2  # errors stay
