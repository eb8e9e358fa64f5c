"""Turns (seed 004, 'Průběh hry'): the offer and its values, sliding and refilling, the hand
limit, taking less once the deck is empty, passing and the order of epochs."""
import pytest

from game.core import IllegalAction
from tests.epochs.helpers import fresh, clear_hands, give


def takes(s, p=0):
    return [a[1:] for a in s.legal_actions(p) if a[0] == "take"]


def test_takes_are_two_ones_a_one_and_a_two_or_one_three():
    s = fresh()
    assert sorted(takes(s)) == sorted([(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (4,), (5,)])
    with pytest.raises(IllegalAction, match="at most 3"):
        s.apply(0, ("take", 2, 3))
    with pytest.raises(IllegalAction, match="two cards worth 1"):
        s.apply(0, ("take", 0))


def test_the_offer_slides_down_and_refills_from_the_deck():
    s = fresh()
    offer = s.offer[:]
    top = s.decks[1][-1]
    s.apply(0, ("take", 0, 2))
    assert s.offer[:4] == [offer[1], offer[3], offer[4], offer[5]]
    assert s.offer[4] == top and s.offer[5] >= 0
    assert offer[0] in s.hand[0] and offer[2] in s.hand[0]


def test_hand_limit_seven_and_one_card_at_six():
    s = fresh()
    clear_hands(s)
    give(s, 0, "Trade Skiff", "Envoy Pod", "Courier Drone", "Cinder", "Frostholm", "Drill Rig")
    assert sorted(takes(s)) == [(i,) for i in range(6)]
    with pytest.raises(IllegalAction, match="only one card"):
        s.apply(0, ("take", 0, 1))
    give(s, 0, "Survey Lab")
    assert takes(s) == []
    with pytest.raises(IllegalAction, match="hand is full"):
        s.apply(0, ("take", 4))


def test_science_cards_do_not_count_toward_the_hand_limit():
    s = fresh()
    clear_hands(s)
    give(s, 0, "Trade Skiff", "Envoy Pod", "Courier Drone", "Cinder", "Frostholm")
    give(s, 0, "Logistics", "Genetics", "Philosophy")
    assert (0, 1) in takes(s)


def test_once_the_deck_is_empty_less_than_three_may_be_taken():
    s = fresh()
    s.discard.extend(s.decks[1])
    s.decks[1] = []
    assert (0,) in takes(s) and (2,) in takes(s)
    s.apply(0, ("take", 0))
    assert s.offer[5] == -1                                     # no refill


def test_passing_ends_a_players_epoch_and_the_first_passer_starts_the_next():
    s = fresh()
    s.apply(0, ("take", 4))
    s.apply(1, ("pass",))
    assert s.current == 0 and s.passed == [False, True]
    hand = list(s.hand[0])
    s.apply(0, ("take", 4))                                     # player 1 goes on alone
    assert s.current == 0
    s.apply(0, ("pass",))
    while s.epoch == 1:                                         # research / nudge, if any
        p = s.current
        legal = s.legal_actions(p)
        s.apply(p, ("skip",) if ("skip",) in legal else legal[0])
    assert s.epoch == 2 and s.current == 1                      # player 2 passed first
    assert set(hand) <= set(s.hand[0]) | set(s.discard)         # the hand carried over
    from game.epochs import cards as C
    assert all(C.EPOCH[c] == 2 for c in s.offer)
