"""What the other seats did since the viewer's last decision (the table kit's marks and
summary line, ui/table/recent.py), read from the viewer's two views only: the cards that came
into another seat's tableau (placed, revealed with everyone's choices), the goods made and
used, the VP chips won. A card chosen in secret is in no tableau until it is revealed, so it is
never named early."""
from __future__ import annotations

from typing import Callable

from game.core.i18n import domain
from ui.table.recent import Move, Recent, joined

_ = domain("rftg")


def moves(recent: Recent, name: Callable[[int], str]) -> list:
    """The kit's Moves of every other seat; `name(cid)` is a card's name."""
    out: list = []
    before = {s["seat"]: s for s in recent.before["seats"]}
    for s in recent.after["seats"]:
        q = s["seat"]
        if q == recent.viewer or q not in before:
            continue
        b = before[q]
        placed = [c for c in s["tableau"] if c not in b["tableau"]]
        if placed:
            out.append(Move(q, _("placed {cards}", cards=joined([name(c) for c in placed])),
                            tuple(str(c) for c in placed)))
        had = {g["world"] for g in b["goods"]}
        have = {g["world"] for g in s["goods"]}
        made = [w for w in s["tableau"] if w in have - had]
        if made:
            out.append(Move(q, _.n("made {n} good", "made {n} goods", len(made)),
                            tuple(str(w) for w in made)))
        used = len(had - have)
        if used:
            out.append(Move(q, _.n("consumed {n} good", "consumed {n} goods", used)))
        chips = s["vp_chips"] - b["vp_chips"]
        if chips > 0:
            out.append(Move(q, _.n("won {n} VP chip", "won {n} VP chips", chips)))
    return out
