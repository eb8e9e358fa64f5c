"""The save store used by every game: one slot per game (its id, made when the game starts),
named copies, list/load/delete, export to and import from JSON text. Pure Python over a small
key-value backend, so it is tested in CPython with `DictBackend`; the browser uses
`ui.storage.LocalStorageBackend`. What a save is and how it is checked: ui/save_format.py
(its names are re-exported here).

Rules kept here:
- no write ever replaces another game's slot: a slot is overwritten only by the same game
  (same game, seed, players and creation time);
- an imported file is replayed with the engine first: a record with an illegal move is refused;
- every save written or imported is validated first; bad input raises BadSave and changes nothing;
- nothing is ever evaluated: saves are parsed with json only;
- an entry found corrupt in the backend is set aside under a quarantine key (never deleted
  silently) and reported in `problems`; the other saves still load;
- a full backend raises QuotaFull with a message for the player; nothing is half-written;
- every text read from the backend or a file goes through game.core.safe_json (size and
  nesting depth checked before parsing: hostile input is refused, never crashes the runtime);
- a slot this store has opened for play (`open`) or written is only written again while the
  backend still holds exactly what this store last read or wrote there: if another tab wrote
  in between, the write raises Conflict and nothing is overwritten.
"""
from __future__ import annotations

import json
import random

from game.core import safe_json
from game.core.i18n import domain

from .memory_backend import DictBackend  # noqa: F401 (re-exported: tests and fallbacks)
from .save_format import (  # noqa: F401 (re-exported: the store's public names)
    AUTOSAVE_PREFIX, FORMAT, ID_ALPHABET, KEY_PREFIX, LEVEL_WORDS, MAX_NAME, MAX_PROGRESS,
    MAX_SAVE_BYTES, MAX_SCORES, MAX_SEATS, QUARANTINE_MAX_BYTES, QUARANTINE_PREFIX,
    RESERVED_SLOTS, SLOT_RE, VERSION, BadSave, Conflict, QuotaFull, StoreError, file_text,
    identity, short_text, check_replay, make_slot_id, new_save, now_iso, seat_names, slugify,
    status_of, summary, validate,
)

_ = domain("app")


def _fingerprint(raw: str) -> tuple[int, int]:
    """What a stored text is compared by (its length and hash; same process, same tab)."""
    return len(raw), hash(raw)


