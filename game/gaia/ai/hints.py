"""Gaia Project's hints (game.core.hints): the hard level's beam, narrower, rates the moves.

Gaia has no hidden information, so the view is the whole position (position.state_from_view
rebuilds it). On a main turn the HINT_WIDTH best candidates of the one-ply ranking are each
followed to the hard level's horizon and rated by the value found there (VP-equivalents,
unit "vp"); a candidate that is a free conversion paying for a main action is rated with that
action in `then`. Every other decision is rated by the one-ply judgement, as the hard level
decides it. The faction choice is the hard level's pick alone.
"""
from __future__ import annotations

from typing import Generator

from game.core.hints import Rated

from . import HARD
from .beam import BeamAgent

HINT_WIDTH = 40


def HINTER(view: dict, legal: list, player: int,
           seed: int = 0) -> Generator[None, None, list]:
    """The best candidates as the hard level's beam (HINT_WIDTH wide) values them."""
    legal = list(legal)
    agent = BeamAgent(seed, **dict(HARD, width=HINT_WIDTH))
    chosen = yield from agent.think(view, legal, player)
    if not agent.rated:
        return [Rated(chosen, 0.0, 0, "vp")]
    order = {a: i for i, a in enumerate(legal)}
    best: dict = {}
    for value, acts in agent.rated:      # one rating per first move: its best line
        first = acts[0]
        if first in order and (first not in best or value > best[first].worth):
            best[first] = Rated(first, float(value), 1, "vp", tuple(acts[1:]))
    return sorted(best.values(), key=lambda r: (-r.worth, order[r.action]))
