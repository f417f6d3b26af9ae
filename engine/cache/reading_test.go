package cache

import (
	"fmt"
	"playground/engine/lab"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab/labtest"
	"playground/engine/words"
)

// readingGrid is the lesson's values and the odd corners around them: one
// read, one key, one partition, no hot key, no latency, slow and very fast
// arrivals, many instances, every strategy and hashing.
var readingGrid = []string{
	"faults=kill:singleflight.source@10ms", "faults=delay:plain.app-1>plain.source@0s+50ms", "faults=stall:plain.source@5ms+20ms",
	// runs their horizon stops: reads and calls still waiting, or a
	// background refresh alone
	"faults=stall:plain.source@0s+23h", "strategy=swr&faults=stall:swr.source@0s+1h",
	"strategy=singleflight&faults=drop:singleflight.app-1>singleflight.source@0s+1h",
	"",
	"requests=1",
	"requests=2&latency=5ms",
	"latency=0s",
	"latency=0s&rate=1000",
	"rate=1000",
	"rate=10000",
	"rate=10000&beta=5",
	"rate=1000&beta=0",
	"rate=1&requests=3",
	"rate=1000000&requests=10000",
	"rate=700&instances=5&requests=333",
	"instances=4",
	"instances=64&requests=10",
	"instances=4&requests=2",
	"strategy=xfetch_sf&rate=1000",
	"strategy=xfetch_sf&rate=10000",
	"strategy=xfetch_sf&rate=100&beta=0.1",
	"strategy=xfetch&rate=333&latency=1s",
	"strategy=xfetch",
	"strategy=shared_lock&instances=4&rtt=20ms",
	"strategy=swr&rate=50",
	"strategy=singleflight&requests=1&rate=5",
	"keys=1",
	"keys=2&jitter=2",
	"jitter=1",
	"jitter=1000000&keys=5000&ttl=1",
	"keys=1000&jitter=100",
	"partitions=1",
	"partitions=3&copies=1,2,3,16",
	"partitions=7&copies=2,3",
	"hot=0",
	"hot=10&copies=1,256&partitions=256",
	"copies=4",
	"reads=1",
	"reads=1&hot=10&copies=1,2",
	"near=0s",
	"near=1ms&instances=3&rtt=0s",
	"near=100ms&hot=0",
	"hashing=jump&partitions=8&copies=1,8,16",
	"hashing=rendezvous&keys=1",
	"hashing=jump&keys=3",
	"strategy=xfetch_sf&rate=10&latency=10s",
	"rate=2000&latency=10s&requests=50&strategy=xfetch_sf&beta=10",
}

// Every reading sentence the lab prints over the grid makes a claim that
// holds for the run it describes, checked here from the run's data (read
// arrival times, call times, digests) rather than from the sentence's inputs.
func TestEveryReadingSentenceIsTrueForItsRun(t *testing.T) {
	if len(readingGrid) < 30 {
		t.Fatalf("grid of %d parameter sets, want at least 30", len(readingGrid))
	}
	seen := map[string]int{}
	for _, q := range readingGrid {
		res, sum := labtest.Run[*Summary](t, Lab, q)
		ps, err := Lab.Decode(query(q))
		if err != nil {
			t.Fatal(err)
		}
		p := ps.(*Params)
		for _, r := range ownReadings(res) {
			seen[r.ID]++
			check, ok := claims[r.ID]
			if !ok {
				t.Errorf("%q: reading %s has no claim check", q, r.ID)
				continue
			}
			if err := check(p, sum, r.Text); err != nil {
				t.Errorf("%q: %s: %v\n  %s", q, r.ID, err, r.EN)
			}
		}
		labtest.CheckWords(t, Lab, q, res)
	}
	t.Logf("%d runs", len(readingGrid))
	// The grid reaches every kind of sentence, so no claim goes untested.
	for id := range claims {
		if seen[id] == 0 {
			t.Errorf("no grid run printed a %s sentence", id)
		}
	}
}

