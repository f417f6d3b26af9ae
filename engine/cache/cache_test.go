package cache

import (
	"bytes"
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/param"
)

func run(t testing.TB, q url.Values) (*Params, *Summary) {
	t.Helper()
	res, _, p := runResult(t, q)
	return p, res.Summary.(*Summary)
}

func runResult(t testing.TB, q url.Values) (*lab.Result, *lab.Env, *Params) {
	t.Helper()
	ps, err := Lab.Decode(q)
	if err != nil {
		t.Fatal(err)
	}
	env := &lab.Env{}
	res, err := Lab.RunParams(ps, env)
	if err != nil {
		t.Fatal(err)
	}
	return res, env, ps.(*Params)
}

func query(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

func TestDefaultsPrintTheLessonsTable(t *testing.T) {
	res, _, _ := runResult(t, nil)
	if got := res.LessonText(i18n.EN); got != Lab.Golden {
		t.Fatalf("lesson text differs from the course index:\n%s\nwant:\n%s", got, Lab.Golden)
	}
	if !res.MatchesLesson {
		t.Error("MatchesLesson is false at the defaults")
	}
	tr := res.LessonText(i18n.TR)
	for _, want := range []string{
		"strateji                     kaynak çağrısı  bekleyen istek  bayat yanıt  süre~\n",
		"yeniden doğrulayarak sunma   1               0               100          0 ms\n",
		"4 bölüm, 1000 isteğin %60'ı tek anahtarda:\n",
		"  8 kopyaya bölünmüş   300 341 158 201  en yüklü %34\n",
	} {
		if !strings.Contains(tr, want) {
			t.Errorf("Turkish lesson text lacks %q:\n%s", want, tr)
		}
	}
}

func TestDefaultsGiveTheLessonsNumbers(t *testing.T) {
	_, sum := run(t, nil)
	want := []StampedeRow{
		{Name: "plain", SourceCalls: 100, Waiting: 100, Stale: 0, DurationMS: 30},
		{Name: "singleflight", SourceCalls: 1, Waiting: 100, Stale: 0, DurationMS: 30},
		{Name: "swr", SourceCalls: 1, Waiting: 0, Stale: 100, DurationMS: 0},
	}
	for i, w := range want {
		g := sum.Stampede[i]
		if g.Name != w.Name || g.SourceCalls != w.SourceCalls || g.Waiting != w.Waiting || g.Stale != w.Stale || g.DurationMS != w.DurationMS {
			t.Errorf("stampede[%d] = %+v, want %+v", i, g, w)
		}
	}
	if e := sum.Expiry; e[0].Name != "fixed" || e[0].ExpirySteps != 1 || e[0].MaxMisses != 200 ||
		e[1].Name != "jittered" || e[1].ExpirySteps != 40 || e[1].MaxMisses != 11 {
		t.Errorf("expiry = %+v", e)
	}
	wantParts := []PartitionRow{
		{1, []int{150, 116, 83, 651}, 65},
		{4, []int{300, 416, 83, 201}, 42},
		{8, []int{300, 341, 158, 201}, 34},
	}
	if !reflect.DeepEqual(sum.Partitions, wantParts) {
		t.Errorf("partitions = %v, want %v", sum.Partitions, wantParts)
	}
}

func TestSummaryJSONKeepsItsKeys(t *testing.T) {
	res, _, _ := runResult(t, nil)
	b, err := res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"stampede"`, `"source_calls": 100`, `"waiting"`, `"stale"`, `"duration_ms": 30`,
		`"name": "singleflight"`, `"name": "swr"`, `"expiry"`, `"expiry_steps": 40`, `"max_misses": 11`,
		`"partitions"`, `"copies": 8`, `"load"`, `"max_pct": 34`, `"matches_lesson": true`} {
		if !bytes.Contains(b, []byte(key)) {
			t.Errorf("JSON lacks %s", key)
		}
	}
}

func TestSameParametersGiveTheSameJSON(t *testing.T) {
	q := query("rate=1000&instances=3&beta=2&near=300ms&hashing=rendezvous&seed=7")
	a, _, _ := runResult(t, q)
	b, _, _ := runResult(t, q)
	ja, _ := a.JSON()
	jb, _ := b.JSON()
	if !bytes.Equal(ja, jb) {
		t.Fatal("same parameters and seed gave different JSON")
	}
}

// Per-instance single-flight protects one instance only; the lock in the
// shared store makes one call for all, paying a round trip per miss.
func TestASharedLockMakesOneCallForAllInstances(t *testing.T) {
	_, sum := run(t, query("instances=4&rtt=20ms"))
	if got := sum.Stampede[1].SourceCalls; got != 4 {
		t.Errorf("per-instance single-flight with 4 instances: %d source calls, want 4", got)
	}
	if got := sum.Stampede[2].SourceCalls; got != 4 {
		t.Errorf("per-instance stale-while-revalidate with 4 instances: %d source calls, want 4", got)
	}
	lock := sum.StampedeBeyond[0]
	if lock.Name != "shared_lock" || lock.SourceCalls != 1 || lock.StoreRoundTrips != 100 || lock.Waiting != 100 {
		t.Errorf("shared lock = %+v, want 1 call, 100 round trips, 100 waiting", lock)
	}
	if lock.DurationMS != 50 { // 20 ms lock round trip + 30 ms source
		t.Errorf("shared lock duration %d ms, want 50", lock.DurationMS)
	}
	if _, sum := run(t, query("instances=4&requests=2")); sum.Stampede[1].SourceCalls != 2 {
		t.Errorf("2 reads over 4 instances: %d calls, want 2 (only instances that saw a read)", sum.Stampede[1].SourceCalls)
	}
}

// Spread arrivals: the stampede is the reads that come while the load is in
// flight, rate × latency (the lesson's 1000 rps × 30 ms = 30).
func TestTheStampedeIsRateTimesLatency(t *testing.T) {
	for _, c := range []struct {
		q     string
		calls int
	}{{"rate=1000", 30}, {"rate=2000&requests=200", 60}, {"rate=1000&latency=10ms", 10}} {
		_, sum := run(t, query(c.q))
		if got := sum.Stampede[0].SourceCalls; got != c.calls {
			t.Errorf("%s: plain made %d source calls, want %d", c.q, got, c.calls)
		}
		if sf := sum.Stampede[1]; sf.SourceCalls != 1 || sf.Waiting != c.calls {
			t.Errorf("%s: single-flight %+v, want 1 call and %d waiting", c.q, sf, c.calls)
		}
		if swr := sum.Stampede[2]; swr.Stale != c.calls || swr.Waiting != 0 {
			t.Errorf("%s: swr %+v, want %d stale", c.q, swr, c.calls)
		}
	}
	if _, sum := run(t, query("rate=1000")); sum.ExpiryAtMS != 50 {
		t.Errorf("entry falls out at %v ms, want 50 (half of 100 reads at 1000/s)", sum.ExpiryAtMS)
	}
}

// XFetch recomputes before the expiry, so fewer reads find the entry gone;
// with β = 0 or with every read at the expiry instant it is plain.
func TestXFetchRecomputesBeforeTheExpiry(t *testing.T) {
	_, sum := run(t, nil)
	if xf := sum.StampedeBeyond[1]; xf.SourceCalls != 100 {
		t.Errorf("all reads at the expiry: XFetch made %d calls, want 100 (like plain)", xf.SourceCalls)
	}
	_, sum = run(t, query("rate=1000&beta=0"))
	if xf := sum.StampedeBeyond[1]; xf.SourceCalls != 30 {
		t.Errorf("β=0: XFetch made %d calls, want 30 (like plain)", xf.SourceCalls)
	}
	_, sum = run(t, query("rate=1000&beta=1"))
	xf := sum.StampedeBeyond[1]
	if xf.SourceCalls < 1 || xf.SourceCalls >= 30 || xf.Waiting != xf.SourceCalls {
		t.Errorf("β=1: XFetch %+v, want between 1 and 29 calls, each a waiting read", xf)
	}
	if first := xf.calls[0]; first >= 50*time.Millisecond {
		t.Errorf("β=1: first recompute at %v, want before the expiry at 50ms", first)
	}
	_, big := run(t, query("rate=1000&beta=10"))
	if big.StampedeBeyond[1].calls[0] >= xf.calls[0] {
		t.Errorf("β=10 recomputed first at %v, not earlier than β=1 (%v)", big.StampedeBeyond[1].calls[0], xf.calls[0])
	}
}

func TestANearCacheCutsRoundTrips(t *testing.T) {
	_, sum := run(t, nil) // near=2s: the 1 s workload never sees a copy expire
	nc := sum.NearCache
	// 48 distinct book keys (i % 10 ≥ 6 over i % 120) and the hot key, once each.
	if nc.RoundTrips != 1000 || nc.RoundTripsNear != 49 || nc.HotRoundTrips != 600 || nc.HotTripsNear != 1 {
		t.Errorf("near cache = %+v, want 1000 → 49 round trips, hot 600 → 1", nc)
	}
	_, sum = run(t, query("near=100ms&instances=2&rtt=0s"))
	// The hot key: each instance fetches it every 100 ms over 1 s.
	if got := sum.NearCache.HotTripsNear; got != 20 {
		t.Errorf("near=100ms, 2 instances: %d hot-key round trips, want 20", got)
	}
	_, sum = run(t, query("near=0s"))
	if nc := sum.NearCache; nc.RoundTripsNear != nc.RoundTrips {
		t.Errorf("near=0 saved round trips: %+v", nc)
	}
}

func TestConsistentHashesMoveFewerKeys(t *testing.T) {
	_, sum := run(t, nil)
	got := map[string]int{}
	for _, m := range sum.Rehash.Methods {
		got[m.Name] = m.Moved
	}
	if got["modulo"] != 164 || got["jump"] != 45 || got["rendezvous"] != 39 {
		t.Errorf("keys moved 4 -> 5 = %v, want modulo 164, jump 45, rendezvous 39 of 200", got)
	}
	// Consistent hashes only move keys onto the new partition.
	for _, m := range []string{hashJump, hashRendezvous} {
		part := partitionerFor(m)
		for i := 1; i <= 500; i++ {
			h := digest(bookKey(i))
			for n := 1; n < 12; n++ {
				if a, b := part(h, n), part(h, n+1); a != b && b != n {
					t.Fatalf("%s: key %d moved %d -> %d going to %d partitions", m, i, a, b, n+1)
				}
			}
		}
	}
	_, jump := run(t, query("hashing=jump"))
	if reflect.DeepEqual(jump.Partitions[0].Load, []int{150, 116, 83, 651}) {
		t.Error("hashing=jump did not change the partition loads")
	}
}

func TestCountsAddUpOnOddParameters(t *testing.T) {
	for _, q := range []string{"", "rate=700&instances=5&requests=333", "hot=10&copies=1,3,256&partitions=9", "reads=1&partitions=256"} {
		p, sum := run(t, query(q))
		for _, r := range append(sum.Stampede, sum.StampedeBeyond...) {
			if r.Waiting+r.Stale > p.Requests || r.SourceCalls < 1 || len(r.calls) != r.SourceCalls {
				t.Errorf("%q %s: %+v", q, r.Name, r)
			}
		}
		for _, r := range sum.Partitions {
			total := 0
			for _, n := range r.Load {
				total += n
			}
			if total != p.Reads || len(r.Load) != p.Partitions {
				t.Errorf("%q copies=%d: load %v does not cover %d reads on %d partitions", q, r.Copies, r.Load, p.Reads, p.Partitions)
			}
		}
		if sum.Expiry[0].MaxMisses != p.Keys || sum.Expiry[1].ExpirySteps > p.Jitter {
			t.Errorf("%q: expiry %+v", q, sum.Expiry)
		}
	}
}

func TestToFixed0RoundsAsJavaScriptDoes(t *testing.T) {
	for x, want := range map[float64]int{37.5: 38, 27.500000000000004: 28, 65.10000000000001: 65, 41.6: 42, 0.49999999999999994: 0, 12.5: 13, 100: 100} {
		if got := toFixed0(x); got != want {
			t.Errorf("toFixed0(%v) = %d, want %d", x, got, want)
		}
	}
}

func TestBadParametersAreFieldNamedErrors(t *testing.T) {
	for _, c := range []struct{ q, field, value, rule string }{
		{"jitter=0", "jitter", "0", "must be between 1 and 1000000"},
		{"copies=4,0", "copies", "4,0", "must be between 1 and 256"},
		{"copies=", "copies", "", "must be whole numbers separated by commas"},
		{"copies=1,2,3,4,5,6,7,8,9", "copies", "1,2,3,4,5,6,7,8,9", "must have between 1 and 8 items"},
		{"partitions=0", "partitions", "0", "must be between 1 and 256"},
		{"hot=11", "hot", "11", "must be between 0 and 10"},
		{"requests=10001", "requests", "10001", "must be between 1 and 10000"},
		{"hashing=ring", "hashing", "ring", "must be exactly one of: modulo, jump, rendezvous"},
		{"rate=1&reads=200000", "rate", "1", "200,000 reads at this rate take 55 h 33 min to arrive; at most 1 h is allowed"},
		{"size=3", "size", "3", "unknown parameter"},
	} {
		_, err := Lab.Decode(query(c.q))
		var errs param.Errors
		if !errors.As(err, &errs) {
			t.Errorf("%s: error %v, want param.Errors", c.q, err)
			continue
		}
		e := errs.For(c.field)
		if e == nil || e.Value != c.value || !strings.Contains(e.Rule.EN, c.rule) || e.Rule.TR == "" {
			t.Errorf("%s: %v, want field %s value %q rule %q", c.q, err, c.field, c.value, c.rule)
		}
	}
}

func TestGroupSharesOneLoadPerFlight(t *testing.T) {
	env := &lab.Env{}
	s := env.NewSim(1)
	g := NewGroup[string, int](s)
	loads, shared, answered := 0, 0, 0
	load := func(done func(int)) {
		loads++
		n := loads
		s.After(10*time.Millisecond, func() { done(n) })
	}
	for i := range 5 {
		s.At(time.Duration(i)*4*time.Millisecond, func() {
			g.Do("k", load, func(v int, sh bool) {
				answered++
				if sh {
					shared++
				}
				// callers at 0, 4, 8 ms share the first load; 12 and 16 ms the second
				if want := 1 + i/3; v != want {
					t.Errorf("caller %d got load %d, want %d", i, v, want)
				}
			})
		})
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if loads != 2 || shared != 3 || answered != 5 || g.InFlight("k") {
		t.Errorf("loads %d, shared %d, answered %d, in flight %v; want 2, 3, 5, false", loads, shared, answered, g.InFlight("k"))
	}
}

// FuzzParams runs any decodable parameter set: an in-bounds set must run to
// the end — a cap error (lab.RunError wrapping sim.CapError) is a failure,
// since the bounds promise every run finishes — and give a well-formed
// result (finite metrics, a scene covering the trace, one main figure).
func FuzzParams(f *testing.F) {
	for _, s := range []string{"", "rate=1000", "instances=64&requests=500&rate=50000", "copies=1,256&partitions=256&hot=10",
		"jitter=1000000&ttl=1&keys=20000", "near=1h&reads=200000", "beta=10&rate=1&requests=3", "latency=0s&rtt=0s",
		"hashing=rendezvous&partitions=255", "requests=-1", "copies=a", "seed=9007199254740991",
		"strategy=xfetch_sf&rate=1&requests=3600&latency=10s", "strategy=shared_lock&instances=64&rtt=1s&latency=10s",
		"strategy=xfetch&rate=1000000&requests=10000&beta=10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		ps, err := Lab.Decode(q)
		if err != nil {
			return // out of bounds: a field-named error, covered by TestBadParametersAreFieldNamedErrors
		}
		p := ps.(*Params)
		// Keep each fuzz execution short; TestTheLargestInBoundsRunsFinish
		// runs the corners at the caps.
		if p.Requests*p.Instances > 20_000 || p.Reads > 20_000 || p.Keys*p.Partitions > 200_000 {
			return
		}
		res, err := Lab.RunParams(ps, &lab.Env{})
		var capErr *lab.RunError
		if errors.As(err, &capErr) {
			t.Fatalf("%s: in-bounds parameters hit a cap: %v", raw, err)
		}
		if err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		if len(res.Summary.(*Summary).Stampede) != 3 || len(res.Metrics) != len(Lab.Metrics) {
			t.Fatalf("%s: summary lacks the three strategies or metrics are missing", raw)
		}
		if err := sceneCoversTrace(res); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		if n := mainFigures(res); n != 1 {
			t.Fatalf("%s: %d main figures", raw, n)
		}
		// The reading's claims and the texts' typography, as over the grid.
		for _, r := range ownReadings(res) {
			if err := claims[r.ID](p, res.Summary.(*Summary), r.Text); err != nil {
				t.Errorf("%s: %s: %v", raw, r.ID, err)
			}
		}
		labtest.CheckWords(t, Lab, raw, res)
	})
}

// The parameters at their caps, where a run costs the most, finish without
// hitting the kernel's caps (so the fuzz target may skip them for speed).
func TestTheLargestInBoundsRunsFinish(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the largest parameter sets")
	}
	for _, q := range []string{
		"requests=10000&instances=64&rate=1000000&reads=200000&keys=20000&partitions=256&copies=1,2,4,8,16,64,128,256&hashing=rendezvous&near=1ms",
		"requests=10000&rate=3&reads=10800&latency=10s&rtt=1s&strategy=shared_lock&near=1h",
		"requests=10000&latency=10s&strategy=xfetch&beta=10&rate=1000000",
		"keys=20000&jitter=1000000&ttl=1000000&partitions=256&hashing=jump",
	} {
		res, err := Lab.Run(query(q), &lab.Env{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if res.Stats.VirtualTime <= 0 {
			t.Errorf("%s: no virtual time passed", q)
		}
	}
}

func BenchmarkDefaultRun(b *testing.B) {
	for b.Loop() {
		if _, err := Lab.Run(nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLargestRun is the parameters at their caps that cost the most.
func BenchmarkLargestRun(b *testing.B) {
	q := query("requests=10000&instances=64&rate=1000000&reads=200000&keys=20000&partitions=256&copies=1,2,4,8,16,64,128,256&hashing=rendezvous&near=1ms")
	for b.Loop() {
		if _, err := Lab.Run(q, nil); err != nil {
			b.Fatal(err)
		}
	}
}
