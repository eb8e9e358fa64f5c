"""Phase IV, Consume: a Trade chooser first sells one good (price + $ bonuses); then every
player uses each consume power at most once, in the order they choose, each to the full.
Consume x2 doubles VP chips from goods (not from discarding hand cards, not cards)."""
from itertools import combinations

from game.core.i18n import domain

from . import cards as C
from .decisions import register, card_tuple, plural, a_good
from . import words as W

_ = domain("rftg")

(C_GOODS, C_TWO, C_3DIFF, C_ALL, C_HAND, C_DRAW, C_LUCKY, C_TRADE) = range(8)


def trade_value(state, p, world, bonuses=True, powers=None):
    """Cards p gets for selling the good on `world` (with the trade bonuses of the cards
    `powers`, default p's active tableau)."""
    kind = C.GOOD[world]
    v = kind
    if bonuses:
        ta, tk = C.T_ANY, C.T_KIND
        for c in state.active[p] if powers is None else powers:
            v += ta[c] + tk[c][kind]
        v += C.T_THIS[world]
    return v


def start(state):
    for p in state.order:
        ch = state.chosen[p]
        state.work[p] = {"used": (), "x2": "vp2" in ch}
        if "trade" in ch and state.goods[p]:
            state.decision[p] = ("trade",)
        else:
            _next(state, p)


def _next(state, p):
    """Back to choosing a consume power (the step ends by itself when none is usable)."""
    state.decision[p] = ("consume",)


# --- trade (the Consume: Trade bonus) ------------------------------------------------------
def _trade_legal(state, p, dec):
    return [("trade", w) for w in sorted(state.goods[p])]


def _trade_check(state, p, dec, action):
    if action[0] != "trade" or len(action) != 2:
        return "sell one good: ('trade', world)"
    if action[1] not in state.goods[p]:
        return f"there is no good of yours on card {action[1]!r}"
    return None


def _trade_apply(state, p, dec, action):
    w = action[1]
    v = trade_value(state, p, w)
    state.remove_good(p, w)
    state._log(None, ("sells", p, w, v))
    state.draw(p, v, " (trade)")
    _next(state, p)


register("trade", _trade_legal, _trade_check, _trade_apply)


# --- consume powers ---------------------------------------------------------------------------
def powers(state, p):
    """Unused consume powers of p: [(card, power tuple)] in tableau order."""
    used = state.work[p]["used"]
    out = []
    table = C.CONSUME
    for c in state.active[p]:
        for pw in table[c]:
            if (c, pw[0]) not in used:
                out.append((c, pw))
    return out


def _eligible(state, p, kind):
    good = C.GOOD
    return [w for w in sorted(state.goods[p]) if kind == 0 or good[w] == kind]


def consume_legal(state, p, dec):
    out = []
    mandatory = False
    optional = False
    hand = state.hand[p]
    for c, pw in powers(state, p):
        idx, ctype, kind, value, times = pw[0], pw[1], pw[2], pw[3], pw[4]
        if ctype == C_GOODS:
            el = _eligible(state, p, kind)
            n = min(times, len(el))
            if n:
                mandatory = True
                out.extend(("consume", c, idx, combo) for combo in combinations(el, n))
        elif ctype == C_TWO:
            el = _eligible(state, p, kind)
            if len(el) >= 2:
                mandatory = True
                out.extend(("consume", c, idx, combo) for combo in combinations(el, 2))
        elif ctype == C_3DIFF:
            el = _eligible(state, p, 0)
            good = C.GOOD
            combos = [combo for combo in combinations(el, 3)
                      if len({good[w] for w in combo}) == 3]
            if combos:
                mandatory = True
                out.extend(("consume", c, idx, combo) for combo in combos)
        elif ctype == C_ALL:
            if state.goods[p]:
                mandatory = True
                out.append(("consume", c, idx, tuple(sorted(state.goods[p]))))
        elif ctype == C_HAND:
            if hand:
                optional = True
                sh = sorted(hand)
                for k in range(1, min(times, len(sh)) + 1):
                    out.extend(("consume", c, idx, combo) for combo in combinations(sh, k))
        elif ctype == C_DRAW:
            mandatory = True
            out.append(("consume", c, idx, ()))
        elif ctype == C_LUCKY:
            if state.deck or state.discard:
                mandatory = True
                out.extend(("consume", c, idx, n) for n in range(1, 8))
        elif ctype == C_TRADE:
            if state.goods[p]:
                mandatory = True
                out.extend(("consume", c, idx, (w,)) for w in sorted(state.goods[p]))
    if optional and not mandatory:
        out.append(("done",))
    return out


def _find_power(state, p, card, idx):
    for c, pw in powers(state, p):
        if c == card and pw[0] == idx:
            return pw
    return None


