"""The save store used by every game: named slots, one autosave slot per game, list/load/delete,
export to and import from JSON text. Pure Python over a small key-value backend, so it is
tested in CPython with `DictBackend`; the browser uses `ui.storage.LocalStorageBackend`.

A save (see docs/ARCHITECTURE.md) is JSON:
    {"format": "galaxy-table/save", "version": 1, "game": id, "name": str, "created": iso,
     "updated": iso, "record": <galaxy-table/record>, "seats": [...], "meta": {...}}

Rules kept here:
- every save written or imported is validated first; bad input raises BadSave and changes nothing;
- nothing is ever evaluated: saves are parsed with json only;
- an entry found corrupt in the backend is set aside under a quarantine key (never deleted
  silently) and reported in `problems`; the other saves still load;
- a full backend raises QuotaFull with a message for the player; nothing is half-written.
"""
import json
import re
from datetime import datetime, timezone

from game.core.errors import BadRecord
from game.core.record import Record

FORMAT = "galaxy-table/save"
VERSION = 1
KEY_PREFIX = "galaxy-table/save/"
QUARANTINE_PREFIX = "galaxy-table/quarantine/"
AUTOSAVE_PREFIX = "auto-"
MAX_SAVE_BYTES = 2_000_000
MAX_NAME = 80
MAX_SEATS = 8
SLOT_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,95}$")


class StoreError(Exception):
    """A save-store operation failed; str(error) is a message for the player."""


class BadSave(StoreError):
    """Malformed, foreign, too large or unknown save data."""


class QuotaFull(StoreError):
    """The browser's storage is full."""


class DictBackend:
    """In-memory backend (tests, and a fallback when localStorage is unavailable).

    `quota` (characters of keys + values) makes `set` raise QuotaFull like a full browser.
    """

    def __init__(self, data=None, quota=None):
        self.data = dict(data or {})
        self.quota = quota

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise QuotaFull("storage quota exceeded")
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


def now_iso():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _text(value, field, limit):
    if not isinstance(value, str) or len(value) > limit:
        raise BadSave(f"{field} must be a text of at most {limit} characters")
    return value


def validate(data, known_games=None):
    """Return a clean copy of a save dict, or raise BadSave saying what is wrong."""
    if not isinstance(data, dict):
        raise BadSave("a save must be a JSON object")
    if data.get("format") != FORMAT:
        raise BadSave("this is not a Galaxy Table save")
    if data.get("version") != VERSION:
        raise BadSave(f"unsupported save version {data.get('version')!r} (this app reads "
                      f"version {VERSION})")
    game = data.get("game")
    if not isinstance(game, str) or (known_games is not None and game not in known_games):
        raise BadSave(f"this save is for an unknown game: {game!r}")
    name = _text(data.get("name"), "the save's name", MAX_NAME).strip()
    if not name:
        raise BadSave("the save has no name")
    created = _text(data.get("created", ""), "created", 40)
    updated = _text(data.get("updated", ""), "updated", 40)
    try:
        record = Record.from_dict(data.get("record"))
    except BadRecord as exc:
        raise BadSave(f"the game record is invalid: {exc}") from None
    except RecursionError:
        raise BadSave("the game record is nested too deeply") from None
    if record.game != game:
        raise BadSave(f"the record is for game {record.game!r}, the save says {game!r}")
    seats = data.get("seats", [])
    if not isinstance(seats, list) or len(seats) > MAX_SEATS:
        raise BadSave("seats must be a list of at most 8 seats")
    clean_seats = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise BadSave(f"seat {i + 1} must be an object")
        kind = seat.get("kind")
        if kind not in ("human", "ai"):
            raise BadSave(f"seat {i + 1}: kind must be 'human' or 'ai'")
        level = seat.get("level")
        if level is not None and not isinstance(level, str):
            raise BadSave(f"seat {i + 1}: level must be text")
        clean_seats.append({"name": _text(seat.get("name", ""), f"seat {i + 1} name", MAX_NAME),
                            "kind": kind, "level": level})
    if clean_seats and len(clean_seats) != record.players:
        raise BadSave(f"the save has {len(clean_seats)} seats for {record.players} players")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise BadSave("meta must be an object")
    return {"format": FORMAT, "version": VERSION, "game": game, "name": name,
            "created": created, "updated": updated, "record": record.to_dict(),
            "seats": clean_seats, "meta": meta}


