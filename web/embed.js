// embed.js — the playground's one script for lesson pages. Add it once:
//
//   <iframe class="playground" src="(the playground)/?lab=admission&embed=1&controls=queue"></iframe>
//   <script src="(the playground)/web/embed.js" defer></script>
//
// It has two sides. In a lesson page (the host) it sizes every playground
// frame to the height the lab reports, and offers a small API:
//
//   Playground.set(frame, {queue: 5})   set knobs (by URL name) and run
//   Playground.get(frame)               ask for the last run again
//   frame.addEventListener("playground:run", e => e.detail.metrics …)
//   frame.addEventListener("playground:error", e => e.detail.errors …)
//
// (frame: the iframe element or a CSS selector.) Inside the playground's
// own page, shown in a frame with ?embed=1, it reports that page's height
// to the host. Loading it twice adds nothing: one listener serves every
// frame on the page. README.md ("Embedding") documents the messages.
(function () {
  "use strict";
  if (window.Playground && window.Playground.version) {
    return;
  }
  const HEIGHT = "playground:height";

  // --- host side: size the frames, route their messages -----------------
  const frameOf = (source) => {
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === source) {
        return frame;
      }
    }
    return null;
  };
  window.addEventListener("message", (event) => {
    const msg = event.data;
    if (!msg || typeof msg.type !== "string" || !msg.type.startsWith("playground:")) {
      return;
    }
    const frame = frameOf(event.source);
    if (!frame) {
      return;
    }
    if (msg.type === HEIGHT) {
      if (!Number.isFinite(msg.height)) {
        return;
      }
      const height = Math.max(60, Math.min(Math.ceil(msg.height), 20000));
      frame.style.height = height + "px";
      frame.dataset.height = String(height);
      return;
    }
    // playground:run, playground:error: the lesson text listens on the frame.
    if (msg.type === "playground:run") {
      frame.dataset.metrics = JSON.stringify(msg.metrics || {});
    }
    frame.dispatchEvent(new CustomEvent(msg.type, { detail: msg }));
  });
  const resolve = (frame) => (typeof frame === "string" ? document.querySelector(frame) : frame);
  const post = (frame, msg) => {
    const f = resolve(frame);
    if (!f || !f.contentWindow) {
      throw new Error("Playground: no such frame: " + frame);
    }
    // The frame's own origin, so values reach the playground only.
    let origin = "*";
    try {
      origin = new URL(f.src, document.baseURI).origin;
    } catch (e) {
      origin = "*";
    }
    f.contentWindow.postMessage(msg, origin);
  };
  window.Playground = {
    version: 1,
    set(frame, params) {
      const out = {};
      for (const [k, v] of Object.entries(params || {})) {
        out[k] = String(v);
      }
      post(frame, { type: "playground:set", params: out });
    },
    get(frame) {
      post(frame, { type: "playground:get" });
    },
  };

  // --- playground side: report this page's height to the host ------------
  // Only the compact view (class "embed", from ?embed=1) reports: before
  // the wasm has rendered it, the page is the prerendered one, whose
  // height means nothing.
  if (window.parent === window || !("ResizeObserver" in window)) {
    return;
  }
  let last = -1;
  let watched = null;
  const report = () => {
    const root = document.querySelector(".pg.embed");
    if (!root) {
      return;
    }
    const style = getComputedStyle(root);
    const height = Math.ceil(
      root.getBoundingClientRect().bottom + window.scrollY + parseFloat(style.marginBottom || "0"));
    if (height !== last) {
      last = height;
      // The height says nothing private, and the embedding origin is not
      // known in advance: any parent may read it.
      window.parent.postMessage({ type: HEIGHT, height: height }, "*");
    }
  };
  const sizes = new ResizeObserver(report);
  const watch = () => {
    const root = document.querySelector(".pg.embed");
    if (root !== watched) {
      if (watched) {
        sizes.unobserve(watched);
      }
      watched = root;
      if (root) {
        sizes.observe(root);
      }
    }
    report();
  };
  const start = () => {
    new MutationObserver(watch).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
    watch();
  };
  if (document.body) {
    start();
  } else {
    document.addEventListener("DOMContentLoaded", start);
  }
})();
