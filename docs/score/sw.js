// The score page's service worker. After one visit, the page and everything it needs (the
// site's styles and scripts it loads, its icons, Pyodide and the package's core from the
// play page's engine folder) come from this cache, with a network or without one.
//
// Its scope is the score page alone (score/, or a language's, da/score/): the rest of the
// site is served as before, never from a cache that could hold an older page. The page
// registers it once the engine has loaded, so a first visit downloads nothing twice.
// FILES, VERSION and NAME are written in when the site is built (hooks/score_offline.py):
// a new build is a new VERSION, whose cache replaces the old one at the next visit with a
// network; each language's page names its caches apart (NAME), so neither page's worker
// clears the other's.

const VERSION = "unbuilt";
const FILES = [];
const NAME = "tarock-score";
const CACHE = `${NAME}-${VERSION}`;
const OLD = new RegExp(`^${NAME}-[0-9a-f]+$`); // this page's caches of earlier builds
const KEPT = new Set(FILES.map((file) => new URL(file, self.location).href));

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names
      .filter((name) => OLD.test(name) && name !== CACHE)
      .map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

// What the cache holds comes from it; anything else from the network, as without it.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const page = request.mode === "navigate";
  if (request.method !== "GET" || (!page && !KEPT.has(request.url))) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: page }))
    .then((found) => found || fetch(request)));
});
