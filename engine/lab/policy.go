package lab

import (
	"playground/engine/policy"
	"playground/engine/sim"
)

// PolicySlice is how many steps of the learner's code may pass between
// two of the run's progress checks, and PolicyCalls how many calls. The
// kernel checks every Env.ProgressEvery events, but one event may call
// the code, and one call may take policy.CallSteps: 256 events of such
// calls would be 51 million steps (seconds in the tab) without a check.
// 20,000 steps are a few milliseconds in the tab. Calls count too: a
// call's own cost (its records handed in, its answer read back) is
// 5–50 µs in the tab whatever its steps, and one event of the cache's
// stampede makes a hundred calls — 256 such events between the kernel's
// checks held the tab 257 ms. A check is a clock read: at 64 calls it is
// well under 1 % of theirs.
const (
	PolicySlice = 20_000
	PolicyCalls = 64
)

// Policy loads the run's code for h (policy.Load) and paces its calls as
// the kernel paces events: after a call that brings the code's steps
// PolicySlice past the last check, or PolicyCalls calls after it, the
// run's progress hook runs (the page
// yields to the browser there) and a run no longer wanted ends
// (ErrCancelled, which RunParams returns). Without a hook or a cancel
// the program is policy.Load's own.
func (e *Env) Policy(h *policy.Hook, src string) (policy.Program, error) {
	prog, err := policy.Load(h, src)
	if err != nil || e == nil || e.Progress == nil && e.Cancelled == nil {
		return prog, err
	}
	return &pacedProgram{Program: prog, env: e}, nil
}

// pacedProgram is a program whose calls are checkpoints of its run.
type pacedProgram struct {
	policy.Program
	env   *Env
	last  uint64 // the steps at the last check
	calls int    // the calls since
}

func (p *pacedProgram) Call(args ...any) (any, error) {
	v, err := p.Program.Call(args...)
	p.calls++
	if s := p.Program.Steps(); s-p.last >= PolicySlice || p.calls >= PolicyCalls {
		p.last, p.calls = s, 0
		// Called from a simulation's process or event: the panic stops
		// the simulation with the error in its chain, and RunParams
		// answers ErrCancelled (errors.Is).
		if p.env.Cancelled != nil && p.env.Cancelled() {
			panic(ErrCancelled)
		}
		if p.env.Progress != nil {
			p.env.Progress(sim.Progress{})
		}
	}
	return v, err
}
