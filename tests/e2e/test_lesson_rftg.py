"""Race for the Galaxy's lesson in the page, as a learner meets it (issue 79): started from the
lobby's Learn button, every step followed by clicking the controls the table highlights
(`[data-lesson]`) at 1366x768, then the game finished with the coach's first hint row to the
end screen and the lesson's summary of the scoring; and a learner who leaves the script at the
first action card, is told so with "Restart this step", and still plays to the end. The page
fixture fails the test on any request to a host other than the test server."""
from tests.e2e import lesson as LE
from tests.e2e import rftg_play as R
from ui.rftg.lesson import LESSON

STEPS = len(LESSON.steps)


def play_out(page) -> None:
    """The kit's LE.play_out, where a row that selects nothing (the kit finds a row's
    controls among the items a toggle offers but not among the option buttons it reveals,
    which is how Race's consume widget offers a power's goods: a power, then its goods) is
    made the simplest way (tests/e2e/rftg_play.py decide_simply)."""
    LE.play_out(page, max_moves=300, otherwise=R.decide_simply)


def test_the_whole_lesson_then_the_game_to_its_end(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    LE.start_lesson(page, app_url, "rftg")
    assert LE.state(page) == "guided:0"
    box = page.inner_text("#tk-lesson")
    assert "Build the richest space empire" in box and f"step 1 of {STEPS}" in box.lower()
    assert "Discard The Last of the Uplift Gnarssh" in box
    assert LE.follow(page) == STEPS
    assert LE.state(page) == f"free:{STEPS}"
    assert "Finish the game on your own" in page.inner_text("#tk-lesson")
    play_out(page)
    assert LE.summary_shown(page)
    summary = page.inner_text("#tk-lesson-summary")
    assert "VP chips come from consuming goods" in summary and "12 cards" in summary


def test_leaving_the_script_turns_the_lesson_into_a_game(page, app_url):
    LE.start_lesson(page, app_url, "rftg")
    assert LE.advance(page) == "guided:1"           # the opening discard, as asked
    assert "Choose Settle." in page.inner_text("#tk-lesson")
    now = LE.deviate(page)                           # another action card than Settle
    assert now.startswith("free"), now
    box = page.inner_text("#tk-lesson")
    assert "the lesson suggested" in box and "Settle" in box
    assert page.locator("[data-act='lesson:restart']").count() == 1
    play_out(page)
    assert LE.summary_shown(page)
