"""Race for the Galaxy in the page: the game UI module the app shell loads (ui.games).

`new_game_form(container, app, on_start)` and `mount(container, app, save)` (the contract in
docs/ARCHITECTURE.md) live in page.py, which needs the browser; the rest of this package is
pure Python and tested in CPython (tests/rftg_ui).
"""

_PAGES = []


def new_game_form(container, app, on_start):
    from .page import new_game_form as form
    return form(container, app, on_start)


def mount(container, app, save):
    from .page import mount as do_mount
    page = do_mount(container, app, save)
    _PAGES[:] = [page] if page is not None else []   # keep the live table referenced
    return page
