"""Card types and colonising (seed 004, 'Typy karet', 'Kolonizace planet', 'Žetony vesmírných
objektů'): stations, shuttles, planets, colonisation cards, colony ships, object tokens."""
import pytest

from game.core import IllegalAction
from tests.epochs.helpers import fresh, clear_hands, give, place, pay_all, cid


def setup():
    s = fresh()
    clear_hands(s)
    s.tokens[0] = 9
    return s


def test_a_station_raises_its_production_track():
    s = setup()
    solar, = give(s, 0, "Solar Collector")
    s.apply(0, ("play", solar))
    pay_all(s, 0, ["token", "token", "token"])    # it costs metal, food and food
    assert s.prod[0] == [1, 0, 0, 0]


def test_a_shuttle_raises_its_influence_track():
    s = setup()
    envoy, = give(s, 0, "Envoy Pod")
    s.apply(0, ("play", envoy))
    pay_all(s, 0, ["token", "token"])
    assert s.infl[0] == {"mil": 0, "trade": 0, "dip": 1}


def test_an_epoch_1_planet_acts_only_when_fully_colonised():
    s = setup()
    frost, settlers = give(s, 0, "Frostholm", "Ice Settlers")
    ice_miners, = give(s, 0, "Ice Miners")
    s.apply(0, ("play", frost))
    pay_all(s, 0, ["token"])
    assert s.prod[0] == [0, 0, 0, 0] and s.vp[0] == 0 and frost not in s.colonised[0]
    s.current = 0
    s.decision = ("turn",)
    s.apply(0, ("colonize", settlers, frost, 1))                  # the white quarter
    pay_all(s, 0, ["token"])
    assert s.vp[0] == 2 and frost not in s.colonised[0]           # the card's own effect only
    s.current, s.decision = 0, ("turn",)
    s.apply(0, ("colonize", ice_miners, frost, 2))                # the white-edged ice quarter
    pay_all(s, 0, ["token"])
    assert frost in s.colonised[0]
    assert s.prod[0][1] == 1 and s.vp[0] == 2 + 2 + 2             # miners 2 + planet 2


def test_an_epoch_3_planet_acts_when_played():
    s = setup()
    eden, = give(s, 0, "Eden")
    s.apply(0, ("play", eden))
    pay_all(s, 0, ["token"] * 4)
    assert s.vp[0] == 4 and eden not in s.colonised[0]


def test_colonisation_cards_go_only_on_open_matching_quarters():
    s = setup()
    frost = place(s, 0, "Frostholm")                 # quarters: printed, white, ice, printed
    lava, = give(s, 0, "Lava Forge")
    legal = [a for a in s.legal_actions(0) if a[0] == "colonize"]
    assert legal == [("colonize", lava, frost, 1)]
    with pytest.raises(IllegalAction, match="takes an ice card"):
        s.apply(0, ("colonize", lava, frost, 2))
    with pytest.raises(IllegalAction, match="printed"):
        s.apply(0, ("colonize", lava, frost, 0))
    with pytest.raises(IllegalAction, match="colonize"):
        s.apply(0, ("play", lava))


def test_seed_object_token_examples():
    # Mirka: a planet showing one colony-ship symbol; a card with a ship and a station symbol
    # gives one ship token and no station token; a later ship card gives two ship tokens
    s = setup()
    cinder = place(s, 0, "Cinder")                   # shows one ship; quarters white, lava
    citadel, forge = give(s, 0, "Ice Citadel", "Lava Forge")
    s.apply(0, ("colonize", citadel, cinder, 0))
    pay_all(s, 0, ["token"] * 3)
    assert s.objects[0] == {"ship": 1, "shuttle": 0, "station": 0}
    s.current, s.decision = 0, ("turn",)
    s.apply(0, ("colonize", forge, cinder, 1))
    pay_all(s, 0, ["token", "token"])                # Lava Forge costs energy and food
    assert s.objects[0]["ship"] == 3
    assert cinder in s.colonised[0]


def test_a_planet_with_two_equal_symbols_gives_one_token_when_played():
    s = setup()
    titan, = give(s, 0, "Titan Forge")
    s.apply(0, ("play", titan))
    pay_all(s, 0, ["token"] * 4)
    assert s.objects[0]["ship"] == 1


def test_a_colony_ship_needs_a_colonised_planet_one_per_planet():
    s = setup()
    ark, seed_ship = give(s, 0, "Pioneer Ark", "Seed Ship")
    frost = place(s, 0, "Frostholm")
    assert not [a for a in s.legal_actions(0) if a[0] == "ship"]
    with pytest.raises(IllegalAction, match="fully colonised"):
        s.apply(0, ("ship", ark, frost))
    s.quarters[frost] = [None, cid("Ice Settlers"), cid("Ice Miners"), None]
    s.colonised[0].append(frost)
    tokens = s.tokens[0]
    s.apply(0, ("ship", ark, frost))
    pay_all(s, 0, ["token"] * 2)
    assert s.vp[0] == 2 and s.ship_on[frost] == ark
    assert s.tokens[0] == tokens - 2 + 2       # Pioneer Ark: 2 tokens and 2 VP at once
    s.current, s.decision = 0, ("turn",)
    with pytest.raises(IllegalAction, match="already has a colony ship"):
        s.apply(0, ("ship", seed_ship, frost))
