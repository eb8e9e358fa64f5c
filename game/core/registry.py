"""The registry of games: the light catalogue the lobby lists, and each game's `GAME`.

Each `CatalogueEntry` says what the lobby shows (title, blurb, icon, player counts) and where
the game lives (its engine package and its table module). Importing this module imports no
engine: the lobby lists games from the catalogue alone. `game(id)` imports a game's package on
first use and returns its `GAME` (a game.core.contract.GameSpec, which holds its catalogue
entry): records, the table kit, the tournaments and the contract test read only that.

A test may add a game of its own: `register(GAME)` (and `unregister(id)` after), e.g. the toy
Nim of tests/fixtures/nim.

    >>> [e.id for e in CATALOGUE]
    ['rftg', 'gaia', 'artifacts', 'epochs']
    >>> catalogue_entry("gaia").players
    (2, 4)
    >>> game("rftg").info.name                  # doctest: +SKIP
    'Race for the Galaxy'
    >>> sorted(game("gaia").ai_levels())        # doctest: +SKIP
    ['easy', 'hard', 'normal', 'random']
"""
import importlib
import importlib.util
from typing import TYPE_CHECKING, NamedTuple, Optional

from .errors import BadRecord
from .i18n import N_  # titles and blurbs are translated by the lobby (ui/games.py)

if TYPE_CHECKING:        # annotations only: the lobby imports this module, and no dataclass
    from .contract import GameSpec
    from .protocol import GameInfo, GameState


class CatalogueEntry(NamedTuple):
    """One game of the catalogue (a NamedTuple, not a dataclass: the page's lobby imports this
    module at start-up, and building a dataclass costs a few milliseconds there).

    package: the engine package (its `GAME`); it may not exist yet (planned games).
    ui_module: the game's table module in the page (ui/<id>/: new_game_form and mount).
    importer: a module that reads another site's record of this game (optional): it has
        DESCRIPTION, `recognizes(text) -> bool` and `to_record(text) -> (Record, seat names,
        save name)` raising ValueError with a reason (see game/gaia/importer.py).
    """
    id: str
    title: str
    blurb: str
    icon: str
    package: str
    ui_module: str
    min_players: int
    max_players: int
    players_note: str = ""
    importer: str = ""

    @property
    def players(self) -> tuple:
        """(min_players, max_players)."""
        return (self.min_players, self.max_players)

    @property
    def players_text(self) -> str:
        """'2–4 players', '2 players', with the note in brackets when there is one."""
        if self.min_players == self.max_players:
            text = f"{self.min_players} players"
        else:
            text = f"{self.min_players}–{self.max_players} players"
        return f"{text} ({self.players_note})" if self.players_note else text


CATALOGUE = (
    CatalogueEntry(
        "rftg", N_("Race for the Galaxy"),
        N_("Build a galactic civilization from a hand of cards: choose a phase each round, "
        "settle worlds, develop technologies and ship goods for points."),
        "assets/icons/game-rftg.svg", "game.rftg", "ui.rftg", 2, 4),
    CatalogueEntry(
        "gaia", N_("Gaia Project"),
        N_("Lead one of fourteen alien factions across a map of sectors: terraform planets, "
        "research technologies and form federations over six rounds."),
        "assets/icons/game-gaia.svg", "game.gaia", "ui.gaia", 2, 4,
        importer="game.gaia.importer"),
    CatalogueEntry(
        "artifacts", N_("Alien Artifacts"),
        N_("Explore, build a fleet and assemble discoveries into a space empire with "
        "logistics and operational cards."),
        "assets/icons/game-artifacts.svg", "game.artifacts", "ui.artifacts", 2, 5),
    CatalogueEntry(
        "epochs", N_("Three Epochs of Space (two-player card duel)"),
        N_("A two-player card game across three epochs: pay for cards or play them, "
        "colonize planet quarters and win influence."),
        "assets/icons/game-epochs.svg", "game.epochs", "ui.epochs", 2, 2),
)

BY_ID = {e.id: e for e in CATALOGUE}

