"""Three Epochs of Space: the two-player card duel of seed 004 on the core protocol.

    >>> from game.epochs import new_game
    >>> s = new_game(2, {"first": "player 1"}, seed=1)
    >>> s.deciders()
    [0]

Rules: docs/epochs-design.md; content: carddata.py; AI: game/epochs/ai.
"""
from game.core.i18n import N_
from game.core.protocol import GameInfo, OptionSpec

from . import turn, paying, epoch_end  # noqa: F401  (register the decision kinds)
from .state import EpochsState
from . import setup as _setup

INFO = GameInfo(
    id="epochs", name="Three Epochs of Space", min_players=2, max_players=2,
    options=(
        OptionSpec("first", N_("Who starts"), "choice", "random",
                   choices=_setup.FIRST_CHOICES,
                   help=N_("The younger player starts in the rulebook; here: at random or a "
                           "chosen seat.")),
    ),
    hidden_information=True,
    description="Take cards from a 3x2 offer, pay with cards or play them, colonise planets "
                "and win space superiority over three epochs.",
)
EpochsState.info = INFO


def new_game(players: int, options: dict = None, seed: int = 0) -> EpochsState:
    """A new game; all randomness comes from `seed`."""
    return _setup.new_game(INFO, players, INFO.check_options(players, options or {}), seed)


def determinize(state: EpochsState, player: int, seed: int = 0) -> EpochsState:
    """A copy of `state` with what `player` cannot see redealt at random (redeal.py)."""
    from .redeal import determinize as redeal
    return redeal(state, player, seed)


__all__ = ["INFO", "new_game", "determinize", "EpochsState"]