def new_save(game, name, record, seats=(), meta=None, clock=now_iso):
    """A fresh save dict for a game that is starting."""
    stamp = clock()
    rec = record.to_dict() if isinstance(record, Record) else record
    return {"format": FORMAT, "version": VERSION, "game": game, "name": name,
            "created": stamp, "updated": stamp, "record": rec, "seats": list(seats),
            "meta": dict(meta or {})}


def slugify(text):
    slug = re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")
    return slug[:40] or "save"


class SaveStore:
    """Saves kept in a key-value backend (see the module docstring)."""

    def __init__(self, backend, known_games=None, clock=now_iso):
        self.backend = backend
        self.known_games = set(known_games) if known_games is not None else None
        self.clock = clock
        self.problems = []  # messages about entries set aside, for the player

    # --- reading ---------------------------------------------------------------------------
    def slots(self):
        return sorted(k[len(KEY_PREFIX):] for k in self.backend.keys() if k.startswith(KEY_PREFIX))

    def list(self):
        """Summaries of every readable save, newest first; corrupt ones are set aside."""
        out = []
        for slot in self.slots():
            try:
                save = self.load(slot)
            except BadSave:
                continue
            out.append({"slot": slot, "game": save["game"], "name": save["name"],
                        "updated": save["updated"], "created": save["created"],
                        "auto": slot.startswith(AUTOSAVE_PREFIX),
                        "players": save["record"]["players"],
                        "moves": len(save["record"]["actions"])})
        out.sort(key=lambda s: (s["updated"], s["slot"]), reverse=True)
        return out

    def load(self, slot):
        """The validated save in slot. A corrupt entry is set aside and BadSave raised."""
        key = KEY_PREFIX + slot
        raw = self.backend.get(key)
        if raw is None:
            raise BadSave(f"there is no save called {slot!r}")
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError) as exc:
            self._quarantine(slot, raw, f"not valid JSON ({exc})")
            raise BadSave(f"the save {slot!r} was damaged and has been set aside") from None
        try:
            return validate(data, self.known_games)
        except BadSave as exc:
            self._quarantine(slot, raw, str(exc))
            raise BadSave(f"the save {slot!r} was damaged and has been set aside") from None

    def _quarantine(self, slot, raw, reason):
        stamp = self.clock()
        qkey = f"{QUARANTINE_PREFIX}{slot}@{stamp}"
        n = 1
        while self.backend.get(qkey) is not None:
            n += 1
            qkey = f"{QUARANTINE_PREFIX}{slot}@{stamp}#{n}"
        entry = json.dumps({"slot": slot, "reason": reason, "found": stamp, "raw": raw})
        try:
            self.backend.set(qkey, entry)
        except StoreError:
            self.problems.append(f"A damaged save ({slot}) could not be set aside because "
                                 f"storage is full; it was left in place. Reason: {reason}")
            return
        self.backend.remove(KEY_PREFIX + slot)
        self.problems.append(f"A damaged save ({slot}) was set aside: {reason}")

    def quarantined(self):
        """Entries set aside: [{"key", "slot", "reason", "found"}], oldest first."""
        out = []
        for key in sorted(k for k in self.backend.keys() if k.startswith(QUARANTINE_PREFIX)):
            try:
                entry = json.loads(self.backend.get(key))
                out.append({"key": key, "slot": str(entry.get("slot")),
                            "reason": str(entry.get("reason")), "found": str(entry.get("found"))})
            except (ValueError, TypeError, AttributeError):
                out.append({"key": key, "slot": key[len(QUARANTINE_PREFIX):],
                            "reason": "unreadable", "found": ""})
        return out

    def quarantined_raw(self, key):
        """The original text of an entry set aside (for the player to download)."""
        if not key.startswith(QUARANTINE_PREFIX) or self.backend.get(key) is None:
            raise StoreError("no such damaged save")
        value = self.backend.get(key)
        try:
            return str(json.loads(value)["raw"])
        except (ValueError, TypeError, KeyError):
            return value

    def discard_quarantined(self, key):
        """Delete an entry set aside (only ever on the player's request)."""
        if not key.startswith(QUARANTINE_PREFIX):
            raise StoreError("not a damaged save")
        self.backend.remove(key)

    # --- writing ---------------------------------------------------------------------------
    def _write(self, slot, save, touch=True):
        if not SLOT_RE.match(slot):
            raise BadSave(f"invalid slot name {slot!r}")
        clean = validate(save, self.known_games)
        if touch:
            clean["updated"] = self.clock()
            if not clean["created"]:
                clean["created"] = clean["updated"]
        text = json.dumps(clean, separators=(",", ":"), sort_keys=True)
        if len(text.encode()) > MAX_SAVE_BYTES:
            raise BadSave(f"the save is too large ({len(text.encode()) // 1000} kB; the limit "
                          f"is {MAX_SAVE_BYTES // 1000} kB)")
        try:
            self.backend.set(KEY_PREFIX + slot, text)
        except QuotaFull:
            raise QuotaFull("Storage is full: the game was not saved. Export and delete old "
                            "saves to make room.") from None
        return clean

    def unique_slot(self, name):
        base = slugify(name)
        taken = set(self.slots())
        slot, n = base, 1
        while slot in taken or slot.startswith(AUTOSAVE_PREFIX):
            n += 1
            slot = f"{base}-{n}"
        return slot

    def save(self, save, slot=None):
        """Write save to slot (a new named slot from its name if None); returns the slot."""
        slot = slot or self.unique_slot(save.get("name", "save") if isinstance(save, dict)
                                        else "save")
        self._write(slot, save)
        return slot

    def autosave_slot(self, game):
        return AUTOSAVE_PREFIX + slugify(game)

    def autosave(self, save):
        """Write the game's autosave slot; returns the slot."""
        if not isinstance(save, dict):
            raise BadSave("a save must be a JSON object")
        slot = self.autosave_slot(save.get("game", ""))
        self._write(slot, save)
        return slot

    def delete(self, slot):
        key = KEY_PREFIX + slot
        if self.backend.get(key) is None:
            raise BadSave(f"there is no save called {slot!r}")
        self.backend.remove(key)

    # --- files -----------------------------------------------------------------------------
    def export(self, slot):
        """(file name, JSON text) of a save, for download."""
        save = self.load(slot)
        day = (save["updated"] or self.clock())[:10]
        name = f"galaxy-table-{slugify(save['game'])}-{slugify(save['name'])}-{day}.json"
        return name, json.dumps(save, indent=1, sort_keys=True) + "\n"

    def parse_file(self, text):
        """Validate the text of an imported file; returns the save or raises BadSave."""
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise BadSave("the file is not a text (UTF-8 JSON) file") from None
        if not isinstance(text, str):
            raise BadSave("the file could not be read")
        size = len(text.encode("utf-8"))
        if size > MAX_SAVE_BYTES:
            raise BadSave(f"the file is too large ({size // 1000} kB; a save is at most "
                          f"{MAX_SAVE_BYTES // 1000} kB)")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise BadSave("the file is not valid JSON") from None
        return validate(data, self.known_games)

    def import_file(self, text):
        """Store the save in an imported file under a new named slot; returns the slot."""
        save = self.parse_file(text)
        slot = self.unique_slot(save["name"])
        self._write(slot, save, touch=False)
        return slot
