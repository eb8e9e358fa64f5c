"""Simultaneous secret selections outside the phases: the opening discard, the choice of
action cards, and the end-of-round discard down to 10 cards."""
from itertools import combinations
from math import comb

from game.core.i18n import domain

from .decisions import register, card_tuple, plural, reveal
from .constants import ACTIONS, ACTIONS_ADVANCED
from .bonus import build_queue
from . import words as W

_ = domain("rftg")


# --- opening discard (6 dealt, discard 2) ---------------------------------------------------
def _discard_legal(state, p, dec):
    return [("discard", combo) for combo in combinations(sorted(state.hand[p]), dec[1])]


def _discard_check(state, p, dec, action):
    if action[0] != "discard" or len(action) != 2:
        return "choose the cards to discard: ('discard', (card, ...))"
    err = card_tuple(action[1])
    if err:
        return err
    if len(action[1]) != dec[1]:
        return _("discard exactly {cards}; you selected {n}", cards=W.cards(dec[1]),
                 n=len(action[1]))
    hand = state.hand[p]
    for c in action[1]:
        if c not in hand:
            return f"card {c} is not in your hand"
    return None


def _discard_apply(state, p, dec, action):
    _discard_held(state, reveal(state, p, action),
                  lambda q, n: ("discards", q, n))


def _discard_held(state, revealed, event):
    """Once all have chosen (`revealed` not None), discard each player's held cards."""
    if revealed is None:
        return
    for q in state.order:
        act = revealed[0][q]
        if act is not None:
            state.discard_from_hand(q, list(act[1]))
            state._log(None, event(q, len(act[1])))


register("initial_discard", _discard_legal, _discard_check, _discard_apply, held=True)


# --- action selection -----------------------------------------------------------------------
_ONE = [("action", a) for a in ACTIONS]
_TWO = [("action", a, b) for a, b in combinations(ACTIONS, 2)] + [
    ("action", "develop", "develop2"), ("action", "settle", "settle2")]


def _action_legal(state, p, dec):
    return list(_TWO if state.advanced else _ONE)


def _action_check(state, p, dec, action):
    if action[0] != "action":
        return "choose an action card: ('action', name)"
    names = action[1:]
    need = 2 if state.advanced else 1
    if len(names) != need:
        return _("choose exactly {cards}", cards=W.action_cards(need))
    allowed = ACTIONS_ADVANCED if state.advanced else ACTIONS
    for a in names:
        if a not in allowed:
            return f"unknown action card {a!r}; one of: {', '.join(allowed)}"
    if need == 2 and names[0] == names[1]:
        return _("choose two different action cards (there are two Develop and two Settle "
                 "cards)")
    for second, first in (("develop2", "develop"), ("settle2", "settle")):
        if second in names and first not in names:
            return f"{second} is the second {first.capitalize()} card: choose it with {first}"
    return None


def _action_apply(state, p, dec, action):
    names = action[1:]
    if len(names) == 2:
        names = tuple(sorted(names, key=ACTIONS_ADVANCED.index))
    revealed = reveal(state, p, ("action",) + names)
    if revealed is None:
        return
    for q in range(state.players):
        state.chosen[q] = revealed[0][q][1:]
        state._log(None, ("chose", q, state.chosen[q]))
    state.calls = tuple(state.calls[q] + (state.chosen[q],) for q in range(state.players))
    state.phase_queue = build_queue(state)


register("action", _action_legal, _action_check, _action_apply, held=True)


# --- end of round: discard down to 10 --------------------------------------------------------
_ENUM_LIMIT = 100


def _limit_legal(state, p, dec):
    picked = state.work[p]["picked"]
    rest = sorted(c for c in state.hand[p] if c not in picked)
    if comb(len(rest), dec[1]) <= _ENUM_LIMIT:
        return [("discard", combo) for combo in combinations(rest, dec[1])]
    return [("discard", (c,)) for c in rest]


def _limit_check(state, p, dec, action):
    if action[0] != "discard" or len(action) != 2:
        return "choose cards to discard: ('discard', (card, ...))"
    err = card_tuple(action[1])
    if err:
        return err
    if not 1 <= len(action[1]) <= dec[1]:
        return _("discard {cards} to keep 10 (in one go or several); you selected {n}",
                 cards=W.more_cards(dec[1]), n=len(action[1]))
    picked = state.work[p]["picked"]
    for c in action[1]:
        if c not in state.hand[p]:
            return f"card {c} is not in your hand"
        if c in picked:
            return _("card {c} is already chosen for discarding", c=str(c))
    return None


def _limit_apply(state, p, dec, action):
    picked = state.work[p]["picked"] + tuple(action[1])
    state.work[p] = {"picked": picked}
    left = dec[1] - len(action[1])
    if left:
        state.decision[p] = ("discard", left)
        return
    _discard_held(state, reveal(state, p, ("discard", picked)), lambda q, n: ("limit", q, n))


register("discard", _limit_legal, _limit_check, _limit_apply, held=True)
