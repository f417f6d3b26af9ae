//go:build !wasm

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/url"
	"os"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	bt "playground/app/internal/browsertest"
	"playground/app/ui/sweepplan"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/sweep"
)

// The sweep view's browser tests: every lab's first ready sweep drawn
// point by point with the engine's numbers, bad input named, the share
// link and a clicked point, stopping, and the figures of a 30-point sweep.

// readySweep is a lab's ready sweep as a spec (steps defaulted as the
// view does).
func readySweep(rs lab.SweepPreset) sweep.Spec {
	sp := sweep.Spec{Knob: rs.Knob, From: rs.From, To: rs.To, Steps: rs.Steps, Log: rs.Log, Metrics: rs.Metrics}
	if sp.Steps == 0 {
		sp.Steps = sweep.DefaultSteps
	}
	return sp
}

// sweepURL is the view's address for sp over the parameters params.
func sweepURL(base string, l *lab.Lab, params string, sp sweep.Spec, extra string) string {
	u := base + "?lab=" + l.ID
	if params != "" {
		u += "&" + params
	}
	u += "&view=sweep&sweep=" + url.QueryEscape(sp.String())
	if len(sp.Metrics) > 0 {
		u += "&metric=" + url.QueryEscape(strings.Join(sp.Metrics, ","))
	}
	return u + extra
}

// waitSweep waits for the sweep to finish (or its input to be refused).
func waitSweep(t testing.TB, b *bt.Browser, state string) {
	t.Helper()
	b.Wait(t, "the sweep ("+state+")", `document.querySelector('#sweep[data-state="`+state+`"]')`,
		`(document.querySelector('#sweep')||{dataset:{}}).dataset`,
		`(document.querySelector('#sweep-status')||{textContent:""}).textContent`,
		`(document.querySelector('#sweep-error')||{textContent:""}).textContent`)
}

// sweepPoint is one drawn point: its index, value and metric values.
type sweepPoint struct {
	I int    `json:"i"`
	V string `json:"v"`
	Y string `json:"y"`
}

const jsSweepPoints = `[...document.querySelectorAll('#sweep [data-point]')].map(e => ({i: +e.dataset.point, v: e.dataset.value, y: e.dataset.y}))`

func sweepPoints(t testing.TB, b *bt.Browser) []sweepPoint {
	t.Helper()
	return bt.Eval[[]sweepPoint](t, b, jsSweepPoints)
}

// expectedPoints runs the plan natively (each point exactly the single
// run) and writes what the page must show for it: every metric exactly
// (data-y holds the shortest round-trip form).
func expectedPoints(t testing.TB, pl *sweep.Plan, base url.Values) []sweepPoint {
	t.Helper()
	r := pl.Run(base, 2)
	var out []sweepPoint
	for i, v := range pl.Values {
		var ys []string
		for _, id := range pl.Metrics {
			y := "" // a point that could not run
			if v := r.Metrics[id][i]; v != nil {
				y = strconv.FormatFloat(*v, 'g', -1, 64)
			}
			ys = append(ys, y)
		}
		out = append(out, sweepPoint{I: i, V: v, Y: strings.Join(ys, ",")})
	}
	return out
}

