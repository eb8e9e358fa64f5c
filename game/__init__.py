"""Galaxy Table game engines: pure Python, no browser imports.

`game.core` holds the game-agnostic protocol; each game lives in its own package
(`game.rftg`, `game.gaia`, ...) and registers itself in `game.core.registry`.
"""

import sys as _sys

# The page imports the app from several zips on sys.path (tools/app_zips.py: app.zip and one
# app-<game>.zip per game), each holding part of this package: its search path names the
# package's folder in every one. Only names, no look inside a zip until a module is searched
# for there (pkgutil.extend_path opened every zip at start-up: 45 ms more to the lobby).
__path__ = list(__path__) + [
    f"{entry}/{__name__}" for entry in _sys.path
    if isinstance(entry, str) and entry.rsplit("/", 1)[-1].startswith("app")
    and entry.endswith(".zip") and f"{entry}/{__name__}" not in __path__]
