package oracle

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// tries is a raw run of retried calls: a proxy tries a service three times
// for one read (two 503s, then 200) and twice for a payment whose first
// try was lost on the way; every message carries its try number.
func tries(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Trace: []netsim.Message{
			{From: "px", To: "svc", Path: "/read/1", Attempt: 1, Sent: 0, Received: 2 * msec, Status: 503, Served: true},
			{From: "px", To: "svc", Path: "/read/1", Attempt: 2, Sent: 2 * msec, Received: 4 * msec, Status: 503, Served: true},
			{From: "px", To: "svc", Path: "/read/1", Attempt: 3, Sent: 4 * msec, Received: 6 * msec, Status: 200, Served: true},
			{From: "px", To: "svc", Path: "/pay", Attempt: 1, Sent: 10 * msec, Received: 50 * msec, Err: "timeout"},
			{From: "px", To: "svc", Path: "/pay", Attempt: 2, Sent: 50 * msec, Received: 52 * msec, Status: 200, Served: true, Effect: "charge"},
			{From: "cl", To: "px", Path: "/pay", Sent: 9 * msec, Received: 53 * msec, Status: 200, Served: true},
		},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// The retries are the tries after each call's first, whatever their
// outcome, within the claim's selection; a claim off by one is caught.
func TestTheOracleCountsRetriesByTheirTryNumber(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.Retries, From: "px", To: "svc", Value: 3},
		{Fact: claim.Retries, From: "px", Path: "/pay", Value: 1},
		{Fact: claim.Retries, To: "svc", Outcome: claim.Served, Value: 3},
		{Fact: claim.Retries, To: "svc", Status: 503, Value: 1},
		{Fact: claim.Retries, To: "svc", Since: 3 * msec, Until: 20 * msec, Value: 1},
		{Fact: claim.Retries, To: "px", Value: 0}, // a client's call without a try number is no retry
	}
	for _, c := range cases {
		if f := tries(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := tries(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}

func TestRetriesOfACutTraceCannotBeChecked(t *testing.T) {
	o := tries(claim.Claim{Fact: claim.Retries, To: "svc", Value: 3})
	o.Res.TraceDropped = 2
	if f := o.Check(); len(f) != 1 || f[0].Why == "" {
		t.Errorf("%v", f)
	}
}
