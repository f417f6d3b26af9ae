//go:build !wasm

package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	bt "playground/app/internal/browsertest"
	"playground/app/ui/draw"
	"playground/engine/i18n"
	"playground/engine/labs"
)

// The example lesson pages' own text follows the frames (web/embed.js,
// data-pg-*; README, "Living lesson pages"): live numbers, live claims,
// knob buttons, an inline knob and scroll-linked replay moments.

// shownMetric is metric id of lab at q as a bound number shows it.
func shownMetric(t testing.TB, labID, q, id string, lang i18n.Lang) string {
	t.Helper()
	l := labs.Find(labID)
	vals, _ := url.ParseQuery(q)
	res, err := l.Run(vals, nil)
	if err != nil {
		t.Fatal(err)
	}
	return draw.MetricIn(res.Metrics[id], l.Metric(id).Unit, lang)
}

// jsBound lists the bound elements under sel as "state text".
func jsBound(sel string) string {
	return `[...document.querySelectorAll(` + strconv.Quote(sel) + `)].map(e => e.dataset.pgState + " " + e.textContent.trim())`
}

// jsReadMoment brings a moment paragraph to the reading line — the middle
// of what its frame leaves of the screen when the frame covers the text's
// top (a phone's story, held at the top), else the screen's middle — as a
// reader scrolling to it would, and returns its frame's top and bottom and
// the paragraph's top.
const jsReadMoment = `((p) => {
	const f = document.querySelector(p.closest('[data-pg-frame]').getAttribute('data-pg-frame'));
	const at = () => [f.getBoundingClientRect(), p.getBoundingClientRect()];
	for (let i = 0; i < 4; i++) {
		const [r, q] = at();
		const over = r.left < q.right && r.right > q.left && r.top < innerHeight / 2 && r.bottom > 0;
		const line = ((over ? Math.min(Math.max(r.bottom, 0), innerHeight) : 0) + innerHeight) / 2;
		scrollBy(0, (q.top + q.bottom) / 2 - line);
	}
	const [r, q] = at();
	return [r.top, r.bottom, q.top];
})`

