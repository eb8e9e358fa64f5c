"""Play a 4-player Gaia Project game through the page in headless Chromium (one human seat
playing hurriedly, three easy AI seats), take the table screenshots (setup, mid game with
federations, the research board, the end; 1366x768 and 390x844) and print in-page redraw
timings (not a test).

    .venv/bin/python tools/gaia_table_shots.py OUTDIR [--quick]
    .venv/bin/python tools/gaia_table_shots.py OUTDIR --size=360x800 --langs=lt,pl,ru,hu,cs

With --langs the game is played in English and every shot is also taken in each listed
language (switched with the top bar's select mid-game, then back): gaia-<shot>-<W>-<lang>.png.
--size replaces the default sizes with one viewport.

Prints, for the 1366-wide run, the median/p95/max of `data-render-ms` (Python build + DOM
update per redraw) and `data-build-ms` (Python only) after each human decision. With --quick
only the 1366 run is made. Needs the runtime, playwright and /usr/bin/chromium.
"""
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e import test_gaia_play as G  # noqa: E402
from tools.shots import (chromium_and_server, new_page, out_and_sizes,  # noqa: E402
                         set_language, to_top)

OUT, QUICK, SIZES = out_and_sizes("/tmp/gaia-ui")
PHONE = 390
OPTS = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
LANGS = [x for x in OPTS.get("langs", "").split(",") if x]
if "size" in OPTS:
    SIZES = (tuple(int(x) for x in OPTS["size"].split("x")),)
    PHONE = SIZES[0][0] if SIZES[0][0] < 800 else PHONE
SEED = 10


def shot(pg, name, W, at=None):
    """The screen as the player sees it (the viewport), scrolled to `at` when given."""
    to_top(pg)
    if at and pg.query_selector(at):
        pg.evaluate(f"document.querySelector('{at}').scrollIntoView()")
    pg.screenshot(path=f"{OUT}/gaia-{name}-{W}.png")
    if LANGS:
        print(name, W, "en", "overflows:", pg.evaluate(OVERFLOWS))
    for lang in LANGS:                       # the same screen in other languages
        set_lang(pg, lang)
        if at and pg.query_selector(at):
            pg.evaluate(f"document.querySelector('{at}').scrollIntoView()")
        pg.screenshot(path=f"{OUT}/gaia-{name}-{W}-{lang}.png")
        print(name, W, lang, "overflows:", pg.evaluate(OVERFLOWS))
    if LANGS:
        set_lang(pg, "en")


# texts that stick out of their panel (scrolling frames such as the map and the research
# table excepted) and the page's width
OVERFLOWS = """() => {
  const out = [];
  for (const el of document.querySelectorAll('.panel *')) {
    if (el.closest('.scroll, .ga-mapwrap, svg, .visually-hidden') || !el.getClientRects().length)
      continue;
    const box = el.closest('.panel').getBoundingClientRect(), r = el.getBoundingClientRect();
    if (r.right > box.right + 1 || el.scrollWidth > el.clientWidth + 1 && el.clientWidth)
      out.push(el.tagName + '.' + el.className + ': ' + el.textContent.slice(0, 40));
  }
  return {page: document.scrollingElement.scrollWidth, items: out.slice(0, 8),
          count: out.length};
}"""


def set_lang(pg, lang):
    """Switch the page's language with the top bar's select and wait for the redraw."""
    set_language(pg, lang)
    pg.wait_for_timeout(600)
    pg.mouse.move(0, 0)


def main():
    Path(OUT).mkdir(parents=True, exist_ok=True)
    renders, builds = [], []
    with chromium_and_server() as (b, url):
        for W, H in SIZES:
            pg = new_page(b, W, H)
            G.start(pg, url, ("human", "ai", "ai", "ai"), ("Alex", "Ada", "Bruno", "Chen"),
                    seed=SEED)
            G.wait_turn(pg)
            shot(pg, "setup", W)
            if W == PHONE:
                shot(pg, "setup-map", W, ".ga-map-panel")
            n = 0
            mid = False
            while G.wait_turn(pg, timeout=120_000) != "end":
                G.decide(pg, n, build_every=1)
                n += 1
                if W != PHONE:
                    renders.append(float(pg.get_attribute("#tk-root", "data-render-ms") or 0))
                    builds.append(float(pg.get_attribute("#tk-root", "data-build-ms") or 0))
                bar = pg.evaluate("(document.querySelector('.tk-bar') || {}).innerText || ''")
                if not mid and ("Round 4" in bar or "Round 5" in bar) and \
                        pg.query_selector(".ga-map .fed"):
                    mid = True
                    G.wait_turn(pg)
                    shot(pg, "mid", W)
                    if W == PHONE:
                        shot(pg, "mid-board", W, ".ga-player.me")
                    el = pg.query_selector(".ga-research-panel")
                    if el:
                        el.screenshot(path=f"{OUT}/gaia-research-{W}.png")
                    for lang in LANGS:
                        set_lang(pg, lang)
                        el = pg.query_selector(".ga-research-panel")
                        el.screenshot(path=f"{OUT}/gaia-research-{W}-{lang}.png")
                    if LANGS:
                        set_lang(pg, "en")
            shot(pg, "end", W)
            print(W, "decisions", n, "mid shot", mid,
                  "scroll width", pg.evaluate("document.scrollingElement.scrollWidth"))
    for name, xs in (("in-page render ms", renders), ("python build ms", builds)):
        xs.sort()
        if xs:
            print(f"{name}: n {len(xs)} median {xs[len(xs) // 2]} "
                  f"p95 {xs[int(len(xs) * .95)]} max {xs[-1]}")


if __name__ == "__main__":
    main()
