"""The cheapest payment the table proposes, and the check of a payment of several items.

A proposal is the list of items (hand cards, "token" once per universal token, science cards
in the research step) that completes the payment under way with the fewest items and, among
those, keeps the most valuable ones: a universal token is worth least (it only ever pays),
then cards by their printed cost (all its resources), then by card id. It is listed among
the legal actions as ("pay", (item, ...)) beside the single items (paying.py).

How it is found, without trying every set: an item either pays one needed unit alone (the
items paying alone form a matching of items to units, payment.py's cover) or is half of a
two-for-one (only pairable items). With `base` = the items paid so far plus the units they
cover alone, `R` = 2 * need - base more "points" are needed: an item that raises the cover
gives 2, any other pairable item 1. `g` = how far all the items could raise the cover. The
fewest items are k = ceil(R / 2) when R <= 2g, else R - g; of those, d = R - k must raise the
cover. The cheapest such set: the cheapest d items that each raise the cover (greedy in order
of worth: a matching's independent sets form a matroid), then the cheapest others that still
count (pairable, or raising the cover). The result is checked to pay, else the sets are
tried one size at a time (`_fewest`); tests/epochs/test_pay_several.py compares the two over
the payments of random games.
"""
from itertools import combinations
from typing import Optional

from game.core.i18n import domain

from . import cards as C
from .decisions import is_int
from .payment import _single_cover, after_singles, cover, pays

_ = domain("epochs")


_WORTHS: dict = {}      # id of an edition's content -> each card's worth (1 + printed cost)


def _worths(k) -> list:
    out = _WORTHS.get(id(k))
    if out is None:
        out = _WORTHS[id(k)] = [1 + sum(cost) for cost in k.COST]
    return out


def worth(s, item) -> tuple:
    """How much an item is worth keeping (lower is paid first): a token, then cards by
    printed cost and id."""
    if item == "token":
        return (0, -1)
    return (_worths(s.k)[item], item)


def item_mask(s, item, mode: str) -> tuple:
    """(mask, pairable) of an item in a payment of `mode` ("epoch" or "science")."""
    if item == "token":
        return (C.TOKEN_MASK, True)
    if C.KIND[item] == "science":
        return ((s.k.MASK[item] & C.SCIENCE_BIT), False)
    return (s.k.MASK[item], True)


def set_key(s, items: list) -> tuple:
    """How a set of items is ranked among sets of the same size (lower is proposed first):
    the least worth in all, then the most valuable item kept (sorted from the dearest)."""
    values = sorted((worth(s, x) for x in items), reverse=True)
    return (sum(v[0] for v in values), values)


def candidates(s, p, mode: str, need_any: bool) -> list:
    """Every item p could pay with now: (item, mask, pairable), cheapest first."""
    w, mask = _worths(s.k), s.k.MASK
    cards = [(w[c], c, mask[c], True) for c in set(s.hand[p])]
    if mode == "science":
        cards += [(w[c], c, mask[c] & C.SCIENCE_BIT, False) for c in set(s.sci[p])
                  if need_any or mask[c] & C.SCIENCE_BIT]
    cards.sort()
    return [("token", C.TOKEN_MASK, True)] * s.tokens[p] + [(c, m, ok) for _w, c, m, ok in cards]


