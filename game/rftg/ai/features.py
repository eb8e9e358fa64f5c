"""Features of a Race position for one player, read only from what that player may see.

A position is described for the deciding seat ("me") by a fixed-length list of floats:

- a seat block for me and one for my leading opponent (the opponent with the highest score,
  then the larger tableau): score, VP chips, tableau size, military, production and windfall
  worlds by good kind, goods, developments, 6-cost developments and their bonus, the hand-tuned
  engine value of the tableau, consume/draw powers, development discount, hand size (also
  scaled by how near the end is), the hand-tuned projection of the final score;
- a hand block for me only: how many hand cards I could place now (developments and worlds by
  the tableau's discounts and military), the best of them by the hand-tuned placed value;
- the clocks: VP chips left in the pool, the largest tableau's distance to 12, the round;
  and my projected lead over that opponent.

Two entry points give the same numbers: `from_view(view)` (what the page's agent has) and
`from_state(state, p)` (the search's leaves, a determinized state). Both read the same public
facts (tableaux, goods counts, chips, hand sizes, pool, round) and only p's own hand, so nothing
the seat cannot see enters; `tests/rftg_ai/test_features.py` checks that both agree and that
permuting hidden cards changes nothing.

    >>> from game.rftg import new_game
    >>> s = new_game(2, {}, 1); len(from_state(s, 0)) == SIZE
    True
"""
from typing import Sequence

from .. import cards as C
from ..scoring import six_dev_bonus
from .values import CARD, GOOD, POWER

KIND_ORDER = (C.NOVELTY, C.RARE, C.GENE, C.ALIEN)

SEAT_NAMES = (
    "score", "chips", "tableau", "military",
    "prod_novelty", "prod_rare", "prod_gene", "prod_alien",
    "wind_novelty", "wind_rare", "wind_gene", "wind_alien",
    "goods", "devs", "six_devs", "six_bonus", "engine", "consume_vp", "draw_powers",
    "dev_discount", "hand", "hand_late", "goods_x_consume", "projected",
)
HAND_NAMES = ("playable_devs", "playable_worlds", "best_place", "second_place", "hand_vp")
CLOCK_NAMES = ("pool_left", "to_twelve", "rounds_left", "round", "players", "projected_lead")
NAMES = (tuple("me_" + n for n in SEAT_NAMES) + tuple("op_" + n for n in SEAT_NAMES)
         + HAND_NAMES + CLOCK_NAMES)
SIZE = len(NAMES)

# per card: does a consume power make VP / is it a draw power
_CONSUME_VP = tuple(sum(1 for pw in C.CONSUME[c] if pw[6]) for c in range(C.NUM_CARDS))
_DRAWS = tuple(C.P_DRAW[c] + C.P_DRAW_IF[c] + C.D_DRAW[c] + C.X_DRAW[c] + C.X_KEEP[c]
               + sum(1 for pw in C.CONSUME[c] if pw[1] == C.C_DRAW)
               for c in range(C.NUM_CARDS))


def _rounds_left(tableau_sizes: Sequence[int], pool: int, players: int) -> float:
    most = max(tableau_sizes)
    return max(0.0, min((12 - most) / 1.2, max(0, pool) / (1.2 * players)))


def _seat(tab: Sequence[int], chips: int, goods: int, hand: int, left: float) -> list:
    """The seat block of one player (public facts only)."""
    late = max(0.0, 1.0 - left / 6.0)
    vp = C.VP
    cards_vp = six = bonus = mil = devs = cvp = draws = disc = 0
    engine = 0.0
    prod = [0, 0, 0, 0]
    wind = [0, 0, 0, 0]
    for c in tab:
        cards_vp += vp[c]
        mil += C.S_MIL[c]
        engine += POWER[c]
        cvp += _CONSUME_VP[c]
        draws += _DRAWS[c]
        disc += C.D_REDUCE[c]
        if C.IS_DEV[c]:
            devs += 1
            if C.SCORING[c]:
                six += 1
                bonus += six_dev_bonus(tab, chips, c)
        elif C.GOOD[c]:
            i = KIND_ORDER.index(C.GOOD[c])
            if C.WINDFALL[c]:
                wind[i] += 1
            else:
                prod[i] += 1
    score = cards_vp + chips + bonus
    # the hand-tuned projection of the final score (values.projected, from public facts)
    projected = (score + CARD * min(hand, 10) + GOOD * goods
                 + min(left, 6.0) * engine * 0.85 + six * 0.3 * min(left, 5.0))
    return [score / 10.0, chips / 10.0, len(tab) / 12.0, mil / 5.0,
            *(x / 3.0 for x in prod), *(x / 3.0 for x in wind),
            goods / 5.0, devs / 5.0, float(six), bonus / 10.0, engine / 5.0, cvp / 3.0,
            draws / 3.0, disc / 3.0, hand / 10.0, hand / 10.0 * late,
            min(goods, cvp) / 3.0, projected / 10.0]


