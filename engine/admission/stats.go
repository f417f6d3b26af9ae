package admission

import (
	"math"
	"slices"
	"sort"
	"time"
)

// modeStats is everything one mode measured: per attempt (what the lesson's
// curl lines show), per request (what a user sees after retries), and at the
// server (for Little's law and the charts).
type modeStats struct {
	name   string
	slice  time.Duration
	window time.Duration // a 200 within it of the first attempt is goodput (Params.window)
	tl     *timeline

	requests, critical int // requests opened
	succeeded, gaveUp  int // requests by their last answer
	// waited sums, over the requests that had a last answer, the time
	// from their first attempt to it, whatever it said: what the client
	// waits to know its outcome (wait_mean_ms).
	waited                       time.Duration
	exhausted, expired           int // gave up: last answer 503 after every allowed try; 504
	broken                       int // gave up: no answer (a learner's fault)
	sent                         int // attempts
	completed, rejected, dropped int
	failed                       int // attempts with no answer: refused, reset or lost (a learner's fault)
	goodput, late                int // 200s within the request's window, from its first attempt; after it
	class                        [nClasses]classCount
	groups                       [len(statusOrder)]sliceCounts
	lat, e2e                     samples
	maxQueue                     int
	scene                        sceneLog

	// Waits, from an attempt's sending to its answer (or failure)
	// reaching the client, as the message record times them: every
	// attempt's, the 200s', the 503s', and those of the attempts the
	// server held (admitted: answered 200 or 504, or cut off by a kill).
	all, ok, shed, held waits
	// cutShed counts 503s a kill cut off on their way back: the handler
	// had the attempt and turned it away, and no status reached the client.
	cutShed   int
	firstSent time.Duration
	sentAny   bool

	firstArrival, lastArrival time.Duration // the first and last attempt to reach the server
	arrivedAny                bool
	arrivals                  int // attempts that reached the server's handler
	limMin, limMax            int
	limMinAt, limMaxAt        time.Duration // when the limit first took its lowest and highest value
	end                       time.Duration // last answer at a client
	// firstAfter is the Retry-After the first 503 to reach a client said,
	// in seconds: the knob's, unless a learner's policy said otherwise.
	firstAfter int16

	// A run a fault stretches to its horizon stops with attempts still
	// waiting for their answer (inflight, per class, as it stands) and
	// retries due after it: the mode is cut at stopped, its open attempts
	// are an outcome of their own ("no answer before the run's end") and
	// their requests, with those whose retry was never sent, unfinished.
	inflight   [nClasses]int
	cut        bool
	stopped    time.Duration
	openAtEnd  int
	unsent     int // retries due after the horizon, never sent
	unfinished int // requests: an attempt open, or a retry unsent
}

// waits sums one kind of attempt's waits exactly (the readings give these
// figures to the oracle, which measures the same on the message record):
// the sum in ns as a float, since a long run's outgrows an int64.
type waits struct {
	n          int
	sum        float64
	min, max   time.Duration
	lastAnswer time.Duration // the latest answer among them
}

func (w *waits) add(sent, at time.Duration) {
	d := at - sent
	if w.n == 0 {
		w.min, w.max = d, d
	}
	w.n++
	w.sum += float64(d)
	w.min, w.max = min(w.min, d), max(w.max, d)
	w.lastAnswer = max(w.lastAnswer, at)
}

// meanMs is the mean wait in ms.
func (w waits) meanMs() float64 {
	if w.n == 0 {
		return 0
	}
	return w.sum / float64(w.n) / float64(time.Millisecond)
}

type classCount struct{ sent, completed, rejected, dropped, failed, open int }

// statusOrder is the order groups are listed in (status, then slice); 0
// is a failed exchange (curl's 000), which only a learner's fault makes.
var statusOrder = [...]int{0, statusOK, statusShed, statusExpired}

func statusIndex(s int) int {
	switch s {
	case statusOK:
		return 1
	case statusShed:
		return 2
	case statusExpired:
		return 3
	}
	return 0
}

