"""A tiny DOM helper for ui/ code (the app shell and every game UI).

    from ui import dom
    box = dom.h("section", {"class": "panel", "aria-label": "Your hand"},
                dom.h("h2", None, "Hand"),
                dom.h("button", {"type": "button", "class": "btn"}, "Play"))
    dom.on(box.lastChild, "click", lambda event: ...)   # bound in the current screen's scope
    dom.mount(container, box)                           # replace container's children

- `h(tag, attrs, *children)` builds an element. Children are elements, strings (always added
  as text, never parsed as HTML) or lists of those; None and False are skipped. attrs: "class",
  "id", "aria-*", "data-*", any attribute; True sets a boolean attribute, None/False omit it;
  "text" sets textContent.
- `on(element, event, handler, scope=None)`: handler(event) is a Python callable (an async
  one runs as a task). Listeners live in a `Scope`; the app closes the screen scope when it
  changes screen, which removes the listeners and frees their proxies. A game UI that re-renders
  a part of its screen often can create its own `Scope()` and `close()` it before re-rendering.
- Exceptions raised by handlers are reported (console + the app's notice), never lost:
  `guarded(fn)` wraps any other callback the same way.
- `escape(text)` escapes for HTML (only needed if you build HTML strings yourself).
- `clear(el)`, `mount(container, *children)`, `by_id(id)`, `query(selector, root=None)`,
  `document()`, `window()`.
"""
import html
import traceback

_current = None
_error_reporters = []


def report_error(exc):
    """Tell the player (via the app's reporter) and the console about an exception in a handler."""
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    try:
        window().console.error(text)
    except ImportError:
        print(text)
    for reporter in _error_reporters:
        reporter(exc)


def add_error_reporter(fn):
    """fn(exc) is called for every exception raised by a handler bound with on()."""
    _error_reporters.append(fn)


def guarded(fn):
    """Wrap fn so that an exception (also in a returned coroutine) is reported, not lost."""
    def call(*args):
        try:
            result = fn(*args)
        except Exception as exc:
            report_error(exc)
            return None
        if hasattr(result, "__await__"):
            import asyncio   # lazy (page start-up): only for a handler that is a coroutine

            async def run():
                try:
                    await result
                except Exception as exc:
                    report_error(exc)

            asyncio.ensure_future(run())
        return None

    return call


def escape(text):
    """HTML-escape any value's text (quotes included)."""
    return html.escape(str(text), quote=True)


def window():
    import js  # only in the browser

    return js


_doc = (None, None)  # (the js module, its document): one proxy lookup per page, not per element


def document():
    global _doc
    js = window()
    if _doc[0] is not js:
        _doc = (js, js.document)
    return _doc[1]


def by_id(element_id):
    return document().getElementById(element_id)


def query(selector, root=None):
    return (root or document()).querySelector(selector)


def query_all(selector, root=None):
    return list((root or document()).querySelectorAll(selector))


def set_attrs(el, attrs):
    """Set attributes from a dict (see h()); returns el."""
    for key, value in (attrs or {}).items():
        if key == "text":
            el.textContent = "" if value is None else str(value)
        elif value is None or value is False:
            el.removeAttribute(key)
        elif value is True:
            el.setAttribute(key, "")
        else:
            el.setAttribute(key, str(value))
    return el


def _append(el, child):
    if child is None or child is False:
        return
    if isinstance(child, (list, tuple)):
        for c in child:
            _append(el, c)
    elif isinstance(child, (str, int, float)):
        el.append(str(child))  # a text node, in one call across the JS boundary
    else:
        el.appendChild(child)


def h(tag, attrs=None, *children):
    """Create an element `tag` with attributes and children (see the module docstring)."""
    doc = document()
    if tag in ("svg", "path", "circle", "g", "use", "polygon", "rect", "line", "ellipse"):
        el = doc.createElementNS("http://www.w3.org/2000/svg", tag)
    else:
        el = doc.createElement(tag)
    set_attrs(el, attrs)
    for child in children:
        _append(el, child)
    return el


def text(value):
    return document().createTextNode(str(value))


def clear(el):
    el.replaceChildren()
    return el


def mount(container, *children):
    """Replace container's children with the given children."""
    container.replaceChildren()
    for child in children:
        _append(container, child)
    return container


class Scope:
    """Owns event listeners (and their JS proxies) so they can be removed together."""

    def __init__(self):
        self._bound = []

    def on(self, el, event, handler):
        from pyodide.ffi import create_proxy  # only in the browser

        proxy = create_proxy(guarded(handler))
        el.addEventListener(event, proxy)
        self._bound.append((el, event, proxy))
        return proxy

    def close(self):
        for el, event, proxy in self._bound:
            try:
                el.removeEventListener(event, proxy)
            finally:
                proxy.destroy()
        self._bound = []


def current_scope():
    """The scope of the screen being shown (set by the app shell)."""
    global _current
    if _current is None:
        _current = Scope()
    return _current


def new_screen_scope():
    """Close the current screen's scope and start a new one (used by the app shell)."""
    global _current
    if _current is not None:
        _current.close()
    _current = Scope()
    return _current


def on(el, event, handler, scope=None):
    """Bind handler(event) to el's event in scope (default: the current screen's scope)."""
    return (scope or current_scope()).on(el, event, handler)
