package sweep

import (
	"encoding/json"
	"errors"
	"net/url"
	"playground/engine/fault"
	"playground/engine/labs"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// toy is a lab small enough to read: its metrics are plain functions of its
// knobs, so every sweep value can be checked by hand.
type toy struct {
	N    int
	D    time.Duration
	X    float64
	Mode string
	Seed uint64
}

func (p *toy) Spec() *param.Spec {
	s := param.New()
	s.Int(&p.N, "n", 3, 1, 10).Label("n", "n").Help("n", "n")
	s.Duration(&p.D, "d", 100*time.Millisecond, time.Millisecond, 10*time.Second).Label("d", "d").Help("d", "d")
	s.Float(&p.X, "x", 0.5, 0, 1000).Label("x", "x").Help("x", "x")
	s.Enum(&p.Mode, "mode", "a", "a", "b").Label("m", "m").Help("m", "m")
	s.Seed(&p.Seed, 1)
	s.Check(func() *param.Error {
		if p.N == 7 {
			return param.Errorf("n", "7", i18n.Plain("seven is unlucky"))
		}
		return nil
	})
	return s
}

func (p *toy) Run(env *lab.Env) (*lab.Result, error) { return &lab.Result{Summary: p}, nil }

var toyLab = &lab.Lab{
	ID: "toy", New: func() lab.Params { return &toy{} },
	Metrics: []lab.Metric{
		{ID: "twice_n", Read: lab.Summary(func(p *toy) float64 { return 2 * float64(p.N) })},
		{ID: "d_ms", Read: lab.Summary(func(p *toy) float64 { return float64(p.D) / 1e6 })},
		{ID: "x", Read: lab.Summary(func(p *toy) float64 { return p.X })},
	},
}

func plan(t *testing.T, s string) *Plan {
	t.Helper()
	sp, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := NewPlan(toyLab, sp)
	if err != nil {
		t.Fatal(err)
	}
	return pl
}

func TestBothFormsParseToTheSameSweep(t *testing.T) {
	a, err := Parse("d:100ms..5s:20:log")
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseArg("d=100ms..5s:20:log")
	if err != nil || a.String() != b.String() || a.String() != "d:100ms..5s:20:log" {
		t.Fatalf("%v %v %v", a, b, err)
	}
	c, _ := ParseArg("n=1..5")
	if c.Steps != DefaultSteps || c.Log {
		t.Fatalf("defaults: %+v", c)
	}
}

func TestValuesAreInTheKnobsOwnEncodingWithExactEnds(t *testing.T) {
	cases := map[string][]string{
		"d:100ms..1s:4":   {"100ms", "400ms", "700ms", "1s"},
		"d:1ms..1s:4:log": {"1ms", "10ms", "100ms", "1s"},
		"x:0..1:5":        {"0", "0.25", "0.5", "0.75", "1"},
		"x:0.1..0.3:3":    {"0.1", "0.2", "0.3"},
		// whole numbers never repeat: 1..4 in 20 steps is 4 points
		"n:1..4:20": {"1", "2", "3", "4"},
		"n:1..10:4": {"1", "4", "7", "10"},
	}
	for s, want := range cases {
		if got := plan(t, s).Values; !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", s, got, want)
		}
	}
	if d := plan(t, "d:10ms..5s:3").Decades; d < 2.69 || d > 2.7 {
		t.Errorf("decades %v", d)
	}
}

