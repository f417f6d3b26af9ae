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
      tellBindings(frame); // the frame's page is up: it can take them now
      if (!Number.isFinite(msg.height)) {
        return;
      }
      const height = Math.max(60, Math.min(Math.ceil(msg.height), 20000));
      frame.style.height = height + "px";
      frame.dataset.height = String(height);
      if (moments) {
        momentsSoon(); // the text under a frame held at the top moved
      }
      return;
    }
    // playground:run, playground:error: the lesson text listens on the frame.
    if (msg.type === "playground:run") {
      frame.dataset.metrics = JSON.stringify(msg.metrics || {});
    }
    frame.dispatchEvent(new CustomEvent(msg.type, { detail: msg }));
    if (msg.type === "playground:run" || msg.type === "playground:error") {
      showRun(frame, msg);
    }
    if (msg.type === "playground:run") {
      share(frame, msg);
    } else if (msg.type === "playground:error") {
      following.delete(frame); // refused what it was sent: it leads again
    }
  });
  // data-pg-share="NAME" on frames of one lab: a change the learner makes
  // in one is made in the others (they take its knobs' values), so two
  // pictures of one set-up never disagree. Only changes travel: a frame's
  // first run follows the group's last change, if any, and sends nothing
  // (a lazy frame loading late must not undo the learner's change); a
  // frame that took the group's values sends them on no further.
  const groups = new Map(); // group name → the values of its last change
  const ran = new WeakMap(); // frame → the values of its last run
  // A frame the group set is following, not leading: its runs until it
  // runs the values it was sent are the sets' steps (a drag in another
  // frame sends several), not the learner's changes, and travel no further.
  const following = new WeakMap(); // frame → the values it was sent
  const follow = (frame, values) => {
    following.set(frame, values);
    window.Playground.set(frame, values);
  };
  const sameValues = (a, b) => {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && String(a[k]) === String(b[k]));
  };
  const share = (frame, msg) => {
    const group = frame.getAttribute("data-pg-share");
    if (!group || !msg.values || typeof msg.values !== "object") {
      return;
    }
    const before = ran.get(frame);
    ran.set(frame, msg.values);
    const last = groups.get(group);
    const sent = following.get(frame);
    if (sent) {
      if (sameValues(sent, msg.values)) {
        following.delete(frame);
      }
      return;
    }
    if (!before) {
      if (last && !sameValues(last, msg.values)) {
        follow(frame, last);
      }
      return;
    }
    if (sameValues(before, msg.values) || (last && sameValues(last, msg.values))) {
      return;
    }
    groups.set(group, msg.values);
    for (const other of document.querySelectorAll("iframe[data-pg-share]")) {
      const seen = ran.get(other);
      if (other !== frame && other.getAttribute("data-pg-share") === group && seen && !sameValues(seen, msg.values)) {
        follow(other, msg.values);
      }
    }
  };
  const resolve = (frame) => (typeof frame === "string" ? document.querySelector(frame) : frame);
  const frameFor = (frame) => {
    const f = resolve(frame);
    if (!f || !f.contentWindow) {
      throw new Error("Playground: no such frame: " + frame);
    }
    return f;
  };
  // The sets to a frame within one task (a script's loop) are merged, a
  // later value winning, and posted as one message when the task ends: the
  // frame runs their last state once. Any other message to the frame goes
  // after the sets before it.
  const pendingSets = new Map(); // frame → merged params
  const flushSets = (f) => {
    const params = pendingSets.get(f);
    if (params) {
      pendingSets.delete(f);
      send(f, { type: "playground:set", params });
    }
  };
  const send = (f, msg) => {
    // The frame's own origin, so values reach the playground only.
    let origin = "*";
    try {
      origin = new URL(f.src, document.baseURI).origin;
    } catch (e) {
      origin = "*";
    }
    f.contentWindow.postMessage(msg, origin);
  };
  const post = (frame, msg) => {
    const f = frameFor(frame);
    flushSets(f);
    send(f, msg);
  };
  window.Playground = {
    version: 2,
    set(frame, params) {
      const f = frameFor(frame);
      let out = pendingSets.get(f);
      if (!out) {
        out = {};
        pendingSets.set(f, out);
        queueMicrotask(() => flushSets(f));
      }
      for (const [k, v] of Object.entries(params || {})) {
        out[k] = String(v);
      }
    },
    get(frame) {
      post(frame, { type: "playground:get" });
    },
    // moment moves the frame's replay to t ("1.2s"), unless the learner is
    // playing it or holding its scrubber.
    moment(frame, t) {
      post(frame, { type: "playground:moment", t: String(t) });
    },
  };

  // --- host side: the lesson's own text bound to the frames ---------------
  // README.md ("Living lesson pages"). In plain HTML, no script to write:
  //
  //   data-pg-frame="#lab"          the frame (on the element or an ancestor)
  //   data-pg-metric="ID"           shows the last run's metric, in the frame's language and unit
  //                                 (or "SECTION/ROW/COLUMN": a cell of the lab's lesson tables)
  //   data-pg-claim="ID<=v,…"       says whether the claim holds for the run (the goal grammar)
  //   data-pg-set="knob=v&…"        a click sets those knobs and reruns
  //   data-pg-knob="knob"           a number in the text the learner drags or types
  //   data-pg-t="1.2s"              reading the paragraph moves the frame's replay there
  //
  // and writes data-pg-state on each: "pending" before the frame's first
  // run; then "holds" / "fails" (claims), "lesson" / "changed" (numbers and
  // inline knobs: the lesson's value or another), "active" / "ready" (a set
  // the frame's run has / has not), "ready" (moments); "error" while the
  // frame refuses the run. The words come from the frame's catalog.
  const BOUND = "[data-pg-metric],[data-pg-claim],[data-pg-set],[data-pg-knob],[data-pg-t]";
  const records = new Map(); // frame → {els, told, last}
  const seen = new WeakSet();
  let moments = null; // frame → its moment paragraphs (and .at, the one read last)
  let momentsDue = false;
  const recordOf = (frame) => {
    let r = records.get(frame);
    if (!r) {
      r = { els: [], told: false, last: null };
      records.set(frame, r);
      // A reloaded frame forgets what it was told.
      frame.addEventListener("load", () => {
        r.told = false;
      });
    }
    return r;
  };
  const boundFrame = (el) => {
    const host = el.closest("[data-pg-frame]");
    if (!host) {
      return null;
    }
    try {
      const f = document.querySelector(host.getAttribute("data-pg-frame"));
      return f && f.tagName === "IFRAME" ? f : null;
    } catch (e) {
      return null;
    }
  };
  const setState = (el, state) => {
    el.setAttribute("data-pg-state", state);
  };
  const tellBindings = (frame) => {
    const r = records.get(frame);
    if (!r || r.told || !frame.contentWindow) {
      return;
    }
    r.told = true;
    const claims = [], knobs = [], cells = [];
    for (const el of r.els) {
      if (el.hasAttribute("data-pg-claim")) {
        claims.push(el.getAttribute("data-pg-claim"));
      }
      const metric = el.getAttribute("data-pg-metric");
      if (metric && metric.includes("/")) {
        cells.push(metric);
      }
      if (el.hasAttribute("data-pg-knob")) {
        knobs.push(el.getAttribute("data-pg-knob"));
      }
    }
    post(frame, { type: "playground:bind", claims, knobs, cells });
  };
  const parseSet = (s) => Object.fromEntries(new URLSearchParams(s || ""));
  // cue is the visible mark of a claim (✓, ✗, !) and the words a screen
  // reader gets, in one span at the claim's start.
  const cue = (el, mark, words) => {
    let c = el.querySelector(":scope > .pg-cue");
    if (!c) {
      c = document.createElement("span");
      c.className = "pg-cue";
      el.prepend(c);
    }
    c.innerHTML = "";
    const m = document.createElement("span");
    m.setAttribute("aria-hidden", "true");
    m.textContent = mark + " ";
    const w = document.createElement("span");
    w.className = "pg-sr";
    // Heard, not seen (set through the style object: a page's CSP may
    // refuse a stylesheet written by a script).
    Object.assign(w.style, { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });
    w.textContent = words ? "(" + words + ") " : "";
    c.append(m, w);
  };
  // A knob's number as the frame wrote it (its one formatter, engine/words:
  // the decimal comma in Turkish, thousands grouped from 10.000 on): the
  // value the frame ran, or one of its stops; a value typed and not yet run
  // shows as typed.
  const shownOf = (pg, n, typed) => {
    if (n === pg.n && pg.shown) {
      return pg.shown;
    }
    const i = pg.stops.indexOf(n);
    return i >= 0 && pg.stopsShown[i] ? pg.stopsShown[i] : typed || String(n);
  };
  const showRun = (frame, msg) => {
    const r = records.get(frame);
    if (!r) {
      return;
    }
    if (!r.told) {
      tellBindings(frame); // a frame that ran before it reported a height
    }
    const first = !r.last;
    r.last = msg;
    if (first && msg.type === "playground:run") {
      // A reader who arrived mid-story (a link, a reload): the replay
      // starts at the last moment read, not at 0.
      const read = moments && moments.has(frame) ? lastRead(frame, moments.get(frame)) : null;
      if (read) {
        moments.get(frame).at = read;
        window.Playground.moment(frame, read.getAttribute("data-pg-t"));
      }
    }
    const words = msg.words || {};
    const failed = msg.type === "playground:error";
    const why = failed ? (msg.errors || []).map((e) => e.message).join(" · ") : "";
    for (const el of r.els) {
      if (failed) {
        setState(el, "error");
        el.title = why;
        if (el.hasAttribute("data-pg-metric")) {
          el.textContent = "—";
        }
        if (el.hasAttribute("data-pg-claim")) {
          cue(el, "!", words.error || why);
        }
        continue;
      }
      if (el.hasAttribute("data-pg-metric")) {
        showMetric(el, msg);
      }
      if (el.hasAttribute("data-pg-claim")) {
        const c = (msg.claims || {})[el.getAttribute("data-pg-claim")];
        if (!c) {
          continue; // told before the frame knew the claim: the next run says
        }
        if (c.error) {
          setState(el, "error");
          el.title = c.error;
          cue(el, "!", c.error);
        } else {
          setState(el, c.holds ? "holds" : "fails");
          el.removeAttribute("title");
          cue(el, c.holds ? "✓" : "✗", c.holds ? words.holds : words.fails);
        }
      }
      if (el.hasAttribute("data-pg-knob")) {
        showKnob(el, msg);
      }
      if (el.hasAttribute("data-pg-set")) {
        const want = parseSet(el.getAttribute("data-pg-set"));
        const values = msg.values || {};
        const active = Object.keys(want).every((k) => values[k] === want[k]);
        setState(el, active ? "active" : "ready");
      }
      if (el.hasAttribute("data-pg-t")) {
        setState(el, "ready");
      }
    }
  };
  const showMetric = (el, msg) => {
    const id = el.getAttribute("data-pg-metric");
    if (id.includes("/")) {
      // A lesson-table cell: SECTION/ROW/COLUMN.
      const c = (msg.cells || {})[id];
      if (!c) {
        return; // told before the frame knew the cell: the next run says
      }
      if (c.error) {
        setState(el, "error");
        el.title = c.error;
        return;
      }
      el.textContent = c.shown;
      if ("lesson" in c && c.lesson !== c.shown) {
        setState(el, "changed");
        el.title = c.lesson;
      } else {
        setState(el, "lesson");
        el.removeAttribute("title");
      }
      return;
    }
    const metrics = msg.metrics || {};
    if (!(id in metrics)) {
      setState(el, "error");
      el.title = "no metric " + id;
      return;
    }
    el.textContent = (msg.shown || {})[id] || String(metrics[id]);
    const lesson = msg.lesson || {};
    if (id in lesson && lesson[id] !== metrics[id]) {
      setState(el, "changed");
      el.title = ((msg.lessonShown || {})[id] || String(lesson[id]));
    } else {
      setState(el, "lesson");
      el.removeAttribute("title");
    }
  };
  const showKnob = (el, msg) => {
    const name = el.getAttribute("data-pg-knob");
    const k = (msg.knobs || {})[name];
    if (!k) {
      return;
    }
    if (k.error) {
      setState(el, "error");
      el.title = k.error;
      return;
    }
    el._pg = { stops: k.stops || [], stopsShown: k.stops_shown || [], suffix: k.suffix || "", n: k.n, shown: k.shown, lang: msg.lang };
    if (el._pg.dragging) {
      return;
    }
    if (typeof k.n === "number") {
      el.textContent = shownOf(el._pg, k.n);
      el.setAttribute("aria-valuenow", String(k.n));
      el.setAttribute("aria-valuetext", el.textContent);
    }
    if (el._pg.stops.length) {
      el.setAttribute("aria-valuemin", String(el._pg.stops[0]));
      el.setAttribute("aria-valuemax", String(el._pg.stops[el._pg.stops.length - 1]));
    }
    if (k.label) {
      el.setAttribute("aria-label", k.label);
    }
    setState(el, name in (msg.params || {}) ? "changed" : "lesson");
  };
  // An inline knob moves along the slider's own stops: a drag of 8 px is a
  // stop, the arrow keys a stop, Page Up/Down ten; digits start typing
  // (Enter sets it, Escape leaves it). Each new value reruns the frame.
  const wireKnob = (el, frame) => {
    const name = el.getAttribute("data-pg-knob");
    el.setAttribute("role", "slider");
    el.tabIndex = 0;
    el.style.touchAction = "none";
    const index = (n) => {
      const s = el._pg.stops;
      let best = 0;
      for (let i = 1; i < s.length; i++) {
        if (Math.abs(s[i] - n) < Math.abs(s[best] - n)) {
          best = i;
        }
      }
      return best;
    };
    const send = (n, typed) => {
      el.textContent = shownOf(el._pg, n, typed);
      el._pg.n = n;
      el._pg.shown = el.textContent;
      el.setAttribute("aria-valuenow", String(n));
      el.setAttribute("aria-valuetext", el.textContent);
      window.Playground.set(frame, { [name]: String(n) + el._pg.suffix });
    };
    const step = (d) => {
      if (!el._pg || !el._pg.stops.length) {
        return;
      }
      const s = el._pg.stops;
      const i = Math.min(Math.max(index(el._pg.n) + d, 0), s.length - 1);
      if (s[i] !== el._pg.n) {
        send(s[i]);
      }
    };
    let drag = null;
    el.addEventListener("pointerdown", (e) => {
      if (!el._pg || !el._pg.stops.length) {
        return;
      }
      drag = { x: e.clientX, i: index(el._pg.n) };
      el._pg.dragging = true;
      el.setPointerCapture(e.pointerId);
      e.preventDefault();
    });
    el.addEventListener("pointermove", (e) => {
      if (!drag) {
        return;
      }
      const s = el._pg.stops;
      const i = Math.min(Math.max(drag.i + Math.round((e.clientX - drag.x) / 8), 0), s.length - 1);
      if (s[i] !== el._pg.n) {
        send(s[i]);
      }
    });
    const end = () => {
      drag = null;
      if (el._pg) {
        el._pg.dragging = false;
      }
    };
    el.addEventListener("pointerup", end);
    el.addEventListener("pointercancel", end);
    let typed = null;
    el.addEventListener("keydown", (e) => {
      const keys = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
      if (typed === null && e.key in keys) {
        e.preventDefault();
        step(keys[e.key]);
      } else if (typed === null && (e.key === "Home" || e.key === "End") && el._pg) {
        e.preventDefault();
        step(e.key === "Home" ? -1e9 : 1e9);
      } else if (/^[0-9.,]$/.test(e.key)) {
        e.preventDefault();
        typed = (typed || "") + e.key;
        el.textContent = typed;
      } else if (typed !== null && e.key === "Backspace") {
        e.preventDefault();
        typed = typed.slice(0, -1);
        el.textContent = typed;
      } else if (typed !== null && (e.key === "Enter" || e.key === "Escape")) {
        e.preventDefault();
        const n = parseFloat(typed.replace(",", "."));
        const was = typed;
        typed = null;
        if (e.key === "Enter" && Number.isFinite(n)) {
          send(n, was);
        } else if (el._pg) {
          el.textContent = shownOf(el._pg, el._pg.n);
        }
      }
    });
    el.addEventListener("blur", () => {
      if (typed !== null && el._pg) {
        typed = null;
        el.textContent = shownOf(el._pg, el._pg.n);
      }
    });
  };
  // A moment paragraph moves the replay when it crosses the reading line,
  // scrolling down or back up — while the frame is on screen: a replay that
  // moves out of sight would be found at a moment nobody saw it reach. The
  // line is the middle of the screen's part the text has: under a frame
  // that covers the text's top (a phone holds the story's frame there,
  // lesson.css) the middle of what is left, else the screen's middle.
  const onScreen = (frame) => {
    let f;
    try {
      f = frameFor(frame);
    } catch (err) {
      return null; // the frame went away
    }
    const r = f.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.height > 0 ? r : null;
  };
  const readingLine = (r, p) => {
    const over = r.left < p.right && r.right > p.left && r.top < innerHeight / 2 && r.bottom > 0;
    const top = over ? Math.min(Math.max(r.bottom, 0), innerHeight) : 0;
    return (top + innerHeight) / 2;
  };
  // lastRead is the last of a frame's moment paragraphs whose top has
  // reached the reading line (null: none yet).
  const lastRead = (frame, els) => {
    let r;
    try {
      r = frameFor(frame).getBoundingClientRect();
    } catch (err) {
      return null; // the frame went away
    }
    let at = null;
    for (const el of els) {
      const p = el.getBoundingClientRect();
      if (p.height > 0 && p.top <= readingLine(r, p)) {
        at = el;
      }
    }
    return at;
  };
  const readMoments = () => {
    momentsDue = false;
    for (const [frame, els] of moments) {
      if (!onScreen(frame)) {
        els.at = null; // read again when the frame is back
        continue;
      }
      const at = lastRead(frame, els);
      if (at && at !== els.at) {
        els.at = at;
        try {
          window.Playground.moment(frame, at.getAttribute("data-pg-t"));
        } catch (err) {
          // the frame went away: nothing to move
        }
      }
    }
  };
  const momentsSoon = () => {
    if (!momentsDue) {
      momentsDue = true;
      requestAnimationFrame(readMoments);
    }
  };
  const watchMoment = (el, frame) => {
    if (!moments) {
      moments = new Map();
      addEventListener("scroll", momentsSoon, { passive: true });
      addEventListener("resize", momentsSoon, { passive: true });
    }
    if (!moments.has(frame)) {
      moments.set(frame, []);
    }
    moments.get(frame).push(el);
    momentsSoon();
  };
  const bindOne = (el) => {
    if (seen.has(el)) {
      return;
    }
    const frame = boundFrame(el);
    if (!frame) {
      return;
    }
    seen.add(el);
    const r = recordOf(frame);
    r.els.push(el);
    r.told = false; // a new binding: tell the frame again
    setState(el, "pending");
    if (el.hasAttribute("data-pg-set")) {
      if (el.tagName !== "BUTTON") {
        el.setAttribute("role", "button");
        el.tabIndex = 0;
      }
      const go = () => window.Playground.set(frame, parseSet(el.getAttribute("data-pg-set")));
      el.addEventListener("click", go);
      el.addEventListener("keydown", (e) => {
        if (el.tagName !== "BUTTON" && (e.key === "Enter" || e.key === " ")) {
          e.preventDefault();
          go();
        }
      });
    }
    if (el.hasAttribute("data-pg-knob")) {
      wireKnob(el, frame);
    }
    if (el.hasAttribute("data-pg-t")) {
      watchMoment(el, frame);
    }
    if (r.last) {
      showRun(frame, r.last);
    }
  };
  const scanText = () => {
    for (const el of document.querySelectorAll(BOUND)) {
      bindOne(el);
    }
    for (const [frame, r] of records) {
      if (!r.told && r.last) {
        tellBindings(frame);
      }
    }
  };
  // bindText starts the bindings on a page whose text declares any (the
  // playground's own pages declare none: nothing runs there).
  const bindText = () => {
    const start = () => {
      if (!document.querySelector(BOUND)) {
        return;
      }
      scanText();
      // Text added later (a lesson that loads a section) binds too.
      new MutationObserver(scanText).observe(document.body, { childList: true, subtree: true });
    };
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", start);
    } else {
      start();
    }
  };
  bindText();

  // --- playground side: report this page's height to the host ------------
  // Only the compact view (class "embed", from ?embed=1) of the running app
  // reports: a host takes the first report as the frame's app being there
  // to take its messages, which the prerendered embed (shown while
  // app.wasm arrives, app/site/embeds.go) is not.
  if (window.parent === window || !("ResizeObserver" in window)) {
    return;
  }
  const APP_EMBED = '.pg.embed[data-ready="true"]';
  let last = -1;
  let watched = null;
  const report = () => {
    const root = document.querySelector(APP_EMBED);
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
    const root = document.querySelector(APP_EMBED);
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
    new MutationObserver(watch).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "data-ready"] });
    watch();
  };
  if (document.body) {
    start();
  } else {
    document.addEventListener("DOMContentLoaded", start);
  }
})();
