"""The lobby screen: the four games (playable or coming soon), the Continue list of games in
play, the games waiting for room in a full storage, the list of finished games, import of a
save, record or backup file, export of everything, the damaged saves that were set aside, and
what the saves use of the browser's storage."""
from game.core.i18n import domain, format_datetime, format_number, language

from . import dom, games, lobby_stats
from .storage import usage
from .store import StoreError

MAX_IMPORT_BYTES = 40_000_000   # ui/backup.py MAX_BACKUP_BYTES (not imported with the lobby)

_ = domain("app")


def _when(iso):
    return format_datetime(iso) if iso else ""


def _score_text(scores):
    return "–".join(format_number(int(s)) if float(s).is_integer() else format_number(s)
                    for s in scores)


def save_details(info: dict, title: str) -> str:
    """The line under a save's name: game, progress (or moves), score, last played."""
    parts = [] if info["name"].startswith(title) else [title]
    moves = _.n("{n} move", "{n} moves", info["moves"])
    # the table wrote the progress line in its language of the moment: in another, moves
    same_language = info.get("progress_lang", "en") == language()
    parts.append((info["progress"] if same_language else None) or moves)
    if info["scores"]:
        parts.append(_("score {score}", score=_score_text(info["scores"])))
    if info["updated"]:
        parts.append(_("last played {when}", when=_when(info["updated"])))
    return " · ".join(parts)


def game_card(app, entry):
    available = games.is_available(entry)
    heading_id = f"game-{entry.id}-title"
    if available:
        action = dom.h("button", {"type": "button", "class": "btn btn-primary",
                                  "id": f"new-{entry.id}",
                                  "aria-label": _("New game of {title}", title=entry.title)},
                        _("New game"))
        dom.on(action, "click", lambda e: app.open_new_game(entry.id))
        learn = dom.h("button", {"type": "button", "class": "btn", "id": f"learn-{entry.id}",
                                 "aria-label": _("Learn {title} in a guided game",
                                                 title=entry.title)},
                      _("Learn"))
        dom.on(learn, "click", lambda e: app.start_lesson(entry.id))
        actions = [action, learn]
    else:
        actions = [dom.h("span", {"class": "badge badge-soon"}, _("Coming soon"))]
    return dom.h(
        "article",
        {"class": "game-card" + ("" if available else " is-soon"), "data-game": entry.id,
         "aria-labelledby": heading_id},
        dom.h("img", {"class": "game-icon", "src": entry.icon, "alt": "", "width": "72",
                      "height": "72"}),
        dom.h("div", {"class": "game-body"},
              dom.h("h3", {"id": heading_id}, entry.title),
              dom.h("p", {"class": "game-players"}, games.players_text(entry)),
              dom.h("p", {"class": "game-blurb"}, games.blurb(entry)),
              dom.h("div", {"class": "game-actions"}, *actions)))


def save_row(app, info):
    entry = games.entry(info["game"])
    title = entry.title if entry else info["game"]
    slot = info["slot"]
    label = info["name"]
    cont = dom.h("button", {"type": "button", "class": "btn btn-primary btn-small",
                            "aria-label": _("Continue {name}", name=label)},
                 _("Continue"))
    export = dom.h("button", {"type": "button", "class": "btn btn-small",
                              "aria-label": _("Export {name} to a file", name=label)},
                   _("Export"))
    delete = dom.h("button", {"type": "button", "class": "btn btn-small btn-danger",
                              "aria-label": _("Delete {name}", name=label)},
                   _("Delete"))
    if entry is None or not games.is_available(entry):
        cont.setAttribute("disabled", "")
        cont.setAttribute("title", _("This game is not available in this version yet"))
    dom.on(cont, "click", lambda e: app.continue_save(slot))

    def do_export(event):
        try:
            name, text = app.store.export(slot)
        except StoreError as exc:
            app.notify(str(exc), "error")
            return
        app.download(name, text)

    def do_delete(event):
        if delete.getAttribute("data-confirm") != "yes":
            delete.setAttribute("data-confirm", "yes")
            delete.textContent = _("Really delete?")
            delete.setAttribute("aria-label",
                                _("Really delete {name}? Press again to confirm", name=label))
            return
        try:
            app.store.delete(slot)
        except StoreError as exc:
            app.notify(str(exc), "error")
        app.retry_unsaved()     # room was made: the games waiting for it are saved now
        render(app)

    dom.on(export, "click", do_export)
    dom.on(delete, "click", do_delete)
    if info["over"]:
        cont.textContent = _("Open")
        cont.setAttribute("aria-label", _("Open finished game {name}", name=label))
    players = info["seats"] or _.n("{n} player", "{n} players", info["players"])
    return dom.h("li", {"class": "save-row" + (" is-over" if info["over"] else ""),
                        "data-slot": slot, "data-game": info["game"]},
                 dom.h("div", {"class": "save-info"},
                       dom.h("span", {"class": "save-name"}, label),
                       dom.h("span", {"class": "save-players"}, players),
                       dom.h("span", {"class": "save-meta"}, save_details(info, title))),
                 dom.h("div", {"class": "save-actions"}, cont, export, delete))


