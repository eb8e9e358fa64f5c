"""The "net" part of a save (pure Python; ui/save_format.py calls `clean`):

    host:   {"role": "host"}                    # the game's seats of kind "friend" play elsewhere
    friend: {"role": "friend", "seat": 1, "host": "<host's save id>", "states": [...]}

A friend's save is its copy of a game the host holds: its record is empty (the moves stay
with the host), `states` are the host's state messages it received (ui/net/remote.py), the
newest last. A damaged state is dropped with a notice; a damaged net part is refused."""
from __future__ import annotations

from game.core.i18n import domain

_ = domain("app")

MAX_STATES = 400


class BadNet(ValueError):
    """The net part of a save cannot be read: str(error) says why."""


def clean(raw: object, players: int, notices: list | None = None) -> dict:
    if not isinstance(raw, dict) or raw.get("role") not in ("host", "friend"):
        raise BadNet(_("the save's connection data is invalid"))
    if raw["role"] == "host":
        return {"role": "host"}
    seat, host = raw.get("seat"), raw.get("host")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players or \
            not isinstance(host, str) or len(host) > 100:
        raise BadNet(_("the save's connection data is invalid"))
    states = raw.get("states")
    kept = [s for s in (states if isinstance(states, list) else [])[-MAX_STATES:]
            if isinstance(s, dict) and s.get("t") == "state" and s.get("seat") == seat
            and isinstance(s.get("view"), dict) and isinstance(s.get("moves"), int)]
    if notices is not None and (not isinstance(states, list) or len(kept) < min(
            len(states), MAX_STATES)):
        notices.append(_("Some positions of this game's copy were damaged and have been "
                         "dropped; the host still has the whole game."))
    return {"role": "friend", "seat": seat, "host": host, "states": kept}
