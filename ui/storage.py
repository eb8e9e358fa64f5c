"""The browser's localStorage as a backend for ui.store.SaveStore (a thin adapter).

Only this module and ui/dom.py, ui/app.py, ui/lobby.py touch the browser; the logic is in
ui/store.py. A full quota becomes store.QuotaFull; any other refusal a StoreError.
"""
from game.core.i18n import domain

from .store import DictBackend, QuotaFull, StoreError

_ = domain("app")


class LocalStorageBackend:
    def __init__(self, storage):
        self.ls = storage

    def get(self, key):
        value = self.ls.getItem(key)
        # a missing key is JS null, which Pyodide gives as `jsnull`, not None
        return value if isinstance(value, str) else None

    def set(self, key, value):
        try:
            self.ls.setItem(key, value)
        except Exception as exc:  # a JsException from the browser
            text = str(exc)
            if "quota" in text.lower() or "QuotaExceeded" in text:
                raise QuotaFull("storage quota exceeded") from None
            raise StoreError(f"the browser refused to store data: {text}") from None

    def remove(self, key):
        self.ls.removeItem(key)

    def keys(self):
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def browser_backend():
    """(backend, warning): localStorage if usable, else an in-memory store and a warning."""
    import js

    try:
        storage = js.localStorage
        probe = "galaxy-table/probe"
        storage.setItem(probe, "1")
        storage.removeItem(probe)
        return LocalStorageBackend(storage), None
    except Exception as exc:
        return DictBackend(), _(
            "This browser does not let the page keep data ({reason}); saves last only until "
            "the tab is closed. Use Export to keep a game.", reason=exc)
