"""The five rules of issue 76, to the letter of seed 002: the hand limit after draw effects,
buying with any number of extra cards, preparing under several cards of one row, the owner's
choice of the produced half, and paying for blockaded cards before final scoring. One
situation per rule; a listed action applies, a refused one changes nothing."""
import pytest

from game.core import IllegalAction
from game.artifacts.scoring import breakdown

from .helpers import game, hand, cid, under, empire, top, all_cards


def _after(s, p=0):
    s.stage, s.dec = "after", (p, "after")


def _unchanged(s, action, words):
    before = (s.view(0), s.view(1), s.log(0), s.dec)
    with pytest.raises(IllegalAction, match=words):
        s.apply(s.deciders()[0], action)
    assert (s.view(0), s.view(1), s.log(0), s.dec) == before


# --- 1. hand limit 3, resource cards only, the player choosing what to discard --------------
def test_a_hand_filled_by_draw_effects_is_brought_back_to_three_by_the_players_choice():
    s = game()
    empire(s, 0, "s13")                                 # Interceptor: Additionally draw 1
    a, b, c = hand(s, 0, "r8", "r20", "r7")
    top(s, "r19")
    s.apply(0, ("bonus", cid("s13")))
    assert len(s.hand[0]) == 4
    _after(s)
    s.apply(0, ("end", ()))
    assert s.dec == (0, "discard", 1) and s.turns[0] == 0
    assert sorted(s.legal_actions(0)) == sorted(("discard", (r,)) for r in s.hand[0])
    _unchanged(s, ("discard", (a, b)), "discard exactly 1 resource card")
    _unchanged(s, ("discard", (cid("r40"),)), "the resource card .* is not in your hand")
    _unchanged(s, ("discard", (10 ** 6,)), "card 1000000 is not in your hand")
    s.apply(0, ("discard", (c,)))
    assert sorted(s.hand[0]) == sorted((a, b, cid("r19"))) and c in s.res_discard
    assert s.turns[0] == 1 and s.dec == (1, "main")


def test_no_discard_decision_when_the_end_of_turn_discards_enough_or_the_limit_is_raised():
    s = game()
    hand(s, 0, "r8", "r20", "r7", "r19")
    _after(s)
    s.apply(0, ("end", (cid("r7"), cid("r19"))))         # back to 2, refilled to 3
    assert s.dec == (1, "main") and len(s.hand[0]) == 3
    s2 = game()
    empire(s2, 0, "p4")                                 # Harbor Ring: hand limit +1
    hand(s2, 0, "r8", "r20", "r7", "r19")
    _after(s2)
    s2.apply(0, ("end", ()))
    assert s2.dec == (1, "main") and len(s2.hand[0]) == 4
    # defense plans and artifacts are outside the limit
    s3 = game()
    hand(s3, 0, "r8", "r20", "r7")
    s3.plans[0].append(s3.decks["plan"].pop())
    s3.arts[0].append(s3.decks["artifact"].pop())
    _after(s3)
    s3.apply(0, ("end", ()))
    assert s3.dec == (1, "main")


# --- 2. buy: 5 credits, +1 per extra card looked at, no maximum ---------------------------------
def test_buy_looks_at_as_many_cards_as_the_credits_and_the_deck_allow():
    s = game()
    s.credits[0] = 12
    buys = [a for a in s.legal_actions(0) if a[:2] == ("buy", "planet")]
    assert buys == [("buy", "planet", n) for n in range(8)]     # one action per count
    _unchanged(s, ("buy", "planet", 8), "costs 13 credits; you have 12")
    _unchanged(s, ("buy", "planet", -1), "cannot be negative")
    s.apply(0, ("buy", "planet", 7))
    seen = s.dec[3]
    assert s.credits[0] == 0 and len(seen) == 8
    s.apply(0, ("keep", seen[5]))
    assert list(s.under[0]) == [seen[5]]
    assert set(s.decks["planet"][:7]) == set(seen) - {seen[5]}   # under the deck


def test_buy_is_bounded_by_the_cards_left_in_the_deck():
    s = game()
    s.credits[0] = 20
    s.decks["ship"], rest = s.decks["ship"][-3:], s.decks["ship"][:-3]
    s.decks["planet"] += rest                          # keep every card somewhere
    assert [a[2] for a in s.legal_actions(0) if a[:2] == ("buy", "ship")] == [0, 1, 2]
    _unchanged(s, ("buy", "ship", 3), "the ship deck has only 3 cards")


# --- 3. prepare: one row, under several cards of it, within the assembly limit ---------------
def test_prepare_under_several_cards_of_one_row():
    s = game()
    p0, p1 = under(s, 0, "p0"), under(s, 0, "p1")
    a, b = hand(s, 0, "r20", "r12")                     # 3 green each
    action = ("prepare", p0, (a,), p1, (b,))
    assert action in s.legal_actions(0)
    s.apply(0, action)
    assert s.query(0, "cost", p0) == 2 and s.query(0, "cost", p1) == 2
    assert s.under[0][p0] == [(a, 1)] and s.under[0][p1] == [(b, 1)]
    assert s.dec == (0, "after")


def test_prepare_refuses_two_rows_the_limit_and_a_card_named_twice():
    s = game()
    p0, p1 = under(s, 0, "p0"), under(s, 0, "p1")
    t = under(s, 0, "t0")
    a, b, c, d = hand(s, 0, "r20", "r12", "r47", "r32")
    _unchanged(s, ("prepare", p0, (a,), t, (d,)), "one row only")
    _unchanged(s, ("prepare", p0, (a, b), p1, (c,)), "assembly limit is 2")
    _unchanged(s, ("prepare", p0, (a,), p0, (b,)), "each card under construction once")
    _unchanged(s, ("prepare", p0, (a,), p1, ()), "at least one resource card")
    _unchanged(s, ("prepare", p0, (a,), p1), "prepare with")
    empire(s, 0, "s8", "L")                             # Colony Barge: planet limit +1
    s.apply(0, ("prepare", p0, (a, b), p1, (c,)))
    assert s.query(0, "cost", p0) == 0 and s.query(0, "cost", p1) == 2


