//go:build !js

package cache

import (
	"fmt"
	"strconv"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// The soak and the tests check the invariants natively; the browser never
// does, so its build leaves them out (lab.Lab.Invariants stays nil there).
func init() { Lab.Invariants = invariants }

// invariants are what every run keeps, whatever its values and faults
// (lab.Lab.Invariants; the soak checks them on every run it draws): each
// read in exactly one of fresh hit, waiting and stale, and answered,
// failed or still waiting when the run's horizon stopped it (a run is cut
// exactly when a row still waited then, and its time is "—"); no more
// source calls than reads; each strategy's row the same in both tables,
// and the same as its messages when the replay shows it; the models' loads
// adding up to their requests.
func invariants(res *lab.Result) []string {
	sum, ok := res.Summary.(*Summary)
	if !ok {
		return []string{"the summary is not the cache's"}
	}
	requests, _ := strconv.Atoi(res.Params["requests"])
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	faulted := res.Params["faults"] != ""
	cut := false
	for i, r := range sum.rows() {
		cut = cut || r.cut()
		if r.Hits+r.Waiting+r.Stale != requests {
			bad("%s: %d fresh hits + %d waiting + %d stale ≠ %d reads", r.Name, r.Hits, r.Waiting, r.Stale, requests)
		}
		if r.SourceCalls > requests || r.Failed+r.Unanswered > r.Waiting || r.FailedCalls+r.UnansweredCalls > r.SourceCalls {
			bad("%s: %d source calls (%d failed, %d open at the end) for %d reads, %d failed and %d unanswered reads of %d waiting",
				r.Name, r.SourceCalls, r.FailedCalls, r.UnansweredCalls, requests, r.Failed, r.Unanswered, r.Waiting)
		}
		if !faulted && (r.Failed > 0 || r.FailedCalls > 0 || r.cut()) {
			bad("%s: %d reads and %d source calls failed, %d and %d had no answer, without a fault", r.Name, r.Failed, r.FailedCalls, r.Unanswered, r.UnansweredCalls)
		}
		// A row the learner's code decided keeps what every row keeps, not
		// what its strategy's logic does.
		if r.Name != ownRow(sum) {
			if (r.Name == stratPlain || r.Name == stratXFetch) && r.SourceCalls != r.Waiting {
				bad("%s: %d source calls, %d waiting reads: each waiting read calls the source itself", r.Name, r.SourceCalls, r.Waiting)
			}
			if want := map[bool]int{true: r.Waiting}[r.Name == stratSharedLock]; r.StoreRoundTrips != want {
				bad("%s: %d store round trips, want %d", r.Name, r.StoreRoundTrips, want)
			}
		} else if r.StoreRoundTrips > r.Waiting {
			bad("%s: %d store round trips for %d waiting reads", r.Name, r.StoreRoundTrips, r.Waiting)
		}
		if r.SourceCalls > 0 && r.Overlapping >= r.SourceCalls {
			bad("%s: %d of %d source calls overlap another", r.Name, r.Overlapping, r.SourceCalls)
		}
		out = append(out, tableRow(res, i, r)...)
	}
	if cut != res.Cut { // the horizon stopped the run exactly when a row still waited
		bad("the run was cut %v, yet a row still waited at its end: %v", res.Cut, cut)
	}
	if res.TraceDropped == 0 {
		for _, st := range replayed(paramsOf(res)) {
			out = append(out, traced(res.Trace, sum.Row(st), requests)...)
		}
	}
	return append(out, modelInvariants(res, sum)...)
}

// ownRow is the strategy whose row the learner's code decided otherwise
// than the strategy does, "" when none.
func ownRow(sum *Summary) string {
	if sum.own {
		return sum.Strategy
	}
	return ""
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
		if got, ok := res.Cell(ref); !ok || !got.Equal(count(n)) {
			out = append(out, fmt.Sprintf("%s: %s holds %q, the summary %d", r.Name, ref, got.EN, n))
		}
		if i < lessonStrategies && col != "hits" && col != "overlapping_calls" && col != "store_round_trips" {
			ref := "stampede/" + strconv.Itoa(i+1) + "/" + col
			if got, ok := res.Cell(ref); !ok || !got.Equal(count(n)) { // the lesson's digits grouped as everywhere
				out = append(out, fmt.Sprintf("%s: %s holds %q, the summary %d", r.Name, ref, got.EN, n))
			}
		}
	}
	if got, ok := res.Cell("stampede_beyond/" + strconv.Itoa(i+1) + "/errors"); ok && !got.Equal(count(r.Failed)) {
		out = append(out, fmt.Sprintf("%s: the errors cell holds %q, the summary %d", r.Name, got.EN, r.Failed))
	}
	if got, ok := res.Cell("stampede_beyond/" + strconv.Itoa(i+1) + "/unanswered"); !ok && r.Unanswered > 0 || ok && !got.Equal(count(r.Unanswered)) {
		out = append(out, fmt.Sprintf("%s: the still-waiting cell holds %q (there: %v), the summary %d", r.Name, got.EN, ok, r.Unanswered))
	}
	// A time is shown only when measured: every read answered.
	refs := []string{"stampede_beyond/" + strconv.Itoa(i+1) + "/time"}
	if i < lessonStrategies {
		refs = append(refs, "stampede/"+strconv.Itoa(i+1)+"/time")
	}
	for _, ref := range refs {
		if got, _ := res.Cell(ref); got.Equal(notMeasured) != (r.Unanswered > 0) {
			out = append(out, fmt.Sprintf("%s: %s holds %q with %d reads unanswered", r.Name, ref, got.EN, r.Unanswered))
		}
	}
	return out
}

// traced: a replayed strategy's messages are its row — every read once,
// answered (200), failed (502) or still open at the run's end, each
// outcome counted in its column; every source call, failed call, call
// still open at the end, duplicate and lock attempt.
func traced(trace []netsim.Message, r StampedeRow, requests int) []string {
	reads, source, store := sceneID(r.Name, nodeIDReaders), sceneID(r.Name, nodeIDSource), sceneID(r.Name, nodeIDStore)
	var n, hits, stale, failed, open, calls, unanswered, openCalls, dup, locks int
	for _, m := range trace {
		switch {
		case m.From == reads:
			n++
			switch {
			case m.Status == 502 && m.Effect == outFailed:
				failed++
			case m.Status == 0 && m.Err == errRunEnded && m.Effect != outHit && m.Effect != outStale:
				open++
			case m.Status != 200:
				return []string{fmt.Sprintf("%s: a read ended with %d %q", r.Name, m.Status, m.Err)}
			case m.Effect == outHit:
				hits++
			case m.Effect == outStale:
				stale++
			}
		case m.To == source:
			calls++
			switch {
			case m.Err == errRunEnded:
				openCalls++
			case m.Status == 0:
				unanswered++
			}
			if m.Effect == effDuplicate {
				dup++
			}
		case m.To == store:
			locks++
		}
	}
	got := [10]int{n, hits, stale, failed, open, calls, unanswered, openCalls, dup, locks}
	want := [10]int{requests, r.Hits, r.Stale, r.Failed, r.Unanswered, r.SourceCalls, r.FailedCalls, r.UnansweredCalls, r.Overlapping, r.StoreRoundTrips}
	if got != want {
		return []string{fmt.Sprintf("%s: the trace's reads, hits, stale, failed, open, calls, failed calls, open calls, duplicates, locks %v; the row %v", r.Name, got, want)}
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
