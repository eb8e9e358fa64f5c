"""The app shell: owns the page's #app element, the save store and the screens.

`start()` (called by web/main.py) renders the lobby and tells boot.js the app is ready.
Game UIs receive the `App` instance as `app`; its public API is documented in
docs/ARCHITECTURE.md ("The app object").
"""
from game.core.record import Record

from . import dom, games, lobby
from .store import BadSave, SaveStore, StoreError, new_save, now_iso
from .storage import browser_backend


class App:
    def __init__(self, root, store, storage_warning=None):
        self.root = root
        self.store = store
        self.scope = dom.current_scope()
        self.current_game = None
        self._notices = dom.h("div", {"class": "notices", "id": "notices",
                                      "aria-live": "polite"})
        self._title = dom.h("span", {"class": "topbar-title", "id": "screen-title"})
        self._home = dom.h("button", {"type": "button", "class": "btn btn-ghost topbar-home",
                                      "id": "go-lobby", "hidden": True}, "← Lobby")
        brand = dom.h("span", {"class": "brand"},
                      dom.h("img", {"src": "assets/icons/logo.svg", "alt": "", "width": "32",
                                    "height": "32"}),
                      dom.h("span", {"class": "brand-name"}, "Galaxy Table"))
        self.screen = dom.h("div", {"class": "screen", "id": "screen"})
        dom.mount(root, dom.h("header", {"class": "topbar"}, brand, self._title, self._home),
                  self._notices, self.screen)
        self._home_scope = dom.Scope()
        self._home_scope.on(self._home, "click", lambda e: self.go_lobby())
        if storage_warning:
            self.notify(storage_warning, "warning")
        dom.add_error_reporter(
            lambda exc: self.notify(f"Something went wrong: {type(exc).__name__}: {exc}", "error"))

    # --- screens ---------------------------------------------------------------------------
    def begin_screen(self):
        """Close the old screen's event scope and start a new one; call before building."""
        self.scope = dom.new_screen_scope()
        return self.scope

    def show(self, name, title, *children):
        """Replace the screen with children (built after begin_screen()); returns the screen."""
        self.screen.setAttribute("data-screen", name)
        self.root.setAttribute("data-screen", name)
        self._title.textContent = title
        self._home.hidden = name == "lobby"
        dom.mount(self.screen, *children)
        dom.window().scrollTo(0, 0)
        return self.screen

    def set_title(self, text):
        self._title.textContent = text

    def go_lobby(self):
        self.current_game = None
        lobby.render(self)
        dom.window().document.title = "Galaxy Table"

    def open_new_game(self, game_id):
        entry = games.entry(game_id)
        try:
            module = games.load_ui(entry)
        except ImportError as exc:
            self.notify(str(exc), "error")
            return
        self.begin_screen()
        form = dom.h("div", {"class": "new-game-form"})
        self.show("new-game", f"New game · {entry.title}",
                  dom.h("section", {"class": "panel", "aria-labelledby": "new-game-heading"},
                        dom.h("h1", {"id": "new-game-heading"}, f"New game: {entry.title}"),
                        form))
        try:
            module.new_game_form(form, self, lambda settings: self.start_game(entry, settings))
        except Exception as exc:
            dom.report_error(exc)
            self.go_lobby()

    def start_game(self, entry, settings):
        """Create, autosave and mount a new game from the game UI's settings."""
        try:
            players = settings["players"]
            seats = list(settings.get("seats") or [])
            seed = settings.get("seed")
            if seed is None:
                import random

                seed = random.randrange(2 ** 31)
            record = Record(entry.id, players, dict(settings.get("options") or {}), seed, [])
            state = record.start()
            record = Record(entry.id, players, dict(state.options), seed, [])
        except Exception as exc:  # bad settings from the form, or the engine refused them
            self.notify(f"The game could not start: {exc}", "error")
            return
        stamp = now_iso()
        save = new_save(entry.id, f"{entry.title} · {stamp[:16].replace('T', ' ')}", record,
                        seats, settings.get("meta"))
        self.autosave(save)
        self.play(entry, save)

    def play(self, entry, save):
        try:
            module = games.load_ui(entry)
        except ImportError as exc:
            self.notify(str(exc), "error")
            return
        self.current_game = entry.id
        self.begin_screen()
        container = dom.h("div", {"class": "game-table", "data-game": entry.id})
        self.show("game", save.get("name", entry.title), container)
        dom.window().document.title = f"{entry.title} · Galaxy Table"
        try:
            module.mount(container, self, save)
        except Exception as exc:
            dom.report_error(exc)
            self.go_lobby()

    def continue_save(self, slot):
        try:
            save = self.store.load(slot)
        except BadSave as exc:
            self.notify(str(exc), "error")
            self.go_lobby()
            return
        entry = games.entry(save["game"])
        if entry is None or not games.is_available(entry):
            self.notify("That game is not available in this version yet.", "error")
            return
        self.play(entry, save)

    # --- saves -----------------------------------------------------------------------------
    def autosave(self, save):
        """Write the game's autosave slot. Returns True, or False after telling the player."""
        try:
            self.store.autosave(save)
            return True
        except StoreError as exc:
            self.notify(f"Autosave failed: {exc}", "error")
            return False

    def save_as(self, save, name):
        """Write a copy of save into a new named slot. Returns the slot or None."""
        copy = dict(save, name=str(name).strip()[:80] or save.get("name", "Saved game"))
        try:
            slot = self.store.save(copy)
        except StoreError as exc:
            self.notify(f"Not saved: {exc}", "error")
            return None
        self.notify(f"Saved as “{copy['name']}”.", "info")
        return slot

    # --- page services ---------------------------------------------------------------------
    def notify(self, message, kind="info"):
        """Show a message (kind: info, warning, error) until the player dismisses it."""
        role = "alert" if kind == "error" else "status"
        close = dom.h("button", {"type": "button", "class": "btn btn-ghost btn-small",
                                 "aria-label": "Dismiss message"}, "✕")
        box = dom.h("div", {"class": f"notice notice-{kind}", "role": role},
                    dom.h("span", {"class": "notice-text"}, message), close)
        self._home_scope.on(close, "click", lambda e: box.remove())
        self._notices.appendChild(box)
        return box

    def clear_notices(self):
        dom.clear(self._notices)

    def download(self, filename, text, mime="application/json"):
        """Offer text to the player as a file download."""
        import js
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
        import js
        from pyodide.ffi import create_once_callable

        return js.setTimeout(create_once_callable(dom.guarded(fn)), ms)


def start():
    """Build the app in #app, render the lobby and reveal it (called by web/main.py)."""
    import js

    backend, warning = browser_backend()
    store = SaveStore(backend, known_games=[g.id for g in games.GAMES])
    app = App(dom.by_id("app"), store, warning)
    app.go_lobby()
    js.galaxyTable.ready()
    js.performance.mark("gt-lobby-rendered")
    return app
