"""Data files shipped inside a package (JSON tables, catalogs), read through the package's
loader, so the same call works from a folder (CPython, tests, tools) and from the page, where
the app is imported straight from app.zip (web/main.py) and no file is unpacked to disk:
`load_json("game.gaia", "data/board.json")`.
"""
import json
import pkgutil
from typing import Any


def read_bytes(package: str, name: str) -> bytes:
    """The bytes of `name` (a '/'-separated path) inside `package`; OSError if missing."""
    data = pkgutil.get_data(package, name)
    if data is None:  # a loader that cannot read data files (not ours)
        raise OSError(f"{package} cannot read its data file {name}")
    return data


def load_json(package: str, name: str) -> Any:
    """A JSON data file of `package`, parsed."""
    return json.loads(read_bytes(package, name).decode("utf-8"))
