"""Shared by the games' language tests: a game played some random legal steps."""
import random
from typing import Optional


def played(state, seed: int, steps: Optional[int]):
    """`state` after up to `steps` random legal actions (all the way to the end with None),
    chosen by a seeded stdlib random."""
    rng = random.Random(seed)
    n = 0
    while not state.is_over() and (steps is None or n < steps):
        p = state.deciders()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
        n += 1
    return state
