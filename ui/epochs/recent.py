"""What the other player did since the viewer's last decision (the table kit's marks and
summary line, ui/table/recent.py), from the moves' public parts and the viewer's two views:
cards played, colonising and landing (public once played), the cards taken from the open
offer (known to both: the view's `known_hand`; a card dealt face down is never named), research,
the diplomacy step and passing."""
from __future__ import annotations

from game.core.i18n import domain
from ui.table.recent import Move, Recent, joined

from . import cardinfo as I

_ = domain("epochs")


def moves(recent: Recent) -> list:
    """The kit's Moves of the other player."""
    me = recent.viewer
    out: list = []
    took = False
    for q, a in recent.steps:
        if q == me:
            continue
        word = a[0]
        if word == "take" and not took:
            took = True
            had = set(recent.before["players"][q]["known_hand"])
            new = [c for c in recent.after["players"][q]["known_hand"] if c not in had]
            if new:
                out.append(Move(q, _("took {cards}", cards=joined([I.name(c) for c in new])),
                                tuple(f"c:{c}" for c in new)))
        elif word == "play":
            out.append(Move(q, _("played {card}", card=I.name(a[1])), (f"c:{a[1]}",)))
        elif word == "colonize":
            out.append(Move(q, _("colonised {planet} with {card}", planet=I.name(a[2]),
                                 card=I.name(a[1])), (f"c:{a[1]}",)))
        elif word == "ship":
            out.append(Move(q, _("landed {card} on {planet}", card=I.name(a[1]),
                                 planet=I.name(a[2])), (f"c:{a[1]}",)))
        elif word == "research":
            out.append(Move(q, _("researched {card}", card=I.name(a[1])), (f"c:{a[1]}",)))
        elif word == "nudge":
            out.append(Move(q, _("moved the marker one step on the military axis")
                            if a[1] == "mil" else
                            _("moved the marker one step on the trade axis")))
        elif word == "pass":
            out.append(Move(q, _("passed")))
    return out
