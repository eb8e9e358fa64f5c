"""Determinization keeps what the player sees and redeals what they cannot see."""
from game.core import Rng
from game.rftg import new_game
from game.rftg.determinize import determinize
from tests.rftg.invariants import check_state


def test_determinized_states_agree_with_the_view_and_play_on():
    rng = Rng(3)
    for seed in range(6):
        s = new_game(3, {}, seed)
        for step in range(60):
            if s.is_over():
                break
            for p in range(3):
                d = determinize(s, p, seed=step)
                check_state(d)
                v, w = s.view(p), d.view(p)
                assert v["hand"] == w["hand"] and v["round"] == w["round"]
                assert [x["tableau"] for x in v["seats"]] == [x["tableau"] for x in w["seats"]]
                assert [x["goods"] for x in v["seats"]] == [x["goods"] for x in w["seats"]]
                assert [x["hand_size"] for x in v["seats"]] == [x["hand_size"] for x in w["seats"]]
                assert v["decision"] == w["decision"]
                while not d.is_over() and d.round < s.round + 1:
                    q = d.deciders()[0]
                    legal = d.legal_actions(q)
                    d.apply(q, legal[rng.below(len(legal))])
            q = s.deciders()[0]
            legal = s.legal_actions(q)
            s.apply(q, legal[rng.below(len(legal))])
