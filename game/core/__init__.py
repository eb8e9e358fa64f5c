"""The game-agnostic core: protocol, actions, seeded RNG, records and replay.

Typical use::

    >>> from game.core import registry, record
    >>> state = registry.new_game("rftg", players=2, options={}, seed=7)  # doctest: +SKIP
    >>> p = state.deciders()[0]                                           # doctest: +SKIP
    >>> state.apply(p, state.legal_actions(p)[0])                         # doctest: +SKIP
"""
from .errors import IllegalAction, BadRecord
from .actions import freeze, thaw, action_text, is_action
from .rng import Rng
from .protocol import GameInfo, GameState, Decision, Choice, OptionSpec
from .agents import Agent, Level
from .record import Record

__all__ = [
    "IllegalAction", "BadRecord", "freeze", "thaw", "action_text", "is_action",
    "Rng", "GameInfo", "GameState", "Decision", "Choice", "OptionSpec", "Agent", "Level",
    "Record",
]
