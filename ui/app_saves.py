"""The app object's saves: autosave with its two refusals (another tab moved the game on; a
full storage), the games waiting for room, export of one game or all from memory, the request
that the browser keep the storage, following another tab's game (storage events), and the
lasting notices that say so. A mixin of ui.app.App (it uses the app's store, notices and
screens); pure DOM work through ui.dom, tested in the browser (tests/e2e/test_saves_robust.py).
"""
from game.core import i18n

from . import dom, lobby, shell
from .store import KEY_PREFIX, Conflict, QuotaFull, StoreError

_ = i18n.domain("app")


class SavesMixin:
    """Saves and other tabs (see the module docstring); `App` holds the state it uses:
    store, storage_full, unsaved, following, followed_at, _persist_asked, _status,
    _lobby_refresh, _home_scope, _notices, screen, current_slot."""

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
        self._lasting("conflict", _("This game continued in another tab"), str(exc),
                      (load, lambda e: self.open_save(slot, replace=True)))

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
        self._lasting("unsaved", _("Not saved: storage is full"),
                      _("Move {n} of “{name}” is kept in this tab only. {reason}", n=moves,
                        name=save.get("name", ""), reason=reason),
                      (export, lambda e: self.export_save(save)),
                      (room, lambda e: self.go_lobby()))
        if not self._guarding_unload:   # leaving the page would lose these games: the
            self._guarding_unload = True    # browser asks first
            self._home_scope.on(dom.window(), "beforeunload", self._before_unload)

    def _before_unload(self, event):
        if self.unsaved:
            event.preventDefault()
            event.returnValue = ""

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
        import js  # only in the browser

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
        """A notice that stays until its state ends (one per kind, replaced, not stacked);
        buttons are (element, click handler) pairs, bound for the notice's lifetime."""
        self._drop_status(kind)
        scope = dom.Scope()
        close = dom.h("button", {"type": "button", "class": "btn btn-ghost btn-small",
                                 "aria-label": _("Dismiss message")}, "✕")
        box = dom.h("div", {"class": f"notice notice-{'info' if kind == 'followed' else 'error'}"
                                     f" notice-lasting", "role": "alert" if kind != "followed"
                            else "status", "id": f"notice-{kind}"},
                    dom.h("span", {"class": "notice-text"},
                          dom.h("strong", None, title), " ", text,
                          dom.h("span", {"class": "notice-actions"}, *[b for b, _fn in buttons])
                          if buttons else None),
                    close)
        for button, handler in buttons:
            scope.on(button, "click", handler)
        scope.on(close, "click", lambda e: self._drop_status(kind))
        self._make_room()
        self._notices.appendChild(box)
        self._status[kind] = (box, scope)
        return box

    def _drop_status(self, kind):
        found = self._status.pop(kind, None)
        if found is not None:
            box, scope = found
            box.remove()
            scope.close()
