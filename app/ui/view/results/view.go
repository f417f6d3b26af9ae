// Package results is the lab page's default view: the run's badge, the
// lesson's tables and lines, the sections beyond the lesson, the reading,
// the comparison with a pinned run, and the figures the run declares; an
// embed keeps to the lesson's sections, its main figure and a link to the
// full playground. After a preset, the run hides behind a prediction
// (package predict) until the learner guesses or skips; the run shown
// before the preset stays under the question.
package results

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/paint"
	"playground/app/ui/predict"
	"playground/app/ui/view"
	"playground/engine/lab"
)

// View is the results view (view=results, the default).
var View = view.View{
	ID:     "results",
	Label:  txtViewResults,
	Render: func(c *view.Context) app.UI { return &resultsView{Ic: c} },
	Beside: true,
}

// resultsView is the view's component: it holds the preset's prediction.
type resultsView struct {
	app.Compo

	Ic *view.Context

	guess  *predict.Guess
	seq    int  // numbers the guesses
	asked  int  // the last preset (view.Asked.Seq) this view has seen
	primed bool // asked holds what the page said at the first render
	// before is the run on screen when the preset was chosen, kept under
	// the pending guess (with a painter of its own, so a live step never
	// paints the run the learner is guessing into it).
	before      *lab.Result
	beforePaint *paint.Painter
}

// ask starts a guess when the page says a preset was chosen since the
// last render (view.Context.Asked): the preset's run waits for it, and
// the run on screen when the preset was chosen stays under it.
func (v *resultsView) ask() {
	c := v.Ic
	seen := v.asked
	v.asked = c.Asked.Seq
	if !v.primed || seen == c.Asked.Seq { // presets chosen before the view was shown ask nothing
		v.primed = true
		return
	}
	if c.Embed || len(c.Lab.Metrics) == 0 {
		return
	}
	// The metric the preset is about (lab.Lab.PredictFor: its own, else
	// the first key number, the one the strip shows first).
	metric := c.Asked.Predict
	if c.Lab.Metric(metric) == nil {
		metric = c.Lab.Metrics[0].ID
	}
	v.seq++
	v.guess = predict.Ask(metric, true, v.seq)
	v.before = c.Asked.Before
}

// OnNav forgets the guess: it was about the run the learner left.
func (v *resultsView) OnNav(ctx app.Context) { v.guess = nil }

func (v *resultsView) Render() app.UI {
	c := v.Ic
	v.ask()
	if v.guess.Pending() && len(c.Errs) > 0 {
		// The guess was about the preset's run; the learner has left it
		// for a form that cannot run, and the status line points at the
		// last valid run's results, which must then be on screen.
		v.guess = nil
	}
	if v.guess.Pending() {
		return app.Div().Body(predict.Step(v.guess, c), c.Beside, v.renderBefore())
	}
	var pinRes = c.Pin.Result()
	// The picture first, then the lesson's tables: the main figure tells
	// the story at a glance, the tables hold the exact numbers.
	return app.Div().Body(
		predict.Reveal(v.guess, c),
		newCharts().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Only(c.Charts).Pinned(pinRes).Live(c.Live).Painter(c.Painter).Beside(c.Beside),
		newResults().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Running(c.Running).Pinned(pinRes, c.Pin.LabelText()).
			Sections(c.Sections).NoEffect(unchangedOf(c)).Painter(c.Painter),
		newCompare().Lab(c.Lab).Lang(c.Lang).Pin(c.Pin).Result(c.Res),
	)
}

// renderBefore is the run shown before the guess was asked for, under a
// heading that says so: the learner guesses from what they saw.
func (v *resultsView) renderBefore() app.UI {
	c := v.Ic
	if v.before == nil {
		return nil
	}
	if v.beforePaint == nil {
		v.beforePaint = paint.New()
	}
	return app.Section().ID("predict-before").Class("predict-before").Aria("labelledby", "predict-before-h").Body(
		app.H2().ID("predict-before-h").Text(txtBeforeGuess.In(c.Lang)),
		newCharts().Lang(c.Lang).Embed(c.Embed).Result(v.before).Only(c.Charts).Painter(v.beforePaint),
		newResults().Lang(c.Lang).Embed(c.Embed).Result(v.before).Sections(c.Sections).Painter(v.beforePaint),
	)
}

// unchangedOf are the knobs the run says changed nothing of the lesson's
// table (lab.Result.Unchanged).
func unchangedOf(c *view.Context) []string {
	if c.Res == nil {
		return nil
	}
	// Named as the form names them (the labels), not by their keys.
	var names []string
	for _, k := range c.Res.Unchanged {
		if f := c.Lab.Knobs().Field(k); f != nil && f.LabelText.In(c.Lang) != "" {
			k = f.LabelText.In(c.Lang)
		}
		names = append(names, k)
	}
	return names
}

// Run is the run's tables and figures alone, as the challenge view shows
// them under its grade.
func Run(c *view.Context) app.UI {
	return app.Div().Body(
		newCharts().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Live(c.Live).Painter(c.Painter),
		newResults().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Running(c.Running).Painter(c.Painter),
	)
}
