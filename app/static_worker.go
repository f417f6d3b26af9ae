//go:build !wasm

package main

// workerJS replaces go-app's default service worker (gen/app-worker.js) to
// make the site work offline under a sub-path and on any static host:
//   - go-app lists the page as the prefix without its slash ("/playground"),
//     which static hosts answer with a redirect that a navigation can't use;
//     the page is cached under the worker's scope URL instead, and every
//     navigation to the scope (any lab, any parameters) gets that page;
//   - install and activate use waitUntil, so "activated" means "cached";
//   - open tabs are claimed on updates only (see activate);
//   - the cache is filled with cache: "no-cache" requests, so a host's long
//     max-age can't put an old app.wasm under a new version;
//   - no push-notification code: the playground sends none.
//
// go-app substitutes {{.Version}} and {{.ResourcesToCache}} (plain ReplaceAll).
const workerJS = `// Playground service worker (cache-first, versioned by content hash).
const cacheName = "app-" + "{{.Version}}";
const scope = new URL(self.registration.scope);
const root = scope.pathname.replace(/\/$/, "") || "/";
const resourcesToCache = {{.ResourcesToCache}}.map((u) => (u === root ? scope.href : u));

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(cacheName);
    await cache.addAll(resourcesToCache.map((u) => new Request(u, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    let update = false;
    for (const key of await caches.keys()) {
      if (key !== cacheName && key.startsWith("app-")) {
        update = true;
        await caches.delete(key);
      }
    }
    // Take over open tabs only on an update: app.js reports "update
    // available" when a worker activates while the page has a controller,
    // so claiming on the first install would announce an update that isn't.
    if (update) {
      await self.clients.claim();
    }
  })());
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(fromCache(event.request));
});

async function fromCache(request) {
  const cache = await caches.open(cacheName);
  if (request.mode === "navigate") {
    const path = new URL(request.url).pathname;
    if (path === scope.pathname || path === scope.pathname + "index.html") {
      const page = await cache.match(scope.href);
      if (page) {
        return page;
      }
    }
  }
  return (await cache.match(request)) || fetch(request);
}
`
