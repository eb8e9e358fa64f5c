"""The app's language: from the browser's languages at first start, then the player's choice
in the top bar, remembered across reloads; the lobby is redrawn at once."""
import pytest

from tests.e2e.helpers import open_app, wait_lobby

pytestmark = pytest.mark.fresh_context   # first visits, storage, several contexts


def _context(browser, page_log, locale):
    ctx = browser.new_context(locale=locale)
    page_log.watch_context(ctx)
    return ctx


def test_first_start_follows_navigator_languages(browser, app_url, page_log):
    ctx = _context(browser, page_log, "pl-PL")
    try:
        page = ctx.new_page()
        open_app(page, app_url)
        assert page.evaluate("navigator.languages[0]") == "pl-PL"
        page.wait_for_function("document.querySelector('.hero h1').textContent === 'Wybierz grę'")
        assert page.evaluate("document.documentElement.lang") == "pl"
        assert page.locator("#language").input_value() == "pl"
        assert page.locator(".game-card .btn-primary").first.inner_text() == "Nowa gra"
        assert page.locator('.game-card[data-game="rftg"] .game-players').inner_text() \
            == "2–4 graczy"
    finally:
        ctx.close()
    assert page_log.page_errors == []


def test_an_unsupported_browser_language_means_english(browser, app_url, page_log):
    ctx = _context(browser, page_log, "de-DE")
    try:
        page = ctx.new_page()
        open_app(page, app_url)
        assert page.locator(".hero h1").inner_text() == "Choose a game"
        assert page.locator("#language").input_value() == "en"
    finally:
        ctx.close()


def test_the_switch_redraws_the_lobby_and_is_remembered(browser, app_url, page_log):
    ctx = _context(browser, page_log, "en-US")
    try:
        page = ctx.new_page()
        open_app(page, app_url)
        assert page.locator(".hero h1").inner_text() == "Choose a game"
        page.select_option("#language", "ru")
        page.wait_for_function("document.querySelector('.hero h1').textContent === 'Выберите игру'")
        assert page.locator("#continue-heading").inner_text() == "Продолжить"
        assert page.evaluate("document.documentElement.lang") == "ru"
        page.reload()
        wait_lobby(page)
        page.wait_for_function("document.querySelector('.hero h1').textContent === 'Выберите игру'")
        assert page.locator("#language").input_value() == "ru"
        page.select_option("#language", "hu")
        page.wait_for_function("document.querySelector('.hero h1').textContent === 'Válassz játékot'")
    finally:
        ctx.close()
    assert page_log.page_errors == []


def test_before_python_the_lobby_and_loading_texts_are_in_the_browsers_language(
        browser, app_url, page_log):
    """A first visit from a Czech browser: the baked lobby shell and the loading screen's texts
    are Czech at first paint, while Python has not started (app.zip is held back here)."""
    ctx = _context(browser, page_log, "cs-CZ")
    try:
        page = ctx.new_page()
        page.route("**/app.zip", lambda route: None)  # never answered: Python waits for it
        page.goto(app_url)
        page.wait_for_selector("html[data-gt-shell=waiting]", state="attached")
        assert page.locator(".hero h1").inner_text() == "Vyberte hru"
        assert page.evaluate("document.documentElement.lang") == "cs"
        assert page.evaluate("galaxyTableText('Reload now')") == "Načíst nyní"
        assert page.locator("#update-reload").text_content() == "Načíst nyní"
    finally:
        ctx.close()


def test_an_error_before_python_is_shown_in_the_browsers_language(browser, app_url, page_log):
    ctx = _context(browser, page_log, "pl-PL")
    try:
        page = ctx.new_page()
        page.route("**/runtime/pyscript/core.js", lambda route: route.abort())
        page.goto(app_url)
        page.wait_for_selector("html[data-gt-state=error]", state="attached")
        assert page.locator("#boot-error-text").inner_text() == \
            "Brak środowiska Pythona albo nie udało się go wczytać."
        assert page.locator("#boot-reload").inner_text() == "Wczytaj ponownie"
        assert page.locator("#boot-error h1").inner_text() == "Nie udało się uruchomić Galaxy Table"
    finally:
        ctx.close()
