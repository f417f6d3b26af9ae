package sweepplan

import (
	"math"
	"net/url"
	"testing"
	"time"

	"playground/engine/fault"

	"playground/app/ui/draw"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sweep"
)

// Every knob a lab offers to sweep opens with a range the engine accepts
// at the lesson's values: the ready sweep's, or the lesson's value ÷4…×4
// inside the knob's bounds.
func TestEveryKnobOpensWithASweepTheEngineAccepts(t *testing.T) {
	for _, l := range labs.All() {
		for _, f := range Knobs(l, "") {
			sp, ok := Default(l, f.Name, "")
			if !ok || sp.Knob != f.Name {
				t.Fatalf("%s %s: default sweep %+v", l.ID, f.Name, sp)
			}
			pl, err := sweep.NewPlan(l, sp)
			if err != nil {
				t.Errorf("%s %s: default sweep %s: %v", l.ID, f.Name, sp, err)
				continue
			}
			if len(pl.Values) < 2 {
				t.Errorf("%s %s: default sweep %s has %d points", l.ID, f.Name, sp, len(pl.Values))
			}
			if len(pl.Metrics) == 0 {
				t.Errorf("%s %s: default sweep draws no metric", l.ID, f.Name)
			}
		}
	}
}

// Without a ready sweep for the knob, the range is the lesson's value
// quartered and quadrupled, clipped to the bounds (and then to what the
// lab accepts: the next test).
func TestTheDefaultRangeIsAQuarterToFourTimesTheLessonsValue(t *testing.T) {
	checked := 0
	for _, l := range labs.All() {
		ready := map[string]bool{}
		for _, rs := range l.Sweeps {
			ready[rs.Knob] = true
		}
		for _, f := range Knobs(l, "") {
			if ready[f.Name] {
				continue
			}
			dur := f.Kind == param.Duration
			def, ok1 := draw.KnobNumber(f.Default, dur, "ns")
			lo, _ := draw.KnobNumber(f.Min, dur, "ns")
			hi, _ := draw.KnobNumber(f.Max, dur, "ns")
			if !ok1 || def <= 0 || def/4 < lo || def*4 > hi {
				continue // clipped or zero: another rule
			}
			sp, _ := defaultRange(l, f.Name, "") // before the lab's rules narrow it (below)
			from, _ := draw.KnobNumber(sp.From, dur, "ns")
			to, _ := draw.KnobNumber(sp.To, dur, "ns")
			// Whole-number knobs round outwards; the rest keep three digits.
			near := func(got, want float64) bool { return math.Abs(got-want) <= max(want*0.005, 1) }
			if !near(from, def/4) || !near(to, def*4) {
				t.Errorf("%s %s (lesson %s): default range %s..%s, want about %g..%g", l.ID, f.Name, f.Default, sp.From, sp.To, def/4, def*4)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no knob without a ready sweep has room for ÷4…×4; the rule went untested")
	}
}

// A form with faults offers each fault's moment as a knob (advanced); its
// sweep opens from the start to twice the fault's moment, and every point
// is the single run with that fault moved.
func TestAFaultsMomentIsAKnobASweepCanMove(t *testing.T) {
	for _, l := range labs.All() {
		res, err := l.Run(url.Values{}, nil)
		if err != nil || len(res.Scene.Faults) == 0 {
			t.Fatalf("%s: %v, %d fault targets", l.ID, err, len(res.Scene.Faults))
		}
		tg := res.Scene.Faults[0]
		f := fault.Fault{Kind: tg.Kinds[0], Target: tg.ID, At: 300 * time.Millisecond}
		if f.Kind.Lasts() {
			f.For = 100 * time.Millisecond
		}
		base := url.Values{fault.Param: {fault.Format([]fault.Fault{f})}}
		knobs := Knobs(l, base.Encode())
		last := knobs[len(knobs)-1]
		if last.Name != "faults.1" || !last.IsAdvanced || last.Kind != param.Duration {
			t.Fatalf("%s: last knob %+v, want the first fault's moment", l.ID, last)
		}
		sp, ok := Default(l, "faults.1", base.Encode())
		if !ok || sp.From != "0s" || sp.To != "600ms" {
			t.Fatalf("%s: default sweep %+v, want 0s..600ms", l.ID, sp)
		}
		sp.Steps = 3
		pl, err := sweep.NewPlan(l, sp)
		if err != nil {
			t.Fatal(err)
		}
		q := pl.Query(base, 2)
		moved := f
		moved.At = 600 * time.Millisecond
		if got, want := q.Get(fault.Param), fault.Format([]fault.Fault{moved}); got != want {
			t.Errorf("%s: point 3 has faults=%q, want %q", l.ID, got, want)
		}
		if err := pl.CheckBase(url.Values{}); err == nil {
			t.Errorf("%s: a sweep of fault 1's moment over no faults must be refused", l.ID)
		}
	}
}

// A sweep a knob opens with runs only points the lab accepts at the
// form's values: a ready sweep's range is drawn over its own parameters,
// and over the learner's form (the lesson's values here, where the
// lease's sweep from 200 ms met a renewal every 300 ms) it starts where
// the lab starts accepting. At the ready sweep's own parameters it is
// the ready sweep unchanged.
func TestEveryKnobsDefaultSweepRunsOnlyPointsTheLabAccepts(t *testing.T) {
	for _, l := range labs.All() {
		bases := []string{""}
		for _, rs := range l.Sweeps {
			bases = append(bases, rs.Params)
		}
		for _, base := range bases {
			q, _ := url.ParseQuery(base)
			for _, f := range append(Knobs(l, base), nil) {
				name := ""
				if f != nil {
					name = f.Name
				}
				sp, _ := Default(l, name, base)
				pl, err := sweep.NewPlan(l, sp)
				if err != nil {
					t.Errorf("%s %s over %q: %v", l.ID, name, base, err)
					continue
				}
				for i, v := range pl.Values {
					if _, err := l.Decode(pl.Query(q, i)); err != nil {
						t.Errorf("%s: the sweep %s opens with over %q runs %s=%s, which the lab refuses: %v", l.ID, sp, base, sp.Knob, v, err)
					}
				}
			}
			for _, rs := range l.Sweeps {
				if rs.Params != base {
					continue
				}
				if sp, _ := Default(l, rs.Knob, base); sp.From != rs.From || sp.To != rs.To || sp.Steps != ReadySpec(rs).Steps {
					t.Errorf("%s %s over its own parameters opens as %s, not as the ready sweep %s..%s", l.ID, rs.Knob, sp, rs.From, rs.To)
				}
			}
		}
	}
}
