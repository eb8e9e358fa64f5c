"""Alien Artifacts' guided first game in the page (ui/artifacts/lesson.py), as a learner
plays it: from the lobby's Learn button, every step done by clicking the highlighted
controls at 1366x768, then the game finished with the coach's hints to the end screen and
its summary of the scoring; and a learner who leaves the script at the first turn's end
sees the lesson turn into free play (the message, the hints, "Restart this step") and
still reaches the end; and the enlarged card shows its keywords' rules links without an
accessibility fault. The page fixture fails a test on any request to a host other than
the test server."""
from tests.e2e import lesson as LE
from tests.e2e.screens import axe
from tests.e2e.table import TIMEOUT, actions, wait_turn
from ui.artifacts.lesson import LESSON


def test_the_whole_lesson_then_the_game_to_its_end(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    LE.start_lesson(page, app_url, "artifacts")
    assert LE.state(page) == "guided:0"
    box = page.inner_text("#tk-lesson")
    assert "Verdant Concord" in box and "Salvage Protocols" in box
    assert page.get_attribute("#tk-lesson", "data-steps") == str(len(LESSON.steps))
    assert LE.follow(page) == len(LESSON.steps)
    assert LE.state(page) != "wait"
    LE.play_out(page)
    assert LE.summary_shown(page)
    summary = page.inner_text("#tk-lesson-summary")
    assert "1 VP per planet" in summary and "round marker" in summary


def test_leaving_the_script_turns_the_lesson_into_free_play(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    LE.start_lesson(page, app_url, "artifacts")
    assert LE.advance(page) == "guided:1"           # the first turn's action, as asked
    # the step asks to end the turn keeping the hand: select a card of it and end instead
    moves = actions(page)
    page.locator(".aa-handzone button.aa-res:not([data-lesson])").first.click()
    page.click(".tk-decide [data-act=confirm]")
    page.wait_for_function(
        f"() => +document.querySelector('#tk-root').dataset.actions > {moves}", timeout=TIMEOUT)
    wait_turn(page)
    assert LE.state(page).startswith("free:")
    said = page.inner_text("#tk-lesson")
    assert "You chose" in said and "End the turn" in said
    assert page.locator("[data-act='lesson:restart']").count() == 1
    page.wait_for_selector("[data-act='hint:1']", timeout=TIMEOUT)
    LE.play_out(page)
    assert LE.summary_shown(page)


def test_the_enlarged_card_shows_its_rules_links(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    LE.start_lesson(page, app_url, "artifacts")
    page.hover(".aa-build[data-card]")                    # a card under construction
    page.wait_for_selector(".tk .zoom:not([hidden]) .aa-refs [data-act^='ref:']")
    links = page.locator(".tk .zoom .aa-refs [data-act^='ref:']")
    assert links.count() >= 3 and "Logistics and Operational sides" in links.all_inner_texts()
    assert axe(page) == []
