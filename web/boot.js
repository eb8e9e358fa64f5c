// Boot of the page: loading screen with progress, error screen, the app zips' prefetch, PyScript
// start, and the service worker (offline play + "new version ready" notice).
// Python (web/main.py, then ui/app.py) takes over once the interpreter is up.

const $ = (id) => document.getElementById(id);
// A text in the visitor's language (index.html's inline script; English msgids, ui/boottext.py).
const T = (english) => (window.galaxyTableText ? window.galaxyTableText(english) : english);
let finished = false;
// A returning visitor: the service worker served this page (interpreter.mjs may restore a
// memory snapshot, and makes one once the lobby is up if there is none for this version).
const controlledAtStart = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
const SNAPSHOT_DELAY_MS = 3000;  // let the visitor's first clicks have the CPU

function showError(message, detail) {
  if (finished) return;
  finished = true;
  $("boot").hidden = true;
  $("app").hidden = true;
  $("boot-error-text").textContent = T(message);
  $("boot-error-detail").textContent = detail || "";
  $("boot-error").hidden = false;
  document.documentElement.dataset.gtState = "error";
  $("boot-reload").focus();
}

// The app's zips (tools/app_zips.py: app.zip, then one per game), named by tools/site.py.
const APP_ZIPS = [/*__APP_ZIPS__*/];

const galaxyTable = {
  // Started now, awaited by main.py: the app's Python files arrive while Pyodide loads.
  appZipNames: APP_ZIPS,
  appZips: Promise.all(APP_ZIPS.map((name) => fetch(name).then((r) => {
    if (!r.ok) throw new Error(`${name}: HTTP ${r.status}`);
    return r.arrayBuffer();
  }))),
  stage(text, percent) {
    $("boot-stage").textContent = T(text);
    if (percent !== undefined) $("boot-progress").value = percent;
  },
  fail(message, detail) {
    showError(message, detail);
  },
  // Called by ui.app once the first screen is rendered.
  ready() {
    if (finished) return;
    finished = true;
    $("boot").hidden = true;
    $("app").hidden = false;
    document.documentElement.dataset.gtState = "ready";
    performance.mark("gt-lobby-visible");
    if (window.galaxyTableShell) window.galaxyTableShell.release();
    registerServiceWorker();
    // a snapshot only from a start the service worker controlled (said for the tests)
    document.documentElement.dataset.gtSnapshotPlan = controlledAtStart ? "keep" : "skip";
    if (controlledAtStart) setTimeout(keepSnapshot, SNAPSHOT_DELAY_MS);
  },
};
galaxyTable.appZips.catch(() => {});  // reported by main.py when awaited
window.galaxyTable = galaxyTable;
document.documentElement.dataset.gtState = "loading";

$("boot-reload").addEventListener("click", () => location.reload());

// PyScript reports its own progress ("Loading pyodide", "Loaded pyodide", ...).
let steps = 0;
addEventListener("py:progress", (event) => {
  steps += 1;
  const detail = String(event.detail || "");
  let text = "Loading the runtime…";
  if (/^Loading (interpreter|pyodide)/i.test(detail)) text = "Starting Python (the slowest step)…";
  else if (/^Loaded/i.test(detail)) text = "Python is up…";
  galaxyTable.stage(text, Math.min(75, 10 + steps * 12));
});
addEventListener("py:ready", () => galaxyTable.stage("Starting the app…", 80));

// Whatever fails before the app is up becomes the error screen, never a blank page.
addEventListener("error", (event) => {
  if (!finished) showError("The page hit an error while starting.", String(event.message || event.error));
});
addEventListener("unhandledrejection", (event) => {
  if (!finished) showError("The Python runtime failed to start.", String(event.reason && (event.reason.stack || event.reason)));
});
// PyScript writes Python start-up errors into a .py-error element: show them on our screen.
new MutationObserver((records) => {
  for (const r of records) for (const node of r.addedNodes) {
    if (node.nodeType === 1 && node.classList.contains("py-error")) {
      showError("Python reported an error while starting.", node.textContent);
    }
  }
}).observe(document.body, { childList: true });

// PyScript starts once the first paint is reported (index.html's galaxyTableAfterPaint; a
// frame after the first one where that is missing): its script evaluation would otherwise hold
// back the first paint of the lobby shell by a few hundred milliseconds. Waiting for the next
// frame instead cost ~65 ms of a cold start (lobby interactive at 1,115 against 1,183 ms,
// medians of 13 interleaved cold loads).
// interpreter.mjs is loaded beside PyScript's core rather than after PyScript has read its
// config (PyScript's own import of it then finds the module ready; loading it starts nothing
// heavy, Pyodide starts when PyScript calls loadPyodide, but on a returning visit it begins
// reading the memory snapshot). PyScript's core chunk and error plugin (hashed names filled
// in by tools/site.py) and Pyodide's pyodide.mjs (which interpreter.mjs imports) are
// preloaded at the same time instead of each after the module that imports it.
const PYSCRIPT_PRELOADS = [/*__PYSCRIPT_PRELOADS__*/];
function startPython() {
  for (const href of [...PYSCRIPT_PRELOADS, "./runtime/pyodide/pyodide.mjs"]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import("./interpreter.mjs").catch(() => {});  // PyScript's own import reports a failure
  import("./morph.mjs").catch(() => {});  // ui/table/morph.py sets outerHTML without it
  import("./runtime/pyscript/core.js").then(dropWorkerHooks).catch((err) => {
    showError("The Python runtime is missing or could not be loaded.",
      `${err && err.message ? err.message : err}\n(runtime/pyscript/core.js)`);
  });
}
// PyScript builds the hooks it keeps for its workers into one function with Function() when
// it sets up each script, a main-thread one too (before Python runs it); the page starts no
// PyScript worker, so with those hooks (one built in) emptied nothing calls Function() and the
// page's Content-Security-Policy needs no 'unsafe-eval' (tools/csp.py).
function dropWorkerHooks({ hooks }) {
  for (const name of ["onReady", "onBeforeRun", "onBeforeRunAsync", "onAfterRun", "onAfterRunAsync"]) {
    if (hooks && hooks.worker && hooks.worker[name]) hooks.worker[name].clear();
  }
}
(window.galaxyTableAfterPaint || ((fn) => requestAnimationFrame(() => setTimeout(fn, 0))))(startPython);

// --- memory snapshot for the next start (web/interpreter.mjs); failures only cost speed ---
function keepSnapshot() {
  Promise.all([galaxyTable.appZips, import("./interpreter.mjs")])
    .then(([zips, interpreter]) => interpreter.keepSnapshot(APP_ZIPS, zips))
    .catch((err) => console.info("Galaxy Table: no snapshot kept:", String(err)));
}

// --- service worker: offline copy of the whole app, and new-version notice ---------------
function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.register("sw.js").then((reg) => {
    const offer = (worker) => {
      if (!worker || !navigator.serviceWorker.controller) return;
      const banner = $("update-banner");
      banner.hidden = false;
      document.documentElement.dataset.gtUpdate = "ready";
      $("update-reload").onclick = () => worker.postMessage("skip-waiting");
    };
    const track = (worker) => {
      if (worker) worker.addEventListener("statechange", () => {
        if (worker.state === "installed") offer(worker);
      });
    };
    if (reg.waiting) offer(reg.waiting);
    // a new version found by the browser's own check before this page registered: its
    // updatefound has fired already
    track(reg.installing);
    reg.addEventListener("updatefound", () => track(reg.installing));
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (hadController && !reloading) {
        reloading = true;
        location.reload();
      }
    });
  }).catch((err) => console.warn("service worker not registered:", err));
}
