"""Alien Artifacts' part of the hints (ui/table/hints.py): what a hint's reason compares in
the player's view before and after a move (`facts`)."""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_


def facts(view: dict, player: int) -> list:
    """The player's VP, credits, cards in hand, artifacts and empire (its card names)."""
    seats = view.get("seats") or []
    if not 0 <= player < len(seats):
        return []
    seat = seats[player]
    scores = view.get("scores") or []
    return [(N_("VP"), scores[player] if player < len(scores) else seat.get("vp", 0)),
            (N_("credits"), seat.get("credits", 0)),
            (N_("cards in hand"), len(seat.get("hand", []))),
            (N_("artifacts"), len(seat.get("artifacts", []))),
            (N_("Empire"), [C.NAME[e[0]] for e in seat.get("empire", [])])]
