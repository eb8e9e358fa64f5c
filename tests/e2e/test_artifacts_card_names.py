"""Alien Artifacts card faces in Chromium with the app's own style sheets: a card's name breaks
only between words, on every planet, technology and ship, at the widths the table uses (172 px
cards in an empire, 150 px on a phone; names are ours and the same in every language).
Before the fix "Dreadnought" with its +1 read "Dreadnoug/ht" on a 172 px card."""
from pathlib import Path

from game.artifacts import cards as C
from ui.artifacts import faces as F

REPO = Path(__file__).resolve().parents[2]
SHEETS = ("assets/app.css", "assets/table.css", "assets/artifacts.css")

# every word of every name on one line of its own (a broken word has two client rects)
BROKEN_WORDS = """() => {
  const broken = [];
  for (const el of document.querySelectorAll('.aa-name')) {
    const node = el.firstChild, text = node.textContent;
    let at = 0;
    for (const word of text.split(' ')) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      if (word && lines.size > 1) broken.push(text + ' / ' + word);
      at += word.length + 1;
    }
  }
  return broken;
}"""


def _cards_html() -> str:
    cards = [c for c in C.BY_KEY.values() if C.KIND[c] in ("planet", "tech", "ship")]
    faces = "".join(F.card(c, "O", small=True) + F.card(c, "L", small=True).replace(
        'class="aa-card', 'class="aa-card narrow', 1) + F.card(c) for c in cards)
    # the sheets inline: linked from the test server, a page of no origin (set_content on
    # about:blank) loaded them but did not apply them, and the test passed on nothing
    css = "".join((REPO / s).read_text() for s in SHEETS)
    return (f'<!doctype html><html><head><meta charset="utf-8"><style>{css}'
            '.aa .aa-card.narrow { width: 150px; }</style></head>'
            f'<body><div class="aa" style="display:flex;flex-wrap:wrap;gap:6px">{faces}</div>'
            '</body></html>')


def test_card_names_break_only_between_words(page):
    page.set_viewport_size({"width": 1366, "height": 768})    # the phone's rule: 50 % wide
    page.set_content(_cards_html(), wait_until="load")
    assert page.evaluate("document.querySelectorAll('.aa-name').length") > 100
    widths = page.evaluate("[...new Set([...document.querySelectorAll('.aa-card')]"
                           ".map(e => Math.round(e.getBoundingClientRect().width)))].sort()")
    assert widths == [150, 172, 190], widths        # the app's sheets are applied
    assert page.evaluate(BROKEN_WORDS) == []
