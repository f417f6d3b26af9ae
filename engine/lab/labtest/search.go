package labtest

import (
	"math"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/param"
)

// A whole-number knob whose range holds at most smallRange+1 values is
// tried at every one; combinations of all knobs are tried up to maxCombos.
const (
	smallRange = 32
	smallInts  = 8
	maxCombos  = 1500
)

// resolution is a knob's smallest step: 1 for a whole number, 0.01 for a
// decimal, and 100 µs for a duration.
func resolution(f *param.Field) float64 {
	switch f.Kind {
	case param.Duration:
		return float64(100 * time.Microsecond)
	case param.Float:
		return 0.01
	}
	return 1
}

// Pass is a set of a challenge's knobs that passes it, with its run.
type Pass struct {
	Learner url.Values // the learner's values (the challenge's knobs only)
	Res     *lab.Result
}

// String writes the learner's values in URL form.
func (p Pass) String() string { return p.Learner.Encode() }

// Float reads a knob of the pass as a number (a duration in ms), NaN when
// it is not one.
func (p Pass) Float(knob string) float64 {
	v := p.Res.Params[knob]
	if d, err := time.ParseDuration(v); err == nil {
		return float64(d) / float64(time.Millisecond)
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return math.NaN()
	}
	return x
}

// ChallengePasses searches c's knobs for the sets that pass it, where a
// degenerate answer hides: each knob at its bounds, the lesson's value and
// the solution's; the values on either side of each check's boundary along
// each knob (the others at the solution's values), or every value of a
// whole-number knob with a small range; and every combination of those
// candidates (every pair of knobs when they are too many). A challenge
// whose checks state what it teaches has no pass there that its task does
// not allow.
func ChallengePasses(t testing.TB, l *lab.Lab, c *lab.Challenge) []Pass {
	t.Helper()
	sol, err := url.ParseQuery(c.Solution)
	if err != nil {
		t.Fatalf("%s: solution %q: %v", c.ID, c.Solution, err)
	}
	cands := map[string][]string{}
	for _, k := range c.Knobs {
		f := l.Knobs().Field(k)
		if f == nil {
			t.Fatalf("%s: no knob %q", c.ID, k)
		}
		cands[k] = candidates(t, l, c, f, sol)
	}
	var out []Pass
	seen := map[string]bool{}
	try := func(q url.Values) {
		key := q.Encode()
		if seen[key] {
			return
		}
		seen[key] = true
		if res, ok := grade(l, c, q); ok {
			out = append(out, Pass{Learner: q, Res: res})
		}
	}
	base := func() url.Values {
		q := url.Values{}
		for _, k := range c.Knobs {
			if v := sol.Get(k); v != "" {
				q.Set(k, v)
			}
		}
		return q
	}
	for _, k := range c.Knobs {
		for _, v := range cands[k] {
			q := base()
			q.Set(k, v)
			try(q)
			alone := url.Values{k: {v}} // the others at the lesson's values
			try(alone)
		}
	}
	// Every combination when there are few, else every pair of knobs
	// (the others at the lesson's values).
	combos := 1
	for _, k := range c.Knobs {
		combos *= len(cands[k])
	}
	groups := [][]string{c.Knobs}
	if combos > maxCombos {
		groups = nil
		for i := range c.Knobs {
			for j := i + 1; j < len(c.Knobs); j++ {
				groups = append(groups, []string{c.Knobs[i], c.Knobs[j]})
			}
		}
	}
	for _, g := range groups {
		var walk func(i int, q url.Values)
		walk = func(i int, q url.Values) {
			if i == len(g) {
				try(q)
				return
			}
			for _, v := range cands[g[i]] {
				next := url.Values{}
				for k, vs := range q {
					next[k] = vs
				}
				next.Set(g[i], v)
				walk(i+1, next)
			}
		}
		walk(0, url.Values{})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// grade runs the learner's values under the challenge and reports whether
// every check held (a refused set does not pass).
func grade(l *lab.Lab, c *lab.Challenge, learner url.Values) (*lab.Result, bool) {
	q, err := c.Query(learner)
	if err != nil {
		return nil, false
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return nil, false
	}
	_, pass := lab.Grade(res, c.Checks)
	return res, pass
}

// candidates are a knob's values worth trying: its bounds, the lesson's
// and the solution's values, and the values either side of each point
// along it where a check changes its verdict.
func candidates(t testing.TB, l *lab.Lab, c *lab.Challenge, f *param.Field, sol url.Values) []string {
	var vs []string
	add := func(v string) {
		if v != "" && !contains(vs, v) {
			vs = append(vs, v)
		}
	}
	add(f.Default)
	add(sol.Get(f.Name))
	switch f.Kind {
	case param.Enum:
		for _, ch := range f.Choices {
			add(ch)
		}
		return vs
	case param.Bool:
		add("true")
		add("false")
		return vs
	case param.Faults:
		for _, v := range oneFaults(l, c) {
			add(v)
		}
		return vs
	}
	if !f.Numeric() && f.Kind != param.IntList { // a list is searched as one item, a number
		return vs
	}
	add(f.Min)
	add(f.Max)
	lo, ok1 := number(f, f.Min)
	hi, ok2 := number(f, f.Max)
	if !ok1 || !ok2 || hi <= lo {
		return vs
	}
	if f.Kind != param.Duration && f.Kind != param.Float {
		// Whole numbers: the small ones people try first, every one when
		// the range is small.
		top := min(hi, lo+smallInts)
		if hi-lo <= smallRange {
			top = hi
		}
		for x := lo; x <= top; x++ {
			add(format(f, x))
		}
		if top == hi {
			return vs
		}
	}
	for _, v := range boundaries(l, c, f, sol, lo, hi) {
		add(v)
	}
	return vs
}

// boundaries samples the knob over its range (log-spaced when it spans two
// decades) with the other knobs at the solution's values, and bisects each
// step where a check's verdict changes, or where a rule across knobs starts
// or stops refusing the set, down to the knob's resolution; it returns the
// value on each side.
func boundaries(l *lab.Lab, c *lab.Challenge, f *param.Field, sol url.Values, lo, hi float64) []string {
	const samples = 24
	at := func(x float64) url.Values {
		q := url.Values{}
		for _, k := range c.Knobs {
			if v := sol.Get(k); v != "" {
				q.Set(k, v)
			}
		}
		q.Set(f.Name, format(f, x))
		return q
	}
	verdicts := func(x float64) []bool {
		q, err := c.Query(at(x))
		if err != nil {
			return nil
		}
		res, err := l.Run(q, nil)
		if err != nil {
			return nil
		}
		vs, _ := lab.Grade(res, c.Checks)
		out := make([]bool, len(vs))
		for i, v := range vs {
			out[i] = v.Pass
		}
		return out
	}
	// Log-spaced from the smallest step above 0 when the range starts at
	// 0: a queue of 0..1,000,000 is tried at 0, 1, 2, 4 … as well.
	from := lo
	if from == 0 {
		from = resolution(f)
	}
	point := func(i int) float64 {
		if i == 0 {
			return lo
		}
		u := float64(i) / (samples - 1)
		if from > 0 && hi/from >= 100 {
			return from * math.Pow(hi/from, u)
		}
		return lo + u*(hi-lo)
	}
	var out []string
	prevX, prev := lo, verdicts(lo)
	for i := 1; i < samples; i++ {
		x := point(i)
		cur := verdicts(x)
		if !same(prev, cur) { // a verdict changed, or the set became refused (nil) or allowed
			a, b := prevX, x
			for range 40 {
				m := (a + b) / 2
				if format(f, m) == format(f, a) || format(f, m) == format(f, b) {
					break
				}
				if same(verdicts(m), prev) {
					a = m
				} else {
					b = m
				}
			}
			out = append(out, format(f, a), format(f, b))
		}
		prevX, prev = x, cur
	}
	return out
}

// oneFaults are single faults a faults knob may take: each target and kind
// at the run's start, at its middle, and (lasting ones) for a short and a
// long while.
func oneFaults(l *lab.Lab, c *lab.Challenge) []string {
	q, err := c.Query(url.Values{})
	if err != nil {
		return nil
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return nil
	}
	var end time.Duration
	for _, m := range res.Trace {
		end = max(end, m.Received)
	}
	for _, s := range res.Spans {
		end = max(end, s.To)
	}
	var out []string
	for _, tg := range res.Scene.Faults {
		for _, k := range tg.Kinds {
			for _, at := range []time.Duration{0, (end / 2).Truncate(time.Millisecond)} {
				f := fault.Fault{Kind: k, Target: tg.ID, At: at}
				if k == fault.Kill || k == fault.Restart {
					out = append(out, fault.Format([]fault.Fault{f}))
					continue
				}
				for _, d := range []time.Duration{100 * time.Millisecond, 10 * time.Second} {
					f.For = d
					out = append(out, fault.Format([]fault.Fault{f}))
				}
			}
		}
	}
	return out
}

func same(a, b []bool) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(vs []string, v string) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// number reads a numeric knob's value: a duration in nanoseconds.
func number(f *param.Field, v string) (float64, bool) {
	switch f.Kind {
	case param.Duration:
		d, err := time.ParseDuration(v)
		return float64(d), err == nil
	default:
		x, err := strconv.ParseFloat(v, 64)
		return x, err == nil
	}
}

// format writes x in the knob's grammar, at its resolution: whole numbers
// for an int, two decimals for a float, and for a duration 100 µs below
// 100 ms and 1 ms above.
func format(f *param.Field, x float64) string {
	switch f.Kind {
	case param.Int, param.IntList:
		return strconv.FormatInt(int64(math.Round(x)), 10)
	case param.Duration:
		d := time.Duration(x)
		if d >= 100*time.Millisecond {
			d = d.Round(time.Millisecond)
		} else {
			d = d.Round(100 * time.Microsecond)
		}
		return d.String()
	}
	return strings.TrimRight(strings.TrimRight(strconv.FormatFloat(x, 'f', 2, 64), "0"), ".")
}
