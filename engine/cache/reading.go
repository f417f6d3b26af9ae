package cache

import (
	"math"
	"playground/engine/claim"
	"playground/engine/lab"
	"time"

	"playground/engine/i18n"
	"playground/engine/words"
)

// reading is one sentence of "what the numbers say", its id and its claims.
// Each sentence is computed from the run and only written when it holds;
// engine/oracle checks its claims against the raw run (the soak, over
// random runs and faults), and the lab's property test re-checks each id
// against the summary over a grid of parameters.
type reading struct {
	id   string
	text i18n.Text
	// claims are what the sentence asserts about the raw run, for the
	// oracle (engine/oracle).
	claims []claim.Claim
}

// Reading ids, one per kind of claim.
const (
	readStampede     = "stampede"       // the three lesson strategies' source calls
	readSWR          = "swr"            // SWR made nobody wait, answered K stale
	readWindow       = "window"         // plain's calls ≈ rate × latency
	readInstances    = "instances"      // per-instance single-flight vs a shared lock
	readExpiry       = "expiry"         // jitter spreads the expiries
	readExpiryNone   = "expiry_none"    // jitter does not spread them
	readCopies       = "copies"         // copies cool the busiest partition
	readCopiesFlat   = "copies_flat"    // copies do not cool it
	readOnePartition = "one_partition"  // one partition takes everything
	readNoHot        = "no_hot"         // no hot key: copies change nothing
	readNear         = "near"           // the near cache cuts round trips
	readXFetchAt0    = "xfetch_instant" // XFetch has nothing to act on early
	readXFetchRace   = "xfetch_race"    // lock-free XFetch duplicates loads
	readXFetchSF     = "xfetch_sf"      // XFetch + single-flight refreshed early, nobody waited
	readXFetchSFLate = "xfetch_sf_late" // … or some reads waited, and why
	readStrategy     = "strategy"       // what the metrics follow
	readRehash       = "rehash"         // consistent hashing moves fewer keys
)

func texts(rs []reading) []lab.Sentence {
	out := make([]lab.Sentence, len(rs))
	for i, r := range rs {
		out[i] = lab.Say(r.id, r.text, r.claims...)
	}
	return out
}

