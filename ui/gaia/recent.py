"""What the other players did since the viewer's last decision (the table kit's marks and
summary line, ui/table/recent.py): the hexes where they built or upgraded (read from the map
of the viewer's two views), then their research steps, board and special actions, federations
and passing (the moves; Gaia hides nothing). A charge offered by their buildings is answered
in their turn: `clears` keeps the marks through those answers."""
from __future__ import annotations

from game.core.i18n import N_, domain
from ui.table.recent import Move, Recent

from .panels import TRACK_NAMES

_ = domain("gaia")

BUILDING = {"m": N_("a mine"), "ts": N_("a trading station"), "lab": N_("a research lab"),
            "PI": N_("the planetary institute"), "ac1": N_("an academy"),
            "ac2": N_("an academy"), "gf": N_("a gaiaformer"), "sp": N_("a space station")}


def clears(action) -> bool:
    """A charge offer's answer (or a decline) keeps the marks of the turn that caused it."""
    return action[0] not in ("charge", "decline")


def _cells(view: dict) -> dict:
    return {c["label"]: c for c in view["map"]["hexes"]}


def moves(recent: Recent) -> list:
    """The kit's Moves of every other player."""
    me = recent.viewer
    out: list = []
    old = _cells(recent.before)
    for label, c in _cells(recent.after).items():
        was = old.get(label, {})
        for who, what, before in ((c.get("owner"), c.get("building"), was.get("building")),
                                  (c.get("guest"), "m" if c.get("guest") is not None else None,
                                   "m" if was.get("guest") is not None else None)):
            if who is None or who == me or what == before or what not in BUILDING:
                continue
            if before in (None, "gf"):        # a gaiaformer's planet gets a mine
                words = _("built {building} on {hex}", building=_(BUILDING[what]), hex=label)
            else:
                words = _("upgraded {hex} to {building}", hex=label, building=_(BUILDING[what]))
            out.append(Move(who, words, (f"hex:{label}",)))
    for q, a in recent.steps:
        if q == me:
            continue
        word = a[0]
        if word == "up" and a[1] in TRACK_NAMES:
            out.append(Move(q, _("advanced in {track}", track=_(TRACK_NAMES[a[1]]))))
        elif word == "federation":
            out.append(Move(q, _("formed a federation")))
        elif word == "action":
            out.append(Move(q, _("took a board action")))
        elif word == "special":
            out.append(Move(q, _("used a special action")))
        elif word == "pass":
            out.append(Move(q, _("passed")))
    return out
