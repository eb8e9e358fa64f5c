"""Hand-tuned values for Race: what a card, a good, a hand card and a tableau are worth in VP.

`POWER[c]` is the value of card c's powers per remaining round (in VP), built once from the
engine's power tables; `placed_value` what placing a card is worth now; `keep_value` what a
hand card is worth; `projected` a player's expected final score; `evaluate` a state's value in
[0, 1] for one player (the search's leaf evaluation). All of it reads only what a player may
know in a determinized state: tableaux, goods, hand sizes, chips, the pool, the player's hand.
"""
from .. import cards as C
from ..scoring import score, six_dev_bonus
from ..settle import strength, reduction
from game.core.search import sigmoid

CARD = 0.55       # a card in hand, as payment or future draw
GOOD = 0.75       # a good on a world (future VP or cards)
EVAL_SCALE = 3.5  # VP difference that moves the win estimate from 50 % to 73 %


def _power_value(c):
    v = 0.0
    if C.IS_WORLD[c] and C.GOOD[c]:
        v += 0.45 if C.PRODUCE[c] else 0.12
        v += 0.03 * C.GOOD[c]
    for pw in C.CONSUME[c]:
        ctype, kind, value, times, cards, vp = pw[1], pw[2], pw[3], pw[4], pw[5], pw[6]
        if ctype == C.C_GOODS:
            per = (value if vp else 0) + cards * CARD
            v += 0.35 * per * min(times, 2) * (1.0 if kind == 0 else 0.6)
        elif ctype in (C.C_TWO, C.C_3DIFF):
            v += 0.12 * value
        elif ctype == C.C_ALL:
            v += 0.3
        elif ctype == C.C_HAND:
            v += 0.2
        elif ctype == C.C_DRAW:
            v += 0.35 * value
        elif ctype == C.C_LUCKY:
            v += 0.12
        elif ctype == C.C_TRADE:
            v += 0.3
    v += 0.08 * (C.T_ANY[c] + C.T_THIS[c]) + 0.05 * sum(C.T_KIND[c])
    v += 0.1 * C.X_DRAW[c] + 0.3 * C.X_KEEP[c]
    v += 0.3 * C.D_REDUCE[c] + 0.35 * C.D_DRAW[c] + 0.2 * C.D_DRAW_AFTER[c]
    m = C.S_MIL[c]
    v += 0.22 * m if m > 0 else 0.12 * m
    v += 0.08 * sum(C.S_MIL_KIND[c]) + 0.04 * C.S_MIL_REBEL[c] + 0.05 * C.S_TACTICS[c]
    v += 0.25 * C.S_REDUCE[c] + 0.1 * sum(C.S_REDUCE_KIND[c])
    v += 0.15 * (1 if C.S_COLONY[c] else 0) + 0.15 * C.S_PAYMIL[c] + 0.2 * C.S_DRAW_AFTER[c]
    v += 0.35 * C.P_DRAW[c] + 0.18 * C.P_DRAW_IF[c] + 0.22 * len(C.P_WINDFALL[c])
    v += 0.15 * (C.P_EACH_NOVELTY[c] + C.P_EACH_ALIEN[c] + C.P_DIFFERENT[c])
    v += 0.12 * C.P_WORLD_GENE[c] + 0.15 * C.P_MOST_RARE[c]
    return v


POWER = tuple(_power_value(c) for c in range(C.NUM_CARDS))
SIX = tuple(bool(C.SCORING[c]) for c in range(C.NUM_CARDS))




def rounds_left(state):
    """A rough estimate of the rounds still to play (after this one)."""
    most = max(len(t) for t in state.tableau)
    by_tableau = (12 - most) / 1.2
    by_pool = state.pool / (1.2 * state.players)
    return max(0.0, min(by_tableau, by_pool))


def placed_value(state, p, c, left=None):
    """VP-equivalent of having card c in p's tableau from now on (excluding its cost)."""
    if left is None:
        left = rounds_left(state)
    v = C.VP[c] + POWER[c] * min(left, 6.0)
    if SIX[c]:
        tab = state.tableau[p]
        v += six_dev_bonus(tab + [c], state.vp[p], c) + 0.4 * min(left, 5.0)
    if C.IS_WORLD[c] and C.WINDFALL[c] and C.GOOD[c]:
        v += GOOD * 0.8
    return v


def has_design(state, p, c):
    d = C.DESIGN[c]
    return any(C.DESIGN[t] == d for t in state.tableau[p])


def play_cost(state, p, c):
    """(cards to pay, extra penalty) to place c from hand in a coming phase, roughly."""
    if C.IS_DEV[c]:
        red = sum(C.D_REDUCE[t] for t in state.tableau[p])
        return max(0, C.COST[c] - red - 1), 0.0
    if C.MILITARY[c]:
        short = C.COST[c] - strength(state, p, c)
        if short <= 0:
            return 0, 0.0
        pm = max([C.S_PAYMIL[t] for t in state.tableau[p]] or [0])
        if pm and C.GOOD[c] != C.ALIEN:
            return max(0, C.COST[c] - pm - reduction(state, p, c)), 0.3
        return 0, 1.2 * short
    return max(0, C.COST[c] - reduction(state, p, c)), 0.0


def keep_value(state, p, c, left=None):
    """What card c is worth in p's hand: as a card to play, or at least as payment."""
    if C.IS_DEV[c] and has_design(state, p, c):
        return CARD
    cost, penalty = play_cost(state, p, c)
    hand = len(state.hand[p])
    afford = 0.0 if cost <= hand - 1 else 0.4 * (cost - hand + 1)
    v = placed_value(state, p, c, left) - CARD * cost - penalty - afford
    return max(CARD, 0.6 * v + 0.4 * CARD)


def projected(state, q, left):
    """Player q's expected final score: VP now + hand, goods and engine potential."""
    v = score(state, q)
    v += CARD * min(len(state.hand[q]), 10) + GOOD * len(state.goods[q])
    f = min(left, 6.0)
    if f > 0:
        v += f * sum(POWER[c] for c in state.tableau[q]) * 0.85
        for c in state.tableau[q]:
            if SIX[c]:
                v += 0.3 * min(left, 5.0)
    return v


def evaluate(state, player):
    """Win estimate in [0, 1] for `player`: exact at the end, else from projected scores."""
    if state.over:
        return state.outcome()[player]
    left = rounds_left(state)
    mine = projected(state, player, left)
    best = max(projected(state, q, left) for q in range(state.players) if q != player)
    return sigmoid((mine - best) / EVAL_SCALE)