func TestBrowserSweep(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1280)
	base := site.URL + "/"

	ok := true
	for _, l := range labs.All() {
		ok = t.Run("lab "+l.ID+" draws its first ready sweep with the engine's numbers", func(t *testing.T) {
			if len(l.Sweeps) == 0 {
				t.Fatalf("lab %s declares no ready sweep", l.ID)
			}
			rs := l.Sweeps[0]
			sp := readySweep(rs)
			open(t, b, sweepURL(base, l, rs.Params, sp, ""))
			waitSweep(t, b, "done")
			pl, err := sweep.NewPlan(l, sp)
			if err != nil {
				t.Fatal(err)
			}
			q, _ := url.ParseQuery(rs.Params)
			got, want := sweepPoints(t, b), expectedPoints(t, pl, q)
			if len(got) != len(pl.Values) {
				t.Fatalf("%d [data-point] inside #sweep, want %d (one per value)", len(got), len(pl.Values))
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("points drawn:\n%v\nwant (native runs):\n%v", got, want)
			}
			if p := bt.Eval[string](t, b, `document.querySelector('#sweep-status').textContent`); !strings.Contains(p, strconv.Itoa(len(pl.Values))+" nokta") {
				t.Errorf("status %q does not count the points in Turkish", p)
			}
		}) && ok
	}
	if !ok {
		return // the view does not draw: the rest would only time out
	}

	l := labs.All()[0]
	rs := l.Sweeps[0]
	sp := readySweep(rs)

	// Which error each bad sweep is, in each language, is sweepplan's
	// (TestARefusedSweepIsTheEnginesErrorNamingItsField): here, that the
	// page shows it, in its language, beside the sweep's controls.
	t.Run("bad sweeps show their field-named error in the page's language", func(t *testing.T) {
		cases := []struct {
			name string
			sp   sweep.Spec
			lang i18n.Lang
		}{
			{"unknown knob", sweep.Spec{Knob: "nosuchknob", From: "1", To: "2", Steps: 5}, i18n.TR},
			{"unknown metric", sweep.Spec{Knob: sp.Knob, From: sp.From, To: sp.To, Steps: 5, Metrics: []string{"nosuchmetric"}}, i18n.EN},
		}
		for _, c := range cases {
			_, err := sweep.NewPlan(l, c.sp)
			if err == nil {
				t.Fatalf("%s: the engine accepts %s", c.name, c.sp)
			}
			extra := ""
			if c.lang == i18n.EN {
				extra = "&lang=en"
			}
			open(t, b, sweepURL(base, l, "", c.sp, extra))
			waitSweep(t, b, "error")
			got := bt.Eval[string](t, b, `document.querySelector('#sweep-error').textContent`)
			want := i18n.ErrorIn(err, c.lang)
			if got != want {
				t.Errorf("%s: the page says %q, want %q", c.name, got, want)
			}
			field := "sweep="
			if len(c.sp.Metrics) > 0 {
				field = "metric="
			}
			if !strings.HasPrefix(got, field) {
				t.Errorf("%s: %q does not name the field", c.name, got)
			}
			if n := bt.Eval[int](t, b, `document.querySelectorAll('#sweep [data-point]').length`); n != 0 {
				t.Errorf("%s: %d points drawn for a refused sweep", c.name, n)
			}
			// The error stands next to the sweep's controls, not at the form.
			if !bt.Eval[bool](t, b, `!!document.querySelector('#sweep-form #sweep-error')`) {
				t.Errorf("%s: the error is not inside the sweep's controls", c.name)
			}
		}
	})

	t.Run("the share link reproduces the sweep", func(t *testing.T) {
		open(t, b, sweepURL(base, l, rs.Params, sp, "&lang=en"))
		waitSweep(t, b, "done")
		before := sweepPoints(t, b)
		link := bt.Eval[string](t, b, `document.querySelector('#share-link').value`)
		u, err := url.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		q := u.Query()
		if q.Get("view") != "sweep" || q.Get("sweep") != sp.String() || q.Get("metric") != strings.Join(sp.Metrics, ",") {
			t.Fatalf("share link %s does not carry view, sweep and metric", link)
		}
		open(t, b, link)
		waitSweep(t, b, "done")
		if after := sweepPoints(t, b); !reflect.DeepEqual(after, before) {
			t.Errorf("the shared link draws\n%v\nthe page drew\n%v", after, before)
		}
	})

	t.Run("a bare view=sweep opens the first ready sweep and says so in the URL", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID+"&view=sweep")
		b.Wait(t, "the keys in the URL", `location.search.includes("sweep=") && location.search.includes("metric=")`)
		waitSweep(t, b, "done")
		pl, _ := sweep.NewPlan(l, sp)
		if n := len(sweepPoints(t, b)); n != len(pl.Values) {
			t.Errorf("%d points, want %d", n, len(pl.Values))
		}
	})

	t.Run("the tab switches to the sweep", func(t *testing.T) {
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		b.Do(t, chromedp.Click(chromedp.CSS("#tab-sweep")))
		waitSweep(t, b, "done")
		if !bt.Eval[bool](t, b, `location.search.includes("view=sweep")`) {
			t.Error("the URL does not say view=sweep")
		}
	})

	t.Run("a changed control restarts the sweep", func(t *testing.T) {
		open(t, b, sweepURL(base, l, rs.Params, sp, ""))
		waitSweep(t, b, "done")
		bt.Eval[bool](t, b, `(e => (e.value = "5", e.dispatchEvent(new Event("change", {bubbles: true})), true))(document.querySelector('#sweep-steps'))`)
		b.Wait(t, "a 5-point sweep", `document.querySelector('#sweep[data-state="done"][data-total="5"]') && document.querySelectorAll('#sweep [data-point]').length === 5`)
		five := sp
		five.Steps = 5
		if !bt.Eval[bool](t, b, `new URLSearchParams(location.search).get("sweep") === `+strconv.Quote(five.String())) {
			t.Errorf("the URL does not say sweep=%s", five)
		}
		// The points' table is a fold: closed, it holds no rows (they cost
		// the page a long task on every drawing); opened, a row per point
		// with the link to its run, the chart's own.
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#sweep-table tbody tr').length`); n != 0 {
			t.Errorf("the closed table has %d rows", n)
		}
		b.Do(t, chromedp.Click(chromedp.CSS(`.sweep-fig details.chart-data > summary`)))
		b.Wait(t, "the table's 5 rows, each with its point's link",
			`(rows => rows.length === 5 && rows.every((r, i) => r.querySelector('a').getAttribute('href') === document.querySelector('#sweep [data-point="' + i + '"]').getAttribute('href')))([...document.querySelectorAll('#sweep-table tbody tr')])`,
			`document.querySelector('#sweep-table') && document.querySelector('#sweep-table').outerHTML.slice(0, 400)`)
	})

	t.Run("a range over two decades offers log spacing", func(t *testing.T) {
		var ll *lab.Lab
		var lrs lab.SweepPreset
		for _, x := range labs.All() {
			for _, r := range x.Sweeps {
				if r.Log && ll == nil {
					ll, lrs = x, r
				}
			}
		}
		if ll == nil {
			t.Skip("no lab has a log ready sweep")
		}
		lsp := readySweep(lrs)
		open(t, b, sweepURL(base, ll, lrs.Params, lsp, ""))
		waitSweep(t, b, "done")
		if !bt.Eval[bool](t, b, `document.querySelector('#sweep-log').checked`) {
			t.Fatal("the log box of a log sweep is not checked")
		}
		b.Do(t, chromedp.Click(chromedp.CSS("#sweep-log")))
		lin := lsp
		lin.Log = false
		pl, _ := sweep.NewPlan(ll, lin)
		want, _ := json.Marshal(pl.Values)
		// The address changes before the view redraws: wait for the points.
		b.Wait(t, "the linear sweep", `new URLSearchParams(location.search).get("sweep") === `+strconv.Quote(lin.String())+
			` && document.querySelector('#sweep[data-state="done"]') && JSON.stringify([...document.querySelectorAll('#sweep [data-point]')].map(e => e.dataset.value)) === `+strconv.Quote(string(want)),
			`[...document.querySelectorAll('#sweep [data-point]')].map(e => e.dataset.value)`)
		// A range within one decade offers no log box.
		narrow := lin
		narrow.From, narrow.To = pl.Values[len(pl.Values)/2], pl.Values[len(pl.Values)-1]
		if p, err := sweep.NewPlan(ll, narrow); err != nil {
			t.Fatal(err)
		} else if p.Decades >= 2 {
			t.Fatalf("%s spans %.1f decades", narrow, p.Decades)
		}
		open(t, b, sweepURL(base, ll, lrs.Params, narrow, ""))
		waitSweep(t, b, "done")
		if bt.Eval[bool](t, b, `!!document.querySelector('#sweep-log')`) {
			t.Error("a range within one decade offers log spacing")
		}
	})

	t.Run("a changed knob in the form restarts the sweep over it", func(t *testing.T) {
		open(t, b, sweepURL(base, l, rs.Params, sp, ""))
		waitSweep(t, b, "done")
		f, v := knob(t, l)
		if f.Name == sp.Knob {
			t.Skipf("the knob to change is the swept one (%s)", f.Name)
		}
		typeInto(t, b, "#f-"+f.Name, v)
		b.Wait(t, "the sweep over the new value", `document.querySelector('#sweep[data-state="done"]') && [...document.querySelectorAll('#sweep [data-point]')].every(e => e.getAttribute('href').includes(`+strconv.Quote(f.Name+"="+v)+`))`)
		q, _ := url.ParseQuery(rs.Params)
		q.Set(f.Name, v)
		pl, _ := sweep.NewPlan(l, sp)
		if got, want := sweepPoints(t, b), expectedPoints(t, pl, q); !reflect.DeepEqual(got, want) {
			t.Errorf("after %s=%s the points are\n%v\nwant\n%v", f.Name, v, got, want)
		}
	})

	t.Run("clicking a point opens its run in the app", func(t *testing.T) {
		open(t, b, sweepURL(base, l, rs.Params, sp, ""))
		waitSweep(t, b, "done")
		pts := sweepPoints(t, b)
		pick := pts[len(pts)/2]
		bt.Eval[bool](t, b, `window.__samePage = true`)
		b.Do(t, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#sweep [data-point="%d"] circle`, pick.I))))
		b.Wait(t, "the point's run", fmt.Sprintf(`new URLSearchParams(location.search).get(%q) === %q && !location.search.includes("view=")`, sp.Knob, pick.V))
		waitRun(t, b)
		if !bt.Eval[bool](t, b, `window.__samePage === true`) {
			t.Error("opening the point reloaded the page")
		}
		if got := bt.Eval[string](t, b, `document.querySelector('#f-`+sp.Knob+`').value`); got != pick.V {
			t.Errorf("the form shows %s=%s, want %s", sp.Knob, got, pick.V)
		}
	})

	t.Run("a pinned run draws its curve beside the current one", func(t *testing.T) {
		pin := url.Values{"seed": {"1"}}.Encode() // the lesson's values
		open(t, b, sweepURL(base, l, rs.Params, sp, "&pin="+url.QueryEscape(pin)))
		waitSweep(t, b, "done")
		pl, _ := sweep.NewPlan(l, sp)
		pinned := expectedPoints(t, pl, nil)
		want := 0
		for _, p := range pinned {
			for _, y := range strings.Split(p.Y, ",") {
				if y != "" {
					want++
				}
			}
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#sweep circle.pin-dot').length`); n != want {
			t.Errorf("%d pinned dots, want %d (every metric at every point that ran)", n, want)
		}
		if n := bt.Eval[int](t, b, `+document.querySelector('#sweep').dataset.total`); n != 2*len(pl.Values) {
			t.Errorf("progress counts %d points, want %d (both curves)", n, 2*len(pl.Values))
		}
	})

	t.Run("stop keeps what was drawn and runs no further", func(t *testing.T) {
		long := sp
		long.Steps = sweep.MaxSteps
		open(t, b, sweepURL(base, l, rs.Params, long, ""))
		b.Wait(t, "the sweep under way", `+(document.querySelector('#sweep')||{dataset:{}}).dataset.done >= 1`)
		b.Do(t, chromedp.Click(chromedp.CSS("#sweep-stop")))
		waitSweep(t, b, "stopped")
		done := bt.Eval[int](t, b, `+document.querySelector('#sweep').dataset.done`)
		b.Frames(t, 30) // a point still going would finish in these
		if again := bt.Eval[int](t, b, `+document.querySelector('#sweep').dataset.done`); again != done {
			t.Errorf("after stop the sweep went on from %d to %d points", done, again)
		}
		pl, _ := sweep.NewPlan(l, long)
		if done >= len(pl.Values) {
			t.Skipf("the sweep finished (%d points) before the stop took", done)
		}
		if n := len(sweepPoints(t, b)); n != done {
			t.Errorf("%d points drawn after stopping at %d", n, done)
		}
	})

	if errs := b.Problems(); len(errs) > 0 {
		sort.Strings(errs)
		t.Errorf("console errors during the visit:\n%s", strings.Join(errs, "\n"))
	}
}

