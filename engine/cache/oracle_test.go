package cache

import (
	"testing"

	"playground/engine/claim"
	"playground/engine/lab"
	"playground/engine/oracle"
)

// oracleGrid adds to the reading grid the runs whose trace a page cuts
// short (ten thousand reads) and faults on each replayed stampede.
var oracleGrid = append(append([]string{}, readingGrid...),
	"requests=10000",
	"requests=10000&rate=100000&strategy=xfetch_sf",
	"requests=10000&rate=1000000&strategy=xfetch&faults=kill:xfetch.source@2ms",
	"requests=5000&instances=4&strategy=shared_lock&faults=kill:shared_lock.source@0s",
	"rate=1000&faults=drop:plain.app-1>plain.source@40ms+30ms",
	"rate=1000&faults=delay:plain.app-1>plain.source@40ms+30ms",
	"strategy=swr&faults=kill:swr.source@0s",
	"strategy=xfetch_sf&rate=1000&faults=stall:xfetch_sf.source@0s+100ms",
	// cut at the horizon, with the trace cut short too
	"requests=10000&strategy=singleflight&faults=stall:singleflight.source@0s+1h",
	"requests=10000&strategy=shared_lock&rate=100000&faults=stall:shared_lock.source@0s+1h",
)

// Every sentence the lab prints carries claims, and the oracle — which
// reads the raw run only, with code of its own — holds each of them: with
// the whole trace (the replayed stampedes' messages), and with the trace a
// page keeps (cut short for large runs: the claims then rest on the
// tables, the series and the knobs).
func TestEverySentenceHoldsAgainstTheOracle(t *testing.T) {
	lesson, err := Lab.Run(nil, wholeTrace())
	if err != nil {
		t.Fatal(err)
	}
	cut, seen := 0, map[string]bool{}
	for _, q := range oracleGrid {
		for _, env := range []*lab.Env{wholeTrace(), {}} {
			res, err := Lab.Run(query(q), env)
			if err != nil {
				t.Fatalf("%q: %v", q, err)
			}
			if res.TraceDropped > 0 {
				cut++
			}
			for _, r := range res.Reading {
				seen[r.ID] = true
			}
			for _, f := range oracle.New(res, lesson).Check() {
				t.Errorf("%q (trace cut: %v): %v", q, res.TraceDropped > 0, f)
			}
			for _, what := range Lab.Invariants(res) {
				t.Errorf("%q: invariant: %s", q, what)
			}
		}
	}
	if cut == 0 {
		t.Error("no run of the grid had its trace cut short")
	}
	for id := range claims { // every kind of sentence the lab says
		if !seen[id] {
			t.Errorf("no run of the grid said a %s sentence", id)
		}
	}
}

// A sentence's claims are about this run: the oracle catches a claim whose
// value the run does not bear out, in each kind of evidence the lab uses
// (messages, table cells, series, knobs, the lesson's lines; a share's
// window is tried in the oracle's own tests).
func TestTheOracleCatchesAClaimThatMisstatesTheRun(t *testing.T) {
	res, err := Lab.Run(query("hashing=jump&strategy=xfetch_sf&rate=1000&instances=2"), wholeTrace())
	if err != nil {
		t.Fatal(err)
	}
	facts := map[claim.Fact]bool{}
	for i := range res.Reading {
		for j := range res.Reading[i].Claims {
			c := &res.Reading[i].Claims[j]
			if facts[c.Fact] || c.Op != "" {
				continue
			}
			facts[c.Fact] = true
			c.Value++
			if f := oracle.New(res, nil).Check(); len(f) != 1 {
				t.Errorf("%v off by one: %d findings", *c, len(f))
			}
			c.Value--
		}
	}
	for _, want := range []claim.Fact{claim.Count, claim.FirstSent, claim.MaxWait, claim.Cell, claim.SeriesSum,
		claim.SeriesPoints, claim.SeriesMax, claim.Knob, claim.LineNumber} {
		if !facts[want] {
			t.Errorf("no sentence of the run claims a %s", want)
		}
	}
}
