"""Gaia Project (base game) for 2-4 players: the rules engine on the game/core protocol.

`new_game(players, options, seed)` returns a GaiaState. Options: variant ('advanced' faction
choice, or 'first-game' fixed factions and map), map ('random' or 'first-game'), setup (data:
map placement, boosters, tech tiles, scoring tiles, federation supply, factions) and lenient
(skip the 'no unneeded satellite' check, for imported records). See docs/gaia-engine.md."""
from typing import Any, Callable, Mapping, Optional

from game.core import registry
from game.core.agents import Level
from game.core.contract import GameSpec, no_hidden_information
from game.core.i18n import N_, domain
from game.core.protocol import GameInfo, OptionSpec

from .state import GaiaState

_ = domain("gaia")


def _setup_is_an_object(players: int, options: dict) -> str | None:
    """The setup data, when given, is an object whose factions (if any) fit the player count."""
    setup = options.get("setup")
    if setup is None:
        return None
    if not isinstance(setup, dict):
        return _("option setup (Setup data) must be an object of setup parts")
    factions = setup.get("factions")
    if factions and (not isinstance(factions, (list, tuple)) or len(factions) != players):
        return _("setup data must name one faction per player ({players})", players=players)
    return None


INFO = GameInfo(
    id="gaia",
    name="Gaia Project",
    min_players=2,
    max_players=4,
    options=(
        # labels and help in English, marked; the new-game form shows them translated
        OptionSpec("variant", N_("Setup"), "choice", "advanced", ("advanced", "first-game"),
                   help=N_("advanced: choose factions and place first mines; first-game: "
                           "fixed factions")),
        OptionSpec("map", N_("Map"), "choice", "random",
                   ("random", "random-1", "random-2", "first-game"),
                   help=N_("random: all sectors shuffled and turned; random-1: sectors 1-4 as "
                           "in the first game; random-2: sectors 1-4 shuffled but not turned")),
        OptionSpec("setup", N_("Setup data"), "data", None,
                   help=N_("map placement, tiles and factions given as data (imported games)")),
        OptionSpec("turn_order", N_("Turn order"), "choice", "printed", ("printed", "pass-order"),
                   help=N_("printed: whoever passed first starts the next round, then "
                           "clockwise; pass-order: the next round follows the order of passing")),
        OptionSpec("lenient", N_("Lenient federations"), "bool", False,
                   help=N_("accept a federation with more buildings or satellites than needed, "
                           "as boardgamers.space does (for imported games)")),
    ),
    simultaneous=False,
    hidden_information=False,
    description="Terraform and colonize the galaxy with one of 14 factions; 6 rounds.",
    cross_checks=(_setup_is_an_object,),
)
GaiaState.info = INFO


def new_game(players: int, options: Optional[dict] = None, seed: int = 0) -> GaiaState:
    """A new game; all randomness comes from `seed` (Gaia has no hidden information)."""
    options = INFO.check_options(players, options or {})
    return GaiaState(players, options, seed)


def _mirror(view: dict, player: int, seed: int) -> GaiaState:
    """GameSpec.mirror: Gaia hides nothing; the view's snapshot is the whole state."""
    from .restore import restore  # lazy: only a friend's device needs it
    return restore(view["snapshot"])


def _levels() -> Mapping[str, Level]:
    from .ai import LEVELS  # lazy: the AI is imported only when its levels are asked for
    return LEVELS


def _hints() -> Callable[..., Any]:
    from .ai.hints import HINTER  # lazy: the AI is imported only when a hint is asked for
    return HINTER


def _round_of(state: Any) -> int:
    """The points-by-round chart's round (game/core/timeline.py): the round (0: setup)."""
    return state.round


GAME = GameSpec(
    listing=registry.BY_ID["gaia"], info=INFO, new_game=new_game, levels=_levels,
    determinize=no_hidden_information, i18n_domain="gaia",
    hints=_hints, round_of=_round_of, mirror=_mirror)

__all__ = ["GAME", "INFO", "new_game", "GaiaState"]
