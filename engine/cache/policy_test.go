package cache

import (
	"math"
	"math/rand/v2"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/oracle"
	"playground/engine/param"
	"playground/engine/policy"
)

// starterQueries are the runs the starter code must give byte for byte as
// the built-in logic does: the lesson's values, every preset, every fault
// case, each strategy at once and at a rate (with fresh reads, XFetch's
// draws and several instances), fault lists on both replayed stampedes,
// the TTL rule's edges, and every challenge's start and further cases.
func starterQueries() []string {
	qs := []string{""}
	for _, p := range Lab.Presets {
		qs = append(qs, p.Params)
	}
	qs = append(qs, Lab.FaultCases...)
	for _, st := range strategies {
		qs = append(qs, "strategy="+st, "strategy="+st+"&rate=1000&instances=3", "strategy="+st+"&rate=20000&requests=400&seed=7")
	}
	qs = append(qs,
		"strategy=xfetch&rate=5000&beta=3&seed=4", "strategy=xfetch_sf&rate=1000&beta=0", "strategy=xfetch&rate=1000&latency=0s",
		"strategy=xfetch_sf&rate=1000&faults=stall:xfetch_sf.source@0s%2B100ms",
		"rate=1000&faults=drop:plain.app-1>plain.source@40ms%2B30ms,delay:singleflight.app-1>singleflight.source@45ms%2B10ms",
		"strategy=swr&faults=kill:swr.source@0s",
		"strategy=shared_lock&instances=4&rate=2000&faults=kill:shared_lock.source@60ms,restart:shared_lock.source@80ms",
		"strategy=xfetch&rate=10000&faults=kill:xfetch.source@2ms",
		"jitter=1", "ttl=7&jitter=150&keys=2000", "keys=1", "ttl=1000000&jitter=1000000&keys=50",
	)
	for _, c := range Lab.Challenges {
		qs = append(qs, c.Fixed)
		for _, cs := range c.Cases {
			qs = append(qs, strings.TrimPrefix(c.Fixed+"&"+cs, "&"))
		}
	}
	return qs
}

// The starter code is the lab's logic: run as the learner's code it gives
// every run's JSON byte for byte (its tables, trace, scene, readings and
// stats), XFetch's draws included.
func TestTheStarterCodeGivesTheBuiltInRunsByteForByte(t *testing.T) {
	labtest.StarterIsTheBuiltIn(t, Lab, starterQueries()...)
}

// Starlark has no math module: the starter's ln is Go's math.Log step for
// step, bit for bit, over the draws XFetch takes it of and the edges.
func TestTheStartersLogarithmIsGosMathLog(t *testing.T) {
	prog, err := policy.Load(&policy.Hook{Func: "ln", Params: []string{"x"}}, starterCode)
	if err != nil {
		t.Fatal(err)
	}
	xs := []float64{1, 0.5, 0x1p-53, 1 - 0x1p-53, 0.75, math.Sqrt2 / 2, math.Sqrt2 / 4, math.Sqrt2 / 2048, 0.9999}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20_000 {
		xs = append(xs, 1-r.Float64())
	}
	for _, x := range xs {
		v, err := prog.Call(x)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := v.(float64); !ok || math.Float64bits(got) != math.Float64bits(math.Log(x)) {
			t.Fatalf("ln(%v) = %v, math.Log %v", x, v, math.Log(x))
		}
	}
}

// withCode is a query with the learner's code in it.
func withCode(qs, src string) string {
	return strings.TrimPrefix(qs+"&"+param.PolicyParam+"="+url.QueryEscape(src), "&")
}

// lessonRule is a fill's answer as the lesson's TTL rule gives it.
const lessonRule = `    if event.kind == "fill":
        return knobs.ttl + event.digest % knobs.jitter
`

