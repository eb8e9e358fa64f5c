"""Determinization for the AI: a complete state sampled to agree with one player's view.

The engine's `fromview.from_view` does the work (every public part copied; opponents' hands and
explored cards, the draw and discard piles and the face-down goods dealt at random from the
cards the player cannot see; opponents' held secret choices withdrawn, so they choose again).
This adapter draws the seed from the AI's own RNG, so a seeded AI samples reproducibly.

A search samples hundreds of times from one view: the first sample is built from the view, the
next ones redeal the hidden cards of that first sample (a clone and one shuffle with Python's
fast `random.Random`, seeded from the AI's RNG; the pinned game RNG is too slow for this). Both
only ever use what the view shows.
"""
import random

from game.core import Rng

from ..fromview import from_view


class _Last:
    view = None
    player = None
    rng = None          # the searcher's Rng: another searcher on the same view starts afresh
    base = None
    rnd = None


def sample_state(view, player, rng):
    """A state consistent with `view` (the view of `player`), hidden cards dealt by `rng`."""
    if view.get("me") != player:
        raise ValueError("the view is not the deciding player's view")
    if _Last.view is view and _Last.player == player and _Last.rng is rng:
        return redeal(_Last.base, player, _Last.rnd)
    seed = rng.below(1 << 62)
    state = from_view(view, seed)
    _Last.view, _Last.player, _Last.rng, _Last.base = view, player, rng, state.clone()
    _Last.rnd = random.Random(seed)
    return state


def redeal(base, player, rnd):
    """A copy of `base` (built from `player`'s view) with every hidden card dealt anew by `rnd`
    (a random.Random)."""
    s = base.clone()
    n = s.players
    pool = s.deck + s.discard
    explorers = []
    for q in range(n):
        if q == player:
            continue
        pool += s.hand[q]
        dec = s.decision[q]
        if dec is not None and dec[0] == "explore_keep":
            pool += dec[1]
            explorers.append(q)
    for goods in s.goods:
        pool += goods.values()
    r = rnd.random
    pool.sort(key=lambda _: r())
    for q in range(n):
        if q == player:
            continue
        k = len(s.hand[q])
        s.hand[q] = pool[len(pool) - k:]
        del pool[len(pool) - k:]
    for q in explorers:
        dec = s.decision[q]
        k = len(dec[1])
        seen = tuple(pool[len(pool) - k:])
        del pool[len(pool) - k:]
        s.decision[q] = (dec[0], seen, dec[2])
        s.work[q] = {"seen": seen}
    for goods in s.goods:
        for w in goods:
            goods[w] = pool.pop()
    k = len(s.discard)
    s.discard = pool[len(pool) - k:]
    del pool[len(pool) - k:]
    s.deck = pool
    s.rng = Rng(rnd.getrandbits(62))
    s._legal = {}
    s._ver += 1
    return s
