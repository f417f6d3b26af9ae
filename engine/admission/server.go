package admission

import (
	"time"

	"playground/engine/policy"
	"playground/engine/sim"
)

// Priority classes, as indexes into per-class counts.
const (
	classNormal = iota
	classCritical
	nClasses
)

// server is the lesson's kabul.mjs on the kernel: `workers` jobs run at once,
// the rest wait in a queue, and in bounded mode a request beyond the limit is
// answered 503 at once. Beyond the lesson it knows two classes and drops
// queued jobs whose deadline passed.
//
// Classes follow partitioned concurrency limiters (Netflix concurrency-limits'
// AbstractPartitionedLimiter): the critical class's share of the limit is
// `reserve` places, the normal class's the rest. A share is not a wall: while
// the server has room anyone is admitted, so an idle reserve is borrowed
// rather than wasted; only when the server is full does a class over its
// share get the 503, while a class under its share still comes in. Workers
// are shared the same way: a free worker takes a critical job first.
type server struct {
	sim     *sim.Sim
	workers int
	reserve int
	lim     limiter
	lifo    bool
	classes bool  // priority classes apply (bounded mode)
	expire  bool  // drop expired jobs when their turn comes (bounded mode)
	after   int16 // the Retry-After of a 503, in whole seconds (the knob's)
	// pol is the learner's admission decision (bounded mode, when code is
	// given): it decides in place of admits.
	pol *admitPolicy

	running      int
	held         [nClasses]int // jobs held (running or queued) per class
	crit, normal deque

	// life counts the process's deaths (a learner's kill): a job's end
	// belongs to the life that started it. working lists the running jobs
	// when a fault can kill the server (track), so that a kill can let
	// them go.
	life    int
	track   bool
	working []*job

	// reply hands an answer to the wire; the job may be reused after it.
	reply func(j *job, status int)
	st    *modeStats
}

func (sv *server) queued() int   { return sv.crit.len() + sv.normal.len() }
func (sv *server) inSystem() int { return sv.running + sv.queued() }

func (sv *server) class(j *job) int {
	if sv.classes && j.critical {
		return classCritical
	}
	return classNormal
}

// admits is the admission decision for j.
func (sv *server) admits(j *job) bool {
	l := sv.lim.limit()
	if sv.inSystem() < l {
		return true
	}
	if !sv.classes || sv.reserve == 0 {
		return false
	}
	share := l - sv.reserve
	if sv.class(j) == classCritical {
		share = sv.reserve
	}
	return sv.held[sv.class(j)] < share
}

// arrive is the request handler: start, queue or shed.
func (sv *server) arrive(j *job) {
	now := sv.sim.Now()
	j.arrived, j.reached = now, true
	var admitted bool
	if policy.Linked && sv.pol != nil {
		admitted, j.after = sv.pol.decide(sv, j, now)
	} else {
		admitted, j.after = sv.admits(j), sv.after
	}
	if !admitted {
		sv.st.shedAt(now)
		sv.reply(j, statusShed)
		sv.st.levels(now, sv)
		return
	}
	sv.st.admit(now)
	j.held = true
	k := sv.class(j)
	sv.held[k]++
	switch {
	case sv.running < sv.workers:
		sv.start(j)
	case k == classCritical:
		j.queued = true
		sv.crit.push(j)
	default:
		j.queued = true
		sv.normal.push(j)
	}
	sv.st.levels(now, sv)
}

func (sv *server) start(j *job) {
	sv.running++
	if sv.track {
		sv.working = append(sv.working, j)
	}
	life := sv.life
	done := func() {
		if sv.life == life { // else the process that took j died
			sv.finish(j)
		}
	}
	if !sv.track {
		sv.sim.After(j.work, done)
		return
	}
	// A job of a process a kill ended is no work left: a run whose only
	// events past its horizon are such jobs was not cut.
	sv.sim.AfterIf(j.work, done, func() bool { return sv.life == life })
}

// crash is a learner's kill: the process dies with its queue and the jobs
// it was working on (netsim resets their callers); a restart starts empty.
func (sv *server) crash() {
	now := sv.sim.Now()
	sv.life++
	for _, j := range sv.working {
		sv.depart(j, now, true)
	}
	sv.working, sv.running = sv.working[:0], 0
	for _, d := range []*deque{&sv.crit, &sv.normal} {
		for d.len() > 0 {
			sv.depart(d.popFront(), now, true)
		}
	}
	sv.st.levels(now, sv)
}

// finish answers a done job, then lets the freed worker take the next one
// (the lesson's `kuyruk.shift()` after `end`).
func (sv *server) finish(j *job) {
	now := sv.sim.Now()
	sv.running--
	if sv.track {
		for i, w := range sv.working {
			if w == j {
				sv.working = append(sv.working[:i], sv.working[i+1:]...)
				break
			}
		}
	}
	sv.depart(j, now, false)
	if policy.Linked && sv.pol != nil {
		sv.pol.finished(now - j.arrived)
	}
	sv.reply(j, statusOK)
	sv.dispatch(now)
	sv.st.levels(now, sv)
}

func (sv *server) depart(j *job, now time.Duration, dropped bool) {
	sv.held[sv.class(j)]--
	rtt := now - j.arrived
	sv.lim.sample(rtt, sv.inSystem()+1, dropped)
}

// dispatch fills free workers from the queue, critical jobs first.
func (sv *server) dispatch(now time.Duration) {
	for sv.running < sv.workers {
		var j *job
		switch {
		case sv.crit.len() > 0:
			j = sv.take(&sv.crit)
		case sv.normal.len() > 0:
			j = sv.take(&sv.normal)
		default:
			return
		}
		if sv.expire && j.deadline > 0 && now > j.deadline {
			sv.depart(j, now, true)
			sv.reply(j, statusExpired)
			continue
		}
		sv.start(j)
	}
}

func (sv *server) take(d *deque) *job {
	if sv.lifo {
		return d.popBack()
	}
	return d.popFront()
}
