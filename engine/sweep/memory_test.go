package sweep

import (
	"net/url"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
	"testing"

	"playground/engine/admission"
	"playground/engine/lab"
	"playground/engine/sim"
)

// heap reads the Go heap: objects (live and not yet swept), or live after
// the last collection.
func heap(name string) uint64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

const (
	heapObjects = "/memory/classes/heap/objects:bytes"
	heapLive    = "/gc/heap/live:bytes"
)

// recorder watches the runs of a lab wrapped by probed: the live heap when
// each run starts (after a collection: what the sweep holds between
// points) and the heap's peak while runs go on (sampled every few
// thousand events).
type recorder struct {
	mu     sync.Mutex
	starts []uint64
	peak   uint64
}

func (r *recorder) start() {
	runtime.GC()
	live := heap(heapLive)
	r.mu.Lock()
	r.starts = append(r.starts, live)
	r.mu.Unlock()
	r.sample()
}

func (r *recorder) sample() {
	h := heap(heapObjects)
	r.mu.Lock()
	r.peak = max(r.peak, h)
	r.mu.Unlock()
}

// probed is l with every run watched by rec: the same parameters, the same
// runs, the same metrics.
func probed(l *lab.Lab, rec *recorder) *lab.Lab {
	return &lab.Lab{ID: l.ID, Title: l.Title, Question: l.Question, Lesson: l.Lesson, Golden: l.Golden,
		Presets: l.Presets, Metrics: l.Metrics, Challenges: l.Challenges, Sweeps: l.Sweeps,
		New: func() lab.Params { return probe{l.New(), rec} }}
}

type probe struct {
	lab.Params
	rec *recorder
}

func (p probe) Run(env *lab.Env) (*lab.Result, error) {
	p.rec.start()
	env.ProgressEvery = 2000
	env.Progress = func(sim.Progress) { p.rec.sample() }
	res, err := p.Params.Run(env)
	p.rec.sample()
	return res, err
}

// An admission set whose heaviest point sends 3 000 requests at once to 300
// workers, and a sweep over the request count that ends there: heavy
// enough that keeping every point's result would show, light enough for a
// unit test (under wasm too).
const heavyBase = "concurrency=300"

func heavyPlan(t *testing.T, rec *recorder, steps int) *Plan {
	t.Helper()
	pl, err := NewPlan(probed(admission.Lab, rec), Spec{Knob: "requests", From: "100", To: "3000", Steps: steps})
	if err != nil {
		t.Fatal(err)
	}
	return pl
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

// A sweep keeps only the metrics of each point: with one worker (the
// browser's case), the live heap when a point starts is what the sweep
// holds of the points before it, and it stays under half of what one run's
// result weighs, however many points ran — where holding every lab.Result
// grew it by a whole result per point. Its peak is therefore within twice
// that of one run of its heaviest point (measured here, natively and in
// wasm, the same way for both).
func TestATwoHundredPointSweepPeaksWithinTwiceOneRunOfItsHeaviestPoint(t *testing.T) {
	base, _ := url.ParseQuery(heavyBase)

	// One run of the heaviest point: its peak, and what its result weighs.
	one := &recorder{}
	pl := heavyPlan(t, one, 2)
	runtime.GC()
	floor := heap(heapLive)
	res, err := pl.RunPoint(base, len(pl.Values)-1, nil)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	result := heap(heapLive) - min(floor, heap(heapLive))
	runtime.KeepAlive(res)
	res = nil
	onePeak := one.peak - min(one.starts[0], one.peak)

	for _, workers := range slices.Compact([]int{1, runtime.GOMAXPROCS(0)}) {
		rec := &recorder{}
		pl := heavyPlan(t, rec, MaxSteps)
		if len(pl.Values) != MaxSteps {
			t.Fatalf("%d points", len(pl.Values))
		}
		r := pl.Run(base, workers)
		if r.Done != MaxSteps || len(r.Errors) > 0 {
			t.Fatalf("%d points done, errors %v", r.Done, r.Errors)
		}
		first, held := rec.starts[0], uint64(0)
		for _, s := range rec.starts {
			held = max(held, s-min(s, first))
		}
		sweepPeak := rec.peak - min(first, rec.peak)
		t.Logf("%d worker(s): one run of the heaviest point peaks at %.1f MB above the floor (its result weighs %.1f MB); "+
			"the 200-point sweep peaks at %.1f MB and holds at most %.2f MB between points",
			workers, mb(onePeak), mb(result), mb(sweepPeak), mb(held))
		if workers > 1 {
			// Runs in flight side by side: each holds its own working set.
			if held > uint64(workers)*max(onePeak, result) {
				t.Errorf("%d workers hold %.1f MB between points: more than %d runs", workers, mb(held), workers)
			}
			continue
		}
		if held > result/2 {
			t.Errorf("the sweep holds %.1f MB between points: the points' results (%.1f MB each) are kept", mb(held), mb(result))
		}
		if sweepPeak > 2*onePeak {
			t.Errorf("the sweep peaks at %.1f MB, over twice one run's %.1f MB", mb(sweepPeak), mb(onePeak))
		}
	}
}
