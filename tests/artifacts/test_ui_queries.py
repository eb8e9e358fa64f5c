"""The queries and view fields the table's widgets read (docs/artifacts-design.md, section 5):
how an action is paid, a ship's attack bonus and every seat's score parts."""
from game.artifacts import cards as C

from .helpers import game, hand, cid, under, empire


def test_pay_lists_the_cards_that_pay_a_construction_with_their_icons_and_the_need():
    s = game()
    p = under(s, 0, "p0")
    hand(s, 0, "r20", "r8")                    # r20: 3 green on its second half; r8: no green
    info = s.query(0, "pay", "discover", p)
    assert info["color"] == "G" and info["gold"] and info["planets"]
    assert info["need"] == 5 and info["limit"] == 2
    assert info["sources"] == {cid("r20"): 3}


def test_pay_for_trade_counts_the_hand_only_and_the_trade_bonus():
    s = game()
    hand(s, 0, "r8")
    empire(s, 0, "p2", "L")                     # Glass Dunes: +1 credit per trade
    empire(s, 0, "p0", "O", resources=[("r20", 0)])
    info = s.query(0, "pay", "trade", "R")
    assert info["sources"] == {cid("r8"): 3} and info["bonus"] == 1 and not info["planets"]


def test_pay_for_operational_actions_refuses_gold_and_asks_five():
    s = game()
    info = s.query(0, "pay", "offensive")
    assert info == {"color": "R", "gold": False, "planets": True, "need": 5, "limit": 2,
                    "sources": {}, "bonus": 0}
    assert s.query(0, "pay", "faction")["need"] == C.FACTION[s.faction[0]]["action"]["cost"][1]
    assert s.query(0, "pay", "keep") is None


def test_pay_for_unblock_needs_two_icons_per_token_of_the_row():
    s = game()
    t = empire(s, 0, "t0", "O")
    s.blocks[0][t] = 2
    assert s.query(0, "pay", "unblock", "tech")["need"] == 4


def test_attack_bonus_adds_the_ship_and_ongoing_attack_minus_the_defense():
    s = game()
    lancer = empire(s, 0, "s0", "L")            # bonus 1, Ongoing attack +1
    assert s.query(0, "attack_bonus", lancer) == 2
    empire(s, 1, "t8", "L")                     # Shield Harmonics: defense +1
    assert s.query(0, "attack_bonus", lancer, 1) == 1
    assert s.query(1, "attack_bonus", lancer, 1, 0) == 1     # asked by the defender


def test_view_carries_every_seats_score_parts_and_they_sum_to_the_score():
    s = game(3)
    empire(s, 1, "p0", "L")
    s.vp[1] = 4
    v = s.view(0)
    for q, seat in enumerate(v["seats"]):
        assert sum(seat["score_parts"].values()) == v["scores"][q]
    assert v["seats"][1]["score_parts"]["track"] == 4
    assert v["seats"][1]["score_parts"]["cards"] == 1


def test_view_has_the_players_own_hand_at_the_top_for_the_replay_viewer():
    s = game(2)
    a, = hand(s, 1, "r8")
    assert s.view(1)["hand"] == [a] and s.view(None)["hand"] is None
    assert s.view(0)["seats"][1]["hand"] == 1


def test_log_entries_carry_their_round_of_turns_setup_being_round_zero():
    s = game(2)
    assert {e["round"] for e in s.log(0)} == {0}
    hand(s, 0, "r8")
    s.apply(0, ("trade", "R", (cid("r8"),)))
    assert s.log(0)[-1]["round"] == 1 and "trades" in s.log(0)[-1]["text"]


def test_targeting_array_adds_one_against_alien_systems_only():
    s = game()
    sloop = empire(s, 0, "s10", "O")            # Survey Sloop: bonus 1, no attack power
    assert s.query(0, "attack_bonus", sloop) == 1
    empire(s, 0, "t2", "L")                     # Targeting Array: Ongoing hunt +1
    assert s.query(0, "attack_bonus", sloop) == 2           # an alien system
    assert s.query(0, "attack_bonus", sloop, 1) == 1        # another empire: no bonus
