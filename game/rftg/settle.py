"""Phase III, Settle: everyone secretly picks a world (or passes); after the reveal each
places it by one method: pay cards (non-military), conquer (Military >= defense, maybe with
New Military Tactics), Colony Ship (free), Contact Specialist (pay defense - 1 - discounts,
maybe free with Colony Ship). Then windfall good, Settle bonus card, draw-after powers."""
from game.core.i18n import domain

from . import cards as C
from .decisions import register, plural
from .develop import check_payment, place_held, _pay_legal
from . import words as W

_ = domain("rftg")

ALIEN = C.ALIEN
# the log's words for each way of placing a world (after "Player N ")
METHOD_TEXT = {
    "pay": "pays {cost} for {world}",
    "colony_ship": "discards Colony Ship to place {world} for free",
    "conquer": "conquers {world}",
    "conquer_tactics": "discards New Military Tactics (+3 Military) and conquers {world}",
    "contact": "pays {cost} for {world} as a non-military world (Contact Specialist)",
    "contact_colony_ship": "places {world} for free with Contact Specialist and Colony Ship",
}


def _find(powers, table):
    for c in powers:
        if table[c]:
            return c
    return -1


def strength(state, p, world, powers=None):
    """Military of p against `world` (plain + specialised against its kind/rebel flag), from
    the cards `powers` (default: p's active tableau)."""
    s = 0
    kind = C.GOOD[world]
    rebel = C.REBEL[world]
    sm, smk, smr = C.S_MIL, C.S_MIL_KIND, C.S_MIL_REBEL
    for c in state.active[p] if powers is None else powers:
        s += sm[c] + smk[c][kind]
        if rebel:
            s += smr[c]
    return s


def reduction(state, p, world, powers=None):
    """Settle discounts of p for `world` from the cards `powers` (default: active tableau)."""
    kind = C.GOOD[world]
    r = 0
    sr, srk = C.S_REDUCE, C.S_REDUCE_KIND
    for c in state.active[p] if powers is None else powers:
        r += sr[c] + srk[c][kind]
    return r


def methods(state, p, world, cards_in_hand, powers=None):
    """[(method, cost)] by which p can place `world` paying from `cards_in_hand` cards, with
    the powers of the cards `powers` (default: p's active tableau)."""
    act = state.active[p] if powers is None else powers
    out = []
    colony = _find(act, C.S_COLONY) >= 0
    alien_good = C.GOOD[world] == ALIEN
    if not C.MILITARY[world]:
        cost = max(0, C.COST[world] - reduction(state, p, world, act))
        if cost <= cards_in_hand:
            out.append(("pay", cost))
        if colony and not alien_good and cost > 0:
            out.append(("colony_ship", 0))
        return out
    defense = C.COST[world]
    st = strength(state, p, world, act)
    if st >= defense:
        out.append(("conquer", 0))
    else:
        nmt = _find(act, C.S_TACTICS)
        if nmt >= 0 and st + C.S_TACTICS[nmt] >= defense:
            out.append(("conquer_tactics", 0))
    pm = max([C.S_PAYMIL[c] for c in act] or [0])
    if pm and not alien_good:
        cost = max(0, defense - pm - reduction(state, p, world, act))
        if cost <= cards_in_hand:
            out.append(("contact", cost))
        if colony and cost > 0:
            out.append(("contact_colony_ship", 0))
    return out


def cheapest(state, p, world, cards_in_hand, powers=None):
    """The fewest cards p would pay to place `world` (any method), or None if p cannot."""
    ms = methods(state, p, world, cards_in_hand, powers)
    return min(c for _, c in ms) if ms else None


def start(state):
    for p in range(state.players):
        state.decision[p] = ("settle",)


def _legal(state, p, dec):
    out = [("pass",)]
    n = len(state.hand[p]) - 1
    for c in sorted(set(state.hand[p])):
        if C.IS_WORLD[c] and methods(state, p, c, n):
            out.append(("settle", c))
    return out


def _check(state, p, dec, action):
    if action == ("pass",):
        return None
    if action[0] != "settle" or len(action) != 2 or not isinstance(action[1], int):
        return "choose ('settle', card) or ('pass',)"
    c = action[1]
    if c not in state.hand[p]:
        return f"card {c} is not in your hand"
    if not C.IS_WORLD[c]:
        return _("{card} is not a world", card=W.name(c))
    if not methods(state, p, c, len(state.hand[p]) - 1):
        if C.MILITARY[c]:
            return _("{card} has defense {defense}; your Military against it is {military} "
                     "and you cannot pay for it", card=W.name(c), defense=C.COST[c],
                     military=strength(state, p, c))
        cost = max(0, C.COST[c] - reduction(state, p, c))
        return _("{card} costs {cards} but you have only {other}", card=W.name(c),
                 cards=W.cards(cost), other=W.other_cards(len(state.hand[p]) - 1))
    return None


def _placed(state, q, world):
    state._log(None, ("set", q, world))
    state.decision[q] = ("settle_method", world,
                         tuple(methods(state, q, world, len(state.hand[q]))))


def _apply(state, p, dec, action):
    place_held(state, p, action, "noset", _placed)


register("settle", _legal, _check, _apply, held=True)


def _method_legal(state, p, dec):
    return [("method", m) for m, _ in dec[2]]


def _method_check(state, p, dec, action):
    if action[0] != "method" or len(action) != 2:
        return "choose how to place the world: ('method', name)"
    names = [m for m, _ in dec[2]]
    if action[1] not in names:
        return f"{action[1]!r} is not possible here; choose one of: {', '.join(names)}"
    return None


def _method_apply(state, p, dec, action):
    world = dec[1]
    method = action[1]
    cost = dict(dec[2])[method]
    if cost:
        state.decision[p] = ("settle_pay", world, method, cost)
    else:
        finish(state, p, world, method, 0)


register("settle_method", _method_legal, _method_check, _method_apply)


def _spay_legal(state, p, dec):
    return _pay_legal(state, p, (None, None, dec[3]))


def _spay_check(state, p, dec, action):
    return check_payment(state, p, action, dec[3])


def _spay_apply(state, p, dec, action):
    state.discard_from_hand(p, list(action[1]))
    finish(state, p, dec[1], dec[2], dec[3])


register("settle_pay", _spay_legal, _spay_check, _spay_apply)


def finish(state, p, world, method, cost):
    """The world is placed: discard a used one-shot card, windfall good, bonus, draw-after.
    The log line names the world: another player's placement may be logged in between."""
    if method in ("colony_ship", "contact_colony_ship"):
        state.remove_from_tableau(p, _find(state.active[p], C.S_COLONY))
    elif method == "conquer_tactics":
        state.remove_from_tableau(p, _find(state.active[p], C.S_TACTICS))
    state._log(None, ("method", p, method, world, cost))
    if C.WINDFALL[world]:
        state.add_good(p, world)
    if state.bonus[p]:
        state.draw(p, 1, " (Settle bonus)")
    da = C.S_DRAW_AFTER
    n = sum(da[c] for c in state.active[p])
    if n:
        state.draw(p, n, " (after settling)")
    state.decision[p] = None
