"""The view's fields for tables: score parts, military, tie-break, this round's highlights,
the shown VP pool, and what the viewer's decision needs (costs, trade values, consume gains)."""
import pytest

from game.core import Rng
from game.core.actions import freeze
from game.rftg import new_game, cards as C
from game.rftg.scoring import six_dev_bonus
from tests.rftg.helpers import build, choose, cid

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def seat(s, p, viewer=0):
    return s.view(viewer)["seats"][p]


def play(s, seed, steps):
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_over():
            break
        p = s.deciders()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    return s


# --- score parts, military, tie-break, pool --------------------------------------------------
def test_score_parts_split_the_score_into_cards_chips_and_six_cost_bonuses():
    s = build([["Old Earth", "Space Marines", "Galactic Imperium", "Rebel Fuel Cache"], [ALPHA]],
              vp=[4, 0])
    parts = seat(s, 0)["score_parts"]
    gi = cid("Galactic Imperium")
    bonus = six_dev_bonus(s.tableau[0], 4, gi)
    assert bonus > 0
    assert parts == {"cards": 2 + 1 + 0 + 1, "chips": 4, "bonus": bonus,
                     "total": 4 + 4 + bonus, "six": [[gi, bonus]]}
    assert seat(s, 0)["score"] == parts["total"] == s.scores()[0]


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_score_parts_add_up_to_the_engines_scores_in_random_games(players, seed):
    s = play(new_game(players, {}, seed), seed, 100000)
    v = s.view(None)
    assert [x["score_parts"]["total"] for x in v["seats"]] == s.scores() == v["scores"]
    assert v["winners"] == s.winners()
    for x in v["seats"]:
        p = x["score_parts"]
        assert p["total"] == p["cards"] + p["chips"] + p["bonus"]
        assert p["bonus"] == sum(pts for _, pts in p["six"])


def test_military_gives_the_general_strength_and_the_specialised_extras():
    s = build([[ALPHA, "Space Marines", "Galactic Imperium", "New Military Tactics",
                "Alien Tech Institute"], [SPARTA]])
    assert seat(s, 0)["military"] == {
        "general": 2, "notes": ["+1 vs Rare", "+2 vs Alien", "+4 vs Rebel", "+3 once (Tactics)"]}
    assert seat(s, 1)["military"]["notes"] == []


def test_military_matches_the_settle_strength_against_each_kind():
    """general + the note for a kind is the Military the settle rules use against it."""
    from game.rftg.settle import strength
    s = build([[ALPHA, "Space Marines", "Alien Tech Institute", "Expedition Force"], [SPARTA]])
    s.active[0] = tuple(s.tableau[0])
    mil = seat(s, 0)["military"]
    extra = {n.split(" vs ")[1]: int(n.split(" vs ")[0]) for n in mil["notes"] if " vs " in n}
    for world, word in (("Asteroid Belt", "Rare"), ("Alien Robot Scout Ship", "Alien"),
                        ("Gem World", None)):
        assert strength(s, 0, cid(world)) == mil["general"] + extra.get(word, 0)


def test_tiebreak_is_cards_in_hand_plus_goods_and_the_pool_shown_is_never_negative():
    s = build([[ALPHA, "Asteroid Belt"], [SPARTA]], goods=[[ALPHA, "Asteroid Belt"], []],
              pad=[3, 1], pool=-3)
    v = s.view(1)
    assert [x["tiebreak"] for x in v["seats"]] == [5, 1] == [s.tiebreak(0), s.tiebreak(1)]
    assert v["vp_pool"] == -3 and v["vp_pool_shown"] == 0
    s.pool = 7
    assert s.view(1)["vp_pool_shown"] == 7


