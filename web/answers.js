// Early answers (app/site/answers.go): until app.wasm has started, a press
// on a lab page's first question or one of its presets shows that run,
// computed when the site was built. Each answer is a plain page beside the
// lab page (BUTTON.html, app/site/noscript.go: the one a browser without
// JavaScript follows), fetched on the press, not carried in the lab page:
// a repeat visit parses a page a tenth the size. The view and every slot
// the app paints a run into get the run's HTML, the form shows its values,
// the status line says the full playground is still loading, and the
// address takes the answer's values so that the app starts at the same
// state (its own run then shows the same numbers).
(() => {
  "use strict";
  const block = document.getElementById("pg-answers");
  if (!block) {
    return;
  }
  const buttons = new Set((block.dataset.buttons || "").split(" ").filter(Boolean));
  const started = () => !!document.querySelector('#playground[data-ready="true"]');
  // Only the page as prerendered, or as an early answer left it: an
  // address with values of its own (a shared link, a challenge) waits for
  // the app.
  let wrote = null;
  const own = () => location.search === wrote || [...new URLSearchParams(location.search).keys()].every((k) => k === "lang");

  // An answer read from a page: its view, its slots (the last of a key
  // wins, as the app paints them all alike), its fields, its values.
  const read = (doc, q) => {
    const slots = new Map();
    for (const s of doc.querySelectorAll("#playground [data-slot]")) {
      slots.set(s.dataset.slot, s);
    }
    const fields = [];
    for (const f of doc.querySelectorAll('#playground input[id^="f-"], #playground select[id^="f-"]')) {
      fields.push([f.id, f.type === "checkbox" ? f.hasAttribute("checked") : f.value]);
    }
    const view = doc.querySelector('#playground [id^="view-"]');
    return { view: view && view.cloneNode(true), slots: new Map([...slots].map(([k, s]) => [k, s.cloneNode(true)])), fields, q };
  };
  // The lesson's answer is the page as it was built.
  const lesson = read(document, "");
  const answers = new Map();
  const load = (id) => {
    if (id === "preset-lesson") {
      return Promise.resolve(lesson);
    }
    if (!answers.has(id)) {
      answers.set(id, fetch(id + ".html").then((r) => {
        if (!r.ok) {
          throw new Error(id + ".html: " + r.status);
        }
        return r.text();
      }).then((text) => {
        const doc = new DOMParser().parseFromString(text, "text/html");
        const live = doc.querySelector("a.open-live");
        return read(doc, live ? new URL(live.getAttribute("href"), location.href).search.slice(1) : "");
      }));
      answers.get(id).catch(() => answers.delete(id)); // a failed fetch is tried again on the next press
    }
    return answers.get(id);
  };

  const show = (id, a) => {
    // The view whole (a preset may show figures the page has no slot
    // for), then every slot (the key numbers are outside the view).
    const into = a.view && document.getElementById(a.view.id);
    if (into) {
      into.replaceChildren(...a.view.cloneNode(true).childNodes);
    }
    for (const [key, from] of a.slots) {
      for (const slot of document.querySelectorAll('[data-slot="' + CSS.escape(key) + '"]')) {
        slot.replaceChildren(...from.cloneNode(true).childNodes);
      }
    }
    for (const [fid, value] of a.fields) {
      const field = document.getElementById(fid);
      if (field && field.type === "checkbox") {
        field.checked = value;
      } else if (field) {
        field.value = value;
      }
    }
    // The button pressed may have been replaced with the view: by its id.
    const pressed = document.getElementById(id);
    for (const b of document.querySelectorAll("button.preset")) {
      b.setAttribute("aria-pressed", String(b === pressed));
    }
    const status = document.getElementById("status");
    if (status) {
      const p = document.createElement("p");
      p.id = "early-answer";
      p.className = "notice";
      p.textContent = new URLSearchParams(location.search).get("lang") === "en" ? block.dataset.loadingEn : block.dataset.loading;
      status.replaceChildren(p);
    }
    const lang = new URLSearchParams(location.search).get("lang");
    const q = new URLSearchParams(a.q);
    if (lang) {
      q.set("lang", lang);
    }
    const s = q.toString();
    history.replaceState(history.state, "", location.pathname + (s ? "?" + s : "") + location.hash);
    wrote = location.search;
    document.documentElement.dataset.earlyAnswer = id;
    return pressed;
  };

  let presses = 0;
  document.addEventListener("click", (ev) => {
    if (started() || !own()) {
      return;
    }
    const button = ev.target instanceof Element ? ev.target.closest("button[id]") : null;
    if (!button || !buttons.has(button.id)) {
      return;
    }
    ev.preventDefault();
    const id = button.id;
    const press = ++presses;
    button.setAttribute("aria-busy", "true");
    load(id).then((a) => {
      button.removeAttribute("aria-busy");
      // The last press wins, and the app, once started, answers itself.
      if (press !== presses || started() || !own()) {
        return;
      }
      const pressed = show(id, a);
      if (pressed && pressed !== button && !button.isConnected) {
        pressed.focus({ preventScroll: true });
      }
    }, () => button.removeAttribute("aria-busy"));
  }, true);
  // Listening: what a test waits for before it presses.
  block.dataset.listening = "true";
})();
