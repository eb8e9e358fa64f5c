"""Update a page region in place: only the elements whose markup changed are touched.

Replacing a whole region (`outerHTML`) makes the browser rebuild the style and layout of every
element in it, which for a board with a map of a few thousand SVG elements costs tens of
milliseconds on the main thread after every move. `morph(el, html)` parses the new markup
off-document (a <template>, no style or layout) and walks the two trees together in
JavaScript: equal subtrees are kept as they are, attributes are synced, and a node whose tag or
number of children differs is replaced whole. Form controls are always replaced (their live
state is not in their markup), so the result is what `outerHTML = html` would show.

The walk is JavaScript, web/morph.mjs (boot.js loads it while Python starts; a file of its
own because the page's Content-Security-Policy refuses code made from a string); without it
(not loaded yet, or failed) the region's outerHTML is set instead, which shows the same.
Outside a browser (tests) this module is never imported.
"""
from __future__ import annotations

from typing import Any

import js


def morph(el: Any, html: str) -> None:
    """Make element `el` show `html` (one element's markup), touching only what differs."""
    walk = getattr(js, "galaxyTableMorph", None)
    if walk is None:
        el.outerHTML = html
    else:
        walk(el, html)
