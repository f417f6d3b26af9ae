package admission

import (
	"playground/engine/lab"
	"playground/engine/netsim"
)

// The two modes of the lesson's olc.sh, in its order.
const (
	modeUnbounded = "unbounded" // kabul.mjs --sinirsiz
	modeBounded   = "bounded"   // kabul.mjs --denetimli
)

// modeRun is one mode's measurement and its message record.
type modeRun struct {
	st           *modeStats
	trace        []netsim.Message
	traceDropped int
	lastLimit    int
}

// Run measures both modes on the same requests, as olc.sh does.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	var runs []modeRun
	for _, bounded := range []bool{false, true} {
		r, err := p.runMode(env, bounded)
		if err != nil {
			return nil, err
		}
		runs = append(runs, r)
	}
	return p.result(runs), nil
}

// tracer is a wire that keeps a bounded message record.
type tracer interface {
	wire
	trace() ([]netsim.Message, int)
}

func (p *Params) runMode(env *lab.Env, bounded bool) (modeRun, error) {
	s := env.NewSim(p.Seed)
	name := modeUnbounded
	if bounded {
		name = modeBounded
	}
	st := newModeStats(name, p)
	sv := &server{sim: s, workers: p.Concurrency, lifo: p.Discipline == disciplineLIFO, lim: unlimited, st: st}
	if bounded {
		sv.reserve, sv.classes, sv.expire = p.Reserve, true, p.Deadline > 0
		sv.lim = p.newLimiter()
	}
	cl := &client{sim: s, p: p, pool: &jobPool{}, st: st, retryAfter: p.RetryAfter}
	var w tracer
	// The lesson's burst goes over the in-memory network like its curls; the
	// open-loop stream takes the direct wire (same latencies, a fraction of
	// the cost per call: see BenchmarkWire).
	if p.Arrivals == arrivalsBurst || p.viaNet {
		nw := newNetWire(s, name+".curl", sv, newResponses(p.RetryAfter))
		nw.cl = cl
		w = nw
	} else {
		dw := newDirectWire(s, name+".client", sv)
		dw.cl = cl
		w = dw
	}
	cl.wire = w
	st.levels(0, sv)
	cl.arrivals(p.Seed)
	if err := s.Run(); err != nil {
		return modeRun{}, err
	}
	tr, dropped := w.trace()
	return modeRun{st: st, trace: tr, traceDropped: dropped, lastLimit: sv.lim.limit()}, nil
}

// newLimiter is the bounded mode's admission limit. Adaptive ones start at
// the lesson's fixed limit and keep one normal place above the reserve.
func (p *Params) newLimiter() limiter {
	fixed := p.Concurrency + p.Queue
	start := min(fixed, p.MaxLimit)
	switch p.Limit {
	case limitAIMD:
		return newAIMD(start, p.Reserve+1, p.MaxLimit, p.Target)
	case limitGradient2:
		return newGradient2(start, p.Reserve+1, p.MaxLimit)
	}
	return fixedLimit(fixed)
}
