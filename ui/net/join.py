"""Opening an invite link (`#/join/...`, ui/routes.py) on a friend's device: the friend's save
of that host's game and seat (a new one, or the one this device already keeps, so a
reconnection resumes it), then its table with the offer to answer (ui/net/page_friend.py)."""
from __future__ import annotations

import hashlib
from typing import Any

from game.core.i18n import domain
from ui import games

from .remote import friend_save

_ = domain("app")


def friend_slot(game: str, seat: int, host_id: str) -> str:
    """The slot of this device's copy of a host's game at a seat (the same for every invite
    of that seat, so a new link resumes it)."""
    tag = hashlib.sha256(f"{host_id}/{seat}".encode()).hexdigest()[:10]
    return f"{game}-friend-{seat + 1}-{tag}"


def open_invite(app: Any, route: Any) -> None:
    entry = games.entry(route.game)
    if entry is None or not games.is_available(entry):
        app.go_lobby(replace=True)
        app.notify(_("That game is not available in this version yet."), "error")
        return
    slot = friend_slot(route.game, route.seat, route.save_id)
    save = None
    if app.store.exists(slot):
        try:
            save = app.store.open(slot)
        except Exception:           # a damaged copy: a new one (the host has the game)
            save = None
    if save is None:
        save = friend_save(route.game, route.players, route.seat, route.save_id,
                           _("{title} with friends", title=games.title(entry)), save_id=slot)
    app.net_offer = (slot, route.code)
    app.play(entry, save, replace=True)
