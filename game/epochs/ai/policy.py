"""A fast heuristic for every decision (the easy level, and the rollouts of the search).

- turn: the best play by value minus cost if it is worth it, else the most valuable take,
  else pass;
- pay: the item worth least to keep, preferring one that pays a still-needed resource alone
  (item by item: the engine's proposal of several items at once, ("pay", (item, ...)), is
  left out of its choices, so the AI plays as before the proposal was listed);
- research: the science card with the best value (skip if none is worth it);
- nudge: the axis where the marker's move helps most (military value, or trade times planets).
`noise` adds Gaussian slips (std in points) to every score. With `steady_pass` (the easy
level) whether to pass is decided without them, as the noiseless policy decides, and the
slips choose among the other options: before, a slip chose to pass, and so ended the
player's epoch, after three turns or fewer in one epoch in ten (200 normal-vs-easy games;
one ended 297 to 3). The rollouts (`choose`) keep noise on every option.
"""
from .. import cards as C
from .. import carddata as D
from ..paying import is_several, item_actions, item_mask
from ..board import planets
from .values import play_value, play_cost, take_value, HAND_CARD, TOKEN, effect_value

PLAY_MARGIN = 0.3


def _gauss(rng, noise):
    if not noise:
        return 0.0
    # sum of uniforms: cheap and reproducible with the core Rng
    return noise * (rng.random_sum3() - 1.5) * 2.0


def scored(state, p, legal, rng, noise=0.0, steady_pass=False) -> list:
    """(score, action) for every legal action, best first. `steady_pass` (the easy level):
    whether to pass is decided without the slips, which then choose among the other options."""
    kind = state.decision[0]
    memo = {} if kind == "turn" else None
    if kind == "pay":
        legal = item_by_item(legal)
    out = [(score(state, p, kind, a, memo), a) for a in legal]
    if noise and steady_pass and kind == "turn":
        passing = max(out, key=lambda t: t[0])[1][0] == "pass"
        out = [(float("inf") if passing else float("-inf"), a) if a[0] == "pass"
               else (v + _gauss(rng, noise), a) for v, a in out]
    elif noise:
        out = [(v + _gauss(rng, noise), a) for v, a in out]
    out.sort(key=lambda t: -t[0])
    return out


def score(s, p, kind, a, memo=None) -> float:
    """The policy's score of action `a` (`memo`: a dict shared by the calls of one decision,
    keeping each offer slot's take value)."""
    w = a[0]
    if kind == "turn":
        if w == "pass":
            return PLAY_MARGIN if not _can_take(s, p) else -0.5
        if w == "take":
            room = s.hand_room(p)
            v = 0
            if memo is None:
                for i in a[1:]:
                    v += take_value(s, p, s.offer[i])
            else:
                for i in a[1:]:
                    v += _slot_value(s, p, i, memo)
            return v - 1.0 - (0.5 if room <= 3 else 0.0)
        card = a[1]
        target = a[2:]
        if memo is None:
            return play_value(s, p, card, target) - play_cost(s, p, card)
        cost = memo.get(("pc", card))
        if cost is None:
            cost = memo[("pc", card)] = play_cost(s, p, card)
        return play_value(s, p, card, target, memo) - cost
    if kind == "pay":
        return -keep_value(s, p, a[1]) + (1.5 if _pays_alone(s, a[1]) else 0.0)
    if kind == "research":
        if w == "skip":
            return 0.5
        return effect_value(s, p, s.k.EFFECTS[a[1]]) - 0.5 * len(s.k.COST[a[1]])
    if kind == "nudge":
        y_gain = _nudged(s, p, 1)
        x_gain = _nudged(s, p, 0)
        return y_gain if a[1] == "mil" else x_gain
    return 0.0


def item_by_item(legal: list) -> list:
    """The legal actions without the payments of several items at once."""
    return [a for a in legal if not is_several(a)]


def _slot_value(s, p, i, memo) -> float:
    v = memo.get(i)
    if v is None:
        v = memo[i] = take_value(s, p, s.offer[i])
    return v


def _can_take(s, p) -> bool:
    return s.hand_room(p) > 0 and any(c >= 0 for c in s.offer)


def keep_value(s, p, item) -> float:
    if item == "token":
        return TOKEN
    if C.KIND[item] == "science":
        return 1.3 + effect_value(s, p, s.k.EFFECTS[item]) * 0.3
    return HAND_CARD + max(0.0, play_value(s, p, item) - play_cost(s, p, item)) * 0.4


def _pays_alone(s, item) -> bool:
    pend = s.pending
    mask, _ = item_mask(s, item, pend["mode"])
    need = list(pend["need"])
    for x in pend["paid"]:
        m, _ = item_mask(s, x, pend["mode"])
        for i in range(4):
            if m >> i & 1 and need[i]:
                need[i] -= 1
                break
    return any(need[i] and mask >> i & 1 for i in range(4))


def _nudged(s, p, axis) -> float:
    sign = 1 if p == 0 else -1
    cur = s.marker[axis] * sign
    nxt = min(D.BOARD_RADIUS, cur + 1)
    if axis == 1:
        return s.k.MILITARY_VALUE[max(0, nxt)] - s.k.MILITARY_VALUE[max(0, cur)] + 0.1
    return (s.k.TRADE_VALUE[max(0, nxt)] - s.k.TRADE_VALUE[max(0, cur)]) * planets(s, p)


def choose(state, p, rng, noise=0.0):
    """The policy's choice (the first of `scored`, found without sorting: rollouts call this
    for every simulated decision)."""
    kind = state.decision[0]
    # a payment: the single items only (the proposal is not needed, nor worth computing)
    legal = item_actions(state, p) if kind == "pay" else state.legal_actions(p)
    if len(legal) == 1:
        return legal[0]
    memo = {} if kind == "turn" else None
    best = None
    best_value = 0.0
    for a in legal:
        v = score(state, p, kind, a, memo)
        if noise:
            v += noise * (rng.random_sum3() - 1.5) * 2.0
        if best is None or v > best_value:
            best, best_value = a, v
    return best


def rank(state, p, legal, k) -> list:
    """The policy's k best actions (noise-free)."""
    kind = state.decision[0]
    memo = {} if kind == "turn" else None
    if kind == "pay":
        legal = item_by_item(legal)
    ranked = sorted(legal, key=lambda a: -score(state, p, kind, a, memo))
    return ranked[:k]
