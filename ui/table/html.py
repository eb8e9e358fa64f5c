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
