package admission

import (
	"net/url"
	"strings"
	"testing"

	fact "playground/engine/claim"
	"playground/engine/lab"
	"playground/engine/oracle"
)

// checked runs q with its whole message record and fails on any claim the
// oracle does not bear out or any invariant the run breaks.
func checked(t *testing.T, q string) *lab.Result {
	t.Helper()
	v, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Lab.Run(v, gridEnv())
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	for _, f := range oracle.New(res, nil).Check() {
		t.Errorf("%s: %v", q, f)
	}
	for _, what := range Lab.Invariants(res) {
		t.Errorf("%s: %s", q, what)
	}
	return res
}

// said returns the run's sentence with id, if it has one.
func said(res *lab.Result, id string) (lab.Sentence, bool) {
	for _, s := range res.Reading {
		if s.ID == id {
			return s, true
		}
	}
	return lab.Sentence{}, false
}

func claimOf(s lab.Sentence, f fact.Fact, status int) (fact.Claim, bool) {
	for _, c := range s.Claims {
		if c.Fact == f && c.Status == status {
			return c, true
		}
	}
	return fact.Claim{}, false
}

// A delay on the bounded link made every 503 take 1 s: the reading said
// they were "rejected at once". A rejection is said to come at once only
// when the 503s took the network's two hops and no more, and the sentence
// claims the 503s' longest wait either way.
func TestARejectionAFaultHeldIsNotSaidToComeAtOnce(t *testing.T) {
	res := checked(t, "faults=delay:bounded.client>bounded.server@0s+1s")
	shed, ok := said(res, claimShed)
	if !ok {
		t.Fatal("the reading says nothing of the 503s")
	}
	if !strings.Contains(shed.EN, "6 of 10 attempts got a 503, but not at once: the slowest came back after 1 s") ||
		!strings.Contains(shed.TR, "10 denemeden 6'sı 503 aldı, ama hemen değil: en yavaşı 1 s sonra döndü") {
		t.Errorf("%s / %s", shed.EN, shed.TR)
	}
	if c, ok := claimOf(shed, fact.MaxWait, statusShed); !ok || c.Value != 1000.2 || c.Op != "" {
		t.Errorf("the 503s' longest wait is not claimed as 1000.2 ms: %+v", shed.Claims)
	}
	for _, s := range res.Reading {
		if strings.Contains(s.EN, "at once with") || strings.Contains(s.TR, "bekletilmeden") {
			t.Errorf("said at once: %s", s.EN)
		}
	}
	// At the lesson's values the 503s do come at once, and the claim says
	// how fast that is.
	shed, _ = said(checked(t, ""), claimShed)
	if c, ok := claimOf(shed, fact.MaxWait, statusShed); !strings.Contains(shed.EN, "rejected at once") || !ok || c.Op != fact.AtMost || c.Value != 0.2 {
		t.Errorf("lesson: %s %+v", shed.EN, shed.Claims)
	}
}

// Retrying clients, the bounded server killed at 900 ms: the 6 retries
// were refused and 6 of 10 requests got no answer, yet the reading said
// the bounded mode's wait was "2.5 times shorter". A comparison of waits
// says how many answers each side counts, claims that no attempt went
// unanswered, and is not made when one did — nor when a fault acted on
// either mode (a fault's share in a wait is no mechanism's).
func TestAComparisonOfWaitsSaysHowManyItComparesAndCountsNoUnansweredRequest(t *testing.T) {
	for _, q := range []string{
		"client=retry_after&faults=kill:bounded.server@900ms",
		"faults=kill:unbounded.server@1s",
		"faults=stall:unbounded.server@100ms+2s",
		"faults=stall:bounded.server@100ms+1s",
	} {
		res := checked(t, q)
		for _, id := range []string{claimSooner, claimLater} {
			if s, ok := said(res, id); ok {
				t.Errorf("%s: %s", q, s.EN)
			}
		}
	}
	sooner, ok := said(checked(t, ""), claimSooner)
	if !ok || !strings.Contains(sooner.EN, "of the 10 requests answered 200 unbounded, the slowest took 1.5 s; of the 4 requests answered 200 bounded, 600.2 ms, 2.5 times shorter") {
		t.Fatalf("lesson: %s", sooner.EN)
	}
	unanswered := 0
	for _, c := range sooner.Claims {
		if c.Fact == fact.Count && c.Outcome == fact.Unanswered && c.Value == 0 {
			unanswered++
		}
	}
	if unanswered != 2 {
		t.Errorf("the comparison does not claim that both modes answered every attempt: %+v", sooner.Claims)
	}
}

