"""The browser side of Galaxy Table: app shell (app.py), lobby, save store, DOM helpers.

Modules that touch the browser (`js`, `pyodide`) import it lazily, so the pure logic
(store.py, games.py, text helpers in dom.py) also runs and is tested in CPython.
"""

import pkgutil as _pkgutil

# The page imports the app from several zips (tools/app_zips.py: app.zip and one per game),
# each holding part of this package: its search path spans all of them on sys.path.
__path__ = _pkgutil.extend_path(__path__, __name__)
