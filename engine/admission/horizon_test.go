package admission

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
	"playground/engine/sim"
)

func linesEN(s lab.Section) string {
	var out []string
	for _, l := range s.Lines {
		out = append(out, l.EN)
	}
	return strings.Join(out, "\n")
}

// A stall of a day on the bounded server: the run stops at its horizon
// (twice the lesson's 1.5 s without faults, plus 1 s) with the 4 attempts
// the server admitted still waiting. They are an outcome of their own
// ("no answer by the end"), so the attempts still add up (10 = 6 rejected
// + 4 open); their latencies were never measured ("—", not 0 ms); the
// lesson's line is not printed as the lesson's output; Little's law is
// not claimed for a mode whose admitted attempts have no wait yet. The
// unbounded mode, which no fault touched, finished: its sentence stays
// true, and the bounded mode says only that it did not finish.
func TestAStallOfADayStopsTheRunWithTheAttemptsStillWaitingInAColumnOfTheirOwn(t *testing.T) {
	res := checked(t, "faults=stall:bounded.server@100ms+23h")
	s := res.Summary.(*Summary)
	b := mode(s, modeBounded)
	if h := 4000400 * time.Microsecond; !res.Cut || res.Horizon != h || b.Stopped != h.Seconds() {
		t.Fatalf("cut %v at %v, bounded stopped at %v s; want cut at %v", res.Cut, res.Horizon, b.Stopped, h)
	}
	if b.Sent != 10 || b.Rejected != 6 || b.Open != 4 || b.Unfinished != 4 || b.Completed != 0 || b.Little != nil {
		t.Errorf("bounded %+v: want 10 sent = 6 rejected + 4 open, 4 requests unfinished, no Little", b)
	}
	if u := mode(s, modeUnbounded); u.Stopped != 0 || u.Open != 0 || u.Completed != 10 || u.Little == nil {
		t.Errorf("unbounded %+v: the mode no fault touched finished", u)
	}
	lesson := labtest.Section(t, res, "lesson")
	if lesson.Lesson || res.MatchesLesson || res.LessonText(i18n.EN) != "" || !lesson.Title.Equal(tLessonCut) {
		t.Errorf("a run stopped at its horizon prints its lines as the lesson's: %+v", lesson)
	}
	if got := lesson.Lines[1]; got.EN != "bounded:   6×(503, 0), 4× no answer by the end" || got.TR != "denetimli:  6×(503, 0), 4× sona dek yanıtsız" {
		t.Errorf("bounded line %q / %q", got.EN, got.TR)
	}
	if want := "The faults stretched the run and it was stopped at its horizon, 4 s;"; !strings.HasPrefix(lesson.Lines[2].EN, want) {
		t.Errorf("%q", lesson.Lines[2].EN)
	}
	for col, want := range map[string]string{"sent": "10", "503": "6", "open": "4", "unfinished": "4", "p50": "—", "p99": "—", "max": "—"} {
		if got := outcome(t, res, 1, col).EN; got != want {
			t.Errorf("bounded %s = %q, want %q", col, got, want)
		}
	}
	if got := outcome(t, res, 0, "p99").EN; got != "1500.2" {
		t.Errorf("unbounded p99 %q", got)
	}
	if l := linesEN(labtest.Section(t, res, "little")); !strings.Contains(l, "bounded: not measured (—)") || !strings.Contains(l, "unbounded: L = 6,") {
		t.Errorf("little:\n%s", l)
	}
	if got := linesEN(labtest.Section(t, res, "groups")); !strings.Contains(got, "No answer by the end:") {
		t.Errorf("groups lines %q", got)
	}
	stop, ok := said(res, claimStopped)
	if !ok {
		t.Fatal("the reading does not say the bounded mode did not finish")
	}
	if want := "The bounded mode did not finish: when the run was stopped at its horizon, 4 s, 4 of its attempts still waited for an answer. The tables count them apart and show what was measured by then."; stop.Text.EN != want {
		t.Errorf("%q", stop.Text.EN)
	}
	if want := "Denetimli kip bitmedi: çalıştırma süre sınırında, 4 s'de durdurulduğunda bu kipin 4 denemesi hâlâ yanıt bekliyordu. Tablolar bunları ayrı sayar ve o ana dek ölçüleni gösterir."; stop.Text.TR != want {
		t.Errorf("%q", stop.Text.TR)
	}
	if u, ok := said(res, claimUnbounded); !ok || u.Text.EN != "Unbounded, the server accepted all 10 requests; the slowest answer took 1.5 s." {
		t.Errorf("unbounded sentence %v", u.Text.EN)
	}
	for _, id := range []string{claimSame, claimNoneAway, claimShed, claimSooner, claimLittle, claimLittleBounds} {
		if _, ok := said(res, id); ok {
			t.Errorf("the %s sentence speaks of a mode that did not finish", id)
		}
	}
	if m := res.Metrics; m["rejected_pct"] != 60 || m["goodput_pct"] != 0 || m["p99_ms"] != 0 || m["unbounded_p99_ms"] != 1500.2 {
		t.Errorf("metrics %v", m)
	}
	// The replay ends the bounded mode at the horizon, not at its last
	// answer, and says why.
	var stopped bool
	for _, sp := range res.Spans {
		if sp.State == modeBounded+".stopped" && sp.From == res.Horizon {
			stopped = true
		}
	}
	if !stopped {
		t.Errorf("phases %+v: no bounded mode stopped at the horizon", res.Spans)
	}
	checkScene(t, "stall of a day", res)
}