// A policy that always calls the source is plain reading: whichever
// strategy is followed, its row becomes the built-in plain stampede (at
// one instant every read misses; at a rate, a fresh entry answers the
// reads before the expiry; under the same fault on its source), named as
// the code's unless the strategy does the same, while the other rows stay
// the built-in strategies'.
func TestACodeThatAlwaysCallsTheSourceIsThePlainStampede(t *testing.T) {
	always := "def on_cache(event, knobs, rng):\n" + lessonRule + "    return \"source\"\n"
	onMiss := "def on_cache(event, knobs, rng):\n" + lessonRule + "    return \"hit\" if event.fresh else \"source\"\n"
	cases := []struct{ qs, fault, src string }{
		{"", "", always},
		{"requests=300&instances=3", "", always},
		{"rate=1000&instances=3", "", onMiss},
		{"rate=20000&requests=400&beta=3", "", onMiss},
		{"rate=1000", "stall:ST.source@40ms%2B30ms", onMiss},
		{"rate=1000&instances=2", "drop:ST.app-2>ST.source@45ms%2B20ms", onMiss},
	}
	at := func(c struct{ qs, fault, src string }, st string) string {
		q := strings.TrimPrefix(c.qs+"&strategy="+st, "&")
		if c.fault != "" {
			q += "&faults=" + strings.ReplaceAll(c.fault, "ST", st)
		}
		return q
	}
	for _, st := range strategies {
		for _, c := range cases {
			qs := at(c, st)
			_, built := labtest.Run[*Summary](t, Lab, qs)
			_, plain := labtest.Run[*Summary](t, Lab, at(c, stratPlain))
			res, sum := labtest.Run[*Summary](t, Lab, withCode(qs, c.src))
			mine := plain.Row(stratPlain)
			mine.Name = st
			// Named as the code's exactly when it is not the strategy's own
			// (lock-free XFetch at one instant is plain).
			own := !reflect.DeepEqual(built.Row(st), mine)
			for _, r := range sum.rows() {
				want := built.Row(r.Name)
				if r.Name == st {
					want = plain.Row(stratPlain)
					want.Name = st
				}
				if !reflect.DeepEqual(r, want) {
					r.calls, want.calls = nil, nil
					t.Errorf("%s: the %s row %+v, want %+v", qs, r.Name, r, want)
				}
			}
			name := res.Sections[3].Table.Rows[slices.Index(strategies, st)][0].EN
			if strings.HasSuffix(name, "(your code)") != own || sum.own != own {
				t.Errorf("%s: the followed row is named %q (own %v)", qs, name, sum.own)
			}
			if own == (st == stratPlain) && st != stratXFetch {
				t.Errorf("%s: the code's row is the strategy's own: %v", qs, !own)
			}
		}
	}
}

// The code's own TTL rule: its lifetimes make the jittered row, and the
// line and the reading say the code gave them, not sha256 % jitter.
func TestACodesOwnLifetimesAreSaidAsTheCodes(t *testing.T) {
	even := "def on_cache(event, knobs, rng):\n" +
		"    if event.kind == \"fill\":\n        return knobs.ttl + event.index % 50\n" +
		"    return \"hit\" if event.fresh else \"join\"\n"
	res, sum := labtest.Run[*Summary](t, Lab, withCode("", even))
	if j := sum.Expiry[1]; j.ExpirySteps != 50 || j.MaxMisses != 4 || j.LongestTTL != 149 || !j.byCode {
		t.Errorf("200 keys over 50 steps: %+v", j)
	}
	if res.Metrics["max_misses_step"] != 4 || res.Metrics["longest_ttl_steps"] != 149 {
		t.Errorf("metrics %v", res.Metrics)
	}
	lines := res.Sections[1].Lines
	if got := lines[1].EN; !strings.Contains(got, "jittered (your code) -> 50 steps") || strings.Contains(got, "sha256") {
		t.Errorf("the jittered line: %q", got)
	}
	said := false
	for _, r := range res.Reading {
		if r.ID == readExpiry {
			said = strings.Contains(r.Text.EN, "your code's lifetimes spread them over 50 steps") && strings.Contains(r.Text.TR, "kodunuzun verdiği ömürler")
		}
	}
	if !said {
		t.Errorf("no reading says the code's lifetimes spread the keys: %v", res.Reading)
	}
	one := "def on_cache(event, knobs, rng):\n    if event.kind == \"fill\":\n        return 120\n    return \"hit\" if event.fresh else \"join\"\n"
	res, _ = labtest.Run[*Summary](t, Lab, withCode("", one))
	for _, r := range res.Reading {
		if r.ID == readExpiryNone && !strings.Contains(r.Text.EN, "Your code's lifetimes do not spread these 200 keys") {
			t.Errorf("one lifetime for all: %q", r.Text.EN)
		}
	}
	// A code that gives the lesson's lifetimes another way is said as the lesson's rule.
	same := "def on_cache(event, knobs, rng):\n    if event.kind == \"fill\":\n        return knobs.ttl + (event.digest - event.digest // knobs.jitter * knobs.jitter)\n    return \"hit\" if event.fresh else \"join\"\n"
	res, _ = labtest.Run[*Summary](t, Lab, withCode("", same))
	if got := res.Sections[1].Lines[1].EN; !strings.Contains(got, "sha256 % 40") {
		t.Errorf("the lesson's rule written otherwise: %q", got)
	}
}

