"""Starting a game: random (or first-game) start worlds, the deal, Alpha Centauri's good;
and `from_parts`, which builds a state from given hands, tableaux, goods and piles (for tests
and for AI determinization)."""
from . import cards as C
from .state import RftgState


def _turn_order(state):
    """Clockwise from the player holding the lowest-numbered start world."""
    n = state.players
    first = min(range(n), key=lambda p: C.START_NUM[state.start[p]])
    state.order = [(first + i) % n for i in range(n)]


def _blank(info, players, options, seed):
    s = RftgState(players, options, seed)
    s.info = info
    s._init_empty(players, options)
    return s


def new_game(info, players, options, seed):
    s = _blank(info, players, options, seed)
    rng = s.rng
    n = players
    first_game = options.get("first_game")
    if first_game:
        starts = [C.START_WORLDS[i] for i in range(1, n + 1)]
    else:
        starts = list(C.START_WORLDS)
    rng.shuffle(starts)
    s.start = starts[:n]
    s.tableau = [[w] for w in s.start]
    used = set(s.start)
    if first_game:
        for p in range(n):
            num = C.START_NUM[s.start[p]]
            hand = [C.CARDS_OF_DESIGN[d][0] for d in range(C.NUM_DESIGNS)
                    if C.PRESET[C.CARDS_OF_DESIGN[d][0]] == num]
            s.hand[p] = hand
            used.update(hand)
    s.deck = [c for c in range(C.NUM_CARDS) if c not in used]
    rng.shuffle(s.deck)
    _turn_order(s)
    if not first_game:
        for p in s.order:
            s.hand[p] = [s.deck.pop() for _ in range(6)]
    for p in s.order:
        for w in s.tableau[p]:
            if C.WINDFALL[w]:
                s.add_good(p, w)
    for p in range(n):
        s._log(None, ("starts", p, s.start[p]))
    if first_game:
        s.start_round()
    else:
        s.stage = "initial_discard"
        s.decision = [("initial_discard", 2)] * n
    return s


def from_parts(info, players, options=None, seed=0, *, start=None, hands=None, tableaux=None,
               goods=None, deck=None, discard=None, vp=None, pool=None, round=1):
    """A state at the start of round `round`'s action choice (stage "action"), built from parts.

    start: start-world card id per seat (default: the first tableau card, or 0, 1, ...);
    hands / tableaux: lists of card ids per seat; goods: per seat {world: good card id or None}
    (None takes a card from the deck); deck: draw pile, top LAST (default: every card not used
    elsewhere, shuffled by the seed); discard: discard pile; vp: chips per seat; pool: chips
    left in the pool (default 12 per player minus the chips given out).
    Every one of the 114 cards must be in exactly one place (ValueError otherwise).
    """
    options = info.check_options(players, options or {})
    s = _blank(info, players, options, seed)
    n = players
    s.tableau = [list(t) for t in (tableaux or [[C.START_WORLDS[p]] for p in range(n)])]
    s.start = list(start) if start is not None else [t[0] for t in s.tableau]
    s.hand = [list(h) for h in (hands or [[] for _ in range(n)])]
    s.discard = list(discard or [])
    given = [dict(g) for g in (goods or [{} for _ in range(n)])]
    used = [c for t in s.tableau for c in t] + [c for h in s.hand for c in h] + s.discard
    used += [g for gd in given for g in gd.values() if g is not None]
    if deck is None:
        taken = set(used)
        s.deck = [c for c in range(C.NUM_CARDS) if c not in taken]
        s.rng.shuffle(s.deck)
    else:
        s.deck = list(deck)
    for p in range(n):
        for w, g in given[p].items():
            if w not in s.tableau[p]:
                raise ValueError(f"seat {p} has a good on card {w}, which is not in its tableau")
            s.goods[p][w] = g if g is not None else s.deck.pop()
    everything = sorted(used + s.deck + [g for p in range(n) for w, g in s.goods[p].items()
                                         if given[p][w] is None])
    if everything != list(range(C.NUM_CARDS)):
        raise ValueError("every one of the 114 cards must be in exactly one place")
    s.vp = list(vp or [0] * n)
    s.pool = pool if pool is not None else 12 * n - sum(s.vp)
    _turn_order(s)
    s.round = round - 1
    s.start_round()
    return s
