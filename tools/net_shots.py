"""Screenshots of playing with a friend (issue 80): the host's invite panel (link, QR code,
answer field), the friend's page with its answer code, and both tables once connected over
WebRTC (two browser contexts of one headless Chromium on loopback), at 1366x768 and 390x844,
as WebP. Not a test; needs the runtime, playwright and /usr/bin/chromium.

    .venv/bin/python tools/net_shots.py [--out=DIR] [--quality=0.8]

Files are net-<what>-<W>x<H>.webp (default: build/screenshots/; the best go to
docs/screenshots/). A game of Three Epochs of Space, the friend in the second seat.
"""
from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from tests.e2e.table import TIMEOUT, start_game  # noqa: E402
from tools.doc_shots import shoot  # noqa: E402
from tools.shots import SIZES, chromium_and_server, to_top  # noqa: E402


def context(browser, width: int, height: int):
    return browser.new_context(viewport={"width": width, "height": height},
                               device_scale_factor=1, locale="en-US", reduced_motion="reduce")


def main(argv: list[str]) -> None:
    opts = dict(a[2:].split("=", 1) for a in argv if a.startswith("--") and "=" in a)
    out = Path(opts.get("out", REPO / "build" / "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    quality = float(opts.get("quality", "0.8"))
    with chromium_and_server(build_first=True) as (browser, url):
        encoder = browser.new_page()
        for width, height in SIZES:
            size = f"{width}x{height}"
            host_ctx, friend_ctx = context(browser, width, height), context(browser, width, height)
            host = host_ctx.new_page()
            start_game(host, url, "epochs", ("human", "friend"), ("Hana", "Pavel"), seed=5,
                       options={"first": "player 1"}, set_players=False)
            host.click("[data-net='invite:1']")
            host.wait_for_selector("#net-link-1", timeout=TIMEOUT)
            host.locator(".net-seat[data-seat='1']").scroll_into_view_if_needed()
            shoot(host, encoder, out, f"net-invite-{size}.webp", quality)
            friend = friend_ctx.new_page()
            friend.goto(host.input_value("#net-link-1"))
            friend.wait_for_selector("#net-answer", timeout=TIMEOUT)
            to_top(friend)
            shoot(friend, encoder, out, f"net-answer-{size}.webp", quality)
            host.fill("#net-answer-1", friend.input_value("#net-answer"))
            host.click("[data-net='connect:1']")
            host.wait_for_selector(".net-seat.is-open[data-seat='1']", timeout=TIMEOUT)
            friend.wait_for_selector(".net-panel.is-open", timeout=TIMEOUT)
            friend.wait_for_selector(".tk-table", timeout=TIMEOUT)
            for page, name in ((host, "host"), (friend, "friend")):
                to_top(page)
                page.wait_for_timeout(300)
                shoot(page, encoder, out, f"net-{name}-{size}.webp", quality)
            host_ctx.close()
            friend_ctx.close()
        encoder.close()


if __name__ == "__main__":
    main(sys.argv[1:])