// The soak's first cut run: a Poisson stream whose bounded server a stall
// of 37 s held when the run stopped at 29.9 s. Its 10 attempts still
// waiting were in no column ("95 attempts ≠ 52 answered 200 + 30 rejected
// + 0 dropped + 3 failed"); they are now in their own.
func TestEveryAttemptOfARunStoppedAtItsHorizonIsInOneColumn(t *testing.T) {
	res := checked(t, "arrivals=poisson&faults=stall:bounded.server@8.3042s+37.105s,kill:bounded.server@12.8836s,delay:bounded.client>bounded.server@12.9254s+5.0281s,stall:unbounded.server@18.7119s+2.0375s&slice=35s")
	b := mode(res.Summary.(*Summary), modeBounded)
	if b.Sent != 95 || b.Completed != 52 || b.Rejected != 30 || b.Failed != 3 || b.Open != 10 || b.Unfinished != 10 {
		t.Errorf("bounded %+v", b)
	}
	open := 0
	for _, m := range res.Trace {
		if m.To == nodesOf(modeBounded).server && m.Err == netsim.ErrRunEnded.Error() {
			open++
			if m.Received != res.Horizon {
				t.Errorf("an attempt left open ended at %v, not at the horizon %v", m.Received, res.Horizon)
			}
		}
	}
	if open != 10 {
		t.Errorf("the record holds %d attempts with no answer before the run's end, want 10", open)
	}
}

// A retry due after the horizon is never sent: its request is unfinished
// though none of its attempts waits. A 5.5 s delay on the bounded link
// brings the 503s back at 5.5 s, the retries would leave at 6.5 s, past
// the horizon (5.6 s without faults' twice 2.3 s, plus 1 s).
func TestARetryDueAfterTheHorizonLeavesItsRequestUnfinished(t *testing.T) {
	res := checked(t, "client=retry_after&attempts=3&faults=delay:bounded.client>bounded.server@0s+5.5s")
	b := mode(res.Summary.(*Summary), modeBounded)
	if b.Sent != 10 || b.Rejected != 6 || b.Open != 4 || b.Unfinished != 10 || b.Exhausted != 0 || b.Requests != 10 {
		t.Errorf("bounded %+v: want 6 rejected, 4 open, every request unfinished", b)
	}
	if got := outcome(t, res, 1, "unfinished").EN; got != "10" {
		t.Errorf("unfinished cell %q", got)
	}
	stop, ok := said(res, claimStopped)
	if !ok || !strings.Contains(stop.Text.EN, "4 of its attempts still waited for an answer, and 6 requests' retries were not yet sent.") ||
		!strings.Contains(stop.Text.TR, "bu kipin 4 denemesi hâlâ yanıt bekliyordu ve 6 isteğin yeniden denemesi henüz gönderilmemişti.") {
		t.Errorf("%q / %q", stop.Text.EN, stop.Text.TR)
	}
	if _, ok := said(res, claimRetries); ok {
		t.Error("a load still growing when the run stopped is given a factor")
	}
}