# --- this round's highlights -----------------------------------------------------------------
def test_recent_shows_what_each_seat_placed_produced_consumed_and_drew_this_round():
    s = build([[SPARTA], [ALPHA]], hands=[["Destroyed World"], ["Gem World"]], pad=[2, 3])
    assert seat(s, 0)["recent"] == {"placed": [], "produced": [], "consumed": [], "drew": 0}
    choose(s, "settle", "settle")
    dw, gw = cid("Destroyed World"), cid("Gem World")
    s.apply(0, ("settle", dw)); s.apply(1, ("settle", gw))
    assert seat(s, 0, viewer=1)["recent"]["placed"] == [dw]     # revealed, not paid yet
    s.apply(0, s.legal_actions(0)[0])                            # pays 1 card
    r = seat(s, 0, viewer=1)["recent"]
    # the world came with its good; the Settle bonus drew a card
    assert r == {"placed": [dw], "produced": [dw], "consumed": [], "drew": 1}
    assert seat(s, 1)["recent"] == {"placed": [gw], "produced": [], "consumed": [], "drew": 0}
    s.apply(1, s.legal_actions(1)[0])                            # the round ends
    assert s.round == 2 and seat(s, 0)["recent"]["placed"] == []


def test_recent_counts_consumed_goods_and_trades():
    s = build([[SPARTA, "Public Works", "Asteroid Belt", "Pirate World", "Gem World"],
               [ALPHA, "Public Works", "Spice World"]],
              goods=[["Asteroid Belt", "Pirate World", "Gem World"], [ALPHA, "Spice World"]])
    choose(s, "trade", "vp2")                   # seat 1 stays busy consuming: the round goes on
    pw, ab = cid("Pirate World"), cid("Asteroid Belt")
    s.apply(0, ("trade", pw))
    assert seat(s, 0)["recent"]["consumed"] == [pw]
    assert seat(s, 0)["recent"]["drew"] == len(s.hand[0]) > 0
    s.apply(0, next(a for a in s.legal_actions(0) if a[3] == (ab,)))    # Public Works: 1 good
    assert seat(s, 0)["recent"]["consumed"] == [pw, ab]
    assert seat(s, 1)["recent"]["consumed"] == []


def test_recent_counts_explored_cards_kept():
    s = build([[SPARTA], [ALPHA]])
    choose(s, "explore5", "develop")
    keep = s.decision[0][2]
    s.apply(0, s.legal_actions(0)[0])
    assert seat(s, 0)["recent"]["drew"] == 0          # held until everyone has chosen
    s.apply(1, s.legal_actions(1)[0])
    assert seat(s, 0)["recent"]["drew"] == keep == len(s.hand[0])


def test_recent_is_copied_by_from_view_and_clone():
    from game.rftg.fromview import from_view
    s = play(new_game(3, {}, 11), 11, 30)
    while not any(x["recent"]["drew"] and x["recent"]["placed"] for x in s.view(0)["seats"]):
        play(s, len(s.history), 1)
    v = s.view(0)
    assert [x["recent"] for x in from_view(v, 1).view(0)["seats"]] == [x["recent"] for x in v["seats"]]
    assert s.clone().view(0)["seats"] == v["seats"]


# --- the viewer's decision: costs, trade values, consume gains -------------------------------
def test_develop_decision_lists_the_cost_of_each_playable_card():
    s = build([[SPARTA, "Investment Credits"], [ALPHA]],
              hands=[["Galactic Imperium", "Space Marines", "Gem World", "Spice World",
                      "Pirate World", "Rebel Base", "Space Port"], []])
    choose(s, "develop", "settle")
    d = s.view(0)["decision"]
    gi, sm = cid("Galactic Imperium"), cid("Space Marines")
    assert d["kind"] == "develop"
    assert sorted(d["costs"]) == sorted([[gi, 6 - 1 - 1], [sm, 0]])
    assert s.view(1)["decision"]["costs"] == []        # no development in hand