// readings says in a few sentences what this run's numbers show, each with
// the claims it makes (e: where they can be checked).
func readings(p *Params, sum *Summary, e evidence) []reading {
	var out []reading
	say := func(id string, t i18n.Text, cs ...claim.Claim) {
		out = append(out, reading{id: id, text: t, claims: cs})
	}
	plain, sf, swr := sum.Row(stratPlain), sum.Row(stratSingleFlight), sum.Row(stratSWR)
	lock, xf, xfsf := sum.Row(stratSharedLock), sum.Row(stratXFetch), sum.Row(stratXFetchSF)

	// A sentence that tells a strategy's logic is not said of a row the
	// learner's code decided otherwise (byLogic): the table names it.
	if p.byLogic(stratPlain) && p.byLogic(stratSingleFlight) && p.byLogic(stratSWR) {
		say(readStampede, cntReadStampede.N(p.Requests, words.Int(plain.SourceCalls), words.Int(sf.SourceCalls), words.Int(swr.SourceCalls)),
			e.reads(p.Requests), e.sourceCalls(stratPlain, plain.SourceCalls), e.sourceCalls(stratSingleFlight, sf.SourceCalls), e.sourceCalls(stratSWR, swr.SourceCalls))
	}
	// A learner's fault on a source: who got the error. Single-flight
	// shares a failure as it shares an answer.
	for _, st := range replayed(p) {
		if r := sum.Row(st); r.Failed > 0 {
			say(readFailed, lab.Capital(txtReadFailed.Format(strategyName(p, st), cntFailedReads.N(r.Failed), cntFailedCalls.N(r.FailedCalls))), e.failed(r)...)
		}
	}
	// A run its horizon stopped: what each replayed stampede still waited
	// for then.
	for _, st := range replayed(p) {
		if r, ok := cutReading(p, sum.Row(st), e); ok {
			out = append(out, r)
		}
	}
	if swr.Waiting == 0 && swr.Stale > 0 && p.byLogic(stratSWR) {
		say(readSWR, cntReadSWR.N(swr.Stale), append(e.waited(swr), e.longest(swr)...)...)
	}
	if r, ok := windowReading(p, plain, e); ok && p.byLogic(stratPlain) {
		out = append(out, r)
	}
	if p.Instances > 1 && lock.SourceCalls < sf.SourceCalls && p.byLogic(stratSingleFlight) && p.byLogic(stratSharedLock) {
		say(readInstances, cat(cntReadInstances.N(p.Instances, words.Int(sf.SourceCalls)), cntReadLock.N(lock.StoreRoundTrips, words.Int(lock.SourceCalls))),
			knob("instances", float64(p.Instances)), e.sourceCalls(stratSingleFlight, sf.SourceCalls), e.sourceCalls(stratSharedLock, lock.SourceCalls),
			e.storeTrips(lock))
	}

	out = append(out, expiryReadings(p, sum, e)...)
	out = append(out, copiesReadings(p, sum)...)

	if nc := sum.NearCache; p.Near > 0 && nc.RoundTripsNear < nc.RoundTrips {
		var cs []claim.Claim
		if claim.On {
			cs = []claim.Claim{knob("near", ms(p.Near)),
				{Fact: claim.SeriesSum, Ref: "near_cache_load/shared", Value: float64(nc.RoundTrips)},
				{Fact: claim.SeriesSum, Ref: "near_cache_load/near", Value: float64(nc.RoundTripsNear)}}
		}
		if nc.HotRoundTrips > 0 {
			if claim.On {
				cs = append(cs, cell("near_cache/1/hot_round_trips", nc.HotRoundTrips), cell("near_cache/2/hot_round_trips", nc.HotTripsNear))
			}
			say(readNear, msgReadNear.Format(words.Dur(p.Near), words.Int(nc.RoundTrips).With(words.Abl), words.Int(nc.RoundTripsNear).With(words.Dat),
				words.Int(nc.HotRoundTrips).With(words.Abl), words.Int(nc.HotTripsNear).With(words.Dat)), cs...)
		} else {
			say(readNear, msgReadNearCold.Format(words.Dur(p.Near), words.Int(nc.RoundTrips).With(words.Abl), words.Int(nc.RoundTripsNear).With(words.Dat)), cs...)
		}
	}

	out = append(out, xfetchReadings(p, sum, e, plain, sf, xf, xfsf)...)

	if p.Strategy != stratPlain {
		c := sum.Chosen()
		cs := append([]claim.Claim{e.sourceCalls(c.Name, c.SourceCalls)}, e.waited(c)...)
		tail := cntReadStrategyStale.N(c.Stale, words.Dur(c.longest))
		if c.Unanswered > 0 { // the longest wait was not measured
			tail = cntReadStrategyStaleCut.N(c.Stale, cntCutReads.N(c.Unanswered), words.Dur(c.end).With(words.Loc))
			more, _ := e.unanswered(c, c.end)
			cs = append(cs, more...)
		} else {
			cs = append(cs, e.longest(c)...)
		}
		say(readStrategy, cat(cntReadStrategy.N(c.SourceCalls, strategyName(p, c.Name)), cntReadStrategyWaiting.N(c.Waiting), tail), cs...)
	}
	if p.Hashing != hashModulo {
		mod, chosen := rehashRow(sum.Rehash, hashModulo), rehashRow(sum.Rehash, p.Hashing)
		if chosen.Moved < mod.Moved {
			r := sum.Rehash
			say(readRehash, cntReadRehash.N(r.Keys, words.Int(r.From), words.Int(r.To), words.Pct(float64(mod.SharePct), 0),
				hashingNamesText[p.Hashing], words.Pct(float64(chosen.SharePct), 0)),
				knob("partitions", float64(r.From)), knob("keys", float64(r.Keys)),
				cell("rehash/"+hashingNamesText[hashModulo].EN+"/share", mod.SharePct), cell("rehash/"+hashingNamesText[p.Hashing].EN+"/share", chosen.SharePct))
		}
	}
	return out
}

// byLogic reports whether st's row is the strategy's own logic: not the
// followed row the learner's code decided otherwise (Params.own).
func (p *Params) byLogic(st string) bool { return !p.own || st != p.Strategy }

