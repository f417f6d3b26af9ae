// In an iframe, tell the embedding page how tall the lab is, so the page can
// size the frame to fit (web/lesson.js shows the receiving side). Only the
// compact view (class "embed", from ?embed=1) reports: before the wasm has
// rendered it, the page is the prerendered home, whose height means nothing.
(function () {
  "use strict";
  if (window.parent === window || !("ResizeObserver" in window)) {
    return;
  }
  let last = -1;
  let watched = null;
  const report = () => {
    const root = document.querySelector(".embed");
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
      window.parent.postMessage({ type: "playground:height", height: height }, "*");
    }
  };
  const sizes = new ResizeObserver(report);
  const watch = () => {
    const root = document.querySelector(".embed");
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
