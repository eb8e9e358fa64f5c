"""Gaia Project's guided first game in the page (Chromium, 1366x768): started from the lobby's
Learn button, every step followed by clicking the highlighted controls (`[data-lesson]`), the
game finished (the coach's hint rows for a few decisions, then passing each round, so the
test stays short) to the end screen with the lesson's summary of the scoring; and a
deviation at the first step, which turns the lesson into a normal game that still ends. The
page makes no request to another host (tests/e2e/fixtures.py records them)."""
from tests.e2e import lesson as LE
from tests.e2e.table import TIMEOUT, wait_turn
from ui.gaia.lesson import LESSON

QUICK = ("Pass", "Decline", "End the turn")


def quick(page) -> None:
    """Pass (or decline a charge, or end the turn) where offered, else the first choice."""
    opts = page.locator(".tk-decide button[data-act^='opt:']")
    texts = [t.strip() for t in opts.all_inner_texts()]
    opts.nth(next((i for i, t in enumerate(texts) if t.startswith(QUICK)), 0)).click()


def finish(page, hinted: int = 3) -> None:
    """Play the game to its end: the coach's first hint row for the first `hinted`
    decisions (the kit's LE.play_out), then `quick` (the test stays short)."""
    LE.play_out(page, max_moves=400, hinted=hinted, otherwise=quick)


def test_the_lesson_is_followed_then_the_game_ends_with_the_summary(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    LE.start_lesson(page, app_url, "gaia")
    assert LE.state(page) == "guided:0"
    box = page.locator("#tk-lesson")
    assert box.get_attribute("data-steps") == str(len(LESSON.steps))
    assert "Hadsch Hallas" in box.inner_text()
    assert page.locator("#tk-lesson [data-act^='ref:']").count() == 1    # the step's entry
    assert LE.follow(page) == len(LESSON.steps)
    wait_turn(page)
    assert page.get_attribute("#tk-lesson", "data-mode") == "free"
    assert "two rounds" in page.inner_text("#tk-lesson")
    # the coach's hints are shown by themselves in the free play after the steps
    page.wait_for_selector("[data-act='hint:1']", timeout=TIMEOUT)
    finish(page)
    assert LE.summary_shown(page)
    assert "18, 12 and 6 VP" in page.inner_text("#tk-lesson-summary")


def test_a_deviation_turns_the_lesson_into_a_normal_game_that_still_ends(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    LE.start_lesson(page, app_url, "gaia")
    assert LE.state(page) == "guided:0"
    after = LE.deviate(page)
    assert after.startswith("free"), after
    box = page.locator("#tk-lesson")
    assert "the lesson suggested" in box.inner_text()
    assert page.locator("#tk-lesson [data-act='lesson:restart']").count() == 1
    page.wait_for_selector("[data-act='hint:1']", timeout=TIMEOUT)
    finish(page, hinted=1)
    assert LE.summary_shown(page)
