package site

// workerJS replaces go-app's default service worker (gen/app-worker.js) to
// make the site work offline under a sub-path and on any static host:
//   - go-app lists the page as the prefix without its slash ("/playground"),
//     which static hosts answer with a redirect that a navigation can't use;
//     the page is stored under the worker's scope URL instead, and every
//     navigation to the scope (any lab, any parameters) gets that page;
//   - install and activate use waitUntil, so "activated" means "stored";
//   - the store is filled with requests that revalidate (fetch option no-cache),
//     so a host's long max-age can't put an old app.wasm under a new version;
//   - a path the site does not have gets, offline, the stored not-found
//     page with status 404 (notfound.go), as the server answers it online;
//   - the code view's wasm (web/code.wasm) is stored when it first arrives,
//     not at install, or when a page that loaded it before the worker
//     controlled it asks ("playground:keep");
//   - a navigation that asks for a lab's embed (embed=1 or story) gets
//     its prerendered embed (embeds.go), online or not;
//   - no push-notification code: the playground sends none.
//
// go-app substitutes {{.Version}} and its list of files (plain ReplaceAll).
const workerJS = `// Playground service worker (offline first, versioned by content hash).
const storeName = "app-" + "{{.Version}}";
const scope = new URL(self.registration.scope);
const root = scope.pathname.replace(/\/$/, "") || "/";
const resources = {{.ResourcesToCache}}.map((u) => (u === root ? scope.href : u));

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const store = await caches.open(storeName);
    await store.addAll(resources.map((u) => new Request(u, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    let update = false;
    for (const key of await caches.keys()) {
      if (key !== storeName && key.startsWith("app-")) {
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

// A page that runs code.wasm before the worker controlled it (a first
// visit) asks for it to be kept. Only the code view's wasm of this site:
// a page cannot fill the store with anything else.
self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.type !== "playground:keep") {
    return;
  }
  let u;
  try { u = new URL(msg.url); } catch (err) { return; }
  if (u.origin !== scope.origin || !u.href.startsWith(scope.href) || !u.pathname.endsWith("/web/code.wasm")) {
    return;
  }
  event.waitUntil((async () => {
    const store = await caches.open(storeName);
    if (await store.match(u.href)) {
      return;
    }
    const online = await fetch(new Request(u.href, { cache: "no-cache" }));
    if (online.ok) {
      await store.put(u.href, online);
    }
  })());
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(fromStore(event.request));
});

// embedOf is the stored embed a navigation asks for (embed=1 or story,
// the lab by lab= or by its folder), or the scope itself (never an embed).
function embedOf(url) {
  const e = url.searchParams.get("embed");
  let lab = url.searchParams.get("lab");
  if (!lab && url.pathname.startsWith(scope.pathname)) {
    lab = url.pathname.slice(scope.pathname.length).replace(/\/(index\.html)?$/, "");
  }
  if ((e !== "1" && e !== "story") || !lab || /[\/\\.]/.test(lab)) {
    return null;
  }
  return new URL(lab + "/embed.html", scope).href;
}

async function fromStore(request) {
  const store = await caches.open(storeName);
  if (request.mode === "navigate") {
    // A frame asking for a lab's embed: its prerendered embed (embeds.go).
    const asked = embedOf(new URL(request.url));
    const embed = asked && (await store.match(asked));
    if (embed) {
      return embed;
    }
    const path = new URL(request.url).pathname;
    if (path === scope.pathname || path === scope.pathname + "index.html") {
      const page = await store.match(scope.href);
      if (page) {
        return page;
      }
    }
    // A lab's own page (/LAB/?k=v): the stored prerendered page,
    // whatever the query.
    const own = await store.match(request, { ignoreSearch: true });
    if (own) {
      return own;
    }
    // A lab's folder named without its slash: where the server sends it.
    const url = new URL(request.url);
    if (!url.pathname.endsWith("/") && (await store.match(url.origin + url.pathname + "/"))) {
      return Response.redirect(url.origin + url.pathname + "/" + url.search, 301);
    }
    // Any other path: the server's answer, or offline the site's
    // not-found page, as the server would answer.
    const online = await fetch(request).catch(() => null);
    if (online) {
      return online;
    }
    const missing = await store.match(new URL("404.html", scope).href);
    if (missing) {
      return new Response(missing.body, { status: 404, statusText: "Not Found", headers: missing.headers });
    }
  }
  const stored = await store.match(request);
  if (stored) {
    return stored;
  }
  // The code view's wasm is not stored at install (a learner who never
  // writes code never downloads it): stored the first time it arrives,
  // so it works offline from then on.
  if (new URL(request.url).pathname.endsWith("/web/code.wasm")) {
    const online = await fetch(request);
    if (online.ok) {
      await store.put(request, online.clone());
    }
    return online;
  }
  return fetch(request);
}
`
