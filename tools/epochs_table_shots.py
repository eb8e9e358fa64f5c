"""Play a game of Three Epochs of Space through the page in headless Chromium (one human
seat playing hurriedly against the easy AI) and take the table screenshots: the start, a
payment, a colonisation card with its quarters highlighted, the end of an epoch step by
step, and the end screen; at 1366x768 and 390x844 (not a test).

    .venv/bin/python tools/epochs_table_shots.py OUTDIR [--quick]

With --quick only the 1366 run is made. Needs the runtime, playwright and /usr/bin/chromium.
"""
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e import test_epochs_play as G  # noqa: E402
from tools.shots import chromium_and_server, new_page, out_and_sizes, to_top  # noqa: E402

OUT, QUICK, SIZES = out_and_sizes("/tmp/epochs-ui")
SEED = 5


def shot(pg, name, W, at=None):
    """The screen as the player sees it (the viewport), scrolled to `at` when given."""
    to_top(pg)
    if at and pg.query_selector(at):
        pg.evaluate(f"document.querySelector('{at}').scrollIntoView()")
        pg.evaluate("window.scrollBy(0, -((document.querySelector('.tk-bar') || {})"
                    ".offsetHeight || 50) - 16)")      # below the sticky status bar
    pg.wait_for_timeout(200)
    pg.screenshot(path=f"{OUT}/epochs-{name}-{W}.png")


def main():
    Path(OUT).mkdir(parents=True, exist_ok=True)
    with chromium_and_server() as (b, url):
        for W, H in SIZES:
            pg = new_page(b, W, H)
            G.start(pg, url, ("human", "ai"), ("Vera", "Robo"), seed=SEED)
            G.wait_turn(pg)
            shot(pg, "start", W)
            taken = set()
            n = 0
            while G.wait_turn(pg, timeout=120_000) != "end":
                head = pg.inner_text("#tk-decide-title")
                if "pay" not in taken and head.startswith("Pay for"):
                    taken.add("pay")
                    shot(pg, "payment", W)
                colony = pg.query_selector(".ep-hand .ep-card.k-colony[data-act^='card:']")
                if "quarters" not in taken and "your turn" in head and colony:
                    taken.add("quarters")
                    colony.click()
                    pg.wait_for_selector("[data-act^='card:q:']")
                    shot(pg, "quarters", W, ".ep-universe.me")
                    pg.click(".tk-decide [data-act=clear]")
                fresh = pg.query_selector(".ep-end.fresh")
                if fresh and "end" not in taken and fresh.get_attribute("data-epoch") == "1" \
                        and "your turn" in head:
                    taken.add("end")
                    pg.wait_for_timeout(6000)           # the steps appear one by one
                    shot(pg, "epoch-end", W, ".ep-end.fresh")
                G.decide(pg, n)
                n += 1
            shot(pg, "end", W)
            pg.wait_for_timeout(300)
            shot(pg, "end-breakdown", W, ".ep-finalpanel")
            print(W, "decisions", n, "shots", sorted(taken),
                  "scroll width", pg.evaluate("document.scrollingElement.scrollWidth"))


if __name__ == "__main__":
    main()
