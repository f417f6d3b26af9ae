//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	bt "playground/app/internal/browsertest"
	"playground/app/ui/form"
	"playground/engine/lab/labtest"
	"playground/engine/labs"
	"playground/engine/param"
)

// jsInView reports whether the element sel names is wholly on screen.
func jsInView(sel string) string {
	return fmt.Sprintf(`(e => { if (!e) return false; const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; })(document.querySelector(%q))`, sel)
}

// TestBrowserTheKeyResultStaysBesideTheKnob: on a phone, while a slider
// far down the page has the focus, the key result (the lab's headline
// numbers, data-role="key-result") is on screen with it — on every lab's
// own page and in a challenge — and a step of that slider changes the
// numbers in it, saying what they were. The main figure carries its hook,
// and the site's navigation takes at most 80 px above it all.
func TestBrowserTheKeyResultStaysBesideTheKnob(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 390)
	b.Viewport(t, 390, 844)
	for _, l := range labs.All() {
		t.Run(l.ID, func(t *testing.T) {
			open(t, b, site.URL+"/"+l.ID+"/")
			waitRun(t, b)
			if !bt.Eval[bool](t, b, `!!document.querySelector('[data-role="main-figure"] svg')`) {
				t.Error("no main figure")
			}
			if h := bt.Eval[float64](t, b, `document.querySelector('header.site').getBoundingClientRect().height`); h > 80 {
				t.Errorf("the site's navigation takes %.0f px of a phone's screen, want at most 80", h)
			}
			// The lesson's printed lines wrap: none runs off a phone's box.
			if cut := bt.Eval[[]string](t, b, `[...document.querySelectorAll('pre.lines')].filter(p => p.scrollWidth > p.clientWidth + 1).map(p => p.textContent.slice(0, 60))`); len(cut) > 0 {
				t.Errorf("printed lines cut at the right edge on a phone: %q", cut)
			}
			// The last slider of the lesson's knobs: the farthest from the result.
			var last string
			for _, f := range l.Knobs().Fields() {
				if _, ok := form.SliderValue(f, "0"); ok && !f.IsAdvanced {
					last = f.Name
				}
			}
			sel := "#s-" + last
			bt.Eval[bool](t, b, `(s => (s.scrollIntoView({block: "center"}), s.focus(), true))(document.querySelector('`+sel+`'))`)
			b.Frames(t, 2)
			if !bt.Eval[bool](t, b, jsInView(sel)) || !bt.Eval[bool](t, b, jsInView(`[data-role="key-result"]`)) {
				t.Errorf("with %s in focus the key result is off screen: %v", sel,
					bt.Eval[[]float64](t, b, `[document.querySelector('[data-role="key-result"]').getBoundingClientRect().top, document.querySelector('`+sel+`').getBoundingClientRect().top, innerHeight]`))
			}
			// Every key metric, with its label and a value, from the first paint.
			shown := bt.Eval[[]string](t, b, `[...document.querySelectorAll('[data-role="key-result"] .kr-m')].map(e => e.textContent)`)
			if len(shown) != len(l.KeyMetrics()) {
				t.Fatalf("the key result shows %q, want the %d key metrics", shown, len(l.KeyMetrics()))
			}
			for i, m := range l.KeyMetrics() {
				if !strings.HasPrefix(shown[i], m.Label.TR) || strings.Contains(shown[i], "…") {
					t.Errorf("key metric %s shows %q", m.ID, shown[i])
				}
			}
		})
	}

	t.Run("a step changes the key numbers and says what they were", func(t *testing.T) {
		open(t, b, site.URL+"/sidecar/")
		waitRun(t, b)
		n := b.Painted(t)
		bt.Eval[bool](t, b, `(e => (e.value = "1", e.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('#f-attempts'))`)
		b.WaitPainted(t, "the run with one attempt", n)
		b.Wait(t, "the double charges going down", `document.querySelector('[data-role="key-result"] .moved-better .kr-note')?.textContent.startsWith('▼ önce')`,
			`document.querySelector('[data-role="key-result"]').innerHTML`)
	})

	// Each lab's first question sits with the knobs; its button makes the
	// change (after the guess it asks for) and the key result says what
	// moved, against the lesson's run, with nothing pinned.
	for _, l := range labs.All() {
		t.Run(l.ID+": the first question's button makes its change and the key result says what moved", func(t *testing.T) {
			open(t, b, site.URL+"/"+l.ID+"/")
			waitRun(t, b)
			if got := bt.Eval[string](t, b, `document.querySelector('[data-role="first-try"] .first-try-q')?.textContent ?? ""`); got != l.Try.Label.TR {
				t.Errorf("the first question reads %q, want %q", got, l.Try.Label.TR)
			}
			b.Do(t, chromedp.Click(chromedp.CSS("#try-first")))
			skipGuess(t, b)
			b.Wait(t, "the change made, and the key result saying what moved",
				`document.querySelector('#try-first[aria-pressed="true"]') && [...document.querySelectorAll('[data-role="key-result"] .kr-note')].some(e => e.textContent.includes('önce'))`,
				`document.querySelector('[data-role="key-result"]').innerHTML`)
			q, _ := url.ParseQuery(l.Try.Params)
			loc := bt.Eval[string](t, b, `location.search`)
			for k, v := range q {
				if !strings.Contains(loc, k+"="+url.QueryEscape(v[0])) {
					t.Errorf("the address %s lacks the change's %s=%s", loc, k, v[0])
				}
			}
		})
	}

	t.Run("in a challenge the checks stay beside the allowed knobs", func(t *testing.T) {
		l := labs.Find("registry")
		c := l.Challenges[0]
		open(t, b, site.URL+"/?lab=registry&view=challenge&challenge="+c.ID)
		skipPrediction(t, b)
		sel := "#s-" + c.Knobs[len(c.Knobs)-1]
		bt.Eval[bool](t, b, `(s => (s.scrollIntoView({block: "center"}), s.focus(), true))(document.querySelector('`+sel+`'))`)
		b.Frames(t, 2)
		if !bt.Eval[bool](t, b, jsInView(sel)) || !bt.Eval[bool](t, b, jsInView(`[data-role="key-result"]`)) {
			t.Errorf("with %s in focus the challenge's checks are off screen", sel)
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('[data-role="key-result"] .holds, [data-role="key-result"] .fails').length`); n != len(c.Checks) {
			t.Errorf("%d graded checks in the key result, want %d", n, len(c.Checks))
		}
		b.Screenshot(t, "key-result-challenge-390")
	})
}

// TestBrowserAWideDiagramSaysItScrolls: on a phone, a figure drawn wider
// than its box (the registry's sequence diagram) says so above it, and
// scrolling its box brings its right-hand marks into view; a figure that
// fits says nothing.
func TestBrowserAWideDiagramSaysItScrolls(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 390)
	b.Viewport(t, 390, 844)
	open(t, b, site.URL+"/registry/")
	waitRun(t, b)
	bt.Eval[bool](t, b, `(d => (d && (d.open = true), true))(document.querySelector('#charts details.more-figs'))`)
	b.Wait(t, "every figure at its real size", `[...document.querySelectorAll('#charts svg.chart')].every(svg => svg.getClientRects().length && svg.closest('.chart-box').clientWidth > 0)`)
	figs := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#charts .chart-fig')].map(f => {
  const box = f.querySelector('.chart-box'), wide = box.scrollWidth > box.clientWidth + 2;
  return f.id + ' ' + wide + ' ' + f.classList.contains('scrolls') + ' ' + !!f.querySelector('.scroll-cue');
})`)
	wide := 0
	for _, f := range figs {
		parts := strings.Fields(f)
		if parts[1] == "true" {
			wide++
		}
		if parts[1] != parts[2] || parts[1] != parts[3] {
			t.Errorf("figure %s: wider than its box %s, marked %s, with a cue %s", parts[0], parts[1], parts[2], parts[3])
		}
	}
	if wide == 0 {
		t.Fatalf("no figure is wider than a phone: %q", figs)
	}
	// Scrolled to its end, the box shows the diagram's right-hand marks.
	reach := bt.Eval[bool](t, b, `(f => {
  const box = f.querySelector('.chart-box');
  box.scrollLeft = box.scrollWidth;
  const r = box.getBoundingClientRect();
  const texts = [...f.querySelectorAll('svg text')].map(t => t.getBoundingClientRect());
  const right = Math.max(...texts.map(t => t.right));
  return right <= r.right + 1 && right > r.right - 200;
})(document.querySelector('#charts .chart-fig.scrolls'))`)
	if !reach {
		t.Error("scrolled to its end, the wide figure's rightmost text is still out of its box")
	}
	if cue := bt.Eval[string](t, b, `document.querySelector('.scroll-cue').textContent`); !strings.Contains(cue, "kaydırın") {
		t.Errorf("the cue reads %q", cue)
	}
	// A wide diagram with a bad outcome opens scrolled to it: on a phone
	// the sidecar's second charge, drawn at the diagram's right edge, is
	// in view without a sideways hunt (draw.Plot.Focus).
	open(t, b, site.URL+"/sidecar/")
	waitRun(t, b)
	lesson, err := labs.Find("sidecar").Run(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	mark := lesson.Scene.Effect("double_charge")
	if mark == nil {
		t.Fatal("the sidecar declares no double_charge effect")
	}
	b.Wait(t, "the second charge in view in its box", `(f => {
  const box = f.querySelector('.chart-box').getBoundingClientRect();
  const t = [...f.querySelectorAll('svg text.effect')].find(t => t.textContent.includes(`+strconv.Quote(mark.Label.TR)+`));
  if (!t) return false;
  const r = t.getBoundingClientRect();
  return r.left >= box.left - 1 && r.right <= box.right + 1;
})(document.querySelector('[data-role="main-figure"]'))`, `document.querySelector('[data-role="main-figure"] .chart-box').scrollLeft`)
}

// TestBrowserTheFirstQuestionHoldsItsKnobs: each lab's first question has
// the knobs its "Dene" changes right under it — never in the closed fold of
// knobs beyond the lesson, where sidecar's idempotency key and cache's
// strategy were, 1,300–1,800 px below the question on a phone — and the
// question, its knobs and the main figure share one screen: on a wide
// screen the first, on a phone (where they were 3,000–4,000 px apart) with
// the question right under the main figure. A knob moved there reruns the
// lab and the picture redraws in view.
func TestBrowserTheFirstQuestionHoldsItsKnobs(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	for _, w := range []int{390, 1400} {
		b := bt.Launch(t, w)
		for _, l := range labs.All() {
			t.Run(fmt.Sprintf("%s at %d px", l.ID, w), func(t *testing.T) {
				open(t, b, site.URL+"/"+l.ID+"/")
				waitRun(t, b)
				for k := range l.TryValues() {
					sel := `[data-role="first-try"] #f-` + k
					if !bt.Eval[bool](t, b, `!!document.querySelector('`+sel+`') && !document.querySelector('#f-`+k+`').closest('details:not([open])')`) {
						t.Errorf("the knob %s is not under the first question, or is folded away", k)
						continue
					}
					gap := bt.Eval[float64](t, b, `document.querySelector('#f-`+k+`').getBoundingClientRect().bottom - document.querySelector('[data-role="first-try"]').getBoundingClientRect().top`)
					if gap > 320 {
						t.Errorf("the knob %s ends %.0f px below the question's top", k, gap)
					}
					if w < 1400 {
						// A phone: the main figure's top just under the
						// sticky key numbers, and the question and its knob
						// follow it on the same screen.
						bt.Eval[bool](t, b, `(f => (scrollTo(0, f.getBoundingClientRect().top + scrollY - document.querySelector('[data-role="key-result"]').getBoundingClientRect().height), true))(document.querySelector('[data-role="main-figure"]'))`)
						b.Frames(t, 2)
					}
					for _, s := range []string{`[data-role="first-try"] .first-try-q`, "#f-" + k, `[data-role="main-figure"]`} {
						if !bt.Eval[bool](t, b, jsInView(s)) {
							t.Errorf("at %d px, %s is not on the screen with the others: %s", w, s,
								bt.Eval[string](t, b, `JSON.stringify(['[data-role="main-figure"]', '[data-role="first-try"]', '#f-`+k+`'].map(s => { const r = document.querySelector(s).getBoundingClientRect(); return [s, Math.round(r.top), Math.round(r.bottom)]; }).concat([innerHeight]))`))
						}
					}
				}
				// Where they are, for the record (go test -v): page y of
				// each one's top and bottom.
				t.Log(bt.Eval[string](t, b, `JSON.stringify(['[data-role="main-figure"]', '[data-role="first-try"] .first-try-q', '[data-role="first-try"] input, [data-role="first-try"] select'].map(s => { const r = document.querySelector(s).getBoundingClientRect(); return [Math.round(r.top + scrollY), Math.round(r.bottom + scrollY)]; }).concat([scrollY, innerHeight]))`))
				if w == 390 {
					b.ScreenshotOf(t, `[data-role="first-try"]`, "first-try-"+l.ID+"-390")
				}
				// The lesson's name links to its living page, where it has one.
				if page := l.LessonPage.TR; page != "" {
					got := bt.Eval[string](t, b, `(a => a ? fetch(a.href).then(r => r.status + " " + new URL(a.href).pathname) : "no link")(document.querySelector('.lab-head .lesson-name a'))`)
					if !strings.HasSuffix(got, "/web/"+page) || !strings.HasPrefix(got, "200 ") {
						t.Errorf("the lesson's name links to %q, want the page web/%s answering 200", got, page)
					}
				}
			})
		}
	}
	// The knob under the question is the form's own: a change there runs,
	// and on a phone the main figure above it redraws, still in view.
	b := bt.Launch(t, 390)
	open(t, b, site.URL+"/admission/")
	waitRun(t, b)
	bt.Eval[bool](t, b, `(document.querySelector('[data-role="first-try"]').scrollIntoView({block: "end"}), true)`)
	b.Frames(t, 2)
	before := bt.Eval[string](t, b, `document.querySelector('[data-role="main-figure"] svg').outerHTML`)
	n := b.Painted(t)
	bt.Eval[bool](t, b, `(e => (e.value = "7", e.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('[data-role="first-try"] #f-queue'))`)
	b.WaitPainted(t, "the run with queue=7", n)
	if !strings.Contains(bt.Eval[string](t, b, `location.search`), "queue=7") {
		t.Errorf("the address %s does not say queue=7", bt.Eval[string](t, b, `location.search`))
	}
	if bt.Eval[string](t, b, `document.querySelector('[data-role="main-figure"] svg').outerHTML`) == before {
		t.Error("the main figure did not change with queue=7")
	}
	for _, s := range []string{`[data-role="main-figure"]`, `#f-queue`} {
		if !bt.Eval[bool](t, b, jsInView(s)) {
			t.Errorf("after the change, %s is off screen", s)
		}
	}

	// A window crossing the phone's width while the learner types (a phone
	// turned): the layout draws the question's knob anew, under the figure
	// or in the form, and the keys after go on into it where they were —
	// the old element took the focus, and the next keys, with it.
	t.Run("a knob keeps the keys across a change of layout", func(t *testing.T) {
		b := bt.Launch(t, 1400)
		open(t, b, site.URL+"/admission/")
		waitRun(t, b)
		bt.Eval[bool](t, b, `(e => (e.focus(), e.select(), true))(document.querySelector('#f-queue'))`)
		b.Do(t, chromedp.SendKeys(chromedp.CSS("#f-queue"), "1"))
		for i, w := range []int64{390, 1400} {
			bt.Eval[bool](t, b, `(e => (e.dataset.was = "1", true))(document.querySelector('#f-queue'))`)
			b.Viewport(t, w, 844)
			if bt.Eval[bool](t, b, `document.querySelector('#f-queue').dataset.was === "1"`) {
				t.Fatalf("at %d px the knob was not drawn anew: this case tests nothing", w)
			}
			b.Wait(t, fmt.Sprintf("the focus in the knob at %d px", w), `document.activeElement === document.querySelector('#f-queue')`, `document.activeElement.outerHTML.slice(0, 80)`)
			b.Do(t, chromedp.KeyEvent(strconv.Itoa(i+2)))
		}
		if got := bt.Eval[string](t, b, `document.querySelector('#f-queue').value`); got != "123" {
			t.Errorf("typed 1, 2, 3 across two changes of layout, the knob says %q", got)
		}
	})
}

// TestBrowserAPresetShowsTheKnobsItChanges: after any preset of any lab,
// every knob it moves from the lesson's values is marked as changed and
// none is in a closed fold (the fold beyond the lesson opens for it); the
// lesson's values mark none.
func TestBrowserAPresetShowsTheKnobsItChanges(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 390)
	folded := 0
	for _, l := range labs.All() {
		open(t, b, site.URL+"/"+l.ID+"/")
		waitRun(t, b)
		for i, pr := range l.Presets {
			q := l.PresetValues()[i]
			n := b.Painted(t)
			// A script's click: on a phone the sticky key numbers may lie
			// over a button a pointer's click would aim at.
			bt.Eval[bool](t, b, `(document.querySelector('#preset-`+pr.ID+`').click(), true)`)
			skipGuess(t, b)
			b.WaitPainted(t, "the preset "+pr.ID, n)
			b.Wait(t, "the preset "+pr.ID+" pressed", `document.querySelector('#preset-`+pr.ID+`[aria-pressed="true"]')`)
			if i == 0 {
				// Pressed again, its numbers are on screen: no guess.
				bt.Eval[bool](t, b, `(document.querySelector('#preset-`+pr.ID+`').click(), true)`)
				b.Frames(t, 3)
				if bt.Eval[bool](t, b, `!!document.querySelector('#predict-skip')`) {
					t.Errorf("%s: the preset %s pressed again asks a guess of the numbers on screen", l.ID, pr.ID)
				}
			}
			for k := range q {
				if k == "seed" {
					continue
				}
				if l.Knobs().Field(k) != nil && l.Knobs().Field(k).IsAdvanced {
					folded++
				}
				got := bt.Eval[string](t, b, `(f => !f ? "absent" : f.closest('details:not([open])') ? "folded" : f.dataset.changed)(document.querySelector('#field-`+k+`'))`)
				if got != "true" {
					t.Errorf("%s, preset %s: the knob %s it changes is %s, want shown and marked", l.ID, pr.ID, k, got)
				}
			}
		}
		// Back to the lesson's values: their table is the lesson's, read
		// already, so no guess is asked.
		bt.Eval[bool](t, b, `(document.querySelector('#preset-lesson').click(), true)`)
		b.Wait(t, "the lesson's values", `document.querySelector('#preset-lesson[aria-pressed="true"]')`)
		waitRun(t, b)
		if bt.Eval[bool](t, b, `!!document.querySelector('#predict')`) {
			t.Errorf("%s: the lesson's values ask for a guess", l.ID)
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('[data-changed="true"]').length`); n != 0 {
			t.Errorf("%s: at the lesson's values %d knobs are marked changed", l.ID, n)
		}
	}
	if folded == 0 {
		t.Error("no preset changes a knob beyond the lesson: the fold is never tried")
	}
}

// Each lab's terms are explained where the learner meets them: a word of
// the first question opens its explanation on a tap and from the keyboard,
// Escape closes it, and a key number's label opens its help — at phone
// width, where no pointer hovers.
func TestBrowserATermIsExplainedWhereItIsMet(t *testing.T) {
	bt.Need(t)
	src := bt.Axe(t)
	site := bt.Site(t)
	b := bt.Launch(t, 390)
	b.Viewport(t, 390, 844)
	const jsOpen = `[...document.querySelectorAll('.term-explain:popover-open')].map(e => e.id + " " + e.getBoundingClientRect().width + " " + e.textContent)`
	for _, l := range labs.All() {
		open(t, b, site.URL+"/"+l.ID+"/")
		waitRun(t, b)
		terms := bt.Eval[[]string](t, b, `[...document.querySelectorAll('[data-role="first-try"] button.term, .lab-head .question button.term')].map(e => e.getAttribute("popovertarget"))`)
		if len(terms) == 0 {
			t.Errorf("%s: no term of the question or the first question is explained", l.ID)
			continue
		}
		id := terms[0]
		want := ""
		for _, term := range l.Terms {
			if strings.Contains(bt.Eval[string](t, b, `document.getElementById(`+strconv.Quote(id)+`).textContent`), term.Explain.TR) {
				want = term.Explain.TR
			}
		}
		if want == "" {
			t.Errorf("%s: the popover %s explains none of the lab's terms", l.ID, id)
		}
		// A tap opens it, on screen and readable.
		bt.Eval[bool](t, b, `(document.querySelector('[popovertarget="`+id+`"]').scrollIntoView({block: "center"}), true)`)
		b.Do(t, chromedp.Click(chromedp.CSS(`[popovertarget="`+id+`"]`)))
		b.Wait(t, "the explanation open", `document.getElementById(`+strconv.Quote(id)+`).matches(':popover-open')`, jsOpen)
		if box := bt.Eval[[]float64](t, b, `(r => [r.left, r.right, r.top, r.bottom])(document.getElementById(`+strconv.Quote(id)+`).getBoundingClientRect())`); box[0] < 0 || box[1] > 390 || box[2] < 0 || box[3] > 844 {
			t.Errorf("%s: the explanation lies at %v, off a 390 × 844 screen", l.ID, box)
		}
		if l.ID == "cache" {
			b.ScreenshotOf(t, "body", "term-"+l.ID+"-390")
			checkAxe(t, b, src, l.ID+" with a term explained")
		}
		b.Do(t, chromedp.KeyEvent(kb.Escape))
		b.Wait(t, "the explanation closed", `!document.querySelector('.term-explain:popover-open')`, jsOpen)
		// The keyboard opens it too.
		bt.Eval[bool](t, b, `(document.querySelector('[popovertarget="`+id+`"]').focus(), true)`)
		b.Do(t, chromedp.KeyEvent(kb.Enter))
		b.Wait(t, "the explanation open from the keyboard", `document.getElementById(`+strconv.Quote(id)+`).matches(':popover-open')`, jsOpen)
		b.Do(t, chromedp.KeyEvent(kb.Escape))
		// A key number's label opens its metric's help.
		m := l.KeyMetrics()[0]
		bt.Eval[bool](t, b, `(document.querySelector('[popovertarget="kr-help-`+m.ID+`"]').click(), true)`)
		b.Wait(t, "the key number's help", `document.getElementById("kr-help-`+m.ID+`").matches(':popover-open') && document.getElementById("kr-help-`+m.ID+`").textContent.includes(`+strconv.Quote(m.Help.TR)+`)`, jsOpen)
		b.Do(t, chromedp.KeyEvent(kb.Escape))
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// nextValue is a value of field one step from its default, inside its
// bounds ("" when none is simple to name).
func nextValue(f *param.Field) string {
	switch f.Kind {
	case param.Int:
		d, _ := strconv.Atoi(f.Default)
		if m, err := strconv.Atoi(f.Max); err == nil && d+1 <= m {
			return strconv.Itoa(d + 1)
		}
	case param.Duration:
		d, _ := time.ParseDuration(f.Default)
		if m, err := time.ParseDuration(f.Max); err == nil && d > 0 && 2*d <= m {
			return (2 * d).String()
		}
	case param.Enum:
		for _, c := range f.Choices {
			if c != f.Default {
				return c
			}
		}
	}
	return ""
}

// On a phone every knob turns with a live picture in view: the button at
// the top opens the knobs as a sheet under the main figure; a knob deep
// in the sheet, changed, redraws the figure where it is seen; Escape
// closes the sheet and gives the focus back.
func TestBrowserEveryKnobTurnsWithTheMainFigureInView(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 390)
	b.Viewport(t, 390, 844)
	const jsBoxes = `JSON.stringify([document.querySelector('[data-role="main-figure"]').getBoundingClientRect(), document.querySelector('#lab-side').getBoundingClientRect(), document.querySelector('[data-role="key-result"]').getBoundingClientRect()])`
	for _, l := range labs.All() {
		base, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		open(t, b, site.URL+"/"+l.ID+"/")
		waitRun(t, b)
		inSheet := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#lab-side #params .field:not(details:not([open]) .field) [id^="f-"]')].map(e => e.id.slice(2))`)
		knob, value := "", ""
		for i := len(inSheet) - 1; i >= 0 && knob == ""; i-- { // the deepest first
			f := l.Knobs().Field(inSheet[i])
			if f == nil {
				continue
			}
			v := nextValue(f)
			if v == "" {
				continue
			}
			res, err := l.Run(url.Values{f.Name: {v}}, nil)
			if err == nil && labtest.MainPicture(res) != labtest.MainPicture(base) {
				knob, value = f.Name, v
			}
		}
		if knob == "" {
			t.Errorf("%s: no knob of the sheet %v changes the main figure one step from the lesson", l.ID, inSheet)
			continue
		}
		b.Do(t, chromedp.Click(chromedp.CSS("#to-params")))
		b.Wait(t, "the sheet open", `document.querySelector('#lab-side.sheet') && document.querySelector('#to-params[aria-expanded="true"]') && document.activeElement.closest('#params')`)
		inView := func(what string) {
			t.Helper()
			var box [3]struct{ Top, Bottom float64 }
			if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsBoxes)), &box); err != nil {
				t.Fatal(err)
			}
			fig, sheet, strip := box[0], box[1], box[2]
			if fig.Top < strip.Bottom-1 || sheet.Top-fig.Top < 150 {
				t.Errorf("%s, %s: the main figure (%.0f–%.0f px) is not in view between the key numbers (to %.0f px) and the sheet (from %.0f px)", l.ID, what, fig.Top, fig.Bottom, strip.Bottom, sheet.Top)
			}
		}
		inView("the sheet opened")
		before := bt.Eval[string](t, b, `document.querySelector('[data-role="main-figure"] svg').outerHTML`)
		bt.Eval[bool](t, b, `(document.querySelector('#f-`+knob+`').scrollIntoView({block: "nearest"}), true)`)
		if !bt.Eval[bool](t, b, `(r => r.top >= 0 && r.bottom <= innerHeight)(document.querySelector('#f-`+knob+`').getBoundingClientRect())`) {
			t.Errorf("%s: the knob %s is not on screen in the sheet", l.ID, knob)
		}
		inView("the knob " + knob + " scrolled to")
		bt.Eval[bool](t, b, `(e => (e.value = `+strconv.Quote(value)+`, e.dispatchEvent(new Event("change", {bubbles: true})), true))(document.querySelector('#f-`+knob+`'))`)
		b.Wait(t, "the main figure redrawn", `document.querySelector('[data-role="main-figure"] svg').outerHTML !== `+strconv.Quote(before)+` && !document.querySelector('#status .progress')`)
		inView("the knob " + knob + " changed")
		if l.ID == "admission" {
			b.Screenshot(t, "sheet-"+l.ID+"-390")
		}
		b.Do(t, chromedp.KeyEvent(kb.Escape))
		b.Wait(t, "the sheet closed, the focus back on its button", `!document.querySelector('#lab-side.sheet') && document.activeElement.id === "to-params"`)
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}