def import_control(app):
    picker = dom.h("input", {"type": "file", "accept": ".json,.txt,application/json,text/plain",
                             "id": "import-file", "class": "visually-hidden",
                             "tabindex": "-1", "aria-hidden": "true"})
    button = dom.h("button", {"type": "button", "class": "btn", "id": "import-save",
                              "title": _("A Galaxy Table save (.json), or a Gaia Project game "
                                         "from boardgamers.space: its move log (.txt) or its "
                                         "JSON with moveHistory")},
                   _("Import a save or game log…"))
    dom.on(button, "click", lambda e: picker.click())

    async def chosen(event):
        files = picker.files
        if not files or files.length == 0:
            return
        file = files.item(0)
        picker.value = ""
        if file.size > MAX_IMPORT_BYTES:
            app.notify(_("Import refused: the file is far too large to be a save."), "error")
            return
        try:
            text = str(await file.text())
        except Exception as exc:  # unreadable file (a folder, a vanished file)
            app.notify(_("Import refused: {reason}", reason=exc), "error")
            return
        try:
            result = app.store.import_text(text)
        except StoreError as exc:
            app.notify(_("Import refused: {reason}", reason=exc), "error")
            return
        except Exception as exc:  # never let a file stop the app: say what went wrong
            app.notify(_("Import refused: {reason}", reason=f"{type(exc).__name__}: {exc}"),
                       "error")
            return
        if isinstance(result, str):
            app.notify(_("Imported “{name}”.", name=app.store.load(result)["name"]), "info")
        else:
            app.notify(result.message(), "error" if result.full else "info")
        render(app)

    dom.on(picker, "change", chosen)
    export_all = dom.h("button", {"type": "button", "class": "btn", "id": "export-all",
                                  "title": _("Every game, damaged entry and setting in one "
                                             "file; import it here or in another browser "
                                             "to bring them back (nothing is duplicated)")},
                       _("Export all"))
    dom.on(export_all, "click", lambda e: app.export_all())
    return dom.h("div", {"class": "import"}, button, export_all, picker)


def damaged_section(app):
    items = app.store.quarantined()
    if not items:
        return None
    rows = []
    for item in items:
        key = item["key"]
        download = dom.h("button", {"type": "button", "class": "btn btn-small",
                                    "aria-label": _("Download damaged save {slot}",
                                                  slot=item["slot"])},
                         _("Download"))
        discard = dom.h("button", {"type": "button", "class": "btn btn-small btn-danger",
                                   "aria-label": _("Discard damaged save {slot}",
                                                 slot=item["slot"])},
                        _("Discard"))
        dom.on(download, "click", lambda e, key=key, slot=item["slot"]: app.download(
            f"galaxy-table-damaged-{slot}.txt", app.store.quarantined_raw(key), "text/plain"))

        def do_discard(event, key=key):
            app.store.discard_quarantined(key)
            render(app)

        dom.on(discard, "click", do_discard)
        rows.append(dom.h("li", {"class": "save-row damaged"},
                          dom.h("div", {"class": "save-info"},
                                dom.h("span", {"class": "save-name"}, item["slot"]),
                                dom.h("span", {"class": "save-meta"}, item["reason"])),
                          dom.h("div", {"class": "save-actions"}, download, discard)))
    return dom.h("section", {"class": "panel damaged-saves", "id": "damaged-saves",
                             "aria-labelledby": "damaged-heading"},
                 dom.h("h2", {"id": "damaged-heading"}, _("Damaged saves set aside")),
                 dom.h("p", None, _("These entries could not be read. They were kept apart so "
                                    "the rest of your saves still work.")),
                 dom.h("ul", {"class": "save-list"}, rows))


def unsaved_section(app):
    """The games of this tab that storage could not keep (full): open or export them."""
    waiting = list(app.unsaved.values())
    if not waiting:
        return None
    rows = []
    for save in waiting:
        slot = save.get("id")
        name = save.get("name", "")
        cont = dom.h("button", {"type": "button", "class": "btn btn-primary btn-small",
                                "aria-label": _("Continue {name}", name=name)}, _("Continue"))
        export = dom.h("button", {"type": "button", "class": "btn btn-small",
                                  "aria-label": _("Export {name} to a file", name=name)},
                       _("Export"))
        dom.on(cont, "click", lambda e, slot=slot: app.open_save(slot))
        dom.on(export, "click", lambda e, save=save: app.export_save(save))
        moves = len(save.get("record", {}).get("actions", []))
        rows.append(dom.h("li", {"class": "save-row is-unsaved", "data-slot": slot},
                          dom.h("div", {"class": "save-info"},
                                dom.h("span", {"class": "save-name"}, name),
                                dom.h("span", {"class": "save-meta"},
                                      _.n("{n} move, kept in this tab only",
                                          "{n} moves, kept in this tab only", moves))),
                          dom.h("div", {"class": "save-actions"}, cont, export)))
    return dom.h("section", {"class": "panel unsaved", "id": "unsaved",
                             "aria-labelledby": "unsaved-heading"},
                 dom.h("h2", {"id": "unsaved-heading"}, _("Not saved: waiting for room")),
                 dom.h("p", None, _("Storage is full, so these games live only in this tab. "
                                    "Export them, or delete old games below: they are saved "
                                    "as soon as there is room.")),
                 dom.h("ul", {"class": "save-list", "id": "unsaved-list"}, rows))


