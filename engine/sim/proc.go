package sim

import (
	"fmt"
	"strconv"
	"time"
)

// Proc is a simulated process: lab code that reads like the lesson's scripts
// (sleep, call and wait for the answer). Each Proc is a goroutine, but only one
// of them — or the goroutine that called Run — runs at any moment.
//
// The run is a baton. Whoever holds it runs the events (drive); an event that
// resumes or starts a process hands the baton to that process's goroutine,
// and the holder waits on its own channel until an event hands it back. A
// process that parks keeps the baton and runs the next events itself, so a
// process that sleeps and is the next to wake never switches goroutines, and
// a handoff between two processes is one switch, not two through a kernel
// goroutine. Under wasm every switch is a trip through the Go scheduler that
// asks JavaScript for the time (gopark and, in a tab where go-app keeps a
// timer, the timer check): half the switches took a fifth off a lesson run in
// Chromium.
type Proc struct {
	sim     *Sim
	name    string
	fn      func(p *Proc)
	wake    chan struct{} // hands it the baton (made when it starts)
	started bool
	done    bool
	killed  bool
}

// errKilled unwinds a parked process when its run ends.
type errKilled struct{}

// Go starts fn as a new process at the current virtual time (after the events
// already scheduled for now).
func (s *Sim) Go(name string, fn func(p *Proc)) {
	s.wakeAt(s.now, &Proc{sim: s, name: name, fn: fn})
}

// wakeAt schedules an event at t that starts p, or resumes it where it parked.
func (s *Sim) wakeAt(t time.Duration, p *Proc) {
	if t < s.now {
		t = s.now
	}
	s.seq++
	s.push(event{at: t, seq: s.seq, proc: p})
}

// drive runs events on the goroutine that holds the baton: the caller of
// RunUntil (self nil), a process that parked, or one that ended (self.done).
// It returns to a process when an event resumes it (nil) and to RunUntil's
// caller when the run stops (its error); a process whose run stops hands the
// baton home and waits. afterEvent says an event (the one that resumed or
// started self) has just finished.
func (s *Sim) drive(self *Proc, afterEvent bool) error {
	for {
		if afterEvent {
			if err := s.afterEvent(); err != nil {
				return s.finish(self, err)
			}
		}
		afterEvent = true
		ev, err, ok := s.next()
		if !ok {
			return s.finish(self, err)
		}
		q := ev.proc
		switch {
		case q == nil:
			ev.fn()
		case q.done:
			// woken after it ended (a timeout racing an answer): nothing to run
		case q == self:
			return nil
		default:
			if !q.started {
				s.begin(q)
			}
			q.wake <- struct{}{}
			if self == nil {
				<-s.home // the run stopped while processes held it
				return s.endErr
			}
			if self.done {
				return nil // this goroutine ends; q holds the baton
			}
			s.wait(self)
			return nil
		}
	}
}

// finish ends a drive: RunUntil's caller gets err; a process hands the baton
// home and, unless it has ended, waits to be resumed (by a later RunUntil) or
// unwound (endProcs).
func (s *Sim) finish(self *Proc, err error) error {
	if self == nil {
		return err
	}
	s.endErr = err
	s.home <- struct{}{}
	if !self.done {
		s.wait(self)
	}
	return nil
}

// wait parks the calling process's goroutine until the baton comes back.
func (s *Sim) wait(p *Proc) {
	<-p.wake
	if p.killed {
		panic(errKilled{})
	}
}

// begin gives p a goroutine, waiting for the baton.
func (s *Sim) begin(p *Proc) {
	p.started, p.wake = true, make(chan struct{})
	s.procs = append(s.procs, p)
	s.live++
	s.compactProcs()
	go p.run()
}

// run is a process's goroutine: its function, then, holding the baton, the
// events that follow its end until it hands the baton on.
func (p *Proc) run() {
	s := p.sim
	<-p.wake
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(errKilled); !ok {
				s.Stop(failed("process "+strconv.Quote(p.name), r))
			}
		}
		p.done = true
		s.live--
		if p.killed {
			s.home <- struct{}{} // endProcs waits for each unwinding
			return
		}
		for !s.driveEnded(p) {
		}
	}()
	p.fn(p)
}

// driveEnded drives for an ended process; an event that panics stops the run
// (false: drive again, which hands the baton home with the error).
func (s *Sim) driveEnded(p *Proc) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			s.Stop(failed("event", r))
			ok = false
		}
	}()
	s.drive(p, true)
	return true
}

// failed is the run's error for what panicked in a process or an event:
// an error stays in the chain (a learner's code failing at its line,
// policy.Error, reaches the page as itself).
func failed(what string, r any) error {
	if err, ok := r.(error); ok {
		return fmt.Errorf("%s failed: %w", what, err)
	}
	return fmt.Errorf("%s failed: %v", what, r)
}

// compactProcs drops finished processes so a long run with many short-lived
// processes does not keep them all.
func (s *Sim) compactProcs() {
	if len(s.procs) < 64 || len(s.procs) < 4*s.live {
		return
	}
	keep := s.procs[:0]
	for _, p := range s.procs {
		if !p.done {
			keep = append(keep, p)
		}
	}
	clear(s.procs[len(keep):])
	s.procs = keep
}

// endProcs unwinds every process still parked, in start order (a process
// whose start event never ran has no goroutine).
func (s *Sim) endProcs() {
	for _, p := range s.procs {
		if !p.done {
			p.killed = true
			p.wake <- struct{}{}
			<-s.home
		}
	}
	s.procs = nil
}

// Name is the process's name, for traces and error messages.
func (p *Proc) Name() string { return p.name }

// Sim is the simulation the process runs in.
func (p *Proc) Sim() *Sim { return p.sim }

// Now is the current virtual time.
func (p *Proc) Now() time.Duration { return p.sim.now }

// Sleep parks the process for d of virtual time.
func (p *Proc) Sleep(d time.Duration) {
	p.sim.wakeAt(p.sim.now+d, p)
	p.park()
}

// Go starts a sibling process (the lesson's "spawn" or un-awaited promise).
func (p *Proc) Go(name string, fn func(p *Proc)) { p.sim.Go(name, fn) }

// park runs the next events on this goroutine until one resumes p (drive);
// a resumption that a later event schedules is the only way back.
func (p *Proc) park() {
	p.sim.drive(p, true)
}
