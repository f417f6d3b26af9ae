package admission

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/oracle"
	"playground/engine/why"
)

// steps is the chain of the event id, failing the test when there is none.
func steps(t *testing.T, res *lab.Result, id string) []why.Step {
	t.Helper()
	chain, ok := why.Chain(res, id)
	if !ok {
		t.Fatalf("no event %s", id)
	}
	return chain
}

func stateOf(res *lab.Result, id string) string {
	for _, e := range res.Scene.Events {
		if e.ID == id {
			return fmt.Sprintf("%s %s %v", e.Node, e.State, e.Counters["in_flight"])
		}
	}
	return ""
}

// The lesson's first 503 is told from the start: the bounded server was
// idle, took a first and a second job (its two workers), filled (its
// queue holding two more), then the fifth curl was turned away at once.
func TestTheFirst503OfTheLessonFollowsTheBoundedServerFillingUp(t *testing.T) {
	res, _ := run(t, "")
	id := why.Key(Lab, res)
	m := res.Trace[slices.IndexFunc(res.Trace, func(m netsim.Message) bool { return m.ID == id })]
	if m.Status != statusShed || m.Effect != effectShed || m.To != "bounded.server" || m.Kind != kindRequest {
		t.Fatalf("key outcome %s is %+v, want the bounded server's first 503", id, m)
	}
	chain := steps(t, res, id)
	var got []string
	for _, s := range chain {
		switch {
		case s.Kind == why.KindState:
			got = append(got, stateOf(res, s.ID))
		default:
			got = append(got, s.Kind)
		}
	}
	want := []string{
		"start",
		"bounded.server idle 0",
		"bounded.server working 1",
		"bounded.server working 2",
		"bounded.server full 2",
		kindQueueing,
		kindRequest,
	}
	if !slices.Equal(got, want) {
		t.Fatalf("chain %v, want %v", got, want)
	}
	last := chain[len(chain)-1].Text
	if !strings.Contains(last.In(i18n.EN), "503") || !strings.Contains(last.In(i18n.TR), "hemen geri çevrildi") {
		t.Errorf("the 503's step says %q / %q", last.EN, last.TR)
	}
	if !strings.Contains(chain[4].Text.TR, "dolu: yenisi 503 alır (işlenen 2, kabul sınırı 4)") {
		t.Errorf("the full state's step says %q", chain[4].Text.TR)
	}
}

// The unbounded mode's long wait (1,5 s, the lesson's last pair) names
// the eight jobs answered ahead of it, two every 300 ms.
func TestTheUnboundedLongWaitNamesTheEightJobsAheadOfIt(t *testing.T) {
	res, _ := run(t, "")
	id, ok := why.Outcome(Lab, res, kindLongWait)
	if !ok || id == "" {
		t.Fatal("no long wait in the lesson's run")
	}
	chain := steps(t, res, id)
	var answered []string
	for _, s := range chain[1 : len(chain)-2] {
		if s.Kind != kindRequest || s.Node != "unbounded.client" {
			t.Fatalf("step %+v is not a request of the unbounded mode", s)
		}
		answered = append(answered, fmt.Sprint(s.T.Milliseconds()))
	}
	want := []string{"300", "300", "600", "600", "900", "900", "1200", "1200"}
	if chain[0].ID != lab.Root || !slices.Equal(answered, want) {
		t.Fatalf("jobs ahead answered at %v ms, want %v", answered, want)
	}
	waited, note := chain[len(chain)-2], chain[len(chain)-1]
	if waited.T.Milliseconds() != 1500 || note.Kind != kindLongWait || !strings.Contains(note.Text.TR, "1,5 s") {
		t.Errorf("the wait %+v, its note %+v", waited, note)
	}
}

// In a retry storm, a retry names the 503 it retries, and the state the
// retries fill the server into names their 503s: the storm's waves are
// one chain.
func TestARetryStormsRetriesNameThe503sTheyRetry(t *testing.T) {
	res, _ := run(t, "requests=40&client=retry_after&attempts=5")
	if bad := oracle.Causes(res); len(bad) > 0 {
		t.Fatalf("oracle: %v", bad)
	}
	byID := map[string]netsim.Message{}
	for _, m := range res.Trace {
		byID[m.ID] = m
	}
	retries := 0
	for _, m := range res.Trace {
		if m.Attempt < 2 {
			continue
		}
		retries++
		prev, ok := byID[m.Causes[0]]
		if !ok || prev.Status != statusShed || prev.Attempt != m.Attempt-1 || m.Sent-prev.Received != time.Second {
			t.Fatalf("%s (attempt %d, sent %v) names %+v", m.ID, m.Attempt, m.Sent, prev)
		}
	}
	refilled := 0
	for _, e := range res.Scene.Events {
		if e.Node == "bounded.server" && e.T.Round(time.Millisecond) == time.Second && slices.ContainsFunc(e.Causes, func(c string) bool { return byID[c].Status == statusShed }) {
			refilled++
		}
	}
	if retries == 0 || refilled == 0 {
		t.Errorf("%d retries, %d states refilled by retries at 1 s", retries, refilled)
	}
}

// The server's death refuses or resets the calls it held: they and the
// server's state at the kill name the fault.
func TestTheBoundedServersDeathIsTheCauseOfTheCallsItFailed(t *testing.T) {
	res, _ := run(t, "requests=40&client=backoff&attempts=5&faults=kill:bounded.server@500ms,restart:bounded.server@1s")
	failed := 0
	for _, m := range res.Trace {
		if m.Err != "" {
			failed++
			if !slices.Contains(m.Causes, "f1") {
				t.Errorf("%s failed (%s) without naming the kill: %v", m.ID, m.Err, m.Causes)
			}
		}
	}
	killed := slices.ContainsFunc(res.Scene.Events, func(e lab.SceneEvent) bool {
		return e.Node == "bounded.server" && e.Kind == "" && e.T.Milliseconds() == 500 && slices.Contains(e.Causes, "f1")
	})
	if failed == 0 || !killed {
		t.Errorf("%d failed calls; the server's own state at the kill names it: %v", failed, killed)
	}
}
