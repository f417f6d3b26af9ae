package sidecar

import (
	"slices"
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/oracle"
	"playground/engine/why"
)

// chainOf is the chain of event id in res, its steps' ids and kinds.
func chainOf(t *testing.T, res *lab.Result, id string) (ids, kinds []string) {
	t.Helper()
	chain, ok := why.Chain(res, id)
	if !ok {
		t.Fatalf("the run has no event %s", id)
	}
	for _, s := range chain {
		ids, kinds = append(ids, s.ID), append(kinds, s.Kind)
	}
	return ids, kinds
}

// message is the trace's message of id.
func message(t *testing.T, res *lab.Result, id string) int {
	t.Helper()
	for i, m := range res.Trace {
		if m.ID == id {
			return i
		}
	}
	t.Fatalf("no message %s", id)
	return -1
}

// The lesson's second charge is the sidecar's second try of the payment,
// and its chain tells the lesson: the first try was charged but answered
// 503, the sidecar, which sees only the status, sent the same POST again,
// and the fee service charged it again.
func TestTheLessonsSecondChargeFollowsTheRetryOfAPaymentThatWentThroughBehindA503(t *testing.T) {
	res, _ := run(t, "")
	key := why.Key(Lab, res)
	if key != "m13" {
		t.Fatalf("key outcome %q, want the lesson's second charge m13", key)
	}
	ids, kinds := chainOf(t, res, key)
	if want := []string{"start", "payment", kindRetry, "payment_" + why.KindRetry}; !slices.Equal(kinds, want) {
		t.Fatalf("chain %v kinds %v, want %v", ids, kinds, want)
	}
	first, second := res.Trace[message(t, res, ids[1])], res.Trace[message(t, res, ids[3])]
	if first.From != addrSidecar || first.Path != payPath || first.Status != 503 || first.Effect != effCharge || first.Attempt != 1 {
		t.Errorf("the first try %+v is not the sidecar's charged payment answered 503", first)
	}
	if second.From != addrSidecar || second.Status != 200 || second.Effect != effDoubleCharge || second.Attempt != 2 {
		t.Errorf("the retry %+v is not the sidecar's second charge answered 200", second)
	}
	if !slices.Equal(second.Causes, []string{ids[1], ids[2]}) {
		t.Errorf("the retry's causes %v, want the try it repeats and the retry's note %v", second.Causes, ids[1:3])
	}
	note := res.Scene.Events[eventAt(t, res, ids[2])]
	if note.Note == nil || !strings.Contains(note.Note.EN, "the try before ended with 503") || !slices.Equal(note.Causes, []string{ids[1]}) {
		t.Errorf("the retry's note %+v does not follow the 503", note)
	}
}

func eventAt(t *testing.T, res *lab.Result, id string) int {
	t.Helper()
	for i, e := range res.Scene.Events {
		if e.ID == id {
			return i
		}
	}
	t.Fatalf("no event %s", id)
	return -1
}

// With a payment slower than the timeout the retry fired because the first
// try timed out while the payment went on: that try is charged, and ended
// in a timeout.
func TestASlowPaymentsSecondChargeFollowsTheFirstTryThatTimedOutWhileThePaymentWentOn(t *testing.T) {
	res, _ := run(t, "pay_latency=600ms")
	ids, kinds := chainOf(t, res, why.Key(Lab, res))
	if want := []string{"start", "payment", kindRetry, "payment_" + why.KindRetry}; !slices.Equal(kinds, want) {
		t.Fatalf("chain %v kinds %v, want %v", ids, kinds, want)
	}
	first := res.Trace[message(t, res, ids[1])]
	if first.Err != "timeout" || !first.Served || first.Effect != effCharge {
		t.Errorf("the first try %+v did not time out while charged", first)
	}
	// The note on the second charge follows that try too.
	for _, e := range res.Scene.Events {
		if e.Kind == kindDouble && !slices.Equal(e.Causes, []string{ids[1]}) {
			t.Errorf("the second charge's note names %v, want the try it repeated %s", e.Causes, ids[1])
		}
	}
}

