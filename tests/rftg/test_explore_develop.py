"""Explore and Develop rules, including the worked examples (Public Works, bonus at cost 0)."""
import pytest

from game.core import IllegalAction
from tests.rftg.helpers import build, choose, cid, pass_all, snapshot

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def test_action_choices_are_secret_until_all_are_in():
    s = build([[SPARTA], [ALPHA]])
    s.apply(0, ("action", "develop"))
    v1 = s.view(1)
    assert v1["seats"][0]["actions"] == [] and "choice" not in repr(v1)
    assert s.view(0)["decision"]["waiting"] is True
    s.apply(1, ("action", "settle"))
    assert s.view(1)["seats"][0]["actions"] == ["develop"]


def test_explore_plus5_and_plus1_plus1_and_no_bonus():
    s = build([[SPARTA], [ALPHA]])
    choose(s, "explore5", "explore11")
    assert s.stage == "explore"
    assert len(s.decision[0][1]) == 7 and s.decision[0][2] == 1
    assert len(s.decision[1][1]) == 3 and s.decision[1][2] == 2
    s2 = build([[SPARTA], [ALPHA], ["Old Earth"]])
    choose(s2, "explore5", "develop", "develop")
    assert len(s2.decision[1][1]) == 2 and s2.decision[1][2] == 1


def test_explore_powers_add_seen_and_kept_cards():
    s = build([[SPARTA, "Galactic Survey: SETI", "Research Labs"], [ALPHA]])
    choose(s, "explore11", "explore5")
    assert len(s.decision[0][1]) == 2 + 1 + 2 and s.decision[0][2] == 1 + 1 + 1


def test_explore_keep_resolves_after_everyone_and_discards_the_rest():
    s = build([[SPARTA], [ALPHA]])
    choose(s, "explore5", "explore5")
    seen0 = s.decision[0][1]
    s.apply(0, ("keep", (seen0[3],)))
    assert seen0[3] not in s.hand[0]
    seen1 = s.decision[1][1]
    s.apply(1, ("keep", (seen1[0],)))
    assert seen0[3] in s.hand[0] and seen1[0] in s.hand[1]
    assert len(s.discard) == 12


def test_develop_bonus_reduces_cost_by_one():
    s = build([[SPARTA], [ALPHA]], hands=[["Drop Ships"], ["Drop Ships"]], pad=[5, 5])
    choose(s, "develop", "settle")
    ds0, ds1 = cid("Drop Ships"), cid("Drop Ships", 1)
    s.apply(0, ("develop", ds0))
    s.apply(1, ("develop", ds1))
    assert s.decision[0] == ("develop_pay", ds0, 3)
    assert s.decision[1] == ("develop_pay", ds1, 4)


def test_develop_bonus_is_lost_when_cost_is_already_zero():
    """Worked example: Investment Credits already makes a 1-cost development free; the Develop
    bonus adds nothing (no card back, nothing for overpaying)."""
    s = build([[SPARTA, "Investment Credits"], [ALPHA]], hands=[["Export Duties"], []], pad=[2, 0])
    choose(s, "develop", "develop")
    s.apply(0, ("develop", cid("Export Duties")))
    s.apply(1, ("pass",))
    assert cid("Export Duties") in s.tableau[0]
    assert len(s.hand[0]) == 2, "paid nothing and got nothing back"


def test_cannot_develop_a_duplicate_or_unaffordable():
    s = build([[SPARTA, "Space Marines"], [ALPHA]],
              hands=[["Space Marines", "Drop Ships"], []], pad=[1, 0])
    choose(s, "develop", "develop")
    legal = s.legal_actions(0)
    assert ("develop", cid("Space Marines", 1)) not in legal
    assert ("develop", cid("Drop Ships")) not in legal  # costs 3, only 2 other cards
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="already have"):
        s.apply(0, ("develop", cid("Space Marines", 1)))
    with pytest.raises(IllegalAction, match="costs 3 cards"):
        s.apply(0, ("develop", cid("Drop Ships")))
    assert snapshot(s) == before


