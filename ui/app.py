"""The app shell: owns the page's #app element, the save store, the screens and the address.

`start()` (called by web/main.py) shows the screen of the page's address (`#/` lobby,
`#/<game>/new`, `#/<game>/<save-id>`; see ui/routes.py) and tells boot.js the app is ready.
Game UIs receive the `App` instance as `app`; its public API is documented in
docs/ARCHITECTURE.md ("The app object").
"""
from game.core import i18n

from . import dom, games, lobby, routes, shell
from .app_saves import SavesMixin
from .app_services import PageServices
from .store import BadSave, SaveStore, StoreError, new_save, now_iso
from .storage import browser_backend, full_warning

HISTORY_MARK = "galaxy-table"  # history.state of the entries this app made
LANGUAGE_KEY = "galaxy-table/language"  # localStorage: the language the player chose

_ = i18n.domain("app")


class App(SavesMixin, PageServices):
    """The app shell of one page (see the module docstring; saves and other tabs in
    ui/app_saves.py, notices and timers in ui/app_services.py)."""

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
        self._guarding_unload = False   # a beforeunload listener while games wait for room
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

    def show(self, name, title, *children, short=None):
        """Replace the screen with children (built after begin_screen()); returns the screen.
        `title` goes into the top bar; `short` is what a phone shows of it (see set_title)."""
        self.screen.setAttribute("data-screen", name)
        self.root.setAttribute("data-screen", name)
        self.set_title(title, short)
        self._home.hidden = name == "lobby"
        dom.mount(self.screen, *children)
        dom.window().scrollTo(0, 0)
        if name == "lobby":
            shell.keep(self.root)  # shown at the next start's first paint (index.html)
        return self.screen

    def set_title(self, text, short=None):
        """The top bar's title (the breadcrumb after the brand). A phone shows it on one line,
        as its fewer parts `short` (by default the part before the first " · ", e.g. a save's
        game without its date), cut with an ellipsis if still too long (assets/app.css)."""
        if short is None and " · " in text:
            short = text.split(" · ", 1)[0]
        if not short or short == text:
            self._title.textContent = text
            return
        dom.mount(self._title, dom.h("span", {"class": "crumb-long"}, text),
                  dom.h("span", {"class": "crumb-short"}, short))

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
        elif route.kind == "join":      # an invite: only then is ui/net imported
            from ui.net.join import open_invite  # lazy: only an invite loads ui/net
            open_invite(self, route)
        elif route.kind == "mail":      # a correspondence link (ui/net/mail_open.py)
            from ui.net.mail_open import open_mail  # lazy: only a link loads ui/net
            open_mail(self, route)
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
        import sys  # lazy: only when a game's table is first opened

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
                        form), short=games.title(entry))
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
                import random  # lazy (page start-up): only when a game starts

                seed = random.randrange(2 ** 31)
            from game.core.record import Record  # not with the lobby (ui/store.py)

            record = Record(entry.id, players, dict(settings.get("options") or {}), seed, [])
            state = record.start()
            record = Record(entry.id, players, dict(state.options), seed, [])
        except Exception as exc:  # bad settings from the form, or the engine refused them
            self.notify(_("The game could not start: {reason}", reason=exc), "error")
            return
        stamp = now_iso()
        name = settings.get("name") or f"{entry.title} · {i18n.format_datetime(stamp)}"
        save = new_save(entry.id, name, record,
                        seats, settings.get("meta"), save_id=self.store.new_id(entry.id))
        self.autosave(save)
        self.play(entry, save, replace=True)

    def start_lesson(self, game_id: str) -> None:
        """Start the game's guided first game (its UI module's `lesson_settings`, from
        ui/<id>/lesson.py) as a new save named "Lesson: <title>"."""
        entry = games.entry(game_id)
        if entry is None or not games.is_available(entry):
            self._bad_link(_("That game is not available in this version yet. Here is the "
                             "lobby."))
            return

        def go(module):
            make = getattr(module, "lesson_settings", None)
            settings = make() if callable(make) else None
            if settings is None:
                self.notify(_("{title} has no lesson yet.", title=games.title(entry)), "error")
                return
            settings["name"] = _("Lesson: {title}", title=games.title(entry))
            self.start_game(entry, settings)
        self._with_ui(entry, go)

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
            if save.get("net") or any(isinstance(seat, dict) and seat.get("kind") == "friend"
                                      for seat in save.get("seats") or []):
                from ui.net.mount import mount_net  # lazy: only a game with friends loads it
                mount_net(container, self, save, module.GAME_UI)
            else:
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
    import js  # only in the browser

    _choose_language()
    backend, warning, full = browser_backend()
    from game.core import registry  # lazy: after the language is set
    store = SaveStore(backend, known_games=[g.id for g in games.GAMES],
                      importers=registry.importers)
    app = App(dom.by_id("app"), store, warning, full)
    if store.slots():
        app.ask_persist()   # a save exists: ask the browser to keep this storage
    app.start_route()
    js.galaxyTable.ready()
    js.performance.mark("gt-lobby-rendered")
    return app
