"""Settle rules: paying, conquering, specialised/negative/temporary Military, Colony Ship,
Contact Specialist (with discounts and Colony Ship), windfall goods, bonus and draw-after."""
import pytest

from game.core import IllegalAction
from tests.rftg.helpers import build, choose, cid, snapshot

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def settle(s, p, world, other=("pass",)):
    s.apply(p, ("settle", cid(world)) if isinstance(world, str) else world)
    s.apply(1 - p, other)


def methods(s, p):
    return dict(s.decision[p][2]) if s.decision[p] and s.decision[p][0] == "settle_method" else None


def test_pay_for_a_world_then_bonus_card_after_placing():
    s = build([[SPARTA], [ALPHA]], hands=[["Gem World"], []], pad=[3, 0])
    choose(s, "settle", "develop")
    s.apply(1, ("pass",))            # develop phase: player 1 passes
    s.apply(0, ("pass",))
    settle(s, 0, "Gem World")
    assert s.decision[0][0] == "settle_pay" and s.decision[0][3] == 2
    hand = sorted(s.hand[0])
    s.apply(0, ("pay", tuple(hand[:2])))
    assert cid("Gem World") in s.tableau[0]
    assert len(s.hand[0]) == 3 - 2 + 1


def test_windfall_world_gets_a_good_when_placed():
    s = build([[SPARTA], [ALPHA]], hands=[["Destroyed World"], []], pad=[1, 0])
    choose(s, "settle", "settle")
    settle(s, 0, "Destroyed World")
    assert cid("Destroyed World") in s.goods[0]   # the forced payment was auto-played


def test_no_settle_bonus_for_non_chooser():
    s = build([[SPARTA], [ALPHA]], hands=[["Refugee World"], []])
    choose(s, "develop", "settle")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    settle(s, 0, "Refugee World")      # cost 0, no bonus
    assert cid("Refugee World") in s.tableau[0] and s.hand[0] == []


def test_conquer_needs_military_at_least_defense():
    s = build([[SPARTA], [ALPHA]], hands=[["Rebel Miners", "Rebel Warrior Race"], []])
    choose(s, "settle", "settle")
    legal = s.legal_actions(0)
    assert ("settle", cid("Rebel Miners")) in legal            # defense 2 vs Military 2
    assert ("settle", cid("Rebel Warrior Race")) not in legal  # defense 3
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="defense 3"):
        s.apply(0, ("settle", cid("Rebel Warrior Race")))
    assert snapshot(s) == before
    settle(s, 0, "Rebel Miners")
    assert cid("Rebel Miners") in s.tableau[0]
    assert len(s.hand[0]) == 2, "conquest costs no cards; +1 bonus card"


def test_negative_military_is_mandatory():
    s = build([[SPARTA, "Empath World"], [ALPHA]], hands=[["Rebel Miners"], []], pad=[3, 0])
    choose(s, "settle", "settle")
    assert ("settle", cid("Rebel Miners")) not in s.legal_actions(0)


def test_specialised_military_against_rare_worlds_only():
    s = build([[ALPHA], [SPARTA]], hands=[["Rebel Fuel Cache", "Former Penal Colony"], []])
    choose(s, "settle", "settle")
    legal = s.legal_actions(0)
    assert ("settle", cid("Rebel Fuel Cache")) in legal       # Rare, defense 1, +1 vs Rare
    assert ("settle", cid("Former Penal Colony")) not in legal


def test_galactic_imperium_against_rebels_only():
    s = build([[SPARTA, "Galactic Imperium"], [ALPHA]],
              hands=[["Rebel Base", "Lost Alien Warship"], []])
    choose(s, "settle", "settle")
    legal = s.legal_actions(0)
    assert ("settle", cid("Rebel Base")) in legal              # 2 + 4 >= 6
    assert ("settle", cid("Lost Alien Warship")) not in legal  # 2 < 5


def test_new_military_tactics_is_an_explicit_one_shot_choice():
    s = build([[SPARTA, "New Military Tactics"], [ALPHA]], hands=[["Rebel Warrior Race"], []])
    choose(s, "settle", "settle")
    settle(s, 0, "Rebel Warrior Race")
    nmt = cid("New Military Tactics")
    assert nmt not in s.tableau[0] and nmt in s.discard
    assert cid("Rebel Warrior Race") in s.tableau[0]


