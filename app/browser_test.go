//go:build !wasm

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

// The UI browser tests drive headless Chromium against the generated static
// site with the app.wasm of this tree, served as `app serve` does.

// open shows the app at u (in the tab's running app when it can, as Back
// and Forward do; else with a full load) and waits until it settled there.
func open(t testing.TB, b *bt.Browser, u string) {
	t.Helper()
	forgetAsked(t, b)
	b.Open(t, u)
}

// forgetAsked clears the questions this browser was asked to guess about
// (progress.FirstAsk asks once per question): a test that opens a page
// expects its prompts, whatever ran in the browser before it.
func forgetAsked(t testing.TB, b *bt.Browser) {
	t.Helper()
	bt.Eval[bool](t, b, `(() => { try { localStorage.removeItem("playground.asked"); } catch (e) {} return true; })()`)
}

// skipGuess skips the guess the page asks for, with a pointer's click,
// once the page is at rest: nothing running, and a preset's guess (the
// one whose metric the learner picks) brought into view with its first
// field focused — the page scrolls it there after drawing it, and a click
// aimed before that scroll lands elsewhere. It returns when the guess is
// gone.
func skipGuess(t testing.TB, b *bt.Browser) {
	t.Helper()
	b.Wait(t, "the guess at rest", `document.querySelector('#predict-skip') && !document.querySelector('#status .progress') && (!document.querySelector('#predict-metric') || document.activeElement === document.querySelector('#predict-metric'))`)
	b.Do(t, chromedp.Click(chromedp.CSS("#predict-skip")))
	b.Wait(t, "the guess skipped", `!document.querySelector('#predict-skip')`)
}

// waitRun waits for a finished run: a result or an error, nothing running.
func waitRun(t testing.TB, b *bt.Browser) {
	t.Helper()
	b.Wait(t, "a finished run", `!document.querySelector('#status .progress') && (document.querySelector('#results .result') || document.querySelector('#run-error'))`)
}

// waitRunOf waits until the page shows the run of l at q: its lesson
// sections exactly, in Turkish.
func waitRunOf(t testing.TB, b *bt.Browser, l *lab.Lab, q url.Values) {
	t.Helper()
	res, err := l.Run(q, nil)
	if err != nil {
		t.Fatal(err)
	}
	// As JSON.stringify writes it: "->" stays, where json.Marshal would
	// escape the ">" (the cache's lines have one).
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(expectedView(res, i18n.TR))
	want := strings.TrimSuffix(buf.String(), "\n")
	b.Wait(t, "the run of "+q.Encode(), `JSON.stringify(`+jsLessonView+`) === `+strconv.Quote(want), `JSON.stringify(`+jsLessonView+`)`)
}

