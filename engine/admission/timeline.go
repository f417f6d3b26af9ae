package admission

import (
	"sort"
	"time"
)

// timeline bins a run into at most timelineBins buckets of equal width for the
// charts. The width starts small and doubles (merging neighbours) whenever the
// run outgrows it, so a 1.5 s burst and a two-minute Poisson run both get a
// fine picture in bounded memory, without knowing the run's length up front.
type timeline struct {
	width time.Duration
	bins  []tbin
	// instants holds the counts at each exact virtual time while attempts
	// come at few instants (a burst, then its retries after Retry-After):
	// the load figure shows those as categories, since time bins would be
	// one full bar and a row of empty ones. spread: more than maxInstants.
	instants []instant
	spread   bool
	last     time.Duration // levels are integrated up to here
	level    [nLevels]float64
}

const timelineBins = 256

// Counted things (per bin) and levels (time-weighted per bin).
const (
	cOffered  = iota // attempts sent, retries included
	cFresh           // first attempts only: the load the users make
	cAccepted        // attempts the server admitted
	nCounts
)

const (
	levelRunning = iota
	levelQueued
	levelLimit
	nLevels
)

type tbin struct {
	count [nCounts]float64
	area  [nLevels]float64 // level × ns
}

func newTimeline() *timeline { return &timeline{width: time.Millisecond} }

// bin returns the index of the bucket holding t, widening as needed.
func (tl *timeline) bin(t time.Duration) int {
	for t >= tl.width*timelineBins {
		tl.widen()
	}
	i := int(t / tl.width)
	for len(tl.bins) <= i {
		tl.bins = append(tl.bins, tbin{})
	}
	return i
}

func (tl *timeline) widen() {
	n := (len(tl.bins) + 1) / 2
	for i := range n {
		b := tl.bins[2*i]
		if 2*i+1 < len(tl.bins) {
			o := tl.bins[2*i+1]
			for k := range b.count {
				b.count[k] += o.count[k]
			}
			for k := range b.area {
				b.area[k] += o.area[k]
			}
		}
		tl.bins[i] = b
	}
	clear(tl.bins[n:])
	tl.bins = tl.bins[:n]
	tl.width *= 2
}

// instant is the counts at one exact virtual time.
type instant struct {
	at    time.Duration
	count [nCounts]float64
}

// maxInstants is the most instants drawn as categories; times within
// instantGap are one instant (an attempt sent and the server taking it in one
// loopback hop later).
const (
	maxInstants = 6
	instantGap  = time.Millisecond
)

func (tl *timeline) add(t time.Duration, what int) {
	tl.bins[tl.bin(t)].count[what]++
	if tl.spread {
		return
	}
	// The first instant not before t's gap; t is its when within it.
	i := sort.Search(len(tl.instants), func(i int) bool { return tl.instants[i].at >= t-instantGap })
	if i == len(tl.instants) || tl.instants[i].at > t+instantGap {
		if len(tl.instants) == maxInstants {
			tl.spread, tl.instants = true, nil
			return
		}
		tl.instants = append(tl.instants, instant{})
		copy(tl.instants[i+1:], tl.instants[i:])
		tl.instants[i] = instant{at: t}
	}
	tl.instants[i].count[what]++
}

// set integrates the current levels up to now, then takes the new ones.
func (tl *timeline) set(now time.Duration, levels [nLevels]float64) {
	tl.advance(now)
	tl.level = levels
}

func (tl *timeline) advance(now time.Duration) {
	if now <= tl.last {
		return
	}
	tl.bin(now)
	for t := tl.last; t < now; {
		i := int(t / tl.width)
		end := min(now, time.Duration(i+1)*tl.width)
		d := float64(end - t)
		for k, v := range tl.level {
			tl.bins[i].area[k] += v * d
		}
		t = end
	}
	tl.last = now
}

// points turns the bins into chart lines: counts as rates per second, levels
// as time averages; the last bin is averaged over the part the run covered.
func (tl *timeline) points(end time.Duration, count func(*tbin) float64, level bool) []point {
	tl.advance(end)
	out := make([]point, 0, len(tl.bins))
	for i := range tl.bins {
		from := time.Duration(i) * tl.width
		span := min(tl.width, end-from)
		if span <= 0 {
			break
		}
		y := count(&tl.bins[i])
		if level {
			y /= float64(span)
		} else {
			y /= span.Seconds()
		}
		out = append(out, point{from.Seconds(), y})
	}
	return out
}

type point struct{ x, y float64 }
