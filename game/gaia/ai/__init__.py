"""Computer players for Gaia Project: GreedyAgent (rules of thumb, instant) and LookaheadAgent
(tries each action on a copy of the public state and evaluates the result).

`LEVELS` (game.core.agents.Level entries) is what the lobby and tournaments use. These levels
are interim: easy is the greedy player and normal the one-ply lookahead; neither searches
deeper, so there is no hard level yet and `max_time` is accepted but has no effect (both decide
well within a page's time cap).

    >>> from game.gaia.ai import make_agent
    >>> make_agent("normal", seed=3).name
    'normal'
"""
from typing import Optional

from game.core.agents import Agent, Level, RANDOM_LEVEL, levels_dict
from game.core.agents import make_agent as _make_agent

from .greedy import GreedyAgent
from .lookahead import LookaheadAgent

AGENTS = {"greedy": GreedyAgent, "lookahead": LookaheadAgent}


def _named(agent, name):
    agent.name = name
    return agent


LEVELS = levels_dict((
    Level("easy", "Easy",
          "Plays at once by rules of thumb: builds, researches and charges power without "
          "looking ahead.",
          lambda seed, max_time: _named(GreedyAgent(seed), "easy")),
    Level("normal", "Normal",
          "Tries each of its moves on a copy of the board and keeps the one that leaves it "
          "best placed.",
          lambda seed, max_time: _named(LookaheadAgent(seed), "normal")),
    RANDOM_LEVEL,
))


def make_agent(level: str, seed: int = 0, max_time: Optional[float] = None) -> Agent:
    """An Agent of the given level ('easy', 'normal'; also 'random' for tests)."""
    return _make_agent(LEVELS, level, seed, max_time)


__all__ = ["LEVELS", "make_agent", "GreedyAgent", "LookaheadAgent", "AGENTS"]
