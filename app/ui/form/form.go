// Package form is the lab page's parameter panel, built from the lab's
// knobs (lab.Knobs): the presets, the lesson's knobs first, the ones
// beyond the lesson folded away, each with its label, unit, bounds, help,
// slider and inline error; under an exercise (a challenge), only its knobs
// and the values it keeps fixed. Edits go to the page as view.ActField,
// presets as view.ActPreset.
package form

import (
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/draw"
	"playground/app/ui/paint"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Form is the parameter panel.
type Form struct {
	app.Compo

	Ilab      *lab.Lab
	Ilang     i18n.Lang
	Ivalues   url.Values // the text of every field
	Ierrs     param.Errors
	Iembed    bool
	Icontrols []string // embed: the fields to show (empty: all)
	Iactive   string   // the current parameters, encoded: which preset is on
	Ityped    string   // the text field being typed in (typedValue)
	// Iexercise is an open exercise (a challenge): only its knobs show,
	// its fixed parameters are listed read only.
	Iexercise *view.Exercise
	// Ilisten is the page's live listener for the knob sliders (package
	// paint, SettleRanges).
	Ilisten app.Func
	// Ipart is the part of the panel drawn: all of it (""), or on a
	// phone, where the page puts the first question under the main
	// figure, PartStarts (the question, its knobs and the presets) there
	// and PartRest (the other knobs) below the results.
	Ipart string

	settled string     // the slider set last placed (sliderSet)
	changed url.Values // the knobs away from the lesson's values, this render
}

// New is an empty form; the setters below fill it.
func New() *Form { return &Form{} }

func (f *Form) Lab(l *lab.Lab) *Form            { f.Ilab = l; return f }
func (f *Form) Lang(l i18n.Lang) *Form          { f.Ilang = l; return f }
func (f *Form) Values(v url.Values) *Form       { f.Ivalues = v; return f }
func (f *Form) Errors(e param.Errors) *Form     { f.Ierrs = e; return f }
func (f *Form) Active(encoded string) *Form     { f.Iactive = encoded; return f }
func (f *Form) Typed(name string) *Form         { f.Ityped = name; return f }
func (f *Form) Exercise(e *view.Exercise) *Form { f.Iexercise = e; return f }
func (f *Form) Listener(fn app.Func) *Form      { f.Ilisten = fn; return f }
func (f *Form) Part(part string) *Form          { f.Ipart = part; return f }

// The parts of the panel a phone's page draws apart (Form.Part).
const (
	PartStarts = "starts"
	PartRest   = "rest"
)

func (f *Form) t(x i18n.Text) string { return x.In(f.Ilang) }
func (f *Form) Controls(embed bool, names []string) *Form {
	f.Iembed, f.Icontrols = embed, names
	return f
}

// The sliders' thumbs are placed after a render that created sliders
// (ranges.go): on mount, and when another set of fields shows. A rerun's
// update only moves values, which go-app sets on inputs that already have
// their bounds.
func (f *Form) OnMount(ctx app.Context) {
	f.settled = f.sliderSet()
	ctx.Defer(f.settleRanges)
}

func (f *Form) OnUpdate(ctx app.Context) {
	if set := f.sliderSet(); set != f.settled {
		f.settled = set
		ctx.Defer(f.settleRanges)
	}
}

// settleRanges places the sliders and gives them the page's live listener.
func (f *Form) settleRanges(app.Context) { paint.SettleRanges(f.Ilisten) }

// sliderSet names the fields the form shows, which decides its sliders.
func (f *Form) sliderSet() string {
	set := []string{"", strings.Join(f.Icontrols, ",")}
	if f.Ilab != nil {
		set[0] = f.Ilab.ID
	}
	if ex := f.Iexercise; ex != nil && ex.OK && !ex.All {
		set = append(set, strings.Join(ex.Knobs, ","))
	}
	if f.Iembed {
		set = append(set, "embed")
	}
	return strings.Join(set, "|")
}

func (f *Form) Render() app.UI {
	if f.Ilab == nil {
		return app.Form().Class("params").ID("params")
	}
	only, shown := f.Iembed && len(f.Icontrols) > 0, f.Icontrols
	if ex := f.Iexercise; ex != nil && ex.OK && !ex.All {
		only, shown = true, ex.Knobs
	}
	starts := !f.Iembed && (f.Iexercise == nil || !f.Iexercise.OK || f.Iexercise.All)
	var tried url.Values // the first question's knobs sit under it
	if starts {
		tried = f.Ilab.TryValues()
	}
	var basic, advanced, asked []app.UI
	advErr := false
	// The knobs the form holds away from the lesson's values (a preset's,
	// a "Dene", the learner's own) are marked, and the fold beyond the
	// lesson opens when it holds one: a preset never changes a knob the
	// learner cannot see.
	f.changed, _ = url.ParseQuery(f.Iactive)
	for _, fld := range f.Ilab.Knobs().Fields() {
		if only && !slices.Contains(shown, fld.Name) || fld.Kind == param.Code {
			continue // the code has its own view
		}
		if tried.Has(fld.Name) {
			// Under the question that changes it, never in a closed fold:
			// the learner sees the knob "Dene" moves, and moves it there.
			if f.Ipart != PartRest {
				asked = append(asked, f.renderField(fld))
			}
			continue
		}
		if f.Ipart == PartStarts {
			continue
		}
		ui := f.renderField(fld)
		if fld.IsAdvanced && !only {
			advanced = append(advanced, ui)
			advErr = advErr || f.Ierrs.For(fld.Name) != nil || f.changed.Has(fld.Name)
		} else {
			basic = append(basic, ui)
		}
	}
	// Errors no field shows: a cross-field rule, or a hidden field's.
	var general []app.UI
	for _, e := range f.Ierrs {
		if e.Field == "" || (only && !slices.Contains(shown, e.Field)) {
			general = append(general, app.P().Class("field-error").Role("alert").Text(e.In(f.Ilang)))
		}
	}
	if f.Ipart == PartStarts {
		return app.Div().Class("starts beside").Body(f.renderTry(asked), f.renderPresets())
	}
	return app.Form().Class("params").ID("params").Aria("label", f.t(txtParams)).
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).
		Body(
			app.If(starts && f.Ipart != PartRest, func() app.UI {
				return app.Div().Class("starts").Body(f.renderTry(asked), f.renderPresets())
			}),
			app.Div().Class("fields").Body(basic...),
			app.If(len(advanced) > 0, func() app.UI {
				return app.Details().Class("advanced").Open(advErr).Body(
					app.Summary().Text(f.t(view.TxtBeyond)),
					app.Div().Class("fields").Body(advanced...),
				)
			}),
			f.renderFixed(),
			app.Div().Class("form-errors").Body(general...),
		)
}

