package cache

import (
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
)

// A stall of 23 hours on plain's source is a stall to the run's end: the
// model computes nothing past the horizon (no sim's clock goes beyond it),
// the lesson's table shows plain's time as not measured and says why, the
// reads still waiting and the calls still open are in the trace as the
// run's end left them, and the stall is told as outlasting the run.
func TestAStallOfADayOnTheSourceIsAStallToTheRunsEnd(t *testing.T) {
	res, s := labtest.Run[*Summary](t, Lab, "faults=stall:plain.source@0s+23h")
	// The near cache's last read comes at 999 ms: the longest sim.
	if h := 2998 * time.Millisecond; !res.Cut || res.Horizon != h {
		t.Fatalf("cut %v at %v; want cut at %v (twice the run's 999 ms, plus 1 s)", res.Cut, res.Horizon, h)
	}
	if res.Stats.VirtualTime > time.Duration(res.Stats.Sims)*res.Horizon {
		t.Errorf("the sims ran %v of virtual time in all, past %d horizons", res.Stats.VirtualTime, res.Stats.Sims)
	}
	plain := s.Row(stratPlain)
	if plain.SourceCalls != 100 || plain.Waiting != 100 || plain.Unanswered != 100 || plain.UnansweredCalls != 100 || plain.end != res.Horizon {
		t.Errorf("plain %+v", plain)
	}
	if sf := s.Row(stratSingleFlight); sf.cut() || sf.DurationMS != 30 {
		t.Errorf("single-flight, unfaulted: %+v", sf)
	}
	if got, _ := res.Cell("stampede/1/time"); !got.Equal(notMeasured) {
		t.Errorf("plain's time~ in the lesson's table: %q", got.EN)
	}
	if got, _ := res.Cell("stampede_beyond/1/unanswered"); got.EN != "100" {
		t.Errorf("plain's reads still waiting: %q", got.EN)
	}
	lesson := res.LessonText(i18n.EN)
	if !strings.Contains(lesson, "Plain: time~ not measured (—): the run was stopped at its horizon, 3 s, while 100 reads still waited for an answer") {
		t.Errorf("the lesson's table does not say why plain's time is missing:\n%s", lesson)
	}
	if res.MatchesLesson {
		t.Error("a cut run said to match the lesson")
	}
	open := 0
	for _, m := range res.Trace {
		if m.Err == netsim.ErrRunEnded.Error() {
			open++
			if m.Received != res.Horizon || m.Status != 0 {
				t.Errorf("an open call recorded as %+v", m)
			}
		}
	}
	if open != 200 {
		t.Errorf("%d reads and calls open at the run's end, want 100 + 100", open)
	}
	said := map[string]string{}
	for _, r := range res.Reading {
		said[r.ID] = r.EN
	}
	if got := said[readCut]; got != "Plain: when the run was stopped at its horizon, 3 s, 100 reads still waited for an answer, and 100 calls to the source had none yet." {
		t.Errorf("cut: %q", got)
	}
	if got := said["fault_stall"]; !strings.Contains(got, "was still stalled when the run ended at 3 s (the stall was to last 23 h): 100 requests went to it meanwhile, and none was answered") {
		t.Errorf("stall: %q", got)
	}
}

// A long stall on the followed strategy: its metrics are defined (the
// longest wait counts the reads still waiting up to the horizon, the least
// they waited), and the strategy's sentence says they still waited rather
// than naming a longest wait.
func TestACutRowsLongestWaitIsTheLeastItWaitedAndIsNotSaidAsMeasured(t *testing.T) {
	res, s := labtest.Run[*Summary](t, Lab, "strategy=singleflight&faults=drop:singleflight.app-1>singleflight.source@0s+1h")
	sf := s.Row(stratSingleFlight)
	if !sf.cut() || sf.Unanswered != 100 || res.Metrics["longest_wait_ms"] != 2998 || res.Metrics["waiting_reads"] != 100 {
		t.Fatalf("single-flight %+v, metrics %v", sf, res.Metrics)
	}
	r := sentence(res, readStrategy)
	if r == nil || strings.Contains(r.EN, "longest wait") ||
		!strings.HasSuffix(r.EN, "0 stale answers; 100 reads still waited for an answer when the run was stopped at its horizon, 3 s.") {
		t.Errorf("strategy: %v", r)
	}
}

