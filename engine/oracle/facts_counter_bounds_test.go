package oracle

import (
	"testing"
	"time"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// boundsRun declares a server's limit counter moving 2 → 5 → 3, and its
// queue's length, which the limit's bounds never read.
func boundsRun(claims ...claim.Claim) *Run {
	ev := func(ms int, node string, counters map[string]float64) lab.SceneEvent {
		return lab.SceneEvent{T: msec * time.Duration(ms), Node: node, Counters: counters}
	}
	res := &lab.Result{
		Scene: lab.Scene{Events: []lab.SceneEvent{
			ev(0, "srv", map[string]float64{"limit": 2, "in_flight": 0}),
			ev(10, "q", map[string]float64{"length": 9}),
			ev(20, "srv", map[string]float64{"limit": 5}),
			ev(30, "srv", map[string]float64{"in_flight": 1}),
			ev(40, "srv", map[string]float64{"limit": 3}),
		}},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// The bounds of a declared counter are read from the events that carry it,
// in their window, and a claim off by one is caught.
func TestTheBoundsOfADeclaredCounterAreReadFromItsEvents(t *testing.T) {
	lim := func(f claim.Fact, v float64) claim.Claim {
		return claim.Claim{Fact: f, Node: "srv", Ref: "limit", Value: v}
	}
	early := lim(claim.CounterMax, 2)
	early.Until = 20 * msec
	late := lim(claim.CounterMin, 3)
	late.Since = 30 * msec
	for _, c := range []claim.Claim{lim(claim.CounterMin, 2), lim(claim.CounterMax, 5), lim(claim.CounterLast, 3), early, late} {
		if f := boundsRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := boundsRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
	none := lim(claim.CounterMax, 0)
	none.Node = "q"
	if f := boundsRun(none).Check(); len(f) != 1 || f[0].Why == "" {
		t.Errorf("a counter no event carries: %v", f)
	}
}