// claims checks each reading id's claim against the run.
var claims = map[string]func(p *Params, s *Summary, t i18n.Text) error{
	// Only a read that waited on a source call can get its error, and only
	// a call the source did not finish fails.
	readFailed: func(p *Params, s *Summary, t i18n.Text) error {
		for _, st := range replayed(p) {
			r := s.Row(st)
			if r.Failed == 0 || !strings.HasPrefix(t.EN, capitalEN(strategyName(p, st).EN)) {
				continue
			}
			if r.Failed > r.Waiting || r.FailedCalls == 0 || r.FailedCalls > r.SourceCalls || p.Faults == nil {
				return fmt.Errorf("%s: %d failed reads of %d waiting, %d failed calls of %d", st, r.Failed, r.Waiting, r.FailedCalls, r.SourceCalls)
			}
			return mentions(t, r.Failed, r.FailedCalls)
		}
		return fmt.Errorf("no replayed strategy with failed reads is named")
	},
	// Only a faulted run is cut off, and only what still waited is said:
	// a read waits on a call, so no read waits without an open call.
	readCut: func(p *Params, s *Summary, t i18n.Text) error {
		for _, st := range replayed(p) {
			r := s.Row(st)
			if !r.cut() || !strings.HasPrefix(t.EN, capitalEN(strategyName(p, st).EN)+":") {
				continue
			}
			if p.Faults == nil || r.Unanswered > 0 && r.UnansweredCalls == 0 || r.Unanswered > r.Waiting {
				return fmt.Errorf("%s %+v cut off with faults %v", st, r, p.Faults)
			}
			if strings.Contains(t.EN, "no read was still waiting") != (r.Unanswered == 0) {
				return fmt.Errorf("%s: %d reads still waited", st, r.Unanswered)
			}
			if r.Unanswered == 0 {
				return mentions(t, r.UnansweredCalls)
			}
			return mentions(t, r.Unanswered, r.UnansweredCalls)
		}
		return fmt.Errorf("no cut replayed strategy is named")
	},
	readStampede: func(p *Params, s *Summary, t i18n.Text) error {
		plain, sf, swr := s.Row(stratPlain), s.Row(stratSingleFlight), s.Row(stratSWR)
		lo, hi := missWindow(p)
		if plain.SourceCalls < lo || plain.SourceCalls > hi {
			return fmt.Errorf("plain made %d calls; %d to %d reads arrive while the load is in flight", plain.SourceCalls, lo, hi)
		}
		if want := min(p.Instances, plain.SourceCalls); p.Rate == 0 && (sf.SourceCalls != want || swr.SourceCalls != want) {
			return fmt.Errorf("single-flight %d, swr %d calls; want one per instance that saw a read (%d)", sf.SourceCalls, swr.SourceCalls, want)
		}
		return mentions(t, p.Requests, plain.SourceCalls, sf.SourceCalls, swr.SourceCalls)
	},
	readSWR: func(p *Params, s *Summary, t i18n.Text) error {
		swr := s.Row(stratSWR)
		lo, hi := missWindow(p)
		if swr.Waiting != 0 || swr.Stale < max(lo, 1) || swr.Stale > hi {
			return fmt.Errorf("swr %+v: want nobody waiting and %d to %d stale", swr, lo, hi)
		}
		return mentions(t, swr.Stale)
	},
	readWindow: func(p *Params, s *Summary, t i18n.Text) error {
		plain := s.Row(stratPlain).SourceCalls
		rl := float64(p.Rate) * p.Latency.Seconds()
		if p.Rate == 0 || rl < 2 || float64(plain) < rl-1 || float64(plain) > rl+1 {
			return fmt.Errorf("plain made %d calls, rate × latency = %v", plain, rl)
		}
		return mentions(t, p.Rate, plain)
	},
	readInstances: func(p *Params, s *Summary, t i18n.Text) error {
		sf, lock := s.Row(stratSingleFlight), s.Row(stratSharedLock)
		if p.Instances < 2 || lock.SourceCalls != 1 || sf.SourceCalls <= 1 || lock.StoreRoundTrips != lock.Waiting {
			return fmt.Errorf("instances %d: single-flight %d calls, lock %+v", p.Instances, sf.SourceCalls, lock)
		}
		return mentions(t, p.Instances, sf.SourceCalls, lock.SourceCalls, lock.StoreRoundTrips)
	},
	readExpiry: func(p *Params, s *Summary, t i18n.Text) error {
		steps, most := recountExpiry(p)
		if steps < 2 {
			return fmt.Errorf("the jittered keys fall in %d step", steps)
		}
		return mentions(t, p.Keys, p.Jitter, steps, most)
	},
	readExpiryNone: func(p *Params, s *Summary, t i18n.Text) error {
		if steps, _ := recountExpiry(p); steps != 1 || p.Keys < 2 {
			return fmt.Errorf("%d keys fall in %d steps", p.Keys, steps)
		}
		return mentions(t, p.Keys, p.Jitter)
	},
	readCopies: func(p *Params, s *Summary, t i18n.Text) error {
		fewest, most := copyExtremes(s)
		if pf, pm := recountPct(fewest, p), recountPct(most, p); pm >= pf {
			return fmt.Errorf("busiest partition %d%% with %d copies, %d%% with %d: not cooled", pf, fewest.Copies, pm, most.Copies)
		}
		return mentions(t, fewest.MaxPct, most.MaxPct)
	},
	readCopiesFlat: func(p *Params, s *Summary, t i18n.Text) error {
		fewest, most := copyExtremes(s)
		if pf, pm := recountPct(fewest, p), recountPct(most, p); pm < pf {
			return fmt.Errorf("busiest partition %d%% → %d%%: cooled after all", pf, pm)
		}
		return mentions(t, fewest.MaxPct, most.MaxPct)
	},
	readOnePartition: func(p *Params, s *Summary, t i18n.Text) error {
		for _, r := range s.Partitions {
			if len(r.Load) != 1 || r.Load[0] != p.Reads || r.MaxPct != 100 {
				return fmt.Errorf("row %+v", r)
			}
		}
		return nil
	},
	readNoHot: func(p *Params, s *Summary, t i18n.Text) error {
		for _, r := range s.Partitions {
			if p.Hot != 0 || !slices.Equal(r.Load, s.Partitions[0].Load) {
				return fmt.Errorf("hot %d, row %+v differs from %+v", p.Hot, r, s.Partitions[0])
			}
		}
		return mentions(t, s.Partitions[0].MaxPct)
	},
	readNear: func(p *Params, s *Summary, t i18n.Text) error {
		nc := s.NearCache
		if p.Near == 0 || nc.RoundTrips != p.Reads || nc.RoundTripsNear >= nc.RoundTrips || nc.HotTripsNear > nc.HotRoundTrips {
			return fmt.Errorf("near cache %+v", nc)
		}
		return mentions(t, nc.RoundTrips, nc.RoundTripsNear)
	},
	readXFetchAt0: func(p *Params, s *Summary, t i18n.Text) error {
		if p.Rate != 0 || s.Row(stratXFetch).SourceCalls != s.Row(stratPlain).SourceCalls || s.Row(stratXFetchSF).SourceCalls != s.Row(stratSingleFlight).SourceCalls {
			return fmt.Errorf("XFetch differs from plain or single-flight at one instant")
		}
		return mentions(t, s.Row(stratXFetch).SourceCalls, s.Row(stratXFetchSF).SourceCalls)
	},
	readXFetchRace: func(p *Params, s *Summary, t i18n.Text) error {
		xf, plain := s.Row(stratXFetch), s.Row(stratPlain)
		lo, hi := overlapping(xf.calls, p.Latency)
		if xf.Overlapping < max(lo, 1) || xf.Overlapping > hi {
			return fmt.Errorf("%d overlapping calls; the call times give %d to %d", xf.Overlapping, lo, hi)
		}
		if strings.Contains(t.EN, "more source calls than no mitigation") != (xf.SourceCalls > plain.SourceCalls) {
			return fmt.Errorf("XFetch %d calls, plain %d", xf.SourceCalls, plain.SourceCalls)
		}
		// The reads said to come during the first early call are this run's:
		// counted from the arrivals, never more than the run had.
		during := 0
		for i := range p.Requests {
			if a := arrival(i, p.Rate); a >= xf.calls[0] && a < xf.calls[0]+p.Latency {
				during++
			}
		}
		if during > p.Requests {
			return fmt.Errorf("%d reads during one call of a run of %d", during, p.Requests)
		}
		return mentions(t, xf.SourceCalls, plain.SourceCalls, xf.Overlapping, during)
	},
	readXFetchSF: func(p *Params, s *Summary, t i18n.Text) error {
		r := s.Row(stratXFetchSF)
		if r.Waiting != 0 || r.Stale != 0 || r.LongestMS != 0 || r.calls[0]+p.Latency > p.expiryAt() || r.SourceCalls > p.Instances {
			return fmt.Errorf("XFetch + single-flight %+v, first call %v, expiry %v", r, r.calls[0], p.expiryAt())
		}
		return mentions(t, r.SourceCalls)
	},
	readXFetchSFLate: func(p *Params, s *Summary, t i18n.Text) error {
		r := s.Row(stratXFetchSF)
		first, expiry := r.calls[0], p.expiryAt()
		if r.Waiting == 0 || (first < expiry && first+p.Latency <= expiry) {
			return fmt.Errorf("XFetch + single-flight %+v, first call %v, expiry %v", r, first, expiry)
		}
		// A read comes at time zero: a larger β can refresh in time only if
		// that is a load's time before the expiry.
		if strings.Contains(t.EN, "A larger β refreshes earlier") && expiry < p.Latency {
			return fmt.Errorf("no read comes %v before the expiry at %v", p.Latency, expiry)
		}
		if strings.Contains(t.EN, "no β is enough") && expiry >= p.Latency {
			return fmt.Errorf("the first read comes %v before the expiry, a load takes %v", expiry, p.Latency)
		}
		if strings.Contains(t.EN, "no read drew") && first < expiry {
			return fmt.Errorf("a read drew recompute at %v, before the expiry at %v", first, expiry)
		}
		return mentions(t, r.SourceCalls, r.Waiting)
	},
	readStrategy: func(p *Params, s *Summary, t i18n.Text) error {
		c := s.Chosen()
		if p.Strategy == stratPlain || c.Name != p.Strategy {
			return fmt.Errorf("follows %s, the knob says %s", c.Name, p.Strategy)
		}
		if strings.Contains(t.EN, "longest wait") == (c.Unanswered > 0) {
			return fmt.Errorf("%d reads still waited at the end: the longest wait is not measured", c.Unanswered)
		}
		return mentions(t, c.SourceCalls, c.Waiting, c.Stale)
	},
	readRehash: func(p *Params, s *Summary, t i18n.Text) error {
		mod, chosen := recountMoved(p, hashModulo), recountMoved(p, p.Hashing)
		if chosen >= mod {
			return fmt.Errorf("%s moves %d keys, modulo %d", p.Hashing, chosen, mod)
		}
		return mentions(t, p.Partitions, p.Partitions+1)
	},
}

