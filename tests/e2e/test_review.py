"""The review of a finished game and "Play on from here" in the page (issue 78 parts 2 and 3),
from imported finished saves (tests/e2e/screens.py end_save):

- Alien Artifacts (hidden cards): a review stored half done resumes when the save is opened
  and gives what CPython's review gives run at once; the marks on the replay timeline open a
  box with the move played, the better move, the loss and the reason; reopening the save
  shows the stored review at once, without running it again;
- Three Epochs: "Review my game" on the end screen runs the review in the background with a
  progress bar "n of N decisions"; leaving and opening the save again resumes it;
- "Play on from here" in the replay makes a new save in the lobby's list, opens it as a game
  to play, and leaves the original save unchanged.
"""
import copy
import json

from game.core import registry
from game.core import review as RV
from game.core.actions import thaw
from game.core.record import Record
from tests.e2e.helpers import wait_lobby
from tests.e2e import screens as S
from tests.e2e.screens import end_save
from tests.e2e.table import TIMEOUT, import_played, wait_turn

SAVES = "() => Object.keys(localStorage).filter(k => k.startsWith('galaxy-table/save/'))"
STORED = "(k) => JSON.parse(localStorage.getItem(k))"


def stopped_review(save: dict, left: int) -> tuple[dict, dict]:
    """(a review stored `left` decisions short, the same review finished by CPython). The
    stored items are made up (quick: the move played rated best, losses of 0 to 6 %); the
    last `left` are the game's hinter's."""
    rec = Record.from_dict(save["record"])
    points = RV.decision_points(rec, [0])
    items = [{"at": at, "player": 0, "played": thaw(rec.actions[at][1]),
              "best": thaw(rec.actions[at][1]), "best_worth": 0.5,
              "played_worth": 0.5 - k % 7 / 100, "unit": "win", "loss": float(k % 7)}
             for k, at in enumerate(points[:-left])]
    stopped = dict(RV.new([0], len(points)), items=items)
    whole = copy.deepcopy(stopped)
    for _ in RV.review(rec, [0], registry.game(save["game"]).hints(), whole["items"], points):
        pass
    return json.loads(json.dumps(stopped)), json.loads(json.dumps(whole))


def stored_save(page, name: str) -> dict:
    for key in page.evaluate(SAVES):
        data = page.evaluate(STORED, key)
        if data["name"] == name:
            return data
    raise AssertionError(f"no save named {name}")


def test_a_stopped_review_resumes_marks_and_is_kept(page, app_url, tmp_path):
    """Alien Artifacts (hidden cards): a review stored three decisions short resumes when the
    save opens and ends as CPython's review run at once; its marks open their boxes; the
    save opened again shows it at once."""
    save = end_save("artifacts")
    half, whole = stopped_review(save, 3)       # the page was left three decisions short
    import_played(page, app_url, tmp_path, dict(save, review=half))
    page.wait_for_selector(".tk-review-summary", timeout=TIMEOUT)
    assert "decisions reviewed" in page.inner_text(".tk-review-summary")
    assert stored_save(page, save["name"])["review"] == whole
    # the biggest losses on the replay's timeline; a mark opens its box
    page.click(".tk-review [data-act='review:mark:0']")
    page.wait_for_selector(".tk-review-box")
    marks = page.locator(".tk-timeline .tk-tl-mark")
    assert marks.count() == len(RV.biggest(whole["items"])) == 5     # the five biggest
    box = page.inner_text(".tk-review-box")
    for word in ("Played", "Better", "Loss"):
        assert word in box
    marks.nth(4).click()
    page.wait_for_selector(".tk-tl-mark.open")
    assert marks.nth(4).get_attribute("aria-pressed") == "true"
    first = RV.biggest(whole["items"])[-1]["at"]
    assert f"step {first} of" in page.inner_text("#tk-replay-title").lower()
    for width, height in S.SIZES:           # the timeline and its box at both sizes
        page.set_viewport_size({"width": width, "height": height})
        S.fits(page, f"review box at {width}")
        found = S.axe(page, ".tk-replay .tk-decide")
        assert not found, "\n".join(found)
    # opened again: the stored review is shown at once, nothing runs again
    page.click("[data-act='replay:close']")
    page.click(".end [data-act=lobby]")
    wait_lobby(page)
    page.locator(".save-row", has_text=save["name"]).locator(
        "button:has-text('Continue')").click()
    page.wait_for_selector(".tk-endscreen .tk-review")
    assert page.locator(".tk-review-summary").count() == 1
    assert page.locator(".tk-review-progress").count() == 0
    assert stored_save(page, save["name"])["review"] == whole


