"""Screenshots of the end screen's charts (issue 78 part 4): the end of a game (the save of
tests/e2e/screens.py) scrolled to its charts, at 1366x768 and 390x844, as WebP (encoded by
Chromium, as tools/doc_shots.py does). Not a test; needs the runtime, playwright and
/usr/bin/chromium.

    .venv/bin/python tools/chart_shots.py [GAME ...] [--out=DIR] [--quality=0.8]

Files are <game>-charts-<W>x<H>.webp (default: build/screenshots/; the best go to
docs/screenshots).
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e import screens as S  # noqa: E402
from tests.e2e.table import import_played  # noqa: E402
from tools.doc_shots import settle, shoot  # noqa: E402
from tools.shots import chromium_and_server, new_page  # noqa: E402


def main(argv: list[str]) -> None:
    opts = dict(a[2:].split("=", 1) for a in argv if a.startswith("--") and "=" in a)
    games = [a for a in argv if not a.startswith("--")] or list(S.GAMES)
    out = Path(opts.get("out", REPO / "build" / "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    quality = float(opts.get("quality", "0.8"))
    with chromium_and_server() as (browser, url):
        encoder = browser.new_page()
        for game in games:
            save = S.end_save(game)
            for width, height in S.SIZES:
                page = new_page(browser, width, height)
                import_played(page, url, Path(tempfile.mkdtemp()), save)
                settle(page)
                page.evaluate("document.querySelector('.tk-charts').scrollIntoView()")
                page.mouse.move(0, 0)
                shoot(page, encoder, out, f"{game}-charts-{width}x{height}.webp", quality)
                page.close()
        encoder.close()


if __name__ == "__main__":
    main(sys.argv[1:])
