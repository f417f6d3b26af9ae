package labs

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/param"
)

// extremes are the values a knob is tried at: its bounds for a number or a
// duration, both values of a switch, every choice of an enum; a list takes
// its bounds as one-item lists. A challenge's goal must not be met by any
// of them alone or by any combination of them, so switching a mechanism
// off or pushing a knob to a degenerate value never passes: the goal bounds
// the cost side too.
func extremes(f *param.Field) []string {
	switch f.Kind {
	case param.Int, param.Float, param.Duration:
		return []string{f.Min, f.Max}
	case param.Bool:
		return []string{"false", "true"}
	case param.Enum:
		return f.Choices
	case param.IntList:
		return []string{f.Min, f.Max}
	}
	return nil
}

// Every challenge of every lab fails whenever a numeric knob it offers is
// at one of its bounds, alone or with any other knob at any of its values
// (its bounds, a switch either way, any choice) — unless the same try
// without its numbers passes too: then the bound is not what solved it.
// Choosing a mechanism (an enum choice, a switch) with the numbers left at
// the challenge's start is an answer, not a degenerate value: one-source-
// call is solved by three strategies, deadline-goodput by LIFO as well as
// by a short queue, and LIFO's answer does not turn degenerate because an
// unused latency target sits at its bound.
func TestNoChallengeIsSolvedByTheExtremesOfItsKnobs(t *testing.T) {
	runs := 0
	for _, l := range All() {
		spec := l.New().Spec()
		for _, c := range l.Challenges {
			type dim struct {
				values  []string // "" leaves the knob at the challenge's start
				numeric bool
			}
			var dims []dim
			for _, k := range c.Knobs {
				f := spec.Field(k)
				d := dim{values: []string{""}, numeric: f.Numeric() || f.Kind == param.IntList}
				for _, v := range extremes(f) {
					d.values = append(d.values, k+"="+v)
				}
				dims = append(dims, d)
			}
			type try struct {
				q, mechanism string // the try; the same without its numbers
				extreme      bool   // a numeric knob at a bound
			}
			tries := []try{{}}
			for _, d := range dims {
				var next []try
				for _, tr := range tries {
					for _, v := range d.values {
						q, m := tr.q, tr.mechanism
						if v != "" {
							q = strings.TrimPrefix(q+"&"+v, "&")
							if !d.numeric {
								m = strings.TrimPrefix(m+"&"+v, "&")
							}
						}
						next = append(next, try{q, m, tr.extreme || d.numeric && v != ""})
					}
				}
				tries = next
			}
			for _, tr := range tries {
				if !tr.extreme {
					continue
				}
				v, _ := url.ParseQuery(tr.q)
				_, verdicts, pass, err := l.Attempt(&c, v, nil)
				runs++
				if err != nil {
					continue // out of bounds together: no run, no pass
				}
				if !pass {
					continue
				}
				m, _ := url.ParseQuery(tr.mechanism)
				if _, _, mpass, err := l.Attempt(&c, m, nil); err == nil && mpass {
					continue // the choices solve it; the bound only rides along
				}
				t.Errorf("%s/%s passes at %s (and fails at %q): %s", l.ID, c.ID, tr.q, tr.mechanism, verdictsText(verdicts))
			}
		}
	}
	t.Logf("%d runs at the extremes", runs)
}

func verdictsText(vs []lab.Verdict) string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%s got %v", v.Check.String(), v.Got))
	}
	return strings.Join(out, ", ")
}