def _hand(tab: Sequence[int], hand: Sequence[int], left: float, chips: int) -> list:
    """The hand block: cards p could place now and the best of them (p's own hand only)."""
    n = len(hand)
    red_d = sum(C.D_REDUCE[t] for t in tab)
    designs = {C.DESIGN[t] for t in tab}
    mil_plain = sum(C.S_MIL[t] for t in tab)
    f = min(left, 6.0)
    devs = worlds = 0
    places = []
    for c in hand:
        if C.IS_DEV[c]:
            if C.DESIGN[c] in designs or max(0, C.COST[c] - red_d) > n - 1:
                continue
            devs += 1
            cost = max(0, C.COST[c] - red_d)
        else:
            kind = C.GOOD[c]
            if C.MILITARY[c]:
                mil = mil_plain + sum(C.S_MIL_KIND[t][kind] for t in tab)
                if C.REBEL[c]:
                    mil += sum(C.S_MIL_REBEL[t] for t in tab)
                if mil < C.COST[c]:
                    continue
                cost = 0
            else:
                red = sum(C.S_REDUCE[t] + C.S_REDUCE_KIND[t][kind] for t in tab)
                cost = max(0, C.COST[c] - red)
                if cost > n - 1:
                    continue
            worlds += 1
        v = C.VP[c] + POWER[c] * f - 0.5 * cost
        if C.SCORING[c]:
            v += six_dev_bonus(list(tab) + [c], chips, c)
        places.append(v)
    places.sort(reverse=True)
    best = places[0] if places else 0.0
    second = places[1] if len(places) > 1 else 0.0
    hand_vp = sum(C.VP[c] for c in hand)
    return [devs / 3.0, worlds / 3.0, best / 5.0, second / 5.0, hand_vp / 10.0]


def _leader(me: int, scores: Sequence[float], sizes: Sequence[int]) -> int:
    best, key = -1, None
    for q in range(len(scores)):
        if q == me:
            continue
        k = (scores[q], sizes[q])
        if key is None or k > key:
            best, key = q, k
    return best


def compute(me: int, tableaux: Sequence[Sequence[int]], chips: Sequence[int],
            goods: Sequence[int], hands: Sequence[int], my_hand: Sequence[int], pool: int,
            round_no: int) -> list:
    """The feature list of seat `me` from public facts per seat (tableaux, VP chips, goods
    counts, hand sizes), `me`'s own hand, the VP pool and the round."""
    n = len(tableaux)
    sizes = [len(t) for t in tableaux]
    left = _rounds_left(sizes, pool, n)
    blocks = [_seat(tableaux[q], chips[q], goods[q], hands[q], left) for q in range(n)]
    op = _leader(me, [b[0] for b in blocks], sizes)
    clocks = [max(0, pool) / (12.0 * n), (12 - max(sizes)) / 12.0, left / 6.0,
              round_no / 12.0, (n - 2) / 2.0, blocks[me][-1] - blocks[op][-1]]
    return blocks[me] + blocks[op] + _hand(tableaux[me], my_hand, left, chips[me]) + clocks


def raw_from_state(state, p: int) -> list:
    """The arguments of `compute` for seat p (public facts and p's own hand), as plain lists."""
    return [p, [list(t) for t in state.tableau], list(state.vp),
            [len(g) for g in state.goods], [len(h) for h in state.hand], sorted(state.hand[p]),
            state.pool, state.round]


def from_state(state, p: int) -> list:
    """Features of seat p in a (determinized) state; reads only what p's view shows."""
    return compute(p, state.tableau, state.vp, [len(g) for g in state.goods],
                   [len(h) for h in state.hand], state.hand[p], state.pool, state.round)


def from_view(view: dict) -> list:
    """Features of the view's own seat, from view(player) alone."""
    seats = view["seats"]
    return compute(view["me"], [s["tableau"] for s in seats], [s["vp_chips"] for s in seats],
                   [len(s["goods"]) for s in seats], [s["hand_size"] for s in seats],
                   view["hand"], view["vp_pool"], view["round"])
