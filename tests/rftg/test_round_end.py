"""End of round and game: hand limit, reshuffle, game end by tableau or VP pool, tie-break."""
from game.rftg import cards as C
from tests.rftg.helpers import build, choose, cid, pass_all

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def test_discard_down_to_ten_is_simultaneous():
    s = build([[SPARTA], [ALPHA]], pad=[12, 11])
    choose(s, "develop", "develop")
    pass_all(s)
    assert s.stage == "discard"
    assert s.decision[0] == ("discard", 2) and s.decision[1] == ("discard", 1)
    s.apply(0, s.legal_actions(0)[0])
    assert len(s.hand[0]) == 12, "held until everyone has discarded"
    s.apply(1, s.legal_actions(1)[0])
    assert [len(h) for h in s.hand] == [10, 10] and s.round == 2


def test_big_discards_can_be_chosen_in_several_goes():
    s = build([[SPARTA], [ALPHA]], pad=[20, 0])
    choose(s, "develop", "develop")
    pass_all(s)
    legal = s.legal_actions(0)
    assert all(len(a[1]) == 1 for a in legal) and len(legal) == 20
    first = sorted(s.hand[0])[:4]
    s.apply(0, ("discard", tuple(first)))
    assert s.decision[0] == ("discard", 6)
    assert "already chosen" in s.explain_illegal(0, ("discard", (first[0],)))
    while s.decision[0] and s.decision[0][0] == "discard":
        s.apply(0, s.legal_actions(0)[0])
    assert len(s.hand[0]) == 10 and set(first) <= set(s.discard)


def test_empty_deck_is_reshuffled_from_discards():
    s = build([[SPARTA], [ALPHA]])
    s.discard.extend(s.deck[2:])
    del s.deck[2:]
    n_cards = len(s.deck) + len(s.discard)
    choose(s, "explore5", "develop")
    assert len(s.decision[0][1]) == 7 and len(s.decision[1][1]) == 2
    assert s.discard == [] and len(s.deck) == n_cards - 9
    assert any("shuffled" in e["text"] for e in s.log(None))


def test_game_ends_after_the_round_a_tableau_reaches_twelve():
    tab = [SPARTA, "Gem World", "Comet Zone", "Asteroid Belt", "Radioactive World",
           "Destroyed World", "Artist Colony", "Spice World", "Space Port", "Mining World",
           "Secluded World"]
    s = build([tab, [ALPHA]], hands=[["Refugee World"], []])
    choose(s, "settle", "produce")
    s.apply(0, ("settle", cid("Refugee World")))
    s.apply(1, ("pass",))
    assert len(s.tableau[0]) == 12
    # the round went on (Produce happened after the 12th card), then the game ended
    assert s.is_over() and s.round == 1 and cid("Gem World") in s.goods[0]


def test_game_ends_when_vp_pool_empties_and_all_vp_are_paid():
    s = build([[SPARTA, "Galactic Trendsetters", "Asteroid Belt"], ["Earth's Lost Colony"]],
              goods=[["Asteroid Belt"], ["Earth's Lost Colony"]], vp=[11, 12], pool=1)
    choose(s, "vp2", "develop")
    pass_all(s)
    assert s.is_over()
    assert s.vp == [11 + 4, 12 + 1] and s.pool == 1 - 5


def test_tie_break_hand_plus_goods_then_shared():
    s = build([[SPARTA], ["Epsilon Eridani"]], pad=[2, 1], vp=[3, 3])
    s.over = True
    assert s.scores()[0] == s.scores()[1]
    assert s.winners() == [0]
    s.hand[1].append(s.deck.pop())
    assert s.winners() == [0, 1] and s.outcome() == [0.5, 0.5]


def test_powers_act_only_from_the_next_phase():
    """A development placed in Develop works in Settle of the same round (Replicant Robots),
    never in the phase it was placed."""
    s = build([[SPARTA], [ALPHA]], hands=[["Replicant Robots", "Lost Species Ark World"], []],
              pad=[7, 0])
    choose(s, "develop", "settle")
    s.apply(0, ("develop", cid("Replicant Robots")))
    s.apply(1, ("pass",))
    s.apply(0, ("pay", tuple(sorted(c for c in s.hand[0] if c != cid("Lost Species Ark World"))[:3])))
    s.apply(0, ("settle", cid("Lost Species Ark World")))
    s.apply(1, ("pass",))
    assert s.decision[0] == ("settle_pay", cid("Lost Species Ark World"), "pay", 3)
    assert C.COST[cid("Lost Species Ark World")] == 5


def test_when_the_deck_runs_out_draws_go_clockwise_from_the_lowest_start_world():
    # seat 1 holds Old Earth (start world 0), so seat 1 resolves first
    s = build([["New Sparta"], ["Old Earth"]], hands=[["Refugee World"], ["Pilgrimage World"]])
    assert s.order == [1, 0]
    last = s.deck[-1]
    s.discard.extend(s.deck[:-1])     # one card left in the draw pile
    del s.deck[:-1]
    choose(s, "settle", "settle")
    s.apply(0, ("settle", cid("Refugee World")))
    s.apply(1, ("settle", cid("Pilgrimage World")))
    assert last in s.hand[1], "seat 1 (lowest start world) draws the last card"
    assert len(s.hand[0]) == 1 and any("shuffled" in e["text"] for e in s.log(None))
