"""Three Epochs' part of the hints (ui/table/hints.py): what a hint's reason compares in the
player's view before and after a move (`facts`)."""
from __future__ import annotations

from game.core.i18n import N_

from . import cardinfo as I


def facts(view: dict, player: int) -> list:
    """The player's VP, cards in hand, science cards, income and tableau (its card names)."""
    players = view.get("players") or []
    if not 0 <= player < len(players):
        return []
    me = players[player]
    return [(N_("VP"), me.get("vp", 0)),
            (N_("cards in hand"), me.get("hand_count", 0)),
            (N_("science cards"), me.get("science_count", 0)),
            (N_("income"), me.get("income", 0)),
            (N_("Tableau"), [I.name(c) for c in me.get("tableau", [])])]
