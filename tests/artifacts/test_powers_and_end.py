"""Blockades, free actions (artifacts, Additionally, paying for a blockaded card), Action and
Ongoing powers, the faction action, automatic construction, search, the round marker, the
end of the game, final scoring and ties; refusals change nothing; views hide secrets."""
import pytest

from game.core import IllegalAction
from game.artifacts import cards as C
from game.artifacts.setup import MARKER

from .helpers import game, hand, cid, under, empire, top


def test_a_blockaded_card_is_empty_until_paid_one_credit_per_token():
    s = game()
    p = empire(s, 0, "p0")                              # Verdant Reach: planet limit +1
    s.blocks[0][p] = 1
    assert s.query(0, "limit", "planet") == 2
    s.credits[0] = 1
    s.apply(0, ("unlock", p))
    assert s.credits[0] == 0 and s.query(0, "limit", "planet") == 3
    assert s.dec == (0, "main")                         # a free action
    s.end_turn(0)
    assert s.query(0, "limit", "planet") == 2           # paid for one turn only


def test_blockaded_planet_gives_no_resources_and_joins_no_operation():
    s = game()
    p = empire(s, 0, "p5", "O", resources=[("r20", 0)])
    empire(s, 0, "p1", "O")
    s.blocks[0][p] = 1
    hand(s, 0, "r47")
    assert "r20" in s.explain_illegal(0, ("mining", (cid("r20"), cid("r47"))))


def test_artifacts_are_free_discarded_and_counted():
    s = game()
    x = cid("x0")                                       # 3 credits
    s.decks["artifact"].remove(x)
    s.arts[0].append(x)
    s.apply(0, ("artifact", x))
    assert s.credits[0] == 3 and s.dec == (0, "main") and x in s.art_discard
    assert s.arts_used[0] == 1


def test_artifact_deck_reshuffles_when_it_runs_out():
    s = game()
    s.art_discard = s.decks["artifact"]
    s.decks["artifact"] = []
    got = s.draw_from("artifact")
    assert got is not None and len(s.decks["artifact"]) == len(C.ARTIFACTS) - 1


def test_additionally_bonus_once_per_card_per_turn_usable_when_placed():
    s = game()
    p = under(s, 0, "p5", prepared=["r20", "r12"])      # Ore Belt Prime: Additionally +1 credit
    s.apply(0, ("discover", p, "L", ()))
    assert ("bonus", p) in s.legal_actions(0)           # the same turn, after the action
    s.apply(0, ("bonus", p))
    assert s.credits[0] == 1
    assert "already used" in s.explain_illegal(0, ("bonus", p))


def test_action_power_replaces_the_turns_action():
    s = game()
    p = empire(s, 0, "p6")                              # Quiet Lagoon: Action: 3 credits
    s.apply(0, ("use", p))
    assert s.credits[0] == 3 and s.dec == (0, "after")
    assert ("use", p) not in s.legal_actions(0)


def test_factions_start_with_their_setup():
    from game.artifacts.setup import new_game
    from game.artifacts.state import ArtifactsState
    order = ["f0", "f5", "f3", "f4"]                     # Verdant, Nomads, Traders, Relic
    s = new_game(ArtifactsState.info, 4, {"factions": order}, 3)
    assert s.vp == [1, 1, 0, 0]                         # Verdant and Nomads: 1 VP
    assert s.credits == [3 + 3, 6, 3 * 3, 1]            # the first seat's 3 at 4 players;
    #                                                     Traders: 3 per opponent
    assert [len(s.under[p]) for p in range(4)] == [4, 4, 3, 3]   # + a planet each
    assert [len(s.arts[p]) for p in range(4)] == [0, 0, 0, 2]


@pytest.mark.parametrize("players, credits", [(2, 1), (3, 6), (4, 9), (5, 12)])
def test_free_traders_start_with_three_credits_per_opponent(players, credits):
    """3 per opponent, 2 fewer at 2 players (the key credits_by_players)."""
    from game.artifacts.setup import SEAT_CREDITS, new_game
    from game.artifacts.state import ArtifactsState
    order = ["f1", "f3", "f0", "f2", "f5"][:players]   # Traders in the second seat
    s = new_game(ArtifactsState.info, players, {"factions": order}, 3)
    assert s.credits[1] == credits + SEAT_CREDITS[players][1]