// touchEvent dispatches a touch as a finger makes it.
func touchEvent(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
		return chromedp.Void{}, err
	}
}

// sketchState is what the sweep view says of a drawn guess.
type sketchState struct {
	State, Y, Score, Best, Range string
	Curve                        []string // the first metric at each point, as data-y has it
}

const jsSketch = `(s => ({state: s.dataset.sketch || "", y: s.dataset.sketchY || "", score: s.dataset.score || "", best: s.dataset.best || "", range: s.dataset.sketchRange || "",
  curve: [...s.querySelectorAll('[data-point]')].map(e => e.dataset.y.split(",")[0])}))(document.querySelector('#sweep'))`

func readSketch(t testing.TB, b *bt.Browser) sketchState {
	t.Helper()
	return bt.Eval[sketchState](t, b, jsSketch)
}

// numbers reads a comma-separated list of exact numbers ("" is NaN).
func numbers(t testing.TB, parts []string) []float64 {
	t.Helper()
	out := make([]float64, len(parts))
	for i, p := range parts {
		out[i] = math.NaN()
		if p != "" {
			v, err := strconv.ParseFloat(p, 64)
			if err != nil {
				t.Fatalf("%q in %q: %v", p, parts, err)
			}
			out[i] = v
		}
	}
	return out
}

