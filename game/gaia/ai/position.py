"""The state a computer player thinks on, rebuilt from what its seat sees.

Gaia hides nothing: `view(player)["snapshot"]` is the whole public position. The snapshot also
carries the game's seed and random-number state, which have no meaning for the rules after the
setup (every tile is dealt at the start) and which no player at a real table knows; the rebuilt
state gets a fixed seed and RNG instead, so no choice can depend on them (tests/gaia_ai
test_fairness.py checks this). It is also `lenient` (see `state_from_view`).

    >>> from game.gaia import new_game
    >>> st = new_game(2, {}, 5)
    >>> state_from_view(st.view(0)).seed
    0
"""
from game.core.rng import Rng

from ..restore import restore

NEUTRAL_SEED = 0


def state_from_view(view: dict):
    """A GaiaState of the view's public position, with a neutral seed and RNG."""
    snap = dict(view["snapshot"])
    # the AI applies only enumerated (valid) federations: the engine's exact check of the
    # fewest satellites (a Steiner tree, the slowest rule) cannot refuse them, so it is skipped
    snap["options"] = dict(snap["options"], lenient=True)
    snap["seed"] = NEUTRAL_SEED
    snap["rng"] = Rng(NEUTRAL_SEED).state
    return restore(snap)


def play(st, seat: int, action) -> None:
    """Apply an action known to be legal in a simulation (without validating it again)."""
    st._do(seat, action)
    st.history.append((seat, action))