func TestAPointIsTheSingleRunWithTheSameParameters(t *testing.T) {
	pl := plan(t, "x:0..1000:7")
	base := url.Values{"n": {"5"}, "mode": {"b"}}
	r := pl.Run(base, 3)
	for i, v := range pl.Values {
		single, err := toyLab.Run(url.Values{"n": {"5"}, "mode": {"b"}, "x": {v}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for id, vs := range r.Metrics {
			if *vs[i] != single.Metrics[id] {
				t.Errorf("point %s %s: %v, single run %v", v, id, *vs[i], single.Metrics[id])
			}
		}
	}
}

func TestTheOutputIsTheSameWhateverTheWorkerCount(t *testing.T) {
	pl := plan(t, "n:1..10:10")
	one, _ := json.Marshal(pl.Run(nil, 1))
	for _, w := range []int{2, 3, 16} {
		many, _ := json.Marshal(pl.Run(nil, w))
		if string(one) != string(many) {
			t.Fatalf("%d workers:\n%s\none:\n%s", w, many, one)
		}
	}
	if !strings.Contains(string(one), `"twice_n":[2,4,6,8,10,12,null,16,18,20]`) {
		t.Errorf("json %s", one)
	}
}

func TestAPointThatBreaksARuleIsNullAndSaysWhy(t *testing.T) {
	r := plan(t, "n:6..8:3").Run(nil, 2)
	if r.Metrics["twice_n"][1] != nil || len(r.Errors) != 1 || r.Errors[0].Value != "7" ||
		r.Errors[0].Error.EN != "n=7: seven is unlucky" {
		t.Fatalf("%+v", r.Errors)
	}
	if got := r.Table().Text(i18n.EN); !strings.Contains(got, "7  -") {
		t.Errorf("table:\n%s", got)
	}
}

func TestTheTableHasTheKnobThenOneColumnPerMetric(t *testing.T) {
	sp, _ := Parse("n:1..3:3")
	sp.Metrics = []string{"x", "twice_n"}
	pl, err := NewPlan(toyLab, sp)
	if err != nil {
		t.Fatal(err)
	}
	want := "n  x    twice_n\n1  0.5  2\n2  0.5  4\n3  0.5  6\n"
	if got := pl.Run(nil, 1).Table().Text(i18n.EN); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestBadSweepsAreFieldNamedErrorsInBothLanguages(t *testing.T) {
	cases := map[string]string{
		"nope:1..2":     "sweep=nope: no such knob in this lab; knobs that can be swept: n, d, x",
		"mode:1..2":     "sweep=mode: only knobs that take a number or a duration can be swept: n, d, x",
		"seed:1..2":     "sweep=seed: only knobs that take a number or a duration can be swept: n, d, x",
		"n:5..2":        "sweep=5..2: the start must not be above the end",
		"n:1..5:1":      "sweep=1: the step count must be between 2 and 200",
		"n:1..5:201":    "sweep=201: the step count must be between 2 and 200",
		"n:0..5":        "sweep=0: must be between 1 and 10",
		"d:1ms..1h":     "sweep=1h: must be between 1ms and 10s",
		"d:abc..1s":     "sweep=abc: must be a duration such as 900ms, 1.5s or 1h30m: number-unit pairs (ns, us, µs, ms, s, m, h; decimals with a point), no sign or space; or a bare 0",
		"x:0..10:5:log": "sweep=0: a log sweep needs a start above zero",
		"n1..5":         "sweep=n1..5: must be knob:from..to[:steps][:log][:off] (e.g. lease:100ms..5s:20)",
		"n:1-5":         "sweep=n:1-5: must be knob:from..to[:steps][:log][:off] (e.g. lease:100ms..5s:20)",
		"n:1..5:many":   "sweep=n:1..5:many: the step count must be a whole number, digits only (e.g. 20)",
		"n:1..5:+5":     "sweep=n:1..5:+5: the step count must be a whole number, digits only (e.g. 20)",
		"n:1..5: 5":     `sweep="n:1..5: 5": the step count must be a whole number, digits only (e.g. 20)`,
		"n: 1..5":       `sweep=" 1": must be a whole number, digits only (e.g. 3): no sign, space or point`,
	}
	for s, want := range cases {
		sp, err := Parse(s)
		if err == nil {
			_, err = NewPlan(toyLab, sp)
		}
		var pe *param.Error
		if !errors.As(err, &pe) || pe.Field != "sweep" || err.Error() != want {
			t.Errorf("%s: %v\nwant %s", s, err, want)
			continue
		}
		if pe.In(i18n.TR) == pe.In(i18n.EN) {
			t.Errorf("%s: no Turkish: %s", s, pe.In(i18n.TR))
		}
	}
	sp, _ := Parse("n:1..5")
	sp.Metrics = []string{"bogus"}
	if _, err := NewPlan(toyLab, sp); err == nil || err.Error() != "metric=bogus: unknown metric; metrics: twice_n, d_ms, x" {
		t.Errorf("metric: %v", err)
	}
}

// ":log" twice is an error that names the knob (not the page key), the
// same in the URL form and on the command line.
func TestSweepRefusesLogTwiceNamingTheKnob(t *testing.T) {
	for _, c := range []struct {
		s     string
		parse func(string) (Spec, error)
	}{{"d:100ms..5s:3:log:log", Parse}, {"d=100ms..5s:3:log:log", ParseArg}, {"d:100ms..5s:log:log", Parse}} {
		_, err := c.parse(c.s)
		var pe *param.Error
		if !errors.As(err, &pe) || pe.Field != "d" {
			t.Errorf("%s: %v, want an error naming the knob d", c.s, err)
			continue
		}
		if want := "d=" + c.s[2:] + ": the sweep says :log twice; say it once (e.g. lease:100ms..5s:20:log)"; err.Error() != want {
			t.Errorf("%s: %q, want %q", c.s, err, want)
		}
		if pe.In(i18n.TR) == pe.In(i18n.EN) {
			t.Errorf("%s: no Turkish", c.s)
		}
	}
}

// The page key and the command line read a sweep the same way: a spec
// accepted in one form is accepted in the other with the same meaning, a
// spec refused in one is refused in the other with the same rule.
func TestBothFormsAcceptAndRefuseTheSameSpecs(t *testing.T) {
	for _, rest := range []string{"1..5", "1..5:3", "1..5:3:log", "1..5:log", "1..5:log:log", "1..5:3:4", "1..5:x", "1-5", "..5", "1..", "1..5:", "1..5:log:3"} {
		a, errA := Parse("n:" + rest)
		b, errB := ParseArg("n=" + rest)
		if (errA == nil) != (errB == nil) || a.String() != b.String() {
			t.Errorf("%s: URL form %v %v, command line %v %v", rest, a, errA, b, errB)
			continue
		}
		var pa, pb *param.Error
		if errA != nil && (!errors.As(errA, &pa) || !errors.As(errB, &pb) || !pa.Rule.Equal(pb.Rule) || pa.Field != pb.Field && pa.Field != Field) {
			t.Errorf("%s: %v / %v", rest, errA, errB)
		}
	}
}

// ":off" is read in both forms, once: it keeps a knob's off value among the
// points (NewPlan leaves it out otherwise, engine/labs checks every lab).
func TestOffIsReadOnceInBothForms(t *testing.T) {
	for _, s := range []string{"d:0s..1s:5:off", "d:0s..1s:5:log:off"} {
		sp, err := Parse(s)
		if err != nil || !sp.Off {
			t.Errorf("%s: %+v %v", s, sp, err)
		}
		if again, _ := Parse(sp.String()); again.String() != sp.String() || !again.Off {
			t.Errorf("%s does not round-trip: %s", s, sp.String())
		}
	}
	if sp, err := ParseArg("d=0s..1s:off"); err != nil || !sp.Off || sp.Steps != DefaultSteps {
		t.Errorf("CLI form: %+v %v", sp, err)
	}
	_, err := Parse("d:0s..1s:5:off:off")
	var pe *param.Error
	if !errors.As(err, &pe) || pe.Field != "d" || !strings.Contains(pe.Rule.EN, ":off twice") {
		t.Errorf("twice: %v", err)
	}
}

// "faults.N" sweeps the moment of the form's N-th fault: each point is the
// single run with that fault moved, the CLI's and the URL's forms read the
// same, and a list too short for N is refused by name.
func TestASweepMovesAFaultsMomentAndEachPointIsTheSingleRun(t *testing.T) {
	for _, l := range labs.All() {
		res, err := l.Run(url.Values{}, nil)
		if err != nil || len(res.Scene.Faults) == 0 {
			t.Fatalf("%s: %v", l.ID, err)
		}
		tg := res.Scene.Faults[0]
		f := fault.Fault{Kind: tg.Kinds[0], Target: tg.ID}
		if f.Kind.Lasts() {
			f.For = time.Millisecond
		}
		base := url.Values{fault.Param: {fault.Format([]fault.Fault{f})}}
		sp, err := Parse("faults.1:0s..20ms:3")
		if err != nil {
			t.Fatal(err)
		}
		pl, err := NewPlan(l, sp)
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		if got := strings.Join(pl.Values, ","); got != "0s,10ms,20ms" {
			t.Errorf("%s: values %s", l.ID, got)
		}
		for i := range pl.Values {
			ms, err := pl.Measure(base, i, nil)
			if err != nil {
				t.Fatalf("%s point %d: %v", l.ID, i, err)
			}
			moved := f
			moved.At = time.Duration(i) * 10 * time.Millisecond
			single, err := l.Run(url.Values{fault.Param: {fault.Format([]fault.Fault{moved})}}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for j, id := range pl.Metrics {
				if ms[j] != single.Metrics[id] {
					t.Errorf("%s point %d: %s %v, single run %v", l.ID, i, id, ms[j], single.Metrics[id])
				}
			}
		}
		sp2, _ := Parse("faults.2:0s..20ms:3")
		pl2, _ := NewPlan(l, sp2)
		if _, err := pl2.Measure(base, 0, nil); err == nil || !strings.Contains(err.Error(), "fault 2") {
			t.Errorf("%s: a sweep of fault 2 over a list of one: %v", l.ID, err)
		}
	}
}
