"""Produce rules: production worlds, draw-if, windfall bonus and powers, phase-count draws."""
import pytest

from game.core import IllegalAction
from tests.rftg.helpers import build, choose, cid

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def test_production_only_on_empty_production_worlds_and_draw_if_produced():
    s = build([[SPARTA, "Gem World", "Comet Zone", "Asteroid Belt"], [ALPHA]],
              goods=[["Comet Zone"], []])
    choose(s, "develop", "produce")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert cid("Gem World") in s.goods[0]
    assert cid("Asteroid Belt") not in s.goods[0], "windfall worlds do not produce"
    assert len(s.hand[0]) == 1, "Gem World drew; Comet Zone already had a good"


def test_produce_bonus_fills_one_empty_windfall_world_of_the_choosers_choice():
    s = build([[SPARTA, "Asteroid Belt", "Empath World"], [ALPHA]])
    choose(s, "produce", "develop")
    s.apply(1, ("pass",)); s.apply(0, ("pass",))
    assert s.decision[0] == ("windfall",)
    assert sorted(s.legal_actions(0)) == sorted(
        [("windfall", -1, cid("Asteroid Belt")), ("windfall", -1, cid("Empath World"))])
    with pytest.raises(IllegalAction):
        s.apply(0, ("windfall", -1, cid(SPARTA)))
    s.apply(0, ("windfall", -1, cid("Empath World")))
    assert list(s.goods[0]) == [cid("Empath World")]


def test_no_bonus_for_non_chooser_and_kind_limited_windfall_powers():
    s = build([[SPARTA, "Mining Robots", "Asteroid Belt", "Empath World"], [ALPHA]])
    choose(s, "develop", "produce")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert list(s.goods[0]) == [cid("Asteroid Belt")]   # Rare only, auto-played


def test_runaway_robots_draws_when_a_windfall_power_produces_on_it():
    s = build([[SPARTA, "Runaway Robots", "Mining Robots"], [ALPHA]])
    choose(s, "develop", "produce")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert cid("Runaway Robots") in s.goods[0] and len(s.hand[0]) == 1


def test_draw_each_novelty_counts_windfall_production_and_draw_different():
    tab = [SPARTA, "Consumer Markets", "Diversified Economy", "Artist Colony", "Refugee World",
           "Comet Zone"]
    s = build([tab, [ALPHA]])
    choose(s, "produce", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    # Artist Colony (Novelty) and Comet Zone (Rare, +1 card) produced; bonus on Refugee World
    # (Novelty, the only empty windfall world) -> 2 Novelty: +2, two kinds: +2
    assert len(s.hand[0]) == 1 + 2 + 2


def test_mining_conglomerate_draws_only_for_strictly_most_rare():
    s = build([[SPARTA, "Mining Conglomerate", "Comet Zone"], [ALPHA, "Mining World"]])
    choose(s, "develop", "produce")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert len(s.hand[0]) == 1, "tie on Rare: only Comet Zone's card"
    s = build([[SPARTA, "Mining Conglomerate", "Comet Zone", "Mining World"], [ALPHA, "Space Port"]])
    choose(s, "develop", "produce")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert len(s.hand[0]) == 2 + 2


def test_pan_galactic_league_draws_per_genes_world_and_plain_draws():
    s = build([[SPARTA, "Pan-Galactic League", "Empath World", "Plague World", "Rebel Underground"],
               [ALPHA]])
    choose(s, "develop", "produce")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert len(s.hand[0]) == 2 + 1
