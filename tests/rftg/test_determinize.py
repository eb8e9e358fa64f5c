"""Determinization and states built from a view keep what the player sees and redeal the
rest."""
import pytest

from game.core import Rng
from game.rftg import new_game
from game.rftg.redeal import determinize
from game.rftg.fromview import from_view
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


def _public(v):
    v = dict(v)
    v.pop("deciding")
    seats = []
    for seat in v["seats"]:
        seat = dict(seat)
        seat.pop("deciding")
        if seat["step"]:
            seat["step"] = {k: x for k, x in seat["step"].items() if k not in ("waiting", "count")}
        seats.append(seat)
    v["seats"] = seats
    return v


@pytest.mark.parametrize("players,options", [(2, {}), (3, {}), (4, {}), (2, {"advanced": True})])
def test_state_from_a_view_matches_the_view_and_plays_on(players, options):
    rng = Rng(players)
    for seed in range(3):
        s = new_game(players, options, seed)
        step = 0
        while not s.is_over() and step < 250:
            if step % 3 == 0:
                for p in range(players):
                    v = s.view(p)
                    t = from_view(v, seed=step)
                    check_state(t)
                    assert _public(t.view(p)) == _public(v)
                    for _ in range(40):
                        if t.is_over():
                            break
                        q = t.deciders()[0]
                        legal = t.legal_actions(q)
                        t.apply(q, legal[rng.below(len(legal))])
            q = s.deciders()[rng.below(len(s.deciders()))]
            legal = s.legal_actions(q)
            s.apply(q, legal[rng.below(len(legal))])
            step += 1


def test_the_package_function_stays_a_function_after_use():
    """game.rftg.determinize is a function even after the module that implements it is
    imported (a submodule of the same name used to replace it on first call)."""
    import game.rftg as rftg
    from game.rftg import new_game
    rftg.determinize(new_game(2, {}, 1), 0, 1)
    assert callable(rftg.determinize)
