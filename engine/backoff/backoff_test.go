package backoff

import (
	"math/rand/v2"
	"testing"
	"time"
)

func TestWindowDoublesUpToTheCap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		n       int
		ceiling time.Duration
	}{{1, 100 * time.Millisecond}, {2, 200 * time.Millisecond}, {3, 400 * time.Millisecond}, {6, time.Second}, {200, time.Second}} {
		seen := time.Duration(0)
		for i := 0; i < 2000; i++ {
			d := FullJitter(r, 100*time.Millisecond, time.Second, c.n)
			if d < 0 || d > c.ceiling {
				t.Fatalf("retry %d: %v outside [0, %v]", c.n, d, c.ceiling)
			}
			seen = max(seen, d)
		}
		// 2000 uniform draws come within 1% of the top of the window.
		if seen < c.ceiling*99/100 {
			t.Fatalf("retry %d: largest draw %v, window %v: not full jitter", c.n, seen, c.ceiling)
		}
	}
}

func TestNoBaseNoWaitAndNoCapNoOverflow(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	if d := FullJitter(r, 0, time.Second, 3); d != 0 {
		t.Fatalf("base 0 waited %v", d)
	}
	if d := FullJitter(r, time.Minute, 0, 1000); d < 0 {
		t.Fatalf("uncapped window overflowed: %v", d)
	}
}

// Window is the bound FullJitter draws below: every draw is under it, and
// it doubles per retry up to the cap.
func TestTheWindowIsTheBoundFullJitterDrawsBelow(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 6; n++ {
		w := Window(100*time.Millisecond, time.Second, n)
		if want := min(time.Second, 100*time.Millisecond<<(n-1)); w != want {
			t.Errorf("retry %d: window %v, want %v", n, w, want)
		}
		for range 100 {
			if d := FullJitter(r, 100*time.Millisecond, time.Second, n); d < 0 || d >= w {
				t.Fatalf("retry %d: drew %v outside [0, %v)", n, d, w)
			}
		}
	}
	if Window(0, time.Second, 3) != 0 {
		t.Error("no base, no wait")
	}
}
