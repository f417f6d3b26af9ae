package admission

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"time"

	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/policy"
	"playground/engine/sim"
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
	lives        []netsim.Life
	lastLimit    int
}

// Run measures both modes on the same requests, as olc.sh does.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	// The learner's code is read before anything runs: a line it cannot
	// run at is the run's error at once.
	var prog policy.Program
	if p.Policy != "" {
		var err error
		if prog, err = env.Policy(hook, p.Policy); err != nil {
			return nil, err
		}
	}
	var runs []modeRun
	refs := &lab.Refs{} // one numbering of the modes' scene events
	for _, bounded := range []bool{false, true} {
		r, err := p.runMode(env.NewSim(p.Seed), bounded, prog, refs)
		if err != nil {
			return nil, capHint(err)
		}
		runs = append(runs, r)
	}
	fewer, err := p.fewerReserved(env)
	if err != nil {
		return nil, capHint(err)
	}
	return p.result(env, runs, fewer), nil
}

// fewerReserved runs the bounded mode again with one place fewer reserved
// for the critical class, on the same requests (and faults): whether the
// reserve is the fewest that protects the class. Its sim is the run's own
// business, not the result's: it is in no count of the run's sims, and a
// horizon reached there stops nothing the learner sees. Nil without a
// reserve or critical requests.
func (p *Params) fewerReserved(env *lab.Env) (*classCount, error) {
	if p.Reserve == 0 || p.Critical == 0 {
		return nil, nil
	}
	q := *p
	q.Reserve--
	// The same hooks as the run's own sims (lab.Env.NewSim): the page
	// yields during it, and a run no longer wanted ends there.
	s := sim.New(p.Seed, env.Limits)
	if env.Progress != nil || env.Cancelled != nil {
		every := env.ProgressEvery
		if every == 0 {
			every = 20000
		}
		s.OnProgress(every, func(pr sim.Progress) {
			if env.Cancelled != nil && env.Cancelled() {
				s.Stop(lab.ErrCancelled)
				return
			}
			if env.Progress != nil {
				env.Progress(pr)
			}
		})
	}
	// The learner's code decides there too, with the knobs it reads
	// (knobs.reserve one less): a program of its own, as the run is.
	var prog policy.Program
	if p.Policy != "" {
		var err error
		if prog, err = env.Policy(hook, p.Policy); err != nil {
			return nil, err
		}
	}
	r, err := q.runMode(s, true, prog, nil)
	if err != nil {
		return nil, err
	}
	c := r.st.class[classCritical]
	return &c, nil
}

// runMode runs one mode; prog, when given, is the learner's admission
// decision, which only the bounded mode takes; refs, when given, name
// its scene events for the run's causes.
func (p *Params) runMode(s *sim.Sim, bounded bool, prog policy.Program, refs *lab.Refs) (modeRun, error) {
	name := modeUnbounded
	if bounded {
		name = modeBounded
	}
	st := newModeStats(name, p)
	st.scene.refs = refs
	sv := &server{sim: s, workers: p.Concurrency, lifo: p.Discipline == disciplineLIFO, lim: unlimited, st: st,
		after: int16(p.RetryAfter / time.Second)}
	if bounded {
		sv.reserve, sv.classes, sv.expire = p.Reserve, true, p.Deadline > 0
		sv.lim = p.newLimiter()
		if policy.Linked && prog != nil {
			sv.pol = newAdmitPolicy(prog, p, s.Rand())
		}
	}
	cl := &client{sim: s, p: p, pool: &jobPool{}, st: st}
	// The lesson's burst goes over the in-memory network like its curls; the
	// open-loop stream and big bursts take the direct wire (same answers at
	// the same times, a fraction of the cost per call: see BenchmarkWire and
	// TestWiresAgree).
	nodes := nodesOf(name)
	faults := p.faultsOf(nodes)
	// Faults act on the network, so a faulted run takes it whatever its size.
	if p.viaNet || len(faults) > 0 || p.Arrivals == arrivalsBurst && p.expected()*float64(p.tries()) <= netWireMax {
		nw := newNetWire(s, nodes, sv, newResponses(p.RetryAfter), faults)
		nw.cl = cl
		cl.wire = nw
	} else {
		dw := newDirectWire(s, nodes, sv)
		dw.cl = cl
		cl.wire, cl.lead = dw, dw.hop
	}
	st.levels(0, sv)
	cl.arrivals(p.Seed)
	if err := s.Run(); err != nil {
		return modeRun{}, err
	}
	if s.Cut() {
		st.stop(s.Now(), cl.wire.unsent())
	}
	tr, dropped := cl.wire.trace()
	return modeRun{st: st, trace: tr, traceDropped: dropped, lives: cl.wire.lives(), lastLimit: sv.lim.limit()}, nil
}

// netWireMax is the most attempts a burst may make over the in-memory
// network: the lesson's ten curls and its presets do, a 100 000-request
// retry storm would take seconds.
const netWireMax = 20_000

// limitBounds are the floor and ceiling of an adaptive limit. The ceiling is
// the lesson's fixed limit, concurrency + queue: the queue knob is the
// queue's size, which no limit may outgrow. The floor is concurrency: here a
// job's work time does not depend on how many run at once, so a limit below
// the workers would only leave workers idle while requests are rejected; the
// adaptive limit decides how much of the queue to use.
func (p *Params) limitBounds() (floor, ceiling int) {
	return p.Concurrency, p.Concurrency + p.Queue
}

