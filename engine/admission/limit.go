package admission

import (
	"math"
	"time"
)

// limiter decides how many jobs the server holds at once (running plus
// queued). The lesson's limit is fixed: concurrency + queue ("the sum of the
// two is the largest load the system accepts"). Adaptive limiters move it from
// what they measure, as the lesson asks: "fed from a measured signal, not a
// fixed threshold". Like Netflix concurrency-limits' min and max limits, they
// move between a floor and a ceiling (Params.limitBounds).
type limiter interface {
	limit() int
	// sample reports one finished job: its time in the server and how many
	// jobs the server held when it left; dropped marks a deadline drop.
	sample(rtt time.Duration, inSystem int, dropped bool)
}

type fixedLimit int

func (f fixedLimit) limit() int                    { return int(f) }
func (fixedLimit) sample(time.Duration, int, bool) {}

// unlimited is the lesson's unbounded server: every request is queued.
const unlimited = fixedLimit(math.MaxInt)

// aimd follows Netflix concurrency-limits' AIMD: cut by a ratio on a slow or
// dropped job, grow by one while the server is at least half busy.
type aimd struct {
	cur      float64
	min, max float64
	target   time.Duration
	backoff  float64
}

func newAIMD(start, min, max int, target time.Duration) *aimd {
	return &aimd{cur: float64(start), min: float64(min), max: float64(max), target: target, backoff: 0.9}
}

func (a *aimd) limit() int { return int(a.cur) }

func (a *aimd) sample(rtt time.Duration, inSystem int, dropped bool) {
	switch {
	case dropped || rtt > a.target:
		a.cur = math.Floor(a.cur * a.backoff)
	case 2*inSystem >= int(a.cur):
		a.cur++
	}
	a.cur = math.Max(a.min, math.Min(a.max, a.cur))
}

// gradient2 follows Netflix concurrency-limits' Gradient2: compare a long-term
// average latency with a short-term one; when the short one rises (a queue
// builds) the gradient falls below 1 and the limit shrinks, leaving room for a
// small queue (4 places) so the limit can probe upwards again.
type gradient2 struct {
	cur               float64
	min, max          float64
	short, long       float64 // exponential averages, seconds
	shortN, longN     int     // samples seen, for the warm-up averages
	shortW, longW     float64 // window lengths in samples
	tolerance, smooth float64
	queue             float64
}

func newGradient2(start, min, max int) *gradient2 {
	return &gradient2{cur: float64(start), min: float64(min), max: float64(max),
		shortW: 10, longW: 600, tolerance: 1.5, smooth: 0.2, queue: 4}
}

func (g *gradient2) limit() int { return int(g.cur) }

func (g *gradient2) sample(rtt time.Duration, inSystem int, dropped bool) {
	x := rtt.Seconds()
	g.short = ema(g.short, x, &g.shortN, g.shortW)
	g.long = ema(g.long, x, &g.longN, g.longW)
	// A long average far above the short one is stale after a load change:
	// let it decay so the limit can recover.
	if g.long/g.short > 2 {
		g.long *= 0.95
	}
	// An application that does not use its limit says nothing about it.
	if float64(inSystem) < g.cur/2 {
		return
	}
	grad := math.Max(0.5, math.Min(1, g.tolerance*g.long/g.short))
	next := g.cur*grad + g.queue
	next = g.cur*(1-g.smooth) + next*g.smooth
	g.cur = math.Max(g.min, math.Min(g.max, next))
}

// warmup is how many samples are averaged plainly before the exponential
// average takes over (Netflix's ExpAvgMeasurement does the same).
const warmup = 10

// ema averages the first samples plainly, then exponentially over w.
func ema(avg, x float64, n *int, w float64) float64 {
	if *n < warmup {
		*n++
		return avg + (x-avg)/float64(*n)
	}
	return avg + (x-avg)*2/(w+1)
}
