"""Screenshots of one Race table in every language at phone width, and a check that no text
is cut off (not a test; issue 19).

    .venv/bin/python tools/rftg_i18n_shots.py [OUTDIR] [--decisions N] [--width 360]

Plays a 3-player game (you against two easy AIs, seed 12) through the page for N decisions
(default 24), then switches the language with the top bar's switch and, for each language,
saves OUTDIR/rftg-i18n-<lang>-<width>.png (the whole page) and prints what overflows there
(and, before the game, on the lobby and the new-game form in every language): the
page's scroll width, and every element inside #app whose text is clipped (its scrollWidth is
larger than its box while its overflow hides it) or that sticks out of the viewport.
OUTDIR defaults to build/screenshots (not in git). Needs the runtime, playwright and
/usr/bin/chromium.
"""
import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.core.i18n import LANGUAGES  # noqa: E402
from tests.e2e import rftg_play as R  # noqa: E402
from tools.shots import (chromium_and_server, new_page, overflow_report,  # noqa: E402
                         set_language, to_top)

WORDS = ("clipped", "outside")       # what overflow_report calls the two cases here


def decide(page):
    title = R.title(page)
    if page.query_selector(".tk-decide .actioncard"):
        before = R.actions_count(page)
        page.click(".tk-decide .actioncard >> nth=2")      # Develop: cards get placed
        page.click(".tk-decide [data-act=confirm]")
        page.wait_for_function(f"() => +document.querySelector('#tk-root').dataset.actions"
                               f" > {before}")
        return
    if title.startswith(("Develop", "Settle")) and \
            page.query_selector(".rf-hand .card.playable"):
        before = R.actions_count(page)
        page.click(".rf-hand .card.playable >> nth=0")
        page.click(".tk-decide [data-act=confirm]")
        page.wait_for_function(f"() => +document.querySelector('#tk-root').dataset.actions"
                               f" > {before}")
        return
    R.decide_simply(page)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir", nargs="?", default=str(REPO / "build" / "screenshots"))
    ap.add_argument("--decisions", type=int, default=24)
    ap.add_argument("--width", type=int, default=360)
    ap.add_argument("--height", type=int, default=800)
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    worst = 0
    with chromium_and_server(build_first=True) as (browser, url):
        page = new_page(browser, args.width, args.height, locale="en-US")
        R.open_app(page, url)           # the lobby and the new-game form, every language
        for lang in LANGUAGES:
            set_language(page, lang)
            for screen in ("lobby", "form"):
                if screen == "form":
                    page.click("#new-rftg")
                    page.wait_for_selector(".tk-setup")
                report = overflow_report(page, args.width, WORDS)
                worst = max(worst, len(report["problems"]))
                print(json.dumps({"lang": lang, "screen": screen, **report},
                                 ensure_ascii=False))
            page.click("#go-lobby")
            page.wait_for_selector(".hero")
        page.select_option("#language", "en")
        R.new_game(page, url, seats=("human", "ai", "ai"), seed=12, level="easy",
                   names=("Alex", "Ada", "Bruno"))
        for _ in range(args.decisions):
            if R.wait_turn(page, timeout=120_000) != "decide":
                break
            decide(page)
        R.wait_turn(page, timeout=120_000)
        for lang in sorted(LANGUAGES, key=lambda code: code != "en"):
            set_language(page, lang)
            page.wait_for_timeout(300)
            to_top(page)
            path = out / f"rftg-i18n-{lang}-{args.width}.png"
            page.screenshot(path=str(path), full_page=True)
            report = overflow_report(page, args.width, WORDS)
            worst = max(worst, len(report["problems"]))
            print(json.dumps({"lang": lang, "shot": str(path.relative_to(REPO))
                              if path.is_relative_to(REPO) else str(path), **report},
                             ensure_ascii=False))
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
