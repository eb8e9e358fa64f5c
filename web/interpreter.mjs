// The interpreter module PyScript loads (pyscript.toml's `interpreter`): Pyodide's own
// loadPyodide, started from a memory snapshot when this browser keeps one for this version of
// the site, and the maker of that snapshot for the next start.
//
// A returning visitor's start (the page is controlled by our service worker) restores the
// snapshot kept in the service worker's cache, `galaxy-table-<version>`, under SNAPSHOT_URL:
// Python with the app already imported. Any problem (none kept, wrong checksum, a restore that
// throws, a restored interpreter that fails its check) falls back to a normal start, silently.
// The snapshot is made in a Worker (snapshot-worker.mjs) after the lobby is up, and goes away
// with its version's cache (sw.js deletes old caches when a new version takes over).
import { loadPyodide as loadPlain, version } from "./runtime/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./runtime/pyodide/", import.meta.url).href;
export const SNAPSHOT_URL = new URL("./__snapshot__", import.meta.url).href;
const CHECKSUM_HEADER = "x-galaxy-table-sha256";

function mark(state) {
  document.documentElement.dataset.gtSnapshot = state;
}

async function hex(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The site's version, as the service worker serves it (null without one in control).
export async function siteVersion() {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return null;
  const response = await fetch(new URL("./version.json", import.meta.url));
  if (!response.ok) return null;
  const { version: v } = await response.json();
  return typeof v === "string" && /^[0-9a-f]+$/.test(v) ? v : null;
}

export function cacheName(v) {
  return `galaxy-table-${v}`;
}

async function readSnapshot() {
  const v = await siteVersion();
  if (!v || !(await caches.has(cacheName(v)))) return null;
  const cache = await caches.open(cacheName(v));
  const response = await cache.match(SNAPSHOT_URL);
  if (!response) return null;
  const expected = response.headers.get(CHECKSUM_HEADER);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!expected || (await hex(bytes)) !== expected) {
    await cache.delete(SNAPSHOT_URL);
    throw new Error("snapshot checksum mismatch");
  }
  return { bytes, cache };
}

// Read once, from the moment this module is loaded (boot.js loads it beside PyScript's core):
// the snapshot's bytes and checksum are ready, or being read, when PyScript asks for Python.
let snapshotRead = null;
function snapshotOnce() {
  if (!snapshotRead) snapshotRead = readSnapshot();
  return snapshotRead;
}
if (globalThis.document && navigator.serviceWorker && navigator.serviceWorker.controller) {
  snapshotOnce().catch(() => {});  // reported when awaited (startPyodide)
}

// Every random source a restored interpreter shares with the one that made the snapshot.
const AFTER_RESTORE = `
import random as _random, sys as _sys
_random.seed()
assert "ui.app" in _sys.modules, "the snapshot does not hold the app"
del _random, _sys
`;

// PyScript's own Python package, precompiled at build time (tools/bytecode.py): checked .pyc
// files written where Python's source loader looks for them, before PyScript writes its
// sources and imports them. Python compares each with its source and compiles as before if
// they differ; a missing or unreadable bundle only costs that compilation.
const PYSCRIPT_BYTECODE = globalThis.document
  ? fetch(new URL("./pyscript-bytecode.json", import.meta.url))
      .then((r) => (r.ok ? r.json() : null)).catch(() => null)
  : null;

async function writePyscriptBytecode(pyodide) {
  let written = 0;
  try {
    const bundle = await PYSCRIPT_BYTECODE;
    for (const [path, b64] of Object.entries((bundle && bundle.files) || {})) {
      if (!/^\/home\/pyodide\/pyscript\/(?:[\w]+\/)*__pycache__\/[\w.-]+\.pyc$/.test(path)) continue;
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
      written += 1;
    }
  } catch (err) {
    console.info("Galaxy Table: PyScript's bytecode not used:", String(err));
  }
  document.documentElement.dataset.gtPyscriptBytecode = String(written);  // for the tests
}

// Marks for profiling a start (tests/bench.py, README "Benchmarks"): the interpreter asked
// for and handed over to PyScript.
export async function loadPyodide(options = {}) {
  performance.mark("gt-pyodide-start");
  const pyodide = await startPyodide(options);
  await writePyscriptBytecode(pyodide);
  performance.mark("gt-pyodide-loaded");
  return pyodide;
}

async function startPyodide(options) {
  const plain = { ...options, indexURL: INDEX_URL };
  let snapshot = null;
  try {
    snapshot = await snapshotOnce();
  } catch (err) {
    console.info("Galaxy Table: snapshot not used:", String(err));
    mark("fallback");
  }
  if (snapshot) {
    try {
      const pyodide = await loadPlain({ ...plain, _loadSnapshot: snapshot.bytes });
      pyodide.runPython(AFTER_RESTORE);
      mark("restored");
      return pyodide;
    } catch (err) {
      console.info("Galaxy Table: snapshot not restored, normal start:", String(err));
      mark("fallback");
      snapshot.cache.delete(SNAPSHOT_URL).catch(() => {});
    }
  } else if (!document.documentElement.dataset.gtSnapshot) {
    mark("none");
  }
  return loadPlain(plain);
}

// Called by boot.js once the lobby is interactive on a page the service worker controlled
// from the start: make this version's snapshot in a Worker if there is none yet.
// A version whose snapshot could not be made is not tried again (each try costs a Pyodide
// start in the background).
const FAILED_KEY = "galaxy-table/snapshot-failed";

export async function keepSnapshot(names, zips) {
  const v = await siteVersion();
  if (!v || !(await caches.has(cacheName(v)))) return "no-cache";
  const cache = await caches.open(cacheName(v));
  if (await cache.match(SNAPSHOT_URL)) return "kept";
  try {
    if (localStorage.getItem(FAILED_KEY) === v) return "failed before";
  } catch (err) { /* no storage: try */ }
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  try {
    const result = await new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => resolve({ ok: false, error: String(event.message || event) });
      worker.postMessage({ names, zips, indexURL: INDEX_URL });
    });
    if (!result.ok) {
      try { localStorage.setItem(FAILED_KEY, v); } catch (err) { /* no storage */ }
      throw new Error(result.error);
    }
    if (!(await caches.has(cacheName(v)))) return "outdated";  // a new version took over
    await cache.put(SNAPSHOT_URL, new Response(result.bytes, { headers: {
      "content-type": "application/octet-stream", [CHECKSUM_HEADER]: await hex(result.bytes) } }));
    document.documentElement.dataset.gtSnapshotKept = "yes";
    return "made";
  } finally {
    worker.terminate();
  }
}