// cutReading says what the run's horizon cut off in a replayed stampede:
// the reads still waiting for an answer and the source calls with none
// yet, when the run was stopped (the row's end). Without the trace, only
// the reads, from the table's column.
func cutReading(p *Params, r StampedeRow, e evidence) (reading, bool) {
	if !r.cut() {
		return reading{}, false
	}
	name, at := capital(strategyName(p, r.Name)), words.Dur(r.end).With(words.Loc)
	cs, calls := e.unanswered(r, r.end)
	var t i18n.Text
	switch {
	case calls && r.Unanswered > 0:
		t = msgReadCut.Format(name, at, cntCutReads.N(r.Unanswered), cntCutCalls.N(r.UnansweredCalls))
	case calls:
		t = msgReadCutCalls.Format(name, at, cntCutCalls.N(r.UnansweredCalls))
	case r.Unanswered > 0:
		t = msgReadCutReads.Format(name, at, cntCutReads.N(r.Unanswered))
	default:
		return reading{}, false
	}
	return reading{id: readCut, text: t, claims: cs}, true
}

// windowReading compares plain's calls with rate × latency: said only of a
// real stampede (two reads or more per load) whose every source call took
// the source latency (a fault that held or failed one would make the
// latency not what a call took).
func windowReading(p *Params, plain StampedeRow, e evidence) (reading, bool) {
	want := rateTimesLatency(p)
	if p.Rate == 0 || want < 2 || math.Abs(float64(plain.SourceCalls)-want) > 1 || plain.faulted {
		return reading{}, false
	}
	var cs []claim.Claim
	if claim.On {
		lo, hi := math.Ceil(want-1), math.Floor(want+1)
		cs = []claim.Claim{knob("rate", float64(p.Rate)), knob("latency", ms(p.Latency)), e.sourceCalls(stratPlain, plain.SourceCalls)}
		if e.has(stratPlain) { // each call took the latency; the misses
			src, reads := sceneID(stratPlain, nodeIDSource), sceneID(stratPlain, nodeIDReaders)
			cs = append(cs,
				claim.Claim{Fact: claim.MinWait, To: src, Value: ms(p.Latency)}, claim.Claim{Fact: claim.MaxWait, To: src, Value: ms(p.Latency)},
				claim.Claim{Fact: claim.Count, From: reads, Effect: outMiss, Op: claim.AtLeast, Value: lo},
				claim.Claim{Fact: claim.Count, From: reads, Effect: outMiss, Op: claim.AtMost, Value: hi})
		} else {
			cs = append(cs, claim.Claim{Fact: claim.Cell, Ref: row(stratPlain, "waiting"), Op: claim.AtLeast, Value: lo},
				claim.Claim{Fact: claim.Cell, Ref: row(stratPlain, "waiting"), Op: claim.AtMost, Value: hi})
		}
	}
	return reading{id: readWindow, text: cntReadWindow.N(plain.SourceCalls, words.Int(p.Rate), words.Dur(p.Latency), words.Num(want, 1)), claims: cs}, true
}

// expiryReadings say whether the key-derived jitter spread the expiries
// of the keys loaded together, checked against the misses per step the
// figure draws (and the lesson's line, where the figure's bars hold
// several steps).
func expiryReadings(p *Params, sum *Summary, e evidence) []reading {
	fixed, jit := sum.Expiry[0], sum.Expiry[1]
	var oneStep []claim.Claim
	if claim.On {
		oneStep = []claim.Claim{ // the fixed TTL: every key in one step
			knob("keys", float64(p.Keys)), knob("jitter", float64(p.Jitter)),
			{Fact: claim.SeriesPoints, Ref: "expiry_misses/fixed", Value: 1},
			{Fact: claim.SeriesSum, Ref: "expiry_misses/fixed", Value: float64(p.Keys)},
		}
	}
	// The jittered line's step count is its first number when the
	// learner's code gave the lifetimes (no jitter is printed before it).
	stepsRef, spread := "expiry/2/2", cntReadExpirySpread.N(p.Jitter, words.Int(jit.ExpirySteps))
	if jit.byCode {
		stepsRef, spread = "expiry/2/1", cntReadExpiryCode.N(jit.ExpirySteps)
	}
	switch {
	case jit.ExpirySteps > 1:
		cs := oneStep
		if claim.On {
			cs = append(cs,
				claim.Claim{Fact: claim.LineNumber, Ref: stepsRef, Value: float64(jit.ExpirySteps)},
				claim.Claim{Fact: claim.SeriesMax, Ref: "expiry_misses/jittered", Value: float64(jit.MaxMisses)})
			if !e.expiryBinned {
				cs = append(cs, claim.Claim{Fact: claim.SeriesPoints, Ref: "expiry_misses/jittered", Value: float64(jit.ExpirySteps)},
					claim.Claim{Fact: claim.SeriesSum, Ref: "expiry_misses/jittered", Value: float64(p.Keys)})
			}
		}
		return []reading{{id: readExpiry, text: cat(cntReadExpiryKeys.N(p.Keys), spread, cntReadExpiryMax.N(jit.MaxMisses)), claims: cs}}
	case p.Keys > 1 && fixed.MaxMisses == p.Keys && jit.MaxMisses == p.Keys:
		cs := oneStep
		if claim.On {
			cs = append(cs,
				claim.Claim{Fact: claim.SeriesPoints, Ref: "expiry_misses/jittered", Value: 1},
				claim.Claim{Fact: claim.SeriesSum, Ref: "expiry_misses/jittered", Value: float64(p.Keys)})
		}
		text := cntReadExpiryNone.N(p.Jitter, words.Int(p.Keys))
		if jit.byCode {
			text = cntReadExpiryCodeNone.N(p.Keys)
		}
		return []reading{{id: readExpiryNone, text: text, claims: cs}}
	}
	return nil
}

