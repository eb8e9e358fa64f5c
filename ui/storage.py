"""The browser's localStorage as a backend for ui.store.SaveStore (a thin adapter).

Only this module and ui/dom.py, ui/app.py, ui/lobby.py touch the browser; the logic is in
ui/store.py. A full quota becomes store.QuotaFull; any other refusal a StoreError.
"""
from game.core.i18n import domain

from .memory_backend import DictBackend
from .store import KEY_PREFIX, QUARANTINE_PREFIX, QuotaFull, StoreError

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


def usage(backend) -> tuple[int, int]:
    """(characters of the saves and the entries set aside, characters of everything) this
    page keeps in the backend, keys and values (a browser allows about 5 million)."""
    saves = total = 0
    for key in backend.keys():
        value = backend.get(key)
        size = len(key) + (len(value) if isinstance(value, str) else 0)
        total += size
        if key.startswith((KEY_PREFIX, QUARANTINE_PREFIX)):
            saves += size
    return saves, total


def browser_backend():
    """(backend, warning, full): localStorage if it can be read, else an in-memory store.

    A localStorage that can be read but not written (full, or the browser refuses writes)
    is still used, read-only until a write succeeds: every save stays listed, and the
    warning says why new moves are not kept."""
    import js  # only in the browser (the store is tested in CPython)

    try:
        storage = js.localStorage
        int(storage.length)     # reading works?
    except Exception as exc:
        return DictBackend(), _(
            "This browser does not let the page keep data ({reason}); saves last only until "
            "the tab is closed. Use Export to keep a game.", reason=exc), False
    probe = "galaxy-table/probe"
    try:
        storage.setItem(probe, "1")
        storage.removeItem(probe)
    except Exception:
        return LocalStorageBackend(storage), full_warning(), True
    return LocalStorageBackend(storage), None, False


def full_warning() -> str:
    """The read-only warning (translated when shown)."""
    return _("This browser's storage for this page is full: your saves are all listed and can "
             "be opened and exported, but new moves are not saved until you make room. Export "
             "and delete old games (or use Export all), and the games waiting are saved.")