// The thin app's 200 for the payment comes from the sidecar's state when
// its retry was answered: the app's answer follows the charged-again
// retry, which the app never saw.
func TestTheAppsAnswerFollowsTheSidecarsLastTry(t *testing.T) {
	res, _ := run(t, "")
	var fwd string
	for _, m := range res.Trace {
		if m.Kind == kindForward && m.Path == payPath {
			fwd = m.ID
			break
		}
	}
	ids, _ := chainOf(t, res, fwd)
	if !slices.Contains(ids, why.Key(Lab, res)) {
		t.Errorf("the thin app's payment %s has chain %v, without the second charge %s", fwd, ids, why.Key(Lab, res))
	}
}

// With the lesson's crash-on-error code a timed-out payment crashes the
// sidecar, whose reset crashes the thin app, whose reset ends the
// script's call: each follows the one before.
func TestACrashFollowsTheTimeoutNothingCaughtAndTheResetsFollowTheCrash(t *testing.T) {
	res, _ := run(t, "on_error=crash&pay_latency=600ms&fixes=none")
	var last string
	for _, m := range res.Trace {
		if m.From == addrMeasure && m.Effect == effCrash && m.To == addrThin {
			last = m.ID
		}
	}
	ids, kinds := chainOf(t, res, last)
	want := []string{"start", "payment", kindCrash, kindForward, kindCrash, kindRequest}
	if !slices.Equal(kinds, want) {
		t.Fatalf("chain %v kinds %v, want %v", ids, kinds, want)
	}
	crash := res.Scene.Events[eventAt(t, res, ids[2])]
	if crash.Node != addrSidecar || crash.State != stateDead {
		t.Errorf("the first crash %+v is not the sidecar's", crash)
	}
	if got := why.Key(Lab, res); got != "" {
		t.Errorf("a run with no second charge has key outcome %s", got)
	}
	if id, _ := why.Outcome(Lab, res, kindCrash); id == "" {
		t.Error("the crash outcome finds no crash")
	}
}

// A failed handshake follows the fee service's start with its expired
// certificate.
func TestATLSFailureFollowsTheFeeServicesCertificate(t *testing.T) {
	res, _ := run(t, "cert=expired")
	m := res.Trace[0]
	if !strings.Contains(m.Err, "certificate has expired") {
		t.Fatalf("first message %+v did not fail its handshake", m)
	}
	ids, kinds := chainOf(t, res, m.ID)
	if !slices.Equal(kinds, []string{"start", kindListen, kindRead}) || res.Scene.Events[eventAt(t, res, ids[1])].Node != addrFee {
		t.Errorf("chain %v kinds %v", ids, kinds)
	}
}

// The oracle confirms every link of runs beyond the presets: crashes,
// bad certificates, the fixes under load, a budget, faults that kill and
// restart the layers.
func TestTheOracleConfirmsTheSidecarsLinksInRunsWithCrashesCertificatesFixesAndFaults(t *testing.T) {
	for _, q := range []string{
		"on_error=crash&pay_latency=600ms",
		"on_error=crash&faults=kill:127.0.0.1:8751@4300us",
		"on_error=crash&faults=kill:127.0.0.1:8754@4300us",
		"cert=wronghost", "cert=expired&fixes=none",
		"idempotency_key=true&pay_latency=600ms", "load=5&fixes=method,idempotency&pay_latency=600ms",
		"load=20&read_fails=40&budget=20",
		"faults=kill:127.0.0.1:8754@4ms,restart:127.0.0.1:8754@5ms",
		"faults=stall:127.0.0.1:8751@3ms+500ms&idempotency_key=true",
	} {
		res, _ := run(t, q)
		for _, bad := range oracle.Causes(res) {
			t.Errorf("%s: %s", q, bad)
		}
	}
}