// copiesReadings compare the busiest partition's share with the fewest and
// the most copies listed, against the loads per partition the figure draws.
func copiesReadings(p *Params, sum *Summary) []reading {
	rows := sum.Partitions
	switch {
	case p.Partitions == 1:
		var cs []claim.Claim
		if claim.On {
			cs = []claim.Claim{knob("partitions", 1)}
			for _, r := range rows {
				cs = append(cs, claim.Claim{Fact: claim.SeriesPoints, Ref: "partition_load/" + copiesLine(r.Copies), Value: 1},
					claim.Claim{Fact: claim.SeriesMaxPct, Ref: "partition_load/" + copiesLine(r.Copies), Value: 100})
			}
		}
		return []reading{{id: readOnePartition, text: msgReadOnePartition, claims: cs}}
	case p.Hot == 0:
		// No hot request: the near cache's workload (the same requests)
		// has no round trip for the hot key either.
		var cs []claim.Claim
		if claim.On {
			cs = []claim.Claim{knob("hot", 0), cell("near_cache/1/hot_round_trips", 0)}
			for _, r := range rows {
				cs = append(cs, share(copiesLine(r.Copies), rows[0].MaxPct)...)
			}
		}
		return []reading{{id: readNoHot, text: msgReadNoHot.Format(words.Pct(float64(rows[0].MaxPct), 0)), claims: cs}}
	}
	fewest, most := rows[0], rows[0]
	for _, r := range rows[1:] {
		if r.Copies < fewest.Copies {
			fewest = r
		}
		if r.Copies > most.Copies {
			most = r
		}
	}
	if fewest.Copies == most.Copies {
		return nil
	}
	msg, id := msgReadCopiesCool, readCopies
	if most.MaxPct >= fewest.MaxPct {
		msg, id = msgReadCopiesFlat, readCopiesFlat
	}
	pct := func(x int) i18n.Text { return words.Pct(float64(x), 0).With(words.Poss) }
	return []reading{{id: id, text: msg.Format(copiesLabelWith(fewest.Copies), pct(fewest.MaxPct), copiesLabelWith(most.Copies), pct(most.MaxPct)),
		claims: append(share(copiesLine(fewest.Copies), fewest.MaxPct), share(copiesLine(most.Copies), most.MaxPct)...)}}
}

// copiesLabelWith names a copy count after "with": "the single key", "8 copies".
func copiesLabelWith(copies int) i18n.Text {
	if copies == 1 {
		return msgReadSingleKey
	}
	return cntCopiesWith.N(copies)
}