func (f *Form) renderField(fld *param.Field) app.UI {
	name := fld.Name
	// go-app keeps an element's handler while its code is the same, so a
	// closure over this field must say whose it is: after a move to
	// another lab, the element in this place edits another field.
	scope := app.EventScope(f.Ilab.ID, name)
	id := "f-" + name
	helpID, errID := "help-"+name, "err-"+name
	ferr := f.Ierrs.For(name)
	describedBy := helpID
	if ferr != nil {
		describedBy = errID + " " + helpID
	}
	value := f.Ivalues.Get(name)
	if name == f.Ityped {
		value = TypedValue(id, value)
	}

	var input app.UI
	switch fld.Kind {
	case param.Bool:
		input = app.Input().Type("checkbox").ID(id).Name(name).Checked(value == "true").
			Aria("describedby", describedBy).OnChange(edit(name, true), scope)
	case param.Enum:
		input = app.Select().ID(id).Name(name).Aria("describedby", describedBy).
			OnChange(edit(name, true), scope).
			Body(app.Range(fld.Choices).Slice(func(i int) app.UI {
				c := fld.Choices[i]
				// The option says the choice in the page's language; its
				// value stays the id the URL and the CLI use.
				return app.Option().Value(c).Selected(c == value).Text(fld.ChoiceLabel(c).In(f.Ilang))
			}))
	default:
		in := app.Input().Type("text").ID(id).Name(name).Value(value).
			Spellcheck(false).AutoComplete(false).
			Aria("describedby", describedBy).
			OnInput(edit(name, false), scope).
			OnChange(edit(name, true), scope)
		if fld.Kind == param.Int {
			in = in.Attr("inputmode", "numeric")
		}
		if ferr != nil {
			in = in.Aria("invalid", "true")
		}
		input = in
	}

	label := fld.LabelText.In(f.Ilang)
	if label == "" {
		label = name
	}
	// The key is the address's and the CLI's (authors write it): code in
	// English, titled as the address key, not a word of the text.
	hint := ""
	if d := Shown(fld, fld.Default, f.Ilang); d != "" { // an empty default (no faults) says nothing
		hint = " · " + txtDefaultIs.Format(d).In(f.Ilang)
	}
	if fld.Min != "" || fld.Max != "" {
		hint += " · " + txtRangeIs.Format(Shown(fld, fld.Min, f.Ilang), Shown(fld, fld.Max, f.Ilang)).In(f.Ilang)
	}
	cls := "field field-" + string(fld.Kind)
	if ferr != nil {
		cls += " invalid"
	}
	changed := f.changed.Has(name)
	if changed {
		cls += " changed"
	}
	help := fld.HelpText.In(f.Ilang)
	return app.Div().Class(cls).ID("field-"+name).DataSet("changed", changed).Body(
		app.Label().For(id).Body(
			app.Text(label),
			app.If(fld.UnitText != "", func() app.UI { return app.Span().Class("unit").Text(" (" + fld.UnitText + ")") }),
			app.If(changed, func() app.UI { return app.Span().Class("changed-mark").Text(" · " + f.t(txtChanged)) }),
		),
		input,
		f.renderSlider(fld, value, describedBy), // nil unless numeric with bounds (slider.go)
		app.If(ferr != nil, func() app.UI {
			return app.P().Class("field-error").ID(errID).Role("alert").Text(ferr.In(f.Ilang))
		}),
		app.P().Class("help").ID(helpID).Body(
			app.Span().Class("hint").Body(app.Code().Lang("en").Title(f.t(txtKeyIs)).Text(name), app.Text(hint)),
			app.If(help != "", func() app.UI { return app.Span().Text(" — " + help) }),
		),
	)
}

