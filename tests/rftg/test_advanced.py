"""The advanced 2-player variant: two action cards, double Develop/Settle phases with the
bonus rule for the opponent, both Explore and both Consume bonuses."""
import pytest

from game.core import IllegalAction
from tests.rftg.helpers import build, choose, cid, pass_all

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def test_two_action_cards_from_nine():
    s = build([[SPARTA], [ALPHA]], advanced=True)
    legal = s.legal_actions(0)
    assert len(legal) == 21 + 2 and ("action", "develop", "develop2") in legal
    assert ("action", "develop2", "settle") not in legal
    with pytest.raises(IllegalAction, match="second Develop card"):
        s.apply(0, ("action", "develop2", "settle"))
    assert s.view(0)["decision"]["choose"] == 2
    with pytest.raises(IllegalAction, match="exactly 2"):
        s.apply(0, ("action", "develop"))
    with pytest.raises(IllegalAction, match="different"):
        s.apply(0, ("action", "settle", "settle"))


def test_double_develop_bonus_rule_for_the_opponent():
    """Worked example: the player with both Develop cards gets the bonus in both phases; the
    opponent with one Develop card only in the first."""
    s = build([[SPARTA], [ALPHA]], hands=[["Drop Ships", "Space Marines"],
                                          ["Drop Ships", "Space Marines"]],
              pad=[8, 8], advanced=True)
    choose(s, ("develop", "develop2"), ("develop", "produce"))
    assert [ph for ph, _ in s.phase_queue] == ["develop", "produce"]
    assert s.stage == "develop" and s.instance == 1
    s.apply(0, ("develop", cid("Drop Ships")))
    s.apply(1, ("develop", cid("Drop Ships", 1)))
    assert s.decision[0][2] == 3 and s.decision[1][2] == 3       # both get -1 in phase 1
    for p in (0, 1):
        sm = cid("Space Marines", p)
        s.apply(p, ("pay", tuple(sorted(c for c in s.hand[p] if c != sm)[:3])))
    assert s.stage == "develop" and s.instance == 2
    s.apply(0, ("develop", cid("Space Marines")))
    s.apply(1, ("develop", cid("Space Marines", 1)))
    assert s.decision[0][2] == 1 and s.decision[1][2] == 2       # only player 0's bonus


def test_powers_placed_in_first_phase_work_in_the_second():
    s = build([[SPARTA], [ALPHA]], hands=[["Investment Credits", "Drop Ships"], []],
              pad=[6, 0], advanced=True)
    choose(s, ("develop", "develop2"), ("explore5", "produce"))
    s.apply(1, s.legal_actions(1)[0])              # explore keep (player 1)
    s.apply(0, s.legal_actions(0)[0])
    s.apply(0, ("develop", cid("Investment Credits")))
    s.apply(1, ("pass",))
    s.apply(0, ("develop", cid("Drop Ships")))
    s.apply(1, ("pass",))
    assert s.decision[0] == ("develop_pay", cid("Drop Ships"), 4 - 1 - 1)


def test_both_explore_bonuses_see_eight_keep_two():
    s = build([[SPARTA], [ALPHA]], advanced=True)
    choose(s, ("explore5", "explore11"), ("develop", "settle"))
    assert len(s.decision[0][1]) == 8 and s.decision[0][2] == 2


def test_both_consume_bonuses_trade_then_double():
    s = build([[ALPHA, "Public Works", "Asteroid Belt"], [SPARTA]],
              goods=[[ALPHA, "Asteroid Belt"], []], advanced=True)
    choose(s, ("trade", "vp2"), ("develop", "settle"))
    pass_all(s)     # develop
    pass_all(s)     # settle
    assert s.decision[0] == ("trade",)
    s.apply(0, ("trade", cid(ALPHA)))
    assert len(s.hand[0]) == 3 and s.vp[0] == 2


def test_double_settle_phases():
    s = build([[SPARTA], [ALPHA]], hands=[["Refugee World", "Empath World"], []], advanced=True)
    choose(s, ("settle", "settle2"), ("develop", "produce"))
    pass_all(s)
    s.apply(0, ("settle", cid("Refugee World"))); s.apply(1, ("pass",))
    assert s.stage == "settle" and s.instance == 2
    s.apply(0, ("settle", cid("Empath World"))); s.apply(1, ("pass",))
    assert {cid("Refugee World"), cid("Empath World")} <= set(s.tableau[0])
    assert len(s.hand[0]) == 2 - 1 + 1 - 1 - 1 + 1   # a bonus card after each; Empath costs 1