func newModeStats(name string, p *Params) *modeStats {
	return &modeStats{name: name, slice: p.Slice, window: p.window(),
		tl: newTimeline(), limMin: math.MaxInt, scene: sceneLog{nodes: nodesOf(name)}}
}

func (m *modeStats) open(j *job) {
	m.requests++
	if j.critical {
		m.critical++
	}
}

// offer counts an attempt as it leaves the client at time at.
func (m *modeStats) offer(at time.Duration, j *job) {
	if !m.sentAny || at < m.firstSent {
		m.firstSent, m.sentAny = at, true
	}
	m.sent++
	m.inflight[cls(j)]++
	m.tl.add(at, cOffered)
	if j.attempt == 1 {
		m.tl.add(at, cFresh)
	}
}

func cls(j *job) int {
	if j.critical {
		return classCritical
	}
	return classNormal
}

// answer records one attempt's answer as the client sees it.
func (m *modeStats) answer(j *job, status int, at time.Duration) {
	lat := at - j.sent
	m.inflight[cls(j)]--
	m.groups[statusIndex(status)].add(int(lat / m.slice))
	m.all.add(j.sent, at)
	if j.held {
		m.held.add(j.sent, at)
	}
	c := &m.class[cls(j)]
	c.sent++
	switch status {
	case statusOK:
		m.completed++
		c.completed++
		m.lat.add(lat)
		m.ok.add(j.sent, at)
		if at-j.first <= m.window {
			m.goodput++
		} else {
			m.late++
		}
	case statusShed:
		m.rejected++
		c.rejected++
		m.shed.add(j.sent, at)
		if m.rejected == 1 {
			m.firstAfter = j.after
		}
	case statusFailed:
		m.failed++
		c.failed++
		if j.reached && !j.held {
			m.cutShed++
		}
	default:
		m.dropped++
		c.dropped++
	}
	m.end = max(m.end, at)
}

// close records a request's last answer.
func (m *modeStats) close(j *job, status int, at time.Duration) {
	m.waited += at - j.first
	if status != statusOK {
		m.gaveUp++
		switch status {
		case statusShed:
			m.exhausted++
		case statusFailed:
			m.broken++
		default:
			m.expired++
		}
		return
	}
	m.succeeded++
	m.e2e.add(at - j.first)
}

// stop is the run's horizon ending the mode at h with work left: the
// attempts still in flight get no answer (netsim records each as "no
// answer before the run's end"), and their requests, with the unsent
// retries', stay unfinished.
func (m *modeStats) stop(h time.Duration, unsent int) {
	m.cut, m.stopped, m.unsent = true, h, unsent
	for k, n := range m.inflight {
		m.class[k].sent += n
		m.class[k].open += n
		m.openAtEnd += n
	}
	m.unfinished = m.openAtEnd + unsent
}

// last is when the mode's numbers were final: its last answer, or the
// horizon that stopped it.
func (m *modeStats) last() time.Duration {
	if m.cut {
		return m.stopped
	}
	return m.end
}

// retryAfter is the Retry-After of the mode's first 503 (the knob's when
// there was none).
func (m *modeStats) retryAfter(p *Params) time.Duration {
	if m.rejected == 0 {
		return p.RetryAfter
	}
	return time.Duration(m.firstAfter) * time.Second
}

func (m *modeStats) shedAt(now time.Duration) { m.arrive(now) }

func (m *modeStats) admit(now time.Duration) {
	m.arrive(now)
	m.tl.add(now, cAccepted)
}

func (m *modeStats) arrive(now time.Duration) {
	m.arrivals++
	if !m.arrivedAny {
		m.arrivedAny, m.firstArrival = true, now
	}
	m.lastArrival = now
}

// levels records the server's state after an event at now.
func (m *modeStats) levels(now time.Duration, sv *server) {
	m.maxQueue = max(m.maxQueue, sv.queued())
	lim, bounded := 0, false
	if l := sv.lim.limit(); l != unlimited.limit() {
		lim, bounded = l, true
		if l < m.limMin {
			m.limMin, m.limMinAt = l, now
		}
		if l > m.limMax {
			m.limMax, m.limMaxAt = l, now
		}
	}
	m.tl.set(now, [nLevels]float64{float64(sv.running), float64(sv.queued()), float64(lim)})
	m.scene.record(now, sv.running, sv.queued(), lim, bounded)
}

