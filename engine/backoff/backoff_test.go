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
