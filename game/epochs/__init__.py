"""Three Epochs of Space: the two-player card duel of seed 004 on the core protocol.

    >>> from game.epochs import new_game
    >>> s = new_game(2, {"first": "player 1"}, seed=1)
    >>> s.deciders()
    [0]

Rules: docs/epochs-design.md; content: carddata.py; AI: game/epochs/ai.
"""
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from game.core import registry
from game.core.agents import Level
from game.core.contract import GameSpec, redeal_with
from game.core.i18n import N_
from game.core.protocol import GameInfo, OptionSpec

from . import turn, paying, epoch_end  # noqa: F401  (register the decision kinds)
from .state import EpochsState
from . import setup as _setup
from . import editions
from . import redeal as _redeal

if TYPE_CHECKING:        # annotations only
    from game.core.record import Record

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


def new_game(players: int, options: Optional[dict] = None, seed: int = 0) -> EpochsState:
    """A new game; all randomness comes from `seed`.

    Besides the lobby's options, "edition" names the edition of the cards (editions.py); a
    new game without one gets the current edition, written into its options so that its
    record and saves keep it (older saves: `upgrade_options`)."""
    options = dict(options or {})
    edition = options.pop("edition", editions.CURRENT)
    checked = INFO.check_options(players, options)
    checked["edition"] = edition
    return _setup.new_game(INFO, players, checked, seed)


def upgrade_options(record: "Record", created: str | None = None) -> dict:
    """The options to replay `record` (a core Record) with: its own when they name an
    edition; for a save made before editions existed, the edition it was played with: the
    newest one that had landed when the save was created (`created`, ISO time; any when
    unknown) under which every move of the record replays, trying newer ones first. When
    none does, the current edition (the replay then fails as it would have)."""
    return editions.upgrade_options(record, created, new_game)


def determinize(state: EpochsState, player: int, seed: int = 0) -> EpochsState:
    """A copy of `state` with what `player` cannot see redealt at random (redeal.py)."""
    return _redeal.determinize(state, player, seed)


def _mirror(view: dict, player: int, seed: int) -> EpochsState:
    """GameSpec.mirror: a state from the view (fromview.py)."""
    from .fromview import from_view  # lazy: only a friend's device needs it
    return from_view(view, seed)


def _levels() -> Mapping[str, Level]:
    from .ai import LEVELS  # lazy: the AI is imported only when its levels are asked for
    return LEVELS


def _hints() -> Callable[..., Any]:
    from .ai.hints import HINTER  # lazy: the AI is imported only when a hint is asked for
    return HINTER


def _round_of(state: Any) -> int:
    """The points-by-round chart's round (game/core/timeline.py): the epoch."""
    return state.epoch


GAME = GameSpec(
    listing=registry.BY_ID["epochs"], info=INFO, new_game=new_game, levels=_levels,
    determinize=redeal_with(determinize), upgrade_options=upgrade_options,
    i18n_domain="epochs",
    hints=_hints, round_of=_round_of, mirror=_mirror)

__all__ = ["GAME", "INFO", "new_game", "determinize", "upgrade_options", "EpochsState"]
