package cache

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/param"
)

// The metrics at the lesson's values are the lesson's numbers (plain is the
// strategy followed by default).
func TestMetricsAtTheLessonsValues(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab, "")
	want := map[string]float64{
		"source_calls": 100, "waiting_reads": 100, "stale_reads": 0, "longest_wait_ms": 30,
		"max_misses_step": 11, "longest_ttl_steps": 139, "hottest_partition_pct": 34.1, "copy_writes": 8,
		"shared_cache_round_trips": 49, "keys_moved_pct": 82, "fault_count": 0,
		"fewer_copies_best_pct": 35, // 3, 5, 6 copies: below 8, none does better than 35 %
	}
	if len(res.Metrics) != len(want) || len(Lab.Metrics) != len(want) {
		t.Fatalf("metrics %v, want %v", res.Metrics, want)
	}
	for id, w := range want {
		if got := res.Metrics[id]; got != w {
			t.Errorf("%s = %v, want %v", id, got, w)
		}
	}
	for _, m := range Lab.Metrics {
		if m.Label.TR == "" || m.Label.EN == "" || m.Help.TR == "" || m.Help.EN == "" || m.Better == "" {
			t.Errorf("%s: label, help or direction missing", m.ID)
		}
	}
}

// The strategy knob picks the row the stampede metrics read.
func TestMetricsFollowTheChosenStrategy(t *testing.T) {
	for _, c := range []struct {
		q                                string
		calls, waiting, stale, longestMS float64
	}{
		{"strategy=singleflight", 1, 100, 0, 30},
		{"strategy=swr", 1, 0, 100, 0},
		{"strategy=shared_lock&instances=4&rtt=20ms", 1, 100, 0, 50},
		{"strategy=xfetch_sf&rate=1000", 1, 0, 0, 0},
		{"strategy=xfetch&rate=10000", 95, 95, 0, 30},
	} {
		res, _ := labtest.Run[*Summary](t, Lab, c.q)
		m := res.Metrics
		if m["source_calls"] != c.calls || m["waiting_reads"] != c.waiting || m["stale_reads"] != c.stale || m["longest_wait_ms"] != c.longestMS {
			t.Errorf("%s: %v, want calls %v waiting %v stale %v longest %v", c.q, m, c.calls, c.waiting, c.stale, c.longestMS)
		}
	}
	// The largest listed copy count, whatever the order.
	res, _ := labtest.Run[*Summary](t, Lab, "copies=8,1,4")
	if res.Metrics["copy_writes"] != 8 || res.Metrics["hottest_partition_pct"] != 34.1 {
		t.Errorf("copies=8,1,4: %v", res.Metrics)
	}
	res, _ = labtest.Run[*Summary](t, Lab, "hashing=jump")
	if res.Metrics["keys_moved_pct"] != 22.5 {
		t.Errorf("jump moves %v%% of the keys, want 22.5 (45 of 200)", res.Metrics["keys_moved_pct"])
	}
}

// Every challenge asks something: the lesson's values (with its fixed
// knobs) fail a check, the reference solution passes them all, and the
// solution only sets the knobs the learner may change.
func TestChallengesFailAtTheLessonsValuesAndPassWithTheirSolutions(t *testing.T) {
	if len(Lab.Challenges) < 4 {
		t.Fatalf("%d challenges, want at least 4", len(Lab.Challenges))
	}
	ids := map[string]bool{}
	for i, c := range Lab.Challenges {
		if ids[c.ID] {
			t.Errorf("challenge %s twice", c.ID)
		}
		ids[c.ID] = true
		if i > 0 && c.Level < Lab.Challenges[i-1].Level {
			t.Errorf("%s: level %d after %d, want easy to hard", c.ID, c.Level, Lab.Challenges[i-1].Level)
		}
		for _, txt := range []string{c.Title.TR, c.Title.EN, c.Task.TR, c.Task.EN, c.Hint.TR, c.Hint.EN} {
			if txt == "" {
				t.Errorf("%s: a text is missing", c.ID)
			}
		}
		if c.Predict != "" && Lab.Metric(c.Predict) == nil {
			t.Errorf("%s: predicts unknown metric %s", c.ID, c.Predict)
		}
		for _, ch := range c.Checks {
			if Lab.Metric(ch.Metric) == nil {
				t.Errorf("%s: check on unknown metric %s", c.ID, ch.Metric)
			}
		}
		sol, err := url.ParseQuery(c.Solution)
		if err != nil {
			t.Fatal(err)
		}
		for k := range sol {
			if !slices.Contains(c.Knobs, k) {
				t.Errorf("%s: solution sets %s, which the learner may not change", c.ID, k)
			}
		}
		fixed, _ := url.ParseQuery(c.Fixed)
		for k := range fixed {
			if slices.Contains(c.Knobs, k) {
				t.Errorf("%s: %s is both fixed and a knob", c.ID, k)
			}
		}
		if _, pass := grade(t, c, fixed); pass {
			t.Errorf("%s passes at the lesson's values", c.ID)
		}
		for k, v := range sol {
			fixed[k] = v
		}
		if verdicts, pass := grade(t, c, fixed); !pass {
			t.Errorf("%s: the solution fails: %+v", c.ID, verdicts)
		}
	}
}

