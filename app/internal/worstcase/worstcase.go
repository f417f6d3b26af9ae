// Package worstcase finds each lab's heaviest in-bounds parameter set,
// faults included (no run may take over 1 s natively, 2 s or a 256 MB Go
// heap in the browser). Search tries, natively, every knob at each end of
// its bounds alone, the combination of each knob's heavier end, one greedy
// pass over that, and random in-bounds sets; then, on the heaviest of
// those, fault lists aimed at cost (every lasting fault from the start to
// far past the run's end, kills at the start, and the soak's random lists,
// engine/soak). It ranks them by bytes allocated (deterministic, unlike
// wall time on a shared machine). Measure runs a set and reports its wall
// time and peak Go heap; its test runs the top sets under wasm (node),
// where the limit applies.
package worstcase

import (
	_ "embed"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"net/url"
	"runtime"
	"slices"
	"strconv"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
	"playground/engine/soak"
)

// Set is an in-bounds run near its lab's limits.
type Set struct {
	Lab   string `json:"lab"`
	Query string `json:"query"`
	// Faulted names a set whose faults stretch it (its name in the bench).
	Faulted bool `json:"faulted,omitempty"`
}

// Name is the set's name in the bench: its lab, "+faults" when faulted.
func (s Set) Name() string {
	if s.Faulted {
		return s.Lab + "+faults"
	}
	return s.Lab
}

// Heavy are the heaviest in-bounds runs the search found (sets.json),
// fixed so that builds can be compared run for run: ./build.sh bench runs
// them as wasm under node in the shipped build, in a build with the
// compiler's defaults and in one without inlining (-gcflags=all=-l, the
// old size hack), and prints the three side by side (a change that buys
// bytes with speed shows up there as a shipped column slower than the
// default one); the browser tests run them in the tab and hold every task
// on the page's thread under 200 ms. Each lab has one without faults and
// one with (the search of 2026-12-03: the heaviest a fault stretches, a
// stall or a delay of a day, or a restart at the lab's extremes). The
// sets are data, named by lab and parameters as a test's cases are: no
// page or command of app/ reads them.
var Heavy []Set

// A SweepSet is a sweep over a heavy run (the page's sweep= key).
type SweepSet struct {
	Lab   string `json:"lab"`
	Query string `json:"query"`
	Sweep string `json:"sweep"`
}

// Sweeps are 200-point sweeps over runs a fault stretches (sets.json):
// the browser tests hold every task on the page's thread under 200 ms
// while they go.
var Sweeps []SweepSet

//go:embed sets.json
var setsJSON []byte

func init() {
	var sets struct {
		Heavy  []Set      `json:"heavy"`
		Sweeps []SweepSet `json:"sweeps"`
	}
	if err := json.Unmarshal(setsJSON, &sets); err != nil {
		panic("worstcase: sets.json: " + err.Error())
	}
	Heavy, Sweeps = sets.Heavy, sets.Sweeps
}

// The limits a run must keep: natively, and in the browser (wasm).
const (
	MaxNative = time.Second
	MaxWall   = 2 * time.Second
	MaxHeap   = 256 << 20
)

// Cost is one run's measure.
type Cost struct {
	Lab      string        `json:"lab"`
	Query    string        `json:"query"`
	Wall     time.Duration `json:"wall_ns"`
	CPU      time.Duration `json:"cpu_ns"`    // the process's CPU time over the run (0: unknown)
	PeakHeap uint64        `json:"peak_heap"` // sampled HeapAlloc, bytes
	Alloc    uint64        `json:"alloc"`     // bytes allocated in all
	Events   uint64        `json:"events"`
	Err      string        `json:"err,omitempty"`
}

// Measure runs l at q and samples the Go heap as it goes (every
// sampleEvery events and at the end).
func Measure(l *lab.Lab, q url.Values) (Cost, error) {
	c := Cost{Lab: l.ID, Query: q.Encode()}
	prm, err := l.Decode(q)
	if err != nil {
		return c, err
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.TotalAlloc
	peak := ms.HeapAlloc
	sample := func() {
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapAlloc)
	}
	env := &lab.Env{ProgressEvery: sampleEvery, Progress: func(sim.Progress) { sample() }}
	t0, cpu0 := time.Now(), cpuTime()
	res, err := l.RunParams(prm, env)
	c.Wall, c.CPU = time.Since(t0), cpuTime()-cpu0
	sample()
	c.PeakHeap, c.Alloc = peak, ms.TotalAlloc-base
	if err != nil {
		return c, err
	}
	c.Events = res.Stats.Events
	return c, nil
}

