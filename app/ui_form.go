package main

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/param"
)

// renderForm builds the parameter panel from the lab's Spec: the lesson's knobs
// first, beyond-the-lesson ones folded away, each with label, unit, bounds,
// help and its inline error.
func (p *playground) renderForm(embed bool) app.UI {
	var basic, advanced []app.UI
	advErr := false
	for _, f := range p.lab.New().Spec().Fields() {
		if embed && len(p.controls) > 0 && !contains(p.controls, f.Name) {
			continue
		}
		ui := p.renderField(f)
		if f.Advanced && !(embed && len(p.controls) > 0) {
			advanced = append(advanced, ui)
			advErr = advErr || p.errs.For(f.Name) != nil
		} else {
			basic = append(basic, ui)
		}
	}
	var general app.UI
	if e := p.errs.For(""); e != nil {
		general = app.P().Class("field-error").Role("alert").Text(e.In(p.lang))
	}
	return app.Form().Class("params").ID("params").Aria("label", p.t(txtParams)).
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).
		Body(
			app.If(!embed, func() app.UI { return p.renderPresets() }),
			app.Div().Class("fields").Body(basic...),
			app.If(len(advanced) > 0, func() app.UI {
				return app.Details().Class("advanced").Open(advErr).Body(
					app.Summary().Text(p.t(txtAdvanced)),
					app.Div().Class("fields").Body(advanced...),
				)
			}),
			general,
		)
}

func (p *playground) renderField(f *param.Field) app.UI {
	id := "f-" + f.Name
	helpID, errID := "help-"+f.Name, "err-"+f.Name
	ferr := p.errs.For(f.Name)
	describedBy := helpID
	if ferr != nil {
		describedBy = errID + " " + helpID
	}
	value := p.raw.Get(f.Name)

	var input app.UI
	switch f.Kind {
	case param.Bool:
		input = app.Input().Type("checkbox").ID(id).Name(f.Name).Checked(value == "true").
			Aria("describedby", describedBy).OnChange(p.onField(f.Name, true))
	case param.Enum:
		input = app.Select().ID(id).Name(f.Name).Aria("describedby", describedBy).
			OnChange(p.onField(f.Name, true)).
			Body(app.Range(f.Choices).Slice(func(i int) app.UI {
				c := f.Choices[i]
				return app.Option().Value(c).Selected(c == value).Text(c)
			}))
	default:
		in := app.Input().Type("text").ID(id).Name(f.Name).Value(value).
			Spellcheck(false).AutoComplete(false).
			Aria("describedby", describedBy).
			OnInput(p.onField(f.Name, false)).
			OnChange(p.onField(f.Name, true))
		if f.Kind == param.Int {
			in = in.Attr("inputmode", "numeric")
		}
		if ferr != nil {
			in = in.Aria("invalid", "true")
		}
		input = in
	}

	label := f.Label.In(p.lang)
	if label == "" {
		label = f.Name
	}
	hint := f.Name + " · " + txtDefaultIs.Format(f.Default).In(p.lang)
	if f.Min != "" || f.Max != "" {
		hint += " · " + txtRangeIs.Format(f.Min, f.Max).In(p.lang)
	}
	if f.Unit != "" {
		hint += " · " + f.Unit
	}
	cls := "field field-" + string(f.Kind)
	if ferr != nil {
		cls += " invalid"
	}
	return app.Div().Class(cls).ID("field-"+f.Name).Body(
		app.Label().For(id).Text(label),
		input,
		app.If(ferr != nil, func() app.UI {
			return app.P().Class("field-error").ID(errID).Role("alert").Text(ferr.In(p.lang))
		}),
		app.P().Class("help").ID(helpID).Body(
			app.Span().Class("hint").Text(hint),
			app.If(f.Help.In(p.lang) != "", func() app.UI { return app.Span().Text(" — " + f.Help.In(p.lang)) }),
		),
	)
}

// renderPresets offers the lesson's values and the lab's instructive presets.
func (p *playground) renderPresets() app.UI {
	active := encodeQuery(p.currentParams())
	btn := func(id, label, query string) app.UI {
		q, _ := url.ParseQuery(query)
		pressed := "false"
		if prm, err := p.lab.Decode(q); err == nil && encodeQuery(prm.Spec().Encode()) == active {
			pressed = "true"
		}
		return app.Li().Body(app.Button().Type("button").ID("preset-"+id).Class("preset").
			Aria("pressed", pressed).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { p.setAll(ctx, q) }))
	}
	items := []app.UI{btn("lesson", p.t(txtPresetLesson), "")}
	for _, pr := range p.lab.Presets {
		items = append(items, btn(pr.ID, pr.Label.In(p.lang), pr.Params))
	}
	return app.Div().Class("presets").Role("group").Aria("label", p.t(txtPresets)).Body(
		app.Span().Class("presets-label").Text(p.t(txtPresets)),
		app.Ul().Body(items...),
	)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
