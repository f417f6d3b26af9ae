// The example lesson's own script (web/lesson.html): buttons that set a
// lab's knobs through the playground's postMessage API, and a line that
// shows the numbers of each run. Sizing the frames is embed.js's job; this
// file only uses the API it offers (README.md, "Embedding").
(function () {
  "use strict";
  const start = () => {
    if (!window.Playground) {
      return; // embed.js did not load: the frames still work on their own
    }
    for (const btn of document.querySelectorAll("button[data-set]")) {
      btn.addEventListener("click", () => {
        window.Playground.set(btn.dataset.frame, Object.fromEntries(new URLSearchParams(btn.dataset.set)));
      });
    }
    for (const out of document.querySelectorAll("[data-frame]:not(button)")) {
      const frame = document.querySelector(out.dataset.frame);
      if (!frame) {
        continue;
      }
      frame.addEventListener("playground:run", (e) => {
        const m = e.detail.metrics || {};
        const q = e.detail.values || {};
        out.textContent = "kuyruk " + q.queue + ": istekler %" + m.rejected_pct + " reddedildi, p99 " +
          m.p99_ms + " ms, iyi çıktı saniyede " + (Math.round(m.goodput_rps * 10) / 10) + " istek.";
      });
      frame.addEventListener("playground:error", (e) => {
        out.textContent = (e.detail.errors || []).map((x) => x.message).join(" · ");
      });
    }
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
