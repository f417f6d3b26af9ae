package admission

import (
	"time"

	"playground/engine/sim"
)

// server is the lesson's kabul.mjs on the kernel: `workers` jobs run at once,
// the rest wait in a queue, and in bounded mode a request beyond the limit is
// answered 503 at once. Beyond the lesson it knows two classes (critical jobs
// may use `reserve` workers and places that normal ones may not, and leave the
// queue first) and drops queued jobs whose deadline passed.
type server struct {
	sim     *sim.Sim
	workers int
	reserve int
	lim     limiter
	lifo    bool
	classes bool // priority classes apply (bounded mode)
	expire  bool // drop expired jobs at the queue head (bounded mode)

	running, runningNormal int
	crit, normal           deque

	// reply hands an answer to the wire; the job may be reused after it.
	reply func(j *job, status int)
	st    *modeStats
}

func (sv *server) queued() int   { return sv.crit.len() + sv.normal.len() }
func (sv *server) inSystem() int { return sv.running + sv.queued() }

func (sv *server) isCritical(j *job) bool { return sv.classes && j.critical }

// room is how many jobs the server may hold when j arrives: a normal job may
// not take the critical class's reserved places.
func (sv *server) room(j *job) int {
	l := sv.lim.limit()
	if !sv.isCritical(j) {
		l -= sv.reserve
	}
	return l
}

func (sv *server) canRun(critical bool) bool {
	if critical {
		return sv.running < sv.workers
	}
	return sv.running < sv.workers && sv.runningNormal < sv.workers-sv.reserve
}

// arrive is the request handler: start, queue or shed.
func (sv *server) arrive(j *job) {
	now := sv.sim.Now()
	j.arrived = now
	if sv.inSystem() >= sv.room(j) {
		sv.st.shedAt(now)
		sv.reply(j, statusShed)
		sv.st.levels(now, sv)
		return
	}
	sv.st.admit(now)
	crit := sv.isCritical(j)
	switch {
	case sv.canRun(crit):
		sv.start(j)
	case crit:
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
	if !sv.isCritical(j) {
		sv.runningNormal++
	}
	sv.sim.After(j.work, func() { sv.finish(j) })
}

// finish answers a done job, then lets the freed worker take the next one
// (the lesson's `kuyruk.shift()` after `end`).
func (sv *server) finish(j *job) {
	now := sv.sim.Now()
	sv.running--
	if !sv.isCritical(j) {
		sv.runningNormal--
	}
	sv.depart(j, now, false)
	sv.reply(j, statusOK)
	sv.dispatch(now)
	sv.st.levels(now, sv)
}

func (sv *server) depart(j *job, now time.Duration, dropped bool) {
	rtt := now - j.arrived
	sv.st.depart(rtt, now)
	sv.lim.sample(rtt, sv.inSystem()+1, dropped)
}

// dispatch fills free workers from the queue, critical jobs first.
func (sv *server) dispatch(now time.Duration) {
	for {
		var j *job
		switch {
		case sv.crit.len() > 0 && sv.canRun(true):
			j = sv.take(&sv.crit)
		case sv.normal.len() > 0 && sv.canRun(false):
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
