package cache

import (
	"time"

	"playground/engine/lab"
)

// NearCache is the hot-key workload (unsplit key) read through a short-lived
// local copy in each app instance, against reading the shared cache every time.
type NearCache struct {
	TTLMS     float64 `json:"ttl_ms"`
	Reads     int     `json:"reads"`
	Instances int     `json:"instances"`
	RatePerS  int     `json:"rate_per_s"`
	// Without the near cache every read is a round trip to the shared cache.
	RoundTrips     int   `json:"round_trips"`
	HotRoundTrips  int   `json:"hot_round_trips"`
	MaxPct         int   `json:"max_pct"`
	Load           []int `json:"load"`
	RoundTripsNear int   `json:"round_trips_near"`
	HotTripsNear   int   `json:"hot_round_trips_near"`
	MaxPctNear     int   `json:"max_pct_near"`
	LoadNear       []int `json:"load_near"` // round trips per partition
}

// runNearCache replays the workload on the kernel: read i arrives at i/rate
// on instance i % instances; a read its instance's near copy cannot answer
// costs a round trip, and the copy is filled when the answer is back.
func runNearCache(env *lab.Env, p *Params) (NearCache, error) {
	pl := place(partitionerFor(p.Hashing), p.Partitions, 1)
	nc := NearCache{
		TTLMS: float64(p.Near) / float64(time.Millisecond), Reads: p.Reads, Instances: p.Instances,
		RatePerS: p.workloadRate(), Load: make([]int, p.Partitions), LoadNear: make([]int, p.Partitions),
	}
	for i := range p.Reads {
		nc.Load[pl.of(i, p.Hot)]++
		if isHot(i, p.Hot) {
			nc.HotRoundTrips++
		}
	}
	nc.RoundTrips, nc.MaxPct = p.Reads, maxPct(nc.Load, p.Reads)

	s := env.NewSim(p.Seed)
	// expires[instance][key]: cold keys by index, the hot key last. The zero
	// value is "no copy": no read happens before time zero.
	expires := make([][coldKeys + 1]time.Duration, p.Instances)
	// A round trip's answer fills its instance's copy one RTT after the
	// read: the fills come due in the order of the reads that asked, so
	// they wait in a FIFO and are applied as the clock passes them (first
	// at a read's instant, as an event scheduled earlier would run first),
	// not as events: at a million reads a second the kernel's queue would
	// otherwise hold every fill of the last RTT.
	type fill struct {
		at        time.Duration
		inst, key int
	}
	var fills []fill
	head := 0
	var read func(i int)
	read = func(i int) {
		inst, key := i%p.Instances, i%coldKeys
		if isHot(i, p.Hot) {
			key = coldKeys
		}
		now := s.Now()
		for ; head < len(fills) && fills[head].at <= now; head++ {
			f := fills[head]
			expires[f.inst][f.key] = max(expires[f.inst][f.key], f.at+p.Near)
		}
		if head > 1024 && head*2 > len(fills) {
			fills, head = fills[:copy(fills, fills[head:])], 0
		}
		if now >= expires[inst][key] {
			nc.RoundTripsNear++
			nc.LoadNear[pl.of(i, p.Hot)]++
			if key == coldKeys {
				nc.HotTripsNear++
			}
			fills = append(fills, fill{now + p.RTT, inst, key})
		}
		if i+1 < p.Reads {
			s.At(arrival(i+1, nc.RatePerS), func() { read(i + 1) })
		}
	}
	s.At(0, func() { read(0) })
	if err := s.Run(); err != nil {
		return NearCache{}, err
	}
	nc.MaxPctNear = maxPct(nc.LoadNear, max(nc.RoundTripsNear, 1))
	return nc, nil
}
