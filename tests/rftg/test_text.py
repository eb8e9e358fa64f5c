"""Readable labels and prompts for actions and decisions."""
from game.core import Rng
from game.rftg import new_game
from game.rftg.text import action_label, prompt
from tests.rftg.helpers import cid


def test_every_legal_action_and_decision_has_text():
    for n, opts in ((2, {}), (2, {"advanced": True}), (4, {})):
        s = new_game(n, opts, 8)
        r = Rng(8)
        while not s.is_over():
            p = s.deciders()[0]
            legal = s.legal_actions(p)
            assert prompt(s.view(p)["decision"])
            for a in legal[:20]:
                assert isinstance(action_label(a), str) and action_label(a)
            s.apply(p, legal[r.below(len(legal))])


def test_some_labels():
    assert action_label(("action", "develop", "settle2")) == "Develop + Settle"
    assert action_label(("method", "colony_ship")) == "Discard Colony Ship to place it for free"
    assert action_label(["settle", cid("Gem World")]) == "Settle Gem World"
    assert action_label(("windfall", -1, cid("Asteroid Belt"))) == "Produce bonus: produce on Asteroid Belt"
