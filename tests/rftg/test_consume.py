"""Consume rules: trade first (with $ bonuses), mandatory consume powers in the player's
order, each once and to the full, 2xVP (not cards, not hand discards), special powers."""
import pytest

from game.core import IllegalAction
from game.rftg import cards as C
from tests.rftg.helpers import build, choose, cid, snapshot

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def pidx(name, ctype):
    for pw in C.CONSUME[cid(name)]:
        if C.C_NAMES[pw[1]] == ctype:
            return pw[0]
    raise KeyError(name)


def use(s, p, name, ctype, arg):
    s.apply(p, ("consume", cid(name), pidx(name, ctype), arg))


def worlds(*names):
    return tuple(sorted(cid(n) for n in names))


def test_trade_sells_one_good_first_with_all_trade_bonuses():
    s = build([[ALPHA, "Pirate World", "Export Duties", "Public Works"], [SPARTA]],
              goods=[[ALPHA, "Pirate World"], []])
    choose(s, "trade", "vp2")
    assert s.decision[0] == ("trade",)
    assert s.legal_actions(0) == [("trade", w) for w in sorted([cid(ALPHA), cid("Pirate World")])]
    s.apply(0, ("trade", cid("Pirate World")))
    # Novelty 2 + Pirate World's own +3 + Export Duties +1
    assert len(s.hand[0]) == 6
    # then the mandatory consume power took the last good (single choice, auto-played)
    assert s.goods[0] == {} and s.vp[0] == 1


def test_only_the_trade_chooser_sells():
    s = build([[ALPHA, "Export Duties"], [SPARTA]], goods=[[ALPHA], []])
    choose(s, "vp2", "trade")
    assert s.stage == "action" and cid(ALPHA) in s.goods[0] and s.hand[0] == []


def test_double_vp_doubles_chips_not_cards():
    s = build([["Epsilon Eridani"], [SPARTA]], goods=[[], []])
    s = build([["Epsilon Eridani", "Destroyed World"], [SPARTA]], goods=[["Destroyed World"], []])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert s.vp[0] == 2 and len(s.hand[0]) == 1


def test_hand_discard_vp_are_not_doubled_and_optional():
    s = build([[SPARTA, "Deficit Spending"], [ALPHA]], pad=[3, 0])
    choose(s, "vp2", "vp2")
    legal = s.legal_actions(0)
    assert ("done",) in legal
    hand = tuple(sorted(s.hand[0])[:2])
    use(s, 0, "Deficit Spending", "hand", hand)
    assert s.vp[0] == 2 and len(s.hand[0]) == 1


def test_fta_with_new_vinland_order_chosen_before_and_power_used_fully():
    """Worked example: with 3 Novelty goods, FTA must take all three once started; New Vinland
    can only take one if it is used first."""
    tab = [SPARTA, "Free Trade Association", "New Vinland", "Artist Colony", "Spice World"]
    s = build([tab, [ALPHA]], goods=[["New Vinland", "Artist Colony", "Spice World"], []])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    fta, nv = cid("Free Trade Association"), cid("New Vinland")
    three = worlds("New Vinland", "Artist Colony", "Spice World")
    assert ("consume", fta, 0, three) in s.legal_actions(0)
    assert not any(a[1] == fta and len(a[3]) == 2 for a in s.legal_actions(0)[:-1] if a[0] == "consume")
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="must consume 3 goods"):
        s.apply(0, ("consume", fta, 0, three[:2]))
    assert snapshot(s) == before
    # other order: New Vinland first on one good, then FTA takes the other two
    s.apply(0, ("consume", nv, 0, (cid("Artist Colony"),)))
    # FTA then had one choice (both remaining goods) and was auto-played
    assert s.goods[0] == {} and s.vp[0] == 2 * 2 and len(s.hand[0]) == 2 + 2
    texts = [e["text"] for e in s.log(0)]
    assert any("consumes 2 goods with Free Trade Association" in t for t in texts)