func grade(t *testing.T, c lab.Challenge, q url.Values) ([]lab.Verdict, bool) {
	t.Helper()
	res, err := Lab.Run(q, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", c.ID, q.Encode(), err)
	}
	return lab.Grade(res, c.Checks)
}

// The challenges' numbers are the runs': 21 is the fewest copies that bring
// the hottest partition under 30 %, and lock-free XFetch cannot pass the
// early-refresh challenge for any β.
func TestChallengeNumbersHold(t *testing.T) {
	for c := 1; c <= 21; c++ {
		res, _ := labtest.Run[*Summary](t, Lab, "copies="+strconv.Itoa(c))
		if under := res.Metrics["hottest_partition_pct"] < 30; under != (c == 21) {
			t.Errorf("copies=%d: hottest partition %.1f%%", c, res.Metrics["hottest_partition_pct"])
		}
	}
	ch := Lab.Challenge("xfetch-early-refresh")
	for beta := 0.0; beta <= 10; beta += 0.25 {
		q := url.Values{"rate": {"1000"}, "strategy": {stratXFetch}, "beta": {param.FormatFloat(beta)}}
		if _, pass := grade(t, *ch, q); pass {
			t.Errorf("lock-free XFetch passes the early-refresh challenge at β=%v", beta)
		}
	}
	res, _ := labtest.Run[*Summary](t, Lab, "jitter=40")
	if res.Metrics["max_misses_step"] != 11 {
		t.Errorf("the jitter challenge's lesson value: %v misses, want 11", res.Metrics["max_misses_step"])
	}
}

// Ready sweeps vary a numeric knob within its bounds against declared metrics.
func TestSweepsAreWellFormed(t *testing.T) {
	if n := len(Lab.Sweeps); n < 2 || n > 3 {
		t.Fatalf("%d sweeps, want 2 or 3", n)
	}
	spec := Lab.New().Spec()
	for _, s := range Lab.Sweeps {
		f := spec.Field(s.Knob)
		if f == nil || !f.Numeric() {
			t.Errorf("%s: knob %s is not numeric", s.ID, s.Knob)
			continue
		}
		if s.Label.TR == "" || s.Label.EN == "" || s.Steps < 2 || s.Steps > 200 {
			t.Errorf("%s: label or steps wrong", s.ID)
		}
		for _, m := range s.Metrics {
			if Lab.Metric(m) == nil {
				t.Errorf("%s: unknown metric %s", s.ID, m)
			}
		}
		for _, v := range []string{s.From, s.To} {
			q, _ := url.ParseQuery(s.Params)
			q.Set(s.Knob, v)
			if _, err := Lab.Run(q, nil); err != nil {
				t.Errorf("%s: %s=%s: %v", s.ID, s.Knob, v, err)
			}
		}
	}
}