// checkScore waits for the revealed guess's score and checks it is the
// one the Go formula gives for the guess and the curve the page shows.
func checkScore(t testing.TB, b *bt.Browser, n int) sketchState {
	t.Helper()
	b.Wait(t, "the guess scored", `document.querySelector('#sweep[data-state="done"][data-score]')`, jsSketch)
	got := readSketch(t, b)
	guess, curve := numbers(t, strings.Split(got.Y, ",")), numbers(t, got.Curve)
	if len(guess) != n || len(curve) != n {
		t.Fatalf("%d guessed and %d drawn points, want %d each: %+v", len(guess), len(curve), n, got)
	}
	for i, v := range guess {
		if math.IsNaN(v) {
			t.Fatalf("point %d of the revealed guess is empty: %q", i, got.Y)
		}
	}
	rng := numbers(t, strings.Split(got.Range, ","))
	if len(rng) != 2 {
		t.Fatalf("the surface's range %q is not lo,hi", got.Range)
	}
	fit, ok := sweepplan.ScoreOn(guess, curve, rng[0], rng[1])
	if !ok || got.Score != strconv.Itoa(fit.Score) {
		t.Errorf("data-score=%s, the formula gives %d (ok %v) for guess %v and curve %v", got.Score, fit.Score, ok, guess, curve)
	}
	return got
}

