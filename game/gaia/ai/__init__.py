"""Computer players for Gaia Project: the levels easy, normal and hard (and the hidden test level
random), on the shared AI contract (game.core.agents.Level, make_agent, the core tournament).

- easy: GreedyAgent (ai/greedy.py): rules of thumb with seeded noise, instant;
- normal: LookaheadAgent (ai/lookahead.py): every action tried one ply deep on a copy of the
  position, judged by ai/evaluate.py;
- hard: BeamAgent (ai/beam.py): the normal level's main actions (the best 30 by its ranking: at
  95 % of main turns all of them) each followed to its next own turns (at 4 players to its
  first turn of the next round), the other seats played by the easy level's rules.

Each decides from `view(player)` and the legal actions only (a position rebuilt from the view's
public snapshot, ai/position.py). docs/gaia-ai.md has the measurements.

    >>> from game.gaia.ai import make_agent
    >>> make_agent("normal", seed=3).name
    'normal'
"""
from typing import Optional

from game.core.agents import Agent, Level, RANDOM_LEVEL, levels_dict, named
from game.core.agents import make_agent as _make_agent
from game.core.i18n import N_

from .beam import BeamAgent
from .greedy import GreedyAgent
from .lookahead import LookaheadAgent

AGENTS = {"greedy": GreedyAgent, "lookahead": LookaheadAgent, "beam": BeamAgent}
# width 30: issue 13's twelfth pass (docs/gaia-ai.md; 5 before it); the round horizon at 4
# players: its seventeenth pass; federations in the simulations to that horizon: its
# twenty-sixth
HARD = {"width": 30, "depth": 2, "next_width": 2, "funded": True, "horizon": "round",
        "horizon_players": (4,), "sim_federations": 1}


LEVELS = levels_dict((
    Level("easy", N_("Easy"),
          N_("Plays at once by rules of thumb: builds, researches and charges power without "
             "looking ahead."),
          lambda seed, max_time: named(GreedyAgent(seed), "easy")),
    Level("normal", N_("Normal"),
          N_("Tries each of its moves on a copy of the board and keeps the one that leaves its "
             "economy, research and standings best placed."),
          lambda seed, max_time: named(LookaheadAgent(seed, max_time), "normal")),
    Level("hard", N_("Hard"),
          N_("Follows its best moves on to its next turns while the others play on; takes a "
             "moment per move."),
          lambda seed, max_time: named(BeamAgent(seed, max_time=max_time, **HARD), "hard")),
    RANDOM_LEVEL,
))


def make_agent(level: str, seed: int = 0, max_time: Optional[float] = None) -> Agent:
    """An Agent of the given level ('easy', 'normal', 'hard'; also 'random' for tests)."""
    return _make_agent(LEVELS, level, seed, max_time)


__all__ = ["LEVELS", "make_agent", "GreedyAgent", "LookaheadAgent", "BeamAgent", "AGENTS"]
