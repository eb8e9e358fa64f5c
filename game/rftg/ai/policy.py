"""A fast heuristic policy for every Race decision, on a (determinized) state.

`scores(state, p)` rates each legal action of p's current decision with the hand-tuned values
of values.py; `choose(state, p, rng, noise)` takes the best, or with `noise` > 0 a noisy best
(how the easy level errs like a person: close calls go either way, rarely a clear blunder).
It is also the rollout policy and the opponent model of the search, so it must stay cheap.

Decision kinds (see docs/rftg-engine.md): initial_discard, action, explore_keep, develop,
develop_pay, settle, settle_method, settle_pay, trade, consume, windfall, discard.
"""
from .. import cards as C
from ..consume import trade_value
from ..develop import cost as develop_cost
from ..settle import methods
from . import values as V

# the most common printed cost among all cards (for Gambling World's guess)
_COSTS = [0] * 8
for _c in range(C.NUM_CARDS):
    if 0 <= C.COST[_c] < 8:
        _COSTS[C.COST[_c]] += 1
GAMBLE = max(range(1, 8), key=lambda k: _COSTS[k])


def _kv(state, p, left):
    return {c: V.keep_value(state, p, c, left) for c in state.hand[p]}


def _net_place(state, p, c, left, cost):
    return V.placed_value(state, p, c, left) - V.CARD * cost


# How the policy rates the action cards (see action_values). PLAIN is what easy and normal play;
# P1, in the hard level's search, is issue 18's tuned set (docs/rftg-ai.md): Explore rated
# lower, Consume-x2 counting the goods' VP nearly twice, Consume-Trade counting the VP the
# other goods still make in the same phase.
PLAIN = {"explore5": 0.9, "explore11": 0.95, "small5": 1.0, "small11": 0.8, "vp2": 0.95,
         "trade_vp": 0.0}
P1 = {"explore5": -0.4, "explore11": 0.3, "small5": 0.7, "small11": 0.8, "vp2": 1.9,
      "trade_vp": 0.9}
# P2 (issue 18, 2026-12-01): P1 with the optional keys tuned too (defaults in OPTIONAL:
# dev_off / settle_off 0 added to Develop / Settle, prod_c / prod_n 0.6 / 0.4 a good Produce
# makes with / without a consumer, pdraw 0.3 a card drawn in Produce, late_prod 0.5 Produce's
# factor in the last round, trade_k 0.9 the cards of a trade, vp2_off 0.1 added to Consume-x2).
# Only the hidden level hard_p2 plays it: in the hard search it did no better than P1 against
# Keldon's AI (docs/rftg-ai.md "P2").
# the keys a rating set may leave out, with the values the policy has always used for them
OPTIONAL = {"dev_off": 0.0, "settle_off": 0.0, "prod_c": 0.6, "prod_n": 0.4, "pdraw": 0.3,
            "late_prod": 0.5, "trade_k": 0.9, "vp2_off": 0.1}
P2 = {"explore5": -0.6, "explore11": 0.5, "small5": 0.5, "small11": 0.95, "vp2": 1.8,
      "trade_vp": 1.1, "dev_off": -0.3, "settle_off": 0.2, "prod_c": 0.7, "prod_n": 0.5,
      "pdraw": 0.3, "late_prod": 0.3, "trade_k": 1.2, "vp2_off": -0.2}


