"""Update a page region in place: only the elements whose markup changed are touched.

Replacing a whole region (`outerHTML`) makes the browser rebuild the style and layout of every
element in it, which for a board with a map of a few thousand SVG elements costs tens of
milliseconds on the main thread after every move. `morph(el, html)` parses the new markup
off-document (a <template>, no style or layout) and walks the two trees together in
JavaScript: equal subtrees are kept as they are, attributes are synced, and a node whose tag or
number of children differs is replaced whole. Form controls are always replaced (their live
state is not in their markup), so the result is what `outerHTML = html` would show.

The walk is a few lines of JavaScript made once with the Function constructor; outside a
browser (tests) this module is never imported.
"""
from __future__ import annotations

from typing import Any

import js

_MORPH_JS = """
const FORM = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
function walk(a, b) {
  if (a.isEqualNode(b) && !FORM.has(a.nodeName)) return;
  if (a.nodeType !== 1 || a.nodeName !== b.nodeName || FORM.has(a.nodeName) ||
      a.childNodes.length !== b.childNodes.length) {
    a.replaceWith(b);
    return;
  }
  for (const at of Array.from(a.attributes)) {
    if (!b.hasAttribute(at.name)) a.removeAttribute(at.name);
  }
  for (const at of Array.from(b.attributes)) {
    if (a.getAttribute(at.name) !== at.value) a.setAttribute(at.name, at.value);
  }
  const ac = Array.from(a.childNodes), bc = Array.from(b.childNodes);
  for (let i = 0; i < ac.length; i++) walk(ac[i], bc[i]);
}
const tpl = document.createElement('template');
tpl.innerHTML = html;
const fresh = tpl.content.firstElementChild;
if (!fresh || tpl.content.childNodes.length !== 1) { el.outerHTML = html; return; }
walk(el, fresh);
"""

_fn = None


def morph(el: Any, html: str) -> None:
    """Make element `el` show `html` (one element's markup), touching only what differs."""
    global _fn
    if _fn is None:
        _fn = js.Function.new("el", "html", _MORPH_JS)
    _fn(el, html)