def test_payment_reasons_are_specific():
    s = build([[SPARTA], [ALPHA]], hands=[["Drop Ships"], []], pad=[5, 0])
    choose(s, "develop", "develop")
    s.apply(0, ("develop", cid("Drop Ships")))
    s.apply(1, ("pass",))
    hand = sorted(s.hand[0])
    assert s.explain_illegal(0, ("pay", tuple(hand[:2]))) == "this costs 3 cards; you selected 2"
    assert "not in your hand" in s.explain_illegal(0, ("pay", (hand[0], hand[1], 999)))
    assert "twice" in s.explain_illegal(0, ("pay", (hand[0], hand[0], hand[1])))
    assert s.explain_illegal(0, ["pay", hand[:2]]) == "this costs 3 cards; you selected 2"
    assert s.explain_illegal(0, ["pay", hand[:3]]) is None
    s.apply(0, ("pay", tuple(hand[:3])))
    assert len(s.hand[0]) == 2 and set(hand[:3]) <= set(s.discard)


def test_public_works_does_not_draw_for_itself_but_for_later_developments():
    s = build([[SPARTA], [ALPHA]], hands=[["Public Works", "Export Duties"], []], pad=[2, 0])
    choose(s, "develop", "develop")
    s.apply(0, ("develop", cid("Public Works")))
    s.apply(1, ("pass",))
    assert s.decision[0] is None or s.decision[0][0] != "develop_pay"  # cost 1-1 = 0
    assert len(s.hand[0]) == 3, "no draw for Public Works itself"
    # next round: developing Export Duties (cost 0 with the bonus) draws 1
    assert s.stage == "action"
    choose(s, "develop", "develop")
    s.apply(0, ("develop", cid("Export Duties")))
    s.apply(1, ("pass",))
    assert len(s.hand[0]) == 3 - 1 + 1


def test_interstellar_bank_draws_at_start_of_develop():
    s = build([[SPARTA, "Interstellar Bank"], [ALPHA]])
    choose(s, "develop", "develop")
    assert len(s.hand[0]) == 1 and len(s.hand[1]) == 0


def test_develop_discounts_add_up_floor_zero():
    s = build([[SPARTA, "Galactic Federation", "Investment Credits"], [ALPHA]],
              hands=[["Drop Ships"], []], pad=[3, 0])
    choose(s, "develop", "settle")
    s.apply(0, ("develop", cid("Drop Ships")))
    s.apply(1, ("pass",))
    assert cid("Drop Ships") in s.tableau[0] and len(s.hand[0]) == 3  # 4 - 1 - 2 - 1 = 0


def test_develop_discount_without_bonus():
    s = build([[SPARTA, "Galactic Federation"], [ALPHA]], hands=[["Drop Ships"], []], pad=[4, 0])
    choose(s, "settle", "develop")
    s.apply(0, ("develop", cid("Drop Ships")))
    s.apply(1, ("pass",))
    assert s.decision[0] == ("develop_pay", cid("Drop Ships"), 2)


def test_unchosen_phases_are_skipped_and_chosen_run_once():
    s = build([[SPARTA], [ALPHA]], pad=[3, 3])
    choose(s, "develop", "develop")
    assert s.stage == "develop"
    pass_all(s)
    assert s.stage == "action" and s.round == 2, "explore/settle/consume/produce skipped"


def test_every_chooser_gets_the_bonus_of_a_phase_run_once():
    s = build([[SPARTA], [ALPHA], ["Old Earth"]], hands=[["Drop Ships"], ["Drop Ships"], ["Space Marines"]],
              pad=[5, 5, 5])
    choose(s, "develop", "develop", "settle")
    s.apply(0, ("develop", cid("Drop Ships")))
    s.apply(1, ("develop", cid("Drop Ships", 1)))
    s.apply(2, ("develop", cid("Space Marines")))
    assert s.decision[0][2] == 3 and s.decision[1][2] == 3 and s.decision[2][2] == 2
    assert [ph for ph, _ in s.phase_queue] == ["settle"], "Develop runs once, Settle follows"
