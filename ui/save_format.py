"""What a save is, and the checks every save passes before it is written, listed or
imported (used by ui/store.py, which re-exports these names). Pure Python, tested in CPython.

A save (see docs/ARCHITECTURE.md) is JSON:
    {"format": "galaxy-table/save", "version": 1, "id": slot, "game": id, "name": str,
     "created": iso, "updated": iso, "record": <galaxy-table/record>, "seats": [...],
     "meta": {...}, "review": {...} (optional), "net": {...} (optional: ui/net/saved.py)}

"id" is the slot the save lives in (e.g. "rftg-20261126-0612-x7k2"); a loaded save's id is
always the slot it was loaded from. Old saves kept in "auto-<game>" slots keep that slot.
`meta["status"]` (written by the game's table) is {"progress": str, "scores": [numbers],
"over": bool}; the lobby lists finished games apart. "review" is the review of a finished
game (game/core/review.py), checked against the record; a damaged one is dropped on load.
A game is known by its identity: game, seed, players and creation time.
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timezone

from game.core import safe_json
from game.core.errors import BadRecord, IllegalAction
from game.core.i18n import N_, domain

# game.core.record (Record, a dataclass: ~15 ms to import in Pyodide) is imported where a
# record is read, not with the lobby: a first visit's lobby has no save to read.

_ = domain("app")
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}  # seat lists

FORMAT = "galaxy-table/save"
VERSION = 1
KEY_PREFIX = "galaxy-table/save/"
QUARANTINE_PREFIX = "galaxy-table/quarantine/"
AUTOSAVE_PREFIX = "auto-"
MAX_SAVE_BYTES = 2_000_000
MAX_NAME = 80
MAX_SEATS = 8
SLOT_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,95}$")
RESERVED_SLOTS = {"new"}  # "#/<game>/new" is the new-game form's address
ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"
MAX_PROGRESS = 80
MAX_SCORES = 8
QUARANTINE_MAX_BYTES = 64_000_000  # an entry set aside holds any text found (read to list it)


class StoreError(Exception):
    """A save-store operation failed; str(error) is a message for the player."""


class BadSave(StoreError):
    """Malformed, foreign, too large or unknown save data."""


class QuotaFull(StoreError):
    """The browser's storage is full."""


class Conflict(StoreError):
    """The slot changed since this store last read or wrote it (another tab moved on)."""

    def __init__(self, slot: str, message: str):
        super().__init__(message)
        self.slot = slot


def now_iso():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def short_text(value, limit=40):
    """repr(value) cut to a readable length (for messages about junk)."""
    try:
        text = repr(value)
    except RecursionError:
        text = "(deeply nested data)"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _text(value, field, limit):
    if not isinstance(value, str) or len(value) > limit:
        raise BadSave(_("{field} must be a text of at most {limit} characters", field=field,
                        limit=limit))
    return value


def _header(data, known_games):
    """Check format, version and game; return the game id."""
    if not isinstance(data, dict):
        raise BadSave(_("a save must be a JSON object"))
    if data.get("format") != FORMAT:
        raise BadSave(_("this is not a Galaxy Table save"))
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise BadSave(_("unsupported save version {found} (this app reads version {version})",
                        found=short_text(version), version=str(VERSION)))
    game = data.get("game")
    if not isinstance(game, str) or (known_games is not None and game not in known_games):
        raise BadSave(_("this save is for an unknown game: {game}", game=short_text(game)))
    return game


