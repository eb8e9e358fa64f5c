"""Test helpers: build precise Race situations (hands, tableaux, goods) and drive them."""
from game.rftg import from_parts, cards as C


def cid(name, copy=0):
    """Card id of (copy `copy` of) the design called `name`."""
    return C.card_ids(name)[copy]


def ids(*names):
    return [cid(n) for n in names]


def build(tableaux, hands=None, goods=None, pad=None, advanced=False, vp=None, pool=None,
          seed=0, deck=None, discard=None):
    """A state at the action choice. tableaux/hands: per seat, card names or ids (the first
    tableau card is the start world). goods: per seat, names of worlds holding a good.
    pad: per seat, how many filler cards (plain, unused) to add to the hand."""
    n = len(tableaux)

    seen = {}

    def one(x):
        if isinstance(x, int):
            return x
        k = seen.get(x, 0)
        seen[x] = k + 1
        return cid(x, k)

    def conv(xs):
        return [one(x) for x in xs]
    tabs = [conv(t) for t in tableaux]
    hs = [conv(h) for h in (hands or [[] for _ in range(n)])]
    used = {c for t in tabs for c in t} | {c for h in hs for c in h}
    if deck is not None:
        used |= set(deck)
    if discard is not None:
        used |= set(discard)
    free = [c for c in range(C.NUM_CARDS) if c not in used and c not in C.START_WORLDS]
    for p, k in enumerate(pad or []):
        for _ in range(k):
            hs[p].append(free.pop())
    gd = [{cid(w) if isinstance(w, str) else w: None for w in g} for g in (goods or [[]] * n)]
    return from_parts(n, {"advanced": advanced}, seed, tableaux=tabs, hands=hs, goods=gd,
                      vp=vp, pool=pool, deck=deck, discard=discard)


def choose(state, *actions):
    """Every seat picks its action card(s): choose(s, "develop", "settle")."""
    for p, a in enumerate(actions):
        a = a if isinstance(a, tuple) else (a,)
        state.apply(p, ("action",) + a)


def everyone(state, action):
    for p in list(state.deciders()):
        state.apply(p, action)


def pass_all(state):
    """Every decider passes (develop/settle choices)."""
    for p in list(state.deciders()):
        state.apply(p, ("pass",))


def snapshot(state):
    return (repr(state.deck), repr(state.discard), repr(state.hand), repr(state.tableau),
            repr(state.goods), repr(state.vp), state.pool, repr(state.decision),
            repr(state.held), state.stage, state.round, len(state.history))
