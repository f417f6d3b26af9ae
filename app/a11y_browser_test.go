//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/labs"
	"playground/engine/param"
)

// Phones, accessibility and the embedding kit, in headless
// Chromium at a desktop and a phone width.

// axeViolation is one rule axe found broken, with where.
type axeViolation struct {
	ID      string   `json:"id"`
	Impact  string   `json:"impact"`
	Help    string   `json:"help"`
	Targets []string `json:"targets"`
	Summary string   `json:"summary"`
}

// jsAxeRun runs every axe rule on the document and keeps the serious and
// critical violations (the ones the suite fails on).
const jsAxeRun = `(async () => {
  const r = await axe.run(document, {resultTypes: ["violations"]});
  return JSON.stringify(r.violations.filter(v => v.impact === "serious" || v.impact === "critical").map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.slice(0, 4).map(n => n.target.join(" ")),
    summary: (v.nodes[0] && v.nodes[0].failureSummary || "").slice(0, 300),
  })));
})()`

// checkAxe injects axe-core (through the DevTools protocol, so the site's
// CSP does not apply to it) and fails on serious or critical violations.
// Without axe-core (src "": the harness said so in one line) it checks
// nothing.
func checkAxe(t testing.TB, b *bt.Browser, src, where string) {
	t.Helper()
	if src == "" {
		return
	}
	if !bt.Eval[bool](t, b, `typeof axe === "object"`) {
		bt.Eval[bool](t, b, src+"\n;true")
	}
	var vs []axeViolation
	if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsAxeRun)), &vs); err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Errorf("axe %s: %s (%s) at %q: %s", where, v.ID, v.Impact, v.Targets, v.Summary)
	}
}

// phoneFit is how the page fits its viewport.
type phoneFit struct {
	Scroll, Inner float64
	Wide          []string // elements sticking out on the right
	FigureTop     float64  // the main figure's top, in page px (-1: none)
}

const jsPhoneFit = `(() => {
  const inner = window.innerWidth;
  const wide = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    // The outermost elements that stick out: their parent fits.
    const p = el.parentElement;
    if (r.right > inner + 0.5 && r.width > 0 && p && p.getBoundingClientRect().right <= inner + 0.5) {
      wide.push((el.id ? "#" + el.id : el.tagName.toLowerCase() + "." + [...el.classList].join(".")) + " " + Math.round(r.right));
    }
  }
  const sec = document.querySelector('[data-role="main-figure"]');
  return {scroll: document.documentElement.scrollWidth, inner, wide: wide.slice(0, 6),
    figureTop: sec ? sec.getBoundingClientRect().top + window.scrollY : -1};
})()`

func readFit(t testing.TB, b *bt.Browser) phoneFit {
	t.Helper()
	var f phoneFit
	if err := json.Unmarshal([]byte(bt.Eval[string](t, b, `JSON.stringify(`+jsPhoneFit+`)`)), &f); err != nil {
		t.Fatal(err)
	}
	return f
}

func checkFit(t testing.TB, b *bt.Browser, where string) phoneFit {
	t.Helper()
	f := readFit(t, b)
	if f.Scroll > f.Inner {
		t.Errorf("%s: the page is %.0f px wide in a %.0f px viewport (sticking out: %q)", where, f.Scroll, f.Inner, f.Wide)
	}
	return f
}

// viewTabs are the ids of the lab page's views (its tabs), the shown one first.
func viewTabs(t testing.TB, b *bt.Browser) []string {
	return bt.Eval[[]string](t, b, `[...document.querySelectorAll('.tabs [role=tab]')].map(b => b.id.replace(/^tab-/, ""))`)
}