// TypedValue is what a text field should show: value, unless the learner
// is typing in it. The field's keystrokes reach the shell one dispatch
// each, and a frame drawn between two keys would write the older text back
// over the newer key; while the field's own keys made the last edit, the
// focused field is the learner's hand (as the focused slider is,
// ranges.go), so it keeps what it holds, read in the frame that draws it.
func TypedValue(id, value string) string {
	if !app.IsClient {
		return value
	}
	el := app.Window().Get("document").Get("activeElement")
	if el.Truthy() && el.Get("id").String() == id && el.Get("type").String() == "text" {
		return el.Get("value").String()
	}
	return value
}

// edit posts a field's current value to the shell.
func edit(name string, commit bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		src := ctx.JSSrc()
		v := src.Get("value").String()
		if src.Get("type").String() == "checkbox" {
			v = "false"
			if src.Get("checked").Bool() {
				v = "true"
			}
		}
		ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: name, Value: v, Commit: commit})
	}
}

// renderPresets offers the lesson's values and the lab's instructive
// presets; the one the form's parameters equal is pressed (the lab keeps
// each preset's canonical values, lab.PresetValues).
func (f *Form) renderPresets() app.UI {
	btn := func(id, label string, q url.Values, pressed bool) app.UI {
		return app.Li().Body(app.Button().Type("button").ID("preset-"+id).Class("preset").
			Aria("pressed", pressed).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(view.ActPreset, q) }, app.EventScope(f.Ilab.ID, id)))
	}
	items := []app.UI{btn("lesson", f.t(view.TxtLessonValues), url.Values{}, f.Iactive == "")}
	canon := f.Ilab.PresetValues()
	for i, pr := range f.Ilab.Presets {
		q, _ := url.ParseQuery(pr.Params)
		items = append(items, btn(pr.ID, pr.Label.In(f.Ilang), q, canon[i] != nil && pagekey.Encode(canon[i]) == f.Iactive))
	}
	return app.Div().Class("presets").Role("group").Aria("label", f.t(txtPresets)).Body(
		app.Span().Class("presets-label").Text(f.t(txtPresets)),
		app.Ul().Body(items...),
	)
}

