"""The app shell: owns the page's #app element, the save store, the screens and the address.

`start()` (called by web/main.py) shows the screen of the page's address (`#/` lobby,
`#/<game>/new`, `#/<game>/<save-id>`; see ui/routes.py) and tells boot.js the app is ready.
Game UIs receive the `App` instance as `app`; its public API is documented in
docs/ARCHITECTURE.md ("The app object").
"""
from game.core import i18n

from . import dom, games, lobby, routes, shell
from .store import (KEY_PREFIX, BadSave, Conflict, QuotaFull, SaveStore, StoreError, new_save,
                    now_iso)
from .storage import browser_backend, full_warning

MAX_NOTICES = 3
NOTICE_MS = 6_000       # info and warning notices fade out after this long
NOTICE_FADE_MS = 700    # the fade (CSS transition on .notice.is-fading)
HISTORY_MARK = "galaxy-table"  # history.state of the entries this app made
LANGUAGE_KEY = "galaxy-table/language"  # localStorage: the language the player chose

_ = i18n.domain("app")


class App:
    def __init__(self, root, store, storage_warning=None, storage_full=False):
        self.root = root
        self.store = store
        self.scope = dom.current_scope()
        self.current_game = None
        self.current_slot = None    # the slot of the game on the table
        self.storage_full = storage_full  # the last write failed for want of room
        self.unsaved = {}           # slot -> save of games whose moves storage could not keep
        self.following = None       # slot of a game another tab plays on (see follow())
        self.followed_at = 0.0      # performance.now() of the other tab's last write
        self._persist_asked = False
        self._status = {}           # kind -> the lasting notice of that kind (one each)
        self._lobby_refresh = None  # a pending redraw of the lobby after another tab's change
        self._hash = None  # the address this app last showed (to ignore its own hashchange)
        self._notices = dom.h("div", {"class": "notices", "id": "notices",
                                      "aria-live": "polite"})
        self._title = dom.h("span", {"class": "topbar-title", "id": "screen-title"})
        self._home = dom.h("button", {"type": "button", "class": "btn btn-ghost topbar-home",
                                      "id": "go-lobby", "hidden": True}, _("← Lobby"))
        self._language = dom.h("select", {"class": "topbar-language", "id": "language",
                                          "aria-label": _("Language")},
                               [dom.h("option", {"value": code, "lang": code,
                                                 "selected": code == i18n.language()}, name)
                                for code, name in i18n.LANGUAGES.items()])
        self._redraw = None     # the current screen's redraw after a change of language
        brand = dom.h("span", {"class": "brand"},
                      dom.h("img", {"src": "assets/icons/logo.svg", "alt": "", "width": "32",
                                    "height": "32"}),
                      dom.h("span", {"class": "brand-name"}, "Galaxy Table"))
        self.screen = dom.h("div", {"class": "screen", "id": "screen"})
        dom.mount(root, dom.h("header", {"class": "topbar"}, brand, self._title,
                              self._language, self._home),
                  self._notices, self.screen)
        self._home_scope = dom.Scope()
        self._home_scope.on(self._home, "click", lambda e: self.go_lobby())
        self._home_scope.on(self._language, "change",
                            lambda e: self.set_language(str(self._language.value)))
        self._home_scope.on(dom.window(), "hashchange", lambda e: self._hash_changed())
        self._home_scope.on(dom.window(), "storage", self._storage_changed)
        if storage_full:
            self._lasting("full", _("Storage is full"), full_warning())
        elif storage_warning:
            self.notify(storage_warning, "warning")
        dom.add_error_reporter(
            lambda exc: self.notify(_("Something went wrong: {error}",
                                      error=f"{type(exc).__name__}: {exc}"), "error"))

    # --- language --------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Switch the language, remember it (localStorage) and redraw the current screen in
        it: a game's table redraws from its session (nothing is lost), other screens are
        built again."""
        code = i18n.set_language(code)
        try:
            dom.window().localStorage.setItem(LANGUAGE_KEY, code)
        except Exception:  # storage blocked: the choice lasts for this visit
            pass
        self._show_language()
        if self._redraw is not None:
            self._redraw()
        else:
            self.route(str(dom.window().location.hash or ""))

    def _show_language(self):
        doc = dom.document()
        doc.documentElement.setAttribute("lang", i18n.language())
        self._language.value = i18n.language()
        self._language.setAttribute("aria-label", _("Language"))
        self._home.textContent = _("← Lobby")

    def redraw_with(self, fn) -> None:
        """Let the current screen redraw itself after a change of language (a game's table
        does; the kit calls this when it mounts). Cleared by begin_screen()."""
        self._redraw = fn

    # --- screens ---------------------------------------------------------------------------
    def begin_screen(self):
        """Close the old screen's event scope and start a new one; call before building."""
        self.scope = dom.new_screen_scope()
        self._redraw = None
        return self.scope

    def show(self, name, title, *children):
        """Replace the screen with children (built after begin_screen()); returns the screen."""
        self.screen.setAttribute("data-screen", name)
        self.root.setAttribute("data-screen", name)
        self._title.textContent = title
        self._home.hidden = name == "lobby"
        dom.mount(self.screen, *children)
        dom.window().scrollTo(0, 0)
        if name == "lobby":
            shell.keep(self.root)  # shown at the next start's first paint (index.html)
        return self.screen

    def set_title(self, text):
        self._title.textContent = text

    def go_lobby(self, replace: bool = False) -> None:
        """Show the lobby (address `#/`)."""
        self.current_game = None
        self.current_slot = None
        self.following = None
        for kind in ("unsaved", "conflict", "followed"):   # the lobby lists what waits
            self._drop_status(kind)
        self._address(routes.lobby_hash(), replace)
        lobby.render(self)
        dom.window().document.title = "Galaxy Table"

    # --- addresses -------------------------------------------------------------------------
    def _address(self, hash_text, replace=False):
        """Show hash_text in the address bar: a new history entry (so Back returns to the
        screen before), or in place of the current one if replace."""
        self._hash = hash_text
        win = dom.window()
        if str(win.location.hash or "") == hash_text:
            return
        if replace:
            win.history.replaceState(HISTORY_MARK, "", hash_text)
        else:
            win.history.pushState(HISTORY_MARK, "", hash_text)

    def _hash_changed(self):
        """Back/Forward or an edited address: show that screen (ignore our own changes)."""
        current = str(dom.window().location.hash or "")
        if current != self._hash:
            self.route(current)

    def route(self, hash_text: str) -> None:
        """Show the screen of an address; a link that leads nowhere shows the lobby and says
        why."""
        route = routes.parse(hash_text, [g.id for g in games.GAMES])
        if route.kind == "new":
            self.open_new_game(route.game, replace=True)
        elif route.kind == "game":
            self.open_save(route.save_id, replace=True, from_link=True)
        elif route.kind == "bad":
            self._bad_link(route.message)
        else:
            self.go_lobby(replace=True)

    def _bad_link(self, message):
        self.go_lobby(replace=True)
        self.notify(_(message), "warning")

    def start_route(self) -> None:
        """Route the address the page was opened with. A game or new-game link opened from
        outside (a bookmark, a typed address: an entry this app did not make) gets the lobby
        below it in the history, so Back leads to the lobby; a reload keeps the history."""
        win = dom.window()
        current = str(win.location.hash or "")
        route = routes.parse(current, [g.id for g in games.GAMES])
        if route.kind in ("new", "game") and str(win.history.state) != HISTORY_MARK:
            win.history.replaceState(HISTORY_MARK, "", routes.lobby_hash())
            win.history.pushState(HISTORY_MARK, "", current)
        self.route(current)

    def _with_ui(self, entry, then):
        """Call then(module) with the game's UI module; the first time, show a loading screen
        and import it after the browser has painted (a game's first import takes a moment)."""
        import sys

        def load():
            try:
                module = games.load_ui(entry)
            except ImportError as exc:
                self.notify(str(exc), "error")
                self.go_lobby()
                return
            then(module)

        if entry.ui_module in sys.modules:
            load()
            return
        self.begin_screen()
        self.show("loading", games.title(entry),
                  dom.h("section", {"class": "panel loading", "role": "status"},
                        dom.h("p", None, _("Opening {title}…", title=games.title(entry)))))
        self.after(30, load)

    def open_new_game(self, game_id: str, replace: bool = False) -> None:
        """Show a game's new-game form (address `#/<game>/new`)."""
        entry = games.entry(game_id)
        if entry is None or not games.is_available(entry):
            if entry:
                self._bad_link(_("{title} is not available in this version yet. Here is the "
                                 "lobby.", title=games.title(entry)))
            else:
                self._bad_link(_("That game is not available in this version yet. Here is the "
                                 "lobby."))
            return
        self._address(routes.new_game_hash(entry.id), replace)
        self._with_ui(entry, lambda module: self._new_game_screen(entry, module))

    def _new_game_screen(self, entry, module):
        self.begin_screen()
        form = dom.h("div", {"class": "new-game-form"})
        self.show("new-game", _("New game · {title}", title=games.title(entry)),
                  dom.h("section", {"class": "panel", "aria-labelledby": "new-game-heading"},
                        dom.h("h1", {"id": "new-game-heading"},
                              _("New game: {title}", title=games.title(entry))),
                        form))
        try:
            module.new_game_form(form, self, lambda settings: self.start_game(entry, settings))
        except Exception as exc:
            dom.report_error(exc)
            self.go_lobby()

    def start_game(self, entry, settings):
        """Create, autosave (in a new slot of its own) and mount a new game from the game UI's
        settings. Its address replaces the current one (the new-game form, or the finished
        game of a "play again"), so Back from the game leads to the lobby."""
        try:
            players = settings["players"]
            seats = list(settings.get("seats") or [])
            seed = settings.get("seed")
            if seed is None:
                import random

                seed = random.randrange(2 ** 31)
            from game.core.record import Record  # not with the lobby (ui/store.py)

            record = Record(entry.id, players, dict(settings.get("options") or {}), seed, [])
            state = record.start()
            record = Record(entry.id, players, dict(state.options), seed, [])
        except Exception as exc:  # bad settings from the form, or the engine refused them
            self.notify(_("The game could not start: {reason}", reason=exc), "error")
            return
        stamp = now_iso()
        save = new_save(entry.id, f"{entry.title} · {i18n.format_datetime(stamp)}", record,
                        seats, settings.get("meta"), save_id=self.store.new_id(entry.id))
        self.autosave(save)
        self.play(entry, save, replace=True)

    def play(self, entry, save: dict, replace: bool = False) -> None:
        """Mount the game's table for save (address `#/<game>/<save id>`)."""
        self._with_ui(entry, lambda module: self._mount(entry, module, save, replace))

    def _mount(self, entry, module, save, replace=False):
        self.current_game = entry.id
        self.current_slot = save.get("id") if isinstance(save.get("id"), str) else None
        if self.following != self.current_slot:
            self.following = None
        if isinstance(save.get("id"), str):
            self._address(routes.game_hash(entry.id, save["id"]), replace)
        self.begin_screen()
        container = dom.h("div", {"class": "game-table", "data-game": entry.id})
        self.show("game", save.get("name", games.title(entry)), container)
        dom.window().document.title = f"{games.title(entry)} · Galaxy Table"
        try:
            module.mount(container, self, save)
        except Exception as exc:
            dom.report_error(exc)
            self.go_lobby()

    def open_save(self, slot: str, replace: bool = False, from_link: bool = False) -> None:
        """Load the save in slot and mount its table; a missing slot (a link to a deleted or
        foreign save) or a damaged one shows the lobby with the reason. A game whose latest
        moves storage could not keep (full) opens from this tab's memory."""
        if slot in self.unsaved:
            save = self.unsaved[slot]
            entry = games.entry(save["game"])
            if entry is not None and games.is_available(entry):
                self.play(entry, save, replace)
                return
        if from_link and not self.store.exists(slot):
            self._bad_link(routes.NOT_SAVED)
            return
        self._drop_status("conflict")
        try:
            save = self.store.open(slot)
        except BadSave as exc:
            self.go_lobby(replace=from_link)
            self.notify(str(exc), "error")
            return
        entry = games.entry(save["game"])
        if entry is None or not games.is_available(entry):
            if from_link:
                self.go_lobby(replace=True)
            self.notify(_("That game is not available in this version yet."), "error")
            return
        self.play(entry, save, replace)

    def continue_save(self, slot: str) -> None:
        """The lobby's Continue button (same as open_save)."""
        self.open_save(slot)

    # --- saves ---------------------------------------------------------------------------
    def autosave(self, save: dict) -> bool:
        """Write the save to its own slot, save["id"] (a save without one gets a new id).
        Returns True, or False after telling the player: another tab moved this game on
        (nothing is overwritten; a button loads that tab's game), or storage is full (the
        game is kept in memory, listed in the lobby, and saved once there is room; the
        table says so at every move until then)."""
        try:
            self._write(save)
        except Conflict as exc:
            self._conflict(exc)
            return False
        except QuotaFull as exc:
            self._not_saved(save, str(exc))
            return False
        except StoreError as exc:
            self.notify(_("Autosave failed: {reason}", reason=exc), "error")
            return False
        self._saved(save)
        return True

    def _write(self, save):
        """store.autosave; when storage is full, the lobby's markup kept for the next start
        (ui/shell.py, a cache) is dropped first to make room, and the write tried again."""
        try:
            self.store.autosave(save)
        except QuotaFull:
            if not shell.drop():
                raise
            self.store.autosave(save)

    def _saved(self, save):
        if self.unsaved.pop(save.get("id"), None) is not None:
            self.notify(_("“{name}” is saved now.", name=save.get("name", "")), "info")
        if not self.unsaved:
            self._drop_status("unsaved")
        if self.storage_full:
            self.storage_full = False
            self._drop_status("full")
        self.ask_persist()

    def _conflict(self, exc):
        slot = exc.slot
        load = dom.h("button", {"type": "button", "class": "btn btn-small btn-primary",
                                "id": "load-other-tab"}, _("Load the game from the other tab"))
        self._home_scope.on(load, "click", lambda e: self.open_save(slot, replace=True))
        self._lasting("conflict", _("This game continued in another tab"), str(exc), load)

    def _not_saved(self, save, reason):
        slot = save.get("id")
        if isinstance(slot, str):
            self.unsaved[slot] = save
        self.storage_full = True
        moves = len(save.get("record", {}).get("actions", []))
        export = dom.h("button", {"type": "button", "class": "btn btn-small",
                                  "id": "unsaved-export"}, _("Export this game"))
        room = dom.h("button", {"type": "button", "class": "btn btn-small",
                                "id": "unsaved-room"}, _("Make room in the lobby"))
        self._home_scope.on(export, "click", lambda e: self.export_save(save))
        self._home_scope.on(room, "click", lambda e: self.go_lobby())
        self._lasting("unsaved", _("Not saved: storage is full"),
                      _("Move {n} of “{name}” is kept in this tab only. {reason}", n=moves,
                        name=save.get("name", ""), reason=reason), export, room)

    def retry_unsaved(self) -> None:
        """Try again to save the games storage could not keep, after the player made room;
        then find out whether storage takes writes again (it leaves read-only mode)."""
        for slot, save in list(self.unsaved.items()):
            try:
                self._write(save)
            except StoreError:
                continue
            self._saved(save)
        if self.storage_full and not self.unsaved:
            probe = "galaxy-table/probe"
            try:
                self.store.backend.set(probe, "1")
                self.store.backend.remove(probe)
            except StoreError:
                return
            self.storage_full = False
            self._drop_status("full")

    def export_save(self, save: dict) -> bool:
        """Offer the save as a .json download, from memory: it is saved first when possible,
        but the export never depends on that (storage may be full). Returns True, or False
        after telling the player why not."""
        self.autosave(save)
        try:
            name, text = self.store.export_save(save)
        except StoreError as exc:
            self.notify(_("Export failed: {reason}", reason=exc), "error")
            return False
        self.download(name, text)
        return True

    def export_all(self) -> bool:
        """Offer every save (and the games waiting for room, and the settings) as one backup
        file. Nothing is written first."""
        from . import backup  # only when a backup is made

        try:
            name, text = backup.export_all(self.store, list(self.unsaved.values()))
        except StoreError as exc:
            self.notify(_("Export failed: {reason}", reason=exc), "error")
            return False
        self.download(name, text)
        return True

    def ask_persist(self) -> None:
        """Once a save exists, ask the browser to keep this page's storage (not to clear it
        when space runs low); asked once per visit, the answer is the browser's."""
        if self._persist_asked:
            return
        self._persist_asked = True
        try:
            storage = dom.window().navigator.storage
            if storage and storage.persist:
                storage.persist()
        except Exception:  # no StorageManager (an old browser, a non-secure page)
            pass

    # --- other tabs ------------------------------------------------------------------------
    def _storage_changed(self, event):
        """Another tab changed localStorage: redraw the lobby, or follow the open game."""
        key = event.key
        key = str(key) if isinstance(key, str) else None     # null: the storage was cleared
        if key is not None and not key.startswith(KEY_PREFIX):
            return
        slot = key[len(KEY_PREFIX):] if key else None
        screen = self.screen.getAttribute("data-screen")
        if screen == "lobby":
            if self._lobby_refresh is None:
                self._lobby_refresh = self.after(150, self._refresh_lobby)
            return
        if screen != "game" or self.current_slot is None:
            return
        if slot is not None and slot != self.current_slot:
            return
        value = event.newValue if key else None
        value = value if isinstance(value, str) else None
        if value is None:
            self.notify(_("This game was deleted in another tab. It stays on this table while "
                          "the tab is open, and your next move saves it again."), "warning")
            return
        if self.store.is_current(self.current_slot, value):
            return
        self.follow(self.current_slot)

    def _refresh_lobby(self):
        self._lobby_refresh = None
        if self.screen.getAttribute("data-screen") == "lobby":
            y = dom.window().scrollY
            lobby.render(self)
            dom.window().scrollTo(0, y)

    def follow(self, slot: str) -> None:
        """Show the latest state of a game another tab moved on. This tab then only watches
        (its computer players wait) until its player makes a move here."""
        import js

        self.following = slot
        self.followed_at = float(js.performance.now())
        self._drop_status("conflict")
        self.open_save(slot, replace=True)
        self._lasting("followed", _("This game continued in another tab"),
                      _("This tab shows where it is now. Play on here whenever you like."))

    def take_over(self) -> None:
        """The player acts in this tab: it stops only watching the other tab's game."""
        self.following = None
        self._drop_status("followed")

    # --- lasting notices -------------------------------------------------------------------
    def _lasting(self, kind, title, text, *buttons):
        """A notice that stays until its state ends (one per kind, replaced, not stacked)."""
        self._drop_status(kind)
        close = dom.h("button", {"type": "button", "class": "btn btn-ghost btn-small",
                                 "aria-label": _("Dismiss message")}, "✕")
        box = dom.h("div", {"class": f"notice notice-{'info' if kind == 'followed' else 'error'}"
                                     f" notice-lasting", "role": "alert" if kind != "followed"
                            else "status", "id": f"notice-{kind}"},
                    dom.h("span", {"class": "notice-text"},
                          dom.h("strong", None, title), " ", text,
                          dom.h("span", {"class": "notice-actions"}, *buttons) if buttons
                          else None),
                    close)
        self._home_scope.on(close, "click", lambda e: self._drop_status(kind))
        self._make_room()
        self._notices.appendChild(box)
        self._status[kind] = box
        return box

    def _drop_status(self, kind):
        box = self._status.pop(kind, None)
        if box is not None:
            box.remove()

    def save_as(self, save, name):
        """Write a copy of save into a new named slot. Returns the slot or None."""
        copy = dict(save, name=str(name).strip()[:80] or save.get("name", _("Saved game")))
        try:
            slot = self.store.save(copy)
        except StoreError as exc:
            self.notify(_("Not saved: {reason}", reason=exc), "error")
            return None
        self.notify(_("Saved as “{name}”.", name=copy["name"]), "info")
        return slot

    # --- page services ---------------------------------------------------------------------
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


def _choose_language():
    """The remembered choice, else the browser's languages (navigator.languages)."""
    win = dom.window()
    code = None
    try:
        code = win.localStorage.getItem(LANGUAGE_KEY)
    except Exception:
        pass
    if not code or str(code) not in i18n.LANGUAGES:
        langs = getattr(win.navigator, "languages", None)
        code = i18n.best_language([str(x) for x in langs] if langs else
                                  [str(win.navigator.language or "en")])
    i18n.set_language(str(code))
    dom.document().documentElement.setAttribute("lang", i18n.language())


def start():
    """Build the app in #app, render the lobby and reveal it (called by web/main.py)."""
    import js

    _choose_language()
    backend, warning, full = browser_backend()
    from game.core import registry
    store = SaveStore(backend, known_games=[g.id for g in games.GAMES],
                      importers=registry.importers)
    app = App(dom.by_id("app"), store, warning, full)
    if store.slots():
        app.ask_persist()   # a save exists: ask the browser to keep this storage
    app.start_route()
    js.galaxyTable.ready()
    js.performance.mark("gt-lobby-rendered")
    return app
