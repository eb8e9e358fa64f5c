"""Paying with resource cards: where they lie, how many icons they give, the assembly limit.

A payment is a tuple of resource card ids taken from the hand and/or from the player's usable
operational planets. A card in hand gives its better half for the colour wanted; a card on a
planet gives only its visible half. Gold icons are universal for basic actions only
(`gold=True`). At most `state.limit(...)` cards may be spent in one action.
"""
from itertools import combinations
from typing import Optional

from game.core.i18n import domain

from . import cards as C
from .decisions import int_tuple

_ = domain("artifacts")

MAX_LISTED = 12      # payments listed per target (the cheapest first); any valid one is accepted
LISTED_SOURCES = 5   # prepare/trade/unblock list subsets of the 5 richest cards; any is accepted


def sources(state, p: int, color: str, gold: bool, planets: bool = True) -> list:
    """[(resource, icons)] p could spend for `color`, cards with no such icon left out."""
    out = []
    for r in state.hand[p]:
        n = C.card_icons(r, color, gold)
        if n:
            out.append((r, n))
    if planets:
        for planet, res in state.on_planet[p].items():
            if not state.usable(p, planet):
                continue
            for r, half in res:
                n = C.half_icons(r, half, color, gold)
                if n:
                    out.append((r, n))
    return out


def icons_of(state, p: int, cards: tuple, color: str, gold: bool, planets: bool = True) -> int:
    """Total icons the given cards give (they must all be among p's sources)."""
    have = dict(sources(state, p, color, gold, planets))
    return sum(have[c] for c in cards)


def check(state, p: int, cards, color: str, gold: bool, limit: int, need: int,
          planets: bool = True):
    """A reason why `cards` cannot pay `need` icons of `color`, or None."""
    err = int_tuple(cards, "resource cards")
    if err:
        return err
    if len(cards) > limit:
        return _.n("your assembly limit is {n} card per action; you chose {chosen}",
                   "your assembly limit is {n} cards per action; you chose {chosen}", limit,
                   chosen=len(cards))
    have = dict(sources(state, p, color, gold, planets))
    for c in cards:
        if c not in have:
            col = _color_name(color)
            if not planets:
                if gold:
                    return _("{card} is not a card in your hand with {color} icons (or gold)",
                             card=C.NAME[c], color=col)
                return _("{card} is not a card in your hand with {color} icons",
                         card=C.NAME[c], color=col)
            if gold:
                return _("{card} is not a card in your hand or on your usable planets with "
                         "{color} icons (or gold)", card=C.NAME[c], color=col)
            return _("{card} is not a card in your hand or on your usable planets with "
                     "{color} icons", card=C.NAME[c], color=col)
    total = sum(have[c] for c in cards)
    if total < need:
        return _.n("these cards give {n} {color} icon; {need} are needed",
                   "these cards give {n} {color} icons; {need} are needed", total,
                   color=_color_name(color), need=need)
    return None


def payments(state, p: int, color: str, gold: bool, limit: int, need: int,
             planets: bool = True) -> list:
    """Minimal payments (no card could be left out) of `need` icons, cheapest first, capped."""
    if need <= 0:
        return [()]
    src = sorted(sources(state, p, color, gold, planets), key=lambda x: (-x[1], x[0]))
    if not src or sum(n for _, n in src[:limit]) < need:
        return []
    found = []
    for k in range(1, min(limit, len(src)) + 1):
        for combo in combinations(src, k):
            total = 0
            low = 9
            for _, n in combo:
                total += n
                if n < low:
                    low = n
            if total >= need and total - low < need:
                found.append((total, tuple(sorted(r for r, _ in combo))))
    found.sort()
    return [cards for _, cards in found[:MAX_LISTED]]


def shortfall(state, p: int, color: str, gold: bool, limit: int, need: int,
              planets: bool = True) -> Optional[str]:
    """Why no payment of `need` icons of `color` exists for p now (None if one does): what
    the richest `limit` cards give at most, said in a player's words."""
    src = sorted((n for _r, n in sources(state, p, color, gold, planets)), reverse=True)
    best = sum(src[:limit])
    if best >= need:
        return None
    col = _color_name(color)
    if not src:
        if planets:
            return (_("none of your cards in hand or on usable planets has {color} icons",
                      color=col) if not gold else
                    _("none of your cards in hand or on usable planets has {color} or gold "
                      "icons", color=col))
        return (_("none of the cards in your hand has {color} icons", color=col) if not gold
                else _("none of the cards in your hand has {color} or gold icons", color=col))
    return _.n("your cards give at most {best} of the {need} {color} icons ({n} card an "
               "action)",
               "your cards give at most {best} of the {need} {color} icons ({n} cards an "
               "action)", limit, best=best, color=col, need=need)


def listed_subsets(src: list, limit: int) -> list:
    """Non-empty subsets of the 5 richest source cards [(resource, icons)], up to `limit`
    cards, as sorted tuples (what prepare, trade and unblock list; any other is accepted)."""
    ids = sorted(r for r, _ in sorted(src, key=lambda x: (-x[1], x[0]))[:LISTED_SOURCES])
    out = []
    for k in range(1, min(limit, len(ids)) + 1):
        out.extend(combinations(ids, k))
    return out


def spend(state, p: int, cards: tuple) -> None:
    """Move the cards from p's hand or planets to the resource discard."""
    hand = state.hand[p]
    for c in cards:
        if c in hand:
            hand.remove(c)
        else:
            for res in state.on_planet[p].values():
                hit = [x for x in res if x[0] == c]
                if hit:
                    res.remove(hit[0])
                    break
        state.res_discard.append(c)


def _color_name(color: str) -> str:
    return {"R": _("red"), "B": _("blue"), "G": _("green"), "Y": _("gold")}.get(color, color)