// newLimiter is the bounded mode's admission limit. Adaptive ones start at
// the floor and probe upwards, as Netflix's start small.
func (p *Params) newLimiter() limiter {
	floor, ceiling := p.limitBounds()
	switch p.Limit {
	case limitAIMD:
		return newAIMD(floor, floor, ceiling, p.Target)
	case limitGradient2:
		return newGradient2(floor, floor, ceiling)
	}
	return fixedLimit(ceiling)
}

// result turns both modes' measurements into the run's data: the summary,
// the lesson's line first, further sections, the reading, figures, scene and
// the message record.
// Checkpoints between its long steps let a page yield in the middle of a
// heavy result (lab.Env.Checkpoint): a million answers' quantiles, groups
// and figures are work outside the kernel.
func (p *Params) result(env *lab.Env, runs []modeRun, fewer *classCount) *lab.Result {
	sum := &Summary{Rejection: strings.Join(p.rejectionLines(runs[1].st), "\n") + "\n"}
	from, to := littleWindow(runs)
	sum.from, sum.to = from, to
	for _, r := range runs {
		sum.Modes = append(sum.Modes, p.modeSummary(r, from, to))
		sum.stats = append(sum.stats, r.st)
	}
	sum.Modes[1].Classes.setFewer(fewer)
	env.Checkpoint()
	res := &lab.Result{Summary: sum}
	section := func(s lab.Section) {
		res.Sections = append(res.Sections, s)
		env.Checkpoint()
	}
	section(p.lessonSection(sum))
	section(p.outcomesSection(sum))
	section(groupsSection(sum))
	section(littleSection(sum))
	if sum.Modes[1].Classes != nil {
		section(p.classesSection(sum))
	}
	if l := sum.Modes[1].Limit; l != nil {
		section(p.limitSection(l))
	}
	section(p.rejectionSection(sum))
	res.Reading = texts(p.reading(sum))
	env.Checkpoint()
	for _, c := range p.figures(env, runs) {
		res.AddChart(c)
	}
	env.Checkpoint()
	before := 0
	for _, r := range runs {
		netsim.Renumber(r.trace, before) // one run, one numbering of its messages, which the scene's notes name
		r.st.scene.renumber(before)
		before += len(r.trace)
	}
	res.Scene = p.scene(runs)
	env.Checkpoint()
	for _, r := range runs {
		res.Trace = append(res.Trace, r.trace...)
		res.TraceDropped += r.traceDropped
		res.Lives = append(res.Lives, r.lives...)
	}
	res.Spans = p.phases(runs)
	return res
}

// littleWindow is the one window both modes' Little's law is measured
// over: the first attempt's sending to the last admitted answer of either
// mode (0, 0 when no mode admitted any). A mode stopped at its horizon has
// no law measured (its admitted attempts still open have no wait), so the
// window is the other's.
func littleWindow(runs []modeRun) (from, to time.Duration) {
	any := false
	for _, r := range runs {
		if r.st.cut {
			continue
		}
		if f, t, ok := r.st.span(); ok {
			if !any || f < from {
				from = f
			}
			to, any = max(to, t), true
		}
	}
	return from, to
}

// phases mark the replay's stretches: the attempts arriving (the first to
// the last to reach either server: counted, not read from the trace, which
// may be cut short), then each mode's last answer, or the horizon that
// stopped it, in time order. A Poisson window that drew no request is
// marked whole.
func (p *Params) phases(runs []modeRun) []lab.Span {
	var out []lab.Span
	if runs[0].st.requests == 0 && p.Arrivals == arrivalsPoisson {
		// No request came, yet the load generator ran its window: that is
		// the run's activity, and a fault after it changed nothing.
		return []lab.Span{{Lane: "phase", State: "arriving", Kind: lab.SpanMarker, Label: tPhaseNoArrival, From: 0, To: p.Duration}}
	}
	first, last, any := time.Duration(0), time.Duration(0), false
	for _, r := range runs {
		if st := r.st; st.arrivedAny {
			if !any || st.firstArrival < first {
				first = st.firstArrival
			}
			last, any = max(last, st.lastArrival), true
		}
	}
	if any {
		out = append(out, lab.Span{Lane: "phase", State: "arriving", Kind: lab.SpanMarker, Label: tPhaseArriving, From: first, To: last})
	}
	ends := slices.Clone(runs)
	sort.SliceStable(ends, func(i, j int) bool { return ends[i].st.last() < ends[j].st.last() })
	for _, r := range ends {
		if r.st.sent == 0 && !r.st.cut {
			continue // a mode no request reached gave no last answer
		}
		state, label := r.st.name+".done", tPhaseDone
		if r.st.cut {
			state, label = r.st.name+".stopped", tPhaseStopped
		}
		out = append(out, lab.Span{Lane: "phase", State: state, Kind: lab.SpanMarker,
			Label: label.Format(modeLabel(r.st.name)), From: r.st.last(), To: r.st.last()})
	}
	return out
}

// capHint names the knobs that shorten a run that hit a cap. The bounds and
// rules keep every in-bounds run inside the kernel's default caps; a caller
// that lends tighter ones (Env.Limits) can still meet them.
func capHint(err error) error {
	var cap *sim.CapError
	if !errors.As(err, &cap) {
		return err
	}
	hint := hintEvents
	if errors.Is(cap, sim.ErrTimeCap) {
		hint = hintTime
	}
	return &lab.RunError{Err: cap, Hint: hint}
}
