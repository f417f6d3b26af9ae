package worstcase

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"runtime"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/policy"
	"playground/engine/sim"
)

// Environment: PLAYGROUND_WORST_OUT names where the native search writes
// its top sets (JSON); PLAYGROUND_WORST_IN names the file the wasm test
// measures. ./build.sh bench does both; without them the heavy tests skip.
const (
	envOut = "PLAYGROUND_WORST_OUT"
	envIn  = "PLAYGROUND_WORST_IN"
	topN   = 3
)

func TestEveryValueTheSearchTriesIsInBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, l := range labs.All() {
		for _, f := range knobs(l) {
			vals := append(ends(f), random(f, r), random(f, r))
			for _, v := range vals {
				if err := l.New().Spec().Field(f.Name).Set(v); err != nil {
					t.Errorf("lab %s, %s=%s is refused: %v", l.ID, f.Name, v, err)
				}
			}
		}
	}
}

// TestSearchWritesEachLabsHeaviestSets runs the search natively and writes
// each lab's topN sets for the wasm measurement.
func TestSearchWritesEachLabsHeaviestSets(t *testing.T) {
	out := os.Getenv(envOut)
	if out == "" || runtime.GOOS == "js" {
		t.Skip("set " + envOut + " to search (./build.sh bench)")
	}
	var top []Cost
	for i, l := range labs.All() {
		found := Search(l, 24, uint64(i+1))
		if len(found) == 0 {
			t.Fatalf("lab %s: no in-bounds set ran", l.ID)
		}
		for _, c := range found[:min(topN, len(found))] {
			t.Logf("native %-9s %7.0f ms wall, %7.0f ms CPU, peak heap %4d MB, %5d MB allocated, %9d events: %s %s",
				l.ID, ms(c.Wall), ms(c.CPU), c.PeakHeap>>20, c.Alloc>>20, c.Events, c.Query, c.Err)
			top = append(top, c)
		}
		// The slowest set natively, by CPU time (the ranking is by bytes).
		slowest := found[0]
		for _, c := range found {
			if c.CPU > slowest.CPU {
				slowest = c
			}
		}
		t.Logf("native %-9s slowest: %7.0f ms CPU: %s", l.ID, ms(slowest.CPU), slowest.Query)
		if slowest.CPU > MaxNative {
			t.Errorf("lab %s: %s takes %.0f ms CPU natively, over %v", l.ID, slowest.Query, ms(slowest.CPU), MaxNative)
		}
		top = append(top, slowest)
		t.Logf("lab %s: %d sets tried", l.ID, len(found))
	}
	b, _ := json.MarshalIndent(top, "", "  ")
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestHeaviestSetsFitTheBrowsersLimits measures the sets the search found
// (under wasm in ./build.sh bench): each must finish within MaxWall with a
// peak Go heap under MaxHeap.
func TestHeaviestSetsFitTheBrowsersLimits(t *testing.T) {
	in := os.Getenv(envIn)
	if in == "" {
		t.Skip("set " + envIn + " to the search's file (./build.sh bench)")
	}
	b, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	var sets []Cost
	if err := json.Unmarshal(b, &sets); err != nil {
		t.Fatal(err)
	}
	worst := map[string]Cost{}
	for _, s := range sets {
		l := labs.Find(s.Lab)
		q, _ := url.ParseQuery(s.Query)
		c, err := Measure(l, q)
		msg := fmt.Sprintf("%s/%s %-9s %7.0f ms wall, %7.0f ms CPU, peak heap %4d MB, %9d events: %s", runtime.GOOS, runtime.GOARCH,
			s.Lab, ms(c.Wall), ms(c.CPU), c.PeakHeap>>20, c.Events, s.Query)
		t.Log(msg)
		var refused *lab.RunError
		switch {
		case errors.As(err, &refused) && errors.Is(err, sim.ErrEventCap):
			// Too large to measure twice (its run without faults past
			// lab.ProbeEvents): refused before it starts, which is an
			// answer within the limits too, the probe's time counted.
			t.Logf("refused: %v", err)
		case err != nil:
			t.Errorf("%s: %v", msg, err)
			continue
		}
		if w, ok := worst[s.Lab]; !ok || c.CPU > w.CPU {
			worst[s.Lab] = c
		}
		// CPU time, not wall time: on a machine shared with other jobs
		// the wall clock measures the load; the CPU time is what the run
		// costs a browser tab on a core of its own.
		if c.CPU > MaxWall || c.PeakHeap > MaxHeap {
			t.Errorf("over the browser's limits (%v, %d MB): %s", MaxWall, MaxHeap>>20, msg)
		}
	}
	for _, l := range labs.All() {
		if w, ok := worst[l.ID]; ok {
			fmt.Printf("worst-case %s %s/%s: %.0f ms CPU (%.0f ms wall), peak heap %d MB (%s)\n", l.ID, runtime.GOOS, runtime.GOARCH,
				ms(w.CPU), ms(w.Wall), w.PeakHeap>>20, w.Query)
		}
	}
}

// The heaviest pinned sets, faults included, keep their live heap under
// MaxLive (the page's longest task in a heavy run is the collector's mark
// of it). The sets a stall holds every call of are the ones that matter:
// admission's at its cap on faulted attempts. The code sets too: the
// interpreter's values live as long as a call.
func TestTheHeaviestSetsKeepALiveHeapTheTabCanMarkQuickly(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the heaviest sets")
	}
	type named struct{ name, lab, query string }
	var sets []named
	for _, s := range Heavy {
		sets = append(sets, named{s.Name(), s.Lab, s.Query})
	}
	for _, s := range CodeSets() {
		sets = append(sets, named{s.Name(), s.Lab, s.Query})
	}
	for _, s := range sets {
		l := labs.Find(s.lab)
		q, _ := url.ParseQuery(s.query)
		live, err := PeakLive(l, q)
		if pe, ok := policy.As(err); ok && pe.Kind == policy.Steps {
			err = nil // the spender's end
		}
		if err != nil {
			t.Errorf("%s: %v", s.name, err)
			continue
		}
		t.Logf("%-26s peak live heap %5.1f MB", s.name, float64(live)/(1<<20))
		if live > MaxLive {
			t.Errorf("%s %s: a live heap of %.1f MB, over %d MB", s.name, s.query, float64(live)/(1<<20), MaxLive>>20)
		}
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