class SaveStore:
    """Saves kept in a key-value backend (see the module docstring)."""

    def __init__(self, backend, known_games=None, clock=now_iso, importers=()):
        self.backend = backend
        # [(game id, module)] reading other sites' records, or a function giving them (called
        # on the first import, so the lobby starts without importing any engine)
        self.importers = importers
        self.known_games = set(known_games) if known_games is not None else None
        self.clock = clock
        self.problems = []  # messages about entries set aside, for the player
        # slot -> (fingerprint, identity) of what this store last opened or wrote there
        self.seen: dict[str, tuple[tuple[int, int], tuple]] = {}

    # --- reading ---------------------------------------------------------------------------
    def slots(self):
        return sorted(k[len(KEY_PREFIX):] for k in self.backend.keys() if k.startswith(KEY_PREFIX))

    def list(self) -> list[dict]:
        """Summaries of every readable save, newest first; corrupt ones are set aside.

        Each: slot (= the save's id), game, name, created, updated, auto (an old
        "auto-<game>" slot), players (count), seats ("Ada vs Bot (normal)"), moves,
        progress (str|None), progress_lang, scores ([numbers]), over (bool: a finished
        game)."""
        out = []
        for slot in self.slots():
            try:
                save = self.load(slot)
            except BadSave:
                continue
            out.append(summary(slot, save))
        out.sort(key=lambda s: (s["updated"], s["slot"]), reverse=True)
        return out

    def games_in_play(self) -> list[dict]:
        """list() without the finished games."""
        return [s for s in self.list() if not s["over"]]

    def finished(self) -> list[dict]:
        """list() of the finished games only (kept until the player deletes them)."""
        return [s for s in self.list() if s["over"]]

    def exists(self, slot: str) -> bool:
        return isinstance(slot, str) and self.backend.get(KEY_PREFIX + slot) is not None

    def load(self, slot):
        """The validated save in slot. A corrupt entry is set aside and BadSave raised."""
        key = KEY_PREFIX + slot
        raw = self.backend.get(key)
        if raw is None:
            raise BadSave(_("there is no save called {slot}", slot=repr(slot)))
        try:
            data = safe_json.loads(raw, max_bytes=MAX_SAVE_BYTES)
        except safe_json.UnsafeJson as exc:
            self._quarantine(slot, raw, str(exc))
            raise BadSave(_("the save {slot} was damaged and has been set aside",
                            slot=repr(slot))) from None
        notices: list[str] = []
        try:
            save = validate(data, self.known_games, notices)
        except BadSave as exc:
            self._quarantine(slot, raw, str(exc))
            raise BadSave(_("the save {slot} was damaged and has been set aside",
                            slot=repr(slot))) from None
        save["id"] = slot
        if notices:     # what was dropped (a damaged review): the table says it once
            save["notices"] = notices
        return save

    def open(self, slot: str) -> dict:
        """load(slot) for play: this store then writes the slot only while it still holds
        what was read now (see Conflict)."""
        raw = self.backend.get(KEY_PREFIX + slot)
        save = self.load(slot)
        if raw is not None:
            self.seen[slot] = (_fingerprint(raw), identity(save))
        return save

    def is_current(self, slot: str, raw: str | None) -> bool:
        """Is raw (a stored text, e.g. a storage event's new value) what this store last
        read or wrote in slot?"""
        seen = self.seen.get(slot)
        return raw is not None and seen is not None and seen[0] == _fingerprint(raw)

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
            self.problems.append(_("A damaged save ({slot}) could not be set aside because "
                                   "storage is full; it was left in place. Reason: {reason}",
                                   slot=slot, reason=reason))
            return
        self.backend.remove(KEY_PREFIX + slot)
        self.problems.append(_("A damaged save ({slot}) was set aside: {reason}", slot=slot,
                               reason=reason))

    def quarantined(self):
        """Entries set aside: [{"key", "slot", "reason", "found"}], oldest first."""
        out = []
        for key in sorted(k for k in self.backend.keys() if k.startswith(QUARANTINE_PREFIX)):
            try:
                entry = safe_json.loads(self.backend.get(key) or "",
                                        max_bytes=QUARANTINE_MAX_BYTES)
                out.append({"key": key, "slot": str(entry.get("slot")),
                            "reason": str(entry.get("reason")), "found": str(entry.get("found"))})
            except (ValueError, TypeError, AttributeError):
                out.append({"key": key, "slot": key[len(QUARANTINE_PREFIX):],
                            "reason": _("unreadable"), "found": ""})
        return out

    def quarantined_raw(self, key):
        """The original text of an entry set aside (for the player to download)."""
        if not key.startswith(QUARANTINE_PREFIX) or self.backend.get(key) is None:
            raise StoreError(_("no such damaged save"))
        value = self.backend.get(key)
        try:
            return str(safe_json.loads(value, max_bytes=QUARANTINE_MAX_BYTES)["raw"])
        except (ValueError, TypeError, KeyError):
            return value

    def discard_quarantined(self, key):
        """Delete an entry set aside (only ever on the player's request)."""
        if not key.startswith(QUARANTINE_PREFIX):
            raise StoreError(_("not a damaged save"))
        self.backend.remove(key)

    # --- writing ---------------------------------------------------------------------------
    def _write(self, slot, save, touch=True):
        if not isinstance(slot, str) or not SLOT_RE.match(slot):
            raise BadSave(_("invalid slot name {slot}", slot=short_text(slot)))
        clean = validate(save, self.known_games)
        clean["id"] = slot
        self._guard(slot, clean)
        if touch:
            clean["updated"] = self.clock()
            if not clean["created"]:
                clean["created"] = clean["updated"]
        text = json.dumps(clean, separators=(",", ":"), sort_keys=True)
        if len(text.encode()) > MAX_SAVE_BYTES:
            raise BadSave(_("the save is too large ({size} kB; the limit is {limit} kB)",
                            size=len(text.encode()) // 1000, limit=MAX_SAVE_BYTES // 1000))
        try:
            self.backend.set(KEY_PREFIX + slot, text)
        except QuotaFull:
            raise QuotaFull(_("Storage is full: the game was not saved. Export and delete old "
                              "saves to make room.")) from None
        self.seen[slot] = (_fingerprint(text), identity(clean))
        return clean

    def _guard(self, slot, clean):
        """Refuse to write over a slot that holds another game, or a newer state of this game
        written by another tab (Conflict); a damaged entry in the slot is set aside first
        (kept, never lost). A save without a creation time takes the stored one."""
        raw = self.backend.get(KEY_PREFIX + slot)
        if raw is None:
            return
        seen = self.seen.get(slot)
        if seen is not None:
            if seen[0] == _fingerprint(raw):  # exactly what this tab last read or wrote
                if not clean["created"]:
                    clean["created"] = _created_of(raw)
                if identity(clean) != seen[1]:
                    raise BadSave(_("the slot {slot} holds another game, which was kept; "
                                    "this game was not saved there", slot=repr(slot)))
                return
            raise Conflict(slot, _("This move was not saved: another tab moved this game on, "
                                   "and what it saved was kept."))
        try:
            old = validate(safe_json.loads(raw, max_bytes=MAX_SAVE_BYTES), self.known_games)
        except (BadSave, ValueError) as exc:
            self._quarantine(slot, raw, _("replaced by a newer save ({reason})", reason=exc))
            if self.backend.get(KEY_PREFIX + slot) is not None:
                raise BadSave(_("the slot {slot} holds a damaged save that could not be set "
                                "aside; nothing was written", slot=repr(slot))) from None
            return
        if not clean["created"]:
            clean["created"] = old["created"]
        if identity(old) != identity(clean):
            raise BadSave(_("the slot {slot} holds another game, which was kept; this game "
                            "was not saved there", slot=repr(slot)))

    def unique_slot(self, name):
        base = slugify(name)
        if base.startswith(AUTOSAVE_PREFIX) or base in RESERVED_SLOTS:
            base = f"save-{base}"
        taken = set(self.slots())
        slot, n = base, 1
        while slot in taken:
            n += 1
            slot = f"{base}-{n}"
        return slot

    def new_id(self, game: str, rng=random) -> str:
        """A fresh, unused slot id for a game that is starting."""
        taken = set(self.slots())
        slot = make_slot_id(game, self.clock(), rng)
        n = 1
        while slot in taken:
            n += 1
            slot = make_slot_id(game, self.clock(), rng) + (f"-{n}" if n > 20 else "")
        return slot

    def save(self, save, slot=None):
        """Write save to slot (a new named slot from its name if None); returns the slot.
        An existing slot is only overwritten by the same game."""
        slot = slot or self.unique_slot(save.get("name", "save") if isinstance(save, dict)
                                        else "save")
        self._write(slot, save)
        return slot

    def autosave_slot(self, game):
        """The old single autosave slot of a game (saves made before per-game ids)."""
        return AUTOSAVE_PREFIX + slugify(game)

    def autosave(self, save: dict) -> str:
        """Write the save to its own slot, save["id"]; a save without a (valid) id gets a new
        one, set in the dict. Returns the slot."""
        if not isinstance(save, dict):
            raise BadSave(_("a save must be a JSON object"))
        slot = save.get("id")
        if not isinstance(slot, str) or not SLOT_RE.match(slot):
            slot = self.new_id(str(save.get("game", "game")))
        self._write(slot, save)
        save["id"] = slot
        return slot

    def delete(self, slot):
        key = KEY_PREFIX + slot
        if self.backend.get(key) is None:
            raise BadSave(_("there is no save called {slot}", slot=repr(slot)))
        self.backend.remove(key)
        self.seen.pop(slot, None)

    # --- files -----------------------------------------------------------------------------
    def export(self, slot):
        """(file name, JSON text) of a stored save, for download."""
        return self.export_save(self.load(slot))

    def export_save(self, save: dict) -> tuple[str, str]:
        """(file name, JSON text) of a save as held in memory, for download: nothing is read
        from or written to the backend (so it works when storage is full)."""
        clean = validate(save, self.known_games)
        if isinstance(save.get("id"), str) and SLOT_RE.match(save["id"]):
            clean["id"] = save["id"]
        day = (clean["updated"] or self.clock())[:10]
        name = f"galaxy-table-{slugify(clean['game'])}-{slugify(clean['name'])}-{day}.json"
        return name, json.dumps(clean, indent=1, sort_keys=True) + "\n"

    def import_text(self, text: str | bytes):
        """Import a file's text: a backup is merged (returns its backup.MergeReport), a
        single save or another site's record is stored in a new slot (returns the slot).
        Raises BadSave saying why a file is refused; nothing is written then."""
        from . import backup  # only when a file is imported

        text = file_text(text, backup.MAX_BACKUP_BYTES)
        if text.lstrip().startswith("{") and "galaxy-table/backup" in text[:4096] + text[-4096:]:
            try:
                data = safe_json.loads(text, max_bytes=backup.MAX_BACKUP_BYTES)
            except safe_json.UnsafeJson as exc:
                raise BadSave(_("the file is not valid JSON ({reason})", reason=exc)) from None
            if backup.is_backup(data):
                return backup.merge(self, data)
        return self.import_file(text)

    def parse_file(self, text: str | bytes) -> dict:
        """Validate the text of an imported file and replay its record with the engine;
        returns the save or raises BadSave."""
        text = file_text(text, MAX_SAVE_BYTES)
        foreign = self._foreign(text)
        if foreign is not None:
            return foreign
        try:
            data = safe_json.loads(text, max_bytes=MAX_SAVE_BYTES)
        except safe_json.UnsafeJson:
            raise BadSave(_("the file is not valid JSON (nor a game record this app "
                            "reads)")) from None
        save = validate(data, self.known_games)
        check_replay(save)
        save.pop("id", None)
        return save

    def _foreign(self, text: str) -> dict | None:
        """The save made from another site's record of a game (an importer recognizes the
        text), or None when no importer does; BadSave when one does but cannot read it."""
        if callable(self.importers):
            self.importers = list(self.importers())
        for game, importer in self.importers:
            if self.known_games is not None and game not in self.known_games:
                continue
            if not importer.recognizes(text):
                continue
            try:
                record, names, name = importer.to_record(text)
            except ValueError as exc:
                raise BadSave(_("{what} was recognized, but {reason}", what=importer.DESCRIPTION,
                                reason=exc)) from None
            except Exception as exc:  # an engine failure on strange input: refuse, do not crash
                raise BadSave(_("{what} was recognized, but it could not be replayed "
                                "({reason})", what=importer.DESCRIPTION,
                                reason=f"{type(exc).__name__}: {exc}")) from None
            seats = [{"name": str(n)[:MAX_NAME], "kind": "human", "level": None} for n in names]
            save = validate(new_save(game, name, record, seats, clock=self.clock),
                            self.known_games)
            check_replay(save)
            return save
        return None

    def import_file(self, text: str | bytes) -> str:
        """Store the save in an imported file under a new named slot; returns the slot."""
        save = self.parse_file(text)
        slot = self.unique_slot(save["name"])
        self._write(slot, save, touch=False)
        return slot

def _created_of(raw: str) -> str:
    """The creation time of a stored save this store wrote itself (so it is valid JSON)."""
    try:
        created = json.loads(raw).get("created", "")
    except (ValueError, AttributeError):
        return ""
    return created if isinstance(created, str) else ""