// xfetchReadings explain what XFetch did: nothing early when every read
// comes at the expiry instant; with a rate, the lock-free version's racing
// loads, and whether the single-flight version refreshed in time.
func xfetchReadings(p *Params, sum *Summary, e evidence, plain, sf, xf, xfsf StampedeRow) []reading {
	xfetchFollowed := p.Strategy == stratXFetch || p.Strategy == stratXFetchSF
	if p.Rate == 0 {
		if xfetchFollowed && !p.own && xf.SourceCalls == plain.SourceCalls && xfsf.SourceCalls == sf.SourceCalls {
			cs := []claim.Claim{knob("rate", 0),
				e.sourceCalls(stratXFetch, xf.SourceCalls), e.sourceCalls(stratPlain, plain.SourceCalls),
				e.sourceCalls(stratXFetchSF, xfsf.SourceCalls), e.sourceCalls(stratSingleFlight, sf.SourceCalls)}
			if e.has(stratPlain) { // every read came at the expiry, 0
				cs = append(cs, claim.Claim{Fact: claim.LastSent, From: sceneID(stratPlain, nodeIDReaders), Value: 0})
				cs = append(cs, e.expiry()...)
			}
			return []reading{{id: readXFetchAt0, text: cntReadXFetchInstant.N(xf.SourceCalls, words.Int(xfsf.SourceCalls)), claims: cs}}
		}
		return nil
	}
	var out []reading
	expiry := p.expiryAt()
	// The race is XFetch's own only when its first call came before the
	// expiry: later ones are plain's misses (with β = 0 there are no others).
	// A fault that held or failed the first call leaves its length unknown
	// to the sentence: it is not said then.
	if xf.Overlapping > 0 && xf.calls[0] < expiry && !xf.firstFaulted && p.byLogic(stratXFetch) && p.byLogic(stratPlain) {
		head := cntReadXFetchRace.N(xf.SourceCalls, words.Int(plain.SourceCalls))
		if xf.SourceCalls > plain.SourceCalls {
			head = msgReadXFetchRaceMore.Format(words.Int(xf.SourceCalls), words.Int(plain.SourceCalls))
		}
		// The reads that came while the first early call was in flight, as
		// this run counts them (rate × latency would count reads the run
		// never had).
		during := readsWithin(p, xf.calls[0], p.Latency)
		why := cntReadXFetchRaceWhy.N(xf.Overlapping, words.Dur(p.Latency), words.Int(during))
		fix := msgReadXFetchOne
		if p.Instances > 1 {
			fix = msgReadXFetchOnePer
		}
		cs := []claim.Claim{e.sourceCalls(stratXFetch, xf.SourceCalls), e.sourceCalls(stratPlain, plain.SourceCalls),
			e.overlapping(xf), knob("latency", ms(p.Latency))}
		// Early: before the expiry (reads, and so calls, are at least 1 µs
		// apart at the highest rate).
		cs = append(cs, e.firstCall(stratXFetch, claim.AtMost, expiry-time.Microsecond)...)
		cs = append(cs, e.firstCall(stratXFetch, claim.Eq, xf.calls[0])...)
		if e.has(stratXFetch) { // the first early call took the latency
			first := claim.Claim{To: sceneID(stratXFetch, nodeIDSource), Since: xf.calls[0], Until: xf.calls[0] + 1}
			for _, f := range []claim.Fact{claim.MinWait, claim.MaxWait} {
				c := first
				c.Fact, c.Value = f, ms(p.Latency)
				cs = append(cs, c)
			}
		}
		cs = append(cs, e.expiry()...)
		if e.has(stratPlain) { // every strategy's reads arrive alike
			cs = append(cs, msgs(claim.Claim{From: sceneID(stratPlain, nodeIDReaders), Since: xf.calls[0], Until: xf.calls[0] + p.Latency}, during))
		}
		out = append(out, reading{id: readXFetchRace, text: cat(head, why, fix), claims: cs})
	}
	if len(xfsf.calls) == 0 || !p.byLogic(stratXFetchSF) {
		return out
	}
	first := xfsf.calls[0]
	calls := []claim.Claim{e.sourceCalls(stratXFetchSF, xfsf.SourceCalls)}
	calls = append(calls, e.waited(xfsf)...)
	calls = append(calls, e.expiry()...)
	latency := knob("latency", ms(p.Latency))
	switch {
	case xfsf.Waiting == 0 && xfsf.Stale == 0 && first+p.Latency < expiry:
		cs := append(calls, latency)
		cs = append(cs, e.firstCall(stratXFetchSF, claim.Eq, first)...)
		if e.has(stratXFetchSF) { // refreshed in the background before the expiry
			cs = append(cs, claim.Claim{Fact: claim.Count, To: sceneID(stratXFetchSF, nodeIDSource), Effect: effEarly, Op: claim.AtLeast, Value: 1})
		}
		out = append(out, reading{id: readXFetchSF, text: cntReadXFetchSFEarly.N(xfsf.SourceCalls, words.Dur(expiry-first), words.Dur(p.Latency)), claims: cs})
	case xfsf.Waiting > 0 && first < expiry && first+p.Latency > expiry:
		// The first read comes at time zero: a larger β helps only if that
		// is at least one load time before the expiry.
		room := msgReadXFetchSFBeta
		cs := append(calls, latency)
		cs = append(cs, e.firstCall(stratXFetchSF, claim.Eq, first)...)
		if expiry < p.Latency {
			room = msgReadXFetchSFNoRoom.Format(words.Dur(expiry))
			if e.has(stratPlain) {
				cs = append(cs, claim.Claim{Fact: claim.FirstSent, From: sceneID(stratPlain, nodeIDReaders), Value: 0})
			}
		}
		out = append(out, reading{id: readXFetchSFLate, text: cat(cntReadXFetchSFCalls.N(xfsf.SourceCalls), cntReadXFetchSFLate.N(xfsf.Waiting),
			msgReadXFetchSFShort.Format(words.Dur(expiry-first), words.Dur(p.Latency)), room), claims: cs})
	case xfsf.Waiting > 0 && first >= expiry:
		cs := append(calls, e.firstCall(stratXFetchSF, claim.AtLeast, expiry)...)
		out = append(out, reading{id: readXFetchSFLate, text: cat(cntReadXFetchSFCalls.N(xfsf.SourceCalls), cntReadXFetchSFLate.N(xfsf.Waiting), msgReadXFetchSFNone), claims: cs})
	}
	return out
}

