"""Screenshots of an Alien Artifacts or epochs-duel table in every language at phone width,
and a list of texts that are cut off or stick out (not a test; issue 19).

    .venv/bin/python tools/i18n_table_shots.py artifacts|epochs [OUTDIR] [--decisions N]
                                                 [--width 360] [--height 800]

Plays a game through the page (you against easy AI seats, the hurried player of the game's
e2e test) in English for N decisions, then switches the language with the top bar's switch
and, for each language, saves OUTDIR/<game>-i18n-<lang>-<width>.png (the screen the player
sees first: top bar, decision) and OUTDIR/<game>-i18n-<lang>-<width>-table.png (the screen
scrolled to the table's first panel); with --tiles DIR, the whole page too, as screens one
below the other (DIR/<game>-<lang>-<k>.png), to look at every text. It prints, as JSON lines, the page's scroll width and every leaf element of #app whose text is
clipped (its content is wider than its box while overflow hides it) or that reaches past the
viewport's right edge. OUTDIR defaults to build/screenshots (not in git). Needs the runtime,
playwright and /usr/bin/chromium.
"""
import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.core.i18n import LANGUAGES  # noqa: E402
from tests.e2e.table import wait_turn  # noqa: E402
from tools.shots import (chromium_and_server, new_page, overflow_report,  # noqa: E402
                         set_language, to_top)


def _player(game: str):
    """(start(page, url), decide(page, n)) of the game's e2e player."""
    if game == "artifacts":
        from tests.e2e import test_artifacts_play as A
        return (lambda page, url: A.start(page, url, ("human", "ai", "ai"),
                                          ("Alex", "Ada", "Bruno"), seed=4),
                A.decide)
    from tests.e2e import test_epochs_play as E
    return (lambda page, url: E.start(page, url, ("human", "ai"), ("Alex", "Ada"), seed=5),
            E.decide)


def _tiles(page, folder: Path, stem: str, height: int) -> None:
    """The whole page as screens, one below the other."""
    folder.mkdir(parents=True, exist_ok=True)
    total = page.evaluate("document.documentElement.scrollHeight")
    for k, top in enumerate(range(0, total, height - 100)):
        page.evaluate(f"window.scrollTo(0, {top})")
        page.screenshot(path=str(folder / f"{stem}-{k}.png"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game", choices=("artifacts", "epochs"))
    ap.add_argument("outdir", nargs="?", default=str(REPO / "build" / "screenshots"))
    ap.add_argument("--decisions", type=int, default=16)
    ap.add_argument("--width", type=int, default=360)
    ap.add_argument("--height", type=int, default=800)
    ap.add_argument("--tiles", default="")
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    start, decide = _player(args.game)
    worst = 0
    with chromium_and_server() as (browser, url):
        page = new_page(browser, args.width, args.height, locale="en-US")
        page.set_default_timeout(180_000)            # a loaded machine: be patient
        start(page, url)
        for n in range(args.decisions):
            if wait_turn(page) != "decide":
                break
            decide(page, n)
        wait_turn(page)
        for lang in sorted(LANGUAGES, key=lambda code: code != "en"):
            set_language(page, lang)
            page.wait_for_timeout(300)
            to_top(page)
            path = out / f"{args.game}-i18n-{lang}-{args.width}.png"
            page.screenshot(path=str(path))
            page.evaluate("window.scrollTo(0, document.querySelector('.tk-decide')"
                          ".getBoundingClientRect().bottom + window.scrollY - 60)")
            page.screenshot(path=str(out / f"{args.game}-i18n-{lang}-{args.width}-table.png"))
            if args.tiles:
                _tiles(page, Path(args.tiles), f"{args.game}-{lang}", args.height)
            report = overflow_report(page, args.width)
            worst = max(worst, len(report["problems"]))
            shown = path.relative_to(REPO) if path.is_relative_to(REPO) else path
            print(json.dumps({"lang": lang, "shot": str(shown), **report},
                             ensure_ascii=False), flush=True)
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