// missWindow is how many reads arrive from the first one at or after the
// expiry until a load started then is back (an arrival at exactly the
// landing instant may go either way): the reads a stampede is made of.
func missWindow(p *Params) (lo, hi int) {
	expiry := p.expiryAt()
	start := time.Duration(-1)
	for i := range p.Requests {
		a := arrival(i, p.Rate)
		if a < expiry {
			continue
		}
		if start < 0 {
			start = a
		}
		if a < start+p.Latency || a == start {
			lo++
		}
		if a <= start+p.Latency {
			hi++
		}
	}
	return lo, hi
}

// overlapping counts calls that started before the previous one was back
// (ties either way); calls are in start order and all take latency.
func overlapping(calls []time.Duration, latency time.Duration) (lo, hi int) {
	for i := 1; i < len(calls); i++ {
		if calls[i] < calls[i-1]+latency {
			lo++
		}
		if calls[i] <= calls[i-1]+latency {
			hi++
		}
	}
	return lo, hi
}

// recountExpiry is the lesson's jittered loop done again from the digests.
func recountExpiry(p *Params) (steps, most int) {
	per := map[int]int{}
	for i := 1; i <= p.Keys; i++ {
		per[p.TTL+int(digest(bookKey(i))%uint32(p.Jitter))]++
	}
	for _, n := range per {
		most = max(most, n)
	}
	return len(per), most
}