def action_values(state, p, left=None, ratings=None):
    """Value of each action card for p this round (single cards), rated by `ratings` (PLAIN
    by default; the keys a rating set may leave out have the defaults OPTIONAL)."""
    r = ratings or PLAIN
    O = OPTIONAL
    if left is None:
        left = V.rounds_left(state)
    hand = state.hand[p]
    tab = state.tableau[p]
    goods = state.goods[p]
    devs, worlds = [], []
    red_d = sum(C.D_REDUCE[t] for t in tab)
    n = len(hand)
    for c in set(hand):
        if C.IS_DEV[c]:
            if V.has_design(state, p, c):
                continue
            cost = max(0, C.COST[c] - red_d - 1)
            if cost <= n - 1:
                devs.append(_net_place(state, p, c, left, cost))
        elif C.IS_WORLD[c]:
            ms = methods(state, p, c, n - 1)
            if ms:
                cost = min(m[1] for m in ms)
                worlds.append(_net_place(state, p, c, left, cost))
    devs.sort(reverse=True)
    worlds.sort(reverse=True)
    out = {}
    dev_off, settle_off = r.get("dev_off", O["dev_off"]), r.get("settle_off", O["settle_off"])
    out["develop"] = (devs[0] + V.CARD + dev_off) if devs else -1.0
    out["develop2"] = (devs[1] + V.CARD + dev_off) if len(devs) > 1 else -1.0
    out["settle"] = (worlds[0] + V.CARD + settle_off) if worlds else -1.0
    out["settle2"] = (worlds[1] + V.CARD + settle_off) if len(worlds) > 1 else -1.0
    small = max(0, 4 - n) * 0.35
    out["explore5"] = r["explore5"] + small * r["small5"]
    out["explore11"] = r["explore11"] + small * r["small11"]
    empty_prod = sum(1 for w in tab if C.PRODUCE[w] and w not in goods)
    empty_wind = sum(1 for w in tab if C.WINDFALL[w] and C.GOOD[w] and w not in goods)
    consumers = sum(1 for t in tab for pw in C.CONSUME[t]
                    if pw[1] in (C.C_GOODS, C.C_TWO, C.C_3DIFF, C.C_ALL) and pw[6])
    prod_use = r.get("prod_c", O["prod_c"]) if consumers else r.get("prod_n", O["prod_n"])
    out["produce"] = (empty_prod * prod_use + (prod_use if empty_wind else 0.0)
                      + r.get("pdraw", O["pdraw"]) * sum(C.P_DRAW[t] for t in tab)) * (
                          1.0 if left > 0.5 else r.get("late_prod", O["late_prod"]))
    ng = len(goods)
    if ng:
        best_trade, traded = max((trade_value(state, p, w), w) for w in goods)
        vp_goods = _vp_from_goods(tab, goods)
        out["trade"] = best_trade * V.CARD * r.get("trade_k", O["trade_k"]) + 0.1
        if r["trade_vp"]:
            rest = list(goods)
            rest.remove(traded)
            out["trade"] += r["trade_vp"] * _vp_from_goods(tab, rest)
        out["vp2"] = vp_goods * r["vp2"] + r.get("vp2_off", O["vp2_off"])
    else:
        out["trade"] = -0.5
        out["vp2"] = -0.5
    return out


def _vp_from_goods(tab, goods):
    """VP chips p's consume powers would make from its goods this phase (single, no x2)."""
    left = len(goods)
    vp = 0
    for t in tab:
        for pw in C.CONSUME[t]:
            if not left:
                return vp
            ctype, value, times, isvp = pw[1], pw[3], pw[4], pw[6]
            if ctype == C.C_GOODS and isvp:
                k = min(times, left)
                vp += value * k
                left -= k
            elif ctype in (C.C_TWO,) and left >= 2:
                vp += value
                left -= 2
            elif ctype == C.C_ALL:
                vp += value * (left - 1)
                left = 0
    return vp


def _action_scores(state, p, legal, ratings=None):
    vals = action_values(state, p, ratings=ratings)
    out = []
    for a in legal:
        if len(a) == 2:
            out.append(vals[a[1]])
        else:
            x, y = vals[a[1]], vals[a[2]]
            if {a[1], a[2]} == {"trade", "vp2"}:
                s = max(x, y) + 0.5 * min(x, y)
            elif {a[1], a[2]} == {"explore5", "explore11"}:
                s = max(x, y) + 0.3
            else:
                s = x + y
            out.append(s)
    return out


