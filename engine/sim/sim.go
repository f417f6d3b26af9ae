// Package sim is the playground's discrete-event kernel: a virtual clock that
// starts at zero, events ordered by (time, sequence), a seeded PRNG, and
// processes that may be written in the blocking style of the lessons' scripts
// (sleep, call and wait, spawn).
//
// Determinism: exactly one goroutine runs at a time, and it runs the events
// in order. A process runs until it parks (Sleep, Future.Wait); the goroutine
// that parks then runs the next events itself, until one resumes or starts
// another process, to which it hands the run (proc.go). Nothing depends on
// the Go scheduler's choices, the wall clock or map iteration order, so the
// same program and seed produce the same event sequence natively and under
// WebAssembly.
package sim

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"
)

// Default caps: generous enough for the largest lab run (a million-request
// admission run is ~6 M events) and small enough that a runaway run ends in
// seconds rather than freezing a browser tab.
const (
	DefaultMaxEvents = 50_000_000
	DefaultMaxTime   = 24 * time.Hour
)

// ErrEventCap and ErrTimeCap end a run that would otherwise not stop.
var (
	ErrEventCap = errors.New("event cap reached")
	ErrTimeCap  = errors.New("virtual-time cap reached")
)

// CapError reports which cap ended a run and where the run was.
type CapError struct {
	Cap    error // ErrEventCap or ErrTimeCap
	Limit  string
	Events uint64
	Now    time.Duration
}

func (e *CapError) Error() string {
	return fmt.Sprintf("%v (limit %s) after %d events at virtual time %v", e.Cap, e.Limit, e.Events, e.Now)
}

func (e *CapError) Unwrap() error { return e.Cap }

// Limits bound a run. Zero fields take the defaults.
type Limits struct {
	MaxEvents uint64
	MaxTime   time.Duration
	// Trace is how many messages a network on this run records (0: the
	// network's default); a test that checks every message raises it.
	Trace int
	// Horizon, when set, is the run's last moment: events due after it
	// never run, and the run ends there as if none were left (its OnEnd
	// hooks run, its processes are unwound). It bounds what a fault can
	// stretch: a stall of a day holds its node until the horizon, not for
	// a day of renewals and retries.
	Horizon time.Duration
}

// Progress is handed to a progress hook so a UI can show how far a long run got
// and yield to the browser between slices of work.
type Progress struct {
	Events uint64
	Now    time.Duration
}

type event struct {
	at   time.Duration
	seq  uint64
	fn   func()
	proc *Proc // instead of fn: start or resume this process
	// passive: the event keeps no work going (a fault's moment): a run
	// whose only events left past its horizon are passive was not cut.
	passive bool
	// live, when set, says whether the event is still work: a call's
	// timeout or delivery is none once the call has ended.
	live func() bool
}

// Sim is one simulation run. It is not safe for concurrent use: all lab code
// runs inside it, one event or process at a time.
type Sim struct {
	now    time.Duration
	seq    uint64
	queue  []event
	events uint64
	limits Limits
	rng    *rand.Rand

	// home is where the goroutine that called RunUntil waits while
	// processes hold the run; until and endErr are that call's bound and
	// outcome.
	home   chan struct{}
	until  time.Duration
	endErr error
	procs  []*Proc
	live   int
	// stopErr ends the run after the current event: a failed process or Stop.
	stopErr error

	progressEvery uint64
	progress      func(Progress)

	// onEnd run once when the run ends normally (no event left, or the
	// horizon reached); cut says the horizon ended it with events left.
	onEnd []func()
	cut   bool
	// work counts the queued events that are not passive: when none is
	// left, the run is over (a fault's moment after it changes nothing,
	// and does not drag the clock to a kill an hour on).
	work int
}

// Limits are the run's caps, defaults filled in.
func (s *Sim) Limits() Limits { return s.limits }

// New returns a simulation at virtual time zero whose PRNG is seeded by seed.
func New(seed uint64, limits Limits) *Sim {
	if limits.MaxEvents == 0 {
		limits.MaxEvents = DefaultMaxEvents
	}
	if limits.MaxTime == 0 {
		limits.MaxTime = DefaultMaxTime
	}
	return &Sim{
		limits: limits,
		rng:    rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		home:   make(chan struct{}),
	}
}

// Now is the current virtual time.
func (s *Sim) Now() time.Duration { return s.now }

// Events is the number of events run so far.
func (s *Sim) Events() uint64 { return s.events }

// Rand is the run's seeded PRNG. Draw from it only inside the simulation so the
// order of draws is the event order.
func (s *Sim) Rand() *rand.Rand { return s.rng }

// OnProgress calls fn every `every` events.
func (s *Sim) OnProgress(every uint64, fn func(Progress)) {
	s.progressEvery, s.progress = every, fn
}

// At schedules fn at virtual time t (clamped to now: the past cannot be changed).
// Events at the same time run in the order they were scheduled.
func (s *Sim) At(t time.Duration, fn func()) {
	if t < s.now {
		t = s.now
	}
	s.seq++
	s.push(event{at: t, seq: s.seq, fn: fn})
}

// AtPassive schedules fn at t like At, as an event that keeps no work
// going (a fault's moment): when the horizon ends a run with only such
// events left, the run is not said to be cut.
func (s *Sim) AtPassive(t time.Duration, fn func()) {
	if t < s.now {
		t = s.now
	}
	s.seq++
	s.push(event{at: t, seq: s.seq, fn: fn, passive: true})
}

