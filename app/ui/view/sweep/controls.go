package sweep

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/form"
	"playground/app/ui/sweepplan"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/sweep"
)

// renderReady offers the lab's ready sweeps: each sets its knob, range,
// metrics and the parameters its trade-off needs.
func (s *sweepView) renderReady() app.UI {
	if len(s.Ilab.Sweeps) == 0 {
		return nil
	}
	return app.Div().Class("presets sweep-ready").Role("group").Aria("label", s.t(txtSweepReady)).Body(
		app.Span().Class("presets-label").Text(s.t(txtSweepReady)),
		app.Ul().Body(app.Range(s.Ilab.Sweeps).Slice(func(i int) app.UI {
			rs := s.Ilab.Sweeps[i]
			return app.Li().Body(app.Button().Type("button").ID("sweep-ready-"+rs.ID).Class("preset").
				Aria("pressed", s.m.In.Pressed(rs)).Text(rs.Label.In(s.Ilang)).
				OnClick(func(ctx app.Context, e app.Event) {
					k, q := sweepplan.Ready(rs)
					s.post(ctx, k, q)
				}, app.EventScope(s.Ilab.ID, rs.ID)))
		})),
	)
}

// renderControls is the sweep's own small form: knob, range, points, log
// spacing when the range spans two decades, metrics; the error beside it.
// Its handlers write what the controls show with their edit
// (sweepplan.Inputs); go-app keeps an element's handler while its code is
// the same, so the scope names the state they were made for (package
// form).
func (s *sweepView) renderControls() app.UI {
	sp, metrics := s.m.In.Current()
	scope := app.EventScope(s.Ilab.ID, sp.String(), strings.Join(metrics, ","))
	var errMsg string
	if s.m.Err != nil {
		errMsg = i18n.ErrorIn(s.m.Err, s.Ilang)
	}
	return app.Form().ID("sweep-form").Class("params sweep-controls").Aria("label", s.t(txtSweepHeading)).
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).
		Body(
			app.Div().Class("sweep-row").Body(
				s.renderKnob(sp, scope),
				s.textField("sweep-from", txtSweepFrom, sp.From, errMsg, scope, s.onText(sweepplan.From)),
				s.textField("sweep-to", txtSweepTo, sp.To, errMsg, scope, s.onText(sweepplan.To)),
				s.textField("sweep-steps", txtSweepSteps, strconv.Itoa(sp.Steps), errMsg, scope, s.onText(sweepplan.Steps)),
			),
			s.renderLog(sp, scope),
			s.renderMetrics(metrics, scope),
			app.If(errMsg != "", func() app.UI {
				return app.P().ID("sweep-error").Class("field-error").Role("alert").Text(errMsg)
			}),
		)
}

// renderKnob picks the knob: the lesson's first, then those beyond it.
func (s *sweepView) renderKnob(sp sweep.Spec, scope app.EventOption) app.UI {
	var lesson, beyond []app.UI
	for _, f := range sweepplan.Knobs(s.Ilab, s.Ibase) {
		label := f.LabelText.In(s.Ilang)
		if label == "" {
			label = f.Name
		}
		opt := app.Option().Value(f.Name).Selected(f.Name == sp.Knob).Text(draw.Titled(label, f.UnitText))
		if f.IsAdvanced {
			beyond = append(beyond, opt)
		} else {
			lesson = append(lesson, opt)
		}
	}
	onKnob := func(ctx app.Context, e app.Event) {
		s.post(ctx, s.m.In.WithKnob(ctx.JSSrc().Get("value").String()), nil)
	}
	return app.Div().Class("field sweep-knob").Body(
		app.Label().For("sweep-knob").Text(s.t(txtSweepKnob)),
		app.Select().ID("sweep-knob").OnChange(onKnob, scope).Body(
			app.If(len(lesson) > 0, func() app.UI { return app.OptGroup().Label(s.t(txtSweepLesson)).Body(lesson...) }),
			app.If(len(beyond) > 0, func() app.UI { return app.OptGroup().Label(s.t(view.TxtBeyond)).Body(beyond...) }),
		),
	)
}