func TestBrowserLivingLessonPages(t *testing.T) {
	bt.Need(t)
	src := bt.Axe(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	b.Viewport(t, 1400, 900)
	web := site.URL + "/web/"

	// waitState waits until the element sel says state (and, when text is
	// not empty, shows text).
	waitState := func(t *testing.T, sel, state, text string) {
		t.Helper()
		cond := `(e => e && e.dataset.pgState === ` + strconv.Quote(state)
		if text != "" {
			cond += ` && e.textContent.trim() === ` + strconv.Quote(text)
		}
		b.Wait(t, sel+" "+state+" "+text, cond+`)(document.querySelector(`+strconv.Quote(sel)+`))`, jsBound("[data-pg-state]"))
	}

	t.Run("the numbers and claims follow the knob, set from the text or in the frame", func(t *testing.T) {
		b.Do(t, chromedp.Navigate(web+"ders-servis-kesfi.html"))
		for _, id := range []string{"discovery_window_ms", "dead_window_requests", "dead_address_requests"} {
			waitState(t, `[data-pg-metric="`+id+`"]`, "lesson", shownMetric(t, "registry", "", id, i18n.TR))
		}
		waitState(t, `[data-pg-metric="phases/3/registry_ok"]`, "lesson", "6/6") // a cell of the lesson's table
		waitState(t, `[data-pg-claim="dead_window_requests<=2"]`, "holds", "")
		waitState(t, `[data-pg-claim="discovery_window_ms<1000"]`, "holds", "")
		if cue := bt.Eval[string](t, b, `document.querySelector('[data-pg-claim="dead_window_requests<=2"] .pg-cue').textContent`); !strings.Contains(cue, "✓") || !strings.Contains(cue, "doğru") {
			t.Errorf("a claim that holds reads %q: want a check mark and words for a screen reader", cue)
		}
		waitState(t, `[data-pg-set="lease=900ms"]`, "active", "")
		// A button in the text sets the knob: the numbers change, both
		// claims break.
		b.Do(t, chromedp.Click(chromedp.CSS(`button[data-pg-set="lease=2s"]`)))
		for _, id := range []string{"discovery_window_ms", "dead_window_requests", "dead_address_requests"} {
			waitState(t, `[data-pg-metric="`+id+`"]`, "changed", shownMetric(t, "registry", "lease=2s", id, i18n.TR))
		}
		waitState(t, `[data-pg-metric="phases/3/registry_ok"]`, "changed", "4/6")
		waitState(t, `[data-pg-metric="phases/3/static_ok"]`, "lesson", "4/6")
		waitState(t, `[data-pg-claim="dead_window_requests<=2"]`, "fails", "")
		waitState(t, `[data-pg-claim="discovery_window_ms<1000"]`, "fails", "")
		waitState(t, `[data-pg-knob="lease"]`, "changed", "2000") // grouped only from 10.000 on, as the frame writes
		waitState(t, `[data-pg-set="lease=2s"]`, "active", "")
		// The learner types into the frame's own field: the text follows.
		bt.Eval[bool](t, b, `(f => (f.value = "600ms", f.dispatchEvent(new Event("change", {bubbles: true})), true))(document.querySelector('#kesif').contentDocument.querySelector('#f-lease'))`)
		waitState(t, `[data-pg-metric="discovery_window_ms"]`, "changed", shownMetric(t, "registry", "lease=600ms", "discovery_window_ms", i18n.TR))
		waitState(t, `[data-pg-claim="discovery_window_ms<1000"]`, "holds", "")
		waitState(t, `[data-pg-knob="lease"]`, "changed", "600")
		checkAxe(t, b, src, "the service discovery lesson")
	})

	t.Run("a frame that refuses the run marks its bindings, and recovers", func(t *testing.T) {
		bt.Eval[bool](t, b, `(Playground.set("#kesif", {lease: "soon"}), true)`)
		b.Wait(t, "every binding of the frame in error", `[...document.querySelectorAll('[data-pg-frame="#kesif"] [data-pg-metric], [data-pg-frame="#kesif"] [data-pg-claim]')].every(e => e.dataset.pgState === "error")`, jsBound("[data-pg-state]"))
		if got := bt.Eval[[]string](t, b, `[...document.querySelectorAll('[data-pg-metric]')].map(e => e.textContent)`); strings.Join(got, "") != "—————" {
			t.Errorf("a refused run's numbers read %q: want no stale number", got)
		}
		if title := bt.Eval[string](t, b, `document.querySelector('[data-pg-metric]').title`); !strings.Contains(title, "lease") {
			t.Errorf("the failed number's title is %q: want the frame's message naming the knob", title)
		}
		// The replay's frame (another frame on the page) is untouched.
		if n := bt.Eval[int](t, b, `document.querySelectorAll('[data-pg-frame="#kesif-oynat"] [data-pg-state="error"]').length`); n != 0 {
			t.Errorf("%d bindings of the other frame marked as failed", n)
		}
		b.Do(t, chromedp.Click(chromedp.CSS(`button[data-pg-set="lease=900ms"]`)))
		waitState(t, `[data-pg-metric="dead_window_requests"]`, "lesson", "2")
		waitState(t, `[data-pg-claim="dead_window_requests<=2"]`, "holds", "")
	})

	t.Run("faults reach the frame through the embed API, a '+' read from a set's text too", func(t *testing.T) {
		l := labs.Find("registry")
		for _, set := range []string{"faults=kill:127.0.0.1:8761@1s", "faults=stall:127.0.0.1:8761@1s+2s"} {
			q, _ := url.ParseQuery(set) // as a data-pg-set's text is read: the '+' arrives as a space
			res, err := l.Run(q, nil)
			if err != nil {
				t.Fatal(err)
			}
			cell, ok := res.Cell("phases/3/registry_ok")
			if !ok {
				t.Fatal("no cell phases/3/registry_ok")
			}
			state := func(got, lesson string) string {
				if got == lesson {
					return "lesson"
				}
				return "changed"
			}
			bt.Eval[bool](t, b, `(Playground.set("#kesif", Object.fromEntries(new URLSearchParams(`+strconv.Quote(set)+`))), true)`)
			waitState(t, `[data-pg-metric="phases/3/registry_ok"]`, state(cell.In(i18n.TR), "6/6"), cell.In(i18n.TR))
			dead := shownMetric(t, "registry", q.Encode(), "dead_address_requests", i18n.TR)
			waitState(t, `[data-pg-metric="dead_address_requests"]`, state(dead, shownMetric(t, "registry", "", "dead_address_requests", i18n.TR)), dead)
			// The frame ran the faulted run: its own address says the list.
			b.Wait(t, "the frame's address", `new URLSearchParams(document.querySelector('#kesif').contentWindow.location.search).get("faults") === `+strconv.Quote(strings.ReplaceAll(q.Get("faults"), " ", "+")), // written back canonical
				`document.querySelector('#kesif').contentWindow.location.search`)
		}
		bt.Eval[bool](t, b, `(Playground.set("#kesif", {faults: ""}), true)`)
		waitState(t, `[data-pg-metric="phases/3/registry_ok"]`, "lesson", "6/6")
	})

	t.Run("a paragraph read moves the replay to its moment, and back", func(t *testing.T) {
		replayT := `(d => d && d.querySelector('#replay[data-t]') ? d.querySelector('#replay').dataset.t : "")(document.querySelector('#kesif-oynat').contentDocument)`
		read := func(t *testing.T, moment string) {
			t.Helper()
			bt.Eval[bool](t, b, `(document.querySelector('[data-pg-t="`+moment+`"]').scrollIntoView({block: "center"}), true)`)
			d, err := time.ParseDuration(moment)
			if err != nil {
				t.Fatal(err)
			}
			b.Wait(t, "the replay at "+moment, replayT+` === "`+strconv.FormatInt(int64(d), 10)+`"`, replayT)
		}
		read(t, "902.6ms")
		read(t, "1.6001s")
		read(t, "400ms") // back up the page
		// A learner holding the scrubber is not moved by the text.
		bt.Eval[bool](t, b, `(s => (s.value = "3000000000", s.dispatchEvent(new Event("input", {bubbles: true})), true))(document.querySelector('#kesif-oynat').contentDocument.querySelector('#replay-scrub'))`)
		b.Wait(t, "the learner's moment", replayT+` === "3000000000"`, replayT)
		bt.Eval[bool](t, b, `(document.querySelector('[data-pg-t="902.6ms"]').scrollIntoView({block: "center"}), true)`)
		b.Frames(t, 30) // a move would come in these
		if got := bt.Eval[string](t, b, replayT); got != "3000000000" {
			t.Errorf("the text moved the replay to %s while the learner held the scrubber", got)
		}
		// Let go: the text leads again.
		bt.Eval[bool](t, b, `(s => (s.dispatchEvent(new Event("change", {bubbles: true})), true))(document.querySelector('#kesif-oynat').contentDocument.querySelector('#replay-scrub'))`)
		read(t, "1.6001s")
	})

	t.Run("on a phone the frame stays on screen while its paragraphs pass, and moves only while on screen", func(t *testing.T) {
		b.Viewport(t, 390, 844)
		defer b.Viewport(t, 1400, 900)
		b.Do(t, chromedp.Navigate(web+"ders-servis-kesfi.html"))
		replayT := `(d => d && d.querySelector('#replay[data-t]') ? d.querySelector('#replay').dataset.t : "")(document.querySelector('#kesif-oynat').contentDocument)`
		// read brings a paragraph to the reading line (jsReadMoment) and
		// returns the frame's top and bottom and the paragraph's top.
		read := func(m string) []float64 {
			return bt.Eval[[]float64](t, b, jsReadMoment+`(document.querySelector('[data-pg-t="`+m+`"]'))`)
		}
		at := func(m string) string {
			d, err := time.ParseDuration(m)
			if err != nil {
				t.Fatal(err)
			}
			return strconv.FormatInt(int64(d), 10)
		}
		moments := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#kesif-oynat ~ .steps [data-pg-t], .story[data-pg-frame="#kesif-oynat"] [data-pg-t]')].map(e => e.dataset.pgT)`)
		if len(moments) < 3 {
			t.Fatalf("the story has %d moments, want at least 3", len(moments))
		}
		read(moments[0])
		b.Wait(t, "the replay's frame", replayT+` !== ""`)
		// The frame keeps to its picture (embed=story): the paragraphs
		// have half the screen.
		if h := bt.Eval[float64](t, b, `document.querySelector('#kesif-oynat').getBoundingClientRect().height`); h > 0.6*844 {
			t.Errorf("the story's frame is %.0f px tall on a 844 px screen: no room for its paragraphs", h)
		}
		for _, m := range moments {
			box := read(m)
			if box[0] < -1 || box[1] > box[2]+1 {
				t.Errorf("reading the paragraph of %s, the frame is at %.0f…%.0f px and the paragraph at %.0f px: want the frame on screen above it", m, box[0], box[1], box[2])
			}
			b.Wait(t, "the replay at "+m, replayT+` === "`+at(m)+`"`, replayT)
		}
		// A frame that does not stay (a page that lets it scroll away)
		// is not moved while out of sight.
		bt.Eval[bool](t, b, `(document.querySelector('#kesif-oynat').style.position = "static", true)`)
		if box := read(moments[0]); box[1] <= 0 {
			t.Fatalf("reading the first paragraph, the frame is off screen (bottom %.0f px)", box[1])
		}
		b.Wait(t, "the replay at "+moments[0], replayT+` === "`+at(moments[0])+`"`, replayT)
		last := moments[len(moments)-1]
		if box := read(last); box[1] > 0 {
			t.Fatalf("reading the last paragraph, the frame is still on screen (bottom %.0f px): the page no longer tests this", box[1])
		}
		b.Frames(t, 30) // a move would come in these
		if got := bt.Eval[string](t, b, replayT); got != at(moments[0]) {
			t.Errorf("the replay moved to %s out of sight", got)
		}
		// Moved meanwhile by the page's script, the replay follows the
		// text again once the frame is back in sight.
		bt.Eval[bool](t, b, `(Playground.moment("#kesif-oynat", "`+moments[1]+`"), true)`)
		b.Wait(t, "the replay at "+moments[1], replayT+` === "`+at(moments[1])+`"`, replayT)
		if box := read(moments[0]); box[1] <= 0 {
			t.Fatalf("reading the first paragraph again, the frame is off screen (bottom %.0f px)", box[1])
		}
		b.Wait(t, "the replay at "+moments[0]+", back in sight", replayT+` === "`+at(moments[0])+`"`, replayT)
	})

	t.Run("dragging the number in the text reruns the frame", func(t *testing.T) {
		b.Do(t, chromedp.Navigate(web+"lesson-load-shedding.html"))
		waitState(t, `[data-pg-knob="queue"]`, "lesson", "2")
		waitState(t, `[data-pg-metric="rejected_pct"]`, "lesson", shownMetric(t, "admission", "", "rejected_pct", i18n.EN))
		waitState(t, `[data-pg-claim="rejected_pct>=50"]`, "holds", "")
		bt.Eval[bool](t, b, `(document.querySelector('[data-pg-knob="queue"]').scrollIntoView({block: "center"}), true)`)
		box := bt.Eval[[]float64](t, b, `(r => [r.left + r.width / 2, r.top + r.height / 2])(document.querySelector('[data-pg-knob="queue"]').getBoundingClientRect())`)
		x, y := box[0], box[1]
		// Four stops to the right (8 px each): queue 2 → 6.
		b.Do(t, chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft))
		for dx := 8.0; dx <= 32; dx += 8 {
			b.Do(t, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x+dx, y, chromedp.ButtonLeft))
		}
		b.Do(t, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x+32, y, chromedp.ButtonLeft))
		waitState(t, `[data-pg-knob="queue"]`, "changed", "6")
		b.Wait(t, "the frame's queue field at 6", `document.querySelector('#shedding').contentDocument.querySelector('#f-queue').value === "6"`)
		waitState(t, `[data-pg-metric="rejected_pct"]`, "changed", shownMetric(t, "admission", "queue=6", "rejected_pct", i18n.EN))
		waitState(t, `[data-pg-claim="rejected_pct>=50"]`, "fails", "")
		// The keyboard moves it too, a stop at a time.
		bt.Eval[bool](t, b, `(document.querySelector('[data-pg-knob="queue"]').focus(), true)`)
		b.Do(t, chromedp.KeyEvent(kb.ArrowDown))
		waitState(t, `[data-pg-knob="queue"]`, "changed", "5")
		b.Wait(t, "the frame's queue field at 5", `document.querySelector('#shedding').contentDocument.querySelector('#f-queue').value === "5"`)
		if role := bt.Eval[[]string](t, b, `(e => [e.getAttribute("role"), e.getAttribute("aria-valuenow"), e.getAttribute("aria-label") || ""])(document.querySelector('[data-pg-knob="queue"]'))`); role[0] != "slider" || role[1] != "5" || role[2] == "" {
			t.Errorf("the inline knob is %q to a screen reader: want a named slider at 5", role)
		}
		checkAxe(t, b, src, "the load shedding lesson")
		// The page's two frames of the lab share the learner's change
		// (data-pg-share): the replay, loading late, runs queue=5 too.
		bt.Eval[bool](t, b, `(document.querySelector('#shedding-replay').scrollIntoView({block: "center"}), true)`)
		b.Wait(t, "the replay's frame at queue=5", `(f => f.contentDocument && new URLSearchParams(f.contentWindow.location.search).get("queue") === "5" && f.contentDocument.querySelector('#replay[data-t]'))(document.querySelector('#shedding-replay'))`,
			`document.querySelector('#shedding-replay').contentWindow.location.search`)
		// And a change in the replay's frame comes back to the first.
		bt.Eval[bool](t, b, `(Playground.set("#shedding-replay", {queue: "7"}), true)`)
		b.Wait(t, "the first frame at queue=7", `document.querySelector('#shedding').contentDocument.querySelector('#f-queue').value === "7"`,
			`document.querySelector('#shedding').contentDocument.querySelector('#f-queue').value`)
	})

	t.Run("every page fits a phone and a desktop, its frames under 1000 px, axe clean", func(t *testing.T) {
		// Every lab's lesson page, in both languages: the pages of web/
		// (a native test in app/site holds the two lists equal and each
		// page's text to the engine).
		var pages []string
		for _, l := range labs.All() {
			if l.LessonPage.TR != "" {
				pages = append(pages, l.LessonPage.TR, l.LessonPage.EN)
			}
		}
		if len(pages) < 8 {
			t.Fatalf("lesson pages %q: want the four labs' in two languages", pages)
		}
		for _, page := range pages {
			for _, w := range []int64{390, 1400} {
				b.Viewport(t, w, 844)
				b.Do(t, chromedp.Navigate(web+page))
				b.Wait(t, "the bound numbers of "+page, `[...document.querySelectorAll('[data-pg-metric]')].every(e => e.dataset.pgState === "lesson")`, jsBound("[data-pg-state]"))
				// The replay's frame is lazy: it starts when the page comes near it.
				bt.Eval[bool](t, b, `(scrollTo(0, document.body.scrollHeight), true)`)
				b.Wait(t, "every frame sized", `[...document.querySelectorAll('iframe.lab')].every(f => f.dataset.height > 150 && f.contentDocument && f.contentDocument.querySelector('#results .result, #replay[data-t]'))`)
				b.Frames(t, 2)
				// A replay's height changes with its moment (a note of
				// several lines, a state): each frame's tallest, over every
				// moment a paragraph moves it to, is what must fit.
				tallest := map[string]int{}
				measure := func() {
					for _, h := range bt.Eval[[]string](t, b, `[...document.querySelectorAll('iframe.lab')].map(f => f.id + " " + f.dataset.height)`) {
						id, px, _ := strings.Cut(h, " ")
						n, _ := strconv.Atoi(px)
						tallest[id] = max(tallest[id], n)
					}
				}
				measure()
				for _, m := range bt.Eval[[]string](t, b, `[...document.querySelectorAll('[data-pg-t]')].map(e => e.dataset.pgT)`) {
					d, err := time.ParseDuration(m)
					if err != nil {
						t.Fatal(err)
					}
					p := `document.querySelector('[data-pg-t="` + m + `"]')`
					bt.Eval[[]float64](t, b, jsReadMoment+`(`+p+`)`)
					b.Frames(t, 2)
					// Out of sight the replay stays where it was (embed.js).
					b.Wait(t, page+": the replay at "+m, `(p => {
  const f = document.querySelector(p.closest('[data-pg-frame]').getAttribute('data-pg-frame'));
  const r = f.getBoundingClientRect();
  const replay = f.contentDocument && f.contentDocument.querySelector('#replay[data-t]');
  return !(r.bottom > 0 && r.top < innerHeight) || (replay && replay.dataset.t === "`+strconv.FormatInt(int64(d), 10)+`");
})(`+p+`)`)
					b.Frames(t, 10) // its new height reported
					measure()
				}
				t.Logf("%s at %d px: tallest frames %v", page, w, tallest)
				for id, n := range tallest {
					if n > 1000 {
						t.Errorf("%s at %d px: frame %s is up to %d px tall, want at most 1000", page, w, id, n)
					}
				}
				// The buttons that change a frame stand right above it, so
				// the change happens where the learner is looking.
				for _, g := range bt.Eval[[]string](t, b, jsSetGaps) {
					id, px, _ := strings.Cut(g, " ")
					if n, _ := strconv.Atoi(px); n < 0 || n > 48 {
						t.Errorf("%s at %d px: the last button that sets frame %s stands %d px above it, want 0–48", page, w, id, n)
					}
				}
				checkFit(t, b, page)
				if w == 390 {
					checkAxe(t, b, src, page)
				}
			}
		}
		b.Viewport(t, 1400, 900)
	})

	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// jsSetGaps lists, for each frame some button sets, "ID GAP": the pixels