// runFails runs a query that must fail with the code's error.
func runFails(t *testing.T, qs string) *policy.Error {
	t.Helper()
	q, err := url.ParseQuery(qs)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lab.Run(q, nil)
	pe, ok := policy.As(err)
	if !ok {
		t.Fatalf("%.60s…: want a policy error, got %v", qs, err)
	}
	return pe
}

// A value the hook cannot use fails the run with a Result error at the
// function's def line, saying in both languages what it got and what it
// takes: a read's action, a "hit" on an expired entry, a fill's lifetime.
func TestAWrongReturnFailsTheRunAtTheFunctionsLine(t *testing.T) {
	head := "# a comment\n\ndef on_cache(event, knobs, rng):\n" // the def on line 3
	for name, c := range map[string]struct{ body, qs, want string }{
		"a number for a read":       {lessonRule + "    return 1\n", "", `a read got 1`},
		"an unknown action":         {lessonRule + "    return \"wait\"\n", "strategy=swr", `a read got "wait"`},
		"None for a read":           {lessonRule + "    pass\n", "", `a read got None`},
		"a list for a read":         {lessonRule + "    return [\"hit\"]\n", "", `a read got [hit]`},
		"a hit on an expired entry": {lessonRule + "    return \"hit\"\n", "", `"hit" returned for an expired entry`},
		"a string for a fill":       {"    if event.kind == \"fill\":\n        return \"long\"\n    return \"join\"\n", "", `a fill got "long"`},
		"a float for a fill":        {"    if event.kind == \"fill\":\n        return 100.0\n    return \"join\"\n", "", `a fill got 100`},
		"no lifetime for a fill":    {"    if event.kind == \"fill\":\n        return 0\n    return \"join\"\n", "", `a fill got 0`},
		"too long a lifetime":       {"    if event.kind == \"fill\":\n        return 2000001\n    return \"join\"\n", "", `from 1 to 2,000,000`},
	} {
		pe := runFails(t, withCode(c.qs, head+c.body))
		if pe.Kind != policy.Result || pe.Line != 3 || !strings.Contains(pe.Msg.EN, c.want) || pe.Msg.TR == "" || pe.Msg.TR == pe.Msg.EN {
			t.Errorf("%s: %v (kind %s, line %d), want a result error at line 3 saying %s", name, pe, pe.Kind, pe.Line, c.want)
		}
	}
}

// An endless loop stops at the step budget, at its line, and the run fails
// with it: in a read (inside the kernel) and in a fill (outside it).
func TestAnEndlessLoopStopsAtTheStepBudget(t *testing.T) {
	for name, src := range map[string]string{
		"read": "def on_cache(event, knobs, rng):\n" + lessonRule + "    while True:\n        pass\n",
		"fill": "def on_cache(event, knobs, rng):\n    if event.kind == \"fill\":\n        while True:\n            pass\n    return \"join\"\n",
	} {
		pe := runFails(t, withCode("", src))
		if pe.Kind != policy.Steps || pe.Line == 0 {
			t.Errorf("%s: %v (kind %s, line %d), want the step budget at the loop", name, pe, pe.Kind, pe.Line)
		}
	}
	// A code that does not define the hook is refused as it loads.
	if pe := runFails(t, withCode("", "def on_read(entry, knobs, rng):\n    return \"hit\"\n")); pe.Kind != policy.Shape {
		t.Errorf("no on_cache: %v", pe)
	}
}

