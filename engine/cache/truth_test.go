package cache

import (
	"net/url"
	"strings"
	"testing"
)

// Issue 25, point 8: the jitter-spread challenge passed with
// jitter=1000000, ten thousand times the TTL: a key then lives up to a
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