@pytest.mark.parametrize("players, vp", [(2, 2), (3, 1), (4, 1), (5, 0)])
def test_star_nomads_start_with_one_more_vp_at_two_players_and_none_at_five(players, vp):
    from game.artifacts.setup import new_game
    from game.artifacts.state import ArtifactsState
    order = ["f1", "f5", "f3", "f0", "f4"][:players]   # Nomads in the second seat
    s = new_game(ArtifactsState.info, players, {"factions": order}, 3)
    assert s.vp[1] == vp and s.vp[0] == 0
    # edition 1 (before the rebalance at 5 players): 1 VP at 5 players too
    s = new_game(ArtifactsState.info, players, {"factions": order, "edition": 1}, 3)
    assert s.vp[1] == (1 if players == 5 else vp)


@pytest.mark.parametrize("players, vp", [(2, 1), (3, 1), (4, 1), (5, 2)])
def test_lumen_academy_starts_with_one_more_vp_at_five_players(players, vp):
    from game.artifacts.setup import new_game
    from game.artifacts.state import ArtifactsState
    order = ["f1", "f2", "f3", "f0", "f4"][:players]   # Lumen in the second seat
    s = new_game(ArtifactsState.info, players, {"factions": order}, 3)
    assert s.vp[1] == vp
    s = new_game(ArtifactsState.info, players, {"factions": order, "edition": 1}, 3)
    assert s.vp[1] == 1


def test_the_faction_card_says_what_the_faction_starts_with():
    from ui.artifacts.cardtext import faction_lines
    lines = faction_lines(C.BY_KEY["f3"])
    assert lines[0] == "Start: +3 credits per opponent, 2 credits fewer at 2 players"
    assert faction_lines(C.BY_KEY["f4"])[0] == ("Start: +1 credit, +2 credits more at 2 players, "
                                               "gain 2 artifacts")
    assert faction_lines(C.BY_KEY["f1"])[0] == ("Start: +3 credits, take 1 defense plan, "
                                               "an extra ship under construction")
    assert faction_lines(C.BY_KEY["f5"])[0] == ("Start: +6 credits, +1 VP, +1 VP more at 2 "
                                               "players, 1 VP fewer at 5 players, an extra "
                                               "planet under construction")
    assert faction_lines(C.BY_KEY["f2"])[0] == ("Start: +5 credits, +1 VP, +1 VP more at 5 "
                                               "players, an extra technology under construction")


def test_faction_action_pays_its_own_resources_without_gold_substitutes():
    s = game(factions=["f3", "f0"])                      # Free Traders: 2 red -> 3 credits
    hand(s, 0, "r7")                                    # 1 red: not enough
    assert s.explain_illegal(0, ("faction", (cid("r7"),))) is not None
    hand(s, 0, "r36")                                   # 2 red (and a gold, not counted)
    s.apply(0, ("faction", (cid("r36"),)))
    assert s.credits[0] == 3 and s.dec == (0, "after")
    s2 = game(factions=["f1", "f0"])                     # Iron Armada: 3 red (gold refused)
    hand(s2, 0, "r47", "r19")
    assert s2.explain_illegal(0, ("faction", (cid("r19"), cid("r47")))) is not None


def test_automatic_construction_places_a_card_from_under_construction_for_free():
    s = game()
    p = under(s, 0, "p9", prepared=["r20", "r12"])      # Shipwright's Rest: auto ship
    sh = under(s, 0, "s1")
    s.apply(0, ("discover", p, "L", ()))
    assert s.dec == (0, "auto", "ship")
    s.apply(0, ("auto", sh, "L"))
    assert s.empire[0] == {p: "L", sh: "L"}


def test_search_takes_a_card_of_a_missing_type_the_rest_go_under():
    s = game()
    empire(s, 0, "p0")                                  # explore
    deck = s.decks["planet"]
    for k in ("p3", "p12"):                             # explore, expand: p12 is found
        deck.remove(cid(k))
    deck.extend([cid("p12"), cid("p3")])                # p3 on top
    empire(s, 0, "t14")                                 # Relic Science (explore)
    from game.artifacts.keywords import search
    search(s, 0, "planet")
    assert cid("p12") in s.under[0] and deck[0] == cid("p3")


