package oracle

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// waitsRun is a raw run of a server that queues and sheds: two jobs held
// (30 ms and 50 ms), a 503 at once, a retry held 20 ms and answered late,
// and a call refused.
func waitsRun(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Trace: []netsim.Message{
			{From: "cl", To: "srv", Sent: 0, Received: 30 * msec, Status: 200, Served: true, Attempt: 1},
			{From: "cl", To: "srv", Sent: 0, Received: 50 * msec, Status: 200, Served: true, Attempt: 1, Effect: "queued"},
			{From: "cl", To: "srv", Sent: 0, Received: 2 * msec, Status: 503, Served: true, Attempt: 1, Effect: "shed"},
			{From: "cl", To: "srv", Sent: 40 * msec, Received: 60 * msec, Status: 200, Served: true, Attempt: 2, Effect: "late"},
			{From: "cl", To: "srv", Sent: 70 * msec, Received: 70 * msec, Err: "connection refused", Attempt: 1},
		},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// Each wait fact, plain and Except, is derived from the raw run, and a
// claim that misstates it by one is caught.
func TestTheWaitFactsAreDerivedFromTheTraceAndAClaimOffByOneIsCaught(t *testing.T) {
	all := claim.Claim{To: "srv"}
	held := claim.Claim{To: "srv", Outcome: claim.Served, Status: 503} // Except: the jobs the handler kept
	win := func(c claim.Claim) claim.Claim { c.Since, c.Until = 0, 100*msec; return c }
	with := func(c claim.Claim, f claim.Fact, v float64) claim.Claim { c.Fact, c.Value = f, v; return c }
	cases := []claim.Claim{
		with(all, claim.MeanWait, (30+50+2+20+0)/5.0),
		with(all, claim.LastAnswer, 70),
		with(win(all), claim.Rate, 50),                     // 5 messages in 0.1 s
		with(win(all), claim.InFlight, (30+50+2+20)/100.0), // ms under way ÷ the window's 100 ms
		with(all, claim.MinAttempt, 1),
		with(all, claim.MaxAttempt, 2),
		with(held, claim.Except(claim.Count), 3),
		with(held, claim.Except(claim.MeanWait), (30+50+20)/3.0),
		with(held, claim.Except(claim.MaxWait), 50),
		with(held, claim.Except(claim.MinWait), 20),
		with(win(held), claim.Except(claim.Rate), 30),
		with(win(held), claim.Except(claim.InFlight), 1),
		with(held, claim.Except(claim.LastAnswer), 60),
		with(held, claim.Except(claim.MaxAttempt), 2),
		with(held, claim.Except(claim.FirstSent), 0),
		with(held, claim.Except(claim.LastSent), 40),
		with(claim.Claim{To: "srv", Outcome: claim.OK, Effect: "late"}, claim.Except(claim.Count), 2),
		// Status and Effect together pick what is left out: the queued 200 alone.
		with(claim.Claim{To: "srv", Status: 200, Effect: "queued"}, claim.Except(claim.Count), 4),
	}
	for _, c := range cases {
		if f := waitsRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := waitsRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}

// A part of the window a message spent under way outside it does not count:
// the average under way is over the window alone.
func TestInFlightCountsOnlyTheTimeInsideTheWindow(t *testing.T) {
	c := claim.Claim{Fact: claim.InFlight, To: "srv", Since: 0, Until: 40 * msec, Value: (30 + 40 + 2) / 40.0}
	if f := waitsRun(c).Check(); len(f) != 0 {
		t.Error(f)
	}
}

// What cannot be measured says why: a rate without a closed window, an
// Except that leaves nothing out, a maximum over no message, a cut trace.
func TestAWaitFactThatCannotBeMeasuredSaysWhy(t *testing.T) {
	for _, c := range []claim.Claim{
		{Fact: claim.Rate, To: "srv", Since: 10 * msec},
		{Fact: claim.Except(claim.Count), To: "srv"},
		{Fact: claim.MeanWait, To: "nobody"},
	} {
		if f := waitsRun(c).Check(); len(f) != 1 || f[0].Why == "" {
			t.Errorf("%v: %v", c, f)
		}
	}
	o := waitsRun(claim.Claim{Fact: claim.MeanWait, To: "srv", Value: 20.4})
	o.Res.TraceDropped = 1
	if f := o.Check(); len(f) != 1 || f[0].Why == "" {
		t.Errorf("a cut trace: %v", f)
	}
}
