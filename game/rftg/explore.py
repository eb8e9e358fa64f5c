"""Phase I, Explore: everyone draws (2, +5 or +1 with the bonus, + Explore powers), then all
secretly choose which cards to keep (1, +1 with Explore +1/+1, + Keep powers)."""
from itertools import combinations

from game.core.i18n import domain

from . import cards as C
from .decisions import register, card_tuple, plural, reveal
from . import words as W

_ = domain("rftg")


def amounts(state, p):
    """(cards seen, cards kept) for player p this Explore phase."""
    ch = state.chosen[p]
    see, keep = 2, 1
    if "explore5" in ch:
        see += 5
    if "explore11" in ch:
        see += 1
        keep += 1
    xd, xk = C.X_DRAW, C.X_KEEP
    for c in state.active[p]:
        see += xd[c]
        keep += xk[c]
    return see, keep


def start(state):
    for p in state.order:              # everyone draws before anyone discards
        see, keep = amounts(state, p)
        seen = []
        for _ in range(see):
            c = state.draw_card()
            if c < 0:
                break
            seen.append(c)
        if not seen:
            continue
        state.work[p] = {"seen": tuple(seen)}
        state.decision[p] = ("explore_keep", tuple(seen), min(keep, len(seen)))
        state._log(None, ("explores", p, len(seen)))


def _legal(state, p, dec):
    return [("keep", combo) for combo in combinations(dec[1], dec[2])]


def _check(state, p, dec, action):
    if action[0] != "keep" or len(action) != 2:
        return "choose the cards to keep: ('keep', (card, ...))"
    err = card_tuple(action[1])
    if err:
        return err
    if len(action[1]) != dec[2]:
        return _("keep exactly {cards}; you selected {n}", cards=W.cards(dec[2]),
                 n=len(action[1]))
    for c in action[1]:
        if c not in dec[1]:
            return f"card {c} is not among the explored cards"
    return None


def _apply(state, p, dec, action):
    revealed = reveal(state, p, action)
    if revealed is None:
        return
    held, decisions = revealed
    for q in state.order:
        if held[q] is None:
            continue
        kept = held[q][1]
        seen = decisions[q][1]
        state.hand[q].extend(kept)
        state.note_drew(q, len(kept))
        state.discard.extend(c for c in seen if c not in kept)
        state._log(None, ("keeps", q, len(kept)))
        state._log(q, ("kept", kept))


register("explore_keep", _legal, _check, _apply, held=True)