// The refresh-ahead challenge's cases catch luck: XFetch drawn in code
// passes or fails by its draws, and a margin tuned to the lesson's 30 ms
// source fails under the delay or the slower source.
func TestTheRefreshAheadCasesCatchAMarginTunedToOneRun(t *testing.T) {
	c := Lab.Challenge("code-refresh-ahead")
	tuned := "def on_cache(event, knobs, rng):\n" + lessonRule +
		"    if not event.fresh:\n        return \"join\"\n" +
		"    if event.expires_ns != None and not event.in_flight and event.expires_ns - event.now_ns <= 35000000:\n        return \"stale\"\n" +
		"    return \"hit\"\n"
	res, v, pass, err := Lab.Attempt(c, url.Values{param.PolicyParam: {tuned}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, first := lab.Grade(res, c.Checks); !first || pass {
		t.Errorf("a 35 ms margin: passes the challenge's own run %v, every case %v: %+v", first, pass, v)
	}
}

// The code's runs say only what holds: the oracle bears out every claim of
// the challenges' solutions' runs, the plain code's and a code's own TTL
// rule's, and the lab's invariants hold.
func TestTheCodesRunsKeepTheOracleAndTheInvariants(t *testing.T) {
	lesson, err := Lab.Run(nil, wholeTrace())
	if err != nil {
		t.Fatal(err)
	}
	var qs []string
	for _, c := range Lab.Challenges {
		if c.IsCode() {
			sol, _ := url.ParseQuery(c.Solution)
			for _, cs := range append([]string{""}, c.Cases...) {
				qs = append(qs, withCode(strings.TrimPrefix(c.Fixed+"&"+cs, "&"), sol.Get(param.PolicyParam)))
			}
		}
	}
	qs = append(qs,
		withCode("rate=1000", "def on_cache(event, knobs, rng):\n    if event.kind == \"fill\":\n        return knobs.ttl + event.index % 50\n    return \"hit\" if event.fresh else \"source\"\n"),
		withCode("", "def on_cache(event, knobs, rng):\n    if event.kind == \"fill\":\n        return 7\n    return \"stale\"\n"),
	)
	for _, q := range qs {
		res, err := Lab.Run(query(q), wholeTrace())
		if err != nil {
			t.Fatalf("%.80s: %v", q, err)
		}
		for _, f := range oracle.New(res, lesson).Check() {
			t.Errorf("%.80s: %v", q, f)
		}
		for _, what := range Lab.Invariants(res) {
			t.Errorf("%.80s: invariant: %s", q, what)
		}
		labtest.CheckWords(t, Lab, q, res)
	}
}

// What the code costs: a run at the lesson's values and at heavier ones
// (the xfetch-race preset, lock-free XFetch drawing on every read; ten
// thousand reads and twenty thousand keys), with the built-in logic and
// with the starter code. The code is called once per read of the followed
// stampede and once per key loaded (calls/op); the difference over those
// calls is what one call costs, loading the code and the built-in run it
// is compared with included.
func BenchmarkRunWithAndWithoutTheStarterCode(b *testing.B) {
	for _, c := range []struct{ name, qs string }{
		{"lesson", ""},
		{"xfetch-race", "rate=10000&strategy=xfetch"},
		{"heavy", "requests=10000&rate=100000&strategy=xfetch&keys=20000"},
	} {
		for _, starter := range []bool{false, true} {
			q, _ := url.ParseQuery(c.qs)
			name := c.name + "/built-in"
			if starter {
				q.Set(param.PolicyParam, starterCode)
				name = c.name + "/starter"
			}
			ps, err := Lab.Decode(q)
			if err != nil {
				b.Fatal(err)
			}
			p := ps.(*Params)
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					if _, err := Lab.RunParams(p, nil); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(p.Requests+p.Keys), "calls/op")
			})
		}
	}
}
