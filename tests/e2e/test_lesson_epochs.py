"""The Three Epochs of Space lesson in the page (Chromium, 1366x768), as a learner takes it:
from the lobby's Learn button, every step by clicking the controls the table highlights
(`[data-lesson]`), then the rest of the game with the coach's first hint row, to the end
screen with the lesson's summary; and a learner who leaves the script at the first step,
sees the lesson turn into free play with the coach's hints, and still reaches the end. The
page fixture fails the test on any request to a host other than the test server."""
import pytest

from tests.e2e import lesson as LE
from tests.e2e.table import TIMEOUT, actions, wait_turn
from ui.epochs.lesson import LESSON

pytestmark = pytest.mark.fresh_context     # a clean storage: the lesson's own new save


MARKS = "() => [...document.querySelectorAll('.tk [data-lesson]')].map(e => e.dataset.act).join(' ')"


def follow(page, max_clicks: int = 200) -> int:
    """tests/e2e/lesson.py's `follow`, waiting after each click for the lesson's state, the
    moves or the marked controls to change: a click that only selects (a card of the hand
    before its quarter or Confirm) moves the marks at once, where `LE.follow` waits for
    its whole timeout. Returns the number of steps seen."""
    steps = set()
    for _ in range(max_clicks):
        wait_turn(page)
        now = LE.state(page)
        if not now.startswith("guided:"):
            return len(steps)
        steps.add(now)
        page.wait_for_selector(LE.MARKED, timeout=TIMEOUT)
        moves, marks = actions(page), page.evaluate(MARKS)
        page.locator(LE.MARKED).first.click()
        page.wait_for_function(
            f"([s, n, m]) => ({LE.STATE})() !== s || ({MARKS})() !== m || "
            "+document.querySelector('#tk-root').dataset.actions !== n",
            arg=[now, moves, marks], timeout=TIMEOUT)
    raise AssertionError("the lesson's steps did not end")


def proposal(page) -> None:
    """A payment whose hinted item does not finish it alone (the coach rates a payment item
    by item; the row selects that one item and Confirm stays disabled): the table's
    proposal is restored ("Propose again") for Confirm."""
    if page.locator("[data-act='pick:proposal']").count():
        page.click("[data-act='pick:proposal']")


def play_out(page) -> None:
    """The kit's LE.play_out with Three Epochs' payments (`proposal`)."""
    LE.play_out(page, max_moves=300, fix=proposal)


@pytest.fixture
def laptop(page):
    page.set_viewport_size({"width": 1366, "height": 768})
    return page


def test_the_whole_lesson_then_the_game_to_the_end_screen(laptop, app_url):
    page = laptop
    LE.start_lesson(page, app_url, "epochs")
    page.wait_for_selector(LE.BOX)
    assert page.get_attribute(LE.BOX, "data-steps") == str(len(LESSON.steps))
    assert "Ice Settlers" in page.inner_text(LE.BOX)               # step 1 says what to do
    assert follow(page) == len(LESSON.steps)
    assert LE.state(page) in ("done:24", "free:24", "free", "end"), LE.state(page)
    play_out(page)
    assert LE.summary_shown(page)
    summary = page.inner_text("#tk-lesson-summary")
    assert "scoring tile" in summary and "fully colonised" in summary
    assert "Final scoring" in page.inner_text(".tk-endscreen")


def test_leaving_the_script_turns_to_free_play_and_still_ends(laptop, app_url):
    page = laptop
    LE.start_lesson(page, app_url, "epochs")
    page.wait_for_selector(LE.MARKED, timeout=TIMEOUT)
    after = LE.deviate(page)                    # another take than the step's
    assert after.startswith("free"), after
    page.wait_for_selector(f"{LE.BOX}[data-mode=free]", timeout=TIMEOUT)
    assert page.locator(f"{LE.BOX} [data-act='lesson:restart']").count() == 1
    play_out(page)
    assert LE.summary_shown(page)
