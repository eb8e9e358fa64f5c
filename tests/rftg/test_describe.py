"""decision_now, prompts, labels with card names and gains, and progress."""
import re

from game.core import Rng
from game.core.protocol import Decision
from game.rftg import new_game
from tests.rftg.helpers import build, choose, cid

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def test_decision_now_has_the_kind_a_prompt_and_labelled_choices():
    s = new_game(2, {"first_game": True}, 1)
    d = s.decision_now(0)
    assert isinstance(d, Decision) and d.player == 0 and d.kind == "action"
    assert d.prompt == "Choose your action"
    assert [c.action for c in d.choices] == s.legal_actions(0)
    assert "choose Explore +5" in d.labels() and "choose Settle" in d.labels()
    s.apply(0, ("action", "settle"))
    assert s.decision_now(0) is None              # held: nothing to decide until the reveal


def test_prompts_name_the_card_and_count():
    s = build([[SPARTA], [ALPHA]], hands=[["Galactic Imperium"], ["Gem World"]], pad=[6, 3])
    assert new_game(2, {"advanced": True}, 1).decision_now(0).prompt == "Discard 2 cards from your opening hand"
    choose(s, "develop", "settle")
    assert s.decision_now(0).prompt == "Develop: choose a development or pass"
    s.apply(0, ("develop", cid("Galactic Imperium"))); s.apply(1, ("pass",))
    assert s.decision_now(0).prompt == "Pay 5 cards for Galactic Imperium"
    assert s.decision_now(0).kind == "develop_pay"
    s.apply(0, s.legal_actions(0)[0])
    assert s.decision_now(1).prompt == "Settle: choose a world or pass"


def test_advanced_prompt_asks_for_two_actions_and_progress_says_second_phase():
    s = build([[SPARTA], [ALPHA]], advanced=True)
    assert s.decision_now(0).prompt == "Choose two actions"
    assert s.progress() == "Round 1 · Choosing actions"
    choose(s, ("settle", "settle2"), ("settle", "develop"))
    assert s.progress() == "Round 1 · Develop"
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert s.progress() == "Round 1 · Settle"
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert s.progress() == "Round 1 · Settle (2nd)"


def test_progress_before_the_first_round_and_at_the_end():
    s = new_game(3, {}, 2)
    assert s.progress() == "Opening discard"
    rng = Rng(2)
    while not s.is_over():
        p = s.deciders()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    assert s.progress() == "Game over"


def test_labels_use_card_names():
    s = build([[SPARTA], [ALPHA]], hands=[["Gem World", "Gambling World"], []])
    gem, gw = cid("Gem World"), cid("Gambling World")
    assert s.label(0, ("settle", gem)) == "settle Gem World"
    assert s.label(0, ("develop", gw)) == "develop Gambling World"
    assert s.label(0, ("keep", (gem, gw))) == "keep Gem World, Gambling World"
    assert s.label(0, ["discard", [gem]]) == "discard Gem World"
    assert s.label(0, ("action", "explore5")) == "choose Explore +5"


def test_settle_method_and_payment_labels_name_the_world_and_cost():
    s = build([[SPARTA, "Colony Ship"], [ALPHA]], hands=[["Gem World"], []], pad=[3, 0])
    choose(s, "settle", "settle")
    s.apply(0, ("settle", cid("Gem World"))); s.apply(1, ("pass",))
    d = s.decision_now(0)
    assert d.prompt == "Choose how to place Gem World"
    assert sorted(d.labels()) == ["pay 2 cards for Gem World",
                                  "place Gem World for free by discarding Colony Ship"]
    s.apply(0, ("method", "pay"))
    pay = s.legal_actions(0)[0]
    assert s.label(0, pay).startswith("pay ") and s.label(0, pay).endswith(" for Gem World")


def test_trade_label_says_what_the_good_sells_for_with_its_article():
    s = build([[ALPHA, "Alien Robot Scout Ship", "Gem World"], [SPARTA]],
              goods=[[ALPHA, "Alien Robot Scout Ship"], []])
    choose(s, "trade", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    assert s.label(0, ("trade", cid("Alien Robot Scout Ship"))) == \
        "trade the alien good on Alien Robot Scout Ship for 5 cards"


def test_consume_labels_say_the_vp_and_whether_they_are_doubled():
    tab = ["Old Earth", "Deficit Spending", "Asteroid Belt", "Pirate World", "Alien Robot Scout Ship"]
    s = build([tab, [ALPHA]], goods=[tab[2:], []], pad=[3, 0])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    d = s.decision_now(0)
    assert "2×VP" in d.prompt
    oe = next(c.label for c in d.choices if c.action[1] == cid("Old Earth"))
    assert oe.startswith("Old Earth: consume the ") and oe.endswith(" for 4 VP (doubled)")
    two = next(c.label for c in d.choices
               if c.action[1] == cid("Deficit Spending") and len(c.action[3]) == 2)
    assert two.startswith("Deficit Spending: discard 2 cards (")
    assert two.endswith(" for 2 VP (not doubled)")


def test_consume_labels_without_double_vp_do_not_mention_doubling():
    s = build([[SPARTA, "Public Works", "Asteroid Belt", "Gem World"], [ALPHA]],
              goods=[["Asteroid Belt", "Gem World"], []])
    choose(s, "develop", "develop")
    s.phase_queue.append(("consume", 1))              # a Consume phase with no 2×VP chosen
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    labels = s.decision_now(0).labels()
    assert labels and all(lb.endswith(" for 1 VP") for lb in labels), labels


def test_every_legal_action_has_a_label_in_random_games():
    for n, opts in ((2, {}), (2, {"advanced": True}), (4, {})):
        s = new_game(n, opts, 5)
        rng = Rng(5)
        while not s.is_over():
            for p in s.deciders():
                d = s.decision_now(p)
                assert d.prompt and d.kind == s.decision[p][0]
                for c in d.choices[:30]:
                    assert c.label and not re.search(r"\(\d+,", c.label), c.label
            p = s.deciders()[0]
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.below(len(legal))])
