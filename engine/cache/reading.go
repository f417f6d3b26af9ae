package cache

import (
	"math"
	"playground/engine/claim"
	"playground/engine/lab"
	"time"

	"playground/engine/i18n"
	"playground/engine/words"
)

// reading is one sentence of "what the numbers say" with the id of the claim
// it makes. Each sentence is computed from the run and only written when its
// claim holds; the property test re-checks every id's claim against the
// summary over a grid of parameters.
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

// readings says in a few sentences what this run's numbers show.
func readings(p *Params, sum *Summary) []reading {
	var out []reading
	say := func(id string, t i18n.Text) { out = append(out, reading{id: id, text: t}) }
	plain, sf, swr := sum.Row(stratPlain), sum.Row(stratSingleFlight), sum.Row(stratSWR)
	lock, xf, xfsf := sum.Row(stratSharedLock), sum.Row(stratXFetch), sum.Row(stratXFetchSF)

	say(readStampede, cntReadStampede.N(p.Requests, words.Int(plain.SourceCalls), words.Int(sf.SourceCalls), words.Int(swr.SourceCalls)))
	// A learner's fault on a source: who got the error. Single-flight
	// shares a failure as it shares an answer.
	for _, st := range replayed(p) {
		if r := sum.Row(st); r.Failed > 0 {
			say(readFailed, lab.Capital(txtReadFailed.Format(strategyName(p, st), cntFailedReads.N(r.Failed), cntFailedCalls.N(r.FailedCalls))))
		}
	}
	if swr.Waiting == 0 && swr.Stale > 0 {
		say(readSWR, cntReadSWR.N(swr.Stale))
	}
	if p.Rate > 0 {
		// Said only of a real stampede: two reads or more per load.
		if want := rateTimesLatency(p); want >= 2 && math.Abs(float64(plain.SourceCalls)-want) <= 1 {
			say(readWindow, cntReadWindow.N(plain.SourceCalls, words.Int(p.Rate), words.Dur(p.Latency), words.Num(want, 1)))
		}
	}
	if p.Instances > 1 && lock.SourceCalls < sf.SourceCalls {
		say(readInstances, cat(cntReadInstances.N(p.Instances, words.Int(sf.SourceCalls)), cntReadLock.N(lock.StoreRoundTrips, words.Int(lock.SourceCalls))))
	}

	fixed, jit := sum.Expiry[0], sum.Expiry[1]
	switch {
	case jit.ExpirySteps > 1:
		say(readExpiry, cat(cntReadExpiryKeys.N(p.Keys), cntReadExpirySpread.N(p.Jitter, words.Int(jit.ExpirySteps)), cntReadExpiryMax.N(jit.MaxMisses)))
	case p.Keys > 1 && fixed.MaxMisses == p.Keys && jit.MaxMisses == p.Keys:
		say(readExpiryNone, cntReadExpiryNone.N(p.Jitter, words.Int(p.Keys)))
	}

	out = append(out, copiesReadings(p, sum)...)

	if nc := sum.NearCache; p.Near > 0 && nc.RoundTripsNear < nc.RoundTrips {
		if nc.HotRoundTrips > 0 {
			say(readNear, msgReadNear.Format(words.Dur(p.Near), words.Int(nc.RoundTrips).With(words.Abl), words.Int(nc.RoundTripsNear).With(words.Dat),
				words.Int(nc.HotRoundTrips).With(words.Abl), words.Int(nc.HotTripsNear).With(words.Dat)))
		} else {
			say(readNear, msgReadNearCold.Format(words.Dur(p.Near), words.Int(nc.RoundTrips).With(words.Abl), words.Int(nc.RoundTripsNear).With(words.Dat)))
		}
	}

	out = append(out, xfetchReadings(p, sum, plain, sf, xf, xfsf)...)

	if p.Strategy != stratPlain {
		c := sum.Chosen()
		say(readStrategy, cat(cntReadStrategy.N(c.SourceCalls, strategyName(p, c.Name)), cntReadStrategyWaiting.N(c.Waiting),
			cntReadStrategyStale.N(c.Stale, words.Dur(c.longest))))
	}
	if p.Hashing != hashModulo {
		mod, chosen := rehashRow(sum.Rehash, hashModulo), rehashRow(sum.Rehash, p.Hashing)
		if chosen.Moved < mod.Moved {
			r := sum.Rehash
			say(readRehash, cntReadRehash.N(r.Keys, words.Int(r.From), words.Int(r.To), words.Pct(float64(mod.SharePct), 0),
				hashingNamesText[p.Hashing], words.Pct(float64(chosen.SharePct), 0)))
		}
	}
	return out
}

