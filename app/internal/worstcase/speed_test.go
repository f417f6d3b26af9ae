package worstcase

import (
	"net/url"
	"testing"

	"playground/engine/labs"
)

// heavySets are in-bounds runs near each lab's limits, fixed so that
// builds can be compared run for run: ./build.sh bench runs them as wasm
// under node in the shipped build, in a build with the compiler's defaults
// and in one without inlining (-gcflags=all=-l, the old size hack), and
// prints the three side by side. A change that buys bytes with speed
// shows up there as a shipped column slower than the default one.
var heavySets = []struct{ lab, query string }{
	{"cache", "reads=200000&keys=20000&requests=10000&instances=64&partitions=256&rate=1000000"},
	{"admission", "arrivals=poisson&rate=10000&duration=10s&concurrency=50&queue=5000&work_dist=exp"},
	{"registry", "replicas=10&clients=100&requests=500&lease=50ms&renew=10ms"},
	{"sidecar", "members=99&load=5&attempts=10&read_fails=100&backoff=10ms"},
}

// BenchmarkHeavySets runs each heavy set once per iteration (the bench
// uses -benchtime 1x -count 3: three runs a set).
func BenchmarkHeavySets(b *testing.B) {
	for _, s := range heavySets {
		l := labs.Find(s.lab)
		q, err := url.ParseQuery(s.query)
		if err != nil {
			b.Fatal(err)
		}
		prm, err := l.Decode(q)
		if err != nil {
			b.Fatalf("%s %s: %v", s.lab, s.query, err)
		}
		b.Run(s.lab, func(b *testing.B) {
			for range b.N {
				if _, err := l.RunParams(prm, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The heavy sets stay valid: a knob renamed or a bound lowered would
// otherwise only show when someone runs the bench.
func TestTheHeavySetsAreInBounds(t *testing.T) {
	for _, s := range heavySets {
		l := labs.Find(s.lab)
		if l == nil {
			t.Fatalf("no lab %s", s.lab)
		}
		q, _ := url.ParseQuery(s.query)
		if _, err := l.Decode(q); err != nil {
			t.Errorf("%s %s: %v", s.lab, s.query, err)
		}
	}
}
