"""The table kit's learning parts in the page (issue 79), with Race for the Galaxy's lesson
and reference (each game's own lesson is played whole in tests/e2e/test_lesson_<id>.py):

- the lobby has a Learn button beside every game's New game;
- the first new table of a game offers the lesson once: "No, thanks" hides it and a second
  new game does not offer it again;
- the Rules tab: "?" opens it, typing in its search replaces the results without a redraw
  (the caret stays in the box), an entry opens with its title focused, and the link beside
  the decision's title opens that decision's entry; axe finds nothing at both sizes;
- a lesson reloaded resumes at its step.
"""
from tests.e2e import lesson as LE
from tests.e2e.helpers import open_app
from tests.e2e.screens import axe
from tests.e2e.table import TIMEOUT, start_game, wait_turn

GAMES = ("rftg", "gaia", "artifacts", "epochs")


def test_the_lobby_has_a_learn_button_for_every_game(page, app_url):
    open_app(page, app_url)
    for game in GAMES:
        button = page.locator(f"#learn-{game}")
        assert button.count() == 1 and button.is_visible()
        assert button.get_attribute("aria-label").startswith("Learn ")


def test_the_first_new_table_offers_the_lesson_once(page, app_url):
    start_game(page, app_url, "rftg", ("human", "ai"), ("Vera", "Robo"), 5)
    wait_turn(page)
    offer = page.locator("#tk-learn-offer")
    assert offer.count() == 1 and "Race for the Galaxy" in offer.inner_text()
    page.click("[data-act='learn:no']")
    page.wait_for_selector("#tk-learn-offer", state="detached")
    prefs = page.evaluate("() => JSON.parse(localStorage.getItem('galaxy-table/prefs'))")
    assert prefs["learn_offered:rftg"] is True
    start_game(page, app_url, "rftg", ("human", "ai"), ("Vera", "Robo"), 6)
    wait_turn(page)
    assert page.locator("#tk-learn-offer").count() == 0


def test_the_rules_tab_searches_and_opens_entries(page, app_url):
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        LE.start_lesson(page, app_url, "rftg")
        assert LE.state(page) == "guided:0"
        assert page.locator("[data-lesson]").count() >= 1
        assert axe(page) == []
        link = page.locator(".tk-decide .tk-ref-kind")
        assert link.count() == 1
        link.click()
        title = page.wait_for_selector("#tk-ref-title", timeout=TIMEOUT)
        assert page.evaluate("() => document.activeElement.id") == "tk-ref-title"
        assert title.inner_text().strip()
        before = page.get_attribute("#tk-root", "data-render-ms")
        box = page.locator("#tk-ref-search")
        box.click()
        box.type("settle")
        page.wait_for_function("() => document.querySelector('#tk-ref-results').textContent"
                               ".toLowerCase().includes('settle')")
        assert page.evaluate("() => document.activeElement.id") == "tk-ref-search"
        assert page.get_attribute("#tk-root", "data-render-ms") == before     # no redraw
        assert page.locator("#tk-ref-results .tk-ref-item").count() >= 1
        box.fill("zzzz")
        page.wait_for_selector("#tk-ref-results [role=status]")
        page.locator("#tk-ref-search").fill("")
        page.locator("#tk-ref-results .tk-ref-item").nth(1).click()
        page.wait_for_selector("#tk-ref-title")
        assert axe(page) == []
        page.keyboard.press("Escape")


def test_the_question_mark_opens_the_rules_and_a_reload_resumes_the_lesson(page, app_url):
    LE.start_lesson(page, app_url, "rftg")
    at = LE.advance(page)
    assert at == "guided:1"
    page.reload()
    page.wait_for_selector(".tk-table", timeout=TIMEOUT)
    wait_turn(page)
    assert LE.state(page) == at
    page.locator("#tk-decide-title").focus()
    page.keyboard.press("?")
    page.wait_for_selector("#tk-ref-search")
