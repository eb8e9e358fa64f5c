"""Paying (seed 004, 'Wyložit kartu' and 'Produkce surovin'): symbols, two-for-one, tokens,
production discounts and the one obligatory item."""
import pytest

from game.core import IllegalAction
from game.epochs import cards as C
from game.epochs.payment import pays, need_after
from tests.epochs.helpers import fresh, clear_hands, give, pay_all

E, F, M, S = 1, 2, 4, 8


def test_a_card_pays_one_of_its_symbols():
    assert pays((1, 0, 0, 0), [(E | M, True)])
    assert pays((0, 0, 1, 0), [(E | M, True)])
    assert not pays((1, 0, 1, 0), [(E | M, True)])          # one card, one resource


def test_any_two_cards_pay_one_resource():
    assert pays((0, 1, 0, 0), [(E, True), (M, True)])
    assert not pays((0, 2, 0, 0), [(E, True), (M, True), (E, True)])
    assert pays((0, 2, 0, 0), [(E, True), (M, True), (F, True)])


def test_a_token_is_energy_food_or_metal_never_science_alone():
    token = (C.TOKEN_MASK, True)
    assert pays((0, 0, 1, 0), [token])
    assert not pays((0, 0, 0, 1), [token])
    assert pays((0, 0, 0, 1), [token, token])                 # two tokens for one science
    assert pays((0, 0, 0, 1), [token, (E, True)])             # or a token and any card


def test_seed_discount_examples():
    # Martin: 2 energy + 4 food with production energy 2, food 2: pays 2 food
    assert need_after((2, 4, 0, 0), [2, 2, 0, 0]) == (0, 2, 0, 0)
    # with production energy 2, food 4: still pays one card or token, of any kind
    need = need_after((2, 4, 0, 0), [2, 4, 0, 0])
    assert need == (0, 0, 0, 0)
    assert not pays(need, [])
    assert pays(need, [(M, True)])


def test_playing_refused_without_the_means_and_paid_item_by_item():
    s = fresh()
    clear_hands(s)
    fusion, a, b = give(s, 0, "Escort Frigate", "Trade Skiff", "Envoy Pod")  # cost M F
    assert ("play", fusion) not in s.legal_actions(0)       # only 2 other cards: 1 resource
    with pytest.raises(IllegalAction, match="cannot pay"):
        s.apply(0, ("play", fusion))
    s.tokens[0] = 1
    s.apply(0, ("play", fusion))
    assert s.decision == ("pay",) and s.pending["need"] == (0, 1, 1, 0)
    pay_all(s, 0, ["token", a])                               # token = metal, Skiff = food
    assert s.pending is None and fusion in s.tableau[0]
    assert s.hand[0] == [b] and s.tokens[0] == 0
    assert s.infl[0]["mil"] == 1 and s.vp[0] == 1
    assert a in s.discard


def test_science_cards_never_pay_for_epoch_cards():
    s = fresh()
    clear_hands(s)
    solar, = give(s, 0, "Solar Collector")
    sci, = give(s, 0, "Theory of Flight")
    give(s, 0, "Trade Skiff", "Pioneer Ark", "Patrol Corvette")  # two food and the metal
    s.apply(0, ("play", solar))
    assert ("pay", sci) not in s.legal_actions(0)
    with pytest.raises(IllegalAction, match="never pay for epoch cards"):
        s.apply(0, ("pay", sci))


def test_at_least_one_item_even_when_production_covers_the_cost():
    s = fresh()
    clear_hands(s)
    solar, skiff = give(s, 0, "Solar Collector", "Trade Skiff")    # Solar: 2 food, 1 metal
    s.prod[0][1] = s.prod[0][2] = 3
    s.apply(0, ("play", solar))
    assert s.pending["need"] == (0, 0, 0, 0)
    s.apply(0, ("pay", skiff))                                     # any card will do
    assert solar in s.tableau[0]
