"""Correspondence play ("play by links", pure Python): a game without hidden information
travels between two devices as a link `#/mail/<game>/<text>` (ui/routes.py) whose text
carries the whole record so far, the seats' names and who plays them.

    >>> text = pack(save)                     # doctest: +SKIP
    >>> unpack(text)["record"] == save["record"]   # doctest: +SKIP
    True

The text is base64url (no padding) of: one version byte, four check bytes (the first of
SHA-256 over what follows) and the zlib-compressed compact JSON
    {"g": game, "i": the game's mail id, "c": created, "n": name,
     "s": [[seat name, "p" (a person) | "a" (the computer), level], ...],
     "o": options, "x": seed, "a": [[player, action], ...]}
`unpack` refuses (MailError, a message for the player) anything damaged, too long, of
another version, of a game with hidden information, or whose record does not replay.

A save played by links has `meta.mail = {"game_id": <random id>, "seat": <this device's
seat>}`; its other persons' seats are of kind "friend" (another device's), the own seat is
"human" (see `seats_for`)."""
from __future__ import annotations

import base64
import binascii
import hashlib
import json
import random
import re
import zlib
from typing import Any

from game.core import registry
from game.core.i18n import domain

from ..save_format import ID_ALPHABET, MAX_NAME, BadSave, check_replay, new_save, validate

_ = domain("app")

VERSION = 1
MAX_TEXT = 60_000           # characters of a link's text (a whole game is far shorter)
MAX_JSON = 400_000          # bytes of the decoded JSON
CHECK = 4
TEXT_RE = re.compile(r"^[A-Za-z0-9_-]+$")
ID_RE = re.compile(r"^[a-z0-9]{6,24}$")


class MailError(ValueError):
    """A correspondence link that cannot be used; str(error) says why, for the player."""


def allowed(game: str) -> bool:
    """May `game` be played by links (its GameInfo says it has no hidden information)?"""
    try:
        return registry.game(game).info.hidden_information is False
    except (KeyError, ValueError, AttributeError):
        return False


def new_game_id(rng: Any = random) -> str:
    return "".join(rng.choice(ID_ALPHABET) for _ in range(12))


def mail_meta(save: dict) -> dict | None:
    """The save's `meta.mail` when it is a well-formed one, else None."""
    raw = (save.get("meta") or {}).get("mail")
    if not isinstance(raw, dict):
        return None
    gid, seat = raw.get("game_id"), raw.get("seat")
    players = len(save.get("seats") or [])
    if not isinstance(gid, str) or not ID_RE.match(gid) or not isinstance(seat, int) or \
            isinstance(seat, bool) or not 0 <= seat < max(players, 1):
        return None
    return {"game_id": gid, "seat": seat}


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def pack(save: dict) -> str:
    """The link text of a correspondence save (it must have `meta.mail`)."""
    meta = mail_meta(save)
    if meta is None:
        raise MailError(_("This game is not played by links."))
    rec = save["record"]
    seats = [[s.get("name") or "", "a" if s.get("kind") == "ai" else "p",
              s.get("level") if s.get("kind") == "ai" else None] for s in save["seats"]]
    body = {"g": save["game"], "i": meta["game_id"], "c": save.get("created", ""),
            "n": save.get("name", ""), "s": seats, "o": rec["options"], "x": rec["seed"],
            "a": rec["actions"]}
    raw = zlib.compress(json.dumps(body, separators=(",", ":"), ensure_ascii=False)
                        .encode("utf-8"), 9)
    head = bytes([VERSION])
    return _b64(head + hashlib.sha256(head + raw).digest()[:CHECK] + raw)


def _decode(text: object) -> dict:
    damaged = _("This game link is damaged: ask the other player to send it again.")
    if not isinstance(text, str) or not text:
        raise MailError(damaged)
    if len(text) > MAX_TEXT:
        raise MailError(_("This game link is too long for this app."))
    if not TEXT_RE.match(text):
        raise MailError(damaged)
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise MailError(damaged) from None
    if len(data) < 1 + CHECK + 2:
        raise MailError(damaged)
    if data[0] != VERSION:
        raise MailError(_("This game link was made by another version of the app (link "
                          "version {found}, this app reads {version}).",
                          found=str(data[0]), version=str(VERSION)))
    raw = data[1 + CHECK:]
    if hashlib.sha256(data[:1] + raw).digest()[:CHECK] != data[1:1 + CHECK]:
        raise MailError(damaged)
    try:
        unzip = zlib.decompressobj()
        plain = unzip.decompress(raw, MAX_JSON + 1)
        if len(plain) > MAX_JSON or unzip.unconsumed_tail:
            raise MailError(_("This game link is too long for this app."))
        body = json.loads(plain.decode("utf-8"))
    except MailError:
        raise
    except (zlib.error, UnicodeDecodeError, ValueError, RecursionError):
        raise MailError(damaged) from None
    if not isinstance(body, dict):
        raise MailError(damaged)
    return body