def test_settle_decision_lists_the_cheapest_way_to_place_each_playable_world():
    s = build([[SPARTA, "Colony Ship"], [ALPHA]],
              hands=[["Gem World", "Rebel Fuel Cache", "Alien Robot Scout Ship", "Space Marines",
                      "Investment Credits"], []])
    choose(s, "settle", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    d = s.view(0)["decision"]
    # Gem World: 2 cards or free with Colony Ship; Rebel Fuel Cache (defense 1): conquered;
    # Alien Robot Scout Ship (defense 4) is out of reach
    assert sorted(d["costs"]) == sorted([[cid("Gem World"), 0], [cid("Rebel Fuel Cache"), 0]])


def test_trade_decision_lists_what_each_good_sells_for():
    s = build([[ALPHA, "Pirate World", "Alien Robot Scout Ship"], [SPARTA]],
              goods=[[ALPHA, "Pirate World", "Alien Robot Scout Ship"], []])
    choose(s, "trade", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    d = s.view(0)["decision"]
    values = dict((w, v) for w, v in d["values"])
    assert values == {cid(ALPHA): 3, cid("Pirate World"): 2 + 3, cid("Alien Robot Scout Ship"): 5}
    before = len(s.hand[0])
    s.apply(0, ("trade", cid("Alien Robot Scout Ship")))
    assert len(s.hand[0]) == before + 5


def _consume_state():
    """Old Earth (up to 2 goods, 1 VP each) and Deficit Spending (discard up to 2 cards, 1 VP
    each) with 3 goods, 2xVP chosen."""
    tab = ["Old Earth", "Deficit Spending", "Asteroid Belt", "Pirate World", "Alien Robot Scout Ship"]
    s = build([tab, [ALPHA]], goods=[tab[2:], []], pad=[3, 0])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert s.decision[0] == ("consume",)
    return s


def test_consume_decision_gives_the_gain_of_every_consume_action():
    s = _consume_state()
    d = s.view(0)["decision"]
    gains = {freeze(a): g for a, g in d["gains"]}
    legal = [a for a in s.legal_actions(0) if a[0] == "consume"]
    assert set(gains) == set(legal)
    oe, ds = cid("Old Earth"), cid("Deficit Spending")
    for a in legal:
        if a[1] == oe:      # two goods, 1 VP each, doubled by 2xVP
            assert gains[a] == {"vp": 4, "cards": 0, "doubled": True}
        else:               # hand cards: 1 VP each, never doubled
            assert a[1] == ds and gains[a] == {"vp": len(a[3]), "cards": 0, "doubled": False}


def test_the_consume_gain_is_what_applying_the_action_gives():
    s = _consume_state()
    oe, ds = cid("Old Earth"), cid("Deficit Spending")
    a = next(a for a in s.legal_actions(0) if a[1] == oe)
    vp = s.vp[0]
    s.apply(0, a)
    assert s.vp[0] - vp == 4
    b = next(a for a in s.legal_actions(0) if a[0] == "consume" and a[1] == ds and len(a[3]) == 2)
    assert s.query(0, "consume_gain", b) == {"vp": 2, "cards": 0, "doubled": False}
    vp = s.vp[0]
    s.apply(0, b)
    assert s.vp[0] - vp == 2


def test_view_is_still_json_and_keeps_its_old_keys():
    import json
    s = play(new_game(2, {"advanced": True}, 3), 3, 40)
    v = s.view(0)
    json.dumps(v)
    for key in ("game", "players", "me", "round", "phase", "hand", "seats", "decision", "vp_pool"):
        assert key in v
    for key in ("score", "vp_chips", "tableau", "goods", "hand_size", "step", "fresh",
                "score_parts", "military", "tiebreak", "recent"):
        assert key in v["seats"][0]


def test_recent_names_only_worlds_for_goods_and_placed_cards_of_the_tableau():
    s = play(new_game(4, {}, 8), 8, 300)
    for x in s.view(None)["seats"]:
        r = x["recent"]
        assert all(C.IS_WORLD[w] for w in r["produced"] + r["consumed"])
        assert all(c in x["tableau"] or C.NAME[c] in ("Colony Ship", "New Military Tactics")
                   for c in r["placed"])      # one-shot cards may be discarded again
