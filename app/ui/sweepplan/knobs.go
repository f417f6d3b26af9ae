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
//
// The range is then narrowed to the values the lab accepts over base: a
// ready sweep is drawn over its own parameters, and over the learner's
// form its first points may break a rule between knobs (a duration that
// must exceed another knob's, which the form has longer).
func Default(l *lab.Lab, knob, base string) (sweep.Spec, bool) {
	sp, ok := defaultRange(l, knob, base)
	if ok {
		sp = accepted(l, sp, base)
	}
	return sp, ok
}

// accepted narrows sp to the values the lab accepts over base. The rules
// between knobs are bounds (one duration above another knob's, a count
// below a sum of others) or a grain (whole seconds): the
// range's ends move to the first and last values accepted, each found
// between an accepted point and its refused neighbour by bisection; a
// range with no accepted point is tried on whole seconds. A sweep already
// accepted throughout, or one that cannot be mended so, is left as it is:
// its errors are then the learner's to read.
func accepted(l *lab.Lab, sp sweep.Spec, base string) sweep.Spec {
	q, err := url.ParseQuery(base)
	if err != nil {
		return sp
	}
	pl, err := sweep.NewPlan(l, sp)
	if err != nil || pl.Field == nil || IsFaultMoment(pl.Field) {
		return sp
	}
	f := pl.Field
	ok := func(x float64) bool {
		v := knobExact(f, x)
		qq := url.Values{}
		for k, vs := range q {
			qq[k] = vs
		}
		qq.Set(f.Name, v)
		_, err := l.Decode(qq)
		return err == nil
	}
	xs := make([]float64, len(pl.Values))
	first, last, n := -1, -1, 0
	for i, v := range pl.Values {
		xs[i] = number(f, v)
		if ok(xs[i]) {
			if first < 0 {
				first = i
			}
			last, n = i, n+1
		}
	}
	switch {
	case n == len(xs):
		return sp // accepted throughout
	case f.Kind == param.Duration && (n < 2 || n < last-first+1):
		// Few points accepted, or refused between accepted ones: a grain,
		// say whole seconds.
		lo, hi := math.Ceil(xs[0]/1e9)*1e9, math.Floor(xs[len(xs)-1]/1e9)*1e9
		if hi <= lo || !ok(lo) || !ok(hi) {
			return sp
		}
		sp.From, sp.To = knobExact(f, lo), knobExact(f, hi)
		sp.Steps = min(sp.Steps, int((hi-lo)/1e9)+1)
		return checked(l, sp, q, pl.Spec)
	case n < last-first+1:
		return sp // refused between accepted points: the learner's to read
	}
	lo, hi := xs[first], xs[last]
	if first > 0 {
		lo = bisect(f, xs[first-1], xs[first], ok)
	}
	if last < len(xs)-1 {
		hi = bisect(f, xs[last+1], xs[last], ok)
	}
	if hi <= lo {
		return sp
	}
	sp.From, sp.To = knobExact(f, lo), knobExact(f, hi)
	if f.Kind == param.Int {
		sp.Steps = max(min(sp.Steps, int(hi-lo)+1), sweep.MinSteps)
	}
	return checked(l, sp, q, pl.Spec)
}

// bisect finds the accepted value nearest refused between refused and
// good (accepted), to the knob's grain: a whole count, a millisecond.
func bisect(f *param.Field, refused, good float64, ok func(float64) bool) float64 {
	grain := 1.0
	if f.Kind == param.Duration {
		grain = 1e6
	} else if f.Kind == param.Float {
		grain = math.Abs(good-refused) / 1024
	}
	for math.Abs(good-refused) > grain {
		mid := (good + refused) / 2
		if f.Kind != param.Float {
			mid = math.Round(mid/grain) * grain
			if mid == good || mid == refused {
				break
			}
		}
		if ok(mid) {
			good = mid
		} else {
			refused = mid
		}
	}
	return good
}

// checked is sp when every one of its points is accepted over q, else the
// sweep it was narrowed from.
func checked(l *lab.Lab, sp sweep.Spec, q url.Values, was sweep.Spec) sweep.Spec {
	pl, err := sweep.NewPlan(l, sp)
	if err != nil {
		return was
	}
	for i := range pl.Values {
		if _, err := l.Decode(pl.Query(q, i)); err != nil {
			return was
		}
	}
	return sp
}

// knobExact writes x in the knob's encoding without rounding it to three
// digits (a bound found by bisection must stay on its side).
func knobExact(f *param.Field, x float64) string {
	switch f.Kind {
	case param.Int:
		return strconv.FormatInt(int64(math.Round(x)), 10)
	case param.Duration:
		return time.Duration(math.Round(x)).String()
	}
	return param.FormatFloat(x)
}

// number reads a value in the knob's encoding (durations in ns).
func number(f *param.Field, v string) float64 {
	x, _ := draw.KnobNumber(v, f.Kind == param.Duration, "ns")
	return x
}

func defaultRange(l *lab.Lab, knob, base string) (sweep.Spec, bool) {
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
