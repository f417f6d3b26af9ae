// Package soak searches for runs whose sentences say what the run does not
// show, in the style of a deterministic simulation tester: random in-bounds
// parameters of any lab × random fault lists drawn from the lab's declared
// targets (every kind; moments before, during and after the run's
// activity; overlapping faults; a restart without a kill; both directions
// of a link). For every run it checks that a rerun gives the same bytes,
// that every sentence carries claims and each holds against the oracle
// (engine/oracle, which reads the raw run only), and the lab's declared
// invariants (lab.Lab.Invariants: each request in exactly one outcome, the
// columns' sums). A failure is printed as the one CLI line that reproduces
// it; each case found and fixed stays in testdata/seeds_LAB.txt.
package soak

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/oracle"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
)

// TraceLimit is the trace a soak run keeps: all of it for every run the
// draw makes in practice, so message counts are checkable.
const TraceLimit = 1 << 22

// Case is one drawn run.
type Case struct {
	Lab *lab.Lab
	Q   url.Values
}

// Line is the CLI command that reproduces the case.
func (c Case) Line() string {
	keys := make([]string, 0, len(c.Q))
	for k := range c.Q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("go run ./app run " + c.Lab.ID)
	for _, k := range keys {
		for _, v := range c.Q[k] {
			b.WriteString(" '" + k + "=" + v + "'")
		}
	}
	return b.String()
}

// Failure is what one case found.
type Failure struct {
	Case Case
	Kind string // "determinism", "claim", "claimless", "invariant", "error"
	What string
}

func (f Failure) String() string { return f.Kind + ": " + f.What + "\n    " + f.Case.Line() }

// Stats counts what a soak checked.
type Stats struct {
	Runs, Claims, Sentences int
	Refused                 int // drawn sets the lab refused (bad combinations of in-bounds values)
	Capped                  int // runs that hit a cap (said as an error, not checked further)
}

// Env is the run environment of a soak run: its whole trace kept.
func Env() *lab.Env { return &lab.Env{Limits: sim.Limits{Trace: TraceLimit}} }

// Check runs one case and returns what it found. lesson is the lab's run
// at the lesson's values (for Lesson claims).
func Check(c Case, lesson *lab.Result, st *Stats) []Failure {
	fail := func(kind, what string) []Failure { return []Failure{{Case: c, Kind: kind, What: what}} }
	res, err := c.Lab.Run(c.Q, Env())
	if err != nil {
		var re *lab.RunError
		if errAs(err, &re) {
			st.Capped++
			return nil
		}
		if _, ok := err.(param.Errors); ok {
			st.Refused++
			return nil
		}
		if _, ok := err.(*param.Error); ok {
			st.Refused++
			return nil
		}
		return fail("error", err.Error())
	}
	st.Runs++
	st.Sentences += len(res.Reading)
	st.Claims += oracle.Claims(res)
	again, err := c.Lab.Run(c.Q, Env())
	if err != nil {
		return fail("determinism", "a rerun failed: "+err.Error())
	}
	a, _ := res.JSON()
	b, _ := again.JSON()
	if !bytes.Equal(a, b) {
		return fail("determinism", "a rerun gave other bytes")
	}
	var out []Failure
	for _, f := range oracle.New(res, lesson).Check() {
		kind := "claim"
		if f.Bare {
			kind = "claimless"
		}
		out = append(out, Failure{Case: c, Kind: kind, What: f.String()})
	}
	for _, what := range oracle.Causes(res) {
		out = append(out, Failure{Case: c, Kind: "cause", What: what})
	}
	if c.Lab.Invariants != nil {
		for _, what := range c.Lab.Invariants(res) {
			out = append(out, Failure{Case: c, Kind: "invariant", What: what})
		}
	}
	return out
}

