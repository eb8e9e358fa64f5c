"""Screenshots of the review of a finished game (issue 78): the end screen with its summary and
the replay viewer at the biggest loss, its mark open on the timeline, at 1366x768 and
390x844. The save is tests/e2e/screens.py's end_save (seat 0 human, seat 1 easy AI), its
review made in CPython by game/core/review.py. Not a test; needs the runtime, playwright and
/usr/bin/chromium.

    .venv/bin/python tools/review_shots.py [GAME] [--out=DIR] [--quality=0.8] [--png]

GAME defaults to rftg; files are review-<game>-<end|mark>-<W>x<H>.webp in DIR (default
build/screenshots; docs/screenshots keeps the best of them).
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from game.core import registry  # noqa: E402
from game.core import review as RV  # noqa: E402
from game.core.record import Record  # noqa: E402
from tests.e2e import screens as S  # noqa: E402
from tests.e2e.table import import_played  # noqa: E402
from tools.doc_shots import settle, shoot  # noqa: E402
from tools.shots import chromium_and_server, new_page, to_top  # noqa: E402


def reviewed_end_save(game: str) -> dict:
    save = S.end_save(game)
    rec = Record.from_dict(save["record"])
    items: list = []
    for _ in RV.review(rec, [0], registry.game(game).hints(), items):
        pass
    save["review"] = dict(RV.new([0], len(items)), items=items)
    return save


def main(argv: list[str]) -> None:
    opts = dict(a[2:].split("=", 1) for a in argv if a.startswith("--") and "=" in a)
    game = next((a for a in argv if not a.startswith("--")), "rftg")
    out = Path(opts.get("out", REPO / "build" / "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    quality = float(opts.get("quality", "0.8"))
    save = reviewed_end_save(game)
    tmp = Path(tempfile.mkdtemp())
    with chromium_and_server() as (browser, url):
        encoder = browser.new_page()
        for width, height in S.SIZES:
            size = f"{width}x{height}"
            page = new_page(browser, width, height)
            import_played(page, url, tmp, save)
            settle(page)
            page.locator(".tk-review").scroll_into_view_if_needed()
            shoot(page, encoder, out, f"review-{game}-end-{size}.webp", quality)
            page.click(".tk-review [data-act='review:mark:0']")
            page.wait_for_selector(".tk-review-box")
            biggest = max(range(len(RV.biggest(save["review"]["items"]))),
                          key=lambda k: RV.biggest(save["review"]["items"])[k]["loss"])
            page.click(f"[data-act='review:mark:{biggest}']")
            page.wait_for_selector(".tk-tl-mark.open")
            to_top(page)
            page.mouse.move(0, 0)
            if width < 600:
                page.locator(".tk-timeline").scroll_into_view_if_needed()
            shoot(page, encoder, out, f"review-{game}-mark-{size}.webp", quality)
            page.close()
        encoder.close()


if __name__ == "__main__":
    main(sys.argv[1:])