// A background refresh the horizon cut off leaves no read waiting:
// stale-while-revalidate answered them all stale, and its time is
// measured; the sentence says only the call had no answer.
func TestARefreshCutOffInTheBackgroundLeavesNoReadWaiting(t *testing.T) {
	res, s := labtest.Run[*Summary](t, Lab, "strategy=swr&faults=stall:swr.source@0s+1h")
	swr := s.Row(stratSWR)
	if swr.Unanswered != 0 || swr.UnansweredCalls != 1 || swr.Stale != 100 || !res.Cut {
		t.Fatalf("swr %+v", swr)
	}
	if got, _ := res.Cell("stampede/3/time"); got.EN != "0 ms" {
		t.Errorf("swr's time~: %q", got.EN)
	}
	if r := sentence(res, readCut); r == nil || r.EN != "Stale-while-revalidate: when the run was stopped at its horizon, 3 s, 1 call to the source had no answer yet; no read was still waiting." {
		t.Errorf("cut: %v", r)
	}
}

// A stall that begins while the source works on a call holds the answer
// it writes until the stall ends, as a network's stalled node does.
func TestAStallThatBeginsWhileTheSourceWorksHoldsItsAnswer(t *testing.T) {
	_, s := labtest.Run[*Summary](t, Lab, "faults=stall:plain.source@10ms+50ms")
	if plain := s.Row(stratPlain); plain.longest != 60*time.Millisecond || plain.Failed != 0 {
		t.Errorf("plain %+v: want every call answered when the stall ends at 60 ms", plain)
	}
}

// A kill while a stall holds a call resets it: the source never had it
// (not served), and every read waiting on it gets the error.
func TestAKillWhileAStallHoldsACallResetsItUnserved(t *testing.T) {
	res, s := labtest.Run[*Summary](t, Lab, "faults=stall:plain.source@0s+100ms,kill:plain.source@50ms")
	if plain := s.Row(stratPlain); plain.FailedCalls != 100 || plain.Failed != 100 || plain.longest != 50*time.Millisecond {
		t.Errorf("plain %+v", plain)
	}
	for _, m := range res.Trace {
		if m.To == sceneID(stratPlain, nodeIDSource) && (m.Err != errReset || m.Served) {
			t.Fatalf("a held call ended %+v", m)
		}
	}
}

// The source's lives are the faults' (a kill of a running source, a
// restart of a dead one), declared for the fault sentences and the oracle:
// a stall that begins while the source is down and a restart comes within
// it holds the source from its return — the run said "was not running;
// the stall changed nothing" and the oracle counted the return.
func TestTheSourcesLivesAreItsFaults(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab,
		"latency=9.37s&faults=kill:singleflight.source@3.7342s,stall:singleflight.source@8.6099s+4.5927s,kill:singleflight.source@8.6964s,restart:singleflight.source@8.8924s")
	node := sceneID(stratSingleFlight, nodeIDSource)
	want := []netsim.Life{{T: 3734200 * time.Microsecond, Node: node, Fault: true}, {T: 8892400 * time.Microsecond, Node: node, Alive: true, Fault: true}}
	if len(res.Lives) != 2 || res.Lives[0] != want[0] || res.Lives[1] != want[1] {
		t.Errorf("lives %+v", res.Lives)
	}
	r := sentence(res, "fault_stall")
	if r == nil || !strings.Contains(r.EN, "was not running when the stall began at 8.61 s; it started again at 8.89 s") {
		t.Errorf("stall: %v", r)
	}
}

// No run without faults reaches its horizon: at each knob's extremes, a
// fault that changes nothing (a restart of a running source) gives the run
// a horizon, and the run ends before it with the same tables.
func TestNoRunWithoutFaultsReachesItsHorizon(t *testing.T) {
	extremes := []string{
		"requests=10000&latency=10s&rate=3",
		"requests=10000&latency=10s&rate=1000000&strategy=xfetch&beta=10",
		"requests=10000&latency=10s&instances=64&strategy=shared_lock&rtt=1s",
		"requests=1&latency=0s&rtt=0s&near=0s",
		"rate=1&requests=3600&strategy=xfetch_sf&beta=10&latency=10s",
		"reads=200000&rate=56&near=1h&instances=64",
		"strategy=swr&latency=10s&rate=1&requests=2",
	}
	for _, q := range extremes {
		plain, err := Lab.Run(query(q), nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		ps, err := Lab.Decode(query(q))
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range replayed(ps.(*Params)) {
			src := sceneID(st, nodeIDSource)
			noop := q + "&faults=restart:" + src + "@0s,stall:" + src + "@23h%2B1s" // a stall gives the run a horizon
			res, err := Lab.Run(query(noop), nil)
			if err != nil {
				t.Fatalf("%s: %v", noop, err)
			}
			if res.Horizon == 0 || res.Cut {
				t.Errorf("%s: horizon %v, cut %v", noop, res.Horizon, res.Cut)
			}
			for i := range res.Sections {
				if a, b := res.Sections[i].Table, plain.Sections[i].Table; a != nil && a.Text(i18n.EN) != b.Text(i18n.EN) {
					t.Errorf("%s: section %s differs from the run without faults", noop, res.Sections[i].ID)
				}
			}
		}
	}
}
