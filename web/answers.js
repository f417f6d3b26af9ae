// Early answers (app/site/answers.go): until app.wasm has started, a press
// on a lab page's first question or one of its presets shows that run,
// computed when the site was built, from the page's own data block
// (#pg-answers, a template per button): the view and every slot the app
// paints a run into get the run's HTML,
// the form shows its values, the status line says the full playground is
// still loading, and the address takes the preset's values so that the app
// starts at the same state (its own run then shows the same numbers).
(() => {
  "use strict";
  const block = document.getElementById("pg-answers");
  if (!block) {
    return;
  }
  const answers = {};
  for (const t of block.querySelectorAll("template[data-button]")) {
    answers[t.dataset.button] = t;
  }
  const started = () => !!document.querySelector('#playground[data-ready="true"]');
  // Only the page as prerendered, or as an early answer left it: an
  // address with values of its own (a shared link, a challenge) waits for
  // the app.
  let wrote = null;
  const own = () => location.search === wrote || [...new URLSearchParams(location.search).keys()].every((k) => k === "lang");
  document.addEventListener("click", (ev) => {
    if (started() || !own()) {
      return;
    }
    const button = ev.target instanceof Element ? ev.target.closest("button[id]") : null;
    const answer = button && answers[button.id];
    if (!answer) {
      return;
    }
    ev.preventDefault();
    // The view whole (a preset may show figures the page has no slot
    // for), then every slot (the key numbers are outside the view).
    for (const part of answer.content.children) {
      const into = part.dataset.into && document.getElementById(part.dataset.into);
      if (into) {
        into.replaceChildren(...part.cloneNode(true).childNodes);
      }
    }
    for (const part of answer.content.children) {
      if (!part.dataset.slotOf) {
        continue;
      }
      for (const slot of document.querySelectorAll('[data-slot="' + CSS.escape(part.dataset.slotOf) + '"]')) {
        slot.replaceChildren(...part.cloneNode(true).childNodes);
      }
    }
    for (const [id, value] of new URLSearchParams(answer.dataset.fields)) {
      const field = document.getElementById(id);
      if (field) {
        field.value = value;
      }
    }
    // The button pressed may have been replaced with the view: by its id.
    const pressed = document.getElementById(button.id);
    for (const b of document.querySelectorAll("button.preset")) {
      b.setAttribute("aria-pressed", String(b === pressed));
    }
    if (pressed && pressed !== button) {
      pressed.focus({ preventScroll: true });
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
    const q = new URLSearchParams(answer.dataset.q);
    if (lang) {
      q.set("lang", lang);
    }
    const s = q.toString();
    history.replaceState(history.state, "", location.pathname + (s ? "?" + s : "") + location.hash);
    wrote = location.search;
    document.documentElement.dataset.earlyAnswer = button.id;
  }, true);
  // Listening: what a test waits for before it presses.
  block.dataset.listening = "true";
})();
