"""A search model of the toy bidding game (tests/core/toy_game.py) for the core search tests."""
from game.core.search import SearchModel, outcome_value, random_rollout
from tests.core import toy_game


def sample_state(view, player, rng):
    """A toy state consistent with `view`: the opponent's hidden pending bid is sampled."""
    state = toy_game.new_game(2, {}, rng.below(1 << 30))
    state.round = view["round"]
    state.points = list(view["points"])
    state.prize = view["prize"]
    state.pending = {}
    for p in view["waiting"]:
        state.pending[p] = view["my_bid"] if p == player else 1 + rng.below(3)
    return state


def evaluate(state, player):
    if state.is_over():
        return outcome_value(state, player)
    diff = state.points[player] - state.points[1 - player]
    return 0.5 + max(-0.5, min(0.5, diff / 20))


MODEL = SearchModel(sample_state=sample_state, evaluate=evaluate, rollout_policy=random_rollout)
