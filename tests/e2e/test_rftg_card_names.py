"""Race for the Galaxy card faces in Chromium with the app's own style sheets: a card's name
breaks between words, or inside a long word only at its hyphenation point with a visible hyphen
(never "Renais / sance"), in every language, at the widths the table uses (108 px cards on a
laptop, 74 px and 76 px on a phone)."""
from pathlib import Path

import pytest

from game.core.i18n import LANGUAGES, set_language
from game.rftg import cards as C
from game.rftg.carddata import DESIGNS
from ui.rftg.cardview import mini
from ui.rftg.faces import face_from_design

REPO = Path(__file__).resolve().parents[2]
SHEETS = ("assets/app.css", "assets/table.css", "assets/rftg.css")

# words broken across lines anywhere but at a soft hyphen (which the browser shows as "-") or
# after a hyphen of the name ("Pan-" / "Galactic")
BAD_BREAKS = """() => {
  const bad = [];
  for (const el of document.querySelectorAll('.c-name')) {
    const text = el.textContent;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const chars = [];           // [node, offset] of each character, in order
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      for (let i = 0; i < n.textContent.length; i++) chars.push([n, i]);
    let prev = null;
    for (let k = 0; k < chars.length; k++) {
      const [n, i] = chars[k], ch = n.textContent[i];
      if (ch === ' ' || ch === '\\u00ad') { prev = null; continue; }
      const range = document.createRange();
      range.setStart(n, i); range.setEnd(n, i + 1);
      const rects = range.getClientRects();
      if (!rects.length) continue;
      const top = Math.round(rects[rects.length - 1].top);    // a line's first character may
                                                             // also report the end of the last
      if (prev !== null && top !== prev) bad.push(text + ' @ ' + k);
      prev = ch === '-' ? null : top;       // a hard hyphen may end a line too
    }
  }
  return bad;
}"""


def _cards_html(lang: str) -> str:
    set_language(lang)
    try:
        faces = [face_from_design(DESIGNS[C.DESIGN[c]]) for c in sorted(C.DESIGN)]
        cards = "".join(mini(f, card_id=i) for i, f in enumerate(faces))
    finally:
        set_language("en")
    css = "".join((REPO / s).read_text() for s in SHEETS)      # inline: no request to wait for
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><style>{css}'
            '</style></head>'
            f'<body><div class="tk rf"><div style="display:flex;flex-wrap:wrap;gap:6px">{cards}'
            f'</div><div class="seat" style="display:flex;flex-wrap:wrap;gap:6px">{cards}</div>'
            '</div></body></html>')


@pytest.mark.parametrize("size", ((1366, 768), (390, 844)))
def test_card_names_break_between_words_or_at_a_hyphen(page, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    bad = []
    for lang in LANGUAGES:
        page.set_content(_cards_html(lang), wait_until="load")
        assert page.evaluate("document.querySelectorAll('.c-name').length") >= 2 * 114
        bad += [f"{lang}: {b}" for b in page.evaluate(BAD_BREAKS)]
    assert bad == []
