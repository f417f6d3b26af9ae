package worstcase

import (
	"fmt"
	"net/url"
	"runtime"
	"testing"

	"playground/engine/labs"
	"playground/engine/policy"
	_ "playground/engine/policy/star" // the code sets run
)

// Every lab that takes code has code sets, with and without faults, and
// each runs to its end: the starter code to a result, the spender to the
// run's step budget (its error, at a line of the code), within
// MaxCodeWall and MaxHeap (under wasm in ./build.sh bench; natively here,
// where they take a fraction of it). A lesson run first: under wasm the
// first run also pays for compiling the engine, on other threads whose
// CPU time counts.
func TestTheCodeSetsRunToTheirEndWithinTheLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the heaviest sets with code")
	}
	sets := CodeSets()
	if _, err := labs.Find("registry").Run(nil, nil); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, s := range sets {
		seen[s.Name()] = true
		l := labs.Find(s.Lab)
		q, _ := url.ParseQuery(s.Query)
		c, err := Measure(l, q)
		msg := fmt.Sprintf("%s/%s %-26s %6.0f ms wall, %6.0f ms CPU, peak heap %3d MB", runtime.GOOS, runtime.GOARCH,
			s.Name(), ms(c.Wall), ms(c.CPU), c.PeakHeap>>20)
		t.Log(msg)
		switch pe, ok := policy.As(err); {
		case s.Code == CodeStarter && err != nil:
			t.Errorf("%s: %v", s.Name(), err)
		case s.Code == CodeSpend && (!ok || pe.Kind != policy.Steps || pe.Line == 0):
			t.Errorf("%s: ended with %v, want the step budget's error at a line", s.Name(), err)
		}
		if c.CPU > MaxCodeWall || c.PeakHeap > MaxHeap {
			t.Errorf("over the browser's limits for code (%v, %d MB): %s", MaxCodeWall, MaxHeap>>20, msg)
		}
	}
	for _, l := range labs.All() {
		if l.Policy == nil {
			continue
		}
		for _, name := range []string{l.ID + "+faults+" + CodeStarter, l.ID + "+faults+" + CodeSpend} {
			if !seen[name] {
				t.Errorf("no code set %s", name)
			}
		}
	}
	if len(sets) == 0 {
		t.Fatal("no code sets")
	}
}
