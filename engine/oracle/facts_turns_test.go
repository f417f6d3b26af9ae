package oracle

import (
	"strings"
	"testing"
	"time"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// turnRun is a caller's six calls to /kitap, three of a static path, then
// a resolution, then three of a registry path. The static path's third call
// and the registry path's first are both refused at 20 ms: only the order
// of sends tells them apart. The trace lists calls in completion order, the
// registry path's refused call before the static path's.
func turnRun(claims ...claim.Claim) *Run {
	call := func(step int, to string, sent, got time.Duration, status int, err string) netsim.Message {
		return netsim.Message{From: "olc", To: to, Path: "/kitap/978-0", Sent: sent * msec, Received: got * msec,
			Status: status, Err: err, Served: status != 0, SentStep: step}
	}
	res := &lab.Result{Trace: []netsim.Message{
		call(1, "a", 0, 10, 200, ""),
		call(2, "b", 10, 20, 200, ""),
		call(5, "c", 20, 20, 0, "connection refused"),
		call(3, "c", 20, 20, 0, "connection refused"),
		{From: "olc", To: "reg", Path: "/cozumle/katalog", Sent: 20 * msec, Received: 20 * msec, Err: "connection refused", SentStep: 4},
		call(6, "a", 20, 30, 200, ""),
		call(7, "b", 30, 40, 503, ""),
	}, Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)}}
	return New(res, nil)
}

// A caller's calls by their turn: the registry path's calls are the 4th
// to the 6th, whatever the trace's order and the instants they share; a
// claim off by one is caught.
func TestTurnsNameACallersCallsInTheOrderItSentThem(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "1-3", Value: 3},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "4-", Value: 3},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "1-3", Err: "connection refused", Value: 1},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "4-6", Err: "connection refused", Value: 1},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "4-6", Status: 200, Value: 1},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "4-6", To: "b", Status: 503, Value: 1},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "3-3", Since: 20 * msec, Value: 1},
		{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "5-9", Value: 2},
		{Fact: claim.TurnCount, From: "olc", Path: "/cozumle", Ref: "1-", Value: 1},
	}
	for _, c := range cases {
		if f := turnRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := turnRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}

func TestATurnRangeIsReadOrSaidUnreadable(t *testing.T) {
	for _, ref := range []string{"", "0-2", "3-2", "x-", "4"} {
		f := turnRun(claim.Claim{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: ref}).Check()
		if len(f) != 1 || !strings.Contains(f[0].Why, "turns are") {
			t.Errorf("%q: %v", ref, f)
		}
	}
	o := turnRun(claim.Claim{Fact: claim.TurnCount, From: "olc", Path: "/kitap", Ref: "1-", Value: 6})
	o.Res.TraceDropped = 1
	if f := o.Check(); len(f) != 1 || !strings.Contains(f[0].Why, "cut short") {
		t.Errorf("%v", f)
	}
}
