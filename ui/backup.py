"""Backups: every save, every damaged entry set aside and the settings in one file ("Export
all"), and merging such a file back ("Import"). Pure Python over a SaveStore, tested in
CPython.

A backup is JSON:
    {"format": "galaxy-table/backup", "version": 1, "exported": iso,
     "saves": [<save>, ...], "damaged": [{"key": str, "value": str}, ...],
     "settings": {key: str, ...}}

Merging never loses or duplicates a game:
- a save whose game (game, seed, players, creation time: its identity) is already stored with
  the same moves, or with more moves that continue them, is "already here" and skipped;
- a save of a stored game whose moves differ (played on in two places) is kept as a copy
  beside it, in a new slot; the stored one is never overwritten;
- any other save is added, in its own slot when that slot is free (its links keep working);
- every save is validated and replayed with its engine first, like a single import;
- a setting is restored only where this browser has none; a damaged entry only where its
  key is free.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from game.core.i18n import domain

from . import store as S

_ = domain("app")

FORMAT = "galaxy-table/backup"
VERSION = 1
MAX_BACKUP_BYTES = 40_000_000   # larger than any browser's storage for one page
SETTINGS_PREFIX = "galaxy-table/"
NOT_SETTINGS = (S.KEY_PREFIX, S.QUARANTINE_PREFIX, "galaxy-table/shell", "galaxy-table/probe")
MAX_SETTING = 200_000           # characters of one setting's value


@dataclass
class MergeReport:
    """What an import of a backup did (slots and names for the player)."""
    added: list[str] = field(default_factory=list)      # slots of saves added
    copies: list[str] = field(default_factory=list)     # slots of conflicting games kept as copies
    present: list[str] = field(default_factory=list)    # names of games already here
    refused: list[str] = field(default_factory=list)    # "name: reason"
    settings: int = 0
    damaged: int = 0
    full: bool = False                                   # storage filled up on the way

    def message(self) -> str:
        """One line for the player."""
        parts = [_.n("{n} game added", "{n} games added", len(self.added))]
        if self.copies:
            parts.append(_.n("{n} game played on elsewhere kept as a copy",
                             "{n} games played on elsewhere kept as copies", len(self.copies)))
        if self.present:
            parts.append(_.n("{n} game already here", "{n} games already here",
                             len(self.present)))
        if self.refused:
            parts.append(_.n("{n} refused", "{n} refused", len(self.refused)) + " ("
                         + "; ".join(self.refused[:3]) + ("…" if len(self.refused) > 3 else "")
                         + ")")
        if self.settings:
            parts.append(_.n("{n} setting restored", "{n} settings restored", self.settings))
        if self.damaged:
            parts.append(_.n("{n} damaged entry kept", "{n} damaged entries kept", self.damaged))
        text = _("Backup imported: {parts}.", parts=", ".join(parts))
        if self.full:
            text += " " + _("Storage filled up: export and delete old games, then import the "
                            "backup again for the rest.")
        return text


def is_setting(key: str) -> bool:
    return key.startswith(SETTINGS_PREFIX) and not key.startswith(NOT_SETTINGS)


def export_all(store: S.SaveStore, unsaved: list[dict] = ()) -> tuple[str, str]:
    """(file name, JSON text) of a backup of everything: every readable save, the games of
    `unsaved` (in memory only: storage was full) and the damaged entries and settings.
    Nothing is written."""
    saves: dict[str, dict] = {}
    for slot in store.slots():
        try:
            saves[slot] = store.load(slot)
        except S.BadSave:
            continue        # set aside by load(): it goes in "damaged" below
    for save in unsaved:
        try:
            clean = S.validate(save, store.known_games)
        except S.BadSave:
            continue
        slot = save.get("id")
        if isinstance(slot, str):
            clean["id"] = slot
            saves[slot] = clean
    damaged = []
    for item in store.quarantined():
        value = store.backend.get(item["key"])
        if value is not None:
            damaged.append({"key": item["key"], "value": value})
    settings = {}
    for key in sorted(store.backend.keys()):
        if is_setting(key):
            value = store.backend.get(key)
            if isinstance(value, str) and len(value) <= MAX_SETTING:
                settings[key] = value
    stamp = store.clock()
    data = {"format": FORMAT, "version": VERSION, "exported": stamp,
            "saves": [saves[k] for k in sorted(saves)], "damaged": damaged,
            "settings": settings}
    name = f"galaxy-table-backup-{stamp[:10]}.json"
    return name, json.dumps(data, indent=1, sort_keys=True) + "\n"


def is_backup(data) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT


def _prefix(short: list, long: list) -> bool:
    return len(short) <= len(long) and long[:len(short)] == short


def merge(store: S.SaveStore, data: dict) -> MergeReport:
    """Merge a parsed backup into the store (see the module docstring). Raises BadSave for a
    file that is not a backup this app reads; a save in it that is refused is reported."""
    if not is_backup(data):
        raise S.BadSave(_("this is not a Galaxy Table backup"))
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise S.BadSave(_("unsupported backup version {found} (this app reads version "
                          "{version})", found=S.short_text(data.get("version")),
                          version=str(VERSION)))
    saves = data.get("saves", [])
    if not isinstance(saves, list):
        raise S.BadSave(_("the backup's saves must be a list"))
    report = MergeReport()
    by_identity: dict[tuple, list[dict]] = {}
    for slot in store.slots():
        try:
            have = store.load(slot)
        except S.BadSave:
            continue
        by_identity.setdefault(S.identity(have), []).append(have)
    for i, raw in enumerate(saves):
        name = raw.get("name") if isinstance(raw, dict) else None
        label = name if isinstance(name, str) and name else _("save {n}", n=i + 1)
        try:
            save = S.validate(raw, store.known_games)
            S.check_replay(save)
        except S.BadSave as exc:
            report.refused.append(f"{label}: {exc}")
            continue
        same = by_identity.get(S.identity(save), [])
        moves = save["record"]["actions"]
        if any(_prefix(moves, have["record"]["actions"])
               and have["record"]["options"] == save["record"]["options"] for have in same):
            report.present.append(save["name"])
            continue
        slot = save.get("id")
        if same or not isinstance(slot, str) or store.exists(slot):
            slot = store.new_id(save["game"])
        if same:
            save["name"] = _("{name} (copy)", name=save["name"])[:S.MAX_NAME]
        try:
            store._write(slot, save, touch=False)
        except S.QuotaFull:
            report.full = True
            report.refused.append(f"{label}: " + _("storage is full"))
            break
        except S.StoreError as exc:
            report.refused.append(f"{label}: {exc}")
            continue
        (report.copies if same else report.added).append(slot)
        save["id"] = slot
        by_identity.setdefault(S.identity(save), []).append(save)
    if not report.full:
        _restore_rest(store, data, report)
    return report


def _restore_rest(store: S.SaveStore, data: dict, report: MergeReport) -> None:
    """The settings this browser lacks and the damaged entries whose key is free."""
    wanted = []     # (key, value, the report's counter)
    settings = data.get("settings", {})
    if isinstance(settings, dict):
        wanted += [(key, value, "settings") for key, value in settings.items()
                   if isinstance(key, str) and is_setting(key) and isinstance(value, str)
                   and len(value) <= MAX_SETTING]
    damaged = data.get("damaged", [])
    if isinstance(damaged, list):
        wanted += [(item["key"], item["value"], "damaged") for item in damaged
                   if isinstance(item, dict) and isinstance(item.get("key"), str)
                   and item["key"].startswith(S.QUARANTINE_PREFIX) and len(item["key"]) < 300
                   and isinstance(item.get("value"), str)]
    for key, value, counter in wanted:
        if store.backend.get(key) is not None:
            continue
        try:
            store.backend.set(key, value)
        except S.StoreError:
            report.full = True
            return
        setattr(report, counter, getattr(report, counter) + 1)
