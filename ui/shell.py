"""The lobby shell kept for the next start: the last lobby this browser rendered.

index.html's inline script shows it at first paint on the lobby's address, before Python has
started (tools/shell.py bakes the first-visit lobby for browsers that have none). `keep(root)`
is called by the app shell each time it shows the lobby; notices are left out.
"""
KEY = "galaxy-table/shell"
MAX_CHARS = 300_000  # a lobby with hundreds of saves is not worth the storage: none is kept


def keep(root) -> None:
    """Store #app's lobby markup in localStorage (best effort: any failure is ignored)."""
    try:
        import js   # only in the browser (tests run this module in CPython)

        clone = root.cloneNode(True)
        notices = clone.querySelector("#notices")
        if notices is not None:
            notices.replaceChildren()
        markup = str(clone.innerHTML)
        if len(markup) <= MAX_CHARS:
            js.localStorage.setItem(KEY, markup)
        else:
            js.localStorage.removeItem(KEY)
    except Exception:  # no storage, quota full, a document without the lobby: no shell
        pass


def drop() -> bool:
    """Remove the kept markup (to make room for a save when storage is full); True if there
    was some."""
    try:
        import js   # only in the browser (tests run this module in CPython)

        if not isinstance(js.localStorage.getItem(KEY), str):   # JS null when absent
            return False
        js.localStorage.removeItem(KEY)
        return True
    except Exception:  # no storage
        return False