// TestBrowserSweepSketch draws a guess before a sweep runs — with a mouse,
// with a finger, and with the keyboard only — reveals it and checks the
// score against the formula, and that the best score outlives a reload.
func TestBrowserSweepSketch(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.LaunchFresh(t, 1400)
	l := labs.All()[0]
	rs := l.Sweeps[0]
	sp := readySweep(rs)
	pl, err := sweep.NewPlan(l, sp)
	if err != nil {
		t.Fatal(err)
	}
	n := len(pl.Values)
	u := sweepURL(site.URL+"/", l, rs.Params, sp, "")
	start := func(t *testing.T) {
		t.Helper()
		waitSweep(t, b, "done")
		b.Do(t, chromedp.Click(chromedp.CSS("#sketch-start")))
		b.Wait(t, "empty axes", `document.querySelector('#sweep[data-sketch="empty"] #box-sweep[role="slider"] svg') && !document.querySelector('#sweep [data-point]')`, jsSketch)
	}
	// drag draws across the surface from its left edge to its right, from
	// 30 % to 70 % of its height, as a mouse or a finger.
	drag := func(t *testing.T, touch bool) {
		t.Helper()
		r := bt.Eval[[]float64](t, b, `(e => (e.scrollIntoView({block: "center"}), (r => [r.left, r.top, r.width, r.height])(e.getBoundingClientRect())))(document.querySelector('#box-sweep'))`)
		const steps = 24
		for i := 0; i <= steps; i++ {
			f := float64(i) / steps
			x, y := r[0]+2+f*(r[2]-4), r[1]+r[3]*(0.3+0.4*f)
			if touch {
				typ := input.DispatchTouchEventTypeTouchMove
				switch i {
				case 0:
					typ = input.DispatchTouchEventTypeTouchStart
				case steps:
					typ = input.DispatchTouchEventTypeTouchEnd
				}
				pts := []*input.TouchPoint{{X: x, Y: y}}
				if typ == input.DispatchTouchEventTypeTouchEnd {
					pts = []*input.TouchPoint{}
				}
				b.Do(t, touchEvent(typ, pts))
				continue
			}
			typ := input.DispatchMouseEventTypeMouseMoved
			switch i {
			case 0:
				typ = input.DispatchMouseEventTypeMousePressed
			case steps:
				typ = input.DispatchMouseEventTypeMouseReleased
			}
			b.Do(t, chromedp.MouseEvent(typ, x, y, chromedp.ButtonLeft))
		}
	}

	t.Run("a guess drawn with the mouse is scored by the formula and its best kept", func(t *testing.T) {
		open(t, b, u)
		bt.Eval[bool](t, b, `(localStorage.removeItem("playground.sketch"), true)`)
		open(t, b, u)
		start(t)
		if got := readSketch(t, b); got.Best != "" {
			t.Errorf("a best score before any guess: %+v", got)
		}
		drag(t, false)
		b.Wait(t, "every point drawn", `document.querySelector('#sweep[data-sketch="ready"]')`, jsSketch)
		b.ScreenshotOf(t, "#sweep", "sweep-sketch-drawn-1400")
		drawn := readSketch(t, b)
		ys := numbers(t, strings.Split(drawn.Y, ","))
		if ys[0] <= ys[n-1] {
			t.Errorf("a line drawn downwards on screen reads %v: want falling values", ys)
		}
		b.Do(t, chromedp.Click(chromedp.CSS("#sketch-reveal")))
		got := checkScore(t, b, n)
		if got.Y != drawn.Y {
			t.Errorf("the revealed guess %q is not the one drawn %q", got.Y, drawn.Y)
		}
		if got.Best != got.Score {
			t.Errorf("best %q after the first guess scored %q", got.Best, got.Score)
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#sweep svg polyline.sketch').length`); n == 0 {
			t.Error("the guess is not drawn beside the curve")
		}
		b.ScreenshotOf(t, "#sweep", "sweep-sketch-revealed-1400")
		text := bt.Eval[string](t, b, `document.querySelector('#sketch').textContent`)
		if want := "%" + got.Score; !strings.Contains(text, "gerçek eğriye "+want+" yakın") || !strings.Contains(text, "en iyi: "+want) {
			t.Errorf("the score reads %q, want %s and the best", text, want)
		}
		// The best score outlives a reload, and shows before the next guess.
		b.Load(t, u)
		start(t)
		if again := readSketch(t, b); again.Best != got.Score {
			t.Errorf("after a reload the best is %q, want %q", again.Best, got.Score)
		}
		if text := bt.Eval[string](t, b, `document.querySelector('#sketch .sketch-best').textContent`); text != "en iyi: %"+got.Score {
			t.Errorf("the best reads %q before the next guess", text)
		}
		checkAxe(t, b, bt.Axe(t), "the sweep's empty axes")
	})

	t.Run("a finger draws too, on a phone", func(t *testing.T) {
		for _, w := range []int64{360, 390} {
			b.Viewport(t, w, 800)
			b.Load(t, u)
			start(t)
			checkFit(t, b, fmt.Sprintf("the empty axes at %d px", w))
			drag(t, true)
			b.Wait(t, "every point drawn", `document.querySelector('#sweep[data-sketch="ready"]')`, jsSketch)
			b.ScreenshotOf(t, "#sweep", fmt.Sprintf("sweep-sketch-drawn-%d", w))
			b.Do(t, chromedp.Click(chromedp.CSS("#sketch-reveal")))
			checkScore(t, b, n)
			checkFit(t, b, fmt.Sprintf("the revealed guess at %d px", w))
			b.ScreenshotOf(t, "#sweep", fmt.Sprintf("sweep-sketch-revealed-%d", w))
		}
		b.Viewport(t, 1400, 900)
	})

	t.Run("the keyboard alone draws, reveals and is scored", func(t *testing.T) {
		b.Load(t, u+"&lang=en")
		start(t)
		bt.Eval[bool](t, b, `(document.querySelector('#box-sweep[role="slider"]').focus(), true)`)
		valuetext := func() string {
			return bt.Eval[string](t, b, `document.querySelector('#box-sweep').getAttribute('aria-valuetext')`)
		}
		if v := valuetext(); !strings.HasSuffix(v, ": not drawn") {
			t.Errorf("an empty point reads %q", v)
		}
		b.Do(t, chromedp.KeyEvent(kb.ArrowUp)) // the first press: mid-height
		b.Wait(t, "the first point drawn", `document.querySelector('#sweep[data-sketch="drawing"]')`, jsSketch)
		mid := readSketch(t, b)
		b.Do(t, chromedp.KeyEvent(kb.PageUp))
		for i := 1; i < n; i++ {
			b.Do(t, chromedp.KeyEvent(kb.ArrowRight)) // takes the value of the point left
			if i%2 == 0 {
				b.Do(t, chromedp.KeyEvent(kb.ArrowDown))
			}
		}
		b.Wait(t, "every point drawn", `document.querySelector('#sweep[data-sketch="ready"]')`, jsSketch)
		ys := numbers(t, strings.Split(readSketch(t, b).Y, ","))
		first := numbers(t, strings.Split(mid.Y, ","))[0]
		if !(ys[0] > first) || !(ys[n-1] < ys[0]) {
			t.Errorf("up, page up, then right and down: %v from %v", ys, first)
		}
		if v := valuetext(); strings.Contains(v, "not drawn") || !strings.Contains(v, pl.Values[n-1]) && !strings.Contains(v, "=") {
			t.Errorf("the last point reads %q", v)
		}
		b.Do(t, chromedp.KeyEvent(kb.Enter))
		got := checkScore(t, b, n)
		if text := bt.Eval[string](t, b, `document.querySelector('#sketch').textContent`); !strings.Contains(text, "Your guess is "+got.Score+"% close") {
			t.Errorf("the score reads %q", text)
		}
	})

	t.Run("showing the curve with nothing drawn only runs the sweep", func(t *testing.T) {
		b.Load(t, u)
		start(t)
		b.Do(t, chromedp.Click(chromedp.CSS("#sketch-reveal")))
		b.Wait(t, "the sweep, no guess", `document.querySelector('#sweep[data-state="done"]:not([data-sketch])') && document.querySelectorAll('#sweep [data-point]').length === `+strconv.Itoa(n), jsSketch)
	})

	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// jsSweepText measures the sweep chart's text as drawn, and whether the
// page scrolls sideways.
const jsSweepText = `(() => {
  const svg = document.querySelector('#sweep svg.chart');
  if (!svg) return {smallest: 0, scale: 0, n: 0, overflow: 0};
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  let smallest = 1e9, n = 0;
  for (const t of svg.querySelectorAll('text')) { n++; smallest = Math.min(smallest, parseFloat(getComputedStyle(t).fontSize) * scale); }
  return {smallest, scale, n, overflow: document.documentElement.scrollWidth - window.innerWidth};
})()`

type sweepText struct {
	Smallest, Scale float64
	N               int
	Overflow        float64
}

// TestBrowserSweepScreenshots draws two labs' ready sweeps (one with a
// pinned run) at a desktop and a phone width, checks the chart's text size
// and that the page does not scroll sideways, and saves screenshots
// (testout/sweep-*.png) for people to look at.
func TestBrowserSweepScreenshots(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	all := labs.All()
	picks := []*lab.Lab{all[0], all[len(all)-1]}
	if len(all) > 2 {
		picks[1] = all[2]
	}
	for _, vp := range []struct {
		w, h    int64
		minFont float64
	}{{1400, 900, 11}, {390, 844, 10}} {
		b.Viewport(t, vp.w, vp.h)
		for i, l := range picks {
			rs := l.Sweeps[0]
			extra := ""
			if i == 1 {
				extra = "&pin=" + url.QueryEscape("seed=1")
			}
			open(t, b, sweepURL(site.URL+"/", l, rs.Params, readySweep(rs), extra))
			waitSweep(t, b, "done")
			b.Wait(t, "the chart at its real size", `(s => s && Math.abs(s.getBoundingClientRect().width - s.viewBox.baseVal.width) < 1.5)(document.querySelector('#sweep svg.chart'))`, jsSweepText)
			got := bt.Eval[sweepText](t, b, jsSweepText)
			if got.N == 0 || got.Smallest < vp.minFont-0.05 {
				t.Errorf("%s at %d px: smallest chart text %.1f px (of %d), want ≥ %.0f", l.ID, vp.w, got.Smallest, got.N, vp.minFont)
			}
			if got.Overflow > 0 {
				t.Errorf("%s at %d px: the page scrolls %.0f px sideways", l.ID, vp.w, got.Overflow)
			}
			b.Screenshot(t, fmt.Sprintf("sweep-%s-%d", l.ID, vp.w))
		}
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// BenchmarkBrowserSweep measures, in headless Chromium, a 30-point sweep of
// each lab at the lesson's values (the knob, range and metrics of its first
// ready sweep): loading the sweep's link until its last point is drawn
// (wasm start included), the sweep's own wall time as the tab reports it
// (data-ms), and a rerun in the open tab (another metric order: the same
// runs). Run it with PLAYGROUND_BROWSER_BENCH=1 (./build.sh bench).
func BenchmarkBrowserSweep(bm *testing.B) {
	if os.Getenv("PLAYGROUND_BROWSER_BENCH") != "1" {
		bm.Skip("set PLAYGROUND_BROWSER_BENCH=1 to run the browser benchmark")
	}
	bt.Need(bm)
	site := bt.Site(bm)
	b := bt.Launch(bm, 1280)
	// The stamp notes when a finished sweep first shows, from the
	// navigation's start.
	b.AddScript(bm, `new MutationObserver((_, o) => {
  if (document.querySelector('#sweep[data-state="done"]')) { window.__sweepDone = performance.now(); o.disconnect(); }
}).observe(document, {childList: true, subtree: true, attributes: true});`)
	// rerun switches the metrics in the app and resolves when the new
	// sweep is done.
	const rerun = `(m => new Promise(resolve => {
  const t0 = performance.now();
  const s = document.querySelector('#sweep');
  let seen = false; // the state left "done" (a fast sweep may come back within one batch)
  const o = new MutationObserver(recs => {
    if (recs.some(r => r.target === s && r.attributeName === 'data-state')) seen = true;
    if (seen && s.dataset.state === 'done') { o.disconnect(); resolve({ms: performance.now() - t0, sweep: +s.dataset.ms, points: s.querySelectorAll('[data-point]').length}); }
  });
  o.observe(s, {attributes: true, subtree: true, childList: true});
  setTimeout(() => resolve({ms: -1, state: s.dataset.state + " connected=" + s.isConnected + " now=" + (document.querySelector('#sweep')||{dataset:{}}).dataset.state + " " + location.search}), 15000);
  const u = new URL(location.href);
  u.searchParams.set('metric', m);
  window.goappNav(u.toString());
}))`
	type timing struct {
		Ms, Sweep float64
		Points    int
		State     string
	}
	const loads, reruns = 3, 6
	for _, l := range labs.All() {
		rs := l.Sweeps[0]
		sp := readySweep(rs)
		sp.Steps = 30
		pl, err := sweep.NewPlan(l, sp)
		if err != nil {
			bm.Fatal(err)
		}
		u := sweepURL(site.URL+"/", l, "", sp, "")
		var load, own, again []float64
		for i := 0; i < loads*bm.N; i++ {
			b.Do(bm, chromedp.Navigate(u))
			b.Wait(bm, "the sweep", `window.__sweepDone`)
			load = append(load, bt.Eval[float64](bm, b, `window.__sweepDone`))
			own = append(own, bt.Eval[float64](bm, b, `+document.querySelector('#sweep').dataset.ms`))
		}
		other := slices.Clone(sp.Metrics)
		slices.Reverse(other)
		if len(other) < 2 {
			other = append(other, l.Metrics[0].ID)
			if other[0] == other[1] {
				other[1] = l.Metrics[1].ID
			}
		}
		for i := 0; i < reruns*bm.N; i++ {
			m := strings.Join(other, ",")
			if i%2 == 1 {
				m = strings.Join(sp.Metrics, ",")
			}
			tm := bt.Eval[timing](bm, b, rerun+"("+strconv.Quote(m)+")")
			if tm.Ms < 0 {
				bm.Fatalf("%s: no rerun seen: %s", l.ID, tm.State)
			}
			if tm.Points != len(pl.Values) {
				bm.Fatalf("%s: %d points drawn, want %d", l.ID, tm.Points, len(pl.Values))
			}
			again = append(again, tm.Ms)
			own = append(own, tm.Sweep)
		}
		sort.Float64s(load)
		sort.Float64s(own)
		sort.Float64s(again)
		bm.ReportMetric(load[len(load)/2], l.ID+"-load-to-curve-ms")
		bm.ReportMetric(own[len(own)/2], l.ID+"-sweep-ms")
		bm.ReportMetric(again[len(again)/2], l.ID+"-rerun-ms")
		bm.Logf("%s %s (%d points): link to last point %v ms; sweep alone %v ms; rerun in the tab %v ms", l.ID, sp, len(pl.Values), load, own, again)
	}
}
