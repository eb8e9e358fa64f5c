"""Paying for a card (the "pay" decision) and whether a card is affordable.

A play first takes the card out of the hand (`pending`), then its owner pays until the items
paid cover the cost (payment.py decides that, assigning each item the best use): one item per
action, ("pay", card) pays a card away and ("pay", "token") a universal token, or several at
once, ("pay", (item, ...)), which must finish the payment with no item more than needed.
The legal actions list every single item and, of the sets, only the proposal: the cheapest
set that finishes (proposal.py), what the table pre-selects. Every listed item keeps the
payment completable, because the whole remaining hand could pay when the play was allowed.
In the research step ("science" mode) science cards with a science symbol pay too; epoch
cards and tokens pay only in pairs there unless they show science.
"""
from typing import Callable

from game.core.i18n import domain

from . import cards as C
from .colonies import resolve
from .decisions import register, is_int
from .payment import need_after, pays, pays_pairable
from .proposal import check_several, item_mask, proposal
from .words import Later

_ = domain("epochs")

_AFTER = {}     # mode -> what follows a completed payment, then(s, p) (see after_paying)


def after_paying(mode: str, then: Callable) -> None:
    """Declare what follows a completed payment of `mode`: turn.py's "epoch" (a play) ends the
    turn, epoch_end.py's "science" (a research) asks the next player. The rules that start a
    payment say what comes after it, so this module imports neither of them."""
    _AFTER[mode] = then


def _items(s, p, card, mode, need_any):
    """(mask, pairable) of everything p could pay with for `card` (not counting it)."""
    hand = s.hand[p]
    mask = s.k.MASK
    items = [(mask[c], True) for c in hand if c != card]
    items += [(C.TOKEN_MASK, True)] * s.tokens[p]
    if mode == "science":
        for c in s.sci[p]:
            if c == card:
                continue
            if mask[c] & C.SCIENCE_BIT:
                items.append((C.SCIENCE_BIT, False))
            elif need_any:
                items.append((0, False))
    return items


def need_of(s, p, card) -> tuple:
    return need_after(s.k.COST[card], s.prod[p])


def affordable(s, p, card) -> bool:
    """Can p pay for `card` (in hand or science hand) with everything else they hold?"""
    need = need_of(s, p, card)
    if C.KIND[card] != "science":  # cards and tokens, all pairable
        mask = s.k.MASK
        masks = [mask[c] for c in s.hand[p] if c != card]
        if s.tokens[p]:
            masks += [C.TOKEN_MASK] * s.tokens[p]
        return pays_pairable(need, masks)
    return pays(need, _items(s, p, card, "science", not any(need)))


def start_payment(s, p, card, target, mode) -> None:
    need = need_of(s, p, card)
    s.pending = {"card": card, "target": tuple(target), "mode": mode, "need": need,
                 "paid": []}
    s.decision = ("pay",)
    s.current = p
    if mode == "science":
        s.say(_.msg("{player} researches {card} (cost {cost}, after production {need}).",
                    player=s.name(p), card=C.NAME[card], cost=Later(C.cost_text, card, s.k.edition),
                    need=Later(_need_text, tuple(need))))
    else:
        s.say(_.msg("{player} plays {card} (cost {cost}, after production {need}).",
                    player=s.name(p), card=C.NAME[card], cost=Later(C.cost_text, card, s.k.edition),
                    need=Later(_need_text, tuple(need))))


def _need_text(need) -> str:
    parts = [C.amount(r, n) for r, n in zip(C.RESOURCES, need) if n]
    return ", ".join(parts) if parts else _("any one card or token")


def item_actions(s, p) -> list:
    """("pay", item) for every single item p may pay with now (the AI pays item by item)."""
    pend = s.pending
    out = [("pay", c) for c in sorted(set(s.hand[p]))]
    if s.tokens[p]:
        out.append(("pay", "token"))
    if pend["mode"] == "science":
        need_any = not any(pend["need"])
        out += [("pay", c) for c in sorted(set(s.sci[p]))
                if need_any or s.k.MASK[c] & C.SCIENCE_BIT]
    return out


def is_several(action) -> bool:
    """True for a payment of several items at once, ("pay", (item, ...))."""
    return len(action) == 2 and action[0] == "pay" and isinstance(action[1], tuple)


def _legal(s, p, dec):
    best = proposal(s, p)
    return item_actions(s, p) + ([("pay", tuple(best))] if best else [])


def _check(s, p, dec, a):
    if a[0] != "pay" or len(a) != 2:
        return _("pay with ('pay', card), ('pay', 'token') or ('pay', (card, 'token', ...))")
    item = a[1]
    if isinstance(item, tuple):
        return check_several(s, p, item, lambda x: _item_check(s, p, x))
    if item == "token":
        return None if s.tokens[p] else _("you have no universal token left")
    return _item_check(s, p, item)


def _item_check(s, p, item):
    """Why the card `item` cannot pay now, or None."""
    pend = s.pending
    if not is_int(item):
        return _("pay with a card of your hand or 'token'")
    if item in s.hand[p]:
        return None
    if item in s.sci[p]:
        if pend["mode"] != "science":
            return _("science cards never pay for epoch cards")
        if any(pend["need"]) and not s.k.MASK[item] & C.SCIENCE_BIT:
            return _("{card} shows no science symbol: it pays only when your production "
                     "covers the whole cost", card=C.NAME[item])
        return None
    return _("that card is not in your hand")


def _apply(s, p, dec, a):
    pend = s.pending
    for item in (a[1] if isinstance(a[1], tuple) else (a[1],)):
        if item == "token":
            s.tokens[p] -= 1
        elif item in s.hand[p]:
            s.hand[p].remove(item)
            s.secret[p].discard(item)
        else:
            s.sci[p].remove(item)
        pend["paid"].append(item)
    if pays(pend["need"], [item_mask(s, x, pend["mode"]) for x in pend["paid"]]):
        finish(s, p)


def finish(s, p) -> None:
    pend = s.pending
    s.pending = None
    paid = pend["paid"]
    s.say(_.msg("{player} pays with {items}.", player=s.name(p),
                items=Later(paid_words, tuple(paid))))
    s.discard.extend(x for x in paid if x != "token")
    resolve(s, p, pend["card"], pend["target"])
    _AFTER[pend["mode"]](s, p)


register("pay", _legal, _check, _apply)


def paid_words(paid: tuple) -> str:
    """The items of a payment in words: "Glacia, Drill Rig, a universal token"."""
    return ", ".join(_("a universal token") if x == "token" else C.NAME[x] for x in paid)
