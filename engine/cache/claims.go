package cache

import (
	"slices"
	"strconv"
	"time"

	"playground/engine/claim"
)

// evidence is where a sentence's numbers can be checked from outside the
// lab (engine/oracle): the messages of the two stampedes the replay shows,
// when the trace holds them whole; the tables and the series otherwise —
// the per-strategy rows, the loads per partition, the misses per expiry
// step, the round trips of the near cache — which the lab declares as data
// for the parts it computes with a model rather than on the network.
type evidence struct {
	p *Params
	// traced are the strategies whose reads, source calls and lock
	// attempts the trace holds in full: the replayed two, unless the
	// trace was cut short.
	traced []string
	// expiryBinned: the misses-per-step figure puts several steps under
	// one bar, so its points are not the steps.
	expiryBinned bool
}

func newEvidence(p *Params, traceDropped int, expiryBinned bool) evidence {
	e := evidence{p: p, expiryBinned: expiryBinned}
	if traceDropped == 0 {
		r := replayed(p)
		e.traced = r[:]
	}
	return e
}

func (e evidence) has(st string) bool { return slices.Contains(e.traced, st) }

func msgs(c claim.Claim, n int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	c.Fact, c.Value = claim.Count, float64(n)
	return c
}

func ms(d time.Duration) float64 { return claim.Ms(d) }

// row is a strategy's row: the lesson's table for the lesson's three
// columns of its three strategies, the table beyond the lesson otherwise.
func row(st, col string) string {
	i := slices.Index(strategies, st)
	switch col {
	case "source_calls", "waiting", "stale":
		if i < lessonStrategies {
			return "stampede/" + strconv.Itoa(i+1) + "/" + col
		}
	}
	return "stampede_beyond/" + strconv.Itoa(i+1) + "/" + col
}

func cell(ref string, n int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.Cell, Ref: ref, Value: float64(n)}
}

func knob(name string, v float64) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.Knob, Ref: name, Value: v}
}

// reads is how many reads the stampede had: the readers' messages.
func (e evidence) reads(n int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	if e.has(stratPlain) {
		return msgs(claim.Claim{From: sceneID(stratPlain, nodeIDReaders)}, n)
	}
	return knob("requests", float64(n))
}

// sourceCalls are the calls that reached st's source.
func (e evidence) sourceCalls(st string, n int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	if e.has(st) {
		return msgs(claim.Claim{To: sceneID(st, nodeIDSource)}, n)
	}
	return cell(row(st, "source_calls"), n)
}

// waited says r's waiting, stale and fresh reads: by the effect of each
// read message (a read that neither hit nor got a stale answer waited), or
// by the strategy's row.
func (e evidence) waited(r StampedeRow) []claim.Claim {
	if !claim.On {
		return nil
	}
	if e.has(r.Name) {
		from := sceneID(r.Name, nodeIDReaders)
		return []claim.Claim{
			msgs(claim.Claim{From: from}, r.Hits+r.Waiting+r.Stale),
			msgs(claim.Claim{From: from, Effect: outHit}, r.Hits),
			msgs(claim.Claim{From: from, Effect: outStale}, r.Stale),
		}
	}
	return []claim.Claim{cell(row(r.Name, "waiting"), r.Waiting), cell(row(r.Name, "stale"), r.Stale), cell(row(r.Name, "hits"), r.Hits)}
}

// longest is the longest any read of r waited for its answer: the
// readers' messages, or the time~ column, which rounds it to 10 ms.
func (e evidence) longest(r StampedeRow) []claim.Claim {
	if !claim.On {
		return nil
	}
	if e.has(r.Name) {
		return []claim.Claim{{Fact: claim.MaxWait, From: sceneID(r.Name, nodeIDReaders), Value: ms(r.longest)}}
	}
	ref := row(r.Name, "time")
	return []claim.Claim{{Fact: claim.Cell, Ref: ref, Op: claim.AtLeast, Value: ms(r.longest) - 5},
		{Fact: claim.Cell, Ref: ref, Op: claim.AtMost, Value: ms(r.longest) + 5}}
}

