"""Phase II, Develop: Develop draw powers, then everyone secretly picks a development (or
passes); after the reveal each pays its cost in cards (-1 bonus for choosers, minus Develop
discounts, never below 0), then draw-after powers (not for the card just placed)."""
from itertools import combinations

from game.core.i18n import domain

from . import cards as C
from .decisions import register, card_tuple, plural, reveal
from . import words as W

_ = domain("rftg")


def cost(state, p, card):
    """Cards to pay for development `card` now."""
    return cost_with(state.active[p], state.bonus[p], card)


def cost_with(powers, bonus, card):
    """Cards to pay for development `card` with the Develop discounts of the cards `powers`
    (and -1 with the Develop bonus), never below 0."""
    red = 1 if bonus else 0
    dr = C.D_REDUCE
    for c in powers:
        red += dr[c]
    return max(0, C.COST[card] - red)


def can_develop(state, p, card):
    """Is `card` (in p's hand) a development p may place now?"""
    if not C.IS_DEV[card]:
        return False
    d = C.DESIGN[card]
    for c in state.tableau[p]:
        if C.DESIGN[c] == d:
            return False
    return cost(state, p, card) <= len(state.hand[p]) - 1


def start(state):
    dd = C.D_DRAW
    for p in state.order:
        n = sum(dd[c] for c in state.active[p])
        if n:
            state.draw(p, n, " (Develop power)")
    for p in range(state.players):
        state.decision[p] = ("develop",)


def _legal(state, p, dec):
    out = [("pass",)]
    for c in sorted(set(state.hand[p])):
        if can_develop(state, p, c):
            out.append(("develop", c))
    return out


def _check(state, p, dec, action):
    if action == ("pass",):
        return None
    if action[0] != "develop" or len(action) != 2 or not isinstance(action[1], int):
        return "choose ('develop', card) or ('pass',)"
    c = action[1]
    if c not in state.hand[p]:
        return f"card {c} is not in your hand"
    if not C.IS_DEV[c]:
        return _("{card} is not a development", card=W.name(c))
    if any(C.DESIGN[t] == C.DESIGN[c] for t in state.tableau[p]):
        return _("you already have {card} in your tableau", card=W.name(c))
    need = cost(state, p, c)
    if need > len(state.hand[p]) - 1:
        return _("{card} costs {cards} but you have only {other}", card=W.name(c),
                 cards=W.cards(need), other=W.other_cards(len(state.hand[p]) - 1))
    return None


def place_held(state, p, action, pass_event, placed):
    """Hold p's secret pick; once all have picked, in turn order move each picked card from
    hand to tableau and call placed(state, q, card) (passes are logged as `pass_event`)."""
    revealed = reveal(state, p, action)
    if revealed is None:
        return
    held = revealed[0]
    for q in state.order:
        act = held[q]
        if act is None:
            continue
        if act[0] == "pass":
            state._log(None, (pass_event, q))
            continue
        card = act[1]
        state.hand[q].remove(card)
        state.tableau[q].append(card)
        state.note_placed(q, card)
        placed(state, q, card)


def _placed(state, q, card):
    need = cost(state, q, card)
    state._log(None, ("dev", q, card, need))
    if need:
        state.decision[q] = ("develop_pay", card, need)
    else:
        finish(state, q, card)


def _apply(state, p, dec, action):
    place_held(state, p, action, "nodev", _placed)


register("develop", _legal, _check, _apply, held=True)


def finish(state, p, card):
    da = C.D_DRAW_AFTER
    n = sum(da[c] for c in state.active[p])
    if n:
        state.draw(p, n, " (after developing)")
    state.decision[p] = None


def _pay_legal(state, p, dec):
    return [("pay", combo) for combo in combinations(sorted(state.hand[p]), dec[2])]


def check_payment(state, p, action, need):
    if action[0] != "pay" or len(action) != 2:
        return "pay with ('pay', (card, ...))"
    err = card_tuple(action[1])
    if err:
        return err
    for c in action[1]:
        if c not in state.hand[p]:
            return f"card {c} is not in your hand"
    if len(action[1]) != need:
        return _("this costs {cards}; you selected {n}", cards=W.cards(need), n=len(action[1]))
    return None


def _pay_check(state, p, dec, action):
    return check_payment(state, p, action, dec[2])


def _pay_apply(state, p, dec, action):
    state.discard_from_hand(p, list(action[1]))
    finish(state, p, dec[1])


register("develop_pay", _pay_legal, _pay_check, _pay_apply)
