"""Determinization for the AI: a complete state sampled to agree with one player's view.

The engine's `fromview.from_view` does the work (every public part copied; opponents' hands and
explored cards, the draw and discard piles and the face-down goods dealt at random from the
cards the player cannot see; opponents' held secret choices withdrawn, so they choose again).
This adapter draws the seed from the AI's own RNG, so a seeded AI samples reproducibly.
"""
from ..fromview import from_view


def sample_state(view, player, rng):
    """A state consistent with `view` (the view of `player`), hidden cards dealt by `rng`."""
    if view.get("me") != player:
        raise ValueError("the view is not the deciding player's view")
    return from_view(view, rng.below(1 << 62))
