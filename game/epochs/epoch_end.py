"""The end of an epoch (seed 004, "Konec epochy"): research, space superiority, income.

1. Research: the first passer first, each player may play one science card, paid in science
   ("research" decision: ("research", card) then its payment, or ("skip",)); a card marked
   ("early",) only at the end of epoch 1 or 2.
2. Space superiority on the influence board (board.py): military moves the marker vertically,
   trade horizontally, diplomacy one step (the leader's choice of axis for a difference of 1:
   the "nudge" decision, ("nudge", "mil") or ("nudge", "trade")) or diagonally with VP for 2+;
   then the military and trade leaders score the marker's position.
3. Income: each player scores their permanent income.
Then the next epoch starts with the first passer, or after epoch 3 the game ends (scoring.py).
"""
from game.core.i18n import domain

from . import board
from . import cards as C
from .decisions import register, is_int
from .offer import start_epoch
from .paying import affordable, after_paying, start_payment
from .scoring import final_scoring

_ = domain("epochs")


def start_epoch_end(s) -> None:
    s.stage = "research"
    s.say(_.msg("Both players have passed: epoch {epoch} ends.", epoch=s.epoch))
    first = s.first_passer if s.first_passer is not None else s.current
    s.research_queue = [first, 1 - first]
    next_research(s)


LAST_EPOCH = 3


def too_late(s, card) -> bool:
    """True for a card marked ("early",) at the research of the last epoch."""
    return s.epoch == LAST_EPOCH and ("early",) in s.k.EFFECTS[card]


def research_options(s, p) -> list:
    return [c for c in sorted(set(s.sci[p])) if not too_late(s, c) and affordable(s, p, c)]


def next_research(s) -> None:
    """Ask the next player in the research queue, or go on to space superiority."""
    while s.research_queue:
        p = s.research_queue.pop(0)
        if research_options(s, p):
            s.current = p
            s.decision = ("research",)
            return
        s.say(_.msg("{player} cannot research anything.", player=s.name(p)))
    superiority(s)


def _r_legal(s, p, dec):
    return [("research", c) for c in research_options(s, p)] + [("skip",)]


def _r_check(s, p, dec, a):
    if a == ("skip",):
        return None
    if a[0] != "research" or len(a) != 2 or not is_int(a[1]):
        return _("research with ('research', science card) or ('skip',)")
    card = a[1]
    if card not in s.sci[p]:
        return _("that science card is not in your hand")
    if too_late(s, card):
        return _("{card} can only be researched at the end of epoch 1 or 2", card=C.NAME[card])
    if not affordable(s, p, card):
        return _("you cannot pay {cost} for {card}", cost=C.cost_text(card, s.k.edition), card=C.NAME[card])
    return None


def _r_apply(s, p, dec, a):
    if a == ("skip",):
        s.say(_.msg("{player} researches nothing.", player=s.name(p)))
        next_research(s)
        return
    card = a[1]
    s.sci[p].remove(card)
    start_payment(s, p, card, (), "science")


register("research", _r_legal, _r_check, _r_apply)


def _research_paid(s, p) -> None:
    next_research(s)


after_paying("science", _research_paid)


def superiority(s) -> None:
    s.stage = "superiority"
    board.military_and_trade(s)
    leader = board.diplomacy_leader(s)
    diff = abs(s.infl[0]["dip"] - s.infl[1]["dip"])
    if diff == 1:
        s.current = leader
        s.decision = ("nudge",)
        return
    if diff >= 2:
        board.diagonal(s, leader, diff)
    after_superiority(s)


def _n_legal(s, p, dec):
    return [("nudge", "mil"), ("nudge", "trade")]


def _n_check(s, p, dec, a):
    if a in (("nudge", "mil"), ("nudge", "trade")):
        return None
    return _("move the marker one step with ('nudge', 'mil') or ('nudge', 'trade')")


def _n_apply(s, p, dec, a):
    lost = board.step(s, p, 1 if a[1] == "mil" else 0, 1)
    if a[1] == "mil":
        s.say(_.msg("{player} leads diplomacy by 1 and moves the marker one step on the "
                    "military axis.", player=s.name(p)))
    else:
        s.say(_.msg("{player} leads diplomacy by 1 and moves the marker one step on the "
                    "trade axis.", player=s.name(p)))
    board.edge_vp(s, p, lost)
    after_superiority(s)


register("nudge", _n_legal, _n_check, _n_apply)


def after_superiority(s) -> None:
    s.stage = "points"
    board.score_position(s)
    s.stage = "income"
    for p in (0, 1):
        s.gain_vp(p, s.income[p], _.msg("of permanent income"))
    first = s.first_passer if s.first_passer is not None else 0
    if s.epoch == LAST_EPOCH:
        s.stage = "final"
        final_scoring(s)
        s.decision = None
        s.over = True
        s.say(_.msg("The game is over."))
        s.stage = None
        return
    s.stage = None
    s.epoch += 1
    start_epoch(s, first)
