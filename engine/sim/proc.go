package sim

import (
	"fmt"
	"time"
)

// Proc is a simulated process: lab code that reads like the lesson's scripts
// (sleep, call and wait for the answer). Each Proc is a goroutine, but only one
// of them — or the kernel — runs at any moment; control passes by handoff.
type Proc struct {
	sim    *Sim
	name   string
	wake   chan struct{}
	done   bool
	killed bool
}

// errKilled unwinds a parked process when its run ends.
type errKilled struct{}

// Go starts fn as a new process at the current virtual time (after the events
// already scheduled for now).
func (s *Sim) Go(name string, fn func(p *Proc)) {
	s.At(s.now, func() { s.start(name, fn) })
}

func (s *Sim) start(name string, fn func(p *Proc)) {
	p := &Proc{sim: s, name: name, wake: make(chan struct{})}
	s.procs = append(s.procs, p)
	s.live++
	go func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(errKilled); !ok {
					s.Stop(fmt.Errorf("process %q failed: %v", p.name, r))
				}
			}
			p.done = true
			s.live--
			s.parked <- struct{}{}
		}()
		fn(p)
	}()
	<-s.parked
	s.compactProcs()
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

// endProcs unwinds every process still parked, in start order.
func (s *Sim) endProcs() {
	for _, p := range s.procs {
		if !p.done {
			p.killed = true
			p.wake <- struct{}{}
			<-s.parked
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
	p.sim.After(d, p.resume)
	p.park()
}

// Go starts a sibling process (the lesson's "spawn" or un-awaited promise).
func (p *Proc) Go(name string, fn func(p *Proc)) { p.sim.Go(name, fn) }

// park hands control to the kernel until resume is called from an event.
func (p *Proc) park() {
	p.sim.parked <- struct{}{}
	<-p.wake
	if p.killed {
		panic(errKilled{})
	}
}

// resume runs inside a kernel event: it lets the process run until it parks again.
func (p *Proc) resume() {
	if p.done {
		return
	}
	p.wake <- struct{}{}
	<-p.sim.parked
}
