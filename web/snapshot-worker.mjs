// Makes the memory snapshot a returning visitor's start restores (see interpreter.mjs): Pyodide
// with the app on sys.path (its zips, tools/app_zips.py) and imported as web/main.py would, nothing of the page run. It runs in
// a Worker: in the page, PyScript's bootstrap fails on the globals a snapshot-making Pyodide
// proxies. Replies {ok, bytes} or {ok: false, error}.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

// web/main.py's imports and the app shell with the lobby. The games are left out: with all four
// games' engines and tables imported the snapshot restored slower than the imports it saved
// (bench, restart mode: interactive 1.82 s with them, 1.50 s without; opening a saved game
// from the lobby 43 ms with them, 116 ms without; README "Benchmarks", runs 4 and 5).
const HOME = "/home/pyodide/";  // where web/main.py writes the zips
const imports = (names) => `
import sys, traceback, random
sys.path[:0] = ${JSON.stringify(names.map((name) => HOME + name))}
import ui.app
import game.core.record  # read with every save (ui/store.py imports it on first use)
`;

onmessage = async (event) => {
  const { names, zips, indexURL } = event.data;
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    names.forEach((name, i) => pyodide.FS.writeFile(HOME + name, new Uint8Array(zips[i])));
    pyodide.runPython(imports(names));
    const bytes = pyodide.makeMemorySnapshot();
    postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch (err) {
    postMessage({ ok: false, error: String(err && (err.stack || err)) });
  }
};
