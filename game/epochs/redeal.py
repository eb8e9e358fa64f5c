"""Determinization for search AIs and the fairness test: a copy of the state that agrees with
everything `player` can see, with every hidden card redealt at random: the other player's
secret epoch cards (from the deal) and science cards, and the order of every deck."""
from game.core import Rng


def determinize(state, player: int, seed: int = 0):
    """A copy of `state` with what `player` cannot see redealt (seeded by `seed`)."""
    s = state.clone()
    s.logging = False
    rng = Rng(seed)
    o = 1 - player
    secret = sorted(s.secret[o])
    pool = secret + s.decks[1]
    pool.sort()
    rng.shuffle(pool)
    keep = [c for c in s.hand[o] if c not in s.secret[o]]
    new_secret = pool[:len(secret)]
    s.hand[o] = keep + new_secret
    s.secret[o] = set(new_secret)
    s.decks[1] = pool[len(secret):]
    for e in (2, 3):
        d = sorted(s.decks[e])
        rng.shuffle(d)
        s.decks[e] = d
    spool = sorted(s.sci[o] + s.science_deck)
    rng.shuffle(spool)
    k = len(s.sci[o])
    s.sci[o] = spool[:k]
    s.science_deck = spool[k:]
    s.rng = Rng(rng.next64())
    s.logging = state.logging
    return s