// firstCall is when st's first source call started: its first message to
// the source, or the first rise of its line of calls over time (a figure
// drawn only when reads arrive at a rate). Nothing when neither holds it.
func (e evidence) firstCall(st string, op claim.Op, at time.Duration) []claim.Claim {
	if !claim.On {
		return nil
	}
	if e.has(st) {
		return []claim.Claim{{Fact: claim.FirstSent, To: sceneID(st, nodeIDSource), Op: op, Value: ms(at)}}
	}
	if e.p.Rate > 0 {
		return []claim.Claim{{Fact: claim.SeriesFirstX, Ref: "source_calls/" + st, Op: op, Value: ms(at)}}
	}
	return nil
}

// expiry is when the hot key's entry fell out: the first read at or after
// it misses, so plain's first source call starts then.
func (e evidence) expiry() []claim.Claim {
	if !claim.On {
		return nil
	}
	if e.has(stratPlain) && e.p.byLogic(stratPlain) { // plain's first miss calls the source at the expiry
		return []claim.Claim{{Fact: claim.FirstSent, To: sceneID(stratPlain, nodeIDSource), Value: ms(e.p.expiryAt())}}
	}
	return nil
}

// share claims a partition line's busiest share as a sentence rounds it
// (the lesson's toFixed(0)): within half a point either way. The half
// itself goes either way, as floating point has it: 565 of 1000 is
// 56.49999999999999 % and the lesson prints 56.
func share(line string, pct int) []claim.Claim {
	if !claim.On {
		return nil
	}
	ref := "partition_load/" + line
	return []claim.Claim{
		{Fact: claim.SeriesMaxPct, Ref: ref, Op: claim.AtLeast, Value: float64(pct) - 0.5},
		{Fact: claim.SeriesMaxPct, Ref: ref, Op: claim.AtMost, Value: float64(pct) + 0.5},
	}
}

func copiesLine(copies int) string { return "copies_" + strconv.Itoa(copies) }

// failed are the reads of a replayed strategy that got an error and the
// source calls that failed: the app's 502s and the calls no answer came
// back to.
func (e evidence) failed(r StampedeRow) []claim.Claim {
	if !claim.On {
		return nil
	}
	if e.has(r.Name) {
		// The calls with no answer are the failed ones and those the run's
		// end cut off.
		src := sceneID(r.Name, nodeIDSource)
		return []claim.Claim{
			msgs(claim.Claim{From: sceneID(r.Name, nodeIDReaders), Status: 502}, r.Failed),
			msgs(claim.Claim{To: src, Outcome: claim.Unanswered}, r.FailedCalls+r.UnansweredCalls),
			msgs(claim.Claim{To: src, Err: errRunEnded}, r.UnansweredCalls),
		}
	}
	return []claim.Claim{cell(row(r.Name, "errors"), r.Failed)}
}

// unanswered are the reads of r still waiting for an answer when the
// run's horizon stopped it, and (with calls) its source calls with no
// answer then: the messages the trace records as open at the run's end,
// which is the horizon. Without the trace, the table's column of reads
// still waiting (and nothing on the calls: calls false).
func (e evidence) unanswered(r StampedeRow, horizon time.Duration) (cs []claim.Claim, calls bool) {
	if !claim.On {
		return nil, false
	}
	if e.has(r.Name) {
		return []claim.Claim{
			msgs(claim.Claim{From: sceneID(r.Name, nodeIDReaders), Err: errRunEnded}, r.Unanswered),
			msgs(claim.Claim{To: sceneID(r.Name, nodeIDSource), Err: errRunEnded}, r.UnansweredCalls),
			{Fact: claim.End, Value: ms(horizon)},
		}, true
	}
	return []claim.Claim{cell(row(r.Name, "unanswered"), r.Unanswered), {Fact: claim.End, Op: claim.AtMost, Value: ms(horizon)}}, false
}

// storeTrips are the lock attempts in the shared store.
func (e evidence) storeTrips(r StampedeRow) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	if e.has(r.Name) {
		return msgs(claim.Claim{To: sceneID(r.Name, nodeIDStore)}, r.StoreRoundTrips)
	}
	return cell(row(r.Name, "store_round_trips"), r.StoreRoundTrips)
}

// overlapping are the source calls started while another was in flight.
func (e evidence) overlapping(r StampedeRow) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	if e.has(r.Name) {
		return msgs(claim.Claim{To: sceneID(r.Name, nodeIDSource), Effect: effDuplicate}, r.Overlapping)
	}
	return cell(row(r.Name, "overlapping_calls"), r.Overlapping)
}