// TestBrowserPhonesAndAccessibility opens the home page and every lab, in
// Turkish and English, at 1400 px and 390 px, in every view and embedded:
// nothing is wider than the screen, the lesson table starts within the
// first phone screen, charts' text is legible, and axe-core finds no
// serious or critical violation.
func TestBrowserPhonesAndAccessibility(t *testing.T) {
	bt.Need(t)
	src := bt.Axe(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	for _, vp := range []struct {
		w, h    int64
		minFont float64
	}{{1400, 900, 11}, {390, 844, 10}} {
		b.Viewport(t, vp.w, vp.h)
		for _, lang := range []string{"tr", "en"} {
			suffix := ""
			if lang == "en" {
				suffix = "&lang=en"
			}
			open(t, b, site.URL+"/?"+strings.TrimPrefix(suffix, "&"))
			checkFit(t, b, fmt.Sprintf("home %s %d", lang, vp.w))
			checkAxe(t, b, src, fmt.Sprintf("home %s %d px", lang, vp.w))
			for i, l := range labs.All() {
				where := fmt.Sprintf("%s %s %d px", l.ID, lang, vp.w)
				// Both languages build the same elements from one catalog
				// (whose tests hold every string in both): axe reads every
				// lab page in Turkish and the home and first lab in English,
				// for the language's own rules (lang, names from the
				// catalog). The fit and font checks read every page in both,
				// as the texts' lengths differ.
				src := src
				if lang != "tr" && i > 0 {
					src = ""
				}
				open(t, b, site.URL+"/?lab="+l.ID+suffix)
				waitRun(t, b)
				fit := checkFit(t, b, where)
				if vp.w < 820 {
					t.Logf("%s: main figure top at %.0f px (screen %d px), page %.0f px wide", where, fit.FigureTop, vp.h, fit.Scroll)
					if fit.FigureTop < 0 || fit.FigureTop > float64(vp.h) {
						t.Errorf("%s: the main figure starts at %.0f px, below the first %d px screen", where, fit.FigureTop, vp.h)
					}
				}
				b.Wait(t, "charts at their real size", jsChartsAtRealSize, jsChartText)
				if h := bt.Eval[float64](t, b, `document.documentElement.scrollHeight`); vp.w >= 1400 && h > 3000 {
					t.Errorf("%s: the page is %.0f px tall before anything is opened, want at most 3000", where, h)
				}
				got := bt.Eval[chartText](t, b, jsChartText)
				t.Logf("%s: smallest chart text %.2f px over %d texts", where, got.Smallest, got.N)
				if got.N > 0 && got.Smallest < vp.minFont-0.05 {
					t.Errorf("%s: smallest chart text %.1f px, want ≥ %.0f", where, got.Smallest, vp.minFont)
				}
				checkAxe(t, b, src, where+" results")
				for _, v := range viewTabs(t, b)[1:] {
					b.Do(t, chromedp.Click(chromedp.CSS("#tab-"+v)))
					if v == "code" {
						// app.wasm moves the tab to code.wasm: a reload.
						b.WaitAsync(t, "the code view", `!!document.querySelector('#view-code #policy-editor') && !!document.querySelector('#playground[data-ready="true"]')`)
					}
					b.Wait(t, "view "+v, `document.querySelector('#view-`+v+`')`)
					// Views may run work of their own (a sweep): let it settle.
					b.Wait(t, "a quiet page", `!document.querySelector('.progress')`)
					checkFit(t, b, where+" view "+v)
					checkAxe(t, b, src, where+" view "+v)
				}
				open(t, b, site.URL+"/?lab="+l.ID+"&embed=1"+suffix)
				waitRun(t, b)
				checkFit(t, b, where+" embed")
				checkAxe(t, b, src, where+" embed")
			}
		}
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// TestBrowserEmbedKit checks the embedding kit end to end: the builder's
// snippet in a real iframe, the host script sizing frames, the postMessage
// API, errors for hidden and unknown knobs, and the lesson page on a phone.
func TestBrowserEmbedKit(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	base := site.URL + "/"

	t.Run("the builder's snippet shows the lab with those controls in a real iframe", func(t *testing.T) {
		b.Viewport(t, 1400, 900)
		open(t, b, base+"?lab=admission&lang=en")
		waitRun(t, b)
		b.Do(t, chromedp.Click(chromedp.CSS("#embed-toggle")))
		b.Wait(t, "the builder", `document.querySelector('#embed-builder')`)
		for _, id := range []string{"#eb-c-concurrency", "#eb-c-queue"} {
			b.Do(t, chromedp.Click(chromedp.CSS(id)))
		}
		b.Wait(t, "the snippet", `document.querySelector('#embed-code').value.includes('controls=concurrency%2Cqueue')`,
			`document.querySelector('#embed-code').value`)
		snippet := bt.Eval[string](t, b, `document.querySelector('#embed-code').value`)
		t.Logf("snippet: %s", snippet)
		for _, want := range []string{"lang=en", "embed=1", "web/embed.js", `class="playground"`} {
			if !strings.Contains(snippet, want) {
				t.Errorf("snippet lacks %s: %s", want, snippet)
			}
		}
		if strings.Contains(snippet, "seed=") {
			t.Errorf("the seed is pinned though the builder says not: %s", snippet)
		}
		// A test page of its own: the snippet's iframe, and the script
		// loaded as a lesson page loads it.
		bt.Eval[bool](t, b, `(() => {
		  document.body.innerHTML = "<main id=host></main>";
		  const tpl = document.createElement("template");
		  tpl.innerHTML = `+strconv.Quote(snippet)+`;
		  const frame = tpl.content.querySelector("iframe");
		  frame.loading = "eager";
		  document.querySelector("#host").appendChild(frame);
		  return true;
		})()`)
		b.Wait(t, "the embedded lab", `(() => { const d = document.querySelector('iframe.playground').contentDocument; return d && d.querySelector('#playground[data-ready="true"] #results .result'); })()`)
		fields := bt.Eval[[]string](t, b, `[...document.querySelector('iframe.playground').contentDocument.querySelectorAll('#params .field')].map(f => f.id)`)
		if strings.Join(fields, ",") != "field-concurrency,field-queue" {
			t.Errorf("the embedded lab shows fields %q, want concurrency and queue", fields)
		}
		if lang := bt.Eval[string](t, b, `document.querySelector('iframe.playground').contentDocument.documentElement.lang`); lang != "en" {
			t.Errorf("the embed's language is %q, want en", lang)
		}
		b.Wait(t, "the frame sized by embed.js", `document.querySelector('iframe.playground').dataset.height > 150`)
	})

	// The snippet copied from any page works on a lesson page of another
	// origin: the frame loads the lab, web/embed.js loads and sizes it.
	var hosts []*httptest.Server
	t.Cleanup(func() {
		for _, h := range hosts {
			h.Close()
		}
	})
	for _, page := range []string{"?lab=admission", "admission/"} {
		t.Run("the snippet copied from "+page+" works on another origin", func(t *testing.T) {
			b.Viewport(t, 1400, 900)
			open(t, b, base+page)
			waitRun(t, b)
			b.Do(t, chromedp.Click(chromedp.CSS("#embed-toggle")))
			b.Wait(t, "the snippet", `document.querySelector('#embed-code') && document.querySelector('#embed-code').value.includes('embed.js')`)
			snippet := bt.Eval[string](t, b, `document.querySelector('#embed-code').value`)
			for _, u := range regexp.MustCompile(`(?:src)="([^"]+)"`).FindAllStringSubmatch(html.UnescapeString(snippet), -1) {
				resp, err := http.Get(u[1])
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("the snippet's %s answers %d", u[1], resp.StatusCode)
				}
			}
			// The host answers every path with its page and has no icon to
			// fetch; it closes with the whole test, after the tab has left
			// it (a request still going to a closed server is a console
			// error of the tab).
			host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				fmt.Fprintf(w, `<!doctype html><html lang=tr><link rel="icon" href="data:,"><title>ders</title><main>%s</main>`, strings.Replace(snippet, `loading="lazy"`, `loading="eager"`, 1))
			}))
			hosts = append(hosts, host)
			b.Do(t, chromedp.Navigate(host.URL))
			b.Wait(t, "the host script and the sized frame", `typeof Playground === "object" && document.querySelector('iframe.playground').dataset.height > 150`,
				`[typeof Playground, document.querySelector('iframe.playground').dataset.height]`)
		})
	}

	t.Run("an invalid value for a hidden knob is shown inside the embed, naming it", func(t *testing.T) {
		b.Viewport(t, 390, 844)
		open(t, b, base+"?lab=admission&embed=1&controls=concurrency&queue=-5")
		b.Wait(t, "the error", `document.querySelector('.form-errors .field-error')`)
		msg := bt.Eval[string](t, b, `document.querySelector('.form-errors').textContent`)
		if !strings.Contains(msg, "queue=") {
			t.Errorf("the embed says %q, which does not name the queue knob", msg)
		}
		checkFit(t, b, "embed with an error")
	})

	// A frame the author left at its defaults is short on the lesson page:
	// the key result, the main figure and the lesson's first table, with
	// the knobs, the reading and the other outputs one click away.
	t.Run("an embed without controls= is at most 900 px tall at 800 px wide, its knobs one click away", func(t *testing.T) {
		b.Viewport(t, 800, 600)
		for _, l := range labs.All() {
			for _, lang := range []string{"tr", "en"} {
				open(t, b, base+"?lab="+l.ID+"&embed=1&lang="+lang)
				waitRun(t, b)
				if h := bt.Eval[float64](t, b, `document.documentElement.scrollHeight`); h > 900 {
					t.Errorf("%s %s: the embed is %.0f px tall, want at most 900", l.ID, lang, h)
				}
				first := "#f-" + l.Knobs().Fields()[0].Name
				if !bt.Eval[bool](t, b, `!!document.querySelector('details.embed-knobs:not([open]) `+first+`') && !!document.querySelector('[data-role="main-figure"] svg')`) {
					t.Errorf("%s %s: no main figure, or the knobs are not folded under it", l.ID, lang)
				}
			}
		}
		b.Do(t, chromedp.Click(chromedp.CSS("details.embed-knobs > summary")))
		b.Wait(t, "the knobs, one click away", `(e => e && e.getBoundingClientRect().height > 0)(document.querySelector('#f-`+labs.All()[len(labs.All())-1].Knobs().Fields()[0].Name+`'))`)
	})

	t.Run("sections=folded folds every lesson section, one click away", func(t *testing.T) {
		open(t, b, base+"?lab=registry&embed=1&sections=folded")
		waitRun(t, b)
		shown := bt.Eval[int](t, b, `[...document.querySelectorAll('#results section.section')].filter(s => !s.closest('details.more-sections')).length`)
		folded := bt.Eval[int](t, b, `document.querySelectorAll('#results details.more-sections:not([open]) section.section').length`)
		summary := bt.Eval[string](t, b, `document.querySelector('#results details.more-sections summary').textContent`)
		if shown != 0 || folded == 0 || summary != "Dersin çıktıları ("+strconv.Itoa(folded)+")" {
			t.Errorf("sections=folded: %d sections shown, %d folded under %q; want none shown, all under \"Dersin çıktıları (n)\"", shown, folded, summary)
		}
	})

	t.Run("unknown controls= names are reported", func(t *testing.T) {
		open(t, b, base+"?lab=admission&embed=1&controls=queue,bogus")
		b.Wait(t, "the notice", `document.querySelector('#url-notice')`)
		if msg := bt.Eval[string](t, b, `document.querySelector('#url-notice').textContent`); !strings.Contains(msg, "bogus") || strings.Contains(msg, "queue") {
			t.Errorf("the notice says %q, want bogus named and queue not", msg)
		}
	})

	t.Run("the lesson page on a phone: sized frames, the postMessage API, no scroll", func(t *testing.T) {
		b.Viewport(t, 390, 844)
		b.Do(t, chromedp.Navigate(base+"web/ders-yuk-bosaltma.html"))
		// The replay's frame is lazy: it starts when the page comes near it.
		bt.Eval[bool](t, b, `(scrollTo(0, document.body.scrollHeight), true)`)
		b.Wait(t, "two sized embeds", `[...document.querySelectorAll('iframe.lab')].every(f => f.dataset.height > 150)`)
		bt.Eval[bool](t, b, `(scrollTo(0, 0), true)`)
		b.Wait(t, "the first run's numbers", `document.querySelector('[data-pg-metric="p99_ms"]').dataset.pgState === "lesson"`)
		checkFit(t, b, "lesson page")
		// Each frame fits a screen's height, the buttons that change a
		// frame stand right above it, and the page reads in the labs' own
		// type family.
		for _, w := range []int64{390, 1400} {
			b.Viewport(t, w, 844)
			b.Wait(t, "the frames sized at this width", `[...document.querySelectorAll('iframe.lab')].every(f => f.dataset.height > 150 && Math.abs(f.clientHeight - f.dataset.height) < 2)`)
			for _, h := range bt.Eval[[]string](t, b, `[...document.querySelectorAll('iframe.lab')].map(f => f.id + ' ' + Math.round(f.getBoundingClientRect().height))`) {
				var id string
				var px int
				fmt.Sscan(h, &id, &px)
				t.Logf("at %d px %s is %d px tall", w, id, px)
				if px > 1000 {
					t.Errorf("at %d px %s is %d px tall, want at most 1000", w, id, px)
				}
			}
			gap := bt.Eval[float64](t, b, `document.querySelector('#bosaltma').getBoundingClientRect().top - document.querySelector('button[data-pg-set="queue=50"]').getBoundingClientRect().bottom`)
			if gap < 0 || gap > 48 {
				t.Errorf("at %d px the queue buttons stand %.0f px from the frame they change, want right above it (0–48 px)", w, gap)
			}
		}
		b.Viewport(t, 390, 844)
		fonts := bt.Eval[[]string](t, b, `[getComputedStyle(document.body).fontFamily, getComputedStyle(document.querySelector('#bosaltma').contentDocument.body).fontFamily]`)
		if fonts[0] != fonts[1] {
			t.Errorf("the lesson reads in %s, its labs in %s: want one type family", fonts[0], fonts[1])
		}
		for _, id := range []string{"bosaltma", "bosaltma-oynat"} {
			inner := bt.Eval[[]float64](t, b, `(d => [d.documentElement.scrollWidth, d.documentElement.clientWidth])(document.querySelector('#`+id+`').contentDocument)`)
			t.Logf("%s: content %.0f px in a %.0f px frame", id, inner[0], inner[1])
			if inner[0] > inner[1] {
				t.Errorf("%s: the embed is %.0f px wide in a %.0f px frame", id, inner[0], inner[1])
			}
		}
		const jsChart = `document.querySelector('#bosaltma').contentDocument.querySelector('#charts .chart-fig').outerHTML`
		before := bt.Eval[string](t, b, jsChart)
		b.Do(t, chromedp.Click(chromedp.CSS(`button[data-pg-set="queue=50"]`)))
		b.Wait(t, "the run with queue 50", `document.querySelector('[data-pg-metric="rejected_pct"]').textContent === "%0"`,
			`document.querySelector('[data-pg-metric="rejected_pct"]').textContent`)
		if v := bt.Eval[string](t, b, `document.querySelector('#bosaltma').contentDocument.querySelector('#f-queue').value`); v != "50" {
			t.Errorf("the embed's queue field says %q after Playground.set, want 50", v)
		}
		if after := bt.Eval[string](t, b, jsChart); after == before {
			t.Error("the admission embed's chart did not change with the queue knob it offers")
		}
		b.Screenshot(t, "lesson-390")
		// A refused value comes back as one playground:error naming the
		// knob; a set of a hundred thousand keys or a megabyte of value
		// comes back as one short message too.
		bt.Eval[bool](t, b, `(() => {
  const f = document.querySelector("#bosaltma");
  window.__errors = [];
  f.addEventListener("playground:error", (e) => window.__errors.push(JSON.stringify(e.detail)));
  return true;
})()`)
		const framePainted = `+document.querySelector('#bosaltma').contentDocument.querySelector('#playground').dataset.painted`
		for i, set := range []string{`{queue: "lots"}`, `Object.fromEntries(Array.from({length: 100000}, (_, i) => ["k" + i, "1"]))`, `{queue: "\x1b[2J".repeat(250000), ["k".repeat(100000)]: "1"}`} {
			n := bt.Eval[int](t, b, framePainted)
			bt.Eval[bool](t, b, `(Playground.set("#bosaltma", `+set+`), true)`)
			b.Wait(t, "the error message", `window.__errors.length > `+strconv.Itoa(i)+` && `+framePainted+` > `+strconv.Itoa(n), `window.__errors`)
			b.Frames(t, 20) // a second message would come in these
			errs := bt.Eval[[]string](t, b, `window.__errors`)
			if len(errs) != i+1 {
				t.Fatalf("set %d: %d error messages, want one: %q", i+1, len(errs)-i, errs[i:])
			}
			if len(errs[i]) > 4096 || strings.Contains(errs[i], "\x1b") {
				t.Errorf("set %d: a %d-byte error message: %.200s", i+1, len(errs[i]), errs[i])
			}
			if i == 0 && !strings.Contains(errs[i], "queue=") {
				t.Errorf("the refused queue is not named: %s", errs[i])
			}
			t.Logf("set %d: one %d-byte error message", i+1, len(errs[i]))
		}
		b.Wait(t, "the bound numbers marked as a failed run", `[...document.querySelectorAll('[data-pg-frame="#bosaltma"] [data-pg-metric]')].every(e => e.dataset.pgState === "error" && e.textContent === "—")`,
			`[...document.querySelectorAll('[data-pg-metric]')].map(e => e.dataset.pgState + " " + e.textContent)`)
	})

	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// noEffectKnob finds, for the first lab that has one, a knob and a value
