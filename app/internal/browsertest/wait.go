package browsertest

import (
	"context"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Do runs actions (bounded by Patience: only a hang stops them).
func (b *Browser) Do(t testing.TB, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// Eval evaluates js (awaiting a promise) and returns its value.
func Eval[T any](t testing.TB, b *Browser, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// Wait polls js in the page until it is truthy and returns how long that
// took. On a hang it reports the values of the explain expressions, the
// page's status line and the problems so far.
func (b *Browser) Wait(t testing.TB, what, js string, explain ...string) time.Duration {
	t.Helper()
	return b.WaitUpTo(t, Patience, what, js, explain...)
}

// WaitUpTo is Wait for a state that comes after a long piece of work (the
// heaviest sweep runs minutes in the tab with a core busy): patience is
// how long to wait before calling it a hang.
func (b *Browser) WaitUpTo(t testing.TB, patience time.Duration, what, js string, explain ...string) time.Duration {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(b.Ctx, patience)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(patience))); err != nil {
		state := ""
		for _, e := range append([]string{`(document.querySelector("#status")||document.body||{textContent:""}).textContent.slice(0,400)`, `location.href`}, explain...) {
			ctx, cancel := context.WithTimeout(b.Ctx, 10*time.Second)
			s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(`+e+`)`))
			cancel()
			state += s + " "
		}
		t.Fatalf("waiting for %s: %v\nstate: %s\nproblems so far: %q", what, err, state, b.Problems())
	}
	return time.Since(start)
}

// WaitAsync evaluates js (a promise is awaited) until it is true, across
// page reloads, where Wait would fail as the page goes away.
func (b *Browser) WaitAsync(t testing.TB, what, js string) {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond) // a polling interval, not a wait for time
	defer tick.Stop()
	for end := time.Now().Add(Patience); time.Now().Before(end); <-tick.C {
		ctx, cancel := context.WithTimeout(b.Ctx, 10*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return
		}
	}
	t.Fatalf("waiting for %s: timeout\nproblems so far: %q", what, b.Problems())
}

// Painted is the page's settled-frame counter (#playground[data-painted]),
// -1 when the app is not up.
func (b *Browser) Painted(t testing.TB) int {
	t.Helper()
	return Eval[int](t, b, jsPainted)
}

const jsPainted = `(e => e && e.dataset.ready === "true" ? +(e.dataset.painted || 0) : -1)(document.querySelector('#playground'))`

// WaitPainted waits until the page has settled a change after counter n
// (from Painted, read before the action that changes it).
func (b *Browser) WaitPainted(t testing.TB, what string, n int, explain ...string) {
	t.Helper()
	b.Wait(t, what, jsPainted+` > `+strconv.Itoa(n), explain...)
}

// Frames waits for n of the page's animation frames: what a test that must
// show that nothing happens (a paused replay, a stopped sweep) gives the
// page to do it, instead of a time.
func (b *Browser) Frames(t testing.TB, n int) {
	t.Helper()
	Eval[bool](t, b, `new Promise(r => { let k = `+strconv.Itoa(n)+`; const f = () => --k <= 0 ? r(true) : requestAnimationFrame(f); requestAnimationFrame(f); })`)
}

// Open shows the app at u and waits until the page has settled there:
// through the page's history navigation (as Back and Forward reach it)
// when the app already runs in the tab on the same origin, else with a
// full load. The next step starts from u's own state either way.
func (b *Browser) Open(t testing.TB, u string) {
	t.Helper()
	n := Eval[int](t, b, `((u) => {
  const pg = document.querySelector('#playground[data-ready="true"]');
  let next;
  try { next = new URL(u, location.href); } catch (e) { return -1; }
  if (!pg || next.origin !== location.origin || next.href === location.href || next.pathname.endsWith(".html")) return -1;
  const n = +(pg.dataset.nav || 0);
  history.pushState(null, "", next.href);
  dispatchEvent(new PopStateEvent("popstate"));
  return n;
})(`+strconv.Quote(u)+`)`)
	if n < 0 {
		b.Load(t, u)
		return
	}
	// A frame settled before the navigation (a resize's, a run's) raises
	// the painted counter too: the navigation counter says the page
	// settled after taking this one.
	b.Wait(t, "the page at "+u, `(e => e && +(e.dataset.nav || 0) > `+strconv.Itoa(n)+`)(document.querySelector('#playground[data-ready="true"]'))`,
		`location.href`, `document.querySelector('#playground').dataset.nav`)
}

// Load loads u afresh (a new document, the app started again) and waits
// for the app's first settled frame.
func (b *Browser) Load(t testing.TB, u string) {
	t.Helper()
	if _, err := url.Parse(u); err != nil {
		t.Fatalf("loading %q: %v", u, err)
	}
	b.Do(t, chromedp.Navigate(u))
	b.WaitPainted(t, "the wasm app at "+u, 0)
}

// Press clicks sel with the pointer, as a learner's finger would, once it
// can be hit: scrolled to the middle of the screen, its box the same over
// two animation frames, and its centre not covered (by the sticky key
// numbers, the knobs' sheet, a notice). chromedp's own Click aims at the
// box it reads once: a page still laying out under a busy core moves the
// button before the press lands, and the click is lost.
func (b *Browser) Press(t testing.TB, sel string) {
	t.Helper()
	// One look reads the button's box every 16 ms (timers, not animation
	// frames: those stop in a tab the browser does not show) up to 90
	// times, and says why it cannot be pressed yet.
	look := `((sel) => new Promise(done => {
  const el = document.querySelector(sel);
  if (!el) return done({why: "no such element"});
  el.scrollIntoView({block: "center", inline: "center"});
  let last = "", same = 0, reads = 0, why = "";
  const step = () => {
    const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const box = [r.left, r.top, r.width, r.height].join(",");
    const hit = document.elementFromPoint(x, y);
    const free = hit && el.contains(hit);
    same = box === last && free ? same + 1 : 0;
    why = !free ? "covered by " + (hit ? hit.outerHTML.slice(0, 160) : "nothing (off screen)") : box !== last ? "moving: " + last + " -> " + box : "";
    last = box;
    if (same >= 2) return done({xy: [x, y]});
    if (!el.isConnected) return done({why: "removed from the page"});
    if (++reads >= 90) return done({why: why + " (" + document.visibilityState + ")"});
    setTimeout(step, 16);
  };
  step();
}))(` + strconv.Quote(sel) + `)`
	// A test's tabs share a window: the one pressing is brought to the front.
	if _, err := chromedp.Call(b.Ctx, page.BringToFront, struct{}{}); err != nil {
		t.Fatalf("bringing the tab to the front: %v", err)
	}
	type answer struct {
		XY  []float64 `json:"xy"`
		Why string    `json:"why"`
	}
	why := ""
	for end := time.Now().Add(Patience); time.Now().Before(end); {
		a := Eval[answer](t, b, look)
		if len(a.XY) == 2 {
			b.Do(t, chromedp.MouseClickXY(a.XY[0], a.XY[1]))
			return
		}
		why = a.Why
	}
	t.Fatalf("%s could not be pressed: %s\nproblems so far: %q", sel, why, b.Problems())
}
