package registry

import (
	"slices"
	"strings"
	"time"

	"playground/engine/lab"
)

// Lanes and states of the timeline the UI draws. A replica's lane holds four
// overlapping states: its process runs (alive), it considers itself healthy,
// the registry holds a live record (registered), and that record is routable.
const (
	laneRegistry  = "registry"
	laneRenewals  = "renewals"
	lanePhase     = "phase"
	laneDiscovery = "discovery_window"

	stateAlive      = "alive"
	stateHealthy    = "healthy"
	stateRegistered = "registered"
	stateRoutable   = "routable"
	stateDown       = "down"
	stateLost       = "lost"
	stateDeadListed = "dead_listed"
)

type openSpan struct {
	lane, state string
	from        time.Duration
}

// timeline records what the registry and the processes did over virtual
// time, and counts the routable set's changes (the oscillation the lesson
// warns about).
type timeline struct {
	open  []openSpan
	spans []lab.Span

	routable        string // the registry's routable set, joined
	routableChanges int
	live            []lab.Point
	routablePts     []lab.Point
	alivePts        []lab.Point
	aliveCount      int

	killed  string // the replica killed in phase 2
	stopped bool
}

func (t *timeline) start(now time.Duration, lane, state string) {
	if t.stopped {
		return
	}
	for _, o := range t.open {
		if o.lane == lane && o.state == state {
			return
		}
	}
	t.open = append(t.open, openSpan{lane, state, now})
}

func (t *timeline) end(now time.Duration, lane, state string) {
	for i, o := range t.open {
		if o.lane == lane && o.state == state {
			t.spans = append(t.spans, spanOf(lane, state, o.from, now))
			t.open = append(t.open[:i], t.open[i+1:]...)
			return
		}
	}
}

func (t *timeline) mark(lane, state string, from, to time.Duration) {
	t.spans = append(t.spans, spanOf(lane, state, from, to))
}

// spanOf names a span for people and says how it is drawn: phases are
// markers, the discovery window, an outage and a renewal blip shade every
// lane; the rest are states on a replica's lane.
func spanOf(lane, state string, from, to time.Duration) lab.Span {
	sp := lab.Span{Lane: lane, State: state, Label: stateLabels[state], From: from, To: to}
	switch lane {
	case lanePhase:
		sp.Kind = lab.SpanMarker
		if i := slices.Index(phaseIDs, state); i >= 0 {
			sp.Label = phaseNames[i]
		}
	case laneDiscovery, laneRegistry, laneRenewals:
		sp.Kind = lab.SpanWindow
	}
	return sp
}

func (t *timeline) replicaStarted(now time.Duration, addr string) {
	t.start(now, addr, stateAlive)
	t.start(now, addr, stateHealthy)
	t.aliveCount++
	t.alivePts = step(t.alivePts, now, t.aliveCount)
}

func (t *timeline) replicaUnhealthy(now time.Duration, addr string) { t.end(now, addr, stateHealthy) }

func (t *timeline) replicaKilled(now time.Duration, addr string) {
	t.replicaDown(now, addr)
	t.killed = addr
	if t.isOpen(addr, stateRegistered) {
		t.start(now, laneDiscovery, stateDeadListed)
	}
}

// replicaDown ends a replica's life on the lanes, the lesson's kill or a
// learner's.
func (t *timeline) replicaDown(now time.Duration, addr string) {
	t.end(now, addr, stateAlive)
	t.end(now, addr, stateHealthy)
	t.aliveCount--
	t.alivePts = step(t.alivePts, now, t.aliveCount)
}

func (t *timeline) isOpen(lane, state string) bool {
	for _, o := range t.open {
		if o.lane == lane && o.state == state {
			return true
		}
	}
	return false
}

// registryChanged re-reads the registry after a change: which records are
// live and routable now.
func (t *timeline) registryChanged(now time.Duration, st *store) {
	if t.stopped {
		return
	}
	var routable []string
	live := 0
	for _, r := range st.all() {
		isLive := st.live(r, now)
		t.set(now, r.Address, stateRegistered, isLive)
		t.set(now, r.Address, stateRoutable, isLive && r.Healthy)
		if isLive {
			live++
			if r.Healthy {
				routable = append(routable, r.Address)
			}
		}
		if r.Address == t.killed && !isLive {
			t.end(now, laneDiscovery, stateDeadListed)
		}
	}
	if joined := strings.Join(routable, ","); joined != t.routable {
		t.routable = joined
		t.routableChanges++
	}
	t.live = step(t.live, now, live)
	t.routablePts = step(t.routablePts, now, len(routable))
}

func (t *timeline) set(now time.Duration, lane, state string, on bool) {
	if on {
		t.start(now, lane, state)
	} else {
		t.end(now, lane, state)
	}
}

// stop closes every open span at the end of the measurement.
func (t *timeline) stop(now time.Duration) {
	for len(t.open) > 0 {
		o := t.open[0]
		t.end(now, o.lane, o.state)
	}
	t.live = extend(t.live, now)
	t.routablePts = extend(t.routablePts, now)
	t.alivePts = extend(t.alivePts, now)
	t.stopped = true
}

// step appends a step-function point pair (old value, then new) so a plain
// polyline renderer draws the jump; a value that did not change adds nothing.
func step(pts []lab.Point, now time.Duration, y int) []lab.Point {
	x := float64(now) / float64(time.Millisecond)
	if len(pts) > 0 {
		prev := pts[len(pts)-1]
		switch {
		case prev.X == x:
			pts[len(pts)-1].Y = float64(y) // several changes at one instant: keep the last
			return pts
		case prev.Y == float64(y):
			return pts
		}
		pts = append(pts, lab.Point{X: x, Y: prev.Y})
	}
	return append(pts, lab.Point{X: x, Y: float64(y)})
}

// extend carries the last value to now, where the line ends.
func extend(pts []lab.Point, now time.Duration) []lab.Point {
	x := float64(now) / float64(time.Millisecond)
	if n := len(pts); n > 0 && pts[n-1].X < x {
		pts = append(pts, lab.Point{X: x, Y: pts[n-1].Y})
	}
	return pts
}