// readsWithin counts the run's reads that arrive in [from, from+d).
func readsWithin(p *Params, from, d time.Duration) int {
	n := 0
	for i := range p.Requests {
		if a := arrival(i, p.Rate); a >= from && a < from+d {
			n++
		}
	}
	return n
}

// rateTimesLatency is how many reads arrive while one source call is in
// flight, at the rate.
func rateTimesLatency(p *Params) float64 {
	return float64(p.Rate) * p.Latency.Seconds()
}

func rehashRow(r Rehash, name string) RehashRow {
	for _, m := range r.Methods {
		if m.Name == name {
			return m
		}
	}
	return RehashRow{Name: name}
}

// readFailed: reads that got an error because the source call they waited
// on failed under a learner's fault; readCut: reads and source calls still
// waiting when the run's horizon stopped it.
const (
	readFailed = "failed"
	readCut    = "cut"
)

var (
	txtReadFailed  = i18n.Text{TR: "%s: %s hata aldı, çünkü bekledikleri kaynak çağrısı başarısız oldu (%s).", EN: "%s: %s got an error, because the source call they waited on failed (%s)."}
	cntFailedReads = i18n.Counted{TR: "%d okuma", EnOne: "%d read", EnOther: "%d reads"}
	cntFailedCalls = i18n.Counted{TR: "başarısız kaynak çağrısı: %d", EnOne: "%d failed source call", EnOther: "%d failed source calls"}

	msgReadCut = i18n.Text{
		TR: "%[1]s: çalıştırma süre sınırında, %[2]s durdurulduğunda %[3]s hâlâ yanıt bekliyordu; kaynağa giden %[4]s de henüz yanıt almamıştı.",
		EN: "%[1]s: when the run was stopped at its horizon, %[2]s, %[3]s still waited for an answer, and %[4]s to the source had none yet.",
	}
	msgReadCutCalls = i18n.Text{
		TR: "%[1]s: çalıştırma süre sınırında, %[2]s durdurulduğunda kaynağa giden %[3]s henüz yanıt almamıştı; yanıt bekleyen okuma kalmamıştı.",
		EN: "%[1]s: when the run was stopped at its horizon, %[2]s, %[3]s to the source had no answer yet; no read was still waiting.",
	}
	msgReadCutReads = i18n.Text{
		TR: "%[1]s: çalıştırma süre sınırında, %[2]s durdurulduğunda %[3]s hâlâ yanıt bekliyordu.",
		EN: "%[1]s: when the run was stopped at its horizon, %[2]s, %[3]s still waited for an answer.",
	}
	cntCutReads = i18n.Counted{TR: "%d okuma", EnOne: "%d read", EnOther: "%d reads"}
	cntCutCalls = i18n.Counted{TR: "%d çağrı", EnOne: "%d call", EnOther: "%d calls"}
)
