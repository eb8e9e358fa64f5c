"""Python entry point of the page: put the app (game/ + ui/ from /app.zip and one zip per game,
tools/app_zips.py) on sys.path and start ui.app.

boot.js fetched the zips while Pyodide was loading; we write each as one file into the in-memory
file system and import from them (zipimport, with the bytecode tools/bytecode.py put beside each
module): nothing is unpacked, and a module is read only when imported. Data files are read
through their package's loader (game/core/packaged.py). A restored memory snapshot already
holds the path and the app's lobby modules (web/interpreter.mjs); the files themselves are not
in the snapshot and are written again. Any failure is shown on the page's error screen instead of
leaving a blank page.
"""
import js

js.performance.mark("gt-python-ready")  # first, so the benchmark times Python, not our imports

import sys  # noqa: E402
import traceback  # noqa: E402

HOME = "/home/pyodide/"  # where the zips go: the same in web/snapshot-worker.mjs and tools/bytecode.py

_boot = js.galaxyTable
_boot.stage("Opening the app", 85)
try:
    _buffers = await _boot.appZips  # noqa: F704 (top-level await: PyScript runs this async)
    js.performance.mark("gt-zip-fetched")
    _paths = [HOME + _name for _name in _boot.appZipNames]
    for _path, _buffer in zip(_paths, _buffers):
        with open(_path, "wb") as _file:
            _file.write(_buffer.to_bytes())
    sys.path[:0] = [_path for _path in _paths if _path not in sys.path]
    js.performance.mark("gt-zip-written")
    _boot.stage("Opening the lobby", 95)
    import ui.app
    js.performance.mark("gt-app-imported")

    ui.app.start()
except BaseException as _exc:  # the error screen must show whatever went wrong
    _boot.fail("Python started, but the app failed to start.", traceback.format_exc())
