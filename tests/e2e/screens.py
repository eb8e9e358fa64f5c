"""What a player sees of every game's table at a laptop's and a phone's size, checked in the
page (tests/e2e/test_table_screens.py; the screenshot script of docs/screenshots uses it too):

- `overflow(page)`: how far the document is wider than the viewport (0: no sideways scroll),
  `fits(page, where)` asserts it in every tab and panel of the table (`each_panel`);
- `show_zoom(page, card, touch)` opens the enlarged card by hover or long press and returns
  its bounding box, `zoom_inside(page, box)` says whether it lies inside the viewport;
- `crumb_lines(page)`: the lines of the top bar's title (the breadcrumb);
- `axe(page)`: the violations of axe-core's WCAG 2.2 A/AA rules (tools/axe.py fetches the
  pinned axe-core; it is injected from the file, so no request goes to another host);
- `mid_save(game)`, `end_save(game)`: saves of a 2-player game (seat 0 human, seat 1 easy
  AI) in the middle of play, at seat 0's decision, and at its end (tests/e2e/table.py's
  played_save: random legal moves played in CPython).
"""
from __future__ import annotations

from tests.e2e.table import played_save

SIZES = ((1366, 768), (390, 844))          # a laptop and a phone
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
GAMES = ("rftg", "gaia", "artifacts", "epochs")
TITLES = {"rftg": "Race for the Galaxy", "gaia": "Gaia Project", "artifacts": "Alien Artifacts",
          "epochs": "Three Epochs of Space"}
NAMES = ("Vera", "Robo")
MID_MOVES = {"rftg": 40, "gaia": 60, "artifacts": 40, "epochs": 14}
TOUCH = {"pointerType": "touch", "isPrimary": True, "pointerId": 11}

OVERFLOW_JS = """() => {
  const doc = document.documentElement, vw = innerWidth;
  const wide = [];
  if (doc.scrollWidth > vw) {
    for (const el of document.querySelectorAll('#app *')) {
      const r = el.getBoundingClientRect();
      if (r.right > vw + 0.5 && r.width > 0) {
        wide.push(el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' ' +
                  Math.round(r.right));
        if (wide.length > 5) break;
      }
    }
  }
  return [doc.scrollWidth - vw, wide];
}"""


def options(game: str) -> dict | None:
    return {"variant": "first-game"} if game == "gaia" else None


def _policy(game: str):
    if game == "gaia":      # Gaia's random play that also builds (tests/e2e/test_gaia_play.py)
        from game.gaia.__main__ import random_policy
        return random_policy
    return None


def save_name(game: str) -> str:
    """A save's name as the app gives it (the game and when it started): a long breadcrumb."""
    return f"{TITLES[game]} · 6 Dec 2026, 23:40"


def mid_save(game: str) -> dict:
    """A game in the middle: MID_MOVES[game] moves or more made, seat 0 to decide."""
    def mid(st) -> bool:
        return (len(st.history) >= MID_MOVES[game] and not st.is_over()
                and 0 in st.deciders())
    save, _ = played_save(game, 2, 5, mid, 0, NAMES, ("human", "ai"), options=options(game),
                          name=save_name(game), policy=_policy(game))
    return save


def end_save(game: str) -> dict:
    """A game that is over."""
    save, _ = played_save(game, 2, 5, lambda st: st.is_over(), 0, NAMES, ("human", "ai"),
                          options=options(game), name=save_name(game), policy=_policy(game))
    return save


def quiet(page, ms: int = 600) -> None:
    """Wait until no move was made for `ms` (the computer seats are done for now)."""
    page.wait_for_function(
        """(ms) => {
          const n = document.querySelector('#tk-root')?.dataset.actions;
          const now = performance.now();
          if (window.__gtQuiet?.n !== n) window.__gtQuiet = {n, at: now};
          return now - window.__gtQuiet.at >= ms;
        }""", arg=ms, polling=100, timeout=60_000)


def overflow(page) -> tuple[float, list]:
    """(document width - viewport width, the first elements that stick out)."""
    over, wide = page.evaluate(OVERFLOW_JS)
    return over, wide


def fits(page, where: str) -> None:
    """No sideways scroll: the document is no wider than the viewport."""
    over, wide = overflow(page)
    assert over <= 0, f"{where}: the document is {over} px wider than the viewport: {wide}"