// copiesReadings compare the busiest partition's share with the fewest and
// the most copies listed.
func copiesReadings(p *Params, sum *Summary) []reading {
	rows := sum.Partitions
	switch {
	case p.Partitions == 1:
		return []reading{{id: readOnePartition, text: msgReadOnePartition}}
	case p.Hot == 0:
		return []reading{{id: readNoHot, text: msgReadNoHot.Format(words.Pct(float64(rows[0].MaxPct), 0))}}
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
	return []reading{{id: id, text: msg.Format(copiesLabelWith(fewest.Copies), pct(fewest.MaxPct), copiesLabelWith(most.Copies), pct(most.MaxPct))}}
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
func xfetchReadings(p *Params, sum *Summary, plain, sf, xf, xfsf StampedeRow) []reading {
	xfetchFollowed := p.Strategy == stratXFetch || p.Strategy == stratXFetchSF
	if p.Rate == 0 {
		if xfetchFollowed && xf.SourceCalls == plain.SourceCalls && xfsf.SourceCalls == sf.SourceCalls {
			return []reading{{id: readXFetchAt0, text: cntReadXFetchInstant.N(xf.SourceCalls, words.Int(xfsf.SourceCalls))}}
		}
		return nil
	}
	var out []reading
	if xf.Overlapping > 0 {
		head := cntReadXFetchRace.N(xf.SourceCalls, words.Int(plain.SourceCalls))
		if xf.SourceCalls > plain.SourceCalls {
			head = msgReadXFetchRaceMore.Format(words.Int(xf.SourceCalls), words.Int(plain.SourceCalls))
		}
		// The reads that came while the first early call was in flight, as
		// this run counts them (rate × latency would count reads the run
		// never had).
		why := cntReadXFetchRaceWhy.N(xf.Overlapping, words.Dur(p.Latency), words.Int(readsWithin(p, xf.calls[0], p.Latency)))
		fix := msgReadXFetchOne
		if p.Instances > 1 {
			fix = msgReadXFetchOnePer
		}
		out = append(out, reading{id: readXFetchRace, text: cat(head, why, fix)})
	}
	expiry := p.expiryAt()
	if len(xfsf.calls) == 0 {
		return out
	}
	first := xfsf.calls[0]
	switch {
	case xfsf.Waiting == 0 && xfsf.Stale == 0 && first+p.Latency <= expiry:
		out = append(out, reading{id: readXFetchSF, text: cntReadXFetchSFEarly.N(xfsf.SourceCalls, words.Dur(expiry-first), words.Dur(p.Latency))})
	case xfsf.Waiting > 0 && first < expiry && first+p.Latency > expiry:
		// The first read comes at time zero: a larger β helps only if that
		// is at least one load time before the expiry.
		room := msgReadXFetchSFBeta
		if expiry < p.Latency {
			room = msgReadXFetchSFNoRoom.Format(words.Dur(expiry))
		}
		out = append(out, reading{id: readXFetchSFLate, text: cat(cntReadXFetchSFCalls.N(xfsf.SourceCalls), cntReadXFetchSFLate.N(xfsf.Waiting),
			msgReadXFetchSFShort.Format(words.Dur(expiry-first), words.Dur(p.Latency)), room)})
	case xfsf.Waiting > 0 && first >= expiry:
		out = append(out, reading{id: readXFetchSFLate, text: cat(cntReadXFetchSFCalls.N(xfsf.SourceCalls), cntReadXFetchSFLate.N(xfsf.Waiting), msgReadXFetchSFNone)})
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
// on failed under a learner's fault.
const readFailed = "failed"

var (
	txtReadFailed  = i18n.Text{TR: "%s: %s hata aldı, çünkü bekledikleri kaynak çağrısı başarısız oldu (%s).", EN: "%s: %s got an error, because the source call they waited on failed (%s)."}
	cntFailedReads = i18n.Counted{TR: "%d okuma", EnOne: "%d read", EnOther: "%d reads"}
	cntFailedCalls = i18n.Counted{TR: "başarısız kaynak çağrısı: %d", EnOne: "%d failed source call", EnOther: "%d failed source calls"}
)
