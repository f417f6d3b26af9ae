//go:build !wasm

package main

import (
	"cmp"
	"maps"
	"net/url"
	predictui "playground/app/ui/predict"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

// typedChallenge is the first challenge (easy first) whose solution sets
// only text fields, so a test can type it; and its lab.
func typedChallenge(t testing.TB) (*lab.Lab, *lab.Challenge) {
	for _, l := range labs.All() {
		for _, c := range byLevel(l) {
			sol, _ := url.ParseQuery(c.Solution)
			ok := len(sol) > 0
			for k := range sol {
				f := l.New().Spec().Field(k)
				ok = ok && f != nil && f.Kind != param.Enum && f.Kind != param.Bool && f.Kind != param.Code
			}
			if ok {
				return l, c
			}
		}
	}
	t.Fatal("no challenge can be solved by typing")
	return nil, nil
}

func byLevel(l *lab.Lab) []*lab.Challenge {
	var out []*lab.Challenge
	for i := range l.Challenges {
		out = append(out, &l.Challenges[i])
	}
	slices.SortStableFunc(out, func(a, b *lab.Challenge) int { return cmp.Compare(a.Level, b.Level) })
	return out
}

// verdictRow is one graded check as the page shows it.
type verdictRow struct {
	Metric string `json:"metric"`
	Pass   string `json:"pass"`
	Value  string `json:"value"` // the target's number
	Got    string `json:"got"`   // the number got
	Target string `json:"target"`
	Word   string `json:"word"`
}

const jsVerdicts = `[...document.querySelectorAll('#verdicts tbody tr')].map(r => ({metric: r.dataset.metric, pass: r.dataset.pass,
  value: r.dataset.value, got: r.dataset.got, target: r.querySelector('.target').textContent, word: r.querySelector('.word').textContent}))`

// jsGraded: the grade shown is of the run the form says now.
const jsGraded = `!!document.querySelector('#grade[data-pass]:not(.stale) #verdicts')`

func chURL(base string, l *lab.Lab, extra string) string {
	return base + "?lab=" + l.ID + "&view=challenge" + extra
}

// skipPrediction lifts the prediction step without a guess.
func skipPrediction(t testing.TB, b *bt.Browser) {
	t.Helper()
	skipGuess(t, b)
	b.Wait(t, "the graded run", jsGraded, `document.querySelector('#challenge')?.textContent.slice(0, 300)`)
}

// typeSolution types a challenge's solution into its fields and waits for
// "Solved".
func typeSolution(t testing.TB, b *bt.Browser, c *lab.Challenge) {
	t.Helper()
	sol, _ := url.ParseQuery(c.Solution)
	for _, k := range slices.Sorted(maps.Keys(sol)) {
		typeInto(t, b, "#f-"+k, sol.Get(k))
	}
	b.Wait(t, "solved", `document.querySelector('#challenge-solved') && `+jsGraded, jsVerdicts,
		`[...document.querySelectorAll('#params input')].map(i => i.id + "=" + i.value)`)
}

// goOffline cuts the tab's network (the service worker's too), as the
// shipping test does, and stops the server.
func goOffline(t testing.TB, b *bt.Browser, stop func()) {
	t.Helper()
	if _, err := chromedp.Call(b.Ctx, bt.NetworkConditions, bt.Offline()); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(b.Ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatal(err)
	}
	stop()
}

// TestBrowserChallenges solves a challenge as a learner would: the list,
// the prediction before the run, the graded checks, typing the solution,
// "Solved" kept across a reload and on the home page, giving up and
// applying the solution, resetting progress, author goals that pass and
// fail at their threshold, malformed goals, the exercise builder, and a
// challenge opened and graded with the network cut.
func TestBrowserChallenges(t *testing.T) {
	bt.Need(t)
	dist, _ := bt.Build(t, bt.Web(t), "")
	srv, _ := bt.Serve(t, dist, "")
	b := bt.Launch(t, 1400)
	base := srv.URL + "/"
	l, c := typedChallenge(t)
	chBase := chURL(base, l, "&challenge="+c.ID)
	start, _, _, err := l.Attempt(c, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	predict := c.Predict
	if predict == "" {
		predict = c.Checks[0].Metric
	}

	ok := t.Run("the tab lists the challenges easy first", func(t *testing.T) {
		open(t, b, chURL(base, l, ""))
		b.Wait(t, "the list", `document.querySelector('#challenge-list')`)
		got := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#challenge-list > li')].map(li => li.dataset.challenge + " " + li.querySelector('a').textContent)`)
		var want []string
		for _, c := range byLevel(l) {
			want = append(want, c.ID+" "+c.Title.TR)
		}
		if !slices.Equal(got, want) {
			t.Errorf("list %q, want %q", got, want)
		}
		if sel := bt.Eval[string](t, b, `document.querySelector('#tab-challenge').getAttribute('aria-selected')`); sel != "true" {
			t.Errorf("the Görevler tab is not selected: %q", sel)
		}
		if n := bt.Eval[string](t, b, `document.querySelector('#challenges-count').textContent`); n != "0/"+strconv.Itoa(len(l.Challenges))+" görev çözüldü" {
			t.Errorf("count %q", n)
		}
	})
	if !ok {
		return
	}

	t.Run("a challenge hides its run until the learner guesses", func(t *testing.T) {
		open(t, b, chBase)
		b.Wait(t, "the prediction step", `document.querySelector('#predict-value')`)
		if bt.Eval[bool](t, b, `!!document.querySelector('#verdicts, #results')`) {
			t.Error("the run shows before the prediction")
		}
		fields := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#params .field')].map(f => f.id.replace('field-', ''))`)
		if want := slices.Sorted(slices.Values(c.Knobs)); !slices.Equal(slices.Sorted(slices.Values(fields)), want) {
			t.Errorf("form fields %q, want only the knobs %q", fields, want)
		}
		fixed, _ := url.ParseQuery(c.Fixed)
		var wantFixed []string
		for k := range fixed {
			if !slices.Contains(c.Knobs, k) {
				wantFixed = append(wantFixed, k)
			}
		}
		gotFixed := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#fixed-params [data-param]')].map(d => d.dataset.param)`)
		if !slices.Equal(slices.Sorted(slices.Values(gotFixed)), slices.Sorted(slices.Values(wantFixed))) {
			t.Errorf("fixed shown %q, want %q", gotFixed, wantFixed)
		}
		b.Screenshot(t, "challenge-predict-1400")

		typeInto(t, b, "#predict-value", "abc")
		b.Do(t, chromedp.Click(chromedp.CSS("#predict-submit")))
		b.Wait(t, "the guess's error", `document.querySelector('#predict-error')`)
		typeInto(t, b, "#predict-value", "100")
		b.Do(t, chromedp.Click(chromedp.CSS("#predict-submit")))
		b.Wait(t, "the reveal", `document.querySelector('#predict-reveal[data-got]') && `+jsGraded)
		gotVal := bt.Eval[string](t, b, `document.querySelector('#predict-reveal').dataset.got`)
		if want := strconv.FormatFloat(start.Metrics[predict], 'g', -1, 64); gotVal != want {
			t.Errorf("revealed %s = %s, want %s", predict, gotVal, want)
		}
		// The words are unit-tested (TestGuessWordsSayHowFarOff); here,
		// that the page picks the right kind of sentence for this run.
		want := "Gerçek değer tahmininizden"
		if got := start.Metrics[predict]; got != 0 {
			switch r := got / 100; {
			case r > 0.995 && r < 1.005:
				want = "Tam isabet"
			case r >= 0.9 && r <= 1.1:
				want = "Çok yakın"
			case r >= 0.5 && r <= 2:
				want = "Yakın sayılır"
			default:
				want = "Uzak"
			}
		}
		if words := bt.Eval[string](t, b, `document.querySelector('#predict-words').textContent`); !strings.HasPrefix(words, want) {
			t.Errorf("guess 100, got %v: the reveal says %q, want it to start %q", start.Metrics[predict], words, want)
		}
		// After a miss, one sentence of the run's own reading says why.
		why := bt.Eval[string](t, b, `(e => e ? e.textContent : "")(document.querySelector('#predict-why'))`)
		if r := start.Metrics[predict] / 100; r >= 0.9 && r <= 1.1 {
			if why != "" {
				t.Errorf("a close guess is told why: %q", why)
			}
		} else if m := l.Metric(predict); why != "Neden: "+predictui.Why(start, m, i18n.TR) {
			t.Errorf("after a miss the reveal says %q, want the reading's sentence %q", why, predictui.Why(start, m, i18n.TR))
		}
		rows := bt.Eval[[]verdictRow](t, b, jsVerdicts)
		_, verdicts, _, _ := l.Attempt(c, nil, nil)
		if len(rows) != len(verdicts) {
			t.Fatalf("%d verdict rows, want %d", len(rows), len(verdicts))
		}
		ops := map[lab.Op]string{lab.AtMost: "≤", lab.AtLeast: "≥", lab.Below: "<", lab.Above: ">", lab.Equal: "="}
		for i, v := range verdicts {
			want := verdictRow{Metric: v.Metric, Pass: strconv.FormatBool(v.Pass),
				Value: strconv.FormatFloat(v.Value, 'g', -1, 64), Got: strconv.FormatFloat(v.Got, 'g', -1, 64),
				Target: rows[i].Target, Word: "✓ Tuttu"}
			if !v.Pass {
				want.Word = "✗ Tutmadı"
			}
			if rows[i] != want {
				t.Errorf("check %d: %+v, want %+v", i, rows[i], want)
			}
			if !strings.HasPrefix(rows[i].Target, ops[v.Op]+" ") {
				t.Errorf("check %d target %q does not start with %s", i, rows[i].Target, ops[v.Op])
			}
		}
		if bt.Eval[bool](t, b, `!!document.querySelector('#challenge-solved, #solution')`) {
			t.Error("solved or the solution shows at the start")
		}
		b.Screenshot(t, "challenge-before-1400")
	})

	t.Run("typing the solution solves it", func(t *testing.T) {
		typeSolution(t, b, c)
		for _, r := range bt.Eval[[]verdictRow](t, b, jsVerdicts) {
			if r.Pass != "true" {
				t.Errorf("check %s does not hold: %+v", r.Metric, r)
			}
		}
		if !bt.Eval[bool](t, b, `!!document.querySelector('#solution #apply-solution')`) {
			t.Error("the solution does not show once solved")
		}
		b.WaitAsync(t, "progress stored", `localStorage.getItem("playground.solved") === `+strconv.Quote(`["`+l.ID+`/`+c.ID+`"]`))
		sol, _ := url.ParseQuery(c.Solution)
		search := bt.Eval[string](t, b, `location.search`)
		q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
		for k := range q {
			if !slices.Contains(c.Knobs, k) && !slices.Contains([]string{"lab", "view", "challenge"}, k) {
				t.Errorf("the address carries %s, not a knob: %s", k, search)
			}
		}
		for k := range sol {
			if q.Get(k) == "" {
				t.Errorf("the address lacks the knob %s: %s", k, search)
			}
		}
		b.Screenshot(t, "challenge-after-1400")
	})

	t.Run("solved survives a reload and shows on the list and the home page", func(t *testing.T) {
		// Reloaded, the challenge was asked before: its run shows at once,
		// solved. In a browser that never asked it, the page asks for a
		// guess before it shows its run, and meanwhile says the challenge
		// was solved before.
		b.Do(t, chromedp.Reload())
		b.Wait(t, "the challenge after a reload", `document.querySelector('#playground[data-ready="true"] #challenge-solved') && !document.querySelector('#predict')`)
		forgetAsked(t, b)
		b.Do(t, chromedp.Reload())
		b.Wait(t, "the challenge after a reload, asked again", `document.querySelector('#playground[data-ready="true"] #solved-before') && document.querySelector('#predict')`)
		open(t, b, chURL(base, l, ""))
		b.Wait(t, "the list", `document.querySelector('#challenge-list')`)
		if s := bt.Eval[string](t, b, `document.querySelector('#challenge-list li[data-challenge="`+c.ID+`"]').dataset.solved`); s != "true" {
			t.Errorf("the list marks %s solved=%q", c.ID, s)
		}
		b.Screenshot(t, "challenge-list-1400")
		open(t, b, base)
		b.Wait(t, "the home count", `document.querySelector('#solved-`+l.ID+`')`)
		if got, want := bt.Eval[string](t, b, `document.querySelector('#solved-`+l.ID+`').textContent`), "✓ 1/"+strconv.Itoa(len(l.Challenges))+" görev çözüldü"; got != want {
			t.Errorf("home card: %q, want %q", got, want)
		}
		b.Screenshot(t, "challenge-home-1400")
	})

	var other *lab.Challenge
	for _, o := range byLevel(l) {
		if o.ID != c.ID {
			other = o
			break
		}
	}
	t.Run("giving up shows the solution, which applies and solves", func(t *testing.T) {
		open(t, b, chURL(base, l, "&challenge="+other.ID))
		skipPrediction(t, b)
		if bt.Eval[bool](t, b, `!!document.querySelector('#solution')`) {
			t.Fatal("the solution shows before giving up")
		}
		b.Do(t, chromedp.Click(chromedp.CSS("#hint-show")))
		b.Wait(t, "the hint", `document.querySelector('#hint')`)
		if got := bt.Eval[string](t, b, `document.querySelector('#hint').textContent`); !strings.Contains(got, other.Hint.TR) {
			t.Errorf("hint %q", got)
		}
		b.Do(t, chromedp.Click(chromedp.CSS("#give-up")))
		b.Wait(t, "the solution", `document.querySelector('#apply-solution')`)
		b.Do(t, chromedp.Click(chromedp.CSS("#apply-solution")))
		b.Wait(t, "solved by the solution", `document.querySelector('#challenge-solved') && `+jsGraded, jsVerdicts)
		open(t, b, chURL(base, l, ""))
		b.Wait(t, "two solved", `document.querySelector('#challenges-count')?.dataset.solved === "2"`)
		b.Do(t, chromedp.Click(chromedp.CSS("#progress-reset")))
		b.Wait(t, "progress reset", `document.querySelector('#challenges-count').dataset.solved === "0" && localStorage.getItem("playground.solved") === null`)
	})

	t.Run("an author's goal passes and fails at its threshold", func(t *testing.T) {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := c.Checks[0].Metric
		v := strconv.FormatFloat(res.Metrics[m], 'g', -1, 64)
		for _, tc := range []struct {
			op   string
			pass bool
		}{{"<=", true}, {"<", false}, {">=", true}, {">", false}} {
			goal := url.Values{"goal": {m + tc.op + v}, "knobs": {strings.Join(c.Knobs, ",")}, "title": {"Eşik " + tc.op}}
			open(t, b, chURL(base, l, "&"+goal.Encode()))
			skipPrediction(t, b)
			if got := bt.Eval[string](t, b, `document.querySelector('#grade').dataset.pass`); got != strconv.FormatBool(tc.pass) {
				t.Errorf("goal %s%s%s at %s: pass=%s, want %v", m, tc.op, v, v, got, tc.pass)
			}
			if title := bt.Eval[string](t, b, `document.querySelector('#challenge-title').textContent`); title != "Eşik "+tc.op {
				t.Errorf("title %q", title)
			}
			if n := bt.Eval[int](t, b, `document.querySelectorAll('#params .field').length`); n != len(c.Knobs) {
				t.Errorf("the goal's form shows %d fields, want its %d knobs", n, len(c.Knobs))
			}
		}
	})

	t.Run("an author's goal embeds as a compact exercise", func(t *testing.T) {
		goal := url.Values{"goal": {c.Checks[0].String()}, "knobs": {strings.Join(c.Knobs, ",")}, "embed": {"1"}}
		open(t, b, chURL(base, l, "&"+goal.Encode()))
		skipPrediction(t, b)
		if n := bt.Eval[int](t, b, `document.querySelectorAll('header.site, .tabs, #challenges-back').length`); n != 0 {
			t.Errorf("the embedded exercise shows %d pieces of site chrome", n)
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('.embed #params .field').length`); n != len(c.Knobs) {
			t.Errorf("the embedded exercise shows %d fields, want its %d knobs", n, len(c.Knobs))
		}
		typeSolution(t, b, c)
		if got := bt.Eval[string](t, b, `document.querySelector('#challenge-solved').textContent`); got != "✓ Hedefe ulaşıldı! Bütün denetimler tuttu." {
			t.Errorf("the goal met says %q", got)
		}
	})

	t.Run("malformed goals and unknown knobs are named in the page", func(t *testing.T) {
		for _, tc := range []struct{ query, want string }{
			{"&goal=" + url.QueryEscape("nosuch<=1"), ""},
			{"&goal=" + url.QueryEscape(c.Checks[0].Metric+"<=x"), ""},
			{"&goal=" + url.QueryEscape(c.Checks[0].Metric+"<=1") + "&knobs=bogus", `knobs=bogus: bu laboratuvarın parametresi değil`},
		} {
			q, _ := url.ParseQuery(strings.TrimPrefix(tc.query, "&"))
			if tc.want == "" {
				_, err := l.ParseGoal(q.Get("goal"))
				tc.want = i18n.ErrorIn(err, i18n.TR)
			}
			open(t, b, chURL(base, l, tc.query))
			b.Wait(t, "the error", `document.querySelector('#challenge-errors')`)
			if got := bt.Eval[string](t, b, `document.querySelector('#challenge-errors').textContent`); !strings.Contains(got, tc.want) {
				t.Errorf("%s: the page says %q, want %q in it", tc.query, got, tc.want)
			}
		}
	})

	t.Run("the embed tools offer the challenge as an exercise", func(t *testing.T) {
		open(t, b, chBase)
		skipPrediction(t, b)
		b.Do(t, chromedp.Click(chromedp.CSS("#embed-toggle")))
		b.Wait(t, "the exercise builder", `document.querySelector('#exercise-code')`)
		goal := bt.Eval[string](t, b, `document.querySelector('#exercise-goal').value`)
		var terms []string
		for _, ch := range c.Checks {
			terms = append(terms, ch.String())
		}
		if goal != strings.Join(terms, ",") {
			t.Errorf("builder goal %q, want %q", goal, strings.Join(terms, ","))
		}
		code := bt.Eval[string](t, b, `document.querySelector('#exercise-code').value`)
		for _, want := range []string{"view=challenge", "goal=", "knobs=", "embed=1"} {
			if !strings.Contains(code, want) {
				t.Errorf("exercise snippet lacks %s: %s", want, code)
			}
		}
		typeInto(t, b, "#exercise-goal", "nosuch<=1")
		b.Wait(t, "the builder's error", `document.querySelector('#exercise-error')?.textContent.includes('goal=nosuch<=1:')`,
			`document.querySelector('#exercise-error')?.textContent`)
	})

	t.Run("a preset asks for a prediction first", func(t *testing.T) {
		if len(l.Presets) == 0 {
			t.Skip("the lab has no presets")
		}
		open(t, b, base+"?lab="+l.ID)
		waitRun(t, b)
		const jsTable = `document.querySelector('#predict-before #results table, #results table')?.outerHTML`
		seen := bt.Eval[string](t, b, jsTable)
		b.Do(t, chromedp.Click(chromedp.CSS("#preset-"+l.Presets[0].ID)))
		b.Wait(t, "the prediction step", `document.querySelector('#predict #predict-metric')`)
		if bt.Eval[bool](t, b, `[...document.querySelectorAll('#results')].some(e => !e.closest('#predict-before'))`) {
			t.Error("the preset's results show before the prediction")
		}
		// The run the learner saw stays under the question, as it was.
		if got := bt.Eval[string](t, b, jsTable); got != seen || seen == "" {
			t.Errorf("under the prediction the table is %.200q, want the run seen before the preset %.200q", got, seen)
		}
		skipGuess(t, b)
		waitRun(t, b)
		// Asked once: the same preset again, after another run and after
		// a reload, shows its run at once.
		pressed := `document.querySelector('#preset-` + l.Presets[0].ID + `[aria-pressed="true"]')`
		for _, reload := range []bool{false, true} {
			if reload {
				b.Load(t, base+"?lab="+l.ID)
			} else {
				bt.Eval[bool](t, b, `(document.querySelector('#preset-lesson').click(), true)`)
			}
			b.Wait(t, "the lesson's run", `!`+pressed+` && document.querySelector('#preset-lesson[aria-pressed="true"]')`)
			waitRun(t, b)
			bt.Eval[bool](t, b, `(document.querySelector('#preset-`+l.Presets[0].ID+`').click(), true)`)
			b.Wait(t, "the preset's run", pressed)
			waitRun(t, b)
			if bt.Eval[bool](t, b, `!!document.querySelector('#predict')`) {
				t.Errorf("reload=%v: the preset asks for a guess again", reload)
			}
		}
	})

	t.Run("offline, a challenge still opens and grades", func(t *testing.T) {
		b.WaitAsync(t, "the service worker", jsWorkerReady)
		goOffline(t, b, func() { srv.CloseClientConnections(); srv.Close() })
		open(t, b, chBase)
		skipPrediction(t, b)
		typeSolution(t, b, c)
		if !bt.Eval[bool](t, b, bt.JSNetworkCut) {
			t.Error("a request the worker never stored was answered: the network was not cut")
		}
	})

	t.Run("screenshots at 390 px", func(t *testing.T) {
		b.Viewport(t, 390, 844)
		forgetAsked(t, b)
		b.Load(t, chBase) // a first visit: no guess asked before
		b.Wait(t, "the prediction step", `document.querySelector('#predict-skip')`)
		b.Screenshot(t, "challenge-predict-390")
		skipPrediction(t, b)
		b.Screenshot(t, "challenge-before-390")
		typeSolution(t, b, c)
		b.Screenshot(t, "challenge-after-390")
	})

	for _, p := range b.Problems() {
		t.Errorf("%s", p)
	}
}