# id -> engine package, for every listed game (register() adds a test's own game here).
GAMES = {e.id: e.package for e in CATALOGUE}

# What the lobby lists, in order: the catalogue, then any game a test registered. A list, so
# ui/games.py shares it and sees a registration.
LISTED: list = list(CATALOGUE)

_REGISTERED: dict = {}     # id -> GameSpec of the games added by register()


def catalogue_entry(game_id: str) -> Optional[CatalogueEntry]:
    """The catalogue entry of `game_id` (a registered game's too), or None."""
    spec = _REGISTERED.get(game_id)
    return spec.listing if spec is not None else BY_ID.get(game_id)


def has_package(game_id: str) -> bool:
    """True if the game's engine package exists in this build (found without importing it)."""
    if game_id in _REGISTERED:
        return True
    path = GAMES.get(game_id)
    if path is None:
        return False
    try:
        return importlib.util.find_spec(path) is not None
    except (ImportError, ValueError):
        return False


def available() -> list:
    """Ids of the games whose engine package exists in this build (none is imported)."""
    return [gid for gid in GAMES if has_package(gid)]


def game(game_id: str) -> "GameSpec":
    """The `GAME` of a game (its package is imported on first use).

    Raises BadRecord for an unknown id or a game not in this build, TypeError naming the
    package when it has no `GAME` that is a GameSpec of that id.
    """
    spec = _REGISTERED.get(game_id)
    if spec is not None:
        return spec
    if game_id not in GAMES:
        raise BadRecord(f"unknown game: {game_id!r}")
    if not has_package(game_id):
        entry = BY_ID.get(game_id)
        raise BadRecord(f"{entry.title if entry else game_id} is not playable in this build yet")
    from .contract import GameSpec  # lazy: the lobby imports this module (no dataclass)

    package = importlib.import_module(GAMES[game_id])
    spec = package.__dict__.get("GAME")
    if not isinstance(spec, GameSpec) or spec.id != game_id:
        raise TypeError(f"{GAMES[game_id]} must define GAME = GameSpec(...) for {game_id!r} "
                        f"(game/core/contract.py), not {spec!r}")
    return spec


def games() -> list:
    """The GAME of every game in this build, in the lobby's order (imports them all)."""
    return [game(gid) for gid in available()]


def register(spec: "GameSpec") -> None:
    """Add a game that is not in the catalogue (a test's own): listed, playable, recorded."""
    if spec.id in GAMES:
        raise ValueError(f"a game {spec.id!r} is already registered")
    _REGISTERED[spec.id] = spec
    GAMES[spec.id] = spec.listing.package
    LISTED.append(spec.listing)


def unregister(game_id: str) -> None:
    """Take back a game added by register()."""
    spec = _REGISTERED.pop(game_id)
    del GAMES[game_id]
    LISTED.remove(spec.listing)


def importers() -> list:
    """[(game id, importer module)] of the games in this build that read other sites' records
    (imported now); the lobby's Import tries them on a file that is not a save."""
    return [(e.id, importlib.import_module(e.importer)) for e in CATALOGUE
            if e.importer and has_package(e.id)]


# --- shortcuts to a GAME's fields -----------------------------------------------------------
def info(game_id: str) -> "GameInfo":
    """The game's GameInfo (imports its package)."""
    return game(game_id).info


def player_counts(game_id: str) -> tuple:
    """(min, max) players from the catalogue (equal to the GAME's, which checks it)."""
    entry = catalogue_entry(game_id)
    if entry is None:
        raise BadRecord(f"unknown game: {game_id!r}")
    return entry.players


def levels(game_id: str) -> dict:
    """The game's AI levels {key: Level} (its AI modules are imported now)."""
    return game(game_id).ai_levels()


def new_game(game_id: str, players: int, options: Optional[dict] = None,
             seed: int = 0) -> "GameState":
    """A new GameState of `game_id` (options checked by the game; ValueError if refused)."""
    return game(game_id).new_game(players, options or {}, seed)
