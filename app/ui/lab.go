package ui

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/draw"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// view is one of the lab page's views, chosen with view=ID. Every view
// draws from the page's state (lab, parameters, last run), so adding one is
// a row here and a render method.
type view struct {
	ID     string
	Label  i18n.Text
	Render func(p *page) app.UI
	// Alone: embedded, the view stands on its own (no form unless
	// controls= names knobs), as the replay does.
	Alone bool
}

// views lists the lab page's views; the first is the default. The tab bar
// shows once there is more than one.
var views = []view{
	{ID: defaultView, Label: txtViewResults, Render: (*page).renderResultsView},
	{ID: "replay", Label: txtViewReplay, Render: (*page).renderReplayView, Alone: true},
	{ID: "sweep", Label: txtViewSweep, Render: (*page).renderSweepView},
	{ID: challengeView, Label: txtViewChallenge, Render: (*page).renderChallengeView},
}

// defaultView is the view a lab page opens in (no view= in the URL).
const defaultView = "results"

func findView(id string) *view {
	if id == "" {
		return &views[0]
	}
	for i := range views {
		if views[i].ID == id {
			return &views[i]
		}
	}
	return nil
}

// renderLab is one lab: its question, the form and tools beside the
// current view. Embedded, it keeps only the lab itself.
func (p *page) renderLab() app.UI {
	l := p.lab
	head := app.Header().Class("lab-head").Body(
		app.H1().Text(l.Title.In(p.lang)),
		app.If(l.Question.In(p.lang) != "", func() app.UI {
			return app.P().Class("question").Text(l.Question.In(p.lang))
		}),
		app.If(!p.embed && l.Lesson.In(p.lang) != "", func() app.UI {
			return app.P().Class("lesson-name").Text(txtLessonName.Format(l.Lesson).In(p.lang))
		}),
	)
	v := findView(p.view)
	side, grid := !(p.embed && v.Alone && len(p.controls) == 0), "lab-grid"
	if !side {
		grid += " solo"
	}
	return app.Article().Class("lab").ID("lab-"+l.ID).DataSet("lab", l.ID).Body(
		head,
		app.Div().Class(grid).Body(
			app.Div().Class("lab-side").Hidden(!side).Body(
				newParamForm().
					Lab(l).Lang(p.lang).Values(p.raw).Errors(p.errs).
					Controls(p.embed, p.controls).
					Active(pagekey.Encode(p.currentParams())).Typed(p.typed).Exercise(p.formExercise()),
				app.If(!p.embed, func() app.UI {
					return app.Section().Class("tools").Aria("label", p.t(txtTools)).Body(
						newPinTool().Lang(p.lang).CanPin(p.res != nil).Pinned(p.pin != nil),
						newShareTools().Lang(p.lang).Link(p.shareURL()).
							Builder(newEmbedBuilder().Lang(p.lang).Lab(l).Result(p.res).Base(p.linkParams()).View(p.view).Keys(p.viewKeys)).Exercise(p.exerciseBuilder()),
					)
				}),
			),
			app.Div().Class("lab-main").Body(
				renderNotice(append(slices.Clip(p.notes), resultNotes(p.res, p.charts, p.sections)...), p.lang),
				p.renderToParams(),
				p.renderStatus(),
				p.renderTabs(v),
				app.Div().ID("view-"+v.ID).Class("view").Body(v.Render(p)),
			),
		),
	)
}

// renderTabs switches views (a tablist of buttons: a switch keeps the run,
// where a link would navigate and rerun).
func (p *page) renderTabs(current *view) app.UI {
	if len(views) < 2 || p.embed {
		return nil
	}
	return app.Div().Class("tabs").Role("tablist").Aria("label", p.t(txtViews)).Body(
		app.Range(views).Slice(func(i int) app.UI {
			v := views[i]
			return app.Button().Type("button").Role("tab").ID("tab-"+v.ID).
				Aria("selected", v.ID == current.ID).Aria("controls", "view-"+v.ID).
				Text(v.Label.In(p.lang)).
				OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actView, v.ID) })
		}))
}

// renderResultsView is the default view: the run's tables and reading, the
// comparison with a pinned run, and the charts.
func (p *page) renderResultsView() app.UI {
	var pinRes *lab.Result
	pinLabel := ""
	if p.pin != nil {
		pinRes, pinLabel = p.pin.res, p.pin.label(p.lang)
	}
	if p.predictPending(defaultView) {
		return p.renderPredictStep() // a preset's run waits for the learner's guess
	}
	return app.Div().Body(
		p.renderPredictReveal(defaultView),
		newResults().Lang(p.lang).Embed(p.embed).Result(p.res).Running(p.running).Pinned(pinRes, pinLabel).
			Sections(p.sections).NoEffect(unchangedOf(p.res)),
		newCompare().Lang(p.lang).Pin(p.pin).Result(p.res),
		newCharts().Lang(p.lang).Embed(p.embed).Result(p.res).Only(p.charts).Pinned(pinRes).Live(p.live),
		app.If(p.embed, func() app.UI {
			return app.P().Class("open-full").Body(
				app.A().Href(p.shareURL()).Target("_blank").Text(p.t(txtOpenFull)))
		}),
	)
}

// renderStatus says whether a run is going (with its progress), why input
// was refused, or why a run failed. It is a live region for screen readers.
func (p *page) renderStatus() app.UI {
	var msg app.UI
	cls := "status"
	switch {
	case len(p.errs) > 0 && p.res != nil:
		cls += " warn"
		msg = app.Text(p.t(txtKeptResults))
	case p.runErr != nil:
		cls += " error"
		msg = app.Span().ID("run-error").Text(p.t(txtRunFailed) + ": " + i18n.ErrorIn(p.runErr, p.lang))
	case p.running && p.prog.Events > 0:
		msg = app.Span().Class("progress").Text(txtProgress.Format(draw.FormatCount(p.prog.Events), draw.FormatDuration(p.prog.Now)).In(p.lang))
	case p.running:
		msg = app.Span().Class("progress").Text(p.t(txtRunning))
	case p.prerendered && p.res != nil:
		msg = app.Span().Class("stats prerendered").Text(txtPrerendered.Format(
			draw.FormatCount(p.res.Stats.Events), draw.FormatDuration(p.res.Stats.VirtualTime)).In(p.lang))
	case p.res != nil:
		msg = app.Span().Class("stats").Text(txtRunStats.Format(
			draw.FormatCount(p.res.Stats.Events), draw.FormatDuration(p.res.Stats.VirtualTime), draw.FormatWall(p.wall)).In(p.lang))
	}
	return app.Div().ID("status").Class(cls).Role("status").Aria("live", "polite").Body(msg)
}

// unchangedOf are the knobs the run says changed nothing of the lesson's
// table (lab.Result.Unchanged).
func unchangedOf(res *lab.Result) []string {
	if res == nil {
		return nil
	}
	return res.Unchanged
}