func copyExtremes(s *Summary) (fewest, most PartitionRow) {
	fewest, most = s.Partitions[0], s.Partitions[0]
	for _, r := range s.Partitions {
		if r.Copies < fewest.Copies {
			fewest = r
		}
		if r.Copies > most.Copies {
			most = r
		}
	}
	return fewest, most
}

// recountPct is a row's busiest share from its loads, checking they cover
// every read.
func recountPct(r PartitionRow, p *Params) int {
	if sumOf(r.Load) != p.Reads {
		return -1
	}
	return toFixed0(float64(maxOf(r.Load)) / float64(p.Reads) * 100)
}

func recountMoved(p *Params, method string) int {
	part, moved := partitionerFor(method), 0
	for i := 1; i <= p.Keys; i++ {
		h := digest(bookKey(i))
		if part(h, p.Partitions) != part(h, p.Partitions+1) {
			moved++
		}
	}
	return moved
}

// mentions checks that each number appears in the sentence as a number, in
// both languages as each writes it.
func mentions(t i18n.Text, nums ...int) error {
	for _, n := range nums {
		if err := labtest.Says(t, words.Int(n)); err != nil {
			return err
		}
	}
	return nil
}

// badPlural finds "1 reads", "1 keys" … in English text.
var badPlural = regexp.MustCompile(`(^|[^\d.])1 (reads|keys|steps|misses|requests|partitions|copies|instances|source calls|waiting reads|stale answers|round trips|calls)\b`)

