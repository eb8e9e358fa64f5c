// Makes the memory snapshot a returning visitor's start restores (see interpreter.mjs): Pyodide
// with the app unpacked and imported as web/main.py would, nothing of the page run. It runs in
// a Worker: in the page, PyScript's bootstrap fails on the globals a snapshot-making Pyodide
// proxies. Replies {ok, bytes} or {ok: false, error}.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

// web/main.py's imports, the app shell, and every playable game's UI and engine (opening a
// game then imports nothing).
const IMPORTS = `
import io, sys, traceback, zipfile, random
sys.path.insert(0, "/home/pyodide/app")
import ui.app
from ui import games as _games
for _entry in _games.GAMES:
    if _games.is_available(_entry):
        _games.load_ui(_entry)
del _games, _entry
`;

onmessage = async (event) => {
  const { appZip, indexURL } = event.data;
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    pyodide.unpackArchive(appZip, "zip", { extractDir: "/home/pyodide/app" });
    pyodide.runPython(IMPORTS);
    const bytes = pyodide.makeMemorySnapshot();
    postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch (err) {
    postMessage({ ok: false, error: String(err && (err.stack || err)) });
  }
};
