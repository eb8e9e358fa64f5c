"""The page's addresses (hash routing), pure Python so it is tested in CPython.

    #/                     the lobby
    #/<game>/new           the new-game form of a game
    #/<game>/<save-id>     a game in play (its save's slot id)
    #/join/<game>/<seat>/<players>/<host-save-id>/<offer>   a friend's invite (ui/net: the
                           offer is the host's WebRTC offer code; a fragment never leaves
                           the page)
    #/mail/<game>/<text>   a correspondence link: the record so far (ui/net/mail.py)

`parse(hash, games)` turns `location.hash` into a Route; anything else (unknown game,
malformed path) is a Route of kind "bad" with a message for the player. Whether a save id
exists is for the app to check (the store knows).
"""
import re
from typing import NamedTuple

from game.core.i18n import N_

from .store import SLOT_RE

LOBBY = "#/"
MAX_HASH = 300      # longer than any address of ours (a slot id is at most 96 characters)
MAX_JOIN = 1200     # an invite: its offer code is the longest part (ui/net/sdp_code.py)
MAX_MAIL = 60_100   # a correspondence link: its text is at most 60,000 (ui/net/mail.py)
MAIL_RE = re.compile(r"^[A-Za-z0-9_-]{8,60000}$")
CODE_RE = re.compile(r"^[A-Za-z0-9_-]{8,1000}$")
# messages in English; the app shell translates them when it shows them
NOT_SAVED = N_("That game link is not in this browser's saves: it may have been deleted, or "
               "played in another browser or on another device. Here is the lobby.")
BAD_LINK = N_("That link is not a Galaxy Table address. Here is the lobby.")
BAD_MAIL = N_("That game link is damaged: ask the other player to send it again. Here is "
             "the lobby.")
BAD_INVITE = N_("That invite link is damaged: ask the host for a new one. Here is the lobby.")
NO_SUCH_GAME = N_("That link is for a game this app does not have. Here is the lobby.")


class Route(NamedTuple):
    """Where an address leads (a NamedTuple: cheaper than a dataclass at the page's start)."""
    kind: str                 # "lobby" | "new" | "game" | "join" | "mail" | "bad"
    game: str | None = None
    save_id: str | None = None  # for "join": the host's save id
    message: str | None = None  # for "bad": what to tell the player
    seat: int | None = None     # for "join": the seat offered
    players: int | None = None  # for "join": the game's number of players
    code: str | None = None     # for "join": the host's offer code; "mail": the link's text


def lobby_hash() -> str:
    return LOBBY


def new_game_hash(game: str) -> str:
    return f"#/{game}/new"


def game_hash(game: str, save_id: str) -> str:
    return f"#/{game}/{save_id}"


def join_hash(game: str, seat: int, players: int, host_id: str, code: str) -> str:
    return f"#/join/{game}/{seat}/{players}/{host_id}/{code}"


def mail_hash(game: str, text: str) -> str:
    return f"#/mail/{game}/{text}"


def _mail(parts: list, games) -> Route:
    if len(parts) != 3 or not MAIL_RE.match(parts[2]):
        return Route("bad", message=BAD_MAIL)
    if parts[1] not in games:
        return Route("bad", message=NO_SUCH_GAME)
    return Route("mail", game=parts[1], code=parts[2])


def _join(parts: list, games) -> Route:
    ok = (len(parts) == 6 and parts[2].isdigit() and parts[3].isdigit() and
          int(parts[2]) < int(parts[3]) <= 8 and SLOT_RE.match(parts[4]) and
          CODE_RE.match(parts[5]))
    if not ok:
        return Route("bad", message=BAD_INVITE)
    if parts[1] not in games:
        return Route("bad", message=NO_SUCH_GAME)
    return Route("join", game=parts[1], save_id=parts[4], seat=int(parts[2]),
                 players=int(parts[3]), code=parts[5])


def parse(hash_text: str, games) -> Route:
    """The route of a location.hash ("#/rftg/new", "", "#/" …); `games` are the game ids."""
    text = str(hash_text or "")
    if text.startswith(("#/join/", "/join/")) and len(text) <= MAX_JOIN:
        return _join([p for p in text.lstrip("#").split("/") if p], games)
    if text.startswith(("#/mail/", "/mail/")):
        if len(text) > MAX_MAIL:
            return Route("bad", message=BAD_MAIL)
        return _mail([p for p in text.lstrip("#").split("/") if p], games)
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
    if route.kind == "join":
        return join_hash(route.game, route.seat, route.players, route.save_id, route.code)
    if route.kind == "mail":
        return mail_hash(route.game, route.code)
    return LOBBY
