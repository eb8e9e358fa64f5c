"""Determinization for search AIs: a copy of the state that agrees with everything `player`
can see, with every hidden card (other hands, other players' explored cards, the draw pile,
the discard pile, the cards lying as goods) redealt at random.

Other players' secret choices that were still held are withdrawn (they must choose again in
the copy), since they referred to cards the player cannot know.
"""
from game.core import Rng


def determinize(state, player, seed=0):
    s = state.clone()
    s.logging = False
    rng = Rng(seed)
    n = s.players
    others = [q for q in range(n) if q != player]
    pool = list(s.deck) + list(s.discard)
    for q in others:
        pool.extend(s.hand[q])
        dec = s.decision[q]
        if dec is not None and dec[0] == "explore_keep":
            pool.extend(dec[1])
    for q in range(n):
        pool.extend(s.goods[q].values())
    pool.sort()
    rng.shuffle(pool)
    for q in others:
        k = len(s.hand[q])
        s.hand[q] = [pool.pop() for _ in range(k)]
        dec = s.decision[q]
        if dec is not None and dec[0] == "explore_keep":
            seen = tuple(pool.pop() for _ in dec[1])
            s.decision[q] = ("explore_keep", seen, dec[2])
            s.work[q] = {"seen": seen}
        if s.held[q] is not None:
            s.held[q] = None
            if dec is not None and dec[0] == "discard":
                s.decision[q] = ("discard", len(s.hand[q]) - 10)
                s.work[q] = {"picked": ()}
        elif dec is not None and dec[0] == "discard":
            s.decision[q] = ("discard", len(s.hand[q]) - 10)
            s.work[q] = {"picked": ()}
    for q in range(n):
        for w in list(s.goods[q]):
            s.goods[q][w] = pool.pop()
    k = len(s.discard)
    s.discard = [pool.pop() for _ in range(k)]
    s.deck = pool
    s.rng = Rng(rng.next64())
    s._ver += 1
    return s
