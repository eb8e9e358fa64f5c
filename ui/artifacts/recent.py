"""What the other empires did since the viewer's last decision (the table kit's marks and
summary line, ui/table/recent.py), from the viewer's two views and the moves' public parts.

Cards bought are read from what newly lies under construction (a card bought face up is
public; a card looked at and put back is not named), the attack's outcome from where each
ship is now (in the empire: unharmed; under construction: damaged; gone: destroyed), the
alien system attacked from the row as it was (the row changes only by attacks on it).
"""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import domain
from ui.table.recent import Move, Recent, joined

_ = domain("artifacts")

VERB = {"discover": "discovered", "develop": "developed", "build": "built"}


def _cards(seat: dict, part: str) -> set:
    return {row[0] for row in seat[part]}


def _names(cards) -> str:
    return joined([C.NAME[c] for c in cards])


def _placed(word: str, card: int) -> str:
    if word == "discover":
        return _("discovered {card}", card=C.NAME[card])
    if word == "develop":
        return _("developed {card}", card=C.NAME[card])
    return _("built {card}", card=C.NAME[card])


def _outcome(after_seat: dict, ships: tuple) -> str:
    empire, under = _cards(after_seat, "empire"), _cards(after_seat, "under")
    lost = []
    for s in ships:
        if s in under and s not in empire:
            lost.append(_("{card} damaged", card=C.NAME[s]))
        elif s not in empire:
            lost.append(_("{card} destroyed", card=C.NAME[s]))
    return joined(lost) if lost else _("no ship lost")


def _alien_targets(recent: Recent) -> dict:
    """{step index: the alien system attacked} as the row stood (None: one drawn since)."""
    row: list = list(recent.before["alien_row"])
    out = {}
    for i, (_seat, a) in enumerate(recent.steps):
        if a[0] == "attack" and a[1] == "alien" and 0 <= a[2] < len(row):
            out[i] = row.pop(a[2])
            row.append(None)
    return out


def moves(recent: Recent) -> list:
    """The kit's Moves of every seat but the viewer's since the viewer's last decision."""
    after, me, names = recent.after, recent.viewer, recent.names
    out: list = []
    targets = _alien_targets(recent)
    named: set = set()
    for i, (q, a) in enumerate(recent.steps):
        if q == me:
            continue
        seat = after["seats"][q]
        held = _cards(seat, "empire") | _cards(seat, "under")
        word = a[0]
        if word == "buy" and a[2] == 0 or word == "keep":
            card = a[1] if word == "keep" else _bought(recent, q, a[1], named)
            if card is not None:
                named.add(card)
                out.append(Move(q, _("bought {card}", card=C.NAME[card]),
                                (str(card),) if card in held else ()))
            else:
                out.append(Move(q, {"planet": _("bought a planet"),
                                    "tech": _("bought a technology"),
                                    "ship": _("bought a ship")}[a[1]]))
        elif word in VERB:
            out.append(Move(q, _placed(word, a[1]), (str(a[1]),)))
        elif word == "auto":
            out.append(Move(q, _("built {card}", card=C.NAME[a[1]]), (str(a[1]),)))
        elif word == "prepare":
            out.append(Move(q, _("prepared {card}", card=C.NAME[a[1]]), (str(a[1]),)))
        elif word in ("use", "bonus", "unlock") and a[1] in held:
            out.append(Move(q, _("used {card}", card=C.NAME[a[1]]), (str(a[1]),)))
        elif word == "artifact":
            out.append(Move(q, _("played the artifact {card}", card=C.NAME[a[1]])))
        elif word == "trade":
            out.append(Move(q, _("traded resources")))
        elif word == "unblock":
            out.append(Move(q, _("removed blockade tokens")))
        elif word in ("offensive", "revenue", "mining"):
            out.append(Move(q, {"offensive": _("started an offensive"),
                                "revenue": _("gained revenue"),
                                "mining": _("mined")}[word]))
        elif word == "faction":
            out.append(Move(q, _("used their faction action")))
        elif word == "defend":
            out.append(Move(q, _("defended with {card}", card=C.NAME[a[1]])))
        elif word == "blockade":
            owner = next((p for p, s in enumerate(after["seats"])
                          if a[1] in _cards(s, "empire")), None)
            whose = names[owner] if owner is not None else ""
            out.append(Move(q, _("placed a blockade token on {card} of {name}",
                                 card=C.NAME[a[1]], name=whose), (str(a[1]),)))
        elif word == "attack":
            ships = tuple(a[3])
            if a[1] == "alien":
                target = targets.get(i)
                what = (_("attacked {target} with {ships}", target=C.NAME[target],
                          ships=_names(ships)) if target is not None else
                        _("attacked an alien system with {ships}", ships=_names(ships)))
            else:
                what = _("attacked {name} with {ships}", name=names[a[2]], ships=_names(ships))
            out.append(Move(q, _("{attack}: {outcome}", attack=what,
                                 outcome=_outcome(seat, ships)),
                            tuple(str(s) for s in ships if s in held)))
    return out


def _bought(recent: Recent, q: int, kind: str, named: set) -> int | None:
    """The card of `kind` seat q bought face up: newly under construction (None if it was
    built or lost again since: then its name is not known here)."""
    had = _cards(recent.before["seats"][q], "under") | _cards(recent.before["seats"][q],
                                                              "empire")
    new = sorted(_cards(recent.after["seats"][q], "under") - had - named)
    return next((c for c in new if C.KIND[c] == kind), None)