def _seats(raw: object, players: int) -> list[dict]:
    if not isinstance(raw, list) or len(raw) != players:
        raise MailError(_("This game link is damaged: its seats do not match the game."))
    out = []
    for s in raw:
        if not (isinstance(s, list) and len(s) == 3 and isinstance(s[0], str) and
                len(s[0]) <= MAX_NAME and s[1] in ("p", "a") and
                (s[2] is None or isinstance(s[2], str) and len(s[2]) <= 40)):
            raise MailError(_("This game link is damaged: its seats do not match the game."))
        out.append({"name": s[0], "kind": "person" if s[1] == "p" else "ai",
                    "level": s[2] if s[1] == "a" else None})
    return out


def unpack(text: object, game: str | None = None) -> dict:
    """What a link's text carries, checked and replayed: {"game", "game_id", "created",
    "name", "seats": [{"name", "kind": "person" | "ai", "level"}], "record": record dict,
    "deciders": the seats that decide now}. `game` is the game the route names (they must
    agree). Raises MailError."""
    body = _decode(text)
    g = body.get("g")
    if not isinstance(g, str) or g not in registry.GAMES or (game is not None and g != game):
        raise MailError(_("This game link is for a game this app does not have."))
    if not allowed(g):
        raise MailError(_("This game cannot be played by links: it has hidden information."))
    gid, created, name = body.get("i"), body.get("c"), body.get("n")
    if not isinstance(gid, str) or not ID_RE.match(gid) or not isinstance(created, str) or \
            len(created) > 40 or not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise MailError(_("This game link is damaged: ask the other player to send it again."))
    actions = body.get("a")
    players = len(body["s"]) if isinstance(body.get("s"), list) else 0
    record = {"format": "galaxy-table/record", "version": 1, "game": g, "players": players,
              "options": body.get("o"), "seed": body.get("x"), "actions": actions}
    seats = _seats(body.get("s"), players)
    save = new_save(g, name, record, [{"name": s["name"], "kind": "ai" if s["kind"] == "ai"
                                       else "human", "level": s["level"]} for s in seats],
                    clock=lambda: created)
    try:
        clean = validate(save, list(registry.GAMES))
        state = check_replay(clean)
    except BadSave as exc:
        raise MailError(_("This game link does not hold a valid game: {reason}",
                          reason=exc)) from None
    return {"game": g, "game_id": gid, "created": created, "name": name, "seats": seats,
            "record": clean["record"],
            "deciders": [] if state.is_over() else list(state.deciders())}


def seats_for(seats: list[dict], mine: int) -> list[dict]:
    """A save's seats from a link's: `mine` is this device's ("human"), the other persons'
    are "friend" (the other device's), the computer's stay "ai"."""
    return [{"name": s["name"], "kind": "ai" if s["kind"] == "ai" else
             "human" if i == mine else "friend", "level": s["level"]}
            for i, s in enumerate(seats)]


def _canon(items: list) -> list[str]:
    return [json.dumps(a, sort_keys=True, separators=(",", ":")) for a in items]


def compare(saved: dict, incoming: dict) -> str:
    """How a link's record stands to a saved game's (record dicts): "same", "ahead" (the
    link extends the save), "behind" (the save extends the link) or "diverged" (another
    start, or other moves)."""
    if [saved.get(k) for k in ("players", "seed", "options")] != \
            [incoming.get(k) for k in ("players", "seed", "options")]:
        return "diverged"
    saved, incoming = saved["actions"], incoming["actions"]
    n = min(len(saved), len(incoming))
    if _canon(saved[:n]) != _canon(incoming[:n]):
        return "diverged"
    if len(saved) == len(incoming):
        return "same"
    return "ahead" if len(incoming) > len(saved) else "behind"
