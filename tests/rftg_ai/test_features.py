"""The learned value's features come from the seat's view only: the view and a determinized
state give the same numbers, and cards the seat cannot see change nothing."""
import pytest

from game.core import Rng
from game.rftg import new_game
from game.rftg.ai import features, make_agent
from tests.rftg_ai.test_fairness import decision_points, hidden_permutation


def test_names_and_size():
    assert len(features.NAMES) == features.SIZE == len(set(features.NAMES))
    state = new_game(2, {}, 1)
    assert len(features.from_state(state, 0)) == features.SIZE
    assert len(features.from_view(state.view(1))) == features.SIZE


@pytest.mark.parametrize("players,advanced", [(2, False), (2, True), (3, False), (4, False)])
def test_view_and_state_agree_and_hidden_cards_do_not_matter(players, advanced):
    rng = Rng(7)
    checked = moved_any = 0
    for state, p in decision_points(players, advanced, seed=40 + players, every=5):
        x = features.from_state(state, p)
        assert features.from_view(state.view(p)) == x
        other, moved = hidden_permutation(state, p, rng)
        assert features.from_state(other, p) == x
        checked += 1
        moved_any += moved
    assert checked >= 10 and moved_any >= 10


def test_features_follow_what_the_seat_sees():
    # a bigger own hand, an opponent's VP chips and the pool all show in the features
    state = new_game(2, {}, 5)
    agents = [make_agent("policy", 1), make_agent("policy", 2)]
    while state.round < 4:
        p = state.deciders()[0]
        state.apply(p, agents[p].choose(state.view(p), state.legal_actions(p), p))
    x = features.from_state(state, 0)
    i = features.NAMES.index
    s = state.clone()
    s.hand[0] = s.hand[0] + [s.deck.pop()]
    assert features.from_state(s, 0)[i("me_hand")] > x[i("me_hand")]
    s = state.clone()
    s.vp[1] += 3
    s.pool -= 3
    y = features.from_state(s, 0)
    assert y[i("op_chips")] > x[i("op_chips")] and y[i("pool_left")] < x[i("pool_left")]
    # the opponent's hand cards themselves never matter, only how many there are
    s = state.clone()
    s.hand[1], s.deck[-len(s.hand[1]):] = s.deck[-len(s.hand[1]):], s.hand[1]
    assert features.from_state(s, 0) == x