def storage_section(app, count):
    """What the saves use of the browser's storage, whether the browser keeps it, and the
    read-only state of a full storage."""
    saves_used, used = usage(app.store.backend)
    line = _.n("{n} save uses {size}; everything this page keeps takes {total} of the about "
               "5 MB a browser allows it.", "{n} saves use {size}; everything this page keeps "
               "takes {total} of the about 5 MB a browser allows it.", count,
               size=_size(saves_used), total=_size(used))
    persist = dom.h("p", {"id": "storage-persist", "data-live": "yes"},
                    _("Checking whether the browser keeps this storage…"))
    children = [dom.h("h2", {"id": "storage-heading"}, _("Storage")),
                dom.h("p", {"id": "storage-used"}, line), persist]
    if app.storage_full:
        children.insert(1, dom.h("p", {"class": "warning", "id": "storage-full"},
                                 _("Storage is full: saves are read-only until you make room. "
                                   "Export all, then delete old games.")))

    async def fill():
        try:
            storage = dom.window().navigator.storage
            kept = bool(await storage.persisted())
        except Exception:  # no StorageManager here
            persist.textContent = _("This browser does not say whether it keeps this "
                                    "storage; export your games now and then.")
            return
        persist.textContent = (
            _("The browser keeps this storage (it is persistent).") if kept else
            _("The browser may clear this storage when the device runs low on space: export "
              "your games now and then (Export all)."))
        persist.setAttribute("data-persistent", "yes" if kept else "no")

    app.after(0, fill)
    return dom.h("section", {"class": "panel storage", "id": "storage",
                             "aria-labelledby": "storage-heading"}, children)


def _size(chars):
    """A size for the player, in characters (the saves are ASCII JSON: a character is a byte
    of an exported file; browsers limit a page's storage to about 5 million of them)."""
    size = chars
    if size < 1_000_000:
        return _("{n} kB", n=format_number(max(1, round(size / 1000))))
    return _("{n} MB", n=format_number(round(size / 1_000_000, 1)))


def finished_section(app, finished):
    if not finished:
        return None
    return dom.h("section", {"class": "panel finished", "id": "finished",
                             "aria-labelledby": "finished-heading"},
                 dom.h("h2", {"id": "finished-heading"}, _("Finished games")),
                 dom.h("p", None, _("Open one to see the final scores or replay it; it stays "
                                    "here until you delete it.")),
                 dom.h("ul", {"class": "save-list", "id": "finished-list"},
                       [save_row(app, info) for info in finished]))


def render(app):
    app.begin_screen()
    # a game waiting for room is listed once, under "Not saved", with its newest moves
    saves = [info for info in app.store.list() if info["slot"] not in app.unsaved]
    for problem in app.store.problems:
        app.notify(problem, "warning")
    app.store.problems.clear()
    cards = [game_card(app, entry) for entry in games.GAMES]
    in_play = [info for info in saves if not info["over"]]
    if in_play:
        listing = dom.h("ul", {"class": "save-list", "id": "save-list"},
                        [save_row(app, info) for info in in_play])
    elif saves:
        listing = dom.h("p", {"class": "empty", "id": "save-list-empty"},
                        _("No game in play. Start a new game above; it is saved as you play."))
    else:
        listing = dom.h("p", {"class": "empty", "id": "save-list-empty"},
                        _("No saved games yet. Start a new game above; it is saved as you play."))
    app.show(
        "lobby", _("Lobby"),
        dom.h("section", {"class": "hero"},
              # elementtiming: the page-load benchmark times when the lobby is painted
              dom.h("h1", {"elementtiming": "lobby"}, _("Choose a game")),
              dom.h("p", None, _("Space empire games for one device: play against the AI or "
                                 "pass the device between friends. Everything runs in this "
                                 "page, even offline."))),
        unsaved_section(app),
        dom.h("section", {"class": "games", "aria-label": _("Games")}, cards),
        dom.h("section", {"class": "panel continue", "id": "continue",
                          "aria-labelledby": "continue-heading"},
              dom.h("div", {"class": "panel-head"},
                    dom.h("h2", {"id": "continue-heading"}, _("Continue")),
                    import_control(app)),
              listing),
        finished_section(app, [info for info in saves if info["over"]]),
        lobby_stats.section(app),
        damaged_section(app),
        storage_section(app, len(saves)) if saves or app.unsaved or app.storage_full
        else None,
        dom.h("footer", {"class": "footer"},
              dom.h("p", None, _("An unofficial fan implementation. The game names are "
                                 "trademarks of their respective owners."))))
