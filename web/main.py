"""Python entry point of the page: unpack the app (game/ + ui/ from /app.zip) and start ui.app.

boot.js fetched app.zip while Pyodide was loading; we extract it into the in-memory file
system, put it on sys.path and hand over to the app shell. Any failure is shown on the
page's error screen instead of leaving a blank page.
"""
import js

js.performance.mark("gt-python-ready")  # first, so the benchmark times Python, not our imports

import io  # noqa: E402
import sys  # noqa: E402
import traceback  # noqa: E402
import zipfile  # noqa: E402

_boot = js.galaxyTable
_boot.stage("Unpacking the app", 85)
try:
    _buffer = await _boot.appZip  # noqa: F704 (top-level await: PyScript runs this async)
    js.performance.mark("gt-zip-fetched")
    with zipfile.ZipFile(io.BytesIO(_buffer.to_bytes())) as _zip:
        _zip.extractall("/home/pyodide/app")
    js.performance.mark("gt-zip-extracted")
    sys.path.insert(0, "/home/pyodide/app")
    _boot.stage("Opening the lobby", 95)
    import ui.app
    js.performance.mark("gt-app-imported")

    ui.app.start()
except BaseException as _exc:  # the error screen must show whatever went wrong
    _boot.fail("Python started, but the app failed to start.", traceback.format_exc())