def proposal(s, p) -> list:
    """The cheapest list of items that completes p's payment under way ([] if none)."""
    pend = s.pending
    if pend is None:
        return []
    need, mode = tuple(pend["need"]), pend["mode"]
    items = candidates(s, p, mode, not any(need))
    paid = [item_mask(s, x, mode) for x in pend["paid"]]
    n = sum(need)
    if n == 0:
        return [items[0][0]] if items and not paid else []
    # a non-pairable item paid pays its unit (science only)
    need = after_singles(need, [m for m, ok in paid if not ok])
    n = sum(need)
    masks = [m for m, ok in paid if ok]
    have = _single_cover(need, masks)
    short = 2 * n - len(masks) - have
    if short <= 0:
        return []
    gap = _single_cover(need, masks + [m for _i, m, _ok in items]) - have
    k = (short + 1) // 2 if short <= 2 * gap else short - gap
    raise_by = short - k
    chosen, rest = [], []
    got = have
    for item in items:
        if len(chosen) < raise_by:
            now = _single_cover(need, masks + [t[1] for t in chosen] + [item[1]])
            if now > got:
                chosen.append(item)
                got = now
                continue
        rest.append(item)
    out = chosen
    for item in rest:           # then the cheapest others: pairable, or raising the cover
        if len(out) == k:
            break
        if item[2]:
            out = out + [item]
        else:
            now = _single_cover(need, masks + [t[1] for t in out] + [item[1]])
            if now > got:
                out, got = out + [item], now
    full = paid + [(t[1], t[2]) for t in out]
    if len(out) != k or not pays(tuple(pend["need"]), full):
        return _fewest(s, pend, items, paid)      # never seen: the exact search as a net
    out.sort(key=lambda t: worth(s, t[0]))
    return [t[0] for t in out]


def _fewest(s, pend, items: list, paid: list) -> list:
    """The cheapest of the smallest sets of `items` that finish the payment, by trying sets
    of one item, then two, ... (the greedy's safety net and the tests' reference)."""
    need = tuple(pend["need"])
    for k in range(1, len(items) + 1):
        best = None
        for combo in combinations(items, k):
            if pays(need, paid + [(t[1], t[2]) for t in combo]):
                key = set_key(s, [t[0] for t in combo])
                if best is None or key < best[0]:
                    best = (key, combo)
        if best is not None:
            return [t[0] for t in sorted(best[1], key=lambda t: worth(s, t[0]))]
    return []


def still_to_pay(need: tuple, paid: list) -> tuple:
    """({"E": n, ...} uncovered by items paying alone, how many more items of any kind would
    finish) for items `paid` given as (mask, pairable)."""
    masks = [m for m, _ok in paid]
    left, _spare = cover(need, masks)
    n, k = sum(need), sum(need) - sum(left)
    pairable = sum(1 for _m, ok in paid if ok)
    more = max(1 - len(paid), 0) if n == 0 else max(0, 2 * n - k - pairable)
    return dict(zip(C.RESOURCES, left)), more


def check_several(s, p, items: tuple, item_refusal) -> Optional[str]:
    """Why ("pay", items) is refused, or None: each item held (`item_refusal(item)` says why
    a single one is not), the whole set finishes the payment, and no item is more than
    needed."""
    pend = s.pending
    if not items:
        return _("name at least one card or token to pay with")
    seen = set()
    for x in items:
        if x == "token":
            continue
        if not is_int(x):
            return _("pay with cards of your hand or 'token'")
        if x in seen:
            return _("{card} is named twice", card=C.NAME[x])
        seen.add(x)
        why = item_refusal(x)
        if why:
            return why
    tokens = sum(1 for x in items if x == "token")
    if tokens > s.tokens[p]:
        return _.n("you have only {n} universal token", "you have only {n} universal tokens",
                   s.tokens[p])
    need, mode = tuple(pend["need"]), pend["mode"]
    before = [item_mask(s, x, mode) for x in pend["paid"]]
    now = [item_mask(s, x, mode) for x in items]
    if not pays(need, before + now):
        left, more = still_to_pay(need, before + now)
        what = ", ".join(C.amount(r, n) for r, n in left.items() if n)
        return _.n("that is not enough for {card}: {what} still to pay, or {n} more card or "
                   "token of any kind", "that is not enough for {card}: {what} still to pay, "
                   "or {n} more cards or tokens of any kind", more, card=C.NAME[pend["card"]],
                   what=what or _("nothing alone"))
    for i, x in enumerate(items):
        if pays(need, before + now[:i] + now[i + 1:]):
            what = _("a universal token") if x == "token" else C.NAME[x]
            return _("{item} is more than needed: the other items already pay for {card}",
                     item=what, card=C.NAME[pend["card"]])
    return None
