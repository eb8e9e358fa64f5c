"""Opening a correspondence link (`#/mail/<game>/<text>`, ui/routes.py): the link's record is
checked by replay (ui/net/mail.py `unpack`), then put beside this device's save of the same
game (the same `meta.mail.game_id`):

- the link extends the save: the save takes the link's record (the other player's moves);
- the link is the save's record: the save opens as it is;
- the save extends the link (an old link): the save is kept and opened, the player told;
- they differ: the link opens as a new save, the player told (the old save is kept);
- no such save: a new save; this device's seat is the person's seat whose turn it is now,
  else the player chooses among the persons' seats.

A save is never overwritten by an older record. `place` is the pure part (tested in CPython
with a store over memory); `open_mail` shows the result in the page."""
from __future__ import annotations

from typing import Any, Callable

from game.core.i18n import N_, domain
from ui import games
from ui.save_format import BadSave, new_save, now_iso

from .mail import MailError, compare, mail_meta, new_game_id, seats_for, unpack

_ = domain("app")

BEHIND = N_("This link is older than the game on this device: here is the newer game.")
DIVERGED = N_("This link's game differs from the one on this device: it is opened as a new "
             "game, and the other one is kept.")


def find_saved(store: Any, game: str, game_id: str) -> dict | None:
    """This device's save of that correspondence game (the one with the most moves), opened
    for play (store.open), or None."""
    best = None
    for slot in store.slots():
        try:
            save = store.load(slot)
        except BadSave:
            continue
        meta = mail_meta(save)
        if save["game"] != game or meta is None or meta["game_id"] != game_id:
            continue
        if best is None or len(save["record"]["actions"]) > len(best["record"]["actions"]):
            best = save
    return store.open(best["id"]) if best is not None else None


def own_seat(link: dict) -> int | None:
    """The seat this device takes in a new save: the one person's seat that decides now."""
    persons = [p for p in link["deciders"] if link["seats"][p]["kind"] == "person"]
    return persons[0] if len(persons) == 1 else None


def make_save(store: Any, link: dict, seat: int) -> dict:
    """A new save of a link's game, this device at `seat`."""
    save = new_save(link["game"], link["name"], link["record"], seats_for(link["seats"], seat),
                    {"mail": {"game_id": link["game_id"], "seat": seat}},
                    save_id=store.new_id(link["game"]))
    save["created"] = link["created"] or save["created"]
    return save


def place(store: Any, link: dict, seat: int | None = None,
          clock: Callable[[], str] = now_iso) -> tuple[str, dict | None]:
    """Where a checked link goes: (outcome, save to open). Outcomes: "ahead" (the saved game
    took the link's moves), "same", "behind", "diverged" (a new save), "new" (a new save),
    "ask" (a new save needs this device's seat: call again with `seat`; save None). The
    caller writes "ahead", "diverged" and "new" saves (app.autosave)."""
    saved = find_saved(store, link["game"], link["game_id"])
    meta = mail_meta(saved) if saved is not None else None
    if saved is not None and meta is not None:
        mine = meta["seat"]
        outcome = compare(saved["record"], link["record"])
        if outcome == "ahead":
            saved["record"] = link["record"]
            saved["seats"] = seats_for(link["seats"], mine)
            saved["updated"] = clock()
            return outcome, saved
        if outcome in ("same", "behind"):
            return outcome, saved
        return "diverged", make_save(store, link, mine if seat is None else seat)
    if seat is None:
        seat = own_seat(link)
    if seat is None:
        return "ask", None
    return "new", make_save(store, link, seat)


def open_mail(app: Any, route: Any, seat: int | None = None) -> None:
    """Show a correspondence link's game (see the module docstring); a damaged link shows
    the lobby and says why, with no save changed."""
    entry = games.entry(route.game)
    if entry is None or not games.is_available(entry):
        app.go_lobby(replace=True)
        app.notify(_("That game is not available in this version yet."), "error")
        return
    try:
        link = unpack(route.code, route.game)
        outcome, save = place(app.store, link, seat)
    except MailError as exc:
        app.go_lobby(replace=True)
        app.notify(str(exc), "error")
        return
    if outcome == "ask" or save is None:
        _ask_seat(app, route, link)
        return
    if outcome in ("ahead", "diverged", "new") and not app.autosave(save):
        return
    if outcome == "behind":
        app.notify(_(BEHIND), "warning")
    elif outcome == "diverged":
        app.notify(_(DIVERGED), "warning")
    app.play(entry, save, replace=True)


def _ask_seat(app: Any, route: Any, link: dict) -> None:
    """A short choice: which of the persons' seats is this device's?"""
    from ui import dom  # lazy: the page's part

    scope = app.begin_screen()
    buttons = []
    for p, s in enumerate(link["seats"]):
        if s["kind"] != "person":
            continue
        btn = dom.h("button", {"type": "button", "class": "btn primary",
                               "data-mail-seat": str(p)},
                    s["name"] or _("Player {n}", n=p + 1))
        scope.on(btn, "click", lambda e, p=p: open_mail(app, route, p))
        buttons.append(btn)
    app.show("mail-seat", link["name"],
             dom.h("section", {"class": "panel mail-seat", "aria-labelledby": "mail-seat-h"},
                   dom.h("h1", {"id": "mail-seat-h"}, _("Which player are you?")),
                   dom.h("p", None, _("This game is played by links: choose your seat.")),
                   dom.h("div", {"class": "net-buttons"}, *buttons)))
