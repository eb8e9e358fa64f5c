"""Play an Alien Artifacts game through the page in headless Chromium (one human seat playing
hurriedly against easy AI seats) and take the table screenshots at 1366x768 and 390x844:
the start, a payment being selected, the mid game, an attack decision when one comes, the
end screen, and a defense plan chosen against an attack (an imported save; not a test).

    .venv/bin/python tools/artifacts_table_shots.py OUTDIR [--quick] [--players N]

With --quick only the 1366 run is made. Needs the runtime, playwright and /usr/bin/chromium.
"""
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e import test_artifacts_play as A  # noqa: E402
from tests.e2e.table import open_imported  # noqa: E402
from tools.shots import chromium_and_server, new_page, out_and_sizes, to_top  # noqa: E402

OUT, QUICK, SIZES = out_and_sizes("/tmp/artifacts-ui")
PLAYERS = int(sys.argv[sys.argv.index("--players") + 1]) if "--players" in sys.argv else 3
NAMES = ("Alex", "Ada", "Bruno", "Chen", "Dana")


def shot(pg, name, W, at=None):
    """The screen as the player sees it (the viewport), scrolled to `at` when given."""
    to_top(pg)
    if at and pg.query_selector(at):
        pg.evaluate(f"window.scrollTo(0, document.querySelector('{at}').getBoundingClientRect()"
                    f".top + window.scrollY - document.querySelector('.tk-bar').offsetHeight"
                    f" - 8)")
    pg.screenshot(path=f"{OUT}/artifacts-{name}-{W}.png")


def payment_shot(pg, W):
    """A construction (or a trade) with cards selected: what the selection pays, live."""
    modes = A._acts(pg, "pick:m:")
    mode = next((m for m in modes if m.startswith("pick:m:con:")), None) or \
        next((m for m in modes if m.startswith("pick:m:trade:")), None)
    if not mode:
        return False
    pg.click(f".tk-decide [data-act='{mode}']")
    if pg.query_selector(".tk-decide [data-act='pick:side:L']"):
        pg.click(".tk-decide [data-act='pick:side:L']")
    cards = pg.query_selector_all(".aa-handzone button.aa-res")
    if cards:
        cards[0].click()
    shot(pg, "payment", W)
    if W < 800:
        shot(pg, "payment-hand", W, ".aa-handzone")
    pg.keyboard.press("Escape")
    return True


def defense_shot(pg, url, W):
    """The defender's choice of plan (an imported save where the AI attacks the player)."""
    import json
    import tempfile
    save, _ = A._defense_save()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(save, fh)
    open_imported(pg, url, fh.name, "Defense test")
    pg.wait_for_selector(".tk-decide .aa-results")
    shot(pg, "defense", W)


def main():
    Path(OUT).mkdir(parents=True, exist_ok=True)
    with chromium_and_server() as (b, url):
        for W, H in SIZES:
            pg = new_page(b, W, H)
            A.start(pg, url, ("human",) + ("ai",) * (PLAYERS - 1), NAMES[:PLAYERS], seed=4)
            A.wait_turn(pg)
            shot(pg, "start", W)
            paid = False
            n = 0
            mid = attack = False
            while A.wait_turn(pg, timeout=120_000) != "end":
                head = pg.inner_text("#tk-decide-title")
                if not paid and head.startswith("Your turn") and n >= 2:
                    paid = payment_shot(pg, W)
                if not attack and (head.startswith("Attack") or "defense plan" in head):
                    attack = True
                    shot(pg, "attack", W)
                if not mid and n >= 24 and head.startswith("Your turn"):
                    mid = True
                    shot(pg, "mid", W)
                    if W < 800:
                        shot(pg, "mid-empire", W, ".aa-seat.me")
                    else:
                        shot(pg, "mid-others", W, ".aa-common")
                A.decide(pg, n)
                n += 1
            shot(pg, "end", W)
            defense_shot(pg, url, W)
            print(W, "decisions", n, "payment", paid, "attack", attack,
                  "scroll width", pg.evaluate("document.scrollingElement.scrollWidth"))


if __name__ == "__main__":
    main()