// The jobs a kill took from the server are no work left: a stall holds
// every request until 3.9 s, the server starts two 300 ms jobs then, and a
// kill at 3.95 s ends them and resets their callers. Their finishing
// events, due past the 4 s horizon, no longer stop the run there as if
// work were left.
func TestTheJobsAKillEndedLeaveNoWorkPastTheHorizon(t *testing.T) {
	res := checked(t, "faults=stall:bounded.server@0s+3.9s,kill:bounded.server@3.95s")
	b := mode(res.Summary.(*Summary), modeBounded)
	if res.Cut || b.Stopped != 0 || b.Open != 0 || b.Rejected+b.Failed != 10 {
		t.Errorf("cut %v; bounded %+v", res.Cut, b)
	}
}

// No run reaches its horizon unless a fault stretched it: at the lab's
// extremes, faults that change nothing — a restart of the running bounded
// server, and a stall long after the run's end, which gives the run its
// horizon — leave a run that ends before its horizon with the tables and
// metrics of the run without them. The sets are the largest that may
// carry faults (maxFaultedAttempts); one too large to be run twice (its
// run without faults past lab.ProbeEvents) is refused before it starts,
// and reaches no horizon either.
func TestNoRunWithoutFaultsReachesItsHorizonAtTheLabsExtremes(t *testing.T) {
	extremes := []string{
		"",
		"requests=12000&concurrency=10000&queue=1000000&work=1m",
		"requests=1000&concurrency=1&work=1m&queue=0",
		"requests=1200&client=backoff&attempts=10&retry_after=1m&queue=0",
		"requests=3000&client=immediate&attempts=4&work=1ms&slice=1ms",
		"arrivals=poisson&rate=1&duration=3h&work_dist=exp&deadline=1ms",
		"arrivals=poisson&rate=0.01&duration=1ms",
		"arrivals=poisson&rate=5000&duration=2s&concurrency=10000&limit=gradient2",
		"arrivals=poisson&rate=100&duration=60s&work=10s&concurrency=10&limit=aimd&target=1h&patience=24h&discipline=lifo",
		"arrivals=poisson&rate=10&duration=60s&critical=1&reserve=3&concurrency=5&client=retry_after&attempts=10&retry_after=1m",
	}
	if testing.Short() {
		extremes = extremes[:1]
	}
	ran := 0
	for _, q := range extremes {
		base, err := url.ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := Lab.Run(base, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		base.Set("faults", "restart:bounded.server@0s,stall:bounded.server@23h59m+1s")
		res, err := Lab.Run(base, nil)
		if errors.Is(err, sim.ErrEventCap) && plain.Stats.Events > lab.ProbeEvents {
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		ran++
		if res.Cut || res.Horizon == 0 {
			t.Errorf("%s: cut %v at horizon %v", q, res.Cut, res.Horizon)
		}
		if !labtest.SameRun(plain, res) {
			t.Errorf("%s: faults that change nothing changed the tables or the metrics", q)
		}
	}
	if !testing.Short() && ran < 8 {
		t.Errorf("only %d of the extremes ran with faults", ran)
	}
}
