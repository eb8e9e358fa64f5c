"""The page's addresses (hash routing), pure Python so it is tested in CPython.

    #/                     the lobby
    #/<game>/new           the new-game form of a game
    #/<game>/<save-id>     a game in play (its save's slot id)

`parse(hash, games)` turns `location.hash` into a Route; anything else (unknown game,
malformed path) is a Route of kind "bad" with a message for the player. Whether a save id
exists is for the app to check (the store knows).
"""
from typing import NamedTuple

from game.core.i18n import N_

from .store import SLOT_RE

LOBBY = "#/"
MAX_HASH = 300      # longer than any address of ours (a slot id is at most 96 characters)
# messages in English; the app shell translates them when it shows them
NOT_SAVED = N_("That game link is not in this browser's saves: it may have been deleted, or "
               "played in another browser or on another device. Here is the lobby.")
BAD_LINK = N_("That link is not a Galaxy Table address. Here is the lobby.")
NO_SUCH_GAME = N_("That link is for a game this app does not have. Here is the lobby.")


class Route(NamedTuple):
    """Where an address leads (a NamedTuple: cheaper than a dataclass at the page's start)."""
    kind: str                 # "lobby" | "new" | "game" | "bad"
    game: str | None = None
    save_id: str | None = None
    message: str | None = None  # for "bad": what to tell the player


def lobby_hash() -> str:
    return LOBBY


def new_game_hash(game: str) -> str:
    return f"#/{game}/new"


def game_hash(game: str, save_id: str) -> str:
    return f"#/{game}/{save_id}"


def parse(hash_text: str, games) -> Route:
    """The route of a location.hash ("#/rftg/new", "", "#/" …); `games` are the game ids."""
    text = str(hash_text or "")
    if len(text) > MAX_HASH:
        return Route("bad", message=BAD_LINK)
    if text.startswith("#"):
        text = text[1:]
    parts = [p for p in text.split("/") if p] if text.startswith("/") or not text else None
    if parts is None:
        return Route("bad", message=BAD_LINK)
    if not parts:
        return Route("lobby")
    if len(parts) != 2:
        return Route("bad", message=BAD_LINK)
    game, rest = parts
    if game not in games:
        return Route("bad", game=None,
                     message=NO_SUCH_GAME)
    if rest == "new":
        return Route("new", game=game)
    if not SLOT_RE.match(rest):
        return Route("bad", game=game, message=NOT_SAVED)
    return Route("game", game=game, save_id=rest)


def hash_of(route: Route) -> str:
    """The address of a route (the lobby's for "bad")."""
    if route.kind == "new":
        return new_game_hash(route.game)
    if route.kind == "game":
        return game_hash(route.game, route.save_id)
    return LOBBY
