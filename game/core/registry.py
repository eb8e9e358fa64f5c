"""The table of games: id -> package. Packages are imported lazily on first use."""
import importlib

from .errors import BadRecord

# id -> module path. A game that is not yet implemented is listed in the lobby by ui/, not here.
GAMES = {
    "rftg": "game.rftg",
    "gaia": "game.gaia",
}


def available():
    """Ids of the games whose package imports (i.e. that exist in this build)."""
    out = []
    for gid in GAMES:
        try:
            module(gid)
        except ImportError:
            continue
        out.append(gid)
    return out


def module(game_id):
    """The package of a game, which has INFO and new_game()."""
    if game_id not in GAMES:
        raise BadRecord(f"unknown game: {game_id!r}")
    return importlib.import_module(GAMES[game_id])


def info(game_id):
    return module(game_id).INFO


def new_game(game_id, players, options=None, seed=0):
    return module(game_id).new_game(players, options or {}, seed)
