"""Python entry point of the page: put the app (game/ + ui/ from /app.zip) on sys.path and
start ui.app.

boot.js fetched app.zip while Pyodide was loading; we write it as one file into the in-memory
file system and import from it (zipimport, with the bytecode tools/bytecode.py put beside each
module): nothing is unpacked, and a module is read only when imported. Data files are read
through their package's loader (game/core/packaged.py). A restored memory snapshot already
holds the path and the app's lobby modules (web/interpreter.mjs); the file itself is not in
the snapshot and is written again. Any failure is shown on the page's error screen instead of
leaving a blank page.
"""
import js

js.performance.mark("gt-python-ready")  # first, so the benchmark times Python, not our imports

import sys  # noqa: E402
import traceback  # noqa: E402

APP_ZIP = "/home/pyodide/app.zip"  # the same path in web/snapshot-worker.mjs and tools/bytecode.py

_boot = js.galaxyTable
_boot.stage("Opening the app", 85)
try:
    _buffer = await _boot.appZip  # noqa: F704 (top-level await: PyScript runs this async)
    js.performance.mark("gt-zip-fetched")
    with open(APP_ZIP, "wb") as _file:
        _file.write(_buffer.to_bytes())
    if APP_ZIP not in sys.path:
        sys.path.insert(0, APP_ZIP)
    js.performance.mark("gt-zip-written")
    _boot.stage("Opening the lobby", 95)
    import ui.app
    js.performance.mark("gt-app-imported")

    ui.app.start()
except BaseException as _exc:  # the error screen must show whatever went wrong
    _boot.fail("Python started, but the app failed to start.", traceback.format_exc())
