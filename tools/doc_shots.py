"""Take the screenshots kept in docs/screenshots: each named table at the start of a game (from
the new-game form), in the middle and at the end (from the saves of tests/e2e/screens.py:
2 players, seat 0 human, seat 1 easy AI), at 1366x768 and 390x844, plus the enlarged card (or
Gaia's hex popover) in the middle of the game; written as WebP, encoded by Chromium itself (a
canvas's toDataURL: no image library is needed). Not a test; needs the runtime, playwright
and /usr/bin/chromium.

    .venv/bin/python tools/doc_shots.py [GAME ...] [--out=DIR] [--quality=0.8] [--png]

GAME is rftg, gaia, artifacts or epochs (default: all four). Files are
<game>-<start|mid|end>-<W>x<H>.webp and <game>-zoom-<W>x<H>.webp; with --lesson instead the
lesson's second step (lesson-<game>-<W>x<H>.webp, started from the lobby's Learn button) and
the Rules tab opened from that decision's Rules link (rules-<game>-<W>x<H>.webp); the first screen only
(what a player sees before scrolling), the mouse out of the way. --png also keeps each PNG
(to look at them with tools that do not read WebP).
"""
from __future__ import annotations

import base64
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e import screens as S  # noqa: E402
from tests.e2e import lesson as LE  # noqa: E402
from tests.e2e.table import import_played, start_game, wait_turn  # noqa: E402
from tools.shots import chromium_and_server, new_page, to_top  # noqa: E402

# the card (or hex) whose enlarged box is shown in the -zoom shot, per game
ZOOM_TARGET = {"rftg": ".rf-hand [data-card]", "gaia": ".ga-mapwrap .hx.can",
               "artifacts": "[data-card]", "epochs": "[data-card]"}

WEBP_JS = """async ([png, quality]) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + png;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
  canvas.getContext('2d').drawImage(img, 0, 0);
  return canvas.toDataURL('image/webp', quality).split(',')[1];
}"""


def webp(encoder: Any, png: bytes, quality: float) -> bytes:
    """`png` re-encoded as WebP by Chromium (`encoder`: a blank page)."""
    data = encoder.evaluate(WEBP_JS, [base64.b64encode(png).decode(), quality])
    return base64.b64decode(data)


def settle(page: Any) -> None:
    """The table up and the computer seats done for now, the mouse away, scrolled to the top."""
    page.wait_for_selector(".tk-table, .tk-endscreen", timeout=90_000)
    S.quiet(page)
    page.evaluate("document.querySelector('#notices')?.replaceChildren()")  # "Imported ..."
    to_top(page)


KEEP_PNG = "--png" in sys.argv


def shoot(page: Any, encoder: Any, out: Path, name: str, quality: float) -> None:
    png = page.screenshot()
    if KEEP_PNG:
        (out / name.replace(".webp", ".png")).write_bytes(png)
    data = webp(encoder, png, quality)
    (out / name).write_bytes(data)
    print(f"{name}: {len(data) // 1024} KB")


def game_shots(browser: Any, url: str, game: str, out: Path, quality: float) -> None:
    encoder = browser.new_page()
    tmp = Path(tempfile.mkdtemp())
    saves = {"mid": S.mid_save(game), "end": S.end_save(game)}
    for moment, save in saves.items():         # the lobby finds each save by its name
        save["name"] = f"{save['name']} ({moment})"
    for width, height in S.SIZES:
        size = f"{width}x{height}"
        page = new_page(browser, width, height)
        start_game(page, url, game, ("human", "ai"), S.NAMES, 5, options=S.options(game))
        wait_turn(page)
        settle(page)
        shoot(page, encoder, out, f"{game}-start-{size}.webp", quality)
        for moment, save in saves.items():
            import_played(page, url, tmp, save)
            settle(page)
            shoot(page, encoder, out, f"{game}-{moment}-{size}.webp", quality)
            if moment == "mid":
                target = page.locator(ZOOM_TARGET[game]).first
                box = S.show_zoom(page, target, touch=width < 600)
                if box is None:
                    print(f"{game} at {size}: no enlarged card opened", file=sys.stderr)
                else:
                    shoot(page, encoder, out, f"{game}-zoom-{size}.webp", quality)
                page.keyboard.press("Escape")
        page.close()
    encoder.close()


def lesson_shots(browser: Any, url: str, game: str, out: Path, quality: float) -> None:
    """The lesson at its second step, and the Rules tab opened from its decision."""
    encoder = browser.new_page()
    for width, height in S.SIZES:
        size = f"{width}x{height}"
        page = new_page(browser, width, height)
        LE.start_lesson(page, url, game)
        page.wait_for_selector(LE.MARKED)
        while LE.state(page) == "guided:0":
            page.locator(LE.MARKED).first.click()
            page.wait_for_timeout(300)
        wait_turn(page)
        page.wait_for_selector(LE.BOX)
        S.quiet(page)
        page.evaluate("document.querySelector('#notices')?.replaceChildren()")
        page.evaluate("document.querySelector('.tk-decide')?.scrollIntoView()")
        shoot(page, encoder, out, f"lesson-{game}-{size}.webp", quality)
        link = page.locator(".tk-decide .tk-ref-kind")
        if link.count():
            link.first.click()
            page.wait_for_selector("#tk-ref-title")
            shoot(page, encoder, out, f"rules-{game}-{size}.webp", quality)
        page.close()
    encoder.close()


def main(argv: list[str]) -> None:
    opts = dict(a[2:].split("=", 1) for a in argv if a.startswith("--") and "=" in a)
    games = [a for a in argv if not a.startswith("--")] or list(S.GAMES)
    out = Path(opts.get("out", REPO / "docs" / "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    with chromium_and_server() as (browser, url):
        for game in games:
            shots = lesson_shots if "--lesson" in argv else game_shots
            shots(browser, url, game, out, float(opts.get("quality", "0.8")))


if __name__ == "__main__":
    main(sys.argv[1:])
