"""Rules of a turn and the basic actions, one situation per rule (seed 002, basic actions)."""
import pytest

from game.core import IllegalAction
from game.artifacts import cards as C

from .helpers import game, hand, cid, under, empire, top, all_cards


def test_a_turn_is_one_action_then_free_actions_then_refill_to_three():
    s = game()
    hand(s, 0, "r8")
    s.apply(0, ("trade", "R", (cid("r8"),)))
    assert s.credits[0] == 3
    assert s.dec == (0, "after")                 # no second action in this turn
    assert not any(a[0] == "trade" for a in s.legal_actions(0))
    s.apply(0, ("end", ()))
    assert len(s.hand[0]) == 3 and s.turns[0] == 1 and s.dec == (1, "main")


def test_end_of_turn_discards_any_cards_then_refills():
    s = game()
    hand(s, 0, "r8", "r20")
    s.stage, s.dec = "after", (0, "after")
    s.apply(0, ("end", (cid("r8"),)))
    assert cid("r8") in s.res_discard and cid("r8") not in s.hand[0]
    assert len(s.hand[0]) == 3


def test_hand_limit_counts_resources_only_and_cards_can_raise_it():
    s = game()
    s.plans[0].append(s.decks["plan"].pop())
    s.arts[0].append(s.decks["artifact"].pop())
    s.stage, s.dec = "after", (0, "after")
    s.apply(0, ("end", ()))
    assert len(s.hand[0]) == 3
    empire(s, 1, "p4")                          # Harbor Ring: hand limit +1
    s.stage, s.dec = "after", (1, "after")
    s.apply(1, ("end", ()))
    assert len(s.hand[1]) == 4


def test_buy_costs_five_and_one_per_extra_card_looked_at():
    s = game()
    s.credits[0] = 7
    assert ("buy", "planet", 3) not in s.legal_actions(0)
    s.apply(0, ("buy", "planet", 2))
    assert s.credits[0] == 0
    seen = s.dec[3]
    assert s.dec[:3] == (0, "keep", "planet") and len(seen) == 3
    s.apply(0, ("keep", seen[1]))
    assert list(s.under[0]) == [seen[1]]
    assert set(s.decks["planet"][:2]) == {seen[0], seen[2]}   # under the deck


def test_buy_refused_without_credits_and_state_unchanged():
    s = game()
    s.credits[0] = 4
    before = s.view(0)
    with pytest.raises(IllegalAction, match="costs 5 credits"):
        s.apply(0, ("buy", "ship", 0))
    assert s.view(0) == before


def test_building_costs_five_plus_one_per_card_of_that_kind():
    s = game()
    p = under(s, 0, "p0")
    assert s.query(0, "cost", p) == 5
    empire(s, 0, "p1")
    empire(s, 0, "t0")                          # a technology does not raise a planet's cost
    assert s.query(0, "cost", p) == 6


def test_discover_pays_green_with_gold_universal_and_places_the_chosen_side():
    s = game()
    p = under(s, 0, "p0")
    hand(s, 0, "r20", "r47")                    # 3 green + 3 green
    s.apply(0, ("discover", p, "L", (cid("r20"), cid("r47"))))
    assert s.empire[0] == {p: "L"} and not s.under[0]
    assert cid("r20") in s.res_discard
    s2 = game()
    q = under(s2, 0, "p0", prepared=["r20"])      # 3 prepared, 2 to pay
    hand(s2, 0, "r36", "r38")                     # r36: gold 1; r38: green 2
    assert s2.explain_illegal(0, ("discover", q, "L", (cid("r36"),))) is not None
    s2.apply(0, ("discover", q, "L", (cid("r38"),)))
    assert q in s2.empire[0]


def test_assembly_limit_two_cards_unless_a_card_raises_it():
    s = game()
    empire(s, 0, "p1")
    p = under(s, 0, "p2")                       # costs 6
    hand(s, 0, "r12", "r20", "r47")
    action = ("discover", p, "O", tuple(sorted(cid(k) for k in ("r12", "r20", "r47"))))
    assert "assembly limit is 2" in s.explain_illegal(0, action)
    empire(s, 0, "p0")                          # Verdant Reach: +1 for planets
    assert s.query(0, "limit", "planet") == 3 and s.query(0, "limit", "ship") == 2
    p3 = under(s, 0, "p3")                      # now costs 7
    s.under[0].pop(p)
    s.decks["planet"].insert(0, p)
    s.apply(0, ("discover", p3, "L", action[3]))
    assert p3 in s.empire[0]


def test_prepared_resources_pay_and_do_not_count_toward_the_limit():
    s = game()
    t = under(s, 0, "t0", prepared=["r32", "r8"])   # 6 blue prepared
    assert s.query(0, "cost", t) == 0
    assert ("develop", t, "L", ()) in s.legal_actions(0)
    s.apply(0, ("develop", t, "L", ()))
    assert t in s.empire[0]
    assert {cid("r32"), cid("r8")} <= set(s.res_discard)


def test_prepare_puts_resources_of_the_rows_colour_under_a_card():
    s = game()
    sh = under(s, 0, "s1")
    hand(s, 0, "r8", "r32")                     # r32 has no red: refused
    assert "red" in s.explain_illegal(0, ("prepare", sh, (cid("r32"),)))
    s.apply(0, ("prepare", sh, (cid("r8"),)))
    assert s.query(0, "cost", sh) == 2 and cid("r8") not in s.hand[0]


def test_trade_one_type_for_a_credit_per_icon_plus_trade_bonus():
    s = game()
    hand(s, 0, "r8", "r36")
    s.apply(0, ("trade", "R", (cid("r8"), cid("r36"))))
    assert s.credits[0] == 5
    s2 = game()
    empire(s2, 0, "p2")                         # Glass Dunes: +1 credit per trade
    hand(s2, 0, "r8")
    s2.apply(0, ("trade", "B", (cid("r8"),)))
    assert s2.credits[0] == 4


def test_remove_blockades_two_icons_per_token():
    s = game()
    p = empire(s, 0, "p5")
    s.blocks[0][p] = 3
    s.tokens -= 3
    hand(s, 0, "r20", "r47")
    s.apply(0, ("unblock", "planet", (cid("r20"),)))
    assert s.blocks[0][p] == 2 and s.tokens == 36
    s.stage, s.dec = "main", (0, "main")
    s.apply(0, ("unblock", "planet", (cid("r47"),)))
    assert s.blocks[0][p] == 1


def test_cards_conserved_by_the_helpers():
    s = game(3)
    unused = {f for f in C.FACTIONS if f not in s.faction}
    assert sorted(all_cards(s)) == sorted(set(range(C.N)) - {C.BASIC_PLAN} - unused)
