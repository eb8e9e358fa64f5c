"""The 'unavailable' query (game/artifacts/unavailable.py): the turn's actions a player cannot
take now, each with the engine's reason, which the turn widget shows disabled. A listed key
never has a legal action, and an action family with no legal action is listed."""
import random

from game.artifacts import new_game, cards as C

from .helpers import game, hand, under, empire


def test_a_buy_the_credits_do_not_cover_is_listed_with_the_cost():
    s = game()
    s.credits[0] = 4
    why = s.query(0, "unavailable")
    assert why["buy:planet"] == "this costs 5 credits; you have 4"
    s.credits[0] = 5
    assert "buy:planet" not in s.query(0, "unavailable")


def test_operational_actions_name_the_missing_card_or_the_missing_icons():
    s = game()
    why = s.query(0, "unavailable")
    assert why["offensive"] == "you have no usable operational ship"
    assert why["mining"] == "you have no usable operational planet"
    empire(s, 0, "s0", "O")
    hand(s, 0, "r8")                            # 3 red icons: 5 are needed
    why = s.query(0, "unavailable")["offensive"]
    assert why == "your cards give at most 3 of the 5 red icons (2 cards an action)"


def test_a_card_under_construction_that_cannot_be_completed_says_what_is_missing():
    s = game()
    p = under(s, 0, "p0")
    hand(s, 0, "r8")                            # no green at all
    assert "none of your cards" in s.query(0, "unavailable")[f"con:{p}"]
    hand(s, 0, "r20")                           # 3 green: 5 needed
    assert "at most 3 of the 5 green" in s.query(0, "unavailable")[f"con:{p}"]


def test_blockades_are_listed_only_for_a_row_that_has_some():
    s = game()
    t = empire(s, 0, "t0", "O")
    assert "unblock:tech" not in s.query(0, "unavailable")
    s.blocks[0][t] = 1
    assert "blue" in s.query(0, "unavailable")["unblock:tech"]


def test_nothing_is_listed_for_another_decision_or_another_player():
    s = game()
    assert s.query(1, "unavailable") == {}


FAMILIES = {"buy": lambda a, k: a[0] == "buy" and a[1] == k,
            "con": lambda a, k: a[0] in ("discover", "develop", "build") and a[1] == int(k),
            "unblock": lambda a, k: a[0] == "unblock" and a[1] == k}


def test_in_random_games_a_listed_action_is_never_legal_and_an_unlisted_one_is():
    rng = random.Random(76)
    checked = 0
    for seed in range(6):
        s = new_game(2 + seed % 3, {}, seed)
        while not s.is_over():
            p = s.deciders()[0]
            legal = s.legal_actions(p)
            if s.dec[1] == "main":
                why = s.query(p, "unavailable")
                keys = [f"buy:{k}" for k in ("planet", "tech", "ship")] + \
                    ["offensive", "revenue", "mining", "faction"] + \
                    [f"con:{c}" for c in s.under[p]] + \
                    [f"unblock:{C.KIND[c]}" for c, t in s.blocks[p].items() if t]
                for key in keys:
                    word, _sep, arg = key.partition(":")
                    has = any(FAMILIES[word](a, arg) if word in FAMILIES else a[0] == word
                              for a in legal)
                    assert has != (key in why), (seed, key, why.get(key))
                    checked += 1
            s.apply(p, rng.choice(legal))
    assert checked > 500
