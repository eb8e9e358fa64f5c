"""state.query(player, name, *args): the documented questions a table may ask."""
import pytest

from game.rftg import new_game
from tests.rftg.helpers import build, choose, cid

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def test_develop_cost_applies_discounts_and_in_the_develop_phase_the_bonus():
    s = build([[SPARTA, "Investment Credits"], [ALPHA]],
              hands=[["Galactic Imperium", "Space Marines", "Gem World"], []], pad=[3, 0])
    gi = cid("Galactic Imperium")
    assert s.query(0, "develop_cost", gi) == 6 - 1            # at the action choice
    assert s.query(1, "develop_cost", gi) == 6                 # no discount for seat 1
    assert s.query(0, "develop_cost", cid("Gem World")) is None
    choose(s, "develop", "settle")
    assert s.query(0, "develop_cost", gi) == 6 - 1 - 1         # + the Develop bonus
    assert s.query(1, "develop_cost", gi) == 6                 # seat 1 did not choose Develop


def test_settle_cost_is_the_cheapest_method_or_none():
    s = build([[SPARTA, "Colony Ship"], [ALPHA]],
              hands=[["Gem World", "Rebel Fuel Cache", "Alien Robot Scout Ship"], ["Spice World"]],
              pad=[2, 2])
    assert s.query(0, "settle_cost", cid("Gem World")) == 0              # Colony Ship
    assert s.query(1, "settle_cost", cid("Spice World")) == 2            # pays 2 cards
    assert s.query(1, "settle_cost", cid("Gem World")) == 2              # not in hand: 3 cards
    assert s.query(0, "settle_cost", cid("Rebel Fuel Cache")) == 0       # conquered
    assert s.query(0, "settle_cost", cid("Alien Robot Scout Ship")) is None  # defense 4 > 2
    assert s.query(0, "settle_cost", cid("Space Marines")) is None       # not a world


def test_settle_cost_counts_only_the_cards_the_player_could_pay_with():
    s = build([[ALPHA], [SPARTA]], hands=[["Gem World"], []], pad=[1, 0])
    assert s.query(0, "settle_cost", cid("Gem World")) is None           # 1 other card, costs 2
    s.hand[0].append(cid("Spice World"))
    assert s.query(0, "settle_cost", cid("Gem World")) == 2


def test_trade_value_includes_the_players_trade_bonuses():
    s = build([[ALPHA, "Pirate World", "Export Duties"], [SPARTA]])
    assert s.query(0, "trade_value", cid("Pirate World")) == 2 + 3 + 1
    assert s.query(1, "trade_value", cid("Pirate World")) == 2 + 3
    assert s.query(0, "trade_value", cid(ALPHA)) == 3 + 1
    assert s.query(0, "trade_value", cid("Old Earth")) == 0       # no good on that world


def test_six_dev_score_placed_or_hypothetical():
    gi = cid("Galactic Imperium")
    s = build([["Old Earth", "Galactic Imperium", "Rebel Fuel Cache"], [ALPHA]])
    placed = s.query(1, "six_dev_score", gi)        # anyone may ask about a placed one
    assert placed == dict(s.view(1)["seats"][0]["score_parts"]["six"])[gi] > 0
    assert s.query(0, "six_dev_score", gi) == placed
    # in a hand: as if the asking player placed it (a rebel military world scores for it)
    s = build([[ALPHA], ["Old Earth", "Rebel Fuel Cache"]], hands=[["Galactic Imperium"], []])
    mine, theirs = s.query(0, "six_dev_score", gi), s.query(1, "six_dev_score", gi)
    assert theirs > mine
    assert s.query(0, "six_dev_score", cid("Space Marines")) is None


def test_consume_gain_and_its_none_for_other_actions():
    tab = ["Old Earth", "Deficit Spending", "Asteroid Belt", "Pirate World", "Alien Robot Scout Ship"]
    s = build([tab, [ALPHA]], goods=[tab[2:], []], pad=[3, 0])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    a = next(a for a in s.legal_actions(0) if a[1] == cid("Old Earth"))
    assert s.query(0, "consume_gain", a) == {"vp": 4, "cards": 0, "doubled": True}
    assert s.query(0, "consume_gain", [list(x) if isinstance(x, tuple) else x for x in a]) \
        == {"vp": 4, "cards": 0, "doubled": True}           # a JSON list works too
    assert s.query(0, "consume_gain", ("pass",)) is None
    assert s.query(1, "consume_gain", a) is None              # not seat 1's power


def test_label_query_and_unknown_names():
    s = new_game(2, {"first_game": True}, 1)
    assert s.query(0, "label", ("action", "settle")) == "choose Settle"
    with pytest.raises(KeyError, match="no query 'price'"):
        s.query(0, "price", 3)
    with pytest.raises(ValueError):
        s.query(5, "develop_cost", 3)
    with pytest.raises(ValueError):
        s.query(0, "develop_cost", 999)


def test_queries_change_nothing():
    from tests.rftg.helpers import snapshot
    s = build([[SPARTA, "Investment Credits"], [ALPHA]], hands=[["Galactic Imperium"], []], pad=[3, 0])
    before = snapshot(s)
    for name, arg in (("develop_cost", cid("Galactic Imperium")), ("settle_cost", cid("Gem World")),
                      ("trade_value", cid(ALPHA)), ("six_dev_score", cid("Galactic Imperium")),
                      ("consume_gain", ("pass",)), ("label", ("pass",))):
        s.query(0, name, arg)
    assert snapshot(s) == before
