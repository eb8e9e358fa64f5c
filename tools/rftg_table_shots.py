"""Play 4-player RFTG games through the page in headless Chromium, take the table screenshots
(start, the first payment, mid game, end; 1366x768 and 390x844) and print in-page timings
(not a test).

    .venv/bin/python tools/rftg_table_shots.py OUTDIR [--quick]

With --quick each game stops after the mid-game shot (a faster look at the card faces).

Prints the number of decisions per width and the median/p95/max of `data-render-ms`
(Python build + DOM update per redraw) and `data-build-ms` (Python only) seen after each
human decision. Needs the runtime (serve.py fetches it), playwright and /usr/bin/chromium.
"""
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e import rftg_play as R  # noqa: E402
from tools.shots import chromium_and_server, new_page, out_and_sizes, to_top  # noqa: E402

OUT, QUICK, _ = out_and_sizes("/tmp/rftg-ui")
SIZES = ((1366, 768), (390, 844))     # --quick stops each game after the mid-game shot
PHONE = 390


def wait_for_actions_above(pg, before):
    """Wait until the table has recorded more than `before` actions."""
    pg.wait_for_function(f"() => +document.querySelector('#tk-root').dataset.actions > {before}")


def decide(pg):
    t = R.title(pg)
    if (t.startswith("Develop") or t.startswith("Settle")) and \
            pg.query_selector(".rf-hand .card.playable"):
        before = R.actions_count(pg)
        pg.click(".rf-hand .card.playable >> nth=0")
        pg.click(".tk-decide [data-act=confirm]")
        wait_for_actions_above(pg, before)
        return
    if pg.query_selector(".tk-decide .actioncard"):
        before = R.actions_count(pg)
        i = random.choice([1, 2, 4, 6])
        pg.click(f".tk-decide .actioncard >> nth={i}")
        pg.click(".tk-decide [data-act=confirm]")
        wait_for_actions_above(pg, before)
        return
    R.decide_simply(pg)


def main():
    Path(OUT).mkdir(parents=True, exist_ok=True)
    random.seed(3)
    renders, builds = [], []
    with chromium_and_server() as (b, url):
        for W, H in SIZES:
            pg = new_page(b, W, H)
            R.new_game(pg, url, seats=("human", "ai", "ai", "ai"), seed=12, level="easy",
                       names=("Alex", "Ada", "Bruno", "Chen"))
            R.wait_turn(pg)
            to_top(pg)
            pg.screenshot(path=f"{OUT}/rftg-start-{W}.png", full_page=(W == PHONE))
            n = 0
            paid = False
            while R.wait_turn(pg, timeout=120000) != "end":
                if not paid and R.wait_turn(pg) == "decide" and R.title(pg).startswith("Pay"):
                    paid = True       # the payment widget with one card selected: cost, reason
                    pg.click(".rf-hand [data-act^=card] >> nth=0")
                    pg.mouse.move(0, 0)
                    pg.focus("#tk-decide-title")
                    pg.screenshot(path=f"{OUT}/rftg-payment-{W}.png", full_page=(W == PHONE))
                    pg.click(".rf-hand [data-act^=card] >> nth=0")
                decide(pg)
                n += 1
                renders.append(float(pg.get_attribute("#tk-root", "data-render-ms") or 0))
                builds.append(float(pg.get_attribute("#tk-root", "data-build-ms") or 0))
                if n == 45:
                    R.wait_turn(pg)
                    to_top(pg)
                    pg.screenshot(path=f"{OUT}/rftg-mid-{W}.png", full_page=(W == PHONE))
                    if QUICK:
                        break
            if QUICK:
                continue
            to_top(pg)
            pg.screenshot(path=f"{OUT}/rftg-end-{W}.png", full_page=(W == PHONE))
            print(W, "decisions", n, "scroll width",
                  pg.evaluate("document.scrollingElement.scrollWidth"))
    renders.sort()
    print("in-page render ms: median", renders[len(renders) // 2],
          "p95", renders[int(len(renders) * .95)], "max", renders[-1])
    builds.sort()
    print("python build ms: median", builds[len(builds) // 2],
          "p95", builds[int(len(builds) * .95)], "max", builds[-1])


if __name__ == "__main__":
    main()
