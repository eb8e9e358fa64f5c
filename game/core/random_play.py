"""Random legal play for any game: the baseline opponent, and the engine of property tests."""
from typing import Callable

from .protocol import GameState
from .rng import Rng


def random_policy(rng: Rng) -> Callable:
    """A policy (state, player) -> action choosing uniformly among legal actions."""
    def choose(state: GameState, player: int) -> object:
        return rng.choice(state.legal_actions(player))
    return choose


def play(state: GameState, policies: list, max_steps: int = 1_000_000) -> GameState:
    """Play `state` to the end; `policies[p](state, p)` returns player p's action. Returns state.

    Simultaneous deciders act in seat order; engines must not let one decider's choice
    reveal anything to another (they hold pending choices privately until all are in).
    """
    steps = 0
    while not state.is_over():
        deciders = state.deciders()
        if not deciders:
            raise RuntimeError("a live state has no decider")
        player = deciders[0]
        state.apply(player, policies[player](state, player))
        steps += 1
        if steps > max_steps:
            raise RuntimeError("game did not end")
    return state


def play_random(new_state: GameState, seed: int) -> GameState:
    """Play one random game from a fresh state with policy seed `seed`."""
    rng = Rng(seed)
    policy = random_policy(rng)
    return play(new_state, [policy] * new_state.players)
