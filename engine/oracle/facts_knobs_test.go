package oracle

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
)

func knobsRun(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Params:  map[string]string{"jitter": "40", "beta": "1.5", "near": "2s", "latency": "96.8µs", "hashing": "jump"},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// A knob is read from the run's params as written: numbers as they are,
// durations in ms; a claim off by one is caught, and a knob that is no
// number (or no knob) cannot be measured.
func TestAKnobIsTheRunsParameterAsANumber(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.Knob, Ref: "jitter", Value: 40},
		{Fact: claim.Knob, Ref: "beta", Value: 1.5},
		{Fact: claim.Knob, Ref: "near", Value: 2000},
		{Fact: claim.Knob, Ref: "latency", Value: 0.0968},
	}
	for _, c := range cases {
		if f := knobsRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := knobsRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
	for _, ref := range []string{"hashing", "rate"} {
		if f := knobsRun(claim.Claim{Fact: claim.Knob, Ref: ref}).Check(); len(f) != 1 || f[0].Why == "" {
			t.Errorf("%s: %v", ref, f)
		}
	}
}
