"""Gaia Project's part of the hints (ui/table/hints.py): what a hint's reason compares in the
player's view before and after a move (`facts`)."""
from __future__ import annotations

from game.core.i18n import N_


def facts(view: dict, player: int) -> list:
    """The player's VP, resources, power in bowls II and III, research steps and buildings."""
    players = view.get("players") or []
    if not 0 <= player < len(players):
        return []
    me = players[player]
    counts = me.get("counts") or {}
    return [(N_("VP"), me.get("vp", 0)),
            (N_("credits"), me.get("credits", 0)),
            (N_("ore"), me.get("ore", 0)),
            (N_("knowledge"), me.get("knowledge", 0)),
            (N_("QIC"), me.get("qic", 0)),
            (N_("power in bowl II"), (me.get("power") or {}).get("bowl2", 0)),
            (N_("power in bowl III"), (me.get("power") or {}).get("bowl3", 0)),
            (N_("research steps"), sum((me.get("research") or {}).values())),
            (N_("mines"), counts.get("m", 0)),
            (N_("buildings"), sum((me.get("buildings") or {}).values()))]