// typeInto selects a field's text and types over it, as a person would
// (the keys as fast as the browser takes them), and checks that the field
// says what was typed: the page draws frames between the keys, and none may
// write an older text back over a newer key.
func typeInto(t testing.TB, b *bt.Browser, sel, text string) {
	t.Helper()
	bt.Eval[bool](t, b, `(e => (e.focus(), e.select(), true))(document.querySelector(`+strconv.Quote(sel)+`))`)
	b.Do(t, chromedp.SendKeys(chromedp.CSS(sel), text))
	if got := bt.Eval[string](t, b, `document.querySelector(`+strconv.Quote(sel)+`).value`); got != text {
		t.Errorf("typed %q into %s, it says %q", text, sel, got)
	}
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

func readLessonView(t testing.TB, b *bt.Browser) []lessonView {
	t.Helper()
	var out []lessonView
	if err := json.Unmarshal([]byte(bt.Eval[string](t, b, `JSON.stringify(`+jsLessonView+`)`)), &out); err != nil {
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

// workingLab is the first lab that runs natively at its defaults (the
// interaction tests need one that works).
func workingLab(t testing.TB) *lab.Lab {
	for _, l := range labs.All() {
		if _, err := l.Run(nil, nil); err == nil {
			return l
		}
	}
	t.Fatal("no lab runs at its defaults")
	return nil
}

// knob picks a lesson knob of kind int to change, and a new valid value.
func knob(t testing.TB, l *lab.Lab) (*param.Field, string) {
	var pick *param.Field
	for _, f := range l.New().Spec().Fields() {
		if f.Kind == param.Int && !f.IsAdvanced {
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
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1280)
	base := site.URL + "/"

	ok := t.Run("home lists the four labs", func(t *testing.T) {
		open(t, b, base)
		got := bt.Eval[[]string](t, b, `[...document.querySelectorAll('.cards .card h2')].map(h => h.textContent)`)
		var want []string
		for _, l := range labs.All() {
			want = append(want, l.Title.TR)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("home cards = %q, want %q", got, want)
		}
		if lang := bt.Eval[string](t, b, `document.documentElement.lang`); lang != "tr" {
			t.Errorf("document lang = %q, want tr", lang)
		}
	})
	if !ok {
		return // the app does not load: every other step would only time out
	}

	for _, l := range labs.All() {
		t.Run("lab "+l.ID+" at defaults", func(t *testing.T) {
			open(t, b, base+"?lab="+l.ID)
			waitRun(t, b)
			res, err := l.Run(nil, nil)
			if err != nil {
				msg := bt.Eval[string](t, b, `(document.querySelector('#run-error')||{textContent:""}).textContent`)
				if !strings.Contains(msg, i18n.ErrorIn(err, i18n.TR)) {
					t.Fatalf("lab %s fails natively (%v) and the page shows %q", l.ID, err, msg)
				}
				t.Fatalf("lab %s does not run at its defaults: %v", l.ID, err)
			}
			if got, want := readLessonView(t, b), expectedView(res, i18n.TR); !reflect.DeepEqual(got, want) {
				t.Fatalf("lesson sections on the page:\n%v\nwant:\n%v", got, want)
			}
			// Every slider's thumb sits where its field's value puts it: go-app
			// sets a new input's attributes in map order, and a value set
			// before max= is clamped to 100 (ranges.go).
			if off := bt.Eval[[]string](t, b, `[...document.querySelectorAll('input.slider')].filter(e => e.value !== e.dataset.value).map(e => e.id + " at " + e.value + ", not " + e.dataset.value)`); len(off) > 0 {
				t.Errorf("lab %s: sliders off their values: %q", l.ID, off)
			}
			if cls := bt.Eval[string](t, b, `document.querySelector('#badge').className`); res.MatchesLesson != (cls == "badge ok") {
				t.Errorf("badge class = %q, but the run matches the lesson: %v", cls, res.MatchesLesson)
			}
			// One drawn figure per declared one, each with a title.
			want := 0
			for _, f := range res.Figures {
				if f.Kind != lab.FigLine && f.Kind != lab.FigBar || res.SeriesByID(f.Series) != nil {
					want++
				}
			}
			if n := bt.Eval[int](t, b, `document.querySelectorAll('#charts figure svg.chart > title').length`); n != want {
				t.Errorf("lab %s declares %d drawable figures, the page draws %d", l.ID, want, n)
			}
		})
	}

	l := workingLab(t)
	f, v := knob(t, l)

	t.Run("changing a parameter reruns and updates the URL", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		before := readLessonView(t, b)
		typeInto(t, b, "#f-"+f.Name, v)
		b.Wait(t, "the URL", fmt.Sprintf(`location.search.includes(%q)`, f.Name+"="+v))
		res, err := l.Run(url.Values{f.Name: {v}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := expectedView(res, i18n.TR)
		wantJSON, _ := json.Marshal(want)
		b.Wait(t, "the new table", `JSON.stringify(`+jsLessonView+`) === `+strconv.Quote(string(wantJSON)))
		if reflect.DeepEqual(before, want) {
			t.Fatalf("%s=%s gives the same lesson table as the defaults; pick another knob", f.Name, v)
		}
	})

	t.Run("a URL with parameters reproduces the run", func(t *testing.T) {
		q := url.Values{f.Name: {v}}
		if len(l.Presets) > 0 {
			q, _ = url.ParseQuery(l.Presets[len(l.Presets)-1].Params)
		}
		open(t, b, base+"?lab="+l.ID+"&"+q.Encode())
		waitRun(t, b)
		res, err := l.Run(q, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := readLessonView(t, b), expectedView(res, i18n.TR); !reflect.DeepEqual(got, want) {
			t.Fatalf("page for %s:\n%v\nwant:\n%v", q.Encode(), got, want)
		}
		for k := range q {
			got := bt.Eval[string](t, b, `document.querySelector('#f-`+k+`').value`)
			if prm, _ := l.Decode(q); prm != nil && got != q.Get(k) && got != prm.Spec().Field(k).Get() {
				t.Errorf("field %s shows %q, want %q", k, got, q.Get(k))
			}
		}
		link := bt.Eval[string](t, b, `document.querySelector('#share-link').value`)
		if !strings.Contains(link, "seed=") || !strings.Contains(link, "lab="+l.ID) {
			t.Errorf("share link %q lacks lab or seed", link)
		}
	})

	t.Run("every key the page does not use is named in one notice", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID+"&lab=other&view=nonsense&lang=xx&embed=yes&controls=bogus")
		waitRun(t, b)
		msg := bt.Eval[string](t, b, `(document.querySelector('#url-notice')||{textContent:""}).textContent`)
		for _, want := range []string{"lab (", "view=nonsense", "lang=xx", "embed=yes", "controls=bogus"} {
			if !strings.Contains(msg, want) {
				t.Errorf("the notice does not name %s: %q", want, msg)
			}
		}
		huge := strings.Repeat("x", 100000) + "\x1b[31m"
		open(t, b, base+"?lab="+l.ID+"&nosuchknob=3&"+url.QueryEscape(huge)+"=1")
		waitRun(t, b)
		msg = bt.Eval[string](t, b, `(document.querySelector('#url-notice')||{textContent:""}).textContent`)
		for _, want := range []string{"nosuchknob", "xxxxxxxx"} {
			if !strings.Contains(msg, want) {
				t.Errorf("the notice does not name %s: %q", want, msg)
			}
		}
		if len(msg) > 1500 || strings.ContainsRune(msg, 0x1b) {
			t.Errorf("the notice is %d characters long (an escape inside: %v)", len(msg), strings.ContainsRune(msg, 0x1b))
		}
		if w := bt.Eval[float64](t, b, `document.documentElement.scrollWidth - innerWidth`); w > 0 {
			t.Errorf("the notice makes the page %v px wider than the window", w)
		}
		if bt.Eval[bool](t, b, `!!document.querySelector('#run-error')`) {
			t.Error("unused keys stopped the run")
		}
		// An embed's charts= and sections= name what a run declares: names
		// it does not have are in the notice too.
		open(t, b, base+"?lab="+l.ID+"&embed=1&charts=main,nochart&sections=lesson,nosection")
		waitRun(t, b)
		msg = bt.Eval[string](t, b, `(document.querySelector('#url-notice')||{textContent:""}).textContent`)
		if !strings.Contains(msg, "charts=nochart") || !strings.Contains(msg, "sections=nosection") || strings.Contains(msg, "=main") || strings.Contains(msg, "=lesson") {
			t.Errorf("the embed's notice says %q, want nochart and nosection named and nothing else", msg)
		}
	})

	t.Run("a knob given twice is refused naming it, as on the command line", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID+"&"+f.Name+"="+f.Default+"&"+f.Name+"="+v)
		b.Wait(t, "the field's error", `document.querySelector('#err-`+f.Name+`')`)
		msg := bt.Eval[string](t, b, `document.querySelector('#err-`+f.Name+`').textContent`)
		if !strings.Contains(msg, f.Name+"=") || !strings.Contains(msg, "2 kez") {
			t.Errorf("the field says %q, want %s named as given 2 times", msg, f.Name)
		}
		if bt.Eval[bool](t, b, `!!document.querySelector('#results .result')`) {
			t.Error("a run shows although its input was refused")
		}
		// The learner mends it by typing one value.
		typeInto(t, b, "#f-"+f.Name, v)
		waitRunOf(t, b, l, url.Values{f.Name: {v}})
	})

	t.Run("an invalid value shows the inline error and keeps the results", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		before := readLessonView(t, b)
		typeInto(t, b, "#f-"+f.Name, "abc")
		b.Wait(t, "the inline error", `document.querySelector('#err-`+f.Name+`')`)
		msg := bt.Eval[string](t, b, `document.querySelector('#err-`+f.Name+`').textContent`)
		if !strings.Contains(msg, f.Name+"=abc") || !strings.Contains(msg, "tam sayı") {
			t.Errorf("inline error = %q, want field, value and the Turkish rule", msg)
		}
		if inv := bt.Eval[string](t, b, `document.querySelector('#f-`+f.Name+`').getAttribute('aria-invalid')`); inv != "true" {
			t.Errorf("aria-invalid = %q", inv)
		}
		if got := readLessonView(t, b); !reflect.DeepEqual(got, before) {
			t.Errorf("results changed after invalid input:\n%v\nwant the last good ones:\n%v", got, before)
		}
	})

	t.Run("compare marks the differences", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		b.Do(t, chromedp.Click(chromedp.CSS("#pin")))
		// Typed once the page shows the pin, not only the address: the
		// frame that draws it would otherwise come between select and type.
		b.Wait(t, "the pin in the URL and on the page", `location.search.includes("pin=") && document.querySelector('#unpin')`)
		typeInto(t, b, "#f-"+f.Name, v)
		b.Wait(t, "marked cells", `document.querySelector('#current-result mark.changed') && document.querySelector('#param-diff')`)
		// The knob by its label, in the page's language (not its id).
		diff := bt.Eval[string](t, b, `(e => e ? e.textContent : "")(document.querySelector('#param-diff li[data-param="`+f.Name+`"]'))`)
		if label := f.LabelText.TR; !strings.HasPrefix(diff, label+": ") {
			t.Errorf("parameter diff %q does not name %s by its label %q", diff, f.Name, label)
		}
	})

	t.Run("the English switch", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		b.Do(t, chromedp.Click(chromedp.CSS("#lang-switch")))
		b.Wait(t, "English", `document.documentElement.lang === "en" && location.search.includes("lang=en") && document.querySelector('.lab-head h1').textContent === `+strconv.Quote(l.Title.EN))
		res, _ := l.Run(nil, nil)
		if got, want := readLessonView(t, b), expectedView(res, i18n.EN); !reflect.DeepEqual(got, want) {
			t.Errorf("English lesson sections:\n%v\nwant:\n%v", got, want)
		}
		if title := bt.Eval[string](t, b, `document.title`); !strings.HasPrefix(title, l.Title.EN) {
			t.Errorf("document title %q does not start with the lab's English title", title)
		}
		// and a fresh load with lang=en starts in English
		open(t, b, base+"?lab="+l.ID+"&lang=en")
		if lang := bt.Eval[string](t, b, `document.documentElement.lang`); lang != "en" {
			t.Errorf("lang=en load: document lang %q", lang)
		}
	})

	t.Run("enum options are named in the page's language", func(t *testing.T) {
		for _, lb := range labs.All() {
			for _, fld := range lb.New().Spec().Fields() {
				if fld.Kind != param.Enum || fld.ChoiceLabel(fld.Choices[0]).TR == fld.Choices[0] {
					continue
				}
				open(t, b, base+"?lab="+lb.ID)
				got := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#f-`+fld.Name+` option')].map(o => o.value + "=" + o.textContent)`)
				var want []string
				for _, c := range fld.Choices {
					want = append(want, c+"="+fld.ChoiceLabel(c).TR)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s %s options %q, want %q", lb.ID, fld.Name, got, want)
				}
				return // one translated enum shows the rule
			}
		}
		t.Skip("no lab names its enum choices yet")
	})

	t.Run("embed mode", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID+"&embed=1&controls="+f.Name)
		waitRun(t, b)
		if n := bt.Eval[int](t, b, `document.querySelectorAll('header.site').length`); n != 0 {
			t.Errorf("embed shows the site header")
		}
		if !bt.Eval[bool](t, b, `document.querySelector('#playground').classList.contains('embed')`) {
			t.Errorf("embed root lacks the embed class")
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#params .field').length`); n != 1 {
			t.Errorf("controls=%s shows %d fields, want 1", f.Name, n)
		}
		res, _ := l.Run(nil, nil)
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#charts figure').length`); len(res.Figures) > 0 && n != 1 {
			t.Errorf("the embed shows %d figures, want the main one", n)
		}
	})

	if errs := b.Problems(); len(errs) > 0 {
		sort.Strings(errs)
		t.Errorf("console errors during the visit:\n%s", strings.Join(errs, "\n"))
	}
}

