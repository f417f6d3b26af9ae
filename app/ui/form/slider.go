package form

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/param"
)

// Live sliders: every numeric or duration knob with bounds gets a
// range input beside its text field. Dragging reruns on every input event
// (no typing debounce), and the text field follows the hand; the bounds map
// onto sliderSteps positions, logarithmically where they span two decades
// or more, so 50 ms … 30 s is as easy to reach at its low end as at its top.

const sliderSteps = 1000

var txtSlider = i18n.Text{TR: "%s (kaydırıcı)", EN: "%s (slider)"}

// scale maps a knob's values onto slider positions and back.
type scale struct {
	kind     param.Kind
	min, max float64 // in the knob's unit (nanoseconds for durations)
	log      bool
}

// sliderScale is the scale of a field, or false when it gets no slider (not
// numeric, no bounds, or the seed, whose range is an identifier's).
func sliderScale(f *param.Field) (scale, bool) {
	if !f.Numeric() || f.Name == "seed" || f.Min == "" || f.Max == "" {
		return scale{}, false
	}
	lo, ok1 := parseKnob(f.Kind, f.Min)
	hi, ok2 := parseKnob(f.Kind, f.Max)
	if !ok1 || !ok2 || !(hi > lo) {
		return scale{}, false
	}
	return scale{kind: f.Kind, min: lo, max: hi, log: lo > 0 && hi/lo >= 100}, true
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

// pos is the slider position of a value (clamped to the bounds).
func (s scale) pos(v float64) int {
	v = min(max(v, s.min), s.max)
	var t float64
	if s.log {
		t = math.Log(v/s.min) / math.Log(s.max/s.min)
	} else {
		t = (v - s.min) / (s.max - s.min)
	}
	return int(math.Round(t * sliderSteps))
}

// value is the knob's text at a slider position, rounded to what a person
// would type: whole numbers, two significant digits on a log scale (3 on a
// linear one), durations in whole milliseconds above one.
func (s scale) value(pos int) string {
	t := float64(pos) / sliderSteps
	var v float64
	if s.log {
		v = s.min * math.Pow(s.max/s.min, t)
	} else {
		v = s.min + t*(s.max-s.min)
	}
	digits := 3
	if s.log {
		digits = 2
	}
	if pos > 0 && pos < sliderSteps { // the ends stay exactly the bounds
		v = sliderRound(v, digits)
	}
	if pos == sliderSteps {
		v = s.max
	}
	v = min(max(v, s.min), s.max)
	switch s.kind {
	case param.Duration:
		d := time.Duration(math.Round(v))
		if d >= time.Millisecond && pos > 0 && pos < sliderSteps {
			d = d.Round(time.Millisecond)
		}
		return d.String()
	case param.Int:
		return strconv.FormatInt(int64(math.Round(v)), 10)
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
		Min(0).Max(sliderSteps).Step(1).Value(strconv.Itoa(pos)).DataSet("value", pos). // ranges.go
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