const sampleEvery = 50_000

// MaxLive bounds the live Go heap of a run, measured after a collection.
// In the tab, Go's collector marks the whole live heap in one task when
// the run yields to the browser (its idle mark worker stops only for a
// runnable goroutine, which in js/wasm cannot come until it returns), so
// the live heap, not the slices, sets the page's longest task during a
// heavy run: 40 MB marked in 150–220 ms with a core busy.
const MaxLive = 20 << 20

// PeakLive runs l at q and returns its largest live heap: after a
// collection every liveEvery events. Slow (a collection each time): for
// tests, not the search.
func PeakLive(l *lab.Lab, q url.Values) (uint64, error) {
	prm, err := l.Decode(q)
	if err != nil {
		return 0, err
	}
	var peak uint64
	var ms runtime.MemStats
	sample := func() {
		runtime.GC()
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapAlloc)
	}
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	env := &lab.Env{ProgressEvery: liveEvery, Progress: func(sim.Progress) { sample() }}
	_, err = l.RunParams(prm, env)
	if peak < base {
		return 0, err
	}
	return peak - base, err
}

const liveEvery = 100_000

// Search returns l's candidate sets ranked heaviest first (bytes
// allocated), with n random sets besides the structured ones. Sets a
// cross-field rule refuses are not in bounds and are left out.
func Search(l *lab.Lab, n int, seed uint64) []Cost {
	fields := knobs(l)
	seen := map[string]bool{}
	var out []Cost
	try := func(q url.Values) (Cost, bool) {
		k := q.Encode()
		if seen[k] {
			return Cost{}, false
		}
		seen[k] = true
		c, err := Measure(l, q)
		if err != nil {
			var pe param.Errors
			if errors.As(err, &pe) {
				return Cost{}, false // out of bounds by a cross-field rule
			}
			c.Err = err.Error()
		}
		out = append(out, c)
		return c, true
	}
	// Each knob at each end alone: which end is heavier.
	heavy := url.Values{}
	for _, f := range fields {
		best, bestV := uint64(0), ""
		for _, v := range ends(f) {
			c, ok := try(url.Values{f.Name: {v}})
			if ok && c.Alloc >= best {
				best, bestV = c.Alloc, v
			}
		}
		if bestV != "" {
			heavy.Set(f.Name, bestV)
		}
	}
	// Greedy passes from every knob at its heavier end (which a cross-field
	// rule may refuse) and from the lesson's values: a knob moves to another
	// end when the set stays in bounds and gets heavier.
	for _, start := range []url.Values{heavy, {}} {
		cur, ok := try(start)
		if !ok { // measured before (or refused): measure it again
			c, err := Measure(l, start)
			cur, ok = c, err == nil
		}
		for _, f := range fields {
			for _, v := range ends(f) {
				q := cloneWith(start, f.Name, v)
				c, tried := try(q)
				if tried && c.Err == "" && (!ok || c.Alloc > cur.Alloc) {
					start, cur, ok = q, c, true
				}
			}
		}
	}
	// Random in-bounds sets.
	r := rand.New(rand.NewPCG(seed, 17))
	for range n {
		q := url.Values{}
		for _, f := range fields {
			q.Set(f.Name, random(f, r))
		}
		try(q)
	}
	heaviest(out)
	// Faults on the heaviest sets: what a fault can stretch.
	var sets []url.Values
	for _, c := range out {
		if c.Err == "" && len(sets) < faultedSets {
			q, _ := url.ParseQuery(c.Query)
			sets = append(sets, q)
		}
	}
	for _, q := range sets {
		for _, fs := range faultLists(l, q, r, n) {
			try(cloneWith(q, fault.Param, fs))
		}
	}
	heaviest(out)
	return out
}

// faultedSets is how many of the heaviest sets get fault lists.
const faultedSets = 3