def _consume_check(state, p, dec, action):
    if action == ("done",):
        if ("done",) in consume_legal(state, p, dec):
            return None
        return _("you must still use your consume powers that can consume goods (they are "
                 "mandatory)")
    if action[0] != "consume" or len(action) != 4:
        return "use a consume power: ('consume', card, power index, goods/cards/number)"
    card, idx, arg = action[1], action[2], action[3]
    pw = _find_power(state, p, card, idx)
    if pw is None:
        return f"card {card!r} has no unused consume power {idx!r} in your tableau"
    ctype, kind, times = pw[1], pw[2], pw[4]
    if ctype == C_LUCKY:
        if not isinstance(arg, int) or isinstance(arg, bool) or not 1 <= arg <= 7:
            return _("name a number from 1 to 7")
        return None if (state.deck or state.discard) else _("there is no card left to reveal")
    err = card_tuple(arg, "goods" if ctype != C_HAND else "cards")
    if err:
        return err
    if ctype == C_DRAW:
        return None if arg == () else _("this power takes no goods")
    if ctype == C_HAND:
        if not 1 <= len(arg) <= times:
            return _("discard 1 to {most} cards from your hand; you selected {n}", most=times,
                     n=len(arg))
        for c in arg:
            if c not in state.hand[p]:
                return f"card {c} is not in your hand"
        return None
    goods = state.goods[p]
    for w in arg:
        if w not in goods:
            return f"there is no good of yours on card {w}"
    good = C.GOOD
    el = _eligible(state, p, kind)
    for w in arg:
        if kind and good[w] != kind:
            return _("this power takes only {kind} goods", kind=W.kind(C.KIND_NAME[kind]))
    if ctype == C_GOODS:
        n = min(times, len(el))
        if len(arg) != n:
            return _("this power must consume {goods}; you selected {n}", goods=W.goods(n),
                     n=len(arg))
    elif ctype == C_TWO:
        if len(arg) != 2:
            return _("this power consumes exactly 2 goods; you selected {n}", n=len(arg))
    elif ctype == C_3DIFF:
        if len(arg) != 3 or len({good[w] for w in arg}) != 3:
            return _("this power consumes exactly 3 goods of 3 different kinds")
    elif ctype == C_ALL:
        if set(arg) != set(goods):
            return _("this power consumes all your goods")
    elif ctype == C_TRADE:
        if len(arg) != 1:
            return _("this power sells exactly 1 good")
    return None


def gain(state, p, action):
    """What consume (or trade) action `action` of p gives now: (vp, cards, doubled), where
    `doubled` says the 2xVP bonus doubled the VP (goods consumed for VP; VP for discarding hand
    cards never double). A gamble gives (0, 0, False): a card only if the guess is right.
    None if `action` is not a trade or consume action of an unused power of p's."""
    if type(action) is not tuple or not action:
        return None
    if action[0] == "trade" and len(action) == 2:
        return (0, trade_value(state, p, action[1]), False) if action[1] in state.goods[p] \
            else None
    if action[0] != "consume" or len(action) != 4 or state.work[p] is None \
            or "used" not in state.work[p]:
        return None
    pw = _find_power(state, p, action[1], action[2])
    if pw is None:
        return None
    ctype, value, cards, vp = pw[1], pw[3], pw[5], pw[6]
    arg = action[3]
    if ctype == C_LUCKY:
        return (0, 0, False)
    if ctype == C_DRAW:
        return (0, value, False)
    if ctype == C_HAND:
        return (value * len(arg), 0, False)
    if ctype == C_TRADE:
        if not arg or arg[0] not in state.goods[p]:
            return None
        return (0, trade_value(state, p, arg[0], bonuses=not pw[7]), False)
    n = len(arg)
    if ctype == C_GOODS:
        got = value * n if vp else 0
    elif ctype == C_ALL:
        got = value * (n - 1)
    else:
        got = value
    if state.work[p]["x2"] and got > 0:
        return (2 * got, cards * n, True)
    return (got, cards * n, False)


def _consume_apply(state, p, dec, action):
    if action == ("done",):
        state.decision[p] = None
        return
    card, idx, arg = action[1], action[2], action[3]
    pw = _find_power(state, p, card, idx)
    vp, cards, doubled = gain(state, p, action)     # before the power is marked used
    work = state.work[p]
    state.work[p] = {"used": work["used"] + ((card, idx),), "x2": work["x2"]}
    ctype = pw[1]
    name = C.NAME[card]
    if ctype == C_LUCKY:
        c = state.draw_card()
        if c >= 0:
            hit = C.COST[c] == arg
            state._log(None, ("gamble", p, arg, card, c, hit))
            if hit:
                state.hand[p].append(c)
                state.note_drew(p, 1)
            else:
                state.discard.append(c)
    elif ctype == C_DRAW:
        state.draw(p, cards, f" ({name})")
    elif ctype == C_HAND:
        state.discard_from_hand(p, list(arg))
        state.gain_vp(p, vp)
        state._log(None, ("discards_for_vp", p, len(arg), card, vp))
    elif ctype == C_TRADE:
        w = arg[0]
        state.remove_good(p, w)
        state._log(None, ("sells_with", p, w, card, cards))
        state.draw(p, cards, " (trade)")
    else:
        for w in arg:
            state.remove_good(p, w)
        state.gain_vp(p, vp)
        state._log(None, ("consume", p, len(arg), card, vp, cards, doubled))
        if cards:
            state.draw(p, cards, f" ({name})")
    _next(state, p)


register("consume", consume_legal, _consume_check, _consume_apply)
