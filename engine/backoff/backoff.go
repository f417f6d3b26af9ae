// Package backoff is exponential backoff with full jitter, the retry wait both
// the sidecar's retry policy and the admission lab's clients use: the wait
// before retry n is uniform in [0, min(cap, base·2^(n−1))). Full jitter spreads
// clients that failed together, which is what breaks a retry storm.
package backoff

import (
	"math/rand/v2"
	"time"
)

// maxShift bounds the doubling; past it every practical window is capped.
const maxShift = 32

// FullJitter draws the wait before retry n (n ≥ 1) from r. A cap ≤ 0 means
// no cap; a base ≤ 0 means no wait.
func FullJitter(r *rand.Rand, base, cap time.Duration, n int) time.Duration {
	if base <= 0 {
		return 0
	}
	return time.Duration(r.Int64N(int64(Window(base, cap, n))))
}

// Window is the wait FullJitter draws below before retry n: min(cap,
// base·2^(n−1)), 0 without a base; the longest that wait can be.
func Window(base, cap time.Duration, n int) time.Duration {
	if base <= 0 {
		return 0
	}
	const longest = time.Duration(1<<63 - 1)
	shift := min(max(n-1, 0), maxShift)
	window := longest
	if base <= longest>>shift {
		window = base << shift
	}
	if cap > 0 && window > cap {
		window = cap
	}
	return window
}
