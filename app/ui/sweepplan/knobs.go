package sweepplan

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"playground/app/ui/draw"
	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sweep"
)

// Knobs are the knobs a sweep can vary: numbers and durations (not
// the seed, which is no quantity), and the moment of each fault the form's
// parameters (base, URL-encoded) list.
func Knobs(l *lab.Lab, base string) []*param.Field {
	var out []*param.Field
	for _, f := range l.Knobs().Fields() {
		if f.Numeric() && !f.IsSeed() {
			out = append(out, f)
		}
	}
	for i := range faultsOf(l, base) {
		f := param.FaultMoment(i + 1)
		f.IsAdvanced = true
		out = append(out, f)
	}
	return out
}

// IsFaultMoment: f is the moment of a listed fault (param.FaultMoment).
func IsFaultMoment(f *param.Field) bool { return strings.HasPrefix(f.Name, fault.Param+".") }

// KnobOf is the sweepable knob named name, nil when there is none.
func KnobOf(l *lab.Lab, base, name string) *param.Field {
	for _, f := range Knobs(l, base) {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// faultsOf is the faults list of the form's parameters.
func faultsOf(l *lab.Lab, base string) []fault.Fault {
	if l.Knobs().Field(fault.Param) == nil {
		return nil
	}
	q, _ := url.ParseQuery(base)
	fs, _ := fault.Parse(q.Get(fault.Param))
	return fs
}

// Default is the sweep a knob opens with: the lab's ready sweep of
// that knob when there is one (its range and metrics), else the lesson's
// value ÷4 … ×4 within the knob's bounds in sweep.DefaultSteps linear
// points. An empty knob means the first ready sweep's, else the first
// knob that can be swept.
func Default(l *lab.Lab, knob, base string) (sweep.Spec, bool) {
	if knob == "" && len(l.Sweeps) > 0 {
		return ReadySpec(l.Sweeps[0]), true
	}
	knobs := Knobs(l, base)
	if len(knobs) == 0 {
		return sweep.Spec{}, false
	}
	f := knobs[0]
	for _, k := range knobs {
		if k.Name == knob {
			f = k
		}
	}
	for _, rs := range l.Sweeps {
		if rs.Knob == f.Name {
			return ReadySpec(rs), true
		}
	}
	from, to := aroundDefault(f)
	if fs := faultsOf(l, base); IsFaultMoment(f) {
		// A fault's moment: from the start to twice where the form has it.
		n, _ := strconv.Atoi(strings.TrimPrefix(f.Name, fault.Param+"."))
		if n >= 1 && n <= len(fs) {
			from, to = "0s", knobText(f, float64(max(2*fs[n-1].At, 10*time.Millisecond)))
		}
	}
	return sweep.Spec{Knob: f.Name, From: from, To: to, Steps: sweep.DefaultSteps, Metrics: DefaultMetrics(l, f.Name)}, true
}

// DefaultMetrics are the metrics a knob's sweep draws unless told: its
// ready sweep's, else the lab's first.
func DefaultMetrics(l *lab.Lab, knob string) []string {
	for _, rs := range l.Sweeps {
		if rs.Knob == knob && len(rs.Metrics) > 0 {
			return rs.Metrics
		}
	}
	if len(l.Metrics) > 0 {
		return []string{l.Metrics[0].ID}
	}
	return nil
}

// aroundDefault is the lesson's value ÷4 … ×4 clipped to the knob's
// bounds, in the knob's encoding; a lesson value of zero spans the bounds.
func aroundDefault(f *param.Field) (from, to string) {
	dur := f.Kind == param.Duration
	def, _ := draw.KnobNumber(f.Default, dur, "ns")
	lo, _ := draw.KnobNumber(f.Min, dur, "ns")
	hi, _ := draw.KnobNumber(f.Max, dur, "ns")
	a, b := lo, hi
	if def > 0 {
		a, b = max(lo, def/4), min(hi, def*4)
	}
	if f.Kind == param.Int {
		a, b = math.Floor(a), math.Ceil(b)
	}
	if !(b > a) {
		a, b = lo, hi
	}
	return knobText(f, a), knobText(f, b)
}

// knobText writes x (durations in ns) in the knob's encoding.
func knobText(f *param.Field, x float64) string {
	switch f.Kind {
	case param.Int:
		return strconv.FormatInt(int64(math.Round(x)), 10)
	case param.Duration:
		return time.Duration(math.Round(sweep.RoundSig(x, 3))).String()
	}
	return param.FormatFloat(sweep.RoundSig(x, 3))
}
