package oracle

import (
	"testing"

	"time"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// counterRun: a replica's record is registered at 10 ms, drops out at
// 40 ms and is back at 70 ms; the registry's records counter moves with
// it. One instant (40 ms) holds two events of the replica, the last one
// standing; the events are declared out of time order.
func counterRun(claims ...claim.Claim) *Run {
	ev := func(t int, node string, cs map[string]float64) lab.SceneEvent {
		return lab.SceneEvent{T: time.Duration(t) * msec, Node: node, Counters: cs}
	}
	res := &lab.Result{Scene: lab.Scene{Events: []lab.SceneEvent{
		ev(10, "r", map[string]float64{"registered": 1}),
		ev(10, "reg", map[string]float64{"records": 3}),
		ev(70, "r", map[string]float64{"registered": 1}),
		ev(40, "r", map[string]float64{"registered": 1}),
		ev(40, "r", map[string]float64{"registered": 0}),
		ev(40, "reg", map[string]float64{"records": 2}),
		{T: 50 * msec, Node: "r", State: "dead"},
	}}, Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)}}
	return New(res, nil)
}

// A declared counter at a moment and its next change, derived from the
// scene's events alone; a claim off by one is caught.
func TestCountersAreReadFromTheDeclaredEvents(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.CounterAt, Node: "r", Ref: "registered", At: 5 * msec, Value: 0},
		{Fact: claim.CounterAt, Node: "r", Ref: "registered", At: 39 * msec, Value: 1},
		{Fact: claim.CounterAt, Node: "r", Ref: "registered", At: 40 * msec, Value: 0},
		{Fact: claim.CounterAt, Node: "r", Ref: "registered", At: 60 * msec, Value: 0},
		{Fact: claim.CounterAt, Node: "reg", Ref: "records", At: 45 * msec, Value: 2},
		{Fact: claim.CounterChange, Node: "r", Ref: "registered", At: 10 * msec, Value: 40},
		{Fact: claim.CounterChange, Node: "r", Ref: "registered", At: 40 * msec, Value: 70},
		{Fact: claim.CounterChange, Node: "r", Ref: "registered", At: 70 * msec, Value: -1},
		{Fact: claim.CounterChange, Node: "reg", Ref: "records", At: 0, Value: 10},
	}
	for _, c := range cases {
		if f := counterRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := counterRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}