// onText rewrites one part of the spec from its text box.
func (s *sweepView) onText(f sweepplan.Field) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		s.post(ctx, s.m.In.WithText(f, ctx.JSSrc().Get("value").String()), nil)
	}
}

// textField is one of the spec's text boxes.
func (s *sweepView) textField(id string, label i18n.Text, value, errMsg string, scope app.EventOption, h app.EventHandler) app.UI {
	in := app.Input().Type("text").ID(id).Value(form.TypedValue(id, value)).Spellcheck(false).AutoComplete(false).
		OnChange(h, scope)
	if errMsg != "" {
		in = in.Aria("describedby", "sweep-error")
	}
	return app.Div().Class("field").Body(app.Label().For(id).Text(s.t(label)), in)
}

// renderLog offers log spacing when the range spans two decades or more.
func (s *sweepView) renderLog(sp sweep.Spec, scope app.EventOption) app.UI {
	decades := s.m.In.Decades(sp)
	if decades < 2 && !sp.Log {
		return nil
	}
	return app.Div().Class("field field-bool").Body(
		app.Input().Type("checkbox").ID("sweep-log").Checked(sp.Log).
			OnChange(func(ctx app.Context, e app.Event) {
				s.post(ctx, s.m.In.WithLog(ctx.JSSrc().Get("checked").Bool()), nil)
			}, scope),
		app.Label().For("sweep-log").Text(txtSweepLog.Format(draw.Decimal(decades, 1, s.Ilang)).In(s.Ilang)),
	)
}

// renderMetrics picks the metrics drawn (at least one stays).
func (s *sweepView) renderMetrics(metrics []string, scope app.EventOption) app.UI {
	return app.FieldSet().Class("sweep-metrics").Body(
		app.Legend().Text(s.t(txtSweepMetrics)),
		app.Range(s.Ilab.Metrics).Slice(func(i int) app.UI {
			m := s.Ilab.Metrics[i]
			on := slices.Contains(metrics, m.ID)
			id := "sweep-m-" + m.ID
			return app.Div().Class("sweep-metric").Body(
				app.Input().Type("checkbox").ID(id).Value(m.ID).Checked(on).
					Disabled(on && len(metrics) == 1).
					OnChange(func(ctx app.Context, e app.Event) {
						s.post(ctx, s.m.In.WithMetric(m.ID, ctx.JSSrc().Get("checked").Bool()), nil)
					}, scope),
				app.Label().For(id).Title(m.Help.In(s.Ilang)).Text(draw.Titled(m.Label.In(s.Ilang), m.Unit)),
			)
		}),
	)
}

// renderStatus says how far the sweep got, with a stop button while it runs.
func (s *sweepView) renderStatus() app.UI {
	var body []app.UI
	state, done, total := s.m.State()
	var class, text string
	var again app.UI
	switch {
	case !s.IbaseOK:
		class, text = "warn", s.t(txtSweepFormBad)
	case state == "running":
		class, text = "progress", txtSweepProgress.Format(done, total).In(s.Ilang)
		again = s.button("sweep-stop", txtSweepStop, s.stop)
	case state == "stopped":
		text = txtSweepStopped.Format(done, total).In(s.Ilang)
		again = s.button("sweep-again", txtSweepRestart, s.again)
	case state == "done":
		class, text = "stats", txtSweepDone.N(done, draw.Dur(s.m.Run.Wall, s.Ilang)).In(s.Ilang)
	}
	if text != "" {
		span := app.Span()
		if class != "" {
			span = span.Class(class)
		}
		body = append(body, span.Text(text))
	}
	if again != nil {
		body = append(body, again)
	}
	if s.m.OffersSketch() {
		body = append(body, s.button("sketch-start", txtSketchStart, s.startSketch))
	}
	return app.Div().ID("sweep-status").Class("status sweep-status").Role("status").Aria("live", "polite").Body(body...)
}
