package form

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/param"
)

// Live sliders: every numeric or duration knob with bounds gets a
// range input beside its text field. Dragging reruns on every input event
// (no typing debounce), and the text field follows the hand.
//
// A slider's positions are a list of stops, the values a person would
// pick: both bounds, the lesson's value and every whole number within ±10
// of it (in the knob's unit), and a grid between the bounds — two
// significant digits in each decade where the bounds span two decades or
// more (0 included: the grid then starts at the unit), even steps
// otherwise, every whole number for a count of up to maxEvery values. So
// queue = 2 and queue = 50 are exact stops on a 0 … 1 000 000 slider, and
// 50 ms … 30 s is as easy to reach at its low end as at its top.

// maxEvery bounds the counts whose slider stops at every whole number.
const maxEvery = 2000

var txtSlider = i18n.Text{TR: "%s (kaydırıcı)", EN: "%s (slider)"}

// scale maps a knob's values onto slider positions (indexes of stops) and
// back.
type scale struct {
	kind  param.Kind
	stops []float64 // ascending, in the knob's unit (nanoseconds for durations)
	log   bool
}

// sliderScale is the scale of a field, or false when it gets no slider (not
// numeric, no bounds, or the seed, whose range is an identifier's).
//
// A knob's scale depends only on what its field declares, so it is made
// once per field and kept: every drawing of the form asks for each
// slider's, and the sort of a thousand stops per knob took 13 ms of a
// navigation's task.
func sliderScale(f *param.Field) (scale, bool) {
	key := f.Name + "\x00" + string(f.Kind) + "\x00" + f.Min + "\x00" + f.Max + "\x00" + f.Default + "\x00" + f.UnitText
	scales.Lock()
	defer scales.Unlock()
	if m, ok := scales.m[key]; ok {
		return m.s, m.ok
	}
	sc, ok := makeScale(f)
	if scales.m == nil {
		scales.m = map[string]keptScale{}
	}
	scales.m[key] = keptScale{sc, ok}
	return sc, ok
}

// scales are the scales made so far, by what their field declares (the
// labs' knobs: a few dozen). Their stops are shared: read only.
var scales struct {
	sync.Mutex
	m map[string]keptScale
}

type keptScale struct {
	s  scale
	ok bool
}

// makeScale is sliderScale's work.
func makeScale(f *param.Field) (scale, bool) {
	if !f.Numeric() || f.Name == "seed" || f.Min == "" || f.Max == "" {
		return scale{}, false
	}
	lo, ok1 := parseKnob(f.Kind, f.Min)
	hi, ok2 := parseKnob(f.Kind, f.Max)
	if !ok1 || !ok2 || !(hi > lo) || lo < 0 {
		return scale{}, false
	}
	unit := knobUnit(f)
	floor := lo // the grid's lowest positive value
	if floor == 0 {
		floor = unit
		if f.Kind == param.Float {
			floor = hi / 10 // a share or a factor from 0: even steps
		}
	}
	s := scale{kind: f.Kind, log: hi/floor >= 100}
	stops := []float64{lo, hi}
	switch {
	case f.Kind == param.Int && hi-lo <= maxEvery:
		s.log = false // one position per count: even steps
		for v := lo; v <= hi; v++ {
			stops = append(stops, v)
		}
	case s.log:
		for dec := math.Pow(10, math.Floor(math.Log10(floor))); dec <= hi; dec *= 10 {
			for m := 10; m < 100; m++ {
				stops = append(stops, float64(m)*dec/10)
			}
		}
	default:
		step := niceStep((hi - lo) / 400)
		for i := 0.0; lo+i*step < hi; i++ {
			stops = append(stops, lo+i*step)
		}
	}
	if def, ok := parseKnob(f.Kind, f.Default); ok {
		stops = append(stops, def)
		for i := -10.0; i <= 10; i++ {
			stops = append(stops, math.Round(def/unit+i)*unit)
		}
	}
	s.stops = tidy(stops, lo, hi, f.Kind)
	return s, true
}

// knobUnit is one of the knob's units: 1 for counts and decimals, the unit
// its label names for durations (1 ms unless it says seconds).
func knobUnit(f *param.Field) float64 {
	if f.Kind != param.Duration {
		return 1
	}
	if f.UnitText == "s" {
		return float64(time.Second)
	}
	return float64(time.Millisecond)
}

// tidy rounds the stops as the knob is typed (whole counts, whole
// nanoseconds), keeps those within the bounds, sorted and once each.
func tidy(stops []float64, lo, hi float64, k param.Kind) []float64 {
	out := stops[:0]
	for _, v := range stops {
		if k != param.Float {
			v = math.Round(v)
		} else {
			v = sliderRound(v, 12)
		}
		if v >= lo && v <= hi {
			out = append(out, v)
		}
	}
	//lint:ignore S1032 sort.Float64s is slices.Sort: one more generic copy of the sort in app.wasm
	sort.Sort(sort.Float64Slice(out))
	return slices.Compact(out)
}

// niceStep is the 1, 2 or 5 times a power of ten at or above x.
func niceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}

func parseKnob(k param.Kind, v string) (float64, bool) {
	v = strings.TrimSpace(v)
	switch k {
	case param.Duration:
		d, err := time.ParseDuration(v)
		return float64(d), err == nil
	case param.Int:
		n, err := strconv.ParseInt(v, 10, 64)
		return float64(n), err == nil
	default:
		x, err := strconv.ParseFloat(v, 64)
		return x, err == nil && !math.IsNaN(x) && !math.IsInf(x, 0)
	}
}

