// Package sweepplan is what the sweep view (package app/ui/view/sweep)
// decides, in plain Go so it is tested without a browser: the sweep's
// plan as the address keys say it (sweep=KNOB:FROM..TO:STEPS[:log],
// metric=ID,ID) and what an edit writes back; a run's state, from planned
// through its points to done or stopped; and the sketch, the learner's
// guess drawn before the sweep runs, and its score. The view renders this
// state, reads the DOM and forwards its events here as plain numbers; it
// performs what the methods return (record keys, start a run, keep a
// score).
package sweepplan

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"playground/app/pagekey"
	"playground/app/ui/draw"
	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sweep"
)

// Inputs are what the page hands the sweep view.
type Inputs struct {
	Lab    *lab.Lab
	Spec   string // sweep=…, as the address has it
	Metric string // metric=…
	Base   string // the form's parameters (URL-encoded), when valid
	BaseOK bool
	Pin    string      // the pinned run's parameters, "" without one
	Res    *lab.Result // the form's last run: the height a guess is drawn on

	_ [0]func() // never compared: no equality code for it in app.wasm
}

// Keys are the two page keys a sweep is written as.
type Keys struct {
	Spec   string // sweep=
	Metric string // metric=
}

// KeysOf writes a spec and its metrics as page keys. Not inlined: one
// copy in app.wasm, not one in each control's handler.
//
//go:noinline
func KeysOf(sp sweep.Spec, metrics []string) Keys {
	return Keys{Spec: sp.String(), Metric: strings.Join(metrics, ",")}
}

// Plan checks the keys against the lab: the metrics default to the
// knob's when metric= names none.
func (in *Inputs) Plan() (*sweep.Plan, error) {
	sp, err := sweep.Parse(in.Spec)
	if err != nil {
		return nil, err
	}
	sp.Metrics = pagekey.List(in.Metric)
	if len(sp.Metrics) == 0 {
		sp.Metrics = DefaultMetrics(in.Lab, sp.Knob)
	}
	return sweep.NewPlan(in.Lab, sp)
}

// Current is what the controls show: the address's spec, or when it does
// not parse the default one (the error says what was wrong); a knob the
// lab cannot sweep takes the default knob's range, keeping the rest.
func (in *Inputs) Current() (sweep.Spec, []string) {
	sp, err := sweep.Parse(in.Spec)
	if err != nil || KnobOf(in.Lab, in.Base, sp.Knob) == nil {
		def, _ := Default(in.Lab, "", in.Base)
		sp.Knob, sp.From, sp.To, sp.Steps, sp.Log = def.Knob, def.From, def.To, def.Steps, def.Log
		if err != nil {
			sp = def
		}
	}
	ms := pagekey.List(in.Metric)
	if len(ms) == 0 {
		ms = DefaultMetrics(in.Lab, sp.Knob)
	}
	return sp, ms
}

// Bases are the parameter sets the sweep runs over: the form's, and the
// pinned run's when there is one.
func (in *Inputs) Bases() []url.Values {
	base, _ := url.ParseQuery(in.Base)
	bases := []url.Values{base}
	if in.Pin != "" {
		if q, err := url.ParseQuery(in.Pin); err == nil {
			bases = append(bases, q)
		}
	}
	return bases
}

// ReadySpec is a lab's ready sweep as a spec.
func ReadySpec(rs lab.SweepPreset) sweep.Spec {
	steps := rs.Steps
	if steps == 0 {
		steps = sweep.DefaultSteps
	}
	return sweep.Spec{Knob: rs.Knob, From: rs.From, To: rs.To, Steps: steps, Log: rs.Log, Metrics: rs.Metrics}
}

// Ready is what a ready sweep's button writes: its keys, and the
// parameters its trade-off needs.
func Ready(rs lab.SweepPreset) (Keys, url.Values) {
	q, _ := url.ParseQuery(rs.Params)
	return KeysOf(ReadySpec(rs), rs.Metrics), q
}

// Pressed: the address says exactly this ready sweep.
func (in *Inputs) Pressed(rs lab.SweepPreset) bool {
	k, _ := Ready(rs)
	return in.Spec == k.Spec && in.Metric == k.Metric
}

// WithKnob is the keys for another knob: its default sweep, the metrics
// shown kept.
func (in *Inputs) WithKnob(knob string) Keys {
	_, metrics := in.Current()
	next, _ := Default(in.Lab, knob, in.Base)
	return KeysOf(next, metrics)
}

// Field is one of the spec's text boxes.
type Field int

const (
	From Field = iota
	To
	Steps
)

// WithText is the keys shown (Current) with one text box's value
// (trimmed) in place. A step count that is no number goes in as typed, so
// the parse refuses it by name like the rest.
func (in *Inputs) WithText(f Field, v string) Keys {
	sp, metrics := in.Current()
	v = strings.TrimSpace(v)
	switch f {
	case From:
		sp.From = v
	case To:
		sp.To = v
	default:
		n, err := strconv.Atoi(v)
		if err == nil {
			sp.Steps = n
			break
		}
		raw := sp.Knob + ":" + sp.From + ".." + sp.To + ":" + v
		if sp.Log {
			raw += ":log"
		}
		return Keys{Spec: raw, Metric: strings.Join(metrics, ",")}
	}
	return KeysOf(sp, metrics)
}

// WithLog is the keys shown with log spacing on or off.
func (in *Inputs) WithLog(on bool) Keys {
	sp, metrics := in.Current()
	sp.Log = on
	return KeysOf(sp, metrics)
}

// WithMetric is the keys shown with metric id drawn or not, the metrics
// in the lab's order.
func (in *Inputs) WithMetric(id string, on bool) Keys {
	sp, metrics := in.Current()
	var next []string
	for _, lm := range in.Lab.Metrics {
		if lm.ID == id && on || lm.ID != id && slices.Contains(metrics, lm.ID) {
			next = append(next, lm.ID)
		}
	}
	return KeysOf(sp, next)
}

// Decades is how many decades the spec's range spans (0 when it does not
// read as a positive rising range); log spacing is offered from two.
func (in *Inputs) Decades(sp sweep.Spec) float64 {
	knob := in.Lab.Knobs().Field(sp.Knob)
	if knob == nil {
		return 0
	}
	lo, okLo := draw.KnobNumber(sp.From, knob.Kind == param.Duration, "ns")
	hi, okHi := draw.KnobNumber(sp.To, knob.Kind == param.Duration, "ns")
	if okLo && okHi && lo > 0 && hi > lo {
		return math.Log10(hi / lo)
	}
	return 0
}

// KnobValue is the knob's value in an encoded parameter set (its default
// when the set leaves it out: sets are encoded with defaults dropped).
func KnobValue(f *param.Field, encoded string) string {
	q, _ := url.ParseQuery(encoded)
	if IsFaultMoment(f) { // the moment of the list's n-th fault
		n, _ := strconv.Atoi(strings.TrimPrefix(f.Name, fault.Param+"."))
		if fs, _ := fault.Parse(q.Get(fault.Param)); n >= 1 && n <= len(fs) {
			return fs[n-1].At.String()
		}
		return f.Default
	}
	if v := q.Get(f.Name); v != "" {
		return v
	}
	return f.Default
}
