"""The catalogue of games: one entry per game the lobby lists, planned games included.

Each `CatalogueEntry` says what the lobby shows (title, blurb, icon, player counts) and where
the game lives (its engine package and its UI module). Importing this module imports no engine:
the lobby lists games from the catalogue alone, and a package is imported on first use.

The player counts of a game whose package exists equal its `INFO` (a test pins them); for a
planned game they are the counts it is planned for.

    >>> [e.id for e in CATALOGUE]
    ['rftg', 'gaia', 'artifacts', 'epochs']
    >>> catalogue_entry("gaia").players
    (2, 4)
    >>> info("rftg").name                       # doctest: +SKIP
    'Race for the Galaxy'
    >>> sorted(levels("gaia"))                  # doctest: +SKIP
    ['easy', 'normal', 'random']
"""
import importlib
import importlib.util
from types import ModuleType
from typing import TYPE_CHECKING, NamedTuple, Optional

from .errors import BadRecord
from .i18n import N_  # titles and blurbs are translated by the lobby (ui/games.py)

if TYPE_CHECKING:  # the protocol is imported with a game's package (module()), not here
    from .protocol import GameInfo, GameState


class CatalogueEntry(NamedTuple):
    """One game of the catalogue (a NamedTuple, not a dataclass: the page's lobby imports this
    module at start-up, and building a dataclass costs a few milliseconds there).

    package: the engine package (has INFO and new_game); it may not exist yet (planned games).
    ui_module: the module that renders the game in the page (ui/<id>/).
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

# id -> engine package, for every catalogue game (tests may add their own toy game here).
GAMES = {e.id: e.package for e in CATALOGUE}


def catalogue_entry(game_id: str) -> Optional[CatalogueEntry]:
    """The catalogue entry of `game_id`, or None."""
    return BY_ID.get(game_id)


def has_package(game_id: str) -> bool:
    """True if the game's engine package exists in this build (found without importing it)."""
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


def module(game_id: str) -> ModuleType:
    """The engine package of a game (it has INFO and new_game); imported on first use.

    Raises BadRecord for an unknown id or a game not in this build.
    """
    if game_id not in GAMES:
        raise BadRecord(f"unknown game: {game_id!r}")
    if not has_package(game_id):
        entry = BY_ID.get(game_id)
        raise BadRecord(f"{entry.title if entry else game_id} is not playable in this build yet")
    return importlib.import_module(GAMES[game_id])


def importers() -> list:
    """[(game id, importer module)] of the games in this build that read other sites' records
    (imported now); the lobby's Import tries them on a file that is not a save."""
    return [(e.id, importlib.import_module(e.importer)) for e in CATALOGUE
            if e.importer and has_package(e.id)]


def info(game_id: str) -> "GameInfo":
    """The game's GameInfo (imports its package)."""
    return module(game_id).INFO


def player_counts(game_id: str) -> tuple:
    """(min, max) players: from the game's INFO if its package exists, else the planned counts."""
    if has_package(game_id):
        gi = info(game_id)
        return (gi.min_players, gi.max_players)
    entry = BY_ID.get(game_id)
    if entry is None:
        raise BadRecord(f"unknown game: {game_id!r}")
    return entry.players


def levels(game_id: str) -> dict:
    """The game's AI levels {key: Level} from its `ai` package (imported now); a game with no
    AI package gets the random level only."""
    from .agents import RANDOM_LEVEL

    package = module(game_id).__name__
    try:
        ai = importlib.import_module(package + ".ai")
    except ModuleNotFoundError as exc:
        if exc.name != package + ".ai":
            raise
        return {"random": RANDOM_LEVEL}
    found = getattr(ai, "LEVELS", None)
    return dict(found) if found else {"random": RANDOM_LEVEL}


def new_game(game_id: str, players: int, options: Optional[dict] = None,
             seed: int = 0) -> "GameState":
    """A new GameState of `game_id` (options checked by the game; ValueError if refused)."""
    return module(game_id).new_game(players, options or {}, seed)