def test_each_consume_power_once_per_phase():
    s = build([[SPARTA, "Public Works", "Asteroid Belt", "Radioactive World"], [ALPHA]],
              goods=[["Asteroid Belt", "Radioactive World"], []])
    choose(s, "vp2", "vp2")
    assert s.decision[0] is not None
    s.apply(0, s.legal_actions(0)[0])
    assert s.stage == "action" and len(s.goods[0]) == 1 and s.vp[0] == 2


def test_consume_is_mandatory():
    s = build([[SPARTA, "Public Works", "Deficit Spending", "Asteroid Belt"], [ALPHA]],
              goods=[["Asteroid Belt"], []], pad=[2, 0])
    choose(s, "vp2", "vp2")
    assert ("done",) not in s.legal_actions(0)
    with pytest.raises(IllegalAction, match="mandatory"):
        s.apply(0, ("done",))


def test_consume_two_needs_exactly_two():
    s = build([[SPARTA, "Tourist World", "Asteroid Belt", "Destroyed World", "Empath World"],
               [ALPHA]], goods=[["Asteroid Belt", "Destroyed World", "Empath World"], []])
    choose(s, "produce", "vp2")
    tw = cid("Tourist World")
    legal = [a for a in s.legal_actions(0) if a[0] == "consume"]
    assert len(legal) == 3 and all(len(a[3]) == 2 for a in legal)
    s.apply(0, legal[0])
    assert s.vp[0] == 3 and len(s.goods[0]) == 1


def test_three_different_kinds():
    tab = [SPARTA, "Diversified Economy", "Asteroid Belt", "Destroyed World", "Empath World",
           "Refugee World"]
    s = build([tab, [ALPHA]],
              goods=[["Asteroid Belt", "Destroyed World", "Empath World", "Refugee World"], []])
    choose(s, "vp2", "vp2")
    legal = s.legal_actions(0)
    assert all(len({C.GOOD[w] for w in a[3]}) == 3 for a in legal)
    assert len(legal) == 2   # the two Rare goods make two choices
    with pytest.raises(IllegalAction, match="different kinds"):
        s.apply(0, ("consume", cid("Diversified Economy"), 0,
                    worlds("Asteroid Belt", "Destroyed World", "Empath World")))
    s.apply(0, legal[0])
    assert s.vp[0] == 6


def test_pilgrimage_world_takes_all_goods_for_one_less_doubled():
    s = build([[SPARTA, "Pilgrimage World", "Asteroid Belt", "Empath World", "Refugee World"],
               [ALPHA]], goods=[["Asteroid Belt", "Empath World", "Refugee World"], []])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert s.goods[0] == {} and s.vp[0] == 2 * 2


@pytest.mark.parametrize("guess,kept", [(2, True), (3, False)])
def test_gambling_world(guess, kept):
    s = build([[SPARTA, "Gambling World"], [ALPHA]])
    top = cid("Gem World")                     # cost 2
    s.deck.remove(top)
    s.deck.append(top)
    choose(s, "vp2", "vp2")
    s.apply(0, ("consume", cid("Gambling World"), 1, guess))
    assert (top in s.hand[0]) == kept and (top in s.discard) != kept
    with pytest.raises(IllegalAction):
        s.clone().apply(0, ("consume", cid("Gambling World"), 1, 9))


def test_black_market_ignores_trade_bonuses_trade_league_uses_them():
    s = build([[ALPHA, "Black Market Trading World", "Export Duties"], [SPARTA]],
              goods=[[ALPHA], []])
    choose(s, "vp2", "vp2")
    assert len(s.hand[0]) == 3                  # Rare price only
    s = build([[ALPHA, "Trade League", "Export Duties"], [SPARTA]], goods=[[ALPHA], []])
    choose(s, "vp2", "vp2")
    assert len(s.hand[0]) == 3 + 1 + 1          # price + Trade League + Export Duties


def test_new_economy_draws_and_consumption_by_non_choosers():
    s = build([[SPARTA, "New Economy"], ["Epsilon Eridani", "Asteroid Belt"]],
              goods=[[], ["Asteroid Belt"]])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert len(s.hand[0]) == 1
    assert s.vp[1] == 1 and len(s.hand[1]) == 1   # non-chooser consumes too, no doubling
