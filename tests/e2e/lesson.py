"""What every game's lesson e2e test does in the page (tests/e2e/test_lesson_<id>.py): start
the lesson from the lobby's Learn button, follow its steps by clicking the highlighted
controls (`[data-lesson]`) as a player does, leave the script at a step by another choice,
and finish the game with the coach's first hint row at each decision."""
from typing import Callable

from tests.e2e.helpers import open_app
from tests.e2e.table import TIMEOUT, actions, wait_turn

BOX = "#tk-lesson"
MARKED = ".tk [data-lesson]"

# the state of the lesson as the page shows it: guided step, free play or the end
STATE = """() => { if (document.querySelector('.tk-endscreen')) return 'end';
  const box = document.querySelector('#tk-lesson');
  if (!box) return document.querySelector('.tk-decide [data-act]') ? 'free' : 'wait';
  return box.dataset.mode + ':' + box.dataset.step; }"""


def start_lesson(page, url, game: str) -> None:
    """Open the lobby and press the game's Learn button; returns at the first decision."""
    open_app(page, url)
    page.click(f"#learn-{game}")
    page.wait_for_selector(".tk-table", timeout=TIMEOUT)
    wait_turn(page)


def state(page) -> str:
    return page.evaluate(STATE)


def renders(page) -> int:
    """How many times the table was drawn (the kit's #tk-root[data-renders])."""
    return int(page.get_attribute("#tk-root", "data-renders") or 0)


def click_marked(page) -> None:
    """Click the first highlighted control and wait for the table to be drawn again."""
    page.wait_for_selector(MARKED, timeout=TIMEOUT)
    n = renders(page)
    page.locator(MARKED).first.click()
    page.wait_for_function(f"() => +document.querySelector('#tk-root').dataset.renders > {n}",
                           timeout=TIMEOUT)


def follow(page, max_clicks: int = 400) -> int:
    """Click the first highlighted control until the guided steps end (or the game does);
    returns the number of steps seen. Fails if a guided step highlights nothing."""
    steps = set()
    for _ in range(max_clicks):
        wait_turn(page)
        now = state(page)
        if not now.startswith("guided:"):
            return len(steps)
        steps.add(now)
        click_marked(page)
    raise AssertionError("the lesson's steps did not end")


def advance(page, max_clicks: int = 30) -> str:
    """Do the current step (click the highlighted controls until the step changes); returns
    the lesson's state after it."""
    before = state(page)
    for _ in range(max_clicks):
        click_marked(page)
        wait_turn(page)
        if state(page) != before:
            return state(page)
    raise AssertionError("the step did not end")


def deviate(page) -> str:
    """At a guided step, choose something the step does not ask for: the first unmarked
    option button, else the first unmarked selectable item and then Confirm; returns the
    lesson's state once it is the learner's turn again (or the game's end)."""
    moves = actions(page)
    other = page.locator(".tk-decide [data-act^='opt:']:not([data-lesson])")
    if other.count():
        other.first.click()
    else:
        page.locator(".tk [data-act^='card:']:not([data-lesson]), "
                     ".tk [data-act^='pick:']:not([data-lesson])").first.click()
        page.click(".tk-decide [data-act=confirm]")
    page.wait_for_function(f"() => +document.querySelector('#tk-root').dataset.actions > {moves}",
                           timeout=TIMEOUT)
    wait_turn(page)
    return state(page)


def first_option(page) -> None:
    """The decision's first option button (where the coach gives no row)."""
    page.locator(".tk-decide [data-act^='opt:']").first.click()


def _confirm(page):
    return page.locator(".tk-decide [data-act=confirm][aria-disabled=false]")


def play_out(page, max_moves: int = 600, hinted: int | None = None,
             fix: Callable | None = None, otherwise: Callable = first_option) -> None:
    """Finish the game: at each decision (the first `hinted` ones, or all), the coach's first
    hint row (shown by the lesson in free play; asked with H otherwise), then its move is
    made (the row selects it; Confirm, or the focused control the row picked). A game's own
    part: `fix(page)` when the row leaves Confirm disabled (e.g. a payment rated item by
    item: restore the table's proposal), `otherwise(page)` where no row makes the move (no
    hint, past `hinted`, or a row whose move the table builds in steps)."""
    for i in range(max_moves):
        if wait_turn(page) == "end":
            return
        page.wait_for_selector(".tk-decide [data-act]", timeout=TIMEOUT)
        ok = page.locator(".tk-decide [data-act='lesson:ok']")
        if ok.count():
            ok.first.click()
        n = actions(page)
        row = page.locator("[data-act='hint:1']")
        if hinted is None or i < hinted:
            if not page.locator(".tk-hint-row, .tk-hint-progress").count():
                page.keyboard.press("h")
            page.wait_for_selector(".tk-hint-row, .tk-hint .help", timeout=TIMEOUT)
        if (hinted is None or i < hinted) and row.count():
            row.first.click()
            if fix and not _confirm(page).count():
                fix(page)
            focused = page.evaluate("() => document.activeElement?.dataset?.act || ''")
            if _confirm(page).count():
                _confirm(page).first.click()
            elif focused.startswith(("opt:", "pick:", "card:")):
                page.evaluate("() => document.activeElement.click()")
            else:
                otherwise(page)
        else:
            otherwise(page)
        page.wait_for_function(
            f"() => +document.querySelector('#tk-root').dataset.actions > {n} || "
            "document.querySelector('.tk-endscreen')", timeout=TIMEOUT)
    raise AssertionError("the game did not end")


def summary_shown(page) -> bool:
    page.wait_for_selector(".tk-endscreen", timeout=TIMEOUT)
    return page.locator("#tk-lesson-summary").count() == 1