// max is the last position.
func (s scale) max() int { return len(s.stops) - 1 }

// pos is the slider position of a value: its stop, or the nearest one
// (on a log scale, nearest by ratio).
func (s scale) pos(v float64) int {
	i := sort.SearchFloat64s(s.stops, v)
	found := i < len(s.stops) && s.stops[i] == v
	switch {
	case found:
		return i
	case i == 0:
		return 0
	case i == len(s.stops):
		return s.max()
	}
	a, b := s.stops[i-1], s.stops[i]
	if s.log && a > 0 {
		if v*v < a*b { // nearer a by ratio
			return i - 1
		}
		return i
	}
	if v-a < b-v {
		return i - 1
	}
	return i
}

// value is the knob's text at a slider position, as it is typed.
func (s scale) value(pos int) string {
	v := s.stops[min(max(pos, 0), s.max())]
	switch s.kind {
	case param.Duration:
		return param.Compact(time.Duration(v))
	case param.Int:
		return strconv.FormatInt(int64(v), 10)
	}
	return param.FormatFloat(v)
}

func sliderRound(v float64, digits int) float64 {
	if v == 0 {
		return 0
	}
	p := math.Pow(10, float64(digits)-math.Ceil(math.Log10(math.Abs(v))))
	return math.Round(v*p) / p
}

// renderSlider is the range input of a field with the given current text;
// nil when the field gets none. It shares the field's description, and its
// input events are final edits, so every step of a drag reruns at once.
func (f *Form) renderSlider(fld *param.Field, value, describedBy string) app.UI {
	s, ok := sliderScale(fld)
	if !ok {
		return nil
	}
	pos := 0
	if v, ok := parseKnob(fld.Kind, value); ok {
		pos = s.pos(v)
	} else if v, ok := parseKnob(fld.Kind, fld.Default); ok {
		pos = s.pos(v)
	}
	label := fld.LabelText.In(f.Ilang)
	if label == "" {
		label = fld.Name
	}
	name := fld.Name
	scope := app.EventScope(f.Ilab.ID, name) // the closures are this field's (form.go)
	return app.Input().Type("range").ID("s-"+name).Class("slider").
		Min(0).Max(s.max()).Step(1).Value(strconv.Itoa(pos)).DataSet("value", pos). // ranges.go
		Aria("label", txtSlider.Format(label).In(f.Ilang)).
		Aria("describedby", describedBy).
		Aria("valuetext", value).
		DataSet("log", s.log).
		OnInput(func(ctx app.Context, e app.Event) {
			if v, ok := stepValue(ctx.JSSrc(), s); ok {
				ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: name, Value: v, Commit: true, Live: true})
			}
		}, scope).
		OnChange(func(ctx app.Context, e app.Event) {
			if v, ok := stepValue(ctx.JSSrc(), s); ok {
				ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: name, Value: v, Commit: true, Slid: true})
			}
		}, scope)
}

// SliderValue is the knob's text at slider position pos (the input's
// value), false when the field has no slider or pos is no position.
func SliderValue(f *param.Field, pos string) (string, bool) {
	s, ok := sliderScale(f)
	n, err := strconv.Atoi(pos)
	if !ok || err != nil {
		return "", false
	}
	return s.value(n), true
}

// stepAttr is where the page's live listener leaves the knob's text of the
// step it just ran (data-step), so the form's own handler of the same event
// posts that text instead of converting the position again.
const stepAttr = "step"

// MarkStep leaves v on the slider el for its input event's handler.
func MarkStep(el app.Value, v string) { el.Get("dataset").Set(stepAttr, v) }

// stepValue is the knob's text a slider event carries: the live listener's
// (MarkStep), or the position converted.
func stepValue(el app.Value, s scale) (string, bool) {
	ds := el.Get("dataset")
	if v := ds.Get(stepAttr); v.Truthy() {
		ds.Delete(stepAttr)
		return v.String(), true
	}
	n, err := strconv.Atoi(el.Get("value").String())
	if err != nil {
		return "", false
	}
	return s.value(n), true
}

// Stops are the values a knob's slider stops at, in the knob's unit (ms or
// s for a duration, as its label says), with that unit's suffix as the
// knob is typed ("ms", "s"; "" for counts and decimals): a number inline
// in a lesson's text (web/embed.js, data-pg-knob) moves along the same
// stops. False when the knob gets no slider.
func Stops(f *param.Field) (stops []float64, suffix string, ok bool) {
	s, ok := sliderScale(f)
	if !ok {
		return nil, "", false
	}
	unit := knobUnit(f)
	if f.Kind == param.Duration {
		suffix = "ms"
		if unit == float64(time.Second) {
			suffix = "s"
		}
	}
	out := make([]float64, len(s.stops))
	for i, v := range s.stops {
		out[i] = sliderRound(v/unit, 12)
	}
	return out, suffix, true
}

// InUnit is a knob's typed value in its unit (as Stops gives them).
func InUnit(f *param.Field, v string) (float64, bool) {
	x, ok := parseKnob(f.Kind, v)
	if !ok {
		return 0, false
	}
	return sliderRound(x/knobUnit(f), 12), true
}
