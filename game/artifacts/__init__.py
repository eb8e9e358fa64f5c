"""Alien Artifacts (seed 002's rules, 2-5 players) with card content of our own: the engine.

    >>> from game.artifacts import new_game
    >>> s = new_game(3, {}, seed=1)
    >>> s.deciders()
    [0]

See docs/artifacts-design.md for the rules as implemented, the content and the balance.
"""
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from game.core import Rng, registry
from game.core.agents import Level
from game.core.contract import GameSpec, redeal_with
from game.core.i18n import N_, domain
from game.core.protocol import GameInfo, OptionSpec

from . import cards, editions
from . import basic, prepare, operational, attack, free, turn_end  # noqa: F401  (actions)
from .state import ArtifactsState
from . import setup as _setup
from . import redeal as _redeal

if TYPE_CHECKING:        # annotations only
    from game.core.record import Record

_ = domain("artifacts")


def _factions_fit(players: int, options: dict) -> str | None:
    """The 'factions' option: empty (dealt at random) or one distinct faction key per seat."""
    fixed = options.get("factions")
    if not fixed:
        return None
    if not isinstance(fixed, list) or len(fixed) != players:
        return _("choose one faction per player ({players}), or none to deal them at random",
                 players=players)
    for key in fixed:
        if key not in cards.BY_KEY or cards.KIND[cards.BY_KEY[key]] != "faction":
            return _("{key} is not a faction (f0..f5)", key=repr(key))
    if len(set(fixed)) != len(fixed):
        return _("two players cannot play the same faction")
    return None


INFO = GameInfo(
    id="artifacts", name="Alien Artifacts", min_players=2, max_players=5,
    options=(
        OptionSpec("factions", N_("Factions by seat"), "data", [],
                   help=N_("Empty: dealt at random. Else one faction key (f0..f5) per seat.")),
    ),
    hidden_information=True,
    description="Build an empire of planets, technologies and ships; each card on its "
                "Logistics side for a lasting bonus or its Operational side for action.",
    cross_checks=(_factions_fit,),
)
ArtifactsState.info = INFO


def new_game(players: int, options: Optional[dict] = None, seed: int = 0) -> ArtifactsState:
    """A new game; all randomness comes from `seed`.

    Besides the lobby's options, "edition" names the edition of the rules (editions.py); a
    new game without one gets the current edition, written into its options so that its
    record and saves keep it (older saves: `upgrade_options`)."""
    options = dict(options or {})
    edition = options.pop("edition", editions.CURRENT)
    err = editions.check(edition)
    if err:
        raise ValueError(err)
    checked = INFO.check_options(players, options)
    checked["edition"] = edition
    return _setup.new_game(INFO, players, checked, seed)


def upgrade_options(record: "Record", created: Optional[str] = None) -> dict:
    """The options to replay `record` (a core Record) with: its own when they name an
    edition, else edition 0, the rules every game saved before editions existed was played
    with (`created` is not needed: there was only one edition before)."""
    return editions.options_for(record.options)


def determinize(state: ArtifactsState, player: int, seed: int = 0) -> ArtifactsState:
    """A copy of `state` with what `player` cannot see redealt at random (redeal.py)."""
    return _redeal.determinize(state, player, seed)


def _mirror(view: dict, player: int, seed: int) -> ArtifactsState:
    """GameSpec.mirror: the AI's state sampled from the view (ai/sampling.py)."""
    from .ai.sampling import sample_state  # lazy: only a friend's device needs it
    return sample_state(view, player, Rng(seed))


def _levels() -> Mapping[str, Level]:
    from .ai import LEVELS  # lazy: the AI is imported only when its levels are asked for
    return LEVELS


def _hints() -> Callable[..., Any]:
    from .ai.hints import HINTER  # lazy: the AI is imported only when a hint is asked for
    return HINTER


def _round_of(state: Any) -> int:
    """The points-by-round chart's round (game/core/timeline.py): full turns of the
    table (every player has taken one more turn)."""
    return min(state.turns) + 1


GAME = GameSpec(
    listing=registry.BY_ID["artifacts"], info=INFO, new_game=new_game,
    levels=_levels, determinize=redeal_with(determinize), upgrade_options=upgrade_options,
    i18n_domain="artifacts",
    hints=_hints, round_of=_round_of, mirror=_mirror)

__all__ = ["GAME", "INFO", "new_game", "determinize", "upgrade_options", "ArtifactsState",
           "cards"]
