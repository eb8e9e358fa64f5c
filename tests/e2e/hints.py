"""The Hint of the table kit in the page (ui/table/hints.py), checked the same way in each
game's play module: from an imported save at a decision of the human seat, H shows the
progress and then three rows with worth and reason, the hinted items are marked on the
table, the frame passes axe, a click on a row selects (or focuses) its move without sending
it, and Cancel stops a hint under way (the Hint button once more)."""
from tests.e2e.screens import axe
from tests.e2e.table import TIMEOUT, actions, import_played, played_save, wait_turn

WATCH = """() => { window.__hintProgress = false;
  new MutationObserver(() => { if (document.querySelector('.tk-hint-progress'))
    window.__hintProgress = true; }).observe(document.body, {subtree: true, childList: true}); }"""

CANCEL = """async () => { document.querySelector('.tk-decide [data-act="hint"]').click();
  const cancel = document.querySelector('[data-act="hint:cancel"]');
  if (!cancel) return 'no cancel';
  cancel.click();
  return document.querySelector('.tk-hint-progress, .tk-hint-row') ? 'still' : 'stopped'; }"""


def hint_save(game: str, moves: int, seed: int = 5, options: dict | None = None,
              policy=None) -> dict:
    """A human-against-AI save after about `moves` random moves, at seat 0's decision."""
    save, _ = played_save(game, 2, seed, lambda st: len(st.history) >= moves and
                          st.deciders()[:1] == [0], 0, ("Vera", "Robo"), ("human", "ai"),
                          options=options, name="Hint", policy=policy)
    return save


def check_hint(page, app_url, tmp_path, save: dict) -> None:
    import_played(page, app_url, tmp_path, save)
    assert wait_turn(page) == "decide"
    page.wait_for_selector('.tk-decide [data-act="hint"]')
    before = actions(page)
    page.evaluate(WATCH)
    page.locator("#tk-decide-title").focus()
    page.keyboard.press("h")
    page.wait_for_selector(".tk-hint-row", timeout=TIMEOUT)
    assert page.evaluate("window.__hintProgress"), "the progress was shown"
    rows = page.query_selector_all(".tk-hint-row")
    legal_many = len(rows) >= 1
    assert legal_many and len(rows) <= 3
    for row in rows:
        assert row.inner_text().strip()
        assert page.evaluate("r => r.querySelector('.tk-hint-worth').textContent", row)
        assert page.evaluate("r => r.querySelector('.tk-hint-why').textContent", row)
    assert page.query_selector('.tk-hinted[data-hint^="1"]'), "the best move is marked"
    assert axe(page, ".tk-decide") == []
    page.click('[data-act="hint:1"]')
    page.wait_for_function("() => document.activeElement && "
                           "document.activeElement.matches('.tk-hinted')")
    assert actions(page) == before, "a hint row selects, it does not send"
    assert page.evaluate(CANCEL) == "stopped"
    page.wait_for_selector('.tk-decide [data-act="hint"]')
    assert not page.query_selector(".tk-hint-progress, .tk-hint-row")
    assert actions(page) == before
