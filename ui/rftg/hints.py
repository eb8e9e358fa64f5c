"""Race's part of the hints (ui/table/hints.py): what a hint's reason compares in the
player's view before and after a move (`facts`)."""
from __future__ import annotations

from game.core.i18n import N_
from game.rftg import words as W


def facts(view: dict, player: int) -> list:
    """The player's VP, cards in hand, goods, military and tableau (its card names: a card
    placed is one the player chose, never a hidden one)."""
    seat = next((s for s in view.get("seats", []) if s.get("seat") == player), None)
    if seat is None:
        return []
    return [(N_("VP"), seat.get("score", 0)),
            (N_("cards in hand"), seat.get("hand_size", 0)),
            (N_("goods"), len(seat.get("goods", []))),
            (N_("military"), (seat.get("military") or {}).get("general", 0)),
            (N_("Tableau"), [W.name(c) for c in seat.get("tableau", [])])]
