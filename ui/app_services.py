"""The app object's page services: notices (info, warning, error; at most three, the
informative ones fading), a file download and a timer. A mixin of ui.app.App, which holds
`_notices` (the notices' element) and `_home_scope` (listeners that live as long as the app).
"""
from game.core import i18n

from . import dom

MAX_NOTICES = 3
NOTICE_MS = 6_000       # info and warning notices fade out after this long
NOTICE_FADE_MS = 700    # the fade (CSS transition on .notice.is-fading)

_ = i18n.domain("app")


class PageServices:
    """notify, download and after (see the module docstring)."""

    def notify(self, message, kind="info"):
        """Show a message (kind: info, warning, error). At most 3 are shown (the oldest
        non-error goes first); info and warning fade out after ~6 s, errors stay until the
        player dismisses them."""
        role = "alert" if kind == "error" else "status"
        close = dom.h("button", {"type": "button", "class": "btn btn-ghost btn-small",
                                 "aria-label": _("Dismiss message")}, "✕")
        box = dom.h("div", {"class": f"notice notice-{kind}", "role": role},
                    dom.h("span", {"class": "notice-text"}, message), close)
        self._home_scope.on(close, "click", lambda e: box.remove())
        self._make_room()
        self._notices.appendChild(box)
        if kind != "error":
            self.after(NOTICE_MS, lambda: self._fade(box))
        return box

    def _make_room(self):
        """Remove notices until one more fits (oldest non-error first, else the oldest)."""
        boxes = list(self._notices.children)
        while len(boxes) >= MAX_NOTICES:
            victim = next((b for b in boxes if not b.classList.contains("notice-error")),
                          boxes[0])
            victim.remove()
            boxes = list(self._notices.children)

    def _fade(self, box):
        """Fade a notice out, unless the pointer or focus is on it (then try again later)."""
        if not box.isConnected:
            return
        if box.matches(":hover, :focus-within"):
            self.after(2_000, lambda: self._fade(box))
            return
        box.classList.add("is-fading")
        self.after(NOTICE_FADE_MS, lambda: box.remove())

    def clear_notices(self):
        dom.clear(self._notices)

    def download(self, filename, text, mime="application/json"):
        """Offer text to the player as a file download."""
        import js  # only in the browser (so is pyodide)
        from pyodide.ffi import to_js

        blob = js.Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=js.Object.fromEntries))
        url = js.URL.createObjectURL(blob)
        link = dom.h("a", {"href": url, "download": filename, "hidden": True})
        dom.document().body.appendChild(link)
        link.click()
        link.remove()
        self.after(10_000, lambda: js.URL.revokeObjectURL(url))

    def after(self, ms, fn):
        """Run fn() once after ms milliseconds (lets the browser paint in between)."""
        import js  # only in the browser (so is pyodide)
        from pyodide.ffi import create_once_callable

        return js.setTimeout(create_once_callable(dom.guarded(fn)), ms)
