"""The Race for the Galaxy AI: levels easy, normal and hard that see only view(player).

    >>> from game.rftg.ai import make_agent
    >>> agent = make_agent("normal", seed=3)
    >>> # action = agent.choose(state.view(p), state.legal_actions(p), p)

Modules: sampling (hidden cards sampled from a view), values (hand-tuned card values and the
evaluation), policy (a fast heuristic for every decision), levels (the agents), cli (the
tournament command); the learned value: features (a position from a view), model (pure-Python
inference of value_2p.json, value_3p.json, value_4p.json and
value_2p_advanced.json), leaf (search leaf values from it), train (the training command).
"""
from .levels import LEVELS, make_agent

__all__ = ["LEVELS", "make_agent"]
