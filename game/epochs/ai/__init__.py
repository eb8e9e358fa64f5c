"""The Three Epochs of Space AI: levels easy, normal and hard that see only view(player).

    >>> from game.epochs.ai import make_agent
    >>> agent = make_agent("normal", seed=3)

Modules: values (card values and the evaluation), policy (a fast heuristic for every
decision), levels (the agents).
"""
from .levels import LEVELS, make_agent

__all__ = ["LEVELS", "make_agent"]
