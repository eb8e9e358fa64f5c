"""Race for the Galaxy (base game, 2-4 players, advanced 2-player variant): the rules engine.

    >>> from game.rftg import new_game
    >>> s = new_game(2, {}, seed=1)
    >>> s.deciders()
    [0, 1]

See docs/rftg-engine.md for the view, the decisions and their actions, and the card data.
"""
from typing import Any, Callable, Mapping, Optional

from game.core import registry
from game.core.agents import Level
from game.core.contract import GameSpec, redeal_with
from game.core.i18n import N_, domain
from game.core.protocol import GameInfo, OptionSpec

from . import cards
from .state import RftgState
from . import setup as _setup
from . import fromview as _fromview, redeal as _redeal

_ = domain("rftg")


def _advanced_is_for_two(players: int, options: dict) -> str | None:
    """The advanced variant (two action cards each round) is a 2-player game."""
    if options["advanced"] and players != 2:
        return _("the advanced variant is for 2 players only")
    return None


INFO = GameInfo(
    id="rftg", name="Race for the Galaxy", min_players=2, max_players=4,
    options=(
        # labels and help in English, marked; the new-game form shows them translated
        OptionSpec("advanced", N_("Advanced 2-player game (two action cards each round)"),
                   "bool", False,
                   help=N_("For 2 players who know the game: each has all 9 action cards "
                           "and chooses two each round. Both Explore cards: draw 8, keep 2. "
                           "Two Develop or two Settle cards: two such phases in a row. Both "
                           "Consume cards: trade one good, then consume the rest for double "
                           "VP.")),
        OptionSpec("first_game", N_("First game (start worlds 1..N and preset hands)"), "bool",
                   False, help=N_("Start worlds 1 to N and the four numbered cards as the "
                                  "opening hand.")),
    ),
    simultaneous=True, hidden_information=True,
    description="Build a galactic civilization of worlds and developments; choose phases "
                "secretly each round.",
    cross_checks=(_advanced_is_for_two,),
)
RftgState.info = INFO


def check_options(players: int, options: dict) -> dict:
    """Complete, checked options (an alias of INFO.check_options, which holds every rule)."""
    return INFO.check_options(players, options)


def new_game(players: int, options: Optional[dict] = None, seed: int = 0) -> RftgState:
    """A new game; all randomness comes from `seed`."""
    return _setup.new_game(INFO, players, check_options(players, options or {}), seed)


def from_parts(players: int, options: Optional[dict] = None, seed: int = 0,
               **parts: Any) -> RftgState:
    """A state built from given hands, tableaux, goods and piles (see setup.from_parts)."""
    check_options(players, options or {})
    return _setup.from_parts(INFO, players, options, seed, **parts)


def from_view(view: dict, seed: int = 0) -> RftgState:
    """A state consistent with a player's view, hidden cards dealt at random (fromview.py)."""
    return _fromview.from_view(view, seed)


def determinize(state: RftgState, player: int, seed: int = 0) -> RftgState:
    """A copy of `state` with what `player` cannot see redealt at random (redeal.py)."""
    return _redeal.determinize(state, player, seed)


def _mirror(view: dict, player: int, seed: int) -> RftgState:
    """GameSpec.mirror: `from_view` (the view says whose it is)."""
    return _fromview.from_view(view, seed)


def _levels() -> Mapping[str, Level]:
    from .ai import LEVELS  # lazy: the AI is imported only when its levels are asked for
    return LEVELS


def _hints() -> Callable[..., Any]:
    from .ai.hints import HINTER  # lazy: the AI is imported only when a hint is asked for
    return HINTER


def _round_of(state: Any) -> int:
    """The points-by-round chart's round (game/core/timeline.py): the game round."""
    return state.round


GAME = GameSpec(
    listing=registry.BY_ID["rftg"], info=INFO, new_game=new_game, levels=_levels,
    determinize=redeal_with(determinize), i18n_domain="rftg",
    hints=_hints, round_of=_round_of, mirror=_mirror)

__all__ = ["GAME", "INFO", "new_game", "from_parts", "from_view", "determinize", "RftgState",
           "cards"]
