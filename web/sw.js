// Service worker of Galaxy Table: keeps the whole app in the browser so it starts offline, and
// fetches on an update only the files whose content changed.
//
// serve.py / --build fill in VERSION (a hash of every file) and FILES: each file's path and
// the sha256 of its content (tools/site.py). Every file is kept in one cache, FILES_CACHE,
// under "<path>?sha256=<hash>", so a new deploy is a new worker that fetches only the hashes
// it does not hold yet (a changed module: that game's zip, the page, version.json), checks
// each body against its hash, and the page then offers "Reload now". Once the new worker takes
// over, the entries no file of its version names are dropped. The version's own cache,
// `galaxy-table-<VERSION>`, holds the page for navigations (the static route below) and the
// memory snapshot web/interpreter.mjs keeps for that version; older ones are dropped too.
const VERSION = "__VERSION__";
const CACHE = `galaxy-table-${VERSION}`;
const FILES_CACHE = "galaxy-table-files";
const FILES = __FILES__;
const PAGE = "index.html";

const scope = () => new URL(self.registration.scope);
const keyOf = (path, hash) => new URL(`${path}?sha256=${hash}`, scope()).href;

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// One file into FILES_CACHE, unless a version this browser had already kept the same content.
// A body that is not the content the manifest names (a deploy half uploaded, a proxy's page)
// fails the install: the browser keeps the old version and tries again on a later visit.
async function keep(files, path, hash) {
  const key = keyOf(path, hash);
  if (await files.match(key)) return 0;
  const response = await fetch(new Request(new URL(path, scope()), { cache: "no-cache" }));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  if ((await sha256(body)) !== hash) throw new Error(`${path}: not the content of version ${VERSION}`);
  const headers = new Headers();
  for (const name of ["content-type", "last-modified", "etag"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  await files.put(key, new Response(body, { status: 200, headers }));
  return body.byteLength;
}

self.addEventListener("install", (event) => {
  // Navigations to the app's page come straight from this version's cache, without waiting
  // for the worker to start (the static routing API; a miss falls back to the network, and
  // browsers without the API use the fetch handler below, which does the same).
  if (event.addRoutes) {
    const base = scope().pathname;
    const page = (pathname) => ({ requestMode: "navigate", requestMethod: "GET",
      urlPattern: new URLPattern({ pathname, search: "" }) });
    try {
      event.addRoutes({ condition: { or: [page(base), page(`${base}index.html`)] },
        source: { cacheName: CACHE } });
    } catch (err) {
      console.info("Galaxy Table: no static route:", String(err));
    }
  }
  event.waitUntil((async () => {
    const files = await caches.open(FILES_CACHE);
    await Promise.all(Object.entries(FILES).map(([path, hash]) => keep(files, path, hash)));
    const page = await files.match(keyOf(PAGE, FILES[PAGE]));
    const own = await caches.open(CACHE);
    await own.put(new URL("./", scope()).href, page.clone());
    await own.put(new URL(PAGE, scope()).href, page);
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("galaxy-table-") && key !== CACHE && key !== FILES_CACHE) {
        await caches.delete(key);
      }
    }
    const wanted = new Set(Object.entries(FILES).map(([path, hash]) => keyOf(path, hash)));
    const files = await caches.open(FILES_CACHE);
    for (const request of await files.keys()) {
      if (!wanted.has(request.url)) await files.delete(request);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

// The path of a same-origin request inside the app ("" for the folder itself), or null.
function pathOf(url) {
  const base = scope();
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return decodeURIComponent(url.pathname.slice(base.pathname.length));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const path = pathOf(url);
  if (path === null) return;
  event.respondWith((async () => {
    const file = path === "" ? PAGE : path;
    if (FILES[file]) {
      const hit = await (await caches.open(FILES_CACHE)).match(keyOf(file, FILES[file]));
      if (hit) return hit;
    } else {
      const own = await (await caches.open(CACHE)).match(request, { ignoreSearch: true });
      if (own) return own;
    }
    if (request.mode === "navigate") {
      try {
        return await fetch(request);
      } catch (err) {
        const page = await (await caches.open(CACHE)).match(new URL(PAGE, scope()).href);
        if (page) return page;
        throw err;
      }
    }
    return fetch(request);
  })());
});