def test_resource_deck_running_out_moves_the_marker_then_triggers_the_end():
    s = game(2)
    assert s.marker == MARKER[2]
    s.res_discard.extend(s.res_deck)
    s.res_deck = []
    s.draw_top()
    assert s.marker == MARKER[2] - 1 and len(s.res_deck) > 0
    s.marker = 1
    s.res_discard.extend(s.res_deck)
    s.res_deck = []
    s.draw_top()
    assert s.final and not s.over
    s.stage, s.dec = "after", (0, "after")
    s.apply(0, ("end", ()))
    assert not s.over                                   # player 2 still gets the turn
    s.apply(1, s.legal_actions(1)[0])
    while not s.over:
        p = s.deciders()[0]
        ends = [a for a in s.legal_actions(p) if a[0] == "end"]
        s.apply(p, ends[0] if ends else s.legal_actions(p)[-1])
    assert s.turns[0] == s.turns[1]


def test_final_scoring_track_cards_operational_tech_end_row_and_faction():
    s = game(factions=["f2", "f0"])                      # Lumen Academy: 2 per technology
    s.vp[0] = 3
    empire(s, 0, "p0", "O")
    empire(s, 0, "p1", "O")
    empire(s, 0, "t0", "O")                             # end: 2 op planets -> 2
    empire(s, 0, "t1", "L")
    from game.artifacts.scoring import breakdown
    assert breakdown(s, 0) == {"track": 3, "cards": 4, "techs": 2, "faction": 4}
    assert s.scores()[0] == 13


def test_ties_go_to_credits_then_empire_cards_then_are_shared():
    s = game()
    s.credits = [4, 2]
    s.final_scores = [5, 5]
    s.over = True
    assert s.outcome() == [1.0, 0.0]
    s.credits = [2, 2]
    empire(s, 1, "p0")
    assert s.outcome() == [0.0, 1.0]
    empire(s, 0, "p1")
    assert s.outcome() == [0.5, 0.5]


def test_a_refused_action_changes_nothing_and_says_why():
    s = game()
    hand(s, 0, "r8")
    before = (s.view(0), s.view(1), s.log(0))
    for action, words in ((("trade", "G", (cid("r8"),)), "green"),
                          (("build", 999, "L", ()), "not under construction"),
                          (("end", ()), "cannot end now"),
                          (("fly",), "no action called")):
        with pytest.raises(IllegalAction, match=words):
            s.apply(0, action)
    assert (s.view(0), s.view(1), s.log(0)) == before


def test_views_hide_hands_plans_artifacts_and_deck_order():
    s = game()
    hand(s, 1, "r8", "r20")
    s.plans[1].append(s.decks["plan"].pop())
    v = s.view(0)
    assert v["seats"][1]["hand"] == 2 and v["seats"][1]["plans"] == 1
    assert v["seats"][0]["hand"] == sorted(s.hand[0])
    assert v["decks"]["planet"] == len(s.decks["planet"])
    assert s.view(1)["seats"][1]["hand"] == sorted(s.hand[1])


def test_setup_words_say_a_credit_change_by_player_count_either_way():
    from ui.artifacts.cardtext import setup_words
    assert setup_words({"credits_by_players": {"2": -1}}) == "1 credit fewer at 2 players"
    assert setup_words({"credits_by_players": {"3": 2}}) == "+2 credits more at 3 players"


@pytest.mark.parametrize("players, credits", [(2, 3), (3, 1), (4, 1), (5, 1)])
def test_relic_seekers_start_with_two_more_credits_at_two_players(players, credits):
    from game.artifacts.setup import SEAT_CREDITS, new_game
    from game.artifacts.state import ArtifactsState
    order = ["f1", "f4", "f3", "f2", "f5"][:players]   # Relic Seekers in the second seat
    s = new_game(ArtifactsState.info, players, {"factions": order}, 3)
    assert s.credits[1] == credits + SEAT_CREDITS[players][1]
    assert len(s.arts[1]) == 2
