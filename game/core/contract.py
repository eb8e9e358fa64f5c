"""`GameSpec`: the one declaration a game package makes, as `GAME`.

Everything the rest of the app needs from a game is a field of its `GAME` (game/<id>/__init__.py);
nothing outside the package looks for other names in it. The registry (registry.py) imports a
package on first use and reads `GAME`; records, the table kit, the lobby and the contract test
read only `GAME`::

    >>> from game.core import registry
    >>> GAME = registry.game("rftg")                          # doctest: +SKIP
    >>> GAME.id, GAME.title, GAME.player_counts               # doctest: +SKIP
    ('rftg', 'Race for the Galaxy', (2, 3, 4))
    >>> state = GAME.new_game(2, {}, 7)                       # doctest: +SKIP
    >>> agent = GAME.make_agent("easy", seed=3)               # doctest: +SKIP
    >>> hidden_redealt = GAME.determinize(state, 0, Rng(5))   # doctest: +SKIP

The lobby's static facts (id, translatable title and blurb, icon, player counts, the table
module, the importer) stay in the registry's light `CATALOGUE` (a NamedTuple per game, read at
page start-up without importing any engine); a `GameSpec` holds its game's entry as `listing`
and checks that it agrees with the engine's `GameInfo`.

A game with no hidden information uses `no_hidden_information` as its `determinize`; a game
whose content never changed uses the default `upgrade_options` (`keep_options`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from .agents import RANDOM_LEVEL, Agent, Level
from .agents import make_agent as _make_agent
from . import i18n
from .protocol import GameInfo, GameState
from .rng import Rng

if TYPE_CHECKING:                        # only for the annotations (no import cycle)
    from .record import Record
    from .registry import CatalogueEntry

NewGame = Callable[[int, Optional[dict], int], GameState]
Determinize = Callable[[GameState, int, Rng], GameState]
UpgradeOptions = Callable[["Record", Optional[str]], dict]
LoadLevels = Callable[[], Mapping[str, Level]]
# () -> a hinter (game.core.hints.Hinter): hinter(view, legal, player, seed), a generator
LoadHints = Callable[[], Callable[..., Any]]
Redeal = Callable[[Any, int, int], Any]
# (view, player, seed) -> a state agreeing with the view (hidden parts dealt from the seed)
Mirror = Callable[[dict, int, int], GameState]
RoundOf = Callable[[GameState], int]


def keep_options(record: "Record", created: Optional[str] = None) -> dict:
    """The default `upgrade_options`: a record replays with its own options."""
    return record.options


def no_hidden_information(state: GameState, player: int, rng: Rng) -> GameState:
    """The `determinize` of a game where every player sees everything: an unchanged copy."""
    return state.clone()


def random_only() -> Mapping[str, Level]:
    """The `levels` of a game without an AI of its own: uniformly random play (hidden)."""
    return {"random": RANDOM_LEVEL}


def redeal_with(redeal: Redeal) -> Determinize:
    """A `determinize(state, player, rng)` from a game's seeded redeal `redeal(state, player,
    seed)` (the redeal.py the AIs use): the seed is the rng's next 64-bit draw."""
    def determinize(state: GameState, player: int, rng: Rng) -> GameState:
        return redeal(state, player, rng.next64())
    determinize.__doc__ = redeal.__doc__
    return determinize


@dataclass(frozen=True, kw_only=True)
class GameSpec:
    """What a game is to the rest of the app (one instance per game: its package's `GAME`).

    listing:     the registry's light catalogue entry (id, title and blurb marked with `N_`,
                 icon, player counts, `ui_module` = the table module, optional importer);
    info:        the engine's GameInfo: player counts, options with defaults, kinds and the
                 game's cross-option checks (`check_options`);
    new_game:    new_game(players, options, seed) -> GameState (options checked; ValueError);
    levels:      a loader () -> {key: Level} of the AI levels (called when needed, so the
                 AI's modules are imported only then); `random_only` for a game with no AI;
    determinize: determinize(state, player, rng) -> a state that agrees with everything
                 `player` can see, every hidden part redealt from `rng`
                 (`no_hidden_information` for a game without secrets);
    upgrade_options: upgrade_options(record, created) -> the options a record of older
                 content replays with (default `keep_options`);
    i18n_domain: the text domain of the engine and its table (one of game.core.i18n.DOMAINS);
    hints:       a loader () -> the game's hinter (game/core/hints.py: the best moves of a
                 decision rated from one player's view), imported only when called; None for
                 a game without hints;
    round_of:    round_of(state) -> the round under way, an int that grows (0: setup), for
                 the points-by-round chart (game/core/timeline.py); None: full turns of the
                 table (every seat decided once more);
    mirror:      mirror(view, player, seed) -> a state built from `player`'s view alone that
                 agrees with it in everything `player` may ask (legal actions, decision,
                 labels, queries, refusals), hidden parts dealt from `seed`: what a friend's
                 device plays on (ui/net); None: the game cannot be played over the network.
    """
    listing: "CatalogueEntry"
    info: GameInfo
    new_game: NewGame
    levels: LoadLevels
    determinize: Determinize
    i18n_domain: str
    upgrade_options: UpgradeOptions = field(default=keep_options)
    hints: Optional[LoadHints] = None
    round_of: Optional[RoundOf] = None
    mirror: Optional[Mirror] = None

    def __post_init__(self) -> None:
        for name, value in (("new_game", self.new_game), ("levels", self.levels),
                            ("determinize", self.determinize),
                            ("upgrade_options", self.upgrade_options)):
            if not callable(value):
                raise TypeError(f"GAME of {self.listing.id!r}: {name} must be callable")
        if self.info.id != self.listing.id:
            raise ValueError(f"GAME of {self.listing.id!r}: its GameInfo is {self.info.id!r}")
        if (self.info.min_players, self.info.max_players) != self.listing.players:
            raise ValueError(f"GAME of {self.id!r}: the catalogue says {self.listing.players} "
                             f"players, its GameInfo {self.info.min_players}-"
                             f"{self.info.max_players}")
        if not self.i18n_domain:
            raise ValueError(f"GAME of {self.id!r}: i18n_domain is empty")

    # --- the listing's facts ------------------------------------------------------------------
    @property
    def id(self) -> str:
        """The game's id ("rftg"): in records, saves, addresses and the registry."""
        return self.listing.id

    @property
    def title(self) -> str:
        """The title in English, marked for translation (the lobby translates it)."""
        return self.listing.title

    @property
    def blurb(self) -> str:
        """The lobby's sentence on the game, in English, marked for translation."""
        return self.listing.blurb

    @property
    def icon(self) -> str:
        """The lobby icon's path in the site (assets/icons/game-<id>.svg)."""
        return self.listing.icon

    @property
    def table(self) -> str:
        """The module of its table in the page (ui.<id>: `new_game_form` and `mount`)."""
        return self.listing.ui_module

    @property
    def player_counts(self) -> tuple[int, ...]:
        """Every allowed player count, smallest first."""
        return self.info.player_counts

    # --- options, AI ----------------------------------------------------------------------------
    def default_options(self) -> dict:
        """Every option at its default."""
        return self.info.default_options()

    def check_options(self, players: int, options: Optional[dict]) -> dict:
        """Complete, checked options; ValueError with a readable reason (cross-checks included)."""
        return self.info.check_options(players, options)

    def ai_levels(self) -> dict[str, Level]:
        """{key: Level} in the game's order (loads the AI's modules on first call)."""
        return dict(self.levels())

    def make_agent(self, level: str, seed: int = 0, max_time: Optional[float] = None) -> Agent:
        """An Agent of one of the game's AI levels; ValueError naming the known levels."""
        return _make_agent(self.ai_levels(), level, seed, max_time)

    def missing(self) -> list[str]:
        """The contract's pieces this GAME gets wrong, as sentences (empty when complete); the
        contract test (tests/core/test_contract.py) reports them."""
        out = []
        if self.i18n_domain not in i18n.DOMAINS:
            out.append(f"i18n_domain {self.i18n_domain!r} is not one of game.core.i18n.DOMAINS")
        for name, value in (("title", self.title), ("blurb", self.blurb), ("icon", self.icon),
                            ("table", self.table)):
            if not value:
                out.append(f"{name} is empty in the catalogue entry")
        try:
            levels = self.ai_levels()
        except Exception as exc:  # noqa: BLE001 - reported as the missing piece
            out.append(f"levels() failed: {type(exc).__name__}: {exc}")
        else:
            if not levels:
                out.append("levels() gives no AI level (use random_only)")
            for key, level in levels.items():
                if not isinstance(level, Level) or level.key != key:
                    out.append(f"levels() maps {key!r} to {level!r}, not a Level of that key")
        return out
