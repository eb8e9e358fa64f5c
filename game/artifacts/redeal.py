"""A copy of the state that agrees with all `player` can see, with every hidden part redealt:
other players' resource hands, defense plans and artifacts, and the order of every deck."""
from game.core import Rng


def determinize(state, player: int, seed: int = 0):
    s = state.clone()
    rng = Rng(seed)
    others = [q for q in range(s.players) if q != player]
    for pile, deck_key in (("hand", None), ("plans", "plan"), ("arts", "artifact")):
        hands = getattr(s, pile)
        pool = list(s.res_deck) if deck_key is None else list(s.decks[deck_key])
        for q in others:
            pool.extend(hands[q])
        pool.sort()
        rng.shuffle(pool)
        for q in others:
            k = len(hands[q])
            hands[q] = [pool.pop() for _ in range(k)]
        if deck_key is None:
            s.res_deck = pool
        else:
            s.decks[deck_key] = pool
    for k in ("planet", "tech", "ship", "alien"):
        rng.shuffle(s.decks[k])
    s.rng = Rng(rng.next64())
    return s
