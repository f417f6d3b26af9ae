//go:build !wasm

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

// The browser tests drive Debian's headless Chromium against the real site:
// the go-app handler of server.go with web/app.wasm, served in-process.

const chromiumPath = "/usr/bin/chromium"

var routesOnce sync.Once

// startSite serves the playground as `app serve` does; web/ is one level up
// from the package directory the test runs in.
func startSite(t testing.TB) *httptest.Server {
	t.Helper()
	wasm := filepath.Join("..", "web", "app.wasm")
	st, err := os.Stat(wasm)
	if err != nil {
		t.Fatalf("%s is missing: run ./build.sh first (the browser tests need the built app)", wasm)
	}
	if src, _ := filepath.Glob("ui*.go"); newerThan(src, st.ModTime()) {
		t.Logf("warning: web/app.wasm is older than the UI sources; run ./build.sh to test the current UI")
	}
	routesOnce.Do(registerRoutes) // main does this in the program
	mux := http.NewServeMux()
	mux.Handle("/web/", http.StripPrefix("/web/", http.FileServer(http.Dir(filepath.Join("..", "web")))))
	mux.Handle("/", handler())
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func newerThan(files []string, t time.Time) bool {
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.ModTime().After(t) {
			return true
		}
	}
	return false
}

// browser is one headless Chromium with one tab, recording console errors
// and uncaught exceptions.
type browser struct {
	ctx  context.Context
	mu   sync.Mutex
	errs []string
}

func newBrowser(t testing.TB) *browser {
	t.Helper()
	b := &browser{}
	b.ctx = startChromium(t, 1280, b.listen)
	return b
}

func (b *browser) listen(ev any) {
	if msg, ok := pageProblem(ev); ok {
		b.mu.Lock()
		b.errs = append(b.errs, msg)
		b.mu.Unlock()
	}
}

func (b *browser) consoleErrors() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errs...)
}

// within bounds one step of the test in time.
func (b *browser) step(t testing.TB, d time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, d)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

func eval[T any](t testing.TB, b *browser, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// poll waits until the JS expression is truthy.
func (b *browser) poll(t testing.TB, what, js string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(10*time.Millisecond))); err != nil {
		t.Fatalf("waiting for %s (%s): %v\npage status: %s", what, js, err, b.statusText(t))
	}
}

