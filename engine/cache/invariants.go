package cache

import (
	"fmt"
	"strconv"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// invariants are what every run keeps, whatever its values and faults
// (lab.Lab.Invariants; the soak checks them on every run it draws): each
// read in exactly one of fresh hit, waiting and stale, and answered or
// failed; no more source calls than reads; each strategy's row the same in
// both tables, and the same as its messages when the replay shows it; the
// models' loads adding up to their requests.
func invariants(res *lab.Result) []string {
	sum, ok := res.Summary.(*Summary)
	if !ok {
		return []string{"the summary is not the cache's"}
	}
	requests, _ := strconv.Atoi(res.Params["requests"])
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	faulted := res.Params["faults"] != ""
	for i, r := range sum.rows() {
		if r.Hits+r.Waiting+r.Stale != requests {
			bad("%s: %d fresh hits + %d waiting + %d stale ≠ %d reads", r.Name, r.Hits, r.Waiting, r.Stale, requests)
		}
		if r.SourceCalls > requests || r.Failed > r.Waiting || r.FailedCalls > r.SourceCalls {
			bad("%s: %d source calls (%d failed) for %d reads, %d failed reads of %d waiting", r.Name, r.SourceCalls, r.FailedCalls, requests, r.Failed, r.Waiting)
		}
		if !faulted && (r.Failed > 0 || r.FailedCalls > 0) {
			bad("%s: %d reads and %d source calls failed without a fault", r.Name, r.Failed, r.FailedCalls)
		}
		if (r.Name == stratPlain || r.Name == stratXFetch) && r.SourceCalls != r.Waiting {
			bad("%s: %d source calls, %d waiting reads: each waiting read calls the source itself", r.Name, r.SourceCalls, r.Waiting)
		}
		if want := map[bool]int{true: r.Waiting}[r.Name == stratSharedLock]; r.StoreRoundTrips != want {
			bad("%s: %d store round trips, want %d", r.Name, r.StoreRoundTrips, want)
		}
		if r.SourceCalls > 0 && r.Overlapping >= r.SourceCalls {
			bad("%s: %d of %d source calls overlap another", r.Name, r.Overlapping, r.SourceCalls)
		}
		out = append(out, tableRow(res, i, r)...)
	}
	if res.TraceDropped == 0 {
		for _, st := range replayed(paramsOf(res)) {
			out = append(out, traced(res.Trace, sum.Row(st), requests)...)
		}
	}
	return append(out, modelInvariants(res, sum)...)
}

// paramsOf is just enough of the run's parameters to name what it replayed.
func paramsOf(res *lab.Result) *Params { return &Params{Strategy: res.Params["strategy"]} }

// tableRow: the strategy's cells in the lesson's table (its first three
// rows) and in the table beyond it say the summary's numbers.
func tableRow(res *lab.Result, i int, r StampedeRow) []string {
	var out []string
	cols := []struct {
		id string
		n  int
	}{{"source_calls", r.SourceCalls}, {"waiting", r.Waiting}, {"stale", r.Stale}, {"hits", r.Hits},
		{"overlapping_calls", r.Overlapping}, {"store_round_trips", r.StoreRoundTrips}}
	for _, c := range cols {
		col, n := c.id, c.n
		ref := "stampede_beyond/" + strconv.Itoa(i+1) + "/" + col
		if got, ok := res.Cell(ref); !ok || got != count(n) {
			out = append(out, fmt.Sprintf("%s: %s holds %q, the summary %d", r.Name, ref, got.EN, n))
		}
		if i < lessonStrategies && col != "hits" && col != "overlapping_calls" && col != "store_round_trips" {
			ref := "stampede/" + strconv.Itoa(i+1) + "/" + col
			if got, ok := res.Cell(ref); !ok || got != count(n) { // the lesson's digits grouped as everywhere
				out = append(out, fmt.Sprintf("%s: %s holds %q, the summary %d", r.Name, ref, got.EN, n))
			}
		}
	}
	if got, ok := res.Cell("stampede_beyond/" + strconv.Itoa(i+1) + "/errors"); ok && got != count(r.Failed) {
		out = append(out, fmt.Sprintf("%s: the errors cell holds %q, the summary %d", r.Name, got.EN, r.Failed))
	}
	return out
}

// traced: a replayed strategy's messages are its row — every read once,
// answered (200) or failed (502), each outcome counted in its column; every
// source call, failed call, duplicate and lock attempt.
func traced(trace []netsim.Message, r StampedeRow, requests int) []string {
	reads, source, store := sceneID(r.Name, nodeIDReaders), sceneID(r.Name, nodeIDSource), sceneID(r.Name, nodeIDStore)
	var n, hits, stale, failed, calls, unanswered, dup, locks int
	for _, m := range trace {
		switch {
		case m.From == reads:
			n++
			switch {
			case m.Status == 502 && m.Effect == outFailed:
				failed++
			case m.Status != 200:
				return []string{fmt.Sprintf("%s: a read ended with %d %q", r.Name, m.Status, m.Err)}
			case m.Effect == outHit:
				hits++
			case m.Effect == outStale:
				stale++
			}
		case m.To == source:
			calls++
			if m.Status == 0 {
				unanswered++
			}
			if m.Effect == effDuplicate {
				dup++
			}
		case m.To == store:
			locks++
		}
	}
	got := [8]int{n, hits, stale, failed, calls, unanswered, dup, locks}
	want := [8]int{requests, r.Hits, r.Stale, r.Failed, r.SourceCalls, r.FailedCalls, r.Overlapping, r.StoreRoundTrips}
	if got != want {
		return []string{fmt.Sprintf("%s: the trace's reads, hits, stale, failed, calls, failed calls, duplicates, locks %v; the row %v", r.Name, got, want)}
	}
	return nil
}

// modelInvariants: the parts computed by a model add up — each copies
// row's loads and the near cache's round trips to the requests, the
// expiry steps' misses to the keys, the keys moved to at most the keys.
func modelInvariants(res *lab.Result, sum *Summary) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	reads, _ := strconv.Atoi(res.Params["reads"])
	keys, _ := strconv.Atoi(res.Params["keys"])
	for _, r := range sum.Partitions {
		if sumOf(r.Load) != reads || r.MaxPct != maxPct(r.Load, reads) {
			bad("%d copies: loads %v (max %d%%) for %d requests", r.Copies, r.Load, r.MaxPct, reads)
		}
	}
	nc := sum.NearCache
	if nc.RoundTrips != reads || sumOf(nc.Load) != reads || sumOf(nc.LoadNear) != nc.RoundTripsNear ||
		nc.RoundTripsNear > nc.RoundTrips || nc.HotTripsNear > nc.HotRoundTrips || nc.HotRoundTrips > reads {
		bad("near cache %+v for %d requests", nc, reads)
	}
	for _, r := range sum.Expiry {
		n := 0
		for _, s := range r.steps {
			n += s.Misses
		}
		if n != keys || len(r.steps) != r.ExpirySteps {
			bad("%s TTL: %d misses over %d steps for %d keys", r.Name, n, len(r.steps), keys)
		}
	}
	if sum.Expiry[0].ExpirySteps != 1 {
		bad("a fixed TTL expires in %d steps", sum.Expiry[0].ExpirySteps)
	}
	for _, m := range sum.Rehash.Methods {
		if m.Moved > keys {
			bad("%s moves %d of %d keys", m.Name, m.Moved, keys)
		}
	}
	return out
}
