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


def test_keyboard_reaches_controls_with_visible_focus(lobby):
    page = lobby
    names = page.evaluate("""() => [...document.querySelectorAll('#app button')]
        .filter(b => b.offsetParent !== null)
        .map(b => (b.getAttribute('aria-label') || b.textContent).trim())""")
    assert names and all(names)
    reached = []
    for _ in range(12):
        page.keyboard.press("Tab")
        info = page.evaluate("""() => {
            const el = document.activeElement;
            const style = getComputedStyle(el);
            return {tag: el.tagName, id: el.id, text: el.textContent.trim(),
                    outline: style.outlineStyle, width: parseFloat(style.outlineWidth)};
        }""")
        if info["tag"] == "BUTTON":
            assert info["outline"] != "none" and info["width"] >= 2, info
            reached.append(info["id"] or info["text"])
    assert "import-save" in reached


def test_usable_at_360_px(browser, app_url, page_log):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page_log.watch_context(context)
    try:
        page = context.new_page()
        open_app(page, app_url)
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        assert page.locator(".game-card").count() == 4
        box = page.locator("#import-save").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    finally:
        context.close()
    assert not page_log.foreign_requests()