// renderTry asks the lab's first question beside a button that makes its
// change, and the knobs that change moves under them: the learner's first
// step is one click, the key result shows what moved against the run
// before it, and the knob is there to move further. The button is pressed
// while the form holds that change.
func (f *Form) renderTry(knobs []app.UI) app.UI {
	try := f.Ilab.Try
	if try == nil {
		return nil
	}
	q, _ := url.ParseQuery(try.Params)
	canon := f.Ilab.TryValues()
	words, tips := view.Explained(try.Label.In(f.Ilang), f.Ilab.Terms, f.Ilang, "try")
	return app.Div().Class("first-try").DataSet("role", "first-try").Body(
		app.P().Body(
			app.Span().Class("first-try-q").Body(words...),
			app.Span().Body(tips...),
			app.Text(" "),
			app.Button().Type("button").ID("try-first").Class("preset try").
				Aria("pressed", canon != nil && pagekey.Encode(canon) == f.Iactive).Text(f.t(txtTry)).
				OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(view.ActPreset, q) }, app.EventScope(f.Ilab.ID, "try")),
		),
		app.If(len(knobs) > 0, func() app.UI { return app.Div().Class("fields try-knobs").Body(knobs...) }),
	)
}

// renderFixed lists an open exercise's fixed parameters under its knobs.
func (f *Form) renderFixed() app.UI {
	ex := f.Iexercise
	if ex == nil || !ex.OK || ex.All {
		return nil
	}
	return app.Div().ID("fixed-params").Class("fixed-params").Body(
		app.If(len(ex.Fixed) > 0, func() app.UI {
			return app.Div().Body(
				app.H3().Text(f.t(txtFixed)),
				app.Dl().Body(app.Range(ex.Fixed).Slice(func(i int) app.UI {
					x := ex.Fixed[i]
					label := x.Label
					if label == "" {
						label = x.Name
					}
					return app.Div().Class("fixed-param").DataSet("param", x.Name).Body(
						app.Dt().Body(app.Text(label), app.Span().Class("hint").Text(" "+x.Name)),
						app.Dd().Body(app.Code().Text(x.Value)),
					)
				})),
			)
		}),
		app.P().Class("help").Text(f.t(txtFixedRest)),
	)
}

// Shown writes a knob's value as people read it, as the knob's help
// writes it: a duration in the page's language (1 dk, 697,5 ms), a number
// with its decimal comma, a choice by its name, a switch as on or off —
// never the id or the literal a URL carries ("plain", "false").
func Shown(f *param.Field, v string, l i18n.Lang) string {
	switch f.Kind {
	case param.Duration:
		if d, err := time.ParseDuration(v); err == nil {
			return draw.Dur(d, l)
		}
	case param.Int, param.Float:
		if x, err := strconv.ParseFloat(v, 64); err == nil {
			return draw.Decimal(x, 6, l)
		}
	case param.Enum:
		if slices.Contains(f.Choices, v) {
			return f.ChoiceLabel(v).In(l)
		}
	case param.Bool:
		switch v {
		case "true":
			return txtOn.In(l)
		case "false":
			return txtOff.In(l)
		}
	}
	return v
}

// Describe writes a parameter set for a reader, in the knobs' order:
// each knob by its label with its value as Shown writes it ("Kira süresi
// 2 s, Yenileme aralığı 300 ms"); the seed left out, a parameter the form
// has no field for as written.
func Describe(l *lab.Lab, q url.Values, lang i18n.Lang) string {
	var parts []string
	seen := map[string]bool{"seed": true}
	for _, fld := range l.Knobs().Fields() {
		if v := q.Get(fld.Name); q.Has(fld.Name) && !seen[fld.Name] {
			seen[fld.Name] = true
			if fld.Kind == param.Code {
				// Not its text (the address's compressed form, or a
				// screenful): whose logic decided.
				parts = append(parts, TxtYourCode.In(lang))
				continue
			}
			parts = append(parts, Label(fld, lang)+" "+Shown(fld, v, lang))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(q)) {
		if !seen[k] {
			parts = append(parts, k+"="+q.Get(k))
		}
	}
	return strings.Join(parts, ", ")
}

// Label is a knob's label in lang (its name when it has none).
func Label(fld *param.Field, lang i18n.Lang) string {
	if s := fld.LabelText.In(lang); s != "" {
		return s
	}
	return fld.Name
}