// jsChartText measures every chart's text as drawn: the smallest font
// size times the scale the SVG is drawn at, and how far any chart is from
// its real size.
// jsChartsAtRealSize: every chart on show (not folded in a closed details) is drawn at
// the width its box gives it.
const jsChartsAtRealSize = `[...document.querySelectorAll('#charts svg.chart')].filter(svg => !svg.closest('details:not([open])')).every(svg => Math.abs(svg.getBoundingClientRect().width - svg.viewBox.baseVal.width) < 1.5)`

const jsChartText = `(() => {
  let smallest = 1e9, worstScale = 1, n = 0;
  for (const svg of document.querySelectorAll('#charts svg.chart')) {
    const vb = svg.viewBox.baseVal, r = svg.getBoundingClientRect();
    if (!vb || !vb.width || !r.width) continue;
    const scale = r.width / vb.width;
    if (Math.abs(scale - 1) > Math.abs(worstScale - 1)) worstScale = scale;
    for (const t of svg.querySelectorAll('text')) {
      n++;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(t).fontSize) * scale);
    }
  }
  return {smallest, worstScale, n};
})()`

type chartText struct {
	Smallest, WorstScale float64
	N                    int
}

// TestBrowserChartsAtRealSize opens every lab at a desktop and a phone
// width, checks that charts are drawn at their real size with legible
// text, and saves screenshots (testout/) for people to look at.
func TestBrowserChartsAtRealSize(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	for _, vp := range []struct {
		w       int64
		minFont float64
		h       int64
	}{{1400, 11, 900}, {390, 10, 844}} {
		b.Viewport(t, vp.w, vp.h)
		for _, l := range labs.All() {
			for _, view := range []struct{ name, query string }{{"lab", ""}, {"embed", "&embed=1"}} {
				open(t, b, site.URL+"/?lab="+l.ID+view.query)
				waitRun(t, b)
				// Charts redraw once they know their width: wait for that.
				b.Wait(t, "charts at their real size", jsChartsAtRealSize, jsChartText)
				// The charts folded under the first two open at their width.
				if bt.Eval[bool](t, b, `(d => d ? (d.open = true, true) : false)(document.querySelector('#charts details.more-figs'))`) {
					b.Wait(t, "the folded charts at their real size", `[...document.querySelectorAll('#charts details.more-figs svg.chart')].every(svg => svg.getClientRects().length && Math.abs(svg.getBoundingClientRect().width - svg.viewBox.baseVal.width) < 1.5)`, jsChartText)
				}
				got := bt.Eval[chartText](t, b, jsChartText)
				if got.N > 0 && got.Smallest < vp.minFont-0.05 {
					t.Errorf("%s %s at %d px: smallest chart text %.1f px, want ≥ %.0f", view.name, l.ID, vp.w, got.Smallest, vp.minFont)
				}
				if got.N > 0 && (got.WorstScale < 0.98 || got.WorstScale > 1.02) {
					t.Errorf("%s %s at %d px: a chart is drawn at %.0f %% of its size", view.name, l.ID, vp.w, 100*got.WorstScale)
				}
				b.Screenshot(t, fmt.Sprintf("%s-%s-%d", view.name, l.ID, vp.w))
			}
		}
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
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
	bt.Need(bm)
	site := bt.Site(bm)
	b := bt.Launch(bm, 1280)
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
		tb := b.Tab(bm, true)
		if err := chromedp.Do(tb.Ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: stamp})
			return err
		})); err != nil {
			bm.Fatal(err)
		}
		tb.Do(bm, chromedp.Navigate(site.URL+"/?lab="+l.ID))
		tb.Wait(bm, "the first table", `window.__firstTable`)
		cold = append(cold, bt.Eval[float64](bm, tb, `window.__firstTable`))
		if err := chromedp.Cancel(tb.Ctx); err != nil { // its service worker too: the next load is cold and alone
			bm.Fatal(err)
		}
	}

	// Rerun: set the field, fire change (no typing debounce), resolve when the
	// lesson section is replaced or changed.
	open(bm, b, site.URL+"/?lab="+l.ID)
	waitRun(bm, b)
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
		lat = append(lat, bt.Eval[float64](bm, b, rerun+"("+strconv.Quote(val)+")"))
	}
	sort.Float64s(cold)
	sort.Float64s(lat)
	bm.ReportMetric(cold[len(cold)/2], "cold-first-table-ms")
	bm.ReportMetric(cold[len(cold)-1], "cold-worst-ms")
	bm.ReportMetric(lat[len(lat)/2], "rerun-median-ms")
	bm.ReportMetric(lat[(len(lat)*95+99)/100-1], "rerun-p95-ms")
	bm.Logf("lab %s: cold first table %v ms; rerun (%s) %v ms", l.ID, cold, f.Name, lat)
}

