package oracle

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// keyed is a raw run of an app calling a proxy on three paths, one of them
// twice, and a fourth call the proxy refused.
func keyed(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Trace: []netsim.Message{
			{From: "app", To: "px", Path: "/ceza/U-41", Sent: 0, Received: 1 * msec, Status: 200, Served: true},
			{From: "app", To: "px", Path: "/ceza/U-42", Sent: 1 * msec, Received: 2 * msec, Status: 200, Served: true},
			{From: "app", To: "px", Path: "/ceza/U-41", Sent: 2 * msec, Received: 3 * msec, Status: 503, Served: true},
			{From: "app", To: "px", Path: "/ceza/ode", Sent: 3 * msec, Received: 4 * msec, Status: 200, Served: true},
			{From: "app", To: "px", Path: "/ceza/U-43", Sent: 5 * msec, Received: 5 * msec, Err: "connection refused"},
		},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// Distinct paths are counted once however often they were called, within
// the selection; a claim off by one is caught.
func TestTheOracleCountsDistinctPaths(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.Paths, To: "px", Value: 4},
		{Fact: claim.Paths, To: "px", Outcome: claim.Served, Value: 3},
		{Fact: claim.Paths, To: "px", Path: "/ceza/U-", Outcome: claim.Served, Value: 2},
		{Fact: claim.Paths, To: "px", Since: 2 * msec, Until: 5 * msec, Value: 2},
		{Fact: claim.Paths, To: "app", Value: 0},
	}
	for _, c := range cases {
		if f := keyed(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := keyed(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}
