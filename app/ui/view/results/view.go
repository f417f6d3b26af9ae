// Package results is the lab page's default view: the run's badge, the
// lesson's tables and lines, the sections beyond the lesson, the reading,
// the comparison with a pinned run, and the figures the run declares; an
// embed keeps to the lesson's sections, its main figure and a link to the
// full playground. After a preset, the run hides behind a prediction
// (package predict) until the learner guesses or skips.
package results

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/predict"
	"playground/app/ui/view"
)

// View is the results view (view=results, the default).
var View = view.View{
	ID:     "results",
	Label:  txtViewResults,
	Render: func(c *view.Context) app.UI { return &resultsView{Ic: c} },
}

// resultsView is the view's component: it holds the preset's prediction.
type resultsView struct {
	app.Compo

	Ic *view.Context

	guess *predict.Guess
	seq   int // numbers the guesses
}

// OnMount listens for presets: a preset's run waits for a guess.
func (v *resultsView) OnMount(ctx app.Context) {
	ctx.Handle(view.ActPreset, func(ctx app.Context, a app.Action) {
		_, ok := a.Value.(url.Values)
		if !ok || v.Ic.Embed || len(v.Ic.Lab.Metrics) == 0 {
			return
		}
		metric := v.Ic.Lab.Metrics[0].ID
		if v.guess.Choosing() && v.Ic.Lab.Metric(v.guess.Metric()) != nil {
			metric = v.guess.Metric() // the metric guessed before is offered again
		}
		v.seq++
		v.guess = predict.Ask(metric, true, v.seq)
	})
}

// OnNav forgets the guess: it was about the run the learner left.
func (v *resultsView) OnNav(ctx app.Context) { v.guess = nil }

func (v *resultsView) Render() app.UI {
	c := v.Ic
	if v.guess.Pending() {
		return predict.Step(v.guess, c)
	}
	var pinRes = c.Pin.Result()
	return app.Div().Body(
		predict.Reveal(v.guess, c),
		newResults().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Running(c.Running).Pinned(pinRes, c.Pin.LabelText()).
			Sections(c.Sections).NoEffect(unchangedOf(c)).Painter(c.Painter),
		newCompare().Lang(c.Lang).Pin(c.Pin).Result(c.Res),
		newCharts().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Only(c.Charts).Pinned(pinRes).Live(c.Live).Painter(c.Painter),
		app.If(c.Embed, func() app.UI {
			return app.P().Class("open-full").Body(
				app.A().Href(c.Share).Target("_blank").Text(txtOpenFull.In(c.Lang)))
		}),
	)
}

// unchangedOf are the knobs the run says changed nothing of the lesson's
// table (lab.Result.Unchanged).
func unchangedOf(c *view.Context) []string {
	if c.Res == nil {
		return nil
	}
	return c.Res.Unchanged
}

// Run is the run's tables and figures alone, as the challenge view shows
// them under its grade.
func Run(c *view.Context) app.UI {
	return app.Div().Body(
		newResults().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Running(c.Running).Painter(c.Painter),
		newCharts().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Live(c.Live).Painter(c.Painter),
	)
}