// Both languages read well at every count: no "1 reads" or "Over the 1
// keys" in English, no unfilled or extra verbs in either language.
func TestTextIsGrammaticalAtEveryCount(t *testing.T) {
	for _, q := range readingGrid {
		res, _ := labtest.Run[*Summary](t, Lab, q)
		for _, l := range []i18n.Lang{i18n.EN, i18n.TR} {
			text := res.Text(l)
			if m := badPlural.FindString(text); l == i18n.EN && m != "" {
				t.Errorf("%q: %q in\n%s", q, m, text)
			}
			if strings.Contains(text, "%!") {
				t.Errorf("%q: a format verb went wrong in\n%s", q, text)
			}
		}
	}
	res, _ := labtest.Run[*Summary](t, Lab, "keys=1&requests=1&instances=1")
	en := res.Text(i18n.EN)
	for _, want := range []string{"1 key, ttl 100: fixed -> 1 expiry step, 1 miss in one step;", "Over the 1 key loaded in one step", "1 read at one instant, in turn to 1 instance;"} {
		if !strings.Contains(en, want) {
			t.Errorf("singular forms: lacks %q in\n%s", want, en)
		}
	}
}

// The reading and the sections at the lesson's values, in full: what a
// learner who changes nothing reads.
func TestTheReadingAtTheLessonsValues(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab, "")
	want := []string{
		"Of 100 reads, plain sent 100 to the source, single-flight 1 and stale-while-revalidate 1.",
		"Stale-while-revalidate made nobody wait but answered 100 reads with stale data.",
		"With a fixed TTL all 200 keys expire in the same step; a jitter of 40 steps derived from the key spreads them over 40 steps, at most 11 misses in one.",
		"Splitting the hot key cooled the busiest partition: 65% of the requests with the single key, 34% with 8 copies.",
		"A near cache with a 2 s TTL cut the round trips to the shared cache from 1000 to 49 (hot key: 600 to 1).",
	}
	var got []string
	for _, r := range res.Reading {
		got = append(got, r.EN)
		if r.TR == "" || r.TR == r.EN {
			t.Errorf("no Turkish for %q", r.EN)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("reading:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// The reading explains XFetch's two forms: at 10000 reads/s it says why
// lock-free XFetch made more calls than plain and why even the
// single-flight form could not refresh in time; at 1000 reads/s it shows
// what XFetch is for.
func TestTheReadingExplainsXFetch(t *testing.T) {
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"rate=10000", []string{
			"Lock-free XFetch made more source calls than no mitigation (95, plain 50): every read that draws \"recompute\" calls the source itself, and 94 of those calls started while another source call was still in flight.",
			"XFetch + single-flight made 1 source call, but 50 reads waited: the first \"recompute\" was drawn only 5 ms before the expiry, less than the 30 ms a source call takes. No read comes that early here: the first arrives only 5 ms before the expiry, so no β is enough.",
		}},
		{"rate=1000", []string{
			"Lock-free XFetch made 10 source calls (plain 30): every read that draws \"recompute\" calls the source itself, and 9 of those calls started while another source call was still in flight.",
			"XFetch + single-flight made 1 source call and no read waited: a read drew \"recompute\" 49 ms before the expiry, more than the 30 ms a source call takes, and refreshed in the background while the others kept getting the fresh value. That is what XFetch is for.",
		}},
		{"strategy=xfetch", []string{
			"All reads arrive at the instant the entry falls out, so XFetch has no earlier read to refresh from: lock-free XFetch made 100 source calls like plain, XFetch + single-flight 1 like single-flight.",
		}},
	} {
		res, _ := labtest.Run[*Summary](t, Lab, c.q)
		all := ""
		for _, r := range res.Reading {
			all += r.EN + "\n"
		}
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: reading lacks\n%s\nin\n%s", c.q, w, all)
			}
		}
	}
}

// ownReadings are the lab's own sentences: not the ones every lab says of
// a fault or of knobs that changed nothing.
func ownReadings(res *lab.Result) []lab.Sentence {
	var out []lab.Sentence
	for _, r := range res.Reading {
		if !strings.HasPrefix(r.ID, "fault_") && r.ID != "no_effect" {
			out = append(out, r)
		}
	}
	return out
}

func capitalEN(s string) string { return lab.Capital(i18n.Plain(s)).EN }