// A kill of the bounded server at 100 ms cut off every job it held; the
// reading said "bounding the jobs held bounded the time each was held". It
// says so only of runs no fault acted on; Little's law itself still holds
// of the jobs the kill cut off, and is said.
func TestAKillThatCutEveryJobOffIsNotCreditedToBounding(t *testing.T) {
	for _, q := range []string{"faults=kill:bounded.server@100ms", "faults=kill:unbounded.server@600ms", "faults=kill:bounded.server@500ms,restart:bounded.server@1s"} {
		res := checked(t, q)
		if s, ok := said(res, claimLittleBounds); ok {
			t.Errorf("%s: %s", q, s.EN)
		}
		if _, ok := said(res, claimLittle); !ok {
			t.Errorf("%s: Little's law not said", q)
		}
	}
	if _, ok := said(checked(t, ""), claimLittleBounds); !ok {
		t.Error("lesson: the bound on the time held is not said")
	}
}

// Retries "multiplied the load reaching the bounded server by 1.6" counted
// attempts a kill's refusal kept from it. The load reaching the server is
// the attempts its handler had: a drop's losses are not among them (108
// sent, 32 lost on the way, 76 reached it).
func TestRetriesCountOnlyTheAttemptsThatReachedTheServer(t *testing.T) {
	q := "requests=40&client=retry_after&attempts=5&faults=drop:bounded.client>bounded.server@1.9s+200ms"
	res := checked(t, q)
	s := res.Summary.(*Summary)
	b, bs := s.Modes[1], s.stats[1]
	if b.Failed == 0 || bs.arrivals >= b.Sent {
		t.Fatalf("%s: the drop lost nothing (%d sent, %d reached)", q, b.Sent, bs.arrivals)
	}
	r, ok := said(res, claimRetries)
	if !ok {
		t.Fatalf("%s: no retries sentence", q)
	}
	reached := -1
	for _, c := range r.Claims {
		if c.Fact == fact.Count && c.Outcome == fact.Served {
			reached = int(c.Value)
		}
	}
	if reached != bs.arrivals || !strings.Contains(r.EN, "76 attempts reached it for 40 requests") {
		t.Errorf("%s: %s claims %+v, %d reached the server", q, r.EN, r.Claims, bs.arrivals)
	}
}

// An answer a stall held past the client's patience reached the client
// late: the "late" the lab declares on it is the client's, not what it
// would have been without the stall.
func TestAnAnswerAStallHeldPastThePatienceIsDeclaredLate(t *testing.T) {
	res := checked(t, "patience=1s&faults=stall:bounded.server@100ms+2s")
	b := res.Summary.(*Summary).Modes[1]
	late := 0
	for _, m := range res.Trace {
		if m.To == nodesOf(modeBounded).server && m.Status == statusOK && m.Effect == effectLate {
			late++
		}
	}
	if b.Late == 0 || late != b.Late {
		t.Errorf("%d answers declared late, %d late", late, b.Late)
	}
}

// Every attempt ends in exactly one outcome column, under faults too: an
// attempt a fault left unanswered has the 000 column in both tables, and
// a table that does not add up is caught.
func TestEveryAttemptEndsInExactlyOneOutcomeColumn(t *testing.T) {
	q := "critical=0.5&requests=20&faults=kill:bounded.server@350ms,restart:bounded.server@400ms,drop:unbounded.client>unbounded.server@0s+1ms"
	res := checked(t, q)
	for _, id := range []string{"outcomes", "classes"} {
		found := false
		for _, sec := range res.Sections {
			if sec.ID == id && sec.Table != nil {
				for _, c := range sec.Table.Columns {
					found = found || c.ID == "000"
				}
			}
		}
		if !found {
			t.Errorf("the %s table has no 000 column", id)
		}
	}
	for _, sec := range res.Sections {
		if sec.ID == "classes" {
			sec.Table.Rows[0][2].EN += "1" // one attempt more than its outcomes
		}
	}
	if what := Lab.Invariants(res); len(what) != 1 || !strings.Contains(what[0], "classes row 1") {
		t.Errorf("a classes row that does not add up: %v", what)
	}
}

// A kill 150 µs in cut off the 503s on their way back: no status reached
// their clients, so the message record cannot tell them from the attempts
// the server admitted, and Little's law, claimed over the admitted ones,
// is not said (the section still shows the lab's figures).
func TestA503AKillCutOffOnItsWayBackLeavesLittlesLawUnsaid(t *testing.T) {
	res := checked(t, "faults=kill:bounded.server@150µs")
	if s := res.Summary.(*Summary).stats[1]; s.cutShed != 6 {
		t.Errorf("%d 503s cut off, want 6", s.cutShed)
	}
	if s, ok := said(res, claimLittle); ok {
		t.Errorf("said: %s", s.EN)
	}
}
