"""The keywords Produce, Score, Attack, Damaged, Destroyed; defense plans and blockades."""
from game.artifacts import cards as C

from .helpers import game, hand, cid, under, empire, top


def test_exploit_a_planet_produces_three_matching_halves_give_vp():
    s = game()
    p = under(s, 0, "p5", prepared=["r20", "r12"])     # Ore Belt Prime (exploit), paid
    top(s, "r2", "r0", "r10")
    s.apply(0, ("discover", p, "O", ()))
    # r2: a red exploit half shows (+1 VP); r0: no match, the half with fewer icons (1 red);
    # r10: exploit half (+1 VP)
    assert s.on_planet[0][p] == [(cid("r2"), 0), (cid("r0"), 0), (cid("r10"), 0)]
    assert s.vp[0] == 2


def test_resources_on_a_planet_pay_with_their_visible_half_only():
    s = game()
    empire(s, 0, "p5", "O", resources=[("r8", 1)])      # blue 3 visible (red 3 hidden)
    sh = under(s, 0, "s1", prepared=["r20", "r14"])     # 3 + 3 red: 6 >= 5, free
    t = under(s, 0, "t1", prepared=["r32"])             # 3 blue prepared, 2 to pay
    assert s.explain_illegal(0, ("prepare", sh, (cid("r8"),))) is not None
    s.apply(0, ("develop", t, "L", (cid("r8"),)))
    assert t in s.empire[0] and not s.on_planet[0][cid("p5")]


def test_sell_a_technology_scores_if_the_revealed_card_shows_its_type():
    s = game()
    empire(s, 0, "p5", "O")
    empire(s, 0, "p6", "O")
    t = under(s, 0, "t0", prepared=["r32", "r8"])       # Survey Drones (explore): 2 op planets -> 1
    top(s, "r0")                                        # an explore half
    s.apply(0, ("develop", t, "O", ()))
    assert s.vp[0] == 1
    s2 = game()
    empire(s2, 0, "p5", "O")
    t2 = under(s2, 0, "t0", prepared=["r32", "r8"])
    top(s2, "r1")                                       # expand / exterminate: no score
    s2.apply(0, ("develop", t2, "O", ()))
    assert s2.vp[0] == 0


def test_score_counts_only_the_highest_row_met():
    s = game()
    for k in ("p0", "p1", "p2", "p3"):
        empire(s, 0, k, "O")
    t = empire(s, 0, "t0", "O")                         # rows 2->1, 3->2, 5->4
    from game.artifacts.conditions import tech_value
    assert tech_value(s, 0, t, "game") == 2 and tech_value(s, 0, t, "end") == 5


def test_mission_attacks_an_alien_system_value_capped_at_four():
    s = game()
    sh = under(s, 0, "s4", prepared=["r20", "r14"])     # Dreadnought, own bonus 1
    s.alien_row = [cid("a0")] + s.alien_row[1:]
    s.decks["alien"] = [c for c in s.decks["alien"] if c != cid("a0")]
    s.apply(0, ("build", sh, "O", ()))
    assert s.dec[:2] == (0, "target")
    top(s, "r39")                                       # number 4: 4 + 1 = 5 -> 4
    s.apply(0, ("attack", "alien", 0, (sh,)))
    assert s.vp[0] == 2 and len(s.arts[0]) == 1         # Drifting Hive at 4
    assert s.decks["alien"][0] == cid("a0")             # under its deck
    assert cid("a0") not in s.alien_row and len(s.alien_row) == 2


def test_destroyed_goes_under_the_ship_deck_damaged_back_under_construction():
    s = game()
    sh = empire(s, 0, "s1", "O")                        # Pathfinder, bonus 1
    s.alien_row[0] = cid("a2")                          # Sleeping Titan: 1 and 2 destroyed
    s.decks["alien"] = [c for c in s.decks["alien"] if c != cid("a2")]
    s.dec = (0, "target", (sh,))
    top(s, "r0")                                        # number 1: 1 + 1 = 2
    s.apply(0, ("attack", "alien", 0, (sh,)))
    assert sh not in s.empire[0] and s.decks["ship"][0] == sh
    s2 = game()
    sh2 = empire(s2, 0, "s1", "O")
    s2.alien_row[0] = cid("a0")                         # Drifting Hive: 1 and 2 damaged
    s2.decks["alien"] = [c for c in s2.decks["alien"] if c != cid("a0")]
    s2.dec = (0, "target", (sh2,))
    top(s2, "r0")                                       # number 1: 1 + 1 = 2
    s2.apply(0, ("attack", "alien", 0, (sh2,)))
    assert sh2 in s2.under[0] and sh2 not in s2.empire[0]
    s3 = game()
    sh3 = empire(s3, 0, "s1", "O")
    s3.alien_row[0] = cid("a2")
    s3.decks["alien"] = [c for c in s3.decks["alien"] if c != cid("a2")]
    s3.dec = (0, "target", (sh3,))
    top(s3, "r1")                                       # number 2: 2 + 1 = 3, 2 VP
    s3.apply(0, ("attack", "alien", 0, (sh3,)))
    assert sh3 in s3.empire[0] and s3.vp[0] == 2


