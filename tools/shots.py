"""What the screenshot tools (tools/*_shots.py) share: their command line's OUTDIR, --quick
and sizes, headless Chromium with the app served from this checkout, a screen scrolled to the
top, the language switch of the top bar, and the check for texts that are cut off or stick
out past the viewport (not a test; needs the runtime, playwright and /usr/bin/chromium).

    with chromium_and_server() as (browser, url):
        page = new_page(browser, 390, 844)
        ...
"""
from __future__ import annotations

import sys
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402
from tests.e2e.fixtures import CHROMIUM, CHROMIUM_ARGS, RunningServer  # noqa: E402

SIZES = ((1366, 768), (390, 844))       # a laptop and a phone


def out_and_sizes(default_out: str, argv: list | None = None) -> tuple[str, bool, tuple]:
    """(OUTDIR, quick, sizes) of a tool's command line: OUTDIR is the first argument that is
    not an option (else `default_out`); --quick keeps only the 1366x768 size."""
    argv = sys.argv[1:] if argv is None else argv
    args = [a for a in argv if not a.startswith("--")]
    quick = "--quick" in argv
    return (args[0] if args else default_out), quick, (SIZES[:1] if quick else SIZES)


@contextmanager
def chromium_and_server(build_first: bool = False) -> Iterator[tuple]:
    """(browser, url): headless Chromium and the app served from this checkout (serve.py),
    both stopped afterwards. `build_first`: fetch the page once before the browser starts
    (the site's first build, with bytecode, can take minutes on a loaded machine)."""
    srv = RunningServer(serve.make_server("127.0.0.1", 0, repo=str(REPO)))
    try:
        if build_first:
            urllib.request.urlopen(srv.url, timeout=900).read()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                yield browser, srv.url
            finally:
                browser.close()
    finally:
        srv.stop()


def new_page(browser, width: int, height: int, **options):
    """A page of `width` x `height` CSS pixels at device scale 1 (more `options` for
    Playwright's new_page, e.g. locale)."""
    return browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=1,
                            **options)


def to_top(page) -> None:
    """The mouse out of the way (no hover card) and the page scrolled to its top."""
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")


def set_language(page, lang: str) -> None:
    """Switch the page's language with the top bar's select; wait until the page has it."""
    page.select_option("#language", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")


OVERFLOW_JS = """([width, cutWord, pastWord]) => {
  const found = [];
  for (const el of document.querySelectorAll('#app *')) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || el.children.length || !el.textContent.trim()) continue;
    if (el.closest('.visually-hidden')) continue;    // text for assistive technology only
    const style = getComputedStyle(el);
    const hides = !['visible', 'auto', 'scroll'].includes(style.overflowX);
    const cut = hides && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    const past = box.right > width + 1 && !el.closest('.zoom');
    if (cut || past) {
      found.push({tag: el.tagName.toLowerCase(), cls: String(el.className || ''),
                  text: el.textContent.trim().slice(0, 60), why: cut ? cutWord : pastWord,
                  right: Math.round(box.right)});
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, problems: found};
}"""


def overflow_report(page, width: int, words: tuple = ("cut", "past edge")) -> dict:
    """{"scrollWidth", "problems"}: the page's scroll width and every leaf element of #app
    with text that is clipped (wider than its box while its overflow hides it) or that
    reaches past `width` (the enlarged card excepted); `words` name the two cases."""
    return page.evaluate(OVERFLOW_JS, [width, *words])
