"""Paying several items at once (issue 76 item 9): the engine's proposal (fewest items, then
the least worth: a universal token first, cards by printed cost), ("pay", (item, ...))
listed only as that proposal, its refusals (not enough, an item not held, more than needed),
and the proposal checked against trying every set in the payments of random games."""
from itertools import combinations

import pytest

from game.core import IllegalAction
from game.core.random_play import random_policy
from game.core.rng import Rng
from game.epochs import new_game
from game.epochs import cards as C
from game.epochs.paying import is_several, item_actions
from game.epochs.proposal import candidates, item_mask, proposal, set_key
from game.epochs.payment import pays

from .helpers import cid, clear_hands, fresh, give


def paying_for(name: str, *hand: str, tokens: int = 0, played=None):
    """Seat 0 has played `name` (a station, shuttle or planet) holding `hand` and tokens."""
    s = fresh()
    clear_hands(s)
    card, *_ = give(s, 0, name)
    give(s, 0, *hand)
    s.tokens[0] = tokens
    s.apply(0, played or ("play", card))
    assert s.decision == ("pay",)
    return s


def cheapest(s, p):
    """The best proposal by trying every set of the smallest size that pays."""
    pend = s.pending
    need, mode = tuple(pend["need"]), pend["mode"]
    items = candidates(s, p, mode, not any(need))
    paid = [item_mask(s, x, mode) for x in pend["paid"]]
    for k in range(1, len(items) + 1):
        sets = [[t[0] for t in combo] for combo in combinations(items, k)
                if pays(need, paid + [(t[1], t[2]) for t in combo])]
        if sets:
            return k, min(set_key(s, x) for x in sets)
    return 0, None


def corvette():
    """Seat 0 pays for Patrol Corvette (1 metal, 1 energy) holding one token, Merchant Barge
    (pays metal, printed cost 2), Fusion Spark (energy, cost 3), Drill Rig (metal, cost 4)
    and Trade Skiff (food)."""
    return paying_for("Patrol Corvette", "Merchant Barge", "Fusion Spark", "Drill Rig",
                      "Trade Skiff", tokens=1)


def test_the_proposal_is_listed_with_the_single_items_and_pays_in_one_move():
    s = corvette()
    best = s.query(0, "payment")["proposal"]
    assert best == ["token", cid("Merchant Barge")]    # a token first, then the cheapest card
    legal = s.legal_actions(0)
    assert [a for a in legal if is_several(a)] == [("pay", tuple(best))]
    assert [a for a in legal if not is_several(a)] == item_actions(s, 0)
    assert s.label(0, ("pay", tuple(best))) == "Pay with a universal token, Merchant Barge"
    before = len(s.history)
    s.apply(0, ("pay", tuple(best)))
    assert s.decision[0] == "turn" and s.pending is None and len(s.history) == before + 1
    assert s.tableau[0] == [cid("Patrol Corvette")]
    assert any("pays with a universal token, Merchant Barge" in e["text"]
               for e in s.log(None)[-3:])


def test_refusals_say_not_enough_not_held_and_more_than_needed():
    s = corvette()
    barge, spark, skiff = cid("Merchant Barge"), cid("Fusion Spark"), cid("Trade Skiff")
    assert s.explain_illegal(0, ("pay", (barge,))) == (
        "that is not enough for Patrol Corvette: 1 energy still to pay, or 2 more cards or "
        "tokens of any kind")
    assert s.explain_illegal(0, ("pay", (barge, cid("Glacia")))) == \
        "that card is not in your hand"
    assert s.explain_illegal(0, ("pay", ("token", "token"))) == \
        "you have only 1 universal token"
    assert s.explain_illegal(0, ("pay", ("token", barge, skiff))) == (
        "Trade Skiff is more than needed: the other items already pay for Patrol Corvette")
    assert s.explain_illegal(0, ("pay", (barge, barge))) == "Merchant Barge is named twice"
    assert "at least one" in s.explain_illegal(0, ("pay", ()))
    assert s.explain_illegal(0, ("pay", ("bribe",))) == "pay with cards of your hand or 'token'"
    before = s.view(0)
    with pytest.raises(IllegalAction):
        s.apply(0, ("pay", ("token", barge, skiff)))
    assert s.view(0) == before
    s.apply(0, ("pay", (spark, barge)))     # another exact set than the proposal is accepted
    assert s.pending is None and s.tokens[0] == 1


def test_after_single_items_the_proposal_finishes_what_is_left():
    s = corvette()
    s.apply(0, ("pay", cid("Drill Rig")))
    assert s.query(0, "payment")["proposal"] == ["token"]
    s.apply(0, ("pay", ("token",)))
    assert s.pending is None


def test_the_research_payment_proposes_science_cards_and_epoch_cards_with_science():
    s = fresh()
    clear_hands(s)
    deep, = give(s, 0, "Deep Survey")                            # 4 science
    lab, theory = give(s, 0, "Survey Lab", "Theory of Flight")   # science symbols
    s.prod[0][3] = 2
    s.tokens[0] = 5
    s.apply(s.current, ("pass",))
    s.apply(s.current, ("pass",))
    s.apply(0, ("research", deep))
    assert s.query(0, "payment")["proposal"] == [lab, theory]
    assert ("pay", (lab, theory)) in s.legal_actions(0)
    assert "not enough" in s.explain_illegal(0, ("pay", ("token", "token")))
    s.apply(0, ("pay", (lab, theory)))
    assert s.researched[0] == [deep]


def test_the_proposal_matches_trying_every_set_in_random_games():
    checked = 0
    for seed in range(1, 13):
        s = new_game(2, {}, seed)
        choose = random_policy(Rng(seed))
        while not s.is_over():
            p = s.deciders()[0]
            if s.decision[0] == "pay":
                best = s.query(p, "payment")["proposal"]
                k, key = cheapest(s, p)
                assert len(best) == k and set_key(s, best) == key, (seed, len(s.history))
                assert s.explain_illegal(p, ("pay", tuple(best))) is None
                checked += 1
            s.apply(p, choose(s, p))
    assert checked > 100