// that leave the lesson's table exactly as printed.
func noEffectKnob(t *testing.T) (labID, name, value string) {
	for _, l := range labs.All() {
		for _, f := range l.New().Spec().Fields() {
			if f.Name == "seed" || f.Kind != param.Int && f.Kind != param.Duration {
				continue
			}
			for _, v := range []string{f.Max, f.Min} {
				if v == "" || v == f.Default {
					continue
				}
				prm, err := l.Decode(url.Values{f.Name: {v}})
				if err != nil {
					continue
				}
				if res, err := l.RunParams(prm, nil); err == nil && len(res.Unchanged) > 0 {
					return l.ID, f.Name, v
				}
			}
		}
	}
	t.Skip("no knob leaves a lesson table unchanged")
	return
}

// TestBrowserHistoryAndCues: a committed change is a history entry (Back
// returns to the run before it), the title names the lab in the page's
// language, and a knob that changed nothing gets a visible cue.
func TestBrowserHistoryAndCues(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	base := site.URL + "/"
	l := workingLab(t)
	f, v := knob(t, l)

	t.Run("titles per lab and language", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID+"&lang=en")
		if got := bt.Eval[string](t, b, `document.title`); !strings.HasPrefix(got, l.Title.EN) {
			t.Errorf("English title %q, want it to start with %q", got, l.Title.EN)
		}
		open(t, b, base+"?lab="+l.ID)
		if got := bt.Eval[string](t, b, `document.title`); !strings.HasPrefix(got, l.Title.TR) {
			t.Errorf("Turkish title %q, want it to start with %q", got, l.Title.TR)
		}
	})

	t.Run("a committed change is one history entry and Back undoes it", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		n0 := bt.Eval[int](t, b, `history.length`)
		typeInto(t, b, "#f-"+f.Name, v)
		// Wait past the typing pause, then commit (blur fires change).
		b.Wait(t, "the URL", `location.search.includes(`+strconv.Quote(f.Name+"="+v)+`)`)
		n := b.Painted(t)
		bt.Eval[bool](t, b, `(document.querySelector('#f-`+f.Name+`').blur(), true)`)
		b.WaitPainted(t, "the committed change", n)
		if n := bt.Eval[int](t, b, `history.length`); n != n0+1 {
			t.Errorf("typing and committing one value made %d history entries, want 1", n-n0)
		}
		bt.Eval[bool](t, b, `(history.back(), true)`)
		b.Wait(t, "the lesson's values back", `!location.search.includes(`+strconv.Quote(f.Name+"=")+`) && document.querySelector('#f-`+f.Name+`').value === `+strconv.Quote(f.Default),
			`location.search`, `document.querySelector('#f-`+f.Name+`').value`)
		bt.Eval[bool](t, b, `(history.forward(), true)`)
		b.Wait(t, "the change again", `document.querySelector('#f-`+f.Name+`').value === `+strconv.Quote(v))
	})

	t.Run("compare draws the pinned run on the charts and stacks on a phone", func(t *testing.T) {
		b.Viewport(t, 390, 844)
		defer b.Viewport(t, 1400, 900)
		open(t, b, base+"?lab=admission")
		waitRun(t, b)
		b.Do(t, chromedp.Click(chromedp.CSS("#pin")))
		// The address is written in the pin's own handler, the page drawn
		// at go-app's next frame: type once the page shows the pin (a
		// frame drawn after the selection would put the typing elsewhere).
		b.Wait(t, "the pin in the URL and on the page", `location.search.includes("pin=") && document.querySelector('#unpin') && document.querySelector('#charts .ghost, #charts .ghost-bar')`)
		// The painter draws the pinned charts in frames of its own: a
		// clean CI run saw the field drawn again between the selection and
		// the typing ("220"). Type once those frames are drawn.
		b.Frames(t, 2)
		typeInto(t, b, "#f-queue", "20")
		b.Wait(t, "the new run beside the pinned one", `document.querySelector('#current-result mark.changed')`)
		b.Wait(t, "the pinned run on the charts", `document.querySelector('#charts .ghost, #charts .ghost-bar')`)
		n := bt.Eval[int](t, b, `document.querySelectorAll('#charts .ghost, #charts .ghost-bar').length`)
		t.Logf("%d pinned lines and bars drawn", n)
		cols := bt.Eval[[]float64](t, b, `[...document.querySelectorAll('.side-by-side > .col')].map(c => c.getBoundingClientRect().left)`)
		if len(cols) != 2 || cols[0] != cols[1] {
			t.Errorf("pinned and current results are not stacked at 390 px (left edges %v)", cols)
		}
		checkFit(t, b, "compare at 390 px")
		// On a phone the form follows the results; a button leads to it.
		// (it opens them as a sheet under the picture, then moves the focus)
		b.Do(t, chromedp.Click(chromedp.CSS("#to-params")))
		b.Wait(t, "the focus in the form", `!!document.activeElement.closest('#params')`, `document.activeElement.outerHTML.slice(0, 120)`)
		b.Screenshot(t, "compare-admission-390")
	})

	t.Run("a knob that changed nothing gets a cue near the badge", func(t *testing.T) {
		id, name, value := noEffectKnob(t)
		open(t, b, base+"?lab="+id+"&"+name+"="+url.QueryEscape(value))
		waitRun(t, b)
		b.Wait(t, "the cue", `document.querySelector('#no-effect')`)
		// Named as the form names it, never by its address key.
		if msg, label := bt.Eval[string](t, b, `document.querySelector('#no-effect').textContent`), labs.Find(id).Knobs().Field(name).LabelText.TR; !strings.Contains(msg, label) {
			t.Errorf("the cue says %q, which does not name %s (%s)", msg, label, name)
		}
	})

	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}
