"""Saves as the app keeps them (docs/ARCHITECTURE.md, "A save"), built from a record for the
tests that mount a table, import a file or open a save: `save_of(record, names, kinds)`."""
from game.core import Record

SAVE_FORMAT = "galaxy-table/save"
DATE = "2026-01-01T00:00:00Z"       # a created/updated time for saves a test imports


def seats_of(names, kinds, level: str = "easy") -> list:
    """One seat per kind ("human" or "ai", the AI at `level`), named in order by `names`."""
    return [{"name": n, "kind": k, "level": level if k == "ai" else None}
            for n, k in zip(names, kinds)]


def save_of(record: Record, names, kinds, level: str = "easy", name: str = "t",
            **fields) -> dict:
    """The save of `record` with those seats; `fields` adds or replaces top-level keys
    (e.g. created, updated, meta)."""
    save = {"format": SAVE_FORMAT, "version": 1, "game": record.game, "name": name,
            "record": record.to_dict(), "seats": seats_of(names, kinds, level), "meta": {}}
    save.update(fields)
    return save