func (b *browser) statusText(t testing.TB) string {
	ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
	defer cancel()
	s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector("#status")||document.body).textContent.slice(0,400)`))
	return s
}

// typeInto selects a field's text and types over it, as a person would.
func (b *browser) typeInto(t testing.TB, sel, text string) {
	t.Helper()
	eval[bool](t, b, `(e => (e.focus(), e.select(), true))(document.querySelector(`+strconv.Quote(sel)+`))`)
	b.step(t, 10*time.Second, chromedp.SendKeys(chromedp.CSS(sel), text))
}

// open loads a page and waits for the wasm app to render it.
func (b *browser) open(t testing.TB, u string) {
	t.Helper()
	b.step(t, 60*time.Second, chromedp.Navigate(u))
	b.poll(t, "the wasm app", `document.querySelector('#playground[data-ready="true"]')`)
}

// waitRun waits for a finished run: a result or an error, nothing running.
func (b *browser) waitRun(t testing.TB) {
	t.Helper()
	b.poll(t, "a finished run", `!document.querySelector('#status .progress') && (document.querySelector('#results .result') || document.querySelector('#run-error'))`)
}

// lessonView is what the page shows of the lesson sections: per section,
// the table (header row first) and the lines.
type lessonView struct {
	ID    string     `json:"id"`
	Rows  [][]string `json:"rows"`
	Lines []string   `json:"lines"`
}

const jsLessonView = `[...document.querySelectorAll('section.lesson[id^="cur-sec-"]')].map(s => ({
  id: s.dataset.section,
  rows: [...s.querySelectorAll('table tr')].map(r => [...r.cells].map(c => c.firstChild ? (c.firstChild.nodeType === 3 ? c.textContent : c.firstChild.firstChild.textContent) : "")),
  lines: [...s.querySelectorAll('pre.lines > *')].map(l => (l.firstChild.nodeType === 3 ? l.firstChild.textContent : l.textContent).replace(/\n$/, "")),
}))`

func (b *browser) lessonView(t testing.TB) []lessonView {
	t.Helper()
	raw := eval[[]byte](t, b, `JSON.stringify(`+jsLessonView+`)`)
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatal(err)
	}
	var out []lessonView
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// expectedView renders a native run's lesson sections the way the page must.
func expectedView(res *lab.Result, l i18n.Lang) []lessonView {
	var out []lessonView
	for _, s := range res.Sections {
		if !s.Lesson {
			continue
		}
		v := lessonView{ID: s.ID, Rows: [][]string{}, Lines: []string{}}
		if s.Table != nil {
			head := []string{}
			for _, c := range s.Table.Columns {
				head = append(head, c.Label.In(l))
			}
			v.Rows = append(v.Rows, head)
			for _, row := range s.Table.Rows {
				r := []string{}
				for _, c := range row {
					r = append(r, c.In(l))
				}
				v.Rows = append(v.Rows, r)
			}
		}
		for _, line := range s.Lines {
			v.Lines = append(v.Lines, line.In(l))
		}
		out = append(out, v)
	}
	return out
}

func nativeRun(t testing.TB, l *lab.Lab, q url.Values) (*lab.Result, error) {
	t.Helper()
	return l.Run(q, nil)
}

func screenshot(t testing.TB, b *browser, name string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dir := filepath.Join("..", "testout")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// workingLab is the first lab that runs natively at its defaults (labs land
// one by one; the interaction tests need one that works).
func workingLab(t testing.TB) *lab.Lab {
	for _, l := range labs.All() {
		if _, err := l.Run(nil, nil); err == nil {
			return l
		}
	}
	t.Fatal("no lab runs yet: every lab is still a stub")
	return nil
}

// knob picks a lesson knob of kind int to change, and a new valid value.
func knob(t testing.TB, l *lab.Lab) (*param.Field, string) {
	var pick *param.Field
	for _, f := range l.New().Spec().Fields() {
		if f.Kind == param.Int && !f.Advanced && f.Name != "seed" {
			if pick == nil || f.Name == "requests" {
				pick = f
			}
		}
	}
	if pick == nil {
		t.Fatalf("lab %s has no int knob to change", l.ID)
	}
	def, _ := strconv.Atoi(pick.Default)
	hi, _ := strconv.Atoi(pick.Max)
	v := def + 1
	if v > hi {
		v = def - 1
	}
	return pick, strconv.Itoa(v)
}

func TestBrowser(t *testing.T) {
	site := startSite(t)
	b := newBrowser(t)
	base := site.URL + "/"

	ok := t.Run("home lists the four labs", func(t *testing.T) {
		b.open(t, base)
		got := eval[[]string](t, b, `[...document.querySelectorAll('.cards .card h2')].map(h => h.textContent)`)
		var want []string
		for _, l := range labs.All() {
			want = append(want, l.Title.TR)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("home cards = %q, want %q", got, want)
		}
		if lang := eval[string](t, b, `document.documentElement.lang`); lang != "tr" {
			t.Errorf("document lang = %q, want tr", lang)
		}
		screenshot(t, b, "home")
	})
	if !ok {
		return // the app does not load: every other step would only time out
	}

	var stubs []string
	for _, l := range labs.All() {
		t.Run("lab "+l.ID+" at defaults", func(t *testing.T) {
			b.open(t, base+"?lab="+l.ID)
			b.waitRun(t)
			screenshot(t, b, "lab-"+l.ID)
			res, err := nativeRun(t, l, nil)
			if err != nil {
				stubs = append(stubs, l.ID)
				msg := eval[string](t, b, `(document.querySelector('#run-error')||{textContent:""}).textContent`)
				if !strings.Contains(msg, i18n.ErrorIn(err, i18n.TR)) {
					t.Fatalf("stub lab %s: page shows %q, want the run's error %q", l.ID, msg, err)
				}
				return
			}
			if !res.MatchesLesson {
				t.Errorf("lab %s at defaults does not match the lesson natively", l.ID)
			}
			if got, want := b.lessonView(t), expectedView(res, i18n.TR); !reflect.DeepEqual(got, want) {
				t.Fatalf("lesson sections on the page:\n%v\nwant:\n%v", got, want)
			}
			if cls := eval[string](t, b, `document.querySelector('#badge').className`); cls != "badge ok" {
				t.Errorf("badge class = %q, want the matching-lesson badge", cls)
			}
			if n := eval[int](t, b, `document.querySelectorAll('#charts svg.chart title').length`); n == 0 && (len(res.Series)+len(res.Spans)+len(res.Trace)) > 0 {
				t.Errorf("lab %s has chart data but no titled chart", l.ID)
			}
		})
	}
	if len(stubs) > 0 {
		t.Logf("labs still stubs (error shown instead of tables): %s", strings.Join(stubs, ", "))
	}

	l := workingLab(t)
	f, v := knob(t, l)

	t.Run("changing a parameter reruns and updates the URL", func(t *testing.T) {
		b.open(t, base+"?lab="+l.ID)
		b.waitRun(t)
		before := b.lessonView(t)
		b.typeInto(t, "#f-"+f.Name, v)
		b.poll(t, "the URL", fmt.Sprintf(`location.search.includes(%q)`, f.Name+"="+v))
		res, err := nativeRun(t, l, url.Values{f.Name: {v}})
		if err != nil {
			t.Fatal(err)
		}
		want := expectedView(res, i18n.TR)
		wantJSON, _ := json.Marshal(want)
		b.poll(t, "the new table", `JSON.stringify(`+jsLessonView+`) === `+strconv.Quote(string(wantJSON)))
		if reflect.DeepEqual(before, want) {
			t.Fatalf("%s=%s gives the same lesson table as the defaults; pick another knob", f.Name, v)
		}
	})

	t.Run("a URL with parameters reproduces the run", func(t *testing.T) {
		q := url.Values{f.Name: {v}}
		if len(l.Presets) > 0 {
			q, _ = url.ParseQuery(l.Presets[len(l.Presets)-1].Params)
		}
		b.open(t, base+"?lab="+l.ID+"&"+q.Encode())
		b.waitRun(t)
		res, err := nativeRun(t, l, q)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := b.lessonView(t), expectedView(res, i18n.TR); !reflect.DeepEqual(got, want) {
			t.Fatalf("page for %s:\n%v\nwant:\n%v", q.Encode(), got, want)
		}
		for k := range q {
			got := eval[string](t, b, `document.querySelector('#f-`+k+`').value`)
			if prm, _ := l.Decode(q); prm != nil && got != q.Get(k) && got != prm.Spec().Field(k).Get() {
				t.Errorf("field %s shows %q, want %q", k, got, q.Get(k))
			}
		}
		link := eval[string](t, b, `document.querySelector('#share-link').value`)
		if !strings.Contains(link, "seed=") || !strings.Contains(link, "lab="+l.ID) {
			t.Errorf("share link %q lacks lab or seed", link)
		}
	})

	t.Run("an invalid value shows the inline error and keeps the results", func(t *testing.T) {
		b.open(t, base+"?lab="+l.ID)
		b.waitRun(t)
		before := b.lessonView(t)
		b.typeInto(t, "#f-"+f.Name, "abc")
		b.poll(t, "the inline error", `document.querySelector('#err-`+f.Name+`')`)
		msg := eval[string](t, b, `document.querySelector('#err-`+f.Name+`').textContent`)
		if !strings.Contains(msg, f.Name+"=abc") || !strings.Contains(msg, "tam sayı") {
			t.Errorf("inline error = %q, want field, value and the Turkish rule", msg)
		}
		if inv := eval[string](t, b, `document.querySelector('#f-`+f.Name+`').getAttribute('aria-invalid')`); inv != "true" {
			t.Errorf("aria-invalid = %q", inv)
		}
		if got := b.lessonView(t); !reflect.DeepEqual(got, before) {
			t.Errorf("results changed after invalid input:\n%v\nwant the last good ones:\n%v", got, before)
		}
		screenshot(t, b, "invalid")
	})

	t.Run("compare marks the differences", func(t *testing.T) {
		b.open(t, base+"?lab="+l.ID)
		b.waitRun(t)
		b.step(t, 10*time.Second, chromedp.Click(chromedp.CSS("#pin")))
		b.poll(t, "the pin in the URL", `location.search.includes("pin=")`)
		b.typeInto(t, "#f-"+f.Name, v)
		b.poll(t, "marked cells", `document.querySelector('#current-result mark.changed') && document.querySelector('#param-diff')`)
		diff := eval[string](t, b, `document.querySelector('#param-diff').textContent`)
		if !strings.Contains(diff, f.Name) {
			t.Errorf("parameter diff %q does not name %s", diff, f.Name)
		}
		screenshot(t, b, "compare")
	})

	t.Run("the English switch", func(t *testing.T) {
		b.open(t, base+"?lab="+l.ID)
		b.waitRun(t)
		b.step(t, 10*time.Second, chromedp.Click(chromedp.CSS("#lang-switch")))
		b.poll(t, "English", `document.documentElement.lang === "en" && location.search.includes("lang=en") && document.querySelector('.lab-head h1').textContent === `+strconv.Quote(l.Title.EN))
		if h1 := eval[string](t, b, `document.querySelector('.lab-head h1').textContent`); h1 != l.Title.EN {
			t.Errorf("title after switch = %q, want %q", h1, l.Title.EN)
		}
		res, _ := nativeRun(t, l, nil)
		if got, want := b.lessonView(t), expectedView(res, i18n.EN); !reflect.DeepEqual(got, want) {
			t.Errorf("English lesson sections:\n%v\nwant:\n%v", got, want)
		}
		screenshot(t, b, "english")
		// and a fresh load with lang=en starts in English
		b.open(t, base+"?lab="+l.ID+"&lang=en")
		if lang := eval[string](t, b, `document.documentElement.lang`); lang != "en" {
			t.Errorf("lang=en load: document lang %q", lang)
		}
	})

	t.Run("embed mode", func(t *testing.T) {
		b.open(t, base+"?lab="+l.ID+"&embed=1&controls="+f.Name)
		b.waitRun(t)
		if n := eval[int](t, b, `document.querySelectorAll('header.site').length`); n != 0 {
			t.Errorf("embed shows the site header")
		}
		if !eval[bool](t, b, `document.querySelector('#playground').classList.contains('embed')`) {
			t.Errorf("embed root lacks the embed class")
		}
		if n := eval[int](t, b, `document.querySelectorAll('#params .field').length`); n != 1 {
			t.Errorf("controls=%s shows %d fields, want 1", f.Name, n)
		}
		screenshot(t, b, "embed")
	})

	if errs := b.consoleErrors(); len(errs) > 0 {
		sort.Strings(errs)
		t.Errorf("console errors during the visit:\n%s", strings.Join(errs, "\n"))
	}
}

// BenchmarkBrowser measures, in headless Chromium against the served site,
// the time from navigation to the first lesson table with nothing cached
// (a fresh browser context each time: no HTTP cache, no service worker), and
// the rerun latency from a parameter change to the new table. Run it with
// PLAYGROUND_BROWSER_BENCH=1 (./build.sh bench).
func BenchmarkBrowser(bm *testing.B) {
	if os.Getenv("PLAYGROUND_BROWSER_BENCH") != "1" {
		bm.Skip("set PLAYGROUND_BROWSER_BENCH=1 to run the browser benchmark")
	}
	site := startSite(bm)
	b := newBrowser(bm)
	l := workingLab(bm)
	f, v := knob(bm, l)
	const colds, reruns = 5, 40

	// The observer stamps the first moment a lesson table exists, measured
	// from the navigation's start (performance.now's origin).
	const stamp = `new MutationObserver((_, o) => {
  if (document.querySelector('section.lesson[id^="cur-sec-"]')) { window.__firstTable = performance.now(); o.disconnect(); }
}).observe(document, {childList: true, subtree: true});`
	var cold []float64
	for i := 0; i < colds*bm.N; i++ {
		ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
		tb := &browser{ctx: ctx}
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: stamp})
			return err
		}))
		if err != nil {
			bm.Fatal(err)
		}
		tb.step(bm, 60*time.Second, chromedp.Navigate(site.URL+"/?lab="+l.ID))
		tb.poll(bm, "the first table", `window.__firstTable`)
		cold = append(cold, eval[float64](bm, tb, `window.__firstTable`))
		cancel()
	}

	// Rerun: set the field, fire change (no typing debounce), resolve when the
	// lesson section is replaced or changed.
	b.open(bm, site.URL+"/?lab="+l.ID)
	b.waitRun(bm)
	rerun := fmt.Sprintf(`(v => new Promise(resolve => {
  const res = document.querySelector('#results');
  const t0 = performance.now();
  new MutationObserver((_, o) => {
    if (!document.querySelector('#status .progress') && document.querySelector('section.lesson[id^="cur-sec-"]')) { o.disconnect(); resolve(performance.now() - t0); }
  }).observe(res, {childList: true, subtree: true, characterData: true});
  const e = document.querySelector('#f-%s');
  e.value = v; e.dispatchEvent(new Event('change', {bubbles: true}));
}))`, f.Name)
	var lat []float64
	for i := 0; i < reruns*bm.N; i++ {
		val := v
		if i%2 == 1 {
			val = f.Default
		}
		ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](rerun+"("+strconv.Quote(val)+")", chromedp.EvalAwaitPromise))
		if err != nil {
			bm.Fatal(err)
		}
		lat = append(lat, ms)
	}
	sort.Float64s(cold)
	sort.Float64s(lat)
	bm.ReportMetric(cold[len(cold)/2], "cold-first-table-ms")
	bm.ReportMetric(cold[len(cold)-1], "cold-worst-ms")
	bm.ReportMetric(lat[len(lat)/2], "rerun-median-ms")
	bm.ReportMetric(lat[(len(lat)*95+99)/100-1], "rerun-p95-ms")
	bm.Logf("lab %s: cold first table %v ms; rerun (%s) %v ms", l.ID, cold, f.Name, lat)
}
