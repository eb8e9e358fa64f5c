"""Agents: anything that picks an action from what a player may see.

An agent never gets the state: only `view` (state.view(player)) and the legal actions.
`think` is a generator so a page can run an agent in slices (one `next()` per slice, a
few ms each) without freezing; it yields None while working and returns the action::

    action, slices = run_to_end(agent.think(view, legal, player))

`choose` runs `think` to the end.
"""
from .rng import Rng


def run_to_end(gen):
    """Run a `think` generator to the end: (the action it returns, how many times it yielded)."""
    slices = 0
    try:
        while True:
            next(gen)
            slices += 1
    except StopIteration as done:
        return done.value, slices


class Agent:
    """Base agent. Subclasses override `think` (or `choose`, for agents that never pause)."""

    name = "agent"

    def __init__(self, seed=0):
        self.rng = Rng(seed)

    def think(self, view, legal, player):
        return self.choose(view, legal, player)
        yield  # pragma: no cover - makes this a generator

    def choose(self, view, legal, player):
        return run_to_end(self.think(view, legal, player))[0]


class RandomAgent(Agent):
    """Uniformly random legal play: the baseline and the placeholder opponent."""

    name = "random"

    def choose(self, view, legal, player):
        return self.rng.choice(list(legal))
