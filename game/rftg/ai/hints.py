"""Race's hints (game.core.hints): the hard level's search, run on every decision kind, rates
the moves from the hinted player's view (the hidden cards sampled, never the true ones).

Same model as the hard level (its candidates, explore cap, call model, blended leaf, to the
end of the next round) with HINT_ITERATIONS simulations; the hard level searches only its
HARD_KINDS and follows the policy elsewhere, a hint searches whatever is asked.
"""
from __future__ import annotations

from game.core.hints import Hinter, search_hinter
from game.core.search import ISMCTS

from . import policy
from .leaf import Blended
from .levels import HARD_BLEND, HARD_CALLS, HARD_EXPLORE_CAP, make_model
from .opponent import CallModel

HINT_ITERATIONS = 300


def make_search(iterations: int | None = None) -> ISMCTS:
    """The hard level's search (its model and budget) for one hint."""
    model = make_model(candidates=6, extra_rounds=1, leaf=Blended(HARD_BLEND),
                       explore_cap=HARD_EXPLORE_CAP, ratings=policy.P1,
                       calls=CallModel(policy.P1, **HARD_CALLS))
    return ISMCTS(model, iterations=iterations or HINT_ITERATIONS)


HINTER: Hinter = search_hinter(make_search)
