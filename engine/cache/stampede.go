package cache

import (
	"math"
	"time"

	"playground/engine/lab"
	"playground/engine/sim"
)

// Strategy ids, in the order of the summary and the tables: the lesson's
// three, then the two beyond it.
const (
	stratPlain        = "plain"
	stratSingleFlight = "singleflight"
	stratSWR          = "swr"
	stratSharedLock   = "shared_lock"
	stratXFetch       = "xfetch"
)

var strategies = []string{stratPlain, stratSingleFlight, stratSWR, stratSharedLock, stratXFetch}

// hotKey is the lesson's most-read key: the Merkez branch's stock count.
const hotKey = "kutuphane:b1:n1:ksube-1:stok"

// never is the expiry of an entry a load has just stored: it outlives the run.
const never = time.Duration(math.MaxInt64)

// StampedeRow is one strategy's outcome.
type StampedeRow struct {
	Name        string `json:"name"`
	SourceCalls int    `json:"source_calls"`
	Waiting     int    `json:"waiting"` // reads that waited for the source
	Stale       int    `json:"stale"`   // reads answered with the expired value
	DurationMS  int    `json:"duration_ms"`
	// StoreRoundTrips are lock attempts in the shared store (shared_lock only).
	StoreRoundTrips int `json:"store_round_trips"`

	longest time.Duration   // the longest any read waited for its answer
	calls   []time.Duration // when each source call started
}

// stampede is one strategy's run: the reads of the hot key around the moment
// its entry falls out, on their own simulation.
type stampede struct {
	p        *Params
	s        *sim.Sim
	strategy string
	// expires is the entry's expiry; an expired entry is still there (stale),
	// which only stale-while-revalidate uses.
	expires time.Duration
	flights []*Group[string, int] // one table per app instance
	lock    *Group[string, int]   // one table in the shared store
	row     StampedeRow
}

// expiryAt is when the hot key's entry falls out: as the first reads arrive
// in the lesson, or after half of them when they arrive at a rate, so the
// window shows both sides of the expiry (XFetch acts before it).
func (p *Params) expiryAt() time.Duration {
	return arrival(p.Requests/2, p.Rate)
}

func runStampede(env *lab.Env, p *Params, strategy string) (StampedeRow, error) {
	w := &stampede{p: p, s: env.NewSim(p.Seed), strategy: strategy, expires: p.expiryAt()}
	w.row.Name = strategy
	for range p.Instances {
		w.flights = append(w.flights, NewGroup[string, int](w.s))
	}
	w.lock = NewGroup[string, int](w.s)
	// The lesson's Promise.all over Array.from: reads start in index order;
	// with a rate, one arrives each 1/rate and goes to the next instance.
	w.s.Go("arrivals", func(p *sim.Proc) {
		for i := range w.p.Requests {
			if t := arrival(i, w.p.Rate); t > p.Now() {
				p.Sleep(t - p.Now())
			}
			instance := i % w.p.Instances
			p.Go("read", func(p *sim.Proc) { w.read(p, instance) })
		}
	})
	if err := w.s.Run(); err != nil {
		return StampedeRow{}, err
	}
	w.row.DurationMS = roundTo10ms(w.row.longest)
	return w.row, nil
}

// load is the lesson's kaynaktanUret: count the call, take the latency,
// store a fresh entry.
func (w *stampede) load(p *sim.Proc) int {
	w.row.SourceCalls++
	w.row.calls = append(w.row.calls, p.Now())
	p.Sleep(w.p.Latency)
	w.expires = never
	return 137
}

func (w *stampede) fresh(now time.Duration) bool { return now < w.expires }

// read is one request for the hot key under the run's strategy.
func (w *stampede) read(p *sim.Proc, instance int) {
	start := p.Now()
	switch w.strategy {
	case stratPlain:
		if !w.fresh(p.Now()) {
			w.row.Waiting++
			w.load(p)
		}
	case stratSingleFlight:
		if !w.fresh(p.Now()) {
			w.row.Waiting++
			w.flights[instance].Do(p, hotKey, w.load)
		}
	case stratSWR:
		if !w.fresh(p.Now()) {
			w.flights[instance].Start(hotKey, w.load)
			w.row.Stale++
		}
	case stratSharedLock:
		if !w.fresh(p.Now()) {
			// The lock attempt is the miss's extra round trip; the store may
			// answer with the value if a load landed meanwhile.
			w.row.Waiting++
			w.row.StoreRoundTrips++
			p.Sleep(w.p.RTT)
			if !w.fresh(p.Now()) {
				w.lock.Do(p, hotKey, w.load)
			}
		}
	case stratXFetch:
		if w.recomputeEarly(p.Now()) {
			w.row.Waiting++
			w.load(p)
		}
	}
	w.row.longest = max(w.row.longest, p.Now()-start)
}

// recomputeEarly is XFetch (Vattani et al.): recompute when
// now − δ·β·ln(rand) ≥ expiry, δ being how long a load takes. There is no
// lock: every read that draws "recompute" calls the source.
func (w *stampede) recomputeEarly(now time.Duration) bool {
	if w.expires == never {
		return false
	}
	if now >= w.expires {
		return true
	}
	delta := float64(w.p.Latency)
	if delta == 0 || w.p.Beta == 0 {
		return false
	}
	u := 1 - w.s.Rand().Float64() // (0, 1]: ln stays finite
	return float64(now)-delta*w.p.Beta*math.Log(u) >= float64(w.expires)
}

// roundTo10ms is the lesson's Math.round(ms / 10) * 10.
func roundTo10ms(d time.Duration) int {
	ms := float64(d) / float64(time.Millisecond)
	return int(math.Floor(ms/10+0.5)) * 10
}
