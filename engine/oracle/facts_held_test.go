package oracle

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
)

func heldRun(c claim.Claim) *Run {
	res := &lab.Result{
		Params:  map[string]string{"faults": "drop:a>b@10ms+20ms,stall:b@50ms+5ms,kill:b@70ms"},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), c)},
	}
	return New(res, nil)
}

// A lasting fault is held from its moment for its length, on its own
// target, of its own kind; a kill lasts nothing here (Alive says it); a
// claim off by one is caught.
func TestAFaultIsHeldOverItsOwnWindowOnItsOwnTarget(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.FaultHeld, Node: "a>b", At: 10 * msec, Value: 1},
		{Fact: claim.FaultHeld, Node: "a>b", At: 29 * msec, State: "drop", Value: 1},
		{Fact: claim.FaultHeld, Node: "a>b", At: 29 * msec, State: "delay", Value: 0},
		{Fact: claim.FaultHeld, Node: "a>b", At: 30 * msec, Value: 0},
		{Fact: claim.FaultHeld, Node: "b>a", At: 20 * msec, Value: 0},
		{Fact: claim.FaultHeld, Node: "b", At: 52 * msec, State: "stall", Value: 1},
		{Fact: claim.FaultHeld, Node: "b", At: 80 * msec, Value: 0},
	}
	for _, c := range cases {
		if f := heldRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value = 1 - off.Value
		if f := heldRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}
