"""Tiny HTML-building helpers: escaping and attribute rendering (pure Python, no DOM).

The RFTG UI renders whole regions as HTML strings in plain Python (testable in CPython) and the
DOM layer only assigns them and listens for events::

    >>> text("button", "Go & play", cls="btn", data_act="go", disabled=True)
    '<button class="btn" data-act="go" disabled>Go &amp; play</button>'
"""
from html import escape
from typing import Any

from game.core.i18n import domain

_ = domain("app")


def esc(text: object) -> str:
    """Escape text for HTML content and attribute values."""
    return escape(str(text), quote=True)


def attrs(**kw: Any) -> str:
    """Render keyword attributes: `cls` -> class, `data_x` -> data-x, `aria_x` -> aria-x.

    False/None values are left out; True renders a bare attribute.
    """
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = "class" if key == "cls" else key.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def tag(name: str, inner: str = "", /, **kw: Any) -> str:
    """An element with already-rendered inner HTML (escape text with esc() or text=)."""
    return f"<{name}{attrs(**kw)}>{inner}</{name}>"


def text(name: str, content: object, /, **kw: Any) -> str:
    """An element whose content is plain text (escaped)."""
    return tag(name, esc(content), **kw)


def classes(*names: str | None, **flags: object) -> str:
    """Join class names, adding each flag name whose value is true."""
    parts = [n for n in names if n]
    parts += [k.replace("_", "-") for k, v in flags.items() if v]
    return " ".join(parts)


def void(name: str, /, **kw: Any) -> str:
    """An element without content or end tag (input, img, br)."""
    return f"<{name}{attrs(**kw)}>"


def with_zoom(card: str, label: str) -> str:
    """`card` (one element with `data-card`) followed by its zoom affordance: a small
    "enlarge" button (a 24x24 px target, shown only on narrow or touch screens by
    assets/table.css) that opens the kit's enlarged card on a tap or click, separate from the
    card's own action; a tap elsewhere or Escape closes it (page_input.py). `label` is the
    card's name; the button is named "Enlarge <label>". The wrapper takes no room of its own
    where the button is hidden (display: contents)."""
    button = tag("button", '<span aria-hidden="true">+</span>', type="button",
                 cls="tk-zoom-btn", data_zoom="1", aria_label=_("Enlarge {name}", name=label))
    return tag("span", card + button, cls="tk-zw")


# vowels of our six languages (a break goes between syllables, near the middle of the word)
_VOWELS = set("aeiouyAEIOUY" "áéíóöőúüűÁÉÍÓÖŐÚÜŰ" "ąęėįųūĄĘĖĮŲŪ" "ěůýĚŮÝ"
              "аеёиоуыэюяАЕЁИОУЫЭЮЯ")


def soft_hyphen(word: str) -> str:
    """One break mark (U+00AD) at a syllable-like break near the middle of a long word
    (between two consonants that stand between vowels, before a consonant between vowels, or
    after the first of three consonants between vowels),
    so that a narrow card can break "Conglo|merate" instead of cutting it or shrinking it."""
    if len(word) < 11 or not word.isalpha():
        return word
    def vowel(i: int) -> bool:
        return word[i] in _VOWELS
    cands = []
    for i in range(4, len(word) - 2):
        if not vowel(i - 1) and not vowel(i) and vowel(i - 2) and vowel(i + 1) \
                and word[i - 1:i + 1].lower() not in ("th", "ch", "sh", "ph", "ck"):
            cands.append(i)
        elif vowel(i - 1) and not vowel(i) and vowel(i + 1):
            cands.append(i)
        elif vowel(i - 2) and not (vowel(i - 1) or vowel(i) or vowel(i + 1)) \
                and i + 2 < len(word) and vowel(i + 2) \
                and word[i - 1:i + 1].lower() not in ("th", "ch", "sh", "ph", "ck"):
            cands.append(i)
    if not cands:
        return word
    i = min(cands, key=lambda k: (abs(k - len(word) / 2), -k))
    return word[:i] + "\u00ad" + word[i:]


def breakable(name: str) -> str:
    """`name` (a card's name, a tile's text) as escaped HTML with a soft hyphen (&shy;) inside
    each very long word: a narrow box breaks such a word only there, and shows the hyphen ("Conglo-" / "merate"); a word is
    never broken without one. (Browsers leave the invisible mark out of find-in-page and of the
    accessible name.)"""
    return "&shy;".join(esc(part) for part in
                        " ".join(soft_hyphen(w) for w in str(name).split(" ")).split("\u00ad"))