def test_colony_ship_places_a_non_military_world_free_and_is_discarded():
    s = build([[SPARTA, "Colony Ship"], [ALPHA]], hands=[["Lost Species Ark World"], []],
              pad=[5, 0])
    choose(s, "settle", "settle")
    settle(s, 0, "Lost Species Ark World")
    assert methods(s, 0) == {"pay": 5, "colony_ship": 0}
    s.apply(0, ("method", "colony_ship"))
    assert cid("Colony Ship") not in s.tableau[0] and cid("Colony Ship") in s.discard
    assert len(s.hand[0]) == 5 + 1


def test_colony_ship_must_be_used_when_needed_and_not_for_alien_worlds():
    s = build([[SPARTA, "Colony Ship"], [ALPHA]],
              hands=[["Lost Species Ark World", "Deserted Alien Outpost"], []])
    choose(s, "settle", "settle")
    legal = s.legal_actions(0)
    assert ("settle", cid("Lost Species Ark World")) in legal    # only via Colony Ship
    assert ("settle", cid("Deserted Alien Outpost")) not in legal
    settle(s, 0, "Lost Species Ark World")
    assert cid("Lost Species Ark World") in s.tableau[0]      # the one method was auto-played


def test_settle_discounts_kind_and_plain():
    s = build([[ALPHA, "Replicant Robots", "Mining Robots"], [SPARTA]],
              hands=[["New Earth"], []], pad=[5, 0])            # Rare, cost 5
    choose(s, "settle", "settle")
    settle(s, 0, "New Earth", ("pass",))
    assert s.decision[0] == ("settle_pay", cid("New Earth"), "pay", 5 - 2 - 1 - 1)


def test_contact_specialist_pays_defense_minus_one_ignoring_military():
    s = build([[SPARTA, "Contact Specialist"], [ALPHA]],
              hands=[["Rebel Warrior Race"], []], pad=[3, 0])
    choose(s, "settle", "settle")
    settle(s, 0, "Rebel Warrior Race")   # Military 2 - 1 = 1 < 3: pay 3 - 1 = 2
    assert s.decision[0] == ("settle_pay", cid("Rebel Warrior Race"), "contact", 2)


def test_contact_specialist_with_discounts():
    """Worked example: Replicant Robots' and Rare discounts combine with Contact Specialist."""
    s = build([[ALPHA, "Contact Specialist", "Replicant Robots"], [SPARTA]],
              hands=[["Rebel Base", "Rebel Miners"], []], pad=[4, 0])
    choose(s, "settle", "settle")
    settle(s, 0, "Rebel Base")
    assert s.decision[0] == ("settle_pay", cid("Rebel Base"), "contact", 6 - 1 - 2)


def test_contact_specialist_with_colony_ship_is_free_but_never_for_alien_worlds():
    """Worked example: Colony Ship lets Contact Specialist place a non-alien military world
    for nothing; neither works on alien-good military worlds."""
    s = build([[SPARTA, "Contact Specialist", "Colony Ship"], [ALPHA]],
              hands=[["Rebel Homeworld", "Alien Robot Sentry"], []], pad=[1, 0])
    choose(s, "settle", "settle")
    legal = s.legal_actions(0)
    assert ("settle", cid("Alien Robot Sentry")) not in legal   # defense 2 > Military 1
    assert ("settle", cid("Rebel Homeworld")) in legal
    settle(s, 0, "Rebel Homeworld")
    assert cid("Rebel Homeworld") in s.tableau[0] and cid("Colony Ship") in s.discard
    assert len(s.hand[0]) == 2 + 1   # Sentry and filler kept, + bonus card


def test_alien_tech_institute_reduces_and_fights_alien_worlds():
    s = build([[SPARTA, "Alien Tech Institute"], [ALPHA]],
              hands=[["Deserted Alien Colony", "Lost Alien Warship"], []], pad=[3, 0])
    choose(s, "settle", "settle")
    legal = s.legal_actions(0)
    assert ("settle", cid("Lost Alien Warship")) not in legal     # 2 + 2 = 4 < 5
    settle(s, 0, "Deserted Alien Colony")
    assert s.decision[0] == ("settle_pay", cid("Deserted Alien Colony"), "pay", 5 - 2)


def test_terraforming_robots_draw_after_settling():
    s = build([[SPARTA, "Terraforming Robots"], [ALPHA]], hands=[["Refugee World"], []])
    choose(s, "settle", "settle")
    settle(s, 0, "Refugee World")
    assert len(s.hand[0]) == 1 + 1   # bonus + Terraforming Robots


def test_world_settled_this_round_produces_in_this_rounds_produce():
    s = build([[SPARTA], [ALPHA]], hands=[["Gem World"], []], pad=[2, 0])
    choose(s, "settle", "produce")
    settle(s, 0, "Gem World")
    assert cid("Gem World") in s.goods[0]