func errAs(err error, re **lab.RunError) bool {
	for err != nil {
		if e, ok := err.(*lab.RunError); ok {
			*re = e
			return true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		err = u.Unwrap()
	}
	return false
}

// Draw makes a random case of l: some knobs moved to random in-bounds
// values (the others at the lesson's), then, most of the time, a fault list.
// A probe run of the parameters (without faults) says the targets and when
// the activity ends, so moments fall before, within and after it.
func Draw(l *lab.Lab, r *rand.Rand) Case {
	q := url.Values{}
	fields := knobs(l)
	moved := 1 + r.IntN(3)
	for range moved {
		f := fields[r.IntN(len(fields))]
		if r.IntN(5) == 0 {
			q.Set(f.Name, end(f, r))
		} else {
			q.Set(f.Name, random(f, r))
		}
	}
	if src := code(l, r); src != "" {
		q.Set(param.PolicyParam, policy.Encode(src))
	}
	if r.IntN(6) == 0 {
		return Case{l, q}
	}
	probe, err := l.Run(q, nil)
	if err != nil || len(probe.Scene.Faults) == 0 {
		return Case{l, q}
	}
	activity := activityEnd(probe)
	if activity <= 0 {
		activity = time.Second
	}
	fs := Faults(r, probe.Scene.Faults, activity)
	q.Set(fault.Param, fault.Format(fs))
	return Case{l, q}
}

// code is, a quarter of the time in a lab that takes code and a program
// that can run it, the learner's code: the starter code or one of the
// code challenges' solutions (each decides otherwise than the lab's own
// logic somewhere), else "". Its sentences must hold as the lab's own do.
func code(l *lab.Lab, r *rand.Rand) string {
	if l.Policy == nil || l.Policy.Starter == "" || !policy.CanRun() || r.IntN(4) != 0 {
		return ""
	}
	codes := []string{l.Policy.Starter}
	for _, c := range l.Challenges {
		if sol, err := url.ParseQuery(c.Solution); err == nil && c.IsCode() && sol.Get(param.PolicyParam) != "" {
			codes = append(codes, sol.Get(param.PolicyParam))
		}
	}
	return codes[r.IntN(len(codes))]
}

// Faults draws 1–5 faults from targets around an activity that ends at
// end: moments mostly within it, some at 0, some after it; lasting faults
// short, long or past the end; now and then a restart of a node never
// killed, a second fault on one node overlapping the first, and the
// reverse of a link when the lab offers it.
func Faults(r *rand.Rand, targets []fault.Target, end time.Duration) []fault.Fault {
	n := 1 + r.IntN(5)
	var out []fault.Fault
	moment := func() time.Duration {
		switch r.IntN(10) {
		case 0:
			return 0
		case 1:
			return end + time.Duration(r.Int64N(int64(end)+1))
		}
		return time.Duration(r.Int64N(int64(end) + 1))
	}
	length := func() time.Duration {
		switch r.IntN(6) {
		case 0:
			return 100 * time.Microsecond
		case 1:
			return 2*end + time.Duration(r.Int64N(int64(end)+1))
		}
		return max(time.Duration(r.Int64N(int64(end)/2+1)), 100*time.Microsecond)
	}
	for len(out) < n {
		tg := targets[r.IntN(len(targets))]
		k := tg.Kinds[r.IntN(len(tg.Kinds))]
		f := fault.Fault{Kind: k, Target: tg.ID, At: moment().Truncate(100 * time.Microsecond)}
		if k.Lasts() {
			f.For = length().Truncate(100 * time.Microsecond)
			if f.For == 0 {
				f.For = 100 * time.Microsecond
			}
		}
		out = append(out, f)
		switch r.IntN(4) {
		case 0: // overlap: the same target again, starting within the first
			g := f
			g.At += f.For / 2
			if g.For > 0 {
				g.For = length().Truncate(100 * time.Microsecond)
				if g.For == 0 {
					g.For = 100 * time.Microsecond
				}
			}
			out = append(out, g)
		case 1: // kill then restart, or the reverse link
			if from, to, ok := f.Link(); ok {
				rev := to + ">" + from
				for _, t := range targets {
					if t.ID == rev {
						g := f
						g.Target = rev
						out = append(out, g)
					}
				}
			} else if k == fault.Kill && takes(targets, tg.ID, fault.Restart) {
				out = append(out, fault.Fault{Kind: fault.Restart, Target: tg.ID, At: f.At + length().Truncate(100*time.Microsecond)})
			}
		}
	}
	if len(out) > fault.MaxFaults {
		out = out[:fault.MaxFaults]
	}
	return out
}

func takes(targets []fault.Target, id string, k fault.Kind) bool {
	for _, t := range targets {
		if t.ID == id {
			for _, tk := range t.Kinds {
				if tk == k {
					return true
				}
			}
		}
	}
	return false
}

// activityEnd is the last answer or phase end of a run.
func activityEnd(res *lab.Result) time.Duration {
	var e time.Duration
	for _, m := range res.Trace {
		e = max(e, m.Received)
	}
	for _, s := range res.Spans {
		e = max(e, s.To)
	}
	return e
}

// knobs are the fields a draw moves: every knob but the seed and the faults
// (drawn apart), and lists (the lessons' own).
func knobs(l *lab.Lab) []*param.Field {
	var out []*param.Field
	for _, f := range l.Knobs().Fields() {
		switch {
		case f.IsSeed():
			if f.Kind == param.Int {
				out = append(out, f)
			}
		case f.Kind == param.Int, f.Kind == param.Float, f.Kind == param.Duration, f.Kind == param.Enum, f.Kind == param.Bool:
			out = append(out, f)
		}
	}
	return out
}

// end is one of a knob's extremes: a bound, a bound's neighbour or a
// choice.
func end(f *param.Field, r *rand.Rand) string {
	switch f.Kind {
	case param.Enum:
		return f.Choices[r.IntN(len(f.Choices))]
	case param.Bool:
		return strconv.FormatBool(r.IntN(2) == 1)
	}
	if f.IsSeed() {
		return strconv.Itoa(r.IntN(1000))
	}
	if r.IntN(2) == 0 {
		return f.Min
	}
	return f.Max
}

// random is an in-bounds value: log-uniform where the bounds span two
// decades (as the slider), else uniform.
func random(f *param.Field, r *rand.Rand) string {
	switch f.Kind {
	case param.Enum:
		return f.Choices[r.IntN(len(f.Choices))]
	case param.Bool:
		return strconv.FormatBool(r.IntN(2) == 1)
	}
	if f.IsSeed() {
		return strconv.Itoa(r.IntN(1000))
	}
	lo, ok1 := parse(f.Kind, f.Min)
	hi, ok2 := parse(f.Kind, f.Max)
	if !ok1 || !ok2 || hi <= lo {
		return f.Default
	}
	u := r.Float64()
	var v float64
	if lo > 0 && hi/lo >= 100 {
		v = lo * math.Pow(hi/lo, u)
	} else {
		v = lo + u*(hi-lo)
	}
	switch f.Kind {
	case param.Duration:
		d := time.Duration(min(max(v, lo), hi))
		// People type round values: a duration to two significant
		// digits of its unit.
		return roundDur(d, time.Duration(lo), time.Duration(hi)).String()
	case param.Int:
		return strconv.FormatInt(int64(min(max(math.Round(v), lo), hi)), 10)
	}
	return param.FormatFloat(math.Round(min(max(v, lo), hi)*100) / 100)
}

func roundDur(d, lo, hi time.Duration) time.Duration {
	for _, u := range []time.Duration{time.Hour, time.Minute, time.Second, time.Millisecond, time.Microsecond} {
		if d >= 10*u {
			d = d.Round(u)
			break
		}
	}
	return min(max(d, lo), hi)
}

func parse(k param.Kind, v string) (float64, bool) {
	switch k {
	case param.Duration:
		d, err := time.ParseDuration(v)
		return float64(d), err == nil
	case param.Int:
		n, err := strconv.ParseInt(v, 10, 64)
		return float64(n), err == nil
	}
	x, err := strconv.ParseFloat(v, 64)
	return x, err == nil
}

// Seeds reads a seeds file: one case a line, `LAB k=v k=v…` (the CLI's
// arguments after `run`, each pair optionally in single quotes); # starts
// a comment.
func Seeds(text string, lab func(id string) *lab.Lab) ([]Case, error) {
	var out []Case
	for i, line := range strings.Split(text, "\n") {
		if j := strings.Index(line, "#"); j >= 0 {
			line = line[:j]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		l := lab(fields[0])
		if l == nil {
			return nil, fmt.Errorf("line %d: no lab %q", i+1, fields[0])
		}
		q := url.Values{}
		for _, kv := range fields[1:] {
			kv = strings.Trim(kv, "'")
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, fmt.Errorf("line %d: %q is not KEY=VALUE", i+1, kv)
			}
			q.Add(k, v)
		}
		out = append(out, Case{l, q})
	}
	return out, nil
}
