"""The page starts Python from local files only and shows the lobby."""
from tests.e2e.helpers import open_app


def test_page_ready_and_lobby_shown(page, app_url, page_log):
    open_app(page, app_url)
    titles = page.locator(".game-card h3").all_inner_texts()
    assert titles[0] == "Race for the Galaxy"
    assert "Gaia Project" in titles and "Alien Artifacts" in titles
    assert len(titles) == 4
    assert page.locator("#continue").is_visible()
    assert page_log.console_errors == []
    assert page_log.page_errors == []


def test_every_request_goes_to_own_host(page, app_url, page_log):
    open_app(page, app_url)
    assert page_log.requests, "no request was recorded"
    assert page_log.foreign_requests() == []
    host = app_url.split("/")[2]
    assert all(url.split("/")[2] == host for url in page_log.requests)
