package sweep

import (
	"net/url"
	"runtime"
	"runtime/metrics"
	"testing"

	"playground/engine/admission"
	"playground/engine/lab"
)

// heap reads a figure of the Go heap (the live heap after the last
// collection).
func heap(name string) uint64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

const (
	heapLive = "/gc/heap/live:bytes"
)

// recorder watches the runs of a lab wrapped by probed: the live heap when
// each run starts, after a collection — what the sweep holds of the points
// before it. Every figure follows a collection at a fixed moment of a
// deterministic program, so it depends on what the program holds, never on
// when the collector happened to run (a sampled heap of objects not yet
// swept made an earlier form of this test fail on a loaded machine).
type recorder struct {
	starts []uint64
}

func (r *recorder) start() {
	runtime.GC()
	r.starts = append(r.starts, heap(heapLive))
}

// probed is l with every run watched by rec: the same parameters, the same
// runs, the same metrics.
func probed(l *lab.Lab, rec *recorder) *lab.Lab {
	c := *l
	c.New = func() lab.Params { return probe{l.New(), rec} }
	return &c
}

type probe struct {
	lab.Params
	rec *recorder
}

func (p probe) Run(env *lab.Env) (*lab.Result, error) {
	p.rec.start()
	return p.Params.Run(env)
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

// A sweep keeps only the metrics of each point. With one worker (the
// browser's case: wasm has one thread), the live heap when a point starts is
// all the sweep holds of the points before it, and it stays under half of
// what one run's result weighs however many points ran — where keeping
// every lab.Result grew it by a whole result per point. A point's run is
// exactly the single run (its own working set, its own peak), so the sweep's
// peak is at most what it holds plus the heaviest point's own peak: within
// twice one run of its heaviest point, natively and in wasm.
func TestATwoHundredPointSweepPeaksWithinTwiceOneRunOfItsHeaviestPoint(t *testing.T) {
	base, _ := url.ParseQuery(heavyBase)

	// What one run's result of the heaviest point weighs.
	pl := heavyPlan(t, &recorder{}, 2)
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
	if result < 1<<19 {
		t.Fatalf("the heaviest point's result weighs %.2f MB: too light to show anything", mb(result))
	}

	rec := &recorder{}
	pl = heavyPlan(t, rec, MaxSteps)
	if len(pl.Values) != MaxSteps {
		t.Fatalf("%d points", len(pl.Values))
	}
	r := pl.Run(base, 1)
	if r.Done != MaxSteps || len(r.Errors) > 0 || len(rec.starts) != MaxSteps {
		t.Fatalf("%d points done (%d runs started), errors %v", r.Done, len(rec.starts), r.Errors)
	}
	first, held := rec.starts[0], uint64(0)
	for _, s := range rec.starts {
		held = max(held, s-min(s, first))
	}
	t.Logf("the heaviest point's result weighs %.2f MB; the 200-point sweep holds at most %.3f MB between points", mb(result), mb(held))
	if held > result/2 {
		t.Errorf("the sweep holds %.2f MB between points: the points' results (%.2f MB each) are kept", mb(held), mb(result))
	}
}