def test_attacking_an_empire_defender_chooses_a_plan_which_stays_blockade_placed():
    s = game()
    sh = empire(s, 0, "s0", "O")                        # Lancer, own bonus 1
    target = empire(s, 1, "t1", "L")
    d3 = cid("d3")                                      # Hidden Reserves: 3 -> blockade
    s.decks["plan"].remove(d3)
    s.plans[1].append(d3)
    s.stage, s.dec = "after", (0, "target", (sh,))     # the follow-up of a mission
    s.apply(0, ("attack", "empire", 1, (sh,)))
    assert s.deciders() == [1] and ("defend", d3) in s.legal_actions(1)
    assert ("defend", C.BASIC_PLAN) in s.legal_actions(1)
    top(s, "r1")                                        # 2 + 1 = 3
    s.apply(1, ("defend", d3))
    assert d3 in s.plans[1]                             # the plan is not discarded
    assert s.dec == (0, "blockade", 1)
    s.apply(0, ("blockade", target))
    assert s.blocks[1][target] == 1 and s.tokens == 37
    assert s.dec == (0, "after")


def test_defense_bonus_lowers_the_attack_and_raid_counts_once_per_attack():
    s = game()
    a, b = empire(s, 0, "s0", "O"), empire(s, 0, "s1", "O")
    empire(s, 0, "t13", "L")                            # War Economy: 2 credits per attack
    empire(s, 1, "p11", "L")                            # Storm Sentinel: defense 1
    s.dec = (0, "target", (a, b))
    s.apply(0, ("attack", "empire", 1, (a, b)))
    top(s, "r39", "r3")                                 # numbers 4 and 3
    s.apply(1, ("defend", C.BASIC_PLAN))
    assert s.credits[0] == 2                            # once, though two ships attacked
    # Lancer 4+1-1 = 4 (vp 1 + blockade), Pathfinder 3+1-1 = 3 (blockade)
    assert s.vp[0] == 1
    assert s.dec == (0, "blockade", 1) and s.todo == [(0, "blockade", 1)]


def test_exploit_ship_joining_the_fleet_brings_a_defense_plan():
    s = game()
    sh = under(s, 0, "s2", prepared=["r20", "r14"])     # Hauler (exploit)
    s.apply(0, ("build", sh, "L", ()))
    assert len(s.plans[0]) == 1
    s2 = game()
    sh2 = under(s2, 0, "s1", prepared=["r20", "r14"])   # Pathfinder (explore)
    s2.apply(0, ("build", sh2, "L", ()))
    assert s2.plans[0] == []


def test_offensive_needs_five_red_without_gold_and_every_ship_may_join():
    s = game()
    a, b = empire(s, 0, "s0", "O"), empire(s, 0, "s4", "O")
    hand(s, 0, "r39", "r36")                            # 3 red + 2 red (gold halves unused)
    s.apply(0, ("offensive", (cid("r36"), cid("r39"))))
    assert s.dec == (0, "target", (a, b))
    assert ("attack", "alien", 0, (a,)) in s.legal_actions(0)
    s2 = game()
    empire(s2, 0, "s0", "O")
    hand(s2, 0, "r39", "r47")                           # 3 red + gold 1: gold not allowed
    assert "with red icons" in s2.explain_illegal(0, ("offensive", (cid("r39"), cid("r47"))))


def test_revenue_scores_every_operational_technology_mining_produces_one_each():
    s = game()
    t0, t1 = empire(s, 0, "t0", "O"), empire(s, 0, "t7", "O")
    empire(s, 0, "p0", "O")
    empire(s, 0, "p1", "O")
    hand(s, 0, "r32", "r37")
    top(s, "r0", "r2")                                  # explore (t0 scores), exploit (t7 scores)
    s.apply(0, ("revenue", (cid("r32"), cid("r37"))))
    assert s.vp[0] == 1 + 1                             # 2 operational planets: 1 VP each
    s2 = game()
    p1, p2 = empire(s2, 0, "p0", "O"), empire(s2, 0, "p1", "O")
    hand(s2, 0, "r20", "r47")
    s2.apply(0, ("mining", (cid("r20"), cid("r47"))))
    assert len(s2.on_planet[0][p1]) == 1 and len(s2.on_planet[0][p2]) == 1


def test_a_hunt_bonus_counts_against_alien_systems_and_not_against_empires():
    from game.artifacts.attack import attack_value
    s = game()
    sh = empire(s, 0, "s10", "O")                       # Survey Sloop: bonus 1
    assert attack_value(s, 0, sh, 2, None) == 3 and attack_value(s, 0, sh, 2, 1) == 3
    empire(s, 0, "t2", "L")                             # Targeting Array: hunt +1
    assert attack_value(s, 0, sh, 2, None) == 4         # 2 + 1 + 1 against an alien system
    assert attack_value(s, 0, sh, 2, 1) == 3            # 2 + 1 against an empire
    assert attack_value(s, 0, sh, 4, None) == 4         # values above 4 count as 4
