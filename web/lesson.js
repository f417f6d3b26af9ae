// Sizes each embedded lab to the height its page reports (see embed.js).
// A lesson page on another origin copies this listener; it may also check
// event.origin against the playground's origin.
(function () {
  "use strict";
  window.addEventListener("message", (event) => {
    const msg = event.data;
    if (!msg || msg.type !== "playground:height" || !Number.isFinite(msg.height)) {
      return;
    }
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === event.source) {
        const height = Math.max(60, Math.min(Math.ceil(msg.height), 20000));
        frame.style.height = height + "px";
        frame.dataset.height = String(height);
      }
    }
  });
})();
