"""Three Epochs' hints (game.core.hints): the hard level's search, run on every decision kind
(the hard level searches turns and research and follows the policy for payments and nudges),
rates the moves from the hinted player's view (hidden cards dealt from the view, fromview.py).
"""
from __future__ import annotations

from game.core.hints import Hinter, search_hinter
from game.core.search import ISMCTS

from . import policy
from .levels import make_model

HINT_ITERATIONS = 180


def make_search(iterations: int | None = None) -> ISMCTS:
    """The hard level's model (the policy's 5 best candidates, to the end of the epoch, at
    most 16 decisions a simulation) with HINT_ITERATIONS simulations."""
    return ISMCTS(make_model(5), iterations=iterations or HINT_ITERATIONS, rollout_depth=16)


HINTER: Hinter = search_hinter(make_search, policy.item_by_item)
