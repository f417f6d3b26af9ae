package oracle

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// charges is a raw run of a service charging three times, once a member
// already charged, then replaying a stored answer; two tries never reached
// it (one refused, one failed its handshake).
func charges(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Trace: []netsim.Message{
			{From: "px", To: "svc", Path: "/pay", Sent: 0, Received: 1 * msec, Status: 503, Served: true, Effect: "charge"},
			{From: "px", To: "svc", Path: "/pay", Sent: 1 * msec, Received: 2 * msec, Status: 200, Served: true, Effect: "double_charge"},
			{From: "px", To: "svc", Path: "/pay", Sent: 3 * msec, Received: 4 * msec, Err: "timeout", Served: true, Effect: "charge"},
			{From: "px", To: "svc", Path: "/pay", Sent: 5 * msec, Received: 6 * msec, Status: 200, Served: true, Effect: "replay"},
			{From: "px", To: "svc", Path: "/pay", Sent: 7 * msec, Received: 7 * msec, Err: "connection refused"},
			{From: "px", To: "svc", Path: "/pay", Sent: 8 * msec, Received: 9 * msec, Err: "tls handshake failed: certificate has expired"},
		},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// A count over alternatives counts each message once when its effect (its
// error) is any of them; with one alternative it is Count; a claim off by
// one is caught.
func TestTheOracleCountsAnyOfSeveralEffectsOrErrors(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.CountAny, To: "svc", Effect: "charge|double_charge", Value: 3},
		{Fact: claim.CountAny, To: "svc", Effect: "charge", Value: 2},
		{Fact: claim.CountAny, To: "svc", Effect: "charge|double_charge", Outcome: claim.OK, Value: 1},
		{Fact: claim.CountAny, To: "svc", Effect: "charge|double_charge", Until: 2 * msec, Value: 2},
		{Fact: claim.CountAny, To: "svc", Err: "connection refused|tls handshake failed: certificate has expired", Value: 2},
		{Fact: claim.CountAny, To: "svc", Err: "timeout|connection refused", Effect: "charge|replay", Value: 1},
		{Fact: claim.CountAny, To: "svc", Value: 6},
		{Fact: claim.CountAny, To: "svc", Effect: "charge|double", Value: 2}, // an alternative matches whole names only
	}
	for _, c := range cases {
		if f := charges(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value--
		if f := charges(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}