def test_review_my_game_runs_in_the_background_and_resumes(page, app_url, tmp_path):
    """Three Epochs: "Review my game" shows a progress bar "n of N decisions" while the page
    answers; each decision rated is stored, and the save opened again goes on from there
    (the decisions stored are kept: one marked in storage keeps its mark)."""
    save = end_save("epochs")
    total = len(RV.decision_points(Record.from_dict(save["record"]), [0]))
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector(".tk-endscreen .tk-review")
    assert page.locator(".tk-review-progress").count() == 0
    page.click(".tk-review [data-act='review:start']")
    page.wait_for_selector(".tk-review-progress progress")
    page.wait_for_function("() => /^[1-9]\\d* of /.test("
                           "document.querySelector('.tk-review-count')?.innerText || '')",
                           timeout=TIMEOUT)
    assert f"of {total} decisions" in page.inner_text(".tk-review-count")
    page.click(".end [data-act=lobby]")                 # left before it is done
    wait_lobby(page)
    key = next(k for k in page.evaluate(SAVES)
               if page.evaluate(STORED, k)["name"] == save["name"])
    kept = page.evaluate(STORED, key)["review"]
    assert kept["total"] == total and 1 <= len(kept["items"]) < total
    page.evaluate("""(k) => { const s = JSON.parse(localStorage.getItem(k));
                     s.review.items[0].loss = 42; localStorage.setItem(k, JSON.stringify(s)); }""",
                  key)
    page.locator(".save-row", has_text=save["name"]).locator(
        "button:has-text('Continue')").click()
    page.wait_for_selector(".tk-endscreen .tk-review")
    found = S.axe(page, ".tk-review")
    assert not found, "\n".join(found)
    page.click(".end [data-act='replay:open']")      # the page answers while it runs
    page.wait_for_selector("#tk-replay-title")
    page.click("[data-act='replay:close']")
    page.wait_for_selector(".tk-review-summary", timeout=TIMEOUT)
    done = stored_save(page, save["name"])["review"]
    assert len(done["items"]) == total
    assert done["items"][0]["loss"] == 42           # resumed: the stored decisions kept
    assert done["items"][1:len(kept["items"])] == kept["items"][1:]


def test_play_on_from_here_makes_a_new_save(page, app_url, tmp_path):
    save = end_save("epochs")
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector(".tk-endscreen")
    before = stored_save(page, save["name"])
    page.click(".end [data-act='replay:open']")
    for _ in range(6):
        page.click("[data-act='replay:next']")
    page.wait_for_selector("#tk-replay-title:has-text('step 6 of')")
    assert page.input_value("#tk-playon-level") == "hard"
    page.select_option("#tk-playon-level", "normal")
    page.click("[data-act='replay:next']")          # the level chosen stays chosen
    page.click("[data-act='replay:prev']")
    page.wait_for_selector("#tk-replay-title:has-text('step 6 of')")
    assert page.input_value("#tk-playon-level") == "normal"
    page.click("[data-act=playon]")
    assert wait_turn(page) == "decide"
    slots = page.evaluate(SAVES)
    assert len(slots) == 2
    slot = page.evaluate("location.hash").split("/")[-1]
    new = page.evaluate(STORED, "galaxy-table/save/" + slot)
    assert new["name"] != save["name"] and len(new["record"]["actions"]) >= 6
    assert new["record"]["actions"][:6] == save["record"]["actions"][:6]
    assert new["seats"][1] == {"name": "Robo", "kind": "ai", "level": "normal"}
    after = stored_save(page, save["name"])
    assert json.dumps(after, sort_keys=True) == json.dumps(before, sort_keys=True)
    page.click(".tk-bar [data-act=lobby]")
    wait_lobby(page)
    assert page.locator(".save-row").count() == 2