// The sweeps show the trade-offs: the rate sweep's source calls grow with
// rate × latency until every read after the expiry misses; more partitions
// leave an unsplit hot key's partition with at least its 60 %.
func TestSweepsShowTheTradeOffs(t *testing.T) {
	calls := func(rate int) float64 {
		res, _ := labtest.Run[*Summary](t, Lab, "requests=1000&rate="+strconv.Itoa(rate))
		return res.Metrics["source_calls"]
	}
	if a, b, c := calls(100), calls(1000), calls(100000); a != 3 || b != 30 || c != 500 {
		t.Errorf("source calls at 100, 1000, 100000 reads/s: %v %v %v; want 3, 30, 500", a, b, c)
	}
	for _, n := range []int{1, 2, 4, 8, 16, 64} {
		res, _ := labtest.Run[*Summary](t, Lab, "copies=1&partitions="+strconv.Itoa(n))
		if got := res.Metrics["hottest_partition_pct"]; got < 60 {
			t.Errorf("partitions=%d: the hot key's partition takes %v%%, want at least 60", n, got)
		}
	}
}

// Every metric is finite on odd corners of the bounds.
func TestMetricsAreFiniteEverywhere(t *testing.T) {
	for _, q := range readingGrid {
		res, _ := labtest.Run[*Summary](t, Lab, q)
		for id, v := range res.Metrics {
			if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
				t.Errorf("%s: %s = %v", q, id, v)
			}
		}
	}
}

// Lock-free XFetch (the paper's version) can make more
// source calls than no mitigation — at 10000 reads/s, 95 against plain's 50,
// and β 1 → 5 raises them to 99 — because every read that draws "recompute"
// calls the source and nothing stops the next one while a load is in
// flight. XFetch + single-flight refreshes once; at 1000 reads/s, where a
// read comes a load's time before the expiry, nobody waits.
func TestXFetchWithSingleFlightRefreshesOnce(t *testing.T) {
	_, s := labtest.Run[*Summary](t, Lab, "rate=10000")
	plain, xf, xfsf := s.Row(stratPlain), s.Row(stratXFetch), s.Row(stratXFetchSF)
	if plain.SourceCalls != 50 || xf.SourceCalls != 95 || xf.Overlapping != 94 {
		t.Errorf("10000/s: plain %d calls, lock-free XFetch %d (%d overlapping); want 50, 95 (94)", plain.SourceCalls, xf.SourceCalls, xf.Overlapping)
	}
	if xfsf.SourceCalls != 1 || xfsf.Overlapping != 0 {
		t.Errorf("10000/s: XFetch + single-flight %d calls, %d overlapping; want 1, 0", xfsf.SourceCalls, xfsf.Overlapping)
	}
	_, s5 := labtest.Run[*Summary](t, Lab, "rate=10000&beta=5")
	if got := s5.Row(stratXFetch).SourceCalls; got != 99 {
		t.Errorf("10000/s, β=5: lock-free XFetch %d calls, want 99", got)
	}
	if got := s5.Row(stratXFetchSF).SourceCalls; got != 1 {
		t.Errorf("10000/s, β=5: XFetch + single-flight %d calls, want 1", got)
	}
	_, s = labtest.Run[*Summary](t, Lab, "rate=1000")
	xf, xfsf = s.Row(stratXFetch), s.Row(stratXFetchSF)
	if xf.SourceCalls != 10 || xf.Waiting != 10 {
		t.Errorf("1000/s: lock-free XFetch %+v, want 10 calls, 10 waiting", xf)
	}
	if xfsf.SourceCalls != 1 || xfsf.Waiting != 0 || xfsf.Stale != 0 || xfsf.LongestMS != 0 {
		t.Errorf("1000/s: XFetch + single-flight %+v, want 1 call, nobody waiting, nothing stale", xfsf)
	}
	if first := xfsf.calls[0]; first+30*time.Millisecond > 50*time.Millisecond {
		t.Errorf("1000/s: the refresh began at %v, want a load's time before the expiry at 50ms", first)
	}
	// With 4 instances each has its own flight table: at most 4 refreshes.
	_, s = labtest.Run[*Summary](t, Lab, "rate=1000&instances=4")
	if got := s.Row(stratXFetchSF); got.SourceCalls > 4 || got.Waiting != 0 {
		t.Errorf("1000/s, 4 instances: XFetch + single-flight %+v, want at most 4 calls and nobody waiting", got)
	}
}