def each_panel(page, where: str, check=None) -> None:
    """`fits` in every tab of the side panel (log, all events, scores, help), then back on
    the log, and with Gaia's map zoomed in; `check(where, scope)`, when given, after each
    (scope: the selector of what changed, None for the whole page)."""
    fits(page, where)
    if check:
        check(where, None)
    for key in ("score", "help", "logall", "log"):
        tab = page.locator(f".tk-side [data-act='panel:{key}']")
        if not tab.count():
            continue
        tab.first.click()
        page.wait_for_selector(f".tk-side [data-act='panel:{key}'][aria-pressed=true], "
                               f".tk-side [data-act='panel:log'][aria-pressed=true]",
                               state="attached")
        fits(page, f"{where}, side panel {key}")
        if check and key != "log":
            check(f"{where}, side panel {key}", ".tk-side")
    if page.locator("[data-act='view:zoom-in']").count():
        page.click("[data-act='view:zoom-in']")
        page.wait_for_selector("[data-act='view:zoom-fit'][aria-disabled=false]",
                               state="attached")
        fits(page, f"{where}, map zoomed in")
        if check:
            check(f"{where}, map zoomed in", "[data-zoomable]")
        page.click("[data-act='view:zoom-fit']")
        page.wait_for_selector("[data-act='view:zoom-fit'][aria-disabled=true]",
                               state="attached")


def crumb_lines(page) -> float:
    """How many lines the top bar's title takes (1 when it stays on one line)."""
    return page.evaluate("""() => {
      const el = document.querySelector('#screen-title');
      const line = parseFloat(getComputedStyle(el).lineHeight) ||
                   parseFloat(getComputedStyle(el).fontSize) * 1.2;
      return el.getBoundingClientRect().height / line;
    }""")


def zoom_box(page) -> dict | None:
    """The enlarged card's bounding box, None while it is hidden."""
    return page.evaluate("""() => {
      const z = document.querySelector('.tk .zoom');
      if (!z || z.hidden || !z.textContent.trim()) return null;
      const r = z.getBoundingClientRect();
      return {x: r.left, y: r.top, width: r.width, height: r.height};
    }""")


def show_zoom(page, card, touch: bool) -> dict | None:
    """Open the enlarged card of `card` (a locator) as a player does: the mouse over it, or
    on a touch screen a long press (a finger held past the delay, then lifted without a
    click); the card is first scrolled to the bottom edge of the screen, where the enlarged
    card has the least room. Returns the box (None if nothing opened)."""
    card.evaluate("el => el.scrollIntoView({block: 'end', inline: 'nearest'})")
    if touch:
        card.dispatch_event("pointerdown", TOUCH)
    else:
        card.hover()
    try:
        page.wait_for_function("() => { const z = document.querySelector('.tk .zoom');"
                               " return z && !z.hidden && z.textContent.trim(); }",
                               timeout=5_000)
    except Exception:
        return None
    finally:
        if touch:
            card.dispatch_event("pointerup", TOUCH)
    return zoom_box(page)


def zoom_inside(page, box: dict) -> bool:
    size = page.viewport_size
    return (box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"]
            and box["y"] + box["height"] <= size["height"])


def axe(page, scope: str | None = None) -> list[str]:
    """axe-core's violations of the WCAG 2.0-2.2 A and AA rules on the page (or in the
    elements matching `scope`), one line each (rule, impact, the first elements); notices
    fading out are left out (they are leaving)."""
    from tools.axe import AXE_JS, installed_ok

    assert installed_ok(), ("axe-core is not installed: run `python3 -m tools.axe` "
                            "(bash tests/run.sh does)")
    if not page.evaluate("() => !!window.axe"):
        # evaluated through the DevTools protocol: an inline <script> (add_script_tag) would
        # be refused by the page's Content-Security-Policy (tools/csp.py)
        page.evaluate("() => { " + AXE_JS.read_text() + "\n}")
    found = page.evaluate(
        """([tags, scope]) => axe.run({include: scope ? [[scope]] : [['html']],
                                      exclude: [['.notice.is-fading']]},
                             {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
           .then(r => r.violations.map(v => v.id + ' (' + v.impact + ', ' + v.nodes.length +
                 '): ' + v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + n.html.slice(0, 300) + ' ' +
                 (n.failureSummary || '').split('\\n').slice(1, 2).join('').trim())
                 .join(' | ')))""", [AXE_TAGS, scope])
    return found
