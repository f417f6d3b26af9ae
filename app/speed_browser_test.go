//go:build !wasm

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

// The lab pages prerendered at static generation, and the rerun
// latency of the live sliders.

// jsFirstTable runs at the start of every document: it keeps the lesson
// view as it first appears (window.__pre, before app.wasm may have run)
// and stamps the first frame that shows a lesson table (window.__firstTable,
// its requestAnimationFrame callbacks, in ms from the navigation's start).
// The bench also reports the first contentful paint: when that frame (or an
// earlier one with the page's top) reached the screen, raster included.
const jsFirstTable = `new MutationObserver((_, o) => {
  if (!document.querySelector('section.lesson[id^="cur-sec-"]')) return;
  o.disconnect();
  window.__preReady = document.querySelector('#playground') && document.querySelector('#playground').dataset.ready;
  window.__preStatus = (document.querySelector('#status') || {}).textContent;
  requestAnimationFrame(() => { window.__firstTable = performance.now(); });
  document.addEventListener("DOMContentLoaded", () => { window.__pre = JSON.stringify(` + jsLessonView + `); });
}).observe(document, {childList: true, subtree: true});`

// TestBrowserPrerenderedLabPages opens each lab's own path: the lesson view
// is in the page before app.wasm runs, at the lesson's values (the native
// run's table, cell for cell), the page then becomes interactive (a slider
// step reruns and changes the URL's parameters) and nothing is logged as an
// error on the way.
func TestBrowserPrerenderedLabPages(t *testing.T) {
	bt.Need(t)
	srv := bt.Site(t)
	b := bt.Launch(t, 1280)
	b.AddScript(t, jsFirstTable)
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatalf("lab %s: %v", l.ID, err)
		}
		want := expectedView(res, i18n.TR)
		b.Do(t, chromedp.Navigate(srv.URL+"/"+l.ID+"/"))
		b.Wait(t, "the prerendered view of "+l.ID, `window.__pre`)
		if ready := bt.Eval[string](t, b, `String(window.__preReady)`); ready != "false" {
			t.Errorf("lab %s: the first lesson table came from %q, not the prerendered page", l.ID, ready)
		}
		if s := bt.Eval[string](t, b, `String(window.__preStatus)`); !strings.Contains(s, "Dersin değerleri") {
			t.Errorf("lab %s: the prerendered status does not say the numbers are the lesson's: %q", l.ID, s)
		}
		var pre []lessonView
		if err := json.Unmarshal([]byte(bt.Eval[string](t, b, `window.__pre`)), &pre); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(pre, want) {
			t.Errorf("lab %s: prerendered lesson view\n got %v\nwant %v", l.ID, pre, want)
		}
		b.Wait(t, "the wasm app on "+l.ID, `document.querySelector('#playground[data-ready="true"] #lab-`+l.ID+`')`)
		waitRun(t, b)
		if got := readLessonView(t, b); !reflect.DeepEqual(got, want) {
			t.Errorf("lab %s: after the wasm run the lesson view differs from the native run's", l.ID)
		}
		f := sliderKnob(t, l)
		bt.Eval[bool](t, b, fmt.Sprintf(`(() => { const s = document.querySelector('#s-%s');
  s.value = String(Math.min(+s.max, +s.value + 200)); s.dispatchEvent(new Event('input', {bubbles: true}));
  s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, f.Name))
		b.Wait(t, "the slider's value in the URL", `location.search.includes("`+f.Name+`=")`,
			`location.href`, `document.querySelector('#f-`+f.Name+`').value`)
		if moved := bt.Eval[string](t, b, `document.querySelector('#f-`+f.Name+`').value`); moved == f.Default {
			t.Errorf("lab %s: moving the %s slider left the field at its default %s", l.ID, f.Name, moved)
		}
	}
	// A run longer than 300 ms shows its progress while it goes: the
	// search's heaviest admission set takes about a second in wasm.
	b.Do(t, chromedp.Navigate(srv.URL+"/admission/?requests=100000"))
	b.Wait(t, "the progress of a long run", `document.querySelector('#playground[data-ready="true"] #status .progress')`)
	waitRun(t, b)
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// sliderKnob is the first lesson knob that has a slider (numeric, bounded).
func sliderKnob(t testing.TB, l *lab.Lab) *param.Field {
	for _, f := range l.New().Spec().Fields() {
		if f.Numeric() && !f.IsAdvanced && f.Name != "seed" && f.Min != "" && f.Max != "" {
			return f
		}
	}
	t.Fatalf("lab %s has no knob with a slider", l.ID)
	return nil
}

// fast3G is Chromium DevTools' "Fast 3G" preset: 562.5 ms, 1.44 Mbit/s
// down, 675 kbit/s up.
var fast3G = network.Conditions{Latency: 562.5, DownloadThroughput: 180000, UploadThroughput: 84375}

// mobileProfile is Lighthouse's mobile throttling: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up (and the CPU 4 × slower: cpuSlowdown).
var mobileProfile = network.Conditions{Latency: 150, DownloadThroughput: 200000, UploadThroughput: 93750}

// jsMilestones notes when a page load reached what a learner can use: a
// press answered (the early answers listening, web/answers.js) and the
// app interactive (#playground[data-ready]), in ms since navigation.
const jsMilestones = `new MutationObserver(() => {
  if (!window.__answersAt && document.querySelector('#pg-answers[data-listening="true"]')) window.__answersAt = performance.now();
  if (!window.__readyAt && document.querySelector('#playground[data-ready="true"]')) window.__readyAt = performance.now();
}).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ["data-listening", "data-ready"]});`

type rerunTiming struct {
	DOM, Frame, Run, Render float64
}

// BenchmarkBrowserSpeed measures the page in Chromium
// (PLAYGROUND_BROWSER_BENCH=1 runs it: ./build.sh bench). reruns: per lab,
// the rerun latency of a slider step at the lesson's values, dispatched at
// a frame's start as a drag's moves are (LAB-rerun-median-ms, to the end
// of the frame that shows it) and at a random time
// (LAB-rerun-free-median-ms, to the next frame), with the engine's and
// go-app's shares. loads: a lab page, the ?lab= address and an embed,
// opened in a fresh browser context (no cache, no worker) and once more
// (a repeat visit: the worker's copies, V8's code cache), from localhost,
// under Fast 3G and under Lighthouse's mobile profile, beside the floor:
// go-app's hello world built and served alike.
func BenchmarkBrowserSpeed(bm *testing.B) {
	if os.Getenv("PLAYGROUND_BROWSER_BENCH") != "1" {
		bm.Skip("set PLAYGROUND_BROWSER_BENCH=1 to run the browser benchmark")
	}
	bt.Need(bm)
	b := bt.Launch(bm, 1280)
	bm.Run("reruns", func(bm *testing.B) { benchReruns(bm, b) })
	// The loads have the machine to themselves: the tab the reruns ran
	// in lets its app go first.
	b.Do(bm, chromedp.Navigate("about:blank"))
	bm.Run("loads", func(bm *testing.B) { benchLoads(bm, b) })
}

// pct is the p-th percentile of xs (-1: none).
func pct(xs []float64, p int) float64 {
	if len(xs) == 0 {
		return -1
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[(len(s)*p+99)/100-1]
}

func benchReruns(bm *testing.B, b *bt.Browser) {
	site := bt.Site(bm)
	const reruns, warmup = 40, 10
	for _, l := range labs.All() {
		f := sliderKnob(bm, l)
		open(bm, b, site.URL+"/?lab="+l.ID)
		waitRun(bm, b)
		// A step is an input event dispatched at the start of a frame (in
		// a requestAnimationFrame callback), as Chromium delivers a drag's
		// pointer moves: aligned to frames, before their rAF callbacks.
		// "frame" is then the time to the end of the frame that shows the
		// change: when the results changed within the event's own task,
		// a task queued then runs after that frame's rendering; otherwise
		// after the next frame that follows the change. "free" is the
		// same step dispatched at a random time (a script's or a test's
		// input): to the change and then the next frame.
		step := fmt.Sprintf(`((d, aligned) => new Promise(resolve => {
  const res = document.querySelector('#results'), s = document.querySelector('#s-%s');
  let t0 = 0, dom = 0;
  const done = () => resolve(JSON.stringify({dom, frame: performance.now() - t0, run: (window.__pgTiming||{}).run, render: (window.__pgTiming||{}).render}));
  const o = new MutationObserver(() => {
    if (!t0 || dom || document.querySelector('#status .progress') || !document.querySelector('section.lesson[id^="cur-sec-"]')) return;
    dom = performance.now() - t0; o.disconnect();
    requestAnimationFrame(() => setTimeout(done, 0));
  });
  o.observe(res, {childList: true, subtree: true, characterData: true});
  setTimeout(() => { if (!dom) { o.disconnect(); resolve("null"); } }, 5000);
  const go = () => {
    o.takeRecords(); // the previous step's trailing frame is not this one's
    t0 = performance.now();
    s.value = String(+s.value + d); s.dispatchEvent(new Event('input', {bubbles: true}));
    if (o.takeRecords().length && document.querySelector('section.lesson[id^="cur-sec-"]') && !document.querySelector('#status .progress')) {
      dom = performance.now() - t0; o.disconnect();
      setTimeout(done, 0); // after this frame's rendering
    }
  };
  // A pause first: the previous step's go-app frame (the page around the
  // slots) is drawn, as between two steps of a hand.
  setTimeout(() => aligned ? requestAnimationFrame(go) : go(), 40);
}))`, f.Name)
		// The first steps warm the code up (Chromium compiles wasm with a
		// baseline compiler first and optimises what runs hot); they are
		// not counted. Aligned and free steps then take turns, in pairs
		// that go there and back.
		var dom, frame, free, run, render []float64
		for i := -warmup; i < 2*reruns*bm.N; i++ {
			d := sliderStep(f)
			if i%2 != 0 {
				d = -d
			}
			aligned := i < 0 || i/2%2 == 0
			var rt *rerunTiming
			if err := json.Unmarshal([]byte(bt.Eval[string](bm, b, fmt.Sprintf("%s(%d, %v)", step, d, aligned))), &rt); err != nil {
				bm.Fatal(err)
			}
			if rt == nil || i < 0 {
				continue // warming up, or the step rounded to the same value: nothing to rerun
			}
			if !aligned {
				free = append(free, rt.Frame)
				continue
			}
			dom, frame, run, render = append(dom, rt.DOM), append(frame, rt.Frame), append(run, rt.Run), append(render, rt.Render)
		}
		bm.ReportMetric(pct(frame, 50), l.ID+"-rerun-median-ms")
		bm.ReportMetric(pct(frame, 95), l.ID+"-rerun-p95-ms")
		bm.ReportMetric(pct(free, 50), l.ID+"-rerun-free-median-ms")
		bm.Logf("lab %s, slider %s (%d reruns): to the frame showing it median %.1f p95 %.1f ms; to DOM median %.1f p95 %.1f; run median %.1f; render median %.1f; unaligned input to the next frame median %.1f p95 %.1f",
			l.ID, f.Name, len(frame), pct(frame, 50), pct(frame, 95), pct(dom, 50), pct(dom, 95), pct(run, 50), pct(render, 50), pct(free, 50), pct(free, 95))
	}
}

// jsStored notes when the page's service worker is active and holds a
// copy of app.wasm (window.__stored): a visit after that is a repeat
// visit, the worker's store and V8's code cache in use.
const jsStored = `(async () => {
  await navigator.serviceWorker.ready;
  for (;;) {
    for (const k of await caches.keys()) {
      for (const r of await (await caches.open(k)).keys()) {
        if (new URL(r.url).pathname.endsWith("/web/app.wasm")) { window.__stored = true; return; }
      }
    }
    await new Promise(r => setTimeout(r, 200));
  }
})(), true`

// benchLoads opens each page cold (a fresh browser context) and again
// once its worker holds app.wasm, under each network profile, and reports
// the medians: first contentful paint, the first lesson table, a press
// first answered (the lab page's early answers), the app interactive on
// the first and on the repeat visit, and the interactive times as ratios
// to the floor's (go-app's hello world).
func benchLoads(bm *testing.B, b *bt.Browser) {
	const colds = 3
	ours, floor := bt.ProductionSite(bm), bt.FloorSite(bm)
	for _, net := range []struct {
		name string
		cond *network.Conditions
		cpu  float64
	}{{"localhost", nil, 1}, {"fast3g", &fast3G, 1}, {"mobile", &mobileProfile, 4}} {
		var floorFirst, floorRepeat float64
		for _, u := range []struct{ name, base, path string }{
			{"floor", floor.URL, "/"}, {"prerendered", ours.URL, "/registry/"}, {"wasm", ours.URL, "/?lab=registry"}, {"embed", ours.URL, "/?lab=admission&embed=1"},
		} {
			var cold, fcp, answers, ready, repeat []float64
			for i := 0; i < colds*bm.N; i++ {
				tb := b.Tab(bm, true)
				if err := chromedp.Do(tb.Ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
					if _, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: jsFirstTable + "\n" + jsMilestones}); err != nil {
						return err
					}
					if _, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: net.cpu}); err != nil {
						return err
					}
					if net.cond == nil {
						return nil
					}
					_, err := cdp.Call(ctx, t, bt.NetworkConditions, bt.NetworkConditionsParams{Conditions: []*network.Conditions{net.cond}})
					return err
				})); err != nil {
					bm.Fatal(err)
				}
				tb.Do(bm, chromedp.Navigate(u.base+u.path))
				if u.name != "floor" {
					tb.WaitUpTo(bm, 5*time.Minute, "the first table", `window.__firstTable`)
					cold = append(cold, bt.Eval[float64](bm, tb, `window.__firstTable`))
				}
				tb.Wait(bm, "the first contentful paint", `performance.getEntriesByName('first-contentful-paint').length`)
				fcp = append(fcp, bt.Eval[float64](bm, tb, `performance.getEntriesByName('first-contentful-paint')[0].startTime`))
				if u.name == "prerendered" {
					tb.Wait(bm, "the early answers", `window.__answersAt`)
					answers = append(answers, bt.Eval[float64](bm, tb, `window.__answersAt`))
				}
				tb.WaitUpTo(bm, 5*time.Minute, "the app interactive", `window.__readyAt`)
				ready = append(ready, bt.Eval[float64](bm, tb, `window.__readyAt`))
				bt.Eval[bool](bm, tb, jsStored)
				tb.WaitUpTo(bm, 5*time.Minute, "the worker's copy of app.wasm", `window.__stored === true`)
				tb.Do(bm, chromedp.Navigate(u.base+u.path))
				tb.WaitUpTo(bm, 5*time.Minute, "the app interactive again", `window.__readyAt`)
				repeat = append(repeat, bt.Eval[float64](bm, tb, `window.__readyAt`))
				// Close the tab and its browser context, so the next cold
				// load has the machine to itself: a page left open keeps its
				// wasm app, and a context left open keeps the service worker
				// the page registered.
				if err := chromedp.Cancel(tb.Ctx); err != nil {
					bm.Fatal(err)
				}
			}
			key := net.name + "-" + u.name
			first, again := pct(ready, 50), pct(repeat, 50)
			bm.ReportMetric(pct(fcp, 50), "fcp-"+key+"-ms")
			bm.ReportMetric(first, "interactive-"+key+"-ms")
			bm.ReportMetric(again, "interactive-repeat-"+key+"-ms")
			if len(cold) > 0 {
				bm.ReportMetric(pct(cold, 50), "cold-"+key+"-ms")
			}
			if len(answers) > 0 {
				bm.ReportMetric(pct(answers, 50), "first-answer-"+key+"-ms")
			}
			if u.name == "floor" {
				floorFirst, floorRepeat = first, again
			} else {
				bm.ReportMetric(first/floorFirst, "interactive-"+key+"-x-floor")
				bm.ReportMetric(again/floorRepeat, "interactive-repeat-"+key+"-x-floor")
			}
			bm.Logf("%s, %s (%s): first contentful paint %v ms; first table %v ms; a press answered from %v ms; interactive %v ms, on a repeat visit %v ms", net.name, u.name, u.path, fcp, cold, answers, ready, repeat)
		}
	}
}

// sliderStep is a slider move, in stops (app/ui/form), that changes the
// knob's value: one stop where every whole number is a stop (a count of up
// to 2000 values: one more request, one more replica), 25 elsewhere.
func sliderStep(f *param.Field) int {
	lo, err1 := strconv.Atoi(f.Min)
	hi, err2 := strconv.Atoi(f.Max)
	if f.Kind == param.Int && err1 == nil && err2 == nil && hi > lo && hi-lo <= 2000 {
		return 1
	}
	return 25
}

// A drag paints ahead of go-app (ui/live.go, ui/slot.go): each step's
// table is on the page when the input event returns, mostly changed in
// place (ui/patch.go); the figures off screen wait (marked stale) until the
// hand lets go; and what the page then shows — tables, reading, every chart
// and its data — is what a fresh load of the same URL shows.
// jsChartsFit: every chart is drawn at its box's width (the box measured).
const jsChartsFit = `[...document.querySelectorAll('#charts .chart-box')].every(b => { const s = b.querySelector('svg.chart'); return !s || b.closest('details:not([open])') || Math.abs(b.clientWidth - s.width.baseVal.value) < 1; })`

func TestBrowserLiveDrag(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	b.Viewport(t, 1400, 900)
	// snapshot is what the results and charts show, as text and markup.
	const snapshot = `JSON.stringify({
  tables: [...document.querySelectorAll('#results .table-wrap')].map(e => e.innerHTML),
  reading: [...document.querySelectorAll('#results .reading-list')].map(e => e.innerHTML),
  charts: [...document.querySelectorAll('#charts .chart-box')].map(e => e.id + e.innerHTML),
  data: [...document.querySelectorAll('#charts .chart-data')].map(e => e.innerHTML),
})`
	labsChanged, allChanged, allInPlace, allAhead := 0, 0, 0, 0
	for _, l := range labs.All() {
		f := sliderKnob(t, l)
		open(t, b, site.URL+"/?lab="+l.ID)
		waitRun(t, b)
		b.Wait(t, "charts at their real size", jsChartsAtRealSize)
		synced, changed, inPlace, ahead := 0, 0, 0, 0
		for i := range 6 {
			d := sliderStep(f)
			if i == 3 {
				d = -d
			}
			// The lesson tables right after the event returns, and once
			// go-app's frame has followed.
			// The third value is whether the tables' nodes stayed (their
			// texts changed in place: ui/patch.go) or were built again.
			n := b.Painted(t)
			step := bt.Eval[[]string](t, b, fmt.Sprintf(`(() => {
  const tables = () => [...document.querySelectorAll('#results .table-wrap')].map(e => e.textContent).join('|');
  const s = document.querySelector('#s-%s'), before = tables();
  const o = new MutationObserver(() => {});
  for (const w of document.querySelectorAll('#results .table-wrap')) o.observe(w, {childList: true, subtree: true});
  s.value = String(+s.value + %d); s.dispatchEvent(new Event('input', {bubbles: true}));
  const rebuilt = o.takeRecords().length > 0; o.disconnect();
  return [before, tables(), String(!rebuilt), s.dataset.ahead || ""];
})()`, f.Name, d))
			b.WaitPainted(t, "the step settled", n)
			waitRun(t, b)
			after := bt.Eval[string](t, b, `[...document.querySelectorAll('#results .table-wrap')].map(e => e.textContent).join('|')`)
			if after != step[0] {
				changed++
				// A step run ahead (within the inline budget: not under a
				// machine too loaded for it) shows in its own input event.
				if step[3] != "true" || step[1] == after {
					synced++
				}
				if step[3] == "true" {
					ahead++
				}
				if step[2] == "true" {
					inPlace++
				}
			}
		}
		t.Logf("%s: %d of %d steps that changed the tables changed them in place, %d were run ahead", l.ID, inPlace, changed, ahead)
		allChanged, allInPlace, allAhead = allChanged+changed, allInPlace+inPlace, allAhead+ahead
		if synced != changed {
			t.Errorf("%s: of %d steps run ahead (in their input event), %d did not show their change when the event returned", l.ID, ahead, changed-synced)
		}
		if changed > 0 {
			labsChanged++
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#charts .chart-fig').length - document.querySelectorAll('#charts .chart-fig.stale').length`); n < 0 {
			t.Fatalf("%s: negative count", l.ID)
		}
		stale := bt.Eval[int](t, b, `document.querySelectorAll('#charts .chart-fig.stale').length`)
		offScreen := bt.Eval[int](t, b, `[...document.querySelectorAll('#charts .chart-box')].filter(e => e.closest('details:not([open])') || e.getBoundingClientRect().top >= innerHeight).length`) // folded ones too
		if stale > offScreen {
			t.Errorf("%s: %d figures stale during the drag, but only %d are off screen", l.ID, stale, offScreen)
		}
		// Let go: a change event ends the drag, and records it in the
		// address. The figures on screen were never stale (they are drawn
		// first now), so the address is the state to wait for.
		bt.Eval[bool](t, b, fmt.Sprintf(`(s => (s.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('#s-%s'))`, f.Name))
		b.Wait(t, "the drag recorded in the address", `new URLSearchParams(location.search).has('`+f.Name+`')`, `location.href`)
		b.Wait(t, "every figure drawn again", `!document.querySelector('#charts .chart-fig.stale')`)
		waitRun(t, b)
		b.Wait(t, "charts at their boxes' width", jsChartsFit)
		dragged := bt.Eval[string](t, b, snapshot)
		u := bt.Eval[string](t, b, `location.href`)
		open(t, b, u)
		waitRun(t, b)
		b.Wait(t, "charts at their real size", jsChartsAtRealSize)
		b.Wait(t, "charts at their boxes' width", jsChartsFit)
		if fresh := bt.Eval[string](t, b, snapshot); fresh != dragged {
			i := 0
			for i < len(fresh) && i < len(dragged) && fresh[i] == dragged[i] {
				i++
			}
			from := max(0, i-300)
			t.Errorf("%s: after a drag to %s the page differs from a fresh load of it, at byte %d:\ndragged …%.600s\nfresh   …%.600s", l.ID, u, i, dragged[from:], fresh[from:])
		}
	}
	if labsChanged < 3 {
		t.Errorf("the drags changed the tables of %d labs, want at least 3", labsChanged)
	}
	// A step that moves numbers only keeps the tables' nodes; a step that
	// adds a mark or a row builds them again. Most steps are the first kind.
	if allInPlace*2 < allChanged {
		t.Errorf("of %d steps that changed the tables, %d changed them in place; want at least half", allChanged, allInPlace)
	}
	// A lesson-scale step takes milliseconds: on any machine some are run
	// ahead, or the check above says nothing.
	if allAhead == 0 {
		t.Errorf("none of %d steps that changed the tables was run in its input event", allChanged)
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}
