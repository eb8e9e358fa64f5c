"""End scoring: card VP, chips, and each 6-cost development as seed 001 lists it."""
import pytest

from game.rftg.scoring import six_dev_bonus
from tests.rftg.helpers import build, cid

CASES = [
    ("Alien Tech Institute", ["New Sparta", "Alien Robotic Factory", "Deserted Alien Outpost",
                              "Alien Rosetta Stone World"], 0, 2 + 3 + 2 + 2),
    ("Free Trade Association", ["New Sparta", "Artist Colony", "Refugee World",
                                "Consumer Markets", "Expanding Colony"], 0, 2 + 1 + 2 + 2),
    ("Galactic Federation", ["New Sparta", "Free Trade Association", "Investment Credits",
                             "Export Duties"], 0, 2 + 2 + 1 + 1),
    ("Galactic Imperium", ["New Sparta", "Rebel Miners", "Former Penal Colony", "Gem World"],
     0, 1 + 2 + 1),
    ("Galactic Renaissance", ["New Sparta", "Research Labs", "Artist Colony"], 7, 2 + 3 + 3),
    ("Galactic Survey: SETI", ["Alpha Centauri", "Expedition Force", "Malevolent Lifeforms",
                               "Gem World"], 0, 1 + 1 + 1 + 2 + 1),
    ("Merchant Guild", ["Earth's Lost Colony", "Gem World", "Asteroid Belt"], 0, 2 + 2),
    ("Mining League", ["Alpha Centauri", "Mining World", "Mining Robots",
                       "Mining Conglomerate"], 0, 1 + 2 + 2 + 2),
    ("New Economy", ["Old Earth", "Public Works", "Export Duties", "Trade League"], 0,
     1 + 2 + 2 + 2),
    ("New Galactic Order", ["New Sparta", "Empath World", "Alien Tech Institute"], 0, 2 + 2 - 1),
    ("Pan-Galactic League", ["New Sparta", "Avian Uplift Race", "Plague World",
                             "Contact Specialist"], 0, 1 + 2 + 2 + 3 - 0),
    ("Trade League", ["Old Earth", "Export Duties", "Public Works"], 0, 2 + 1 + 2),
]


@pytest.mark.parametrize("dev,tab,chips,expected", CASES, ids=[c[0] for c in CASES])
def test_six_cost_development_scoring(dev, tab, chips, expected):
    tableau = [cid(n) for n in tab] + [cid(dev)]
    assert six_dev_bonus(tableau, chips, cid(dev)) == expected


def test_first_matching_line_only():
    # Avian Uplift Race is a military Genes windfall world: 2 (Genes), not 2 + 1
    t = [cid("Pan-Galactic League"), cid("Avian Uplift Race")]
    assert six_dev_bonus(t, 0, t[0]) == 2


def test_total_score_is_chips_plus_card_vp_plus_bonuses():
    s = build([["New Sparta", "Galactic Federation", "Export Duties", "Gem World"],
               ["Alpha Centauri"]], vp=[5, 0])
    assert s.scores()[0] == 5 + (1 + 0 + 1 + 1) + (2 + 1)