// little is Little's law measured on the admitted attempts as the message
// record sees them, each under way from its sending to its answer (or
// failure) reaching the client: L is the time-averaged number under way,
// λ the admitted attempts per second, W their mean wait. Both modes are
// measured over one window — from the first attempt's sending, the same
// moment in both, to the later of their last admitted answers — so their
// L and λ compare: no admitted attempt is under way outside it, and
// L = λW holds over any such window.
type little struct{ L, Lambda, W, Window float64 }

// span is the part of the window this mode's admitted attempts need: its
// first sending to its last admitted answer.
func (m *modeStats) span() (from, to time.Duration, ok bool) {
	return m.firstSent, m.held.lastAnswer, m.sentAny && m.held.n > 0
}

func (m *modeStats) little(from, to time.Duration) little {
	span := to - from
	if m.held.n == 0 || span <= 0 {
		return little{}
	}
	return little{L: m.held.sum / float64(span), Lambda: float64(m.held.n) / span.Seconds(),
		W: m.held.sum / float64(m.held.n) / 1e9, Window: span.Seconds()}
}

// samples keeps durations in chunks: a million answers then cost their 8 MB
// once, not the five times over that an appended slice's copies take.
type samples struct {
	chunks [][]time.Duration
	n      int
}

const sampleChunk = 1 << 15

func (s *samples) add(d time.Duration) {
	if k := len(s.chunks); k == 0 || len(s.chunks[k-1]) == sampleChunk {
		s.chunks = append(s.chunks, make([]time.Duration, 0, min(64<<k, sampleChunk)))
	}
	last := &s.chunks[len(s.chunks)-1]
	*last = append(*last, d)
	s.n++
}

// quantiles returns the nearest-rank quantiles of the samples.
func (s *samples) quantiles(qs ...float64) []time.Duration {
	return quantiles(s.all(), qs...)
}

// sorted returns the samples in increasing order.
func (s *samples) sorted() []time.Duration {
	xs := s.all()
	slices.Sort(xs)
	return xs
}

func (s *samples) all() []time.Duration {
	xs := make([]time.Duration, 0, s.n)
	for _, c := range s.chunks {
		xs = append(xs, c...)
	}
	return xs
}

// quantiles returns the nearest-rank quantiles of xs (sorted in place).
func quantiles(xs []time.Duration, qs ...float64) []time.Duration {
	out := make([]time.Duration, len(qs))
	if len(xs) == 0 {
		return out
	}
	slices.Sort(xs)
	for i, q := range qs {
		k := int(math.Ceil(q*float64(len(xs)))) - 1
		out[i] = xs[max(0, min(k, len(xs)-1))]
	}
	return out
}

// sliceCounts counts answers per latency slice: densely for the slices a run
// usually has, sparsely for rare far ones (a 1 ms slice over hours).
type sliceCounts struct {
	dense  []int
	sparse map[int]int
}

const denseSlices = 1 << 16

func (c *sliceCounts) add(s int) {
	if s < denseSlices {
		for len(c.dense) <= s {
			c.dense = append(c.dense, 0)
		}
		c.dense[s]++
		return
	}
	if c.sparse == nil {
		c.sparse = map[int]int{}
	}
	c.sparse[s]++
}

// group is one line of the lesson's `sort | uniq -c`.
type group struct {
	Status int `json:"status"`
	Slice  int `json:"slice"`
	Count  int `json:"count"`
}

func (m *modeStats) groupList() []group {
	var out []group
	for i, c := range m.groups {
		for s, n := range c.dense {
			if n > 0 {
				out = append(out, group{statusOrder[i], s, n})
			}
		}
		far := make([]int, 0, len(c.sparse))
		for s := range c.sparse {
			far = append(far, s)
		}
		sort.IntSlice(far).Sort() // a few far slices; sort.Ints is slices.Sort, one more generic copy in app.wasm
		for _, s := range far {
			out = append(out, group{statusOrder[i], s, c.sparse[s]})
		}
	}
	return out
}