// from the last such button's bottom to the frame's top.
const jsSetGaps = `[...document.querySelectorAll('iframe.lab')].map(f => {
  const sets = [...document.querySelectorAll('[data-pg-set]')].filter(e => {
    const host = e.closest('[data-pg-frame]');
    return host && document.querySelector(host.getAttribute('data-pg-frame')) === f;
  });
  return sets.length ? f.id + ' ' + Math.round(f.getBoundingClientRect().top - sets[sets.length - 1].getBoundingClientRect().bottom) : '';
}).filter(Boolean)`

// fourFrameHost serves a lesson page with one frame per lab, 9000 px
// apart (well past Chromium's lazy-loading distance, 4000 px at most), the
// first eager and the others lazy unless eager says all are; the page
// stamps each frame's first run (performance.now) in window.__runs.
func fourFrameHost(t testing.TB, site string, eager bool) *httptest.Server {
	t.Helper()
	var frames strings.Builder
	for i, l := range labs.All() {
		loading := "lazy"
		if i == 0 || eager {
			loading = "eager"
		}
		fmt.Fprintf(&frames, `<section style="height:9000px"><iframe class="playground" id="f%d" src="%s/?lab=%s&amp;embed=1&amp;sections=folded" loading="%s" title="%s" style="width:100%%;height:560px;border:0"></iframe></section>`,
			i, site, l.ID, loading, l.Title.In(i18n.TR))
	}
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><html lang="tr"><link rel="icon" href="data:,"><title>dört laboratuvar</title>
<script src="%s/web/embed.js" defer></script>
<script>window.__runs = {}; addEventListener("DOMContentLoaded", () => {
  for (const f of document.querySelectorAll("iframe")) f.addEventListener("playground:run", () => { if (!(f.id in window.__runs)) window.__runs[f.id] = performance.now(); });
});</script>
<main>%s</main>`, site, frames.String())
	}))
	t.Cleanup(host.Close)
	return host
}

// jsFramesStarted are the frames that have asked the playground for
// their page (resource timing: cross-origin frames included).
const jsFramesStarted = `performance.getEntriesByType("resource").filter(e => e.initiatorType === "iframe").length`

// A lesson page with four labs: the frame in view runs first and alone;
// the frames far below start only when the reader comes near them.
func TestBrowserFramesOutOfViewStartWhenNear(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	tb := b.Tab(t, true)
	tb.Viewport(t, 1400, 900)
	host := fourFrameHost(t, site.URL, false)
	tb.Do(t, chromedp.Navigate(host.URL))
	tb.Wait(t, "the first frame's run", `"f0" in window.__runs`)
	tb.Frames(t, 10)
	if n := bt.Eval[int](t, tb, jsFramesStarted); n != 1 {
		t.Errorf("%d frames started while only the first is in view, want 1", n)
	}
	bt.Eval[bool](t, tb, `(document.querySelector("#f2").scrollIntoView(), true)`)
	tb.Wait(t, "the third frame's run, once near", `"f2" in window.__runs`)
	if runs := bt.Eval[[]string](t, tb, `Object.keys(window.__runs).sort()`); strings.Join(runs, ",") != "f0,f2" {
		t.Errorf("frames that ran: %q, want f0 and f2 (the reader skipped f1; f3 is far below)", runs)
	}
	bt.Eval[bool](t, tb, `(scrollTo(0, 0), true)`) // leave before the host closes
}

// rendererRSS is the resident memory of the browser's renderer processes
// (the pages and their frames), in MB; a page's is the growth it causes.
func rendererRSS() float64 {
	dirs, _ := os.ReadDir("/proc")
	total := 0.0
	for _, d := range dirs {
		cmd, err := os.ReadFile("/proc/" + d.Name() + "/cmdline")
		if err != nil || !strings.Contains(string(cmd), "--type=renderer") {
			continue
		}
		status, err := os.ReadFile("/proc/" + d.Name() + "/status")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(status), "\n") {
			if kb, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				var n float64
				fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(kb), "kB")), &n)
				total += n / 1024
			}
		}
	}
	return total
}

// BenchmarkBrowserLessonPageFourFrames measures a lesson page with four
// embedded labs, each visit in a fresh browser context (nothing cached,
// app.wasm compiled anew): the time to the frame in view's first run, how
// many frames started by then, the memory the page added to the renderers
// then and once the reader has reached all four — lazily, and with every
// frame eager for comparison.
func BenchmarkBrowserLessonPageFourFrames(bm *testing.B) {
	if os.Getenv("PLAYGROUND_BROWSER_BENCH") != "1" {
		bm.Skip("set PLAYGROUND_BROWSER_BENCH=1 to run the browser benchmark")
	}
	bt.Need(bm)
	site := bt.Site(bm)
	b := bt.Launch(bm, 1400)
	for _, eager := range []bool{false, true} {
		name := "lazy"
		if eager {
			name = "eager"
		}
		host := fourFrameHost(bm, site.URL, eager)
		var first, all, started, mem1, mem4 []float64
		for i := 0; i < 3*bm.N; i++ {
			tb := b.Tab(bm, true)
			tb.Viewport(bm, 1400, 900)
			base := rendererRSS() // the memory a page adds is measured from here
			tb.Do(bm, chromedp.Navigate(host.URL))
			tb.Wait(bm, "the first frame's run", `"f0" in window.__runs`)
			first = append(first, bt.Eval[float64](bm, tb, `window.__runs.f0`))
			started = append(started, float64(bt.Eval[int](bm, tb, jsFramesStarted)))
			mem1 = append(mem1, rendererRSS()-base)
			for k := 1; k < 4; k++ {
				id := "f" + strconv.Itoa(k)
				bt.Eval[bool](bm, tb, `(document.querySelector("#`+id+`").scrollIntoView(), true)`)
				tb.Wait(bm, id+"'s run", `"`+id+`" in window.__runs`)
			}
			all = append(all, bt.Eval[float64](bm, tb, `Math.max(...Object.values(window.__runs))`))
			mem4 = append(mem4, rendererRSS()-base)
			if err := chromedp.Cancel(tb.Ctx); err != nil {
				bm.Fatal(err)
			}
		}
		med := func(v []float64) float64 { sort.Float64s(v); return v[len(v)/2] }
		bm.ReportMetric(med(first), name+"-first-run-ms")
		bm.ReportMetric(med(started), name+"-frames-started-at-first-run")
		bm.ReportMetric(med(mem1), name+"-renderer-MB-first")
		bm.ReportMetric(med(mem4), name+"-renderer-MB-all-four")
		bm.Logf("%s: first frame's run %v ms; all four (scrolled to) %v ms; frames started %v; renderer MB %v then %v", name, first, all, started, mem1, mem4)
	}
}
