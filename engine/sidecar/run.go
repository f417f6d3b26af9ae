package sidecar

import (
	"time"

	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/sim"
)

// Run measures every layout one after another on one in-memory network.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	s := env.NewSim(p.Seed)
	b := &bench{p: p, s: s, net: netsim.New(s), events: &sceneLog{}}
	if p.Policy != "" {
		prog, err := env.Policy(hook, p.Policy)
		if err != nil {
			return nil, err
		}
		b.prog = prog
	}
	b.net.Apply(p.Faults)
	var runs []*layoutRun
	for _, l := range b.layouts() {
		runs = append(runs, b.plan(l))
	}
	s.Go(addrMeasure, func(proc *sim.Proc) {
		for _, r := range runs {
			// olc.mjs resets the counters (GET /sifirla) before each layout:
			// one round trip, which also keeps the layouts' time windows
			// (and so their sequence figures) apart.
			proc.Sleep(2 * b.net.Latency)
			b.measure(proc, r)
		}
	})
	if err := s.Run(); err != nil {
		return nil, err
	}
	// A run with faults may be stopped at its horizon mid-way (s.Cut):
	// one row cut, the later ones never reached.
	settle(runs, s.Now())
	thick, thin, fixes := runs[0], runs[1], runs[2:]
	// Checkpoints between the long steps outside the kernel: a page
	// yields there at the heaviest values (lab.Env.Checkpoint).
	env.Checkpoint()

	sum := Summary{Layouts: []LayoutSummary{thick.summary(), thin.summary()}, ChargeLog: []Charge{}, Load: p.Load,
		WorstWaitMS: float64(p.worstWait()) / float64(time.Millisecond), Code: codeSize(p.Services)}
	sentences := reading(p, thick, thin, fixes)
	env.Checkpoint()
	res := &lab.Result{
		Sections: []lab.Section{lessonSection(thick, thin, s.Now())},
		Trace:    b.net.Trace(), TraceDropped: b.net.TraceDropped(), Lives: b.net.Lives(),
		Scene: b.scene(runs),
	}
	b.events.linkLater(res.Trace)
	env.Checkpoint()
	for _, st := range sentences {
		res.Reading = append(res.Reading, lab.Say(st.claim, st.text, st.facts...))
		sum.claims = append(sum.claims, st.claim)
	}
	if len(fixes) > 0 {
		res.Sections = append(res.Sections, fixesSection(thin, fixes, s.Now()))
	}
	res.Sections = append(res.Sections, attemptsSection(runs, s.Now()), codeSection(sum.Code))
	for _, r := range runs {
		if r != thick && r != thin {
			sum.Fixes = append(sum.Fixes, r.summary())
		}
		sum.ChargeLog = append(sum.ChargeLog, r.fee.chargeLog...)
		if !r.reached {
			continue
		}
		// Each layout measured is a phase of the replay.
		res.Spans = append(res.Spans, lab.Span{Lane: "layout", State: r.id, Kind: lab.SpanMarker, Label: r.label, From: r.start, To: r.end})
	}
	env.Checkpoint()
	figures(res, runs, thin, p.Attempts)
	res.Summary = sum
	return res, nil
}