// jsRecordSettled keeps, at every settled frame (#playground[data-painted]
// grows), the address, the share link and the embed snippet's frame
// address as the page shows them then.
const jsRecordSettled = `(() => {
  window.__settled = [];
  const root = document.querySelector('#playground');
  new MutationObserver(() => {
    const code = document.querySelector('#embed-code');
    const src = code ? (code.value.match(/src="([^"]*)"/) || [])[1] : "";
    window.__settled.push({n: +root.dataset.painted, href: location.href,
      share: (document.querySelector('#share-link') || {}).value || "",
      embed: src ? src.replace(/&amp;/g, "&") : ""});
  }).observe(root, {attributes: true, attributeFilter: ["data-painted"]});
  return true;
})()`

type settled struct {
	N                  int
	Href, Share, Embed string
}

// TestBrowserTheAddressTheShareLinkAndTheEmbedSnippetChangeTogether: after
// every kind of change a learner makes — typing, a slider, a preset, a view,
// a replay moment, the language — the frame that settles it shows the
// address, the share link and the embed snippet of the same state: no copy
// taken at that moment is one change behind.
func TestBrowserTheAddressTheShareLinkAndTheEmbedSnippetChangeTogether(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	l := workingLab(t)
	f, v := knob(t, l)
	s := sliderKnob(t, l)
	open(t, b, site.URL+"/?lab="+l.ID)
	waitRun(t, b)
	b.Do(t, chromedp.Click(chromedp.CSS("#embed-toggle")))
	b.Wait(t, "the embed snippet", `document.querySelector('#embed-code')`)
	bt.Eval[bool](t, b, jsRecordSettled)
	steps := []struct{ what, js string }{
		{"typing a value", `(e => (e.value = ` + strconv.Quote(v) + `, e.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('#f-` + f.Name + `'))`},
		{"a slider step and its release", `(e => (e.value = String(+e.value + 37), e.dispatchEvent(new Event('input', {bubbles: true})), e.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('#s-` + s.Name + `'))`},
		{"the lesson's values", `(document.querySelector('#preset-lesson').click(), true)`},
		{"the replay view", `(document.querySelector('#tab-replay').click(), true)`},
		{"a replay moment", `(s => (s.value = String(Math.round(+s.max / 3)), s.dispatchEvent(new Event('input', {bubbles: true})), s.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('#replay-scrub'))`},
		{"the language", `(document.querySelector('#lang-switch').click(), true)`},
	}
	for _, st := range steps {
		n := b.Painted(t)
		if st.what == "a replay moment" {
			b.Wait(t, "the replay", `document.querySelector('#replay-scrub')`)
		}
		bt.Eval[bool](t, b, st.js)
		b.WaitPainted(t, st.what, n)
		if st.what == "the lesson's values" && bt.Eval[bool](t, b, `!!document.querySelector('#predict-skip')`) {
			n = b.Painted(t)
			skipGuess(t, b)
			b.WaitPainted(t, "the run after the guess", n, `document.querySelector("#playground").dataset.painted`, `!!document.querySelector("#predict-skip")`, `document.querySelector("#status").textContent`)
		}
		var recs []settled
		if err := json.Unmarshal([]byte(bt.Eval[string](t, b, `JSON.stringify(window.__settled)`)), &recs); err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			checkTogether(t, st.what, r)
		}
		bt.Eval[bool](t, b, `(window.__settled = [], true)`)
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// checkTogether checks that a settled frame's address, share link and
// embed snippet say the same state: every parameter and view key of the
// address is in the share link with the same value (which adds the seed)
// and in the snippet's frame (which adds embed=1).
func checkTogether(t *testing.T, what string, r settled) {
	t.Helper()
	u, err1 := url.Parse(r.Href)
	sh, err2 := url.Parse(r.Share)
	if err1 != nil || err2 != nil || r.Share == "" {
		t.Errorf("%s: settled frame %d: address %q, share link %q", what, r.N, r.Href, r.Share)
		return
	}
	q, sq := u.Query(), sh.Query()
	var eq url.Values
	if r.Embed != "" {
		e, err := url.Parse(r.Embed)
		if err != nil {
			t.Errorf("%s: snippet src %q", what, r.Embed)
			return
		}
		eq = e.Query()
	}
	for k := range q {
		if k == "pin" {
			continue
		}
		if sq.Get(k) != q.Get(k) {
			t.Errorf("%s: settled frame %d: the address has %s=%s, the share link %s=%s\naddress %s\nshare   %s", what, r.N, k, q.Get(k), k, sq.Get(k), r.Href, r.Share)
		}
		if eq != nil && k != "lang" && eq.Get(k) != q.Get(k) {
			t.Errorf("%s: settled frame %d: the address has %s=%s, the embed snippet %s=%s\naddress %s\nsnippet %s", what, r.N, k, q.Get(k), k, eq.Get(k), r.Href, r.Embed)
		}
	}
	for k := range sq {
		if k != "seed" && !q.Has(k) {
			t.Errorf("%s: settled frame %d: the share link has %s=%s, the address none\naddress %s\nshare   %s", what, r.N, k, sq.Get(k), r.Href, r.Share)
		}
	}
}
