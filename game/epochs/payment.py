"""Paying for cards: which sets of items (cards paid away, universal tokens) cover a cost.

Rules (seed 004, "Wyložit kartu"): a card paid away counts as ONE of its resource symbols; any
two cards (or tokens) count as one resource of any kind; a universal token is energy, food or
metal (never science alone); production lowers the cost of its resource, but at least one
card or token is always paid. Science cards never pay for epoch cards; in the research step a
science card with a science symbol pays one science, and any science card may be the one
obligatory item when production covers the whole cost.

An item is (mask, pairable): mask = the resources it pays alone (bits E, F, M, S), pairable =
may be half of a two-for-one. A set pays a need of n units iff, with k = the most units its
items can cover alone (a matching, computed by Hall's theorem over the 16 resource subsets),
there are enough pairable items left for the rest: k + 2 * (n - k) items are used.

    >>> pays((1, 0, 0, 0), [(0b0010, True), (0b0100, True)])   # two cards for one energy
    True
    >>> pays((0, 0, 0, 1), [(0b0111, True)])                   # a token is never science
    False
"""
from typing import Iterable


def need_after(cost: tuple, prod: list) -> tuple:
    """The cost per resource after the production discount (never below 0)."""
    c0, c1, c2, c3 = cost
    p0, p1, p2, p3 = prod
    return (c0 - p0 if c0 > p0 else 0, c1 - p1 if c1 > p1 else 0,
            c2 - p2 if c2 > p2 else 0, c3 - p3 if c3 > p3 else 0)


# the resource indices in each of the 16 subsets of {E, F, M, S}
_SUBSET_BITS = tuple(tuple(i for i in range(4) if s >> i & 1) for s in range(16))
# the non-empty subsets of each subset: Hall's condition only needs the subsets of the
# resources actually needed (adding a resource with no need only adds items that could help)
_SUBSETS_OF = tuple(tuple(t for t in range(1, 16) if t & s == t) for s in range(16))


_COVER_MEMO: dict = {}
_COVER_MEMO_SIZE = 4096


def _single_cover(need: tuple, masks: list) -> int:
    """The most units of `need` that items with `masks` cover one each (max matching).
    Memoized: the AI asks the same question for the same hand many times."""
    key = (need, tuple(masks))
    hit = _COVER_MEMO.get(key)
    if hit is None:
        if len(_COVER_MEMO) >= _COVER_MEMO_SIZE:
            _COVER_MEMO.clear()
        hit = _COVER_MEMO[key] = _single_cover_now(need, masks)
    return hit


def _single_cover_now(need: tuple, masks: list) -> int:
    """By Hall's theorem: the need minus the largest shortfall over sets of resources."""
    support = 0
    for i in range(4):
        if need[i]:
            support |= 1 << i
    worst = 0
    for subset in _SUBSETS_OF[support]:
        want = 0
        for i in _SUBSET_BITS[subset]:
            want += need[i]
        if want <= worst:
            continue
        have = 0
        for m in masks:
            if m & subset:
                have += 1
        if want - have > worst:
            worst = want - have
    return sum(need) - worst


def after_singles(need: tuple, singles: Iterable[int]) -> tuple:
    """`need` once each non-pairable item (a science symbol: it only ever pays alone) has paid
    the first unit it fits, in order."""
    left = list(need)
    for m in singles:
        for i in range(4):
            if m >> i & 1 and left[i]:
                left[i] -= 1
                break
    return tuple(left)


def pays(need: tuple, items: Iterable[tuple]) -> bool:
    """Do these items pay `need` (units per resource)? An all-zero need wants one item."""
    items = list(items)
    n = sum(need)
    if n == 0:
        return len(items) >= 1
    singles = [m for m, pairable in items if not pairable]
    pairable = [m for m, ok in items if ok]
    if not singles:
        return pays_pairable(need, pairable)
    # non-pairable items only ever pay alone: use them first where they fit (research only
    # has one resource, science, so this greedy order is exact there)
    need = after_singles(need, singles)
    n = sum(need)
    if n == 0:
        return True
    k = _single_cover(need, pairable)
    return len(pairable) + k >= 2 * n


def pays_pairable(need: tuple, masks: list) -> bool:
    """`pays` for items that are all pairable (cards and tokens paying for an epoch card),
    given by their masks: the common case, without building (mask, pairable) pairs."""
    n = need[0] + need[1] + need[2] + need[3]
    if n == 0:
        return len(masks) >= 1
    if len(masks) < n:
        return False
    return len(masks) + _single_cover(need, masks) >= 2 * n


def cover(need: tuple, masks: list) -> tuple:
    """One best use of items paid so far: (units of `need` still uncovered per resource,
    items not used alone). Items with mask 0 are never used alone.

    >>> cover((1, 0, 1, 0), [0b0001, 0b0010])    # energy covered, the food card is spare
    ((0, 0, 1, 0), 1)
    """
    units = [i for i in range(4) for _ in range(need[i])]
    owner = [None] * len(units)            # unit -> index of the item covering it

    def augment(item, seen):
        for u, r in enumerate(units):
            if masks[item] >> r & 1 and u not in seen:
                seen.add(u)
                if owner[u] is None or augment(owner[u], seen):
                    owner[u] = item
                    return True
        return False

    used = 0
    for item in range(len(masks)):
        if augment(item, set()):
            used += 1
    left = [0, 0, 0, 0]
    for u, r in enumerate(units):
        if owner[u] is None:
            left[r] += 1
    return tuple(left), len(masks) - used
