"""The end of a turn and of the game: ending the turn (discard any resource cards, refill the
hand to the limit), the discard down to the hand limit when the hand is still above it (draw
effects filled it), and before final scoring each player's payments for blockaded cards (1
credit per token, so the card counts for technology rows, faction scoring and conditions).

The state's flow (state.py `end_turn`, `next_turn`) poses these decisions; a game of edition
0 poses none of them (editions.py)."""
from itertools import combinations

from game.core.i18n import domain
from game.core.seats import seat

from . import cards as C
from .text import card_name
from .decisions import register, kind, is_int, int_tuple

_ = domain("artifacts")


# --- end the turn ----------------------------------------------------------------------------
def _end_legal(state, p, dec):
    hand = sorted(state.hand[p])
    out = []
    for k in range(0, len(hand) + 1):
        out.extend(("end", combo) for combo in combinations(hand, k))
    return out


def _end_check(state, p, dec, action):
    if len(action) != 2:
        return _("end the turn with ('end', (resource cards to discard...))")
    err = int_tuple(action[1], "cards to discard")
    if err:
        return err
    for c in action[1]:
        if c not in state.hand[p]:
            return _("{card} is not in your hand", card=card_name(c))
    return None


def _discard(state, p: int, cards: tuple) -> None:
    for c in cards:
        state.hand[p].remove(c)
        state.res_discard.append(c)
    if cards:
        state.note(_.nmsg("{player}: discards {n} resource card.",
                          "{player}: discards {n} resource cards.", len(cards),
                          player=seat(p)))


def _end_apply(state, p, dec, action):
    _discard(state, p, action[1])
    state.end_turn(p)


register("end", _end_legal, _end_check, _end_apply)


# --- discard down to the hand limit: decision (player, "discard", how many) ---------------------
def _limit_legal(state, p, dec):
    n = dec[2]
    if len(state.hand[p]) < n:
        return []
    return [("discard", combo) for combo in combinations(sorted(state.hand[p]), n)]


def _limit_check(state, p, dec, action):
    n = dec[2]
    if len(action) != 2:
        return _("discard with ('discard', (resource cards...))")
    err = int_tuple(action[1], "cards to discard")
    if err:
        return err
    if len(action[1]) != n:
        return _.n("your hand is over the limit: discard exactly {n} resource card",
                   "your hand is over the limit: discard exactly {n} resource cards", n)
    for c in action[1]:
        if c not in state.hand[p]:
            return _("{card} is not in your hand", card=card_name(c))
    return None


def _limit_apply(state, p, dec, action):
    _discard(state, p, action[1])
    state.next_turn(p)


register("discard", _limit_legal, _limit_check, _limit_apply)


# --- before final scoring: pay for blockaded cards, decision (player, "final") ------------------
def payable(state, p: int) -> list:
    """p's blockaded cards not paid for yet that p's credits can pay for, in empire order."""
    return [c for c, t in state.blocks[p].items()
            if c not in state.unlocked[p] and t <= state.credits[p]]


def _redeem_legal(state, p, dec):
    return [("redeem", c) for c in payable(state, p)]


def _redeem_check(state, p, dec, action):
    if len(action) != 2 or not is_int(action[1]):
        return _("pay for a blockaded card with ('redeem', card)")
    c = action[1]
    t = state.blocks[p].get(c, 0)
    if c not in state.empire[p] or not t:
        return _("that card of yours carries no blockade token")
    if c in state.unlocked[p]:
        return _("you already paid for {card}", card=card_name(c))
    if t > state.credits[p]:
        return _("paying for {card} costs {cost} credits; you have {have}", card=card_name(c),
                 cost=t, have=state.credits[p])
    return None


def _redeem_apply(state, p, dec, action):
    c = action[1]
    t = state.blocks[p][c]
    state.credits[p] -= t
    state.unlocked[p].append(c)
    state.note(_.nmsg("{player}: pays {n} credit so {card} counts at the final scoring.",
                      "{player}: pays {n} credits so {card} counts at the final scoring.", t,
                      player=seat(p), card=C.NAME[c]))
    if payable(state, p):
        state.todo.insert(0, dec)          # the same decision again: more may be paid for


def _finish_legal(state, p, dec):
    return [("finish",)] if payable(state, p) else []


def _finish_check(state, p, dec, action):
    return None if action == ("finish",) else _("go to the final scoring with ('finish',)")


def _finish_apply(state, p, dec, action):
    return None


register("redeem", _redeem_legal, _redeem_check, _redeem_apply)
register("finish", _finish_legal, _finish_check, _finish_apply)

kind("discard", ("discard",))
kind("final", ("redeem", "finish"))