def scores(state, p, ratings=None):
    """[(action, score)] for p's current decision (higher is better); `ratings` rate the
    action cards (PLAIN by default)."""
    legal = state.legal_actions(p)
    if len(legal) <= 1:
        return [(a, 0.0) for a in legal]
    kind = state.decision[p][0]
    left = V.rounds_left(state)
    if kind == "action":
        return list(zip(legal, _action_scores(state, p, legal, ratings)))
    if kind in ("initial_discard", "develop_pay", "settle_pay", "discard"):
        kv = _kv(state, p, left)
        return [(a, -sum(kv[c] for c in a[1])) for a in legal]
    if kind == "explore_keep":
        kv = {c: V.keep_value(state, p, c, left) for c in state.decision[p][1]}
        return [(a, sum(kv[c] for c in a[1])) for a in legal]
    if kind in ("develop", "settle"):
        out = []
        n = len(state.hand[p])
        for a in legal:
            if a[0] == "pass":
                out.append((a, 0.0))
                continue
            c = a[1]
            if kind == "develop":
                cost = develop_cost(state, p, c)
            else:
                cost = min(m[1] + _method_penalty(m[0]) for m in methods(state, p, c, n - 1))
            # cards paid are the least valuable ones: roughly CARD each
            out.append((a, _net_place(state, p, c, left, cost) - 0.05))
        return out
    if kind == "settle_method":
        costs = dict(state.decision[p][2])
        return [(a, -(costs[a[1]] * V.CARD + _method_penalty(a[1]))) for a in legal]
    if kind == "trade":
        return [(a, trade_value(state, p, a[1])) for a in legal]
    if kind == "consume":
        return [(a, _consume_score(state, p, a, left)) for a in legal]
    if kind == "windfall":
        return [(a, C.GOOD[a[2]] + (0.5 if a[1] >= 0 else 0.0)) for a in legal]
    return [(a, 0.0) for a in legal]


def _method_penalty(method):
    if method in ("colony_ship", "contact_colony_ship"):
        return 1.4
    if method == "conquer_tactics":
        return 1.0
    return 0.0


def _consume_score(state, p, a, left):
    if a[0] == "done":
        return 0.0
    card, idx, arg = a[1], a[2], a[3]
    pw = None
    for q in C.CONSUME[card]:
        if q[0] == idx:
            pw = q
    ctype, value, cards, isvp = pw[1], pw[3], pw[5], pw[6]
    mult = 2 if state.work[p]["x2"] else 1
    if ctype == C.C_LUCKY:
        return 0.3 if arg == GAMBLE else 0.0
    if ctype == C.C_DRAW:
        return 5.0 + value
    if ctype == C.C_HAND:
        return sum(value - V.keep_value(state, p, c, left) for c in arg) - 0.01 * len(arg)
    if ctype == C.C_TRADE:
        w = arg[0]
        return trade_value(state, p, w, bonuses=not pw[7]) * V.CARD / 1.0
    n = len(arg)
    if ctype == C.C_GOODS:
        gain = (value * n if isvp else 0) * mult + cards * n * V.CARD
    elif ctype == C.C_ALL:
        gain = value * (n - 1) * mult
    else:
        gain = value * mult
    # efficiency per good spent, and spend cheap goods first
    return gain / max(1, n) - 0.02 * sum(C.GOOD[w] for w in arg) + 0.01 * gain


def choose(state, p, rng, noise=0.0, ratings=None):
    """The best action by `scores` (or a noisy best with `noise` > 0)."""
    legal = state.legal_actions(p)
    if len(legal) == 1:
        return legal[0]
    rated = scores(state, p, ratings)
    best, key = None, None
    for a, s in rated:
        if noise:
            s += noise * (2.0 * rng.random() - 1.0)
        if key is None or s > key:
            best, key = a, s
    return best


def rank(state, p, legal, keep, ratings=None):
    """The `keep` best of `legal` by score (for pruning the search's candidates)."""
    if len(legal) <= keep:
        return list(legal)
    rated = dict((a, s) for a, s in scores(state, p, ratings))
    return sorted(legal, key=lambda a: -rated.get(a, -1e9))[:keep]
