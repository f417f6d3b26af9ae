package sweep

import (
	"math"
	"testing"

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
		for _, f := range sweepKnobs(l) {
			sp, ok := defaultSweep(l, f.Name)
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
// quartered and quadrupled, clipped to the bounds.
func TestTheDefaultRangeIsAQuarterToFourTimesTheLessonsValue(t *testing.T) {
	checked := 0
	for _, l := range labs.All() {
		ready := map[string]bool{}
		for _, rs := range l.Sweeps {
			ready[rs.Knob] = true
		}
		for _, f := range sweepKnobs(l) {
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
			sp, _ := defaultSweep(l, f.Name)
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