// AfterIf schedules fn d after now, as work only while live() holds (a
// call's timeout is no work once the call is answered): a run stopped at
// its horizon with only such events left, none live, was not cut.
func (s *Sim) AfterIf(d time.Duration, fn func(), live func() bool) {
	s.AtIf(s.now+d, fn, live)
}

// AtIf is AfterIf at time t.
func (s *Sim) AtIf(t time.Duration, fn func(), live func() bool) {
	if t < s.now {
		t = s.now
	}
	s.seq++
	s.push(event{at: t, seq: s.seq, fn: fn, live: live})
}

// After schedules fn d after now.
func (s *Sim) After(d time.Duration, fn func()) { s.At(s.now+d, fn) }

// Stop ends the run after the current event with err (a caller that no
// longer wants the result, such as a UI whose input changed). Parked processes
// are unwound as at any other end.
func (s *Sim) Stop(err error) {
	if s.stopErr == nil {
		s.stopErr = err
	}
}

// Run executes events until none are left, the horizon is reached or a cap
// is hit. Processes still parked when it returns are ended, so a run never
// leaks goroutines.
func (s *Sim) Run() error { return s.RunUntil(-1) }

// RunUntil executes events whose time is ≤ until (until < 0: no bound). The
// clock is left at until when the run stops there. A run that ends (no
// event left, or its horizon reached) calls its OnEnd hooks first.
func (s *Sim) RunUntil(until time.Duration) error {
	err := s.loop(until)
	if err == nil && (until < 0 || s.cut) {
		hooks := s.onEnd
		s.onEnd = nil
		for _, fn := range hooks {
			fn()
		}
	}
	if err != nil || until < 0 || s.cut {
		s.endProcs()
	}
	return err
}

// OnEnd calls fn once when the run ends without error, before its parked
// processes are unwound: a network records the calls still open then. fn
// must not schedule events or resume processes (none would run).
func (s *Sim) OnEnd(fn func()) { s.onEnd = append(s.onEnd, fn) }

// Cut reports whether the horizon ended the run while work was still due
// after it (an event that is not passive).
func (s *Sim) Cut() bool { return s.cut }

func (s *Sim) loop(until time.Duration) error {
	s.until, s.endErr = until, nil
	return s.drive(nil, false)
}

// next pops the next event to run, or says why the run stops (ok false):
// nothing left, the bound reached (err nil), or a cap (err).
func (s *Sim) next() (ev event, err error, ok bool) {
	if len(s.queue) == 0 || s.work == 0 {
		if s.until > s.now {
			s.now = s.until
		}
		return event{}, nil, false
	}
	next := s.queue[0].at
	if s.until >= 0 && next > s.until {
		s.now = s.until
		return event{}, nil, false
	}
	if h := s.limits.Horizon; h > 0 && next > h {
		s.now = max(s.now, h)
		for i := range s.queue {
			e := &s.queue[i]
			s.cut = s.cut || !e.passive && (e.live == nil || e.live())
		}
		return event{}, nil, false
	}
	if next > s.limits.MaxTime {
		return event{}, &CapError{Cap: ErrTimeCap, Limit: s.limits.MaxTime.String(), Events: s.events, Now: s.now}, false
	}
	if s.events >= s.limits.MaxEvents {
		return event{}, &CapError{Cap: ErrEventCap, Limit: fmt.Sprint(s.limits.MaxEvents), Events: s.events, Now: s.now}, false
	}
	ev = s.pop()
	s.now = ev.at
	s.events++
	return ev, nil, true
}

// Tick calls the progress hook as between events, for a long step outside
// the event loop (an end hook finishing many calls, a lab opening a burst
// of requests before the run): a page gets its pauses there too. It
// reports whether the run goes on: false once it was stopped (the hook
// may call it off), and the loop that ticks must then end, or a run
// whose result is no longer wanted would finish its burst first (an
// abandoned inline attempt opened 50,000 calls in one 170 ms task).
func (s *Sim) Tick() bool {
	if s.progress != nil {
		s.progress(Progress{Events: s.events, Now: s.now})
	}
	return s.stopErr == nil
}

// afterEvent is what follows every event, on whichever goroutine runs next:
// the progress hook, and the end of the run once Stop was called.
func (s *Sim) afterEvent() error {
	if s.progress != nil && s.events%s.progressEvery == 0 {
		s.progress(Progress{Events: s.events, Now: s.now})
	}
	return s.stopErr
}

// push and pop keep a binary min-heap ordered by (at, seq) by value, avoiding
// container/heap's interface calls on the hottest path.
func (s *Sim) push(e event) {
	if !e.passive {
		s.work++
	}
	q := append(s.queue, e)
	i := len(q) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !less(&q[i], &q[p]) {
			break
		}
		q[i], q[p] = q[p], q[i]
		i = p
	}
	s.queue = q
}

func (s *Sim) pop() event {
	q := s.queue
	top := q[0]
	if !top.passive {
		s.work--
	}
	n := len(q) - 1
	q[0] = q[n]
	q[n] = event{}
	q = q[:n]
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && less(&q[r], &q[l]) {
			m = r
		}
		if !less(&q[m], &q[i]) {
			break
		}
		q[i], q[m] = q[m], q[i]
		i = m
	}
	s.queue = q
	return top
}

func less(a, b *event) bool {
	if a.at != b.at {
		return a.at < b.at
	}
	return a.seq < b.seq
}
