// Service worker of Galaxy Table: precaches the whole app so it starts offline.
// serve.py / --build fill in VERSION (a hash of every file) and the PRECACHE list, so any new
// deploy is a new worker with a new cache; the page then offers "Reload now".
const VERSION = "__VERSION__";
const CACHE = `galaxy-table-${VERSION}`;
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  // Navigations to the app's page come straight from this version's cache, without waiting
  // for the worker to start (the static routing API; a miss falls back to the network, and
  // browsers without the API use the fetch handler below, which does the same).
  if (event.addRoutes) {
    const base = new URL(self.registration.scope).pathname;
    const page = (pathname) => ({ requestMode: "navigate", requestMethod: "GET",
      urlPattern: new URLPattern({ pathname, search: "" }) });
    try {
      event.addRoutes({ condition: { or: [page(base), page(`${base}index.html`)] },
        source: { cacheName: CACHE } });
    } catch (err) {
      console.info("Galaxy Table: no static route:", String(err));
    }
  }
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("galaxy-table-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const index = await cache.match("./");
      try {
        return await fetch(request);
      } catch (err) {
        if (index) return index;
        throw err;
      }
    }
    return fetch(request);
  })());
});