func heaviest(cs []Cost) {
	slices.SortFunc(cs, func(a, b Cost) int {
		switch {
		case a.Alloc > b.Alloc:
			return -1
		case a.Alloc < b.Alloc:
			return 1
		}
		return 0
	})
}

// faultLists are fault lists aimed at cost for the run at q: each lasting
// fault on each target from the run's start (and from its middle) to far
// past its end, one kill at the start per target, all targets' lasting
// faults at once, and n of the soak's random lists.
func faultLists(l *lab.Lab, q url.Values, r *rand.Rand, n int) []string {
	probe, err := l.Run(q, nil)
	if err != nil || len(probe.Scene.Faults) == 0 {
		return nil
	}
	var end time.Duration
	for _, m := range probe.Trace {
		end = max(end, m.Received)
	}
	for _, s := range probe.Spans {
		end = max(end, s.To)
	}
	end = max(end, time.Millisecond)
	long := 23 * time.Hour
	var out []string
	var all []fault.Fault
	for _, tg := range probe.Scene.Faults {
		for _, k := range tg.Kinds {
			switch {
			case k == fault.Kill:
				out = append(out, fault.Format([]fault.Fault{{Kind: k, Target: tg.ID}}))
			case k.Lasts():
				for _, at := range []time.Duration{0, (end / 2).Truncate(time.Millisecond)} {
					f := fault.Fault{Kind: k, Target: tg.ID, At: at, For: long}
					out = append(out, fault.Format([]fault.Fault{f}))
				}
				if len(all) < fault.MaxFaults {
					all = append(all, fault.Fault{Kind: k, Target: tg.ID, At: time.Duration(len(all)) * time.Millisecond, For: long})
				}
			}
		}
	}
	if len(all) > 0 {
		out = append(out, fault.Format(all))
	}
	for range n {
		out = append(out, fault.Format(soak.Faults(r, probe.Scene.Faults, end)))
	}
	return out
}

// knobs are the fields the search moves: numeric, enum and bool ones; the
// seed only picks another random stream of the same size.
func knobs(l *lab.Lab) []*param.Field {
	var out []*param.Field
	for _, f := range l.Knobs().Fields() {
		if f.Name == "seed" {
			continue
		}
		switch f.Kind {
		case param.Int, param.Float, param.Duration, param.Enum, param.Bool:
			out = append(out, f)
		}
	}
	return out
}

// ends are a knob's extreme values: its bounds, or every choice.
func ends(f *param.Field) []string {
	switch f.Kind {
	case param.Enum:
		return f.Choices
	case param.Bool:
		return []string{"false", "true"}
	}
	return []string{f.Min, f.Max}
}

func cloneWith(q url.Values, k, v string) url.Values {
	c := url.Values{}
	for kk, vv := range q {
		c[kk] = append([]string(nil), vv...)
	}
	c.Set(k, v)
	return c
}

// random is an in-bounds value: log-uniform where the bounds span two
// decades (as the slider), else uniform.
func random(f *param.Field, r *rand.Rand) string {
	switch f.Kind {
	case param.Enum:
		return f.Choices[r.IntN(len(f.Choices))]
	case param.Bool:
		return strconv.FormatBool(r.IntN(2) == 1)
	}
	lo, ok1 := parse(f.Kind, f.Min)
	hi, ok2 := parse(f.Kind, f.Max)
	if !ok1 || !ok2 || hi <= lo {
		return f.Default
	}
	u := r.Float64()
	var v float64
	if lo > 0 && hi/lo >= 100 {
		v = lo * math.Pow(hi/lo, u)
	} else {
		v = lo + u*(hi-lo)
	}
	switch f.Kind {
	case param.Duration:
		return time.Duration(min(max(v, lo), hi)).String()
	case param.Int:
		return strconv.FormatInt(int64(min(max(math.Round(v), lo), hi)), 10)
	}
	return param.FormatFloat(min(max(v, lo), hi))
}

func parse(k param.Kind, v string) (float64, bool) {
	switch k {
	case param.Duration:
		d, err := time.ParseDuration(v)
		return float64(d), err == nil
	case param.Int:
		n, err := strconv.ParseInt(v, 10, 64)
		return float64(n), err == nil
	}
	x, err := strconv.ParseFloat(v, 64)
	return x, err == nil
}