def _record(raw, game):
    """The save's record as a Record (structure only, not replayed)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("game"), str):
        raise BadSave(_("the game record is invalid: a game record must be a JSON object "
                        "naming its game"))
    from game.core.record import Record  # lazy: a record is read only with a save

    try:
        record = Record.from_dict(raw)
    except BadRecord as exc:
        raise BadSave(_("the game record is invalid: {reason}", reason=exc)) from None
    except RecursionError:
        raise BadSave(_("the game record is nested too deeply")) from None
    except (TypeError, ValueError) as exc:
        raise BadSave(_("the game record is invalid: {reason}", reason=exc)) from None
    if record.game != game:
        raise BadSave(_("the record is for game {record}, the save says {game}",
                        record=short_text(record.game), game=short_text(game)))
    return record


def _review(raw, record, clean: dict, notices: list | None) -> None:
    """The optional "review" (game.core.review) into `clean`; a corrupt or foreign one is
    dropped, the rest of the save kept, and a line in `notices` says so."""
    from game.core import review  # lazy: a review is read only with a save that has one

    try:
        clean["review"] = review.clean(raw, record)
    except (ValueError, TypeError, KeyError, RecursionError):
        if notices is not None:
            notices.append(_("The stored review of this game was damaged and has been "
                             "dropped; the game itself is kept."))


def _seats(seats, players):
    if not isinstance(seats, list) or len(seats) > MAX_SEATS:
        raise BadSave(_("seats must be a list of at most 8 seats"))
    clean = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise BadSave(_("seat {n} must be an object", n=i + 1))
        kind = seat.get("kind")
        if kind not in ("human", "ai", "friend"):      # friend: another device's (ui/net)
            raise BadSave(_("seat {n}: kind must be 'human', 'ai' or 'friend'", n=i + 1))
        level = seat.get("level")
        if level is not None:
            level = _text(level, _("seat {n} level", n=i + 1), 40)
        clean.append({"name": _text(seat.get("name", ""), _("seat {n} name", n=i + 1),
                                    MAX_NAME),
                      "kind": kind, "level": level})
    if clean and len(clean) != players:
        raise BadSave(_.n("the save has {seats} seats for {n} player",
                          "the save has {seats} seats for {n} players", players,
                          seats=len(clean)))
    return clean


def validate(data, known_games=None, notices: list | None = None) -> dict:
    """Return a clean copy of a save dict, or raise BadSave saying what is wrong. A damaged
    optional part (the review) is dropped and `notices` gets a line for the player.

    A valid "id" (a slot name) is kept; a missing or malformed one is dropped (the store
    sets it to the slot the save is written to or loaded from)."""
    game = _header(data, known_games)
    name = _text(data.get("name"), _("the save's name"), MAX_NAME).strip()
    if not name:
        raise BadSave(_("the save has no name"))
    created = _text(data.get("created", ""), "created", 40)
    updated = _text(data.get("updated", ""), "updated", 40)
    record = _record(data.get("record"), game)
    seats = _seats(data.get("seats", []), record.players)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise BadSave(_("meta must be an object"))
    clean = {"format": FORMAT, "version": VERSION, "game": game, "name": name,
             "created": created, "updated": updated, "record": record.to_dict(),
             "seats": seats, "meta": meta}
    if data.get("review") is not None:
        _review(data["review"], record, clean, notices)
    if data.get("net") is not None:         # a game played with friends (ui/net/saved.py)
        from ui.net import saved  # lazy: read only with such a save

        try:
            clean["net"] = saved.clean(data["net"], record.players, notices)
        except saved.BadNet as exc:
            raise BadSave(str(exc)) from None
    slot = data.get("id")
    if isinstance(slot, str) and SLOT_RE.match(slot):
        clean["id"] = slot
    return clean


def check_replay(save: dict):
    """Replay a validated save's record with its engine; raise BadSave naming the first move
    the engine refuses (or any failure of the engine). A record made before its game's
    content changed gets the options naming its edition (Record.upgraded), in `save` too."""
    from game.core.record import Record  # lazy: a record is read only with a save

    try:
        record = Record.from_dict(save["record"]).upgraded(save.get("created"))
        save["record"] = record.to_dict()
        state = record.start()
    except Exception as exc:  # BadRecord, or anything the engine raises on odd options
        raise BadSave(_("the game cannot be set up from this record: {reason}",
                        reason=exc)) from None
    for i, (player, action) in enumerate(record.actions):
        try:
            state.apply(player, action)
        except IllegalAction as exc:
            raise BadSave(_("move {n} of the record is not legal in this game: {reason}",
                            n=i + 1, reason=exc.reason)) from None
        except Exception as exc:  # an engine failure on strange input: refuse, do not crash
            raise BadSave(_("move {n} of the record could not be replayed ({reason})",
                            n=i + 1, reason=f"{type(exc).__name__}: {exc}")) from None
    return state


def new_save(game: str, name: str, record, seats=(), meta: dict | None = None, clock=now_iso,
             save_id: str | None = None) -> dict:
    """A fresh save dict for a game that is starting (with its slot id if given)."""
    stamp = clock()
    rec = record if isinstance(record, dict) else record.to_dict()
    save = {"format": FORMAT, "version": VERSION, "game": game, "name": name,
            "created": stamp, "updated": stamp, "record": rec, "seats": list(seats),
            "meta": dict(meta or {})}
    if save_id is not None:
        save["id"] = save_id
    return save


def make_slot_id(game: str, stamp: str, rng=random) -> str:
    """A new game's slot id: "<game>-<yyyymmdd>-<hhmm>-<4 letters>" from an ISO time stamp,
    e.g. "rftg-20261126-0612-x7k2"."""
    digits = re.sub(r"[^0-9]", "", str(stamp))
    day, clock = (digits[:8] or "00000000"), (digits[8:12] or "0000")
    tail = "".join(rng.choice(ID_ALPHABET) for _ in range(4))
    return f"{slugify(game)[:20]}-{day}-{clock}-{tail}"


def seat_names(seats: list) -> str:
    """The players of a save for a list: "Ada vs Bot (normal)"; "" if it has no seats."""
    names = []
    for i, seat in enumerate(seats or []):
        name = seat.get("name") or (_("AI {n}", n=i + 1) if seat.get("kind") == "ai"
                                    else _("Player {n}", n=i + 1))
        if seat.get("kind") == "ai" and seat.get("level"):
            name = f"{name} ({_(LEVEL_WORDS.get(seat['level'], seat['level']))})"
        names.append(name)
    return _(" vs ").join(names)


def _number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value \
        and abs(value) < 1e15


def status_of(meta) -> dict:
    """The table's status in meta["status"], cleaned: {"progress": str|None,
    "progress_lang": the language it is written in, "scores": [numbers], "over": bool}.
    Anything malformed is ignored, never an error."""
    raw = meta.get("status") if isinstance(meta, dict) else None
    if not isinstance(raw, dict):
        raw = {}
    progress = raw.get("progress")
    progress = progress.strip()[:MAX_PROGRESS] if isinstance(progress, str) else None
    scores = raw.get("scores")
    scores = [s for s in scores[:MAX_SCORES] if _number(s)] if isinstance(scores, list) else []
    lang = raw.get("lang")  # the progress line's language; saves from before had English
    lang = lang if isinstance(lang, str) and lang.isalpha() and len(lang) <= 8 else "en"
    return {"progress": progress or None, "progress_lang": lang, "scores": scores,
            "over": raw.get("over") is True}


def slugify(text):
    slug = re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")
    return slug[:40] or "save"

def file_text(text, max_bytes: int) -> str:
    """An imported file's text, checked for size and nesting depth before anything parses
    it (game.core.safe_json); BadSave says why not."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_bytes:
            raise BadSave(_("the file is too large ({size} kB; the limit is {limit} kB)",
                            size=len(text) // 1000, limit=max_bytes // 1000))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise BadSave(_("the file is not a text (UTF-8 JSON) file")) from None
    if not isinstance(text, str):
        raise BadSave(_("the file could not be read"))
    size = safe_json.text_size(text)
    if size > max_bytes:
        raise BadSave(_("the file is too large ({size} kB; the limit is {limit} kB)",
                        size=size // 1000, limit=max_bytes // 1000))
    try:
        safe_json.check(text, max_bytes=max_bytes)
    except safe_json.UnsafeJson as exc:
        raise BadSave(_("the file was refused: {reason}", reason=exc)) from None
    return text

def identity(save):
    """What makes two saves the same game: game, seed, players and creation time."""
    record = save["record"]
    return save["game"], record["seed"], record["players"], save["created"]


def summary(slot: str, save: dict) -> dict:
    """The lobby's line about a validated save (see SaveStore.list)."""
    status = status_of(save["meta"])
    return {"slot": slot, "id": slot, "game": save["game"], "name": save["name"],
            "updated": save["updated"], "created": save["created"],
            "auto": slot.startswith(AUTOSAVE_PREFIX),
            "players": save["record"]["players"], "seats": seat_names(save["seats"]),
            "moves": len(save["record"]["actions"]), **status}
