package cache

import (
	"net/url"
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// The jitter-spread challenge once passed with jitter=1000000, ten thousand times the TTL: a key then lives up to a
// million steps. The goal bounds the longest TTL the jitter gives (250
// steps, 2.5 times the TTL), so only a spread that keeps values fresh
// passes.
func TestJitterSpreadFailsWithAJitterFarBeyondTheTTL(t *testing.T) {
	c := Lab.Challenge("jitter-spread")
	res, v, pass, err := Lab.Attempt(c, url.Values{"jitter": {"1000000"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if pass || res.Metrics["longest_ttl_steps"] < 1000 || res.Metrics["max_misses_step"] > 5 {
		t.Errorf("jitter=1000000: pass %v, %+v", pass, v)
	}
	if _, _, pass, _ := Lab.Attempt(c, url.Values{"jitter": {"150"}}, nil); !pass {
		t.Error("the solution fails")
	}
	// The longest TTL is the last expiry step: TTL + the largest offset.
	_, s := run(t, query("jitter=40"))
	if got := s.Expiry[1].LongestTTL; got != 139 {
		t.Errorf("longest TTL %d, want 100 + 39", got)
	}
}

// A per-load figure uses the run's own counts: at a million reads a second
// the reading said "≈ 30000 reads per load" of a run of 10 000 reads (rate ×
// latency). It counts the reads that came during the first early call now.
func TestTheReadsPerCallAreTheRunsOwn(t *testing.T) {
	res, _, p := runResult(t, query("rate=1000000&requests=10000"))
	var race string
	for _, r := range res.Reading {
		if strings.Contains(r.EN, "Lock-free XFetch") {
			race = r.EN
		}
	}
	if race == "" || strings.Contains(race, "30,000") || strings.Contains(race, "30000") ||
		!strings.Contains(race, "here 10,000 reads came while the first call ran") || p.Requests != 10000 {
		t.Errorf("%q", race)
	}
}

// sentence is the run's reading with id, or nil.
func sentence(res *lab.Result, id string) *lab.Sentence {
	for i := range res.Reading {
		if res.Reading[i].ID == id {
			return &res.Reading[i]
		}
	}
	return nil
}

// With β = 0 no read recomputes early: lock-free XFetch's calls are plain's
// misses after the expiry. The reading used to explain them as XFetch's
// race ("the first early call takes 30 ms …") though no call was early.
func TestLockFreeXFetchIsNotSaidToRaceWhenNoReadRecomputedEarly(t *testing.T) {
	res, s := labtest.Run[*Summary](t, Lab, "rate=1000&beta=0")
	if xf := s.Row(stratXFetch); xf.Overlapping == 0 || xf.calls[0] < s.Row(stratPlain).calls[0] {
		t.Fatalf("XFetch at β = 0: %+v", xf)
	}
	if r := sentence(res, readXFetchRace); r != nil {
		t.Errorf("said: %s", r.EN)
	}
	if r := sentence(res, readXFetchSFLate); r == nil || !strings.Contains(r.EN, "no read drew \"recompute\" before the expiry") {
		t.Errorf("the single-flight form's sentence: %v", r)
	}
	res, _ = labtest.Run[*Summary](t, Lab, "rate=1000")
	if sentence(res, readXFetchRace) == nil {
		t.Error("at β = 1 the race is not explained")
	}
}

// "A source call that takes 30 ms lets rate × latency ≈ 30 reads miss"
// is not said when a fault made plain's calls take longer (or fail): the
// latency is then not what a call took.
func TestRateTimesLatencyIsNotSaidWhenAFaultChangedWhatACallTook(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab, "rate=1000")
	if sentence(res, readWindow) == nil {
		t.Fatal("not said without a fault")
	}
	for _, q := range []string{"rate=1000&faults=delay:plain.app-1>plain.source@50ms+1ms", "rate=1000&faults=stall:plain.source@60ms+2ms"} {
		res, _ := labtest.Run[*Summary](t, Lab, q)
		if r := sentence(res, readWindow); r != nil {
			t.Errorf("%s: said %s", q, r.EN)
		}
	}
}
