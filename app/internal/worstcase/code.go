package worstcase

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/policy"
)

// The learner's code makes a run heavier two ways: each decision is a call
// into the interpreter (the starter code decides as the lab's Go logic
// does, several times slower), and the code may spend up to
// policy.RunSteps steps of its own. CodeSets are the heavy sets with both:
// the starter code, and code that spends the whole run's step budget (a
// run that ends in the step error), on each heavy set a learner's code may
// run on (a lab may refuse code beyond a cap of its own, as it refuses any
// set out of bounds: such a set is left out). The browser tests hold every task under
// 200 ms while they run, and the bench measures them under wasm.

// MaxCodeWall is the browser's limit for a run with code: the lab's own
// limit (MaxWall) does not hold there, since the learner's steps are the
// learner's (a run that spends its whole budget, policy.RunSteps, took
// about 1 s in wasm on top of the run). What holds is that the tab keeps
// answering while it goes (the calls are paced: lab.Env.Policy) and that
// it ends, within this.
const MaxCodeWall = 3 * time.Second

// Code kinds of a code set.
const (
	CodeStarter = "starter" // the lab's own logic in the language
	CodeSpend   = "spend"   // the starter code behind a loop that spends the run's budget
)

// CodeSet is a heavy set run with code.
type CodeSet struct {
	Set
	Code string // CodeStarter or CodeSpend
}

// Name is the set's name: its heavy set's, then its code.
func (s CodeSet) Name() string { return s.Set.Name() + "+" + s.Code }

// CodeSets are the heavy sets a learner's code may run on, each with
// both codes. Empty in a build without the labs' code texts (a wasm
// build without -tags policy).
func CodeSets() []CodeSet {
	var out []CodeSet
	for _, s := range Heavy {
		l := labs.Find(s.Lab)
		if l == nil || l.Policy == nil || l.Policy.Starter == "" {
			continue
		}
		for _, kind := range []string{CodeStarter, CodeSpend} {
			src := l.Policy.Starter
			if kind == CodeSpend {
				src = Spender(l.Policy)
			}
			q, err := url.ParseQuery(s.Query)
			if err != nil {
				continue
			}
			q.Set(param.PolicyParam, src)
			prm, err := l.Decode(q)
			if err != nil || prm.Spec().Validate() != nil {
				continue // refused before it runs: nothing to hold
			}
			out = append(out, CodeSet{Set: Set{Lab: s.Lab, Query: q.Encode(), Faulted: s.Faulted}, Code: kind})
		}
	}
	return out
}

// Spender is h's starter code behind a loop of about spendPerCall steps on
// every call: the lab's own decisions, until the run's step budget
// (policy.RunSteps) ends the run with its error.
func Spender(h *policy.Hook) string {
	args := strings.Join(h.Params, ", ")
	return strings.Replace(h.Starter, "def "+h.Func+"(", "def starter_"+h.Func+"(", 1) +
		"\n\ndef " + h.Func + "(" + args + "):\n" +
		"    n = 0\n" +
		"    for i in range(" + strconv.Itoa(spendPerCall/spendStepsPerLoop) + "):\n" +
		"        for j in range(10):\n" +
		"            n += j\n" +
		"    return starter_" + h.Func + "(" + args + ")\n"
}

// A loop of range(10) over n += j takes about 112 steps (measured: 1000 of
// them took 112,015); spendPerCall is most of a call's budget.
const (
	spendPerCall      = policy.CallSteps * 3 / 4
	spendStepsPerLoop = 112
)