def test_every_listed_preparation_applies():
    s = game()
    under(s, 0, "p0")
    under(s, 0, "p1")
    under(s, 0, "p2")
    hand(s, 0, "r20", "r12", "r47")
    empire(s, 0, "s8", "L")                             # Colony Barge: planet limit +1
    listed = [a for a in s.legal_actions(0) if a[0] == "prepare"]
    assert any(len(a) == 7 for a in listed)           # split over the three planets
    for a in listed:
        c = s.clone()
        c.apply(0, a)
        assert sorted(all_cards(c)) == sorted(all_cards(s))


# --- 4. produce: the owner chooses the half ---------------------------------------------------------
def test_the_owner_chooses_the_half_of_a_produced_card_when_two_are_allowed():
    s = game()
    p = under(s, 0, "p5", prepared=["r20", "r12"])     # Ore Belt Prime (exploit), paid
    r5, r10, r1 = cid("r5"), cid("r10"), cid("r1")
    top(s, "r5", "r10", "r1")
    # r5: red 3 exploit (matches, +1 VP) or blue 2 (fewer icons): a choice
    # r10: red 1 exploit matches and has fewer icons: no choice (+1 VP)
    # r1: red 2 / blue 2, no match, a tie: a free choice
    s.apply(0, ("discover", p, "O", ()))
    assert s.dec == (0, "produce", p, r5)
    assert s.legal_actions(0) == [("show", r5, 0), ("show", r5, 1)]
    _unchanged(s, ("show", r1, 0), "choose the half of")
    _unchanged(s, ("show", r5, 2), "choose the half with")
    s.apply(0, ("show", r5, 1))                        # blue 2: no VP
    assert s.dec == (0, "produce", p, r1) and s.vp[0] == 1
    s.apply(0, ("show", r1, 1))
    assert s.on_planet[0][p] == [(r5, 1), (r10, 0), (r1, 1)]
    assert s.vp[0] == 1 and s.dec == (0, "after")


def test_the_matching_half_gives_its_vp_and_a_forbidden_half_is_refused():
    s = game()
    p = empire(s, 0, "p5", "O")
    r2, r0 = cid("r2"), cid("r0")
    top(s, "r2")
    from game.artifacts.produce import produce
    produce(s, 0, p, 1)
    s.todo, s.dec = [], s.todo[0]
    s.apply(0, ("show", r2, 0))                        # red 3 exploit: +1 VP
    assert s.vp[0] == 1 and s.on_planet[0][p] == [(r2, 0)]
    # r0 (red 1 explore / blue 3 expand): only the half with fewer icons may show
    top(s, "r0")
    produce(s, 0, p, 1)
    assert not s.todo and s.on_planet[0][p][-1] == (r0, 0)
    s.dec = (0, "produce", p, r0)
    assert "may not show" in s.explain_illegal(0, ("show", r0, 1))


# --- 5. blockaded cards at the end: 1 VP each; paid for, they count fully ----------------------
def _end_game(s):
    """The last turn of the last player ends with the marker at 1 and the deck run out."""
    s.final = True
    _after(s, 1)
    s.current = 1
    s.apply(1, ("end", tuple(s.hand[1])))


def test_before_final_scoring_each_player_chooses_which_blockaded_cards_to_pay_for():
    s = game(factions=["f2", "f0"])                    # Lumen Academy: 2 VP per technology
    empire(s, 0, "p0", "O")
    empire(s, 0, "p1", "O")
    t = empire(s, 0, "t0", "O")                         # end: 2 operational planets -> 2
    lib = empire(s, 0, "p3", "L")
    s.blocks[0] = {t: 2, lib: 1}
    s.credits[0] = 3
    assert breakdown(s, 0) == {"track": 0, "cards": 4, "techs": 0, "faction": 0}
    _end_game(s)
    assert not s.over and s.dec == (0, "final")
    assert s.legal_actions(0) == [("redeem", t), ("redeem", lib), ("finish",)]
    _unchanged(s, ("redeem", cid("p0")), "carries no blockade token")
    s.apply(0, ("redeem", t))
    assert s.dec == (0, "final") and s.credits[0] == 1
    _unchanged(s, ("redeem", t), "already paid")
    s.apply(0, ("finish",))
    assert s.over and s.final_scores[0] == 4 + 2 + 2   # cards, the row, Lumen's 2 per tech


def test_a_player_who_cannot_pay_or_has_no_blockade_is_not_asked():
    s = game()
    t = empire(s, 0, "t0", "O")
    s.blocks[0][t] = 2
    s.credits[0] = 1                                    # 2 tokens: unaffordable
    _end_game(s)
    assert s.over and s.final_scores[0] == 1            # the card's 1 VP only


def test_unpaid_blockaded_cards_count_for_no_condition_or_faction():
    s = game(factions=["f0", "f1"])                    # Verdant Concord: 1 VP per planet
    pl = empire(s, 0, "p0", "O")
    empire(s, 0, "p1", "O")
    empire(s, 0, "t0", "O")                             # 2 operational planets -> 2 at the end
    s.blocks[0][pl] = 1
    s.credits[0] = 1
    _end_game(s)
    assert s.dec == (0, "final")
    s.apply(0, ("finish",))                            # pays nothing
    assert s.final_scores[0] == 3 + 0 + 1              # cards; no row (1 planet); 1 planet
