"""The browser side of Galaxy Table: app shell (app.py), lobby, save store, DOM helpers.

Modules that touch the browser (`js`, `pyodide`) import it lazily, so the pure logic
(store.py, games.py, text helpers in dom.py) also runs and is tested in CPython.
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
