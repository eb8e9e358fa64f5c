// Makes the memory snapshot a returning visitor's start restores (see interpreter.mjs): Pyodide
// with the app on sys.path (app.zip) and imported as web/main.py would, nothing of the page run. It runs in
// a Worker: in the page, PyScript's bootstrap fails on the globals a snapshot-making Pyodide
// proxies. Replies {ok, bytes} or {ok: false, error}.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

// web/main.py's imports and the app shell with the lobby. The games are left out: with all four
// games' engines and tables imported the snapshot restored slower than the imports it saved
// (bench, restart mode: interactive 1.82 s with them, 1.50 s without; opening a saved game
// from the lobby 43 ms with them, 116 ms without; README "Benchmarks", runs 4 and 5).
const APP_ZIP = "/home/pyodide/app.zip";
const IMPORTS = `
import sys, traceback, random
sys.path.insert(0, "${APP_ZIP}")
import ui.app
import game.core.record  # read with every save (ui/store.py imports it on first use)
`;

onmessage = async (event) => {
  const { appZip, indexURL } = event.data;
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    pyodide.FS.writeFile(APP_ZIP, new Uint8Array(appZip));
    pyodide.runPython(IMPORTS);
    const bytes = pyodide.makeMemorySnapshot();
    postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch (err) {
    postMessage({ ok: false, error: String(err && (err.stack || err)) });
  }
};
