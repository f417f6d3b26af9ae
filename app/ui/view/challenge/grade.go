package challenge

import (
	"net/url"

	"playground/app/ui/view/code"
	"playground/engine/param"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/predict"
	"playground/app/ui/progress"
	"playground/app/ui/view"
	"playground/app/ui/view/results"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// renderExercise is one challenge or goal: the task, what may change, the
// prediction step, the graded checks, hint and solution, and the run.
func (cv *challenges) renderExercise() app.UI {
	ex := cv.ex
	id := ""
	if ex.ch != nil && !ex.inline {
		id = ex.ch.ID
	}
	var body []app.UI
	if !ex.inline && !cv.Ic.Embed {
		body = append(body, app.P().Class("back").Body(app.A().ID("challenges-back").Href(cv.href("")).Text(cv.t(txtChAll))))
	}
	if len(ex.errs) > 0 {
		msgs := make([]app.UI, len(ex.errs))
		for i, err := range ex.errs {
			msgs[i] = app.Li().Text(i18n.ErrorIn(err, cv.Ic.Lang))
		}
		body = append(body, app.Div().ID("challenge-errors").Class("challenge-errors").Role("alert").Body(
			app.P().Text(cv.t(txtChBroken)),
			app.Ul().Body(msgs...),
			app.If(ex.ch != nil && !ex.inline, func() app.UI {
				return app.P().Body(app.A().ID("challenge-restart").Href(cv.href(ex.ch.ID)).Text(cv.t(txtChStartOver)))
			}),
		))
		if ex.ch == nil || ex.inline {
			if !ex.inline {
				body = append(body, cv.renderList())
			}
			return app.Div().ID("challenge").Class("challenge broken").Body(body...)
		}
	}
	body = append(body, cv.renderHead(ex))
	if ex.ok() {
		if cv.guess.Pending() {
			body = append(body, predict.Step(cv.guess, cv.Ic))
		} else {
			body = append(body, predict.Reveal(cv.guess, cv.Ic))
			if ex.ch.IsCode() {
				body = append(body, code.Editor(cv.Ic))
			}
			body = append(body, cv.renderGrade(ex))
			if !ex.inline {
				body = append(body, cv.renderHelp(ex))
			}
			body = append(body, app.Div().Class("challenge-run").Body(
				app.H3().Class("run-h").Text(cv.t(txtChTheRun)),
				results.Run(cv.Ic),
			))
		}
	}
	return app.Article().ID("challenge").Class("challenge").DataSet("challenge", id).Body(body...)
}

// renderExerciseHead: title, level, "solved before", the task and the knobs.
func (cv *challenges) renderHead(ex *exercise) app.UI {
	var task app.UI
	if ex.inline {
		task = app.Div().Class("task").Body(
			app.P().Text(cv.t(txtChGoalTask)),
			app.Ul().ID("goal-checks").Body(app.Range(ex.ch.Checks).Slice(func(i int) app.UI {
				c := ex.ch.Checks[i]
				m := cv.Ic.Lab.Metric(c.Metric)
				return app.Li().Text(metricLabel(m, cv.Ic.Lang) + " " + cv.targetText(c, m))
			})),
		)
	} else {
		task = app.P().Class("task").ID("challenge-task").Text(ex.ch.Task.In(cv.Ic.Lang))
	}
	knobs := cv.t(txtChYouMayAll)
	if !ex.allKnobs() {
		names := make([]string, 0, len(ex.ch.Knobs))
		spec := cv.Ic.Lab.Knobs()
		for _, k := range ex.ch.Knobs {
			names = append(names, fieldLabel(spec.Field(k), k, cv.Ic.Lang))
		}
		knobs = txtChYouMay.Format(strings.Join(names, ", ")).In(cv.Ic.Lang)
	}
	// Solved in an earlier visit (while a run passes and shows, its own line
	// says so; a run held back for the learner's guess does not show).
	shownPass := cv.passesNow(ex) && !cv.guess.Pending()
	before := !ex.inline && cv.solved[progress.Key(cv.Ic.Lab.ID, ex.ch.ID)] && !shownPass
	return app.Header().Class("challenge-head").Body(
		app.H2().ID("challenge-title").Body(
			app.Text(ex.titleIn(cv.Ic.Lang)),
			app.If(!ex.inline, func() app.UI {
				return app.Span().Class("level level-" + strconv.Itoa(ex.ch.Level)).Text(levelText(ex.ch.Level).In(cv.Ic.Lang))
			}),
		),
		app.If(before, func() app.UI { return app.P().ID("solved-before").Class("solved-before").Text(cv.t(txtChSolvedYet)) }),
		task,
		app.P().Class("knobs").Text(knobs),
	)
}

// metricLabel is a metric's name for people ("" for none).
func metricLabel(m *lab.Metric, lang i18n.Lang) string {
	if m == nil {
		return ""
	}
	return m.Label.In(lang)
}

func fieldLabel(f *param.Field, name string, lang i18n.Lang) string {
	if f == nil || f.LabelText.In(lang) == "" {
		return name
	}
	return f.LabelText.In(lang) + " (" + name + ")"
}

// targetText is a check's target: "< 300 ms".
func (cv *challenges) targetText(c lab.Check, m *lab.Metric) string {
	unit := ""
	if m != nil {
		unit = m.Unit
	}
	return draw.Target(c, unit, cv.Ic.Lang)
}

// renderGrade grades the run the form shows now (lab.Grade over the run of
// exactly Challenge.Query of the learner's values: what Lab.Attempt does,
// without running it twice) and says, per check, the target, the value got
// and whether it holds, in words and colour.
func (cv *challenges) renderGrade(ex *exercise) app.UI {
	if d := ex.drifted(cv.Ic.Lab, cv.Ic.Raw); len(d) > 0 {
		return app.Div().ID("grade").Class("grade drifted").Body(
			app.P().Class("notice").Text(txtChDrifted.Format(strings.Join(d, ", ")).In(cv.Ic.Lang)),
			app.Button().Type("button").ID("challenge-restore").Text(cv.t(txtChRestore)).
				OnClick(func(ctx app.Context, e app.Event) { cv.onRestoreExercise(ctx) }),
		)
	}
	res := cv.Ic.Fresh()
	var status app.UI
	switch {
	case cv.Ic.RunErr != nil:
		status = app.P().Class("grade-status error").Text(cv.t(txtChRunFailed))
	case len(cv.Ic.Errs) > 0:
		status = app.P().Class("grade-status warn").Text(cv.t(txtChInvalid))
	case res == nil:
		status = app.P().Class("grade-status progress").Text(cv.t(txtChRunning))
	}
	shown := res
	if shown == nil {
		shown = cv.Ic.Res // the last run's grades stay, marked stale, so nothing jumps
	}
	if shown == nil {
		return app.Div().ID("grade").Class("grade").Aria("busy", true).Body(status)
	}
	verdicts, pass, pending := cv.grade(ex, shown, fresh(res))
	if pending {
		status = app.P().Class("grade-status progress").Role("status").Text(cv.t(txtChCases))
	}
	held := 0
	for _, v := range verdicts {
		if v.Pass {
			held++
		}
	}
	key, solvedText := "", txtChGoalMet
	if !ex.inline {
		key, solvedText = progress.Key(cv.Ic.Lab.ID, ex.ch.ID), txtChSolved
	}
	fresh := res != nil
	_, _, _, caseErr := cv.cases.graded(shown)
	cls := "grade"
	if !fresh {
		cls += " stale"
	}
	return app.Div().ID("grade").Class(cls).Aria("busy", !fresh || pending).DataSet("pass", fresh && pass).Body(
		app.Div().Class("table-wrap").Body(app.Table().ID("verdicts").Class("verdicts").Body(
			app.Caption().Text(cv.t(txtChChecks)),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(cv.t(txtChColMetric)),
				app.Th().Scope("col").Text(cv.t(txtChColTarget)),
				app.Th().Scope("col").Text(cv.t(txtChColGot)),
				app.Th().Scope("col").Text(cv.t(txtChColVerdict)),
			)),
			app.TBody().Body(app.Range(verdicts).Slice(func(i int) app.UI { return cv.verdictRow(verdicts[i]) })),
		)),
		status,
		app.If(caseErr != nil, func() app.UI {
			return app.P().ID("case-error").Class("field-error").Role("alert").Text(txtChCaseFailed.Format(i18n.ErrorIn(caseErr, cv.Ic.Lang)).In(cv.Ic.Lang))
		}),
		app.If(!(fresh && pass) && !pending, func() app.UI {
			return app.P().Class("holding").Text(txtChHolding.Format(held, len(verdicts)).In(cv.Ic.Lang))
		}),
		progress.NewMark().Key(key).Pass(fresh && pass).Text(solvedText).Lang(cv.Ic.Lang),
		app.If(cv.unkept && key != "" && fresh && pass, func() app.UI {
			return app.P().ID("progress-unkept").Class("notice").Role("status").Text(cv.t(cv.unkeptText()))
		}),
	)
}

// unkeptText says why a solve was not kept: the browser keeps no progress
// at all, or it refused this save.
func (cv *challenges) unkeptText() i18n.Text {
	if !cv.stored {
		return txtChProgressOff
	}
	return txtChUnkept
}

// passesNow reports whether the run the form shows passes the exercise.
func (cv *challenges) passesNow(ex *exercise) bool {
	res := cv.Ic.Fresh()
	if res == nil || !ex.ok() || len(ex.drifted(cv.Ic.Lab, cv.Ic.Raw)) > 0 {
		return false
	}
	_, pass, _ := cv.grade(ex, res, true)
	return pass
}

func fresh(res *lab.Result) bool { return res != nil }

// grade is the run's verdicts, and once its own checks pass (a fresh
// run), the further cases' (lab.Lab.GradeCases, as Attempt grades them,
// graded off the page's thread: caseGrades): each failing check of a
// case, naming it. A case that cannot run fails; while the cases are
// being graded the run does not pass yet (pending).
func (cv *challenges) grade(ex *exercise, res *lab.Result, fresh bool) (v []lab.Verdict, pass, pending bool) {
	v, pass = lab.Grade(res, ex.ch.Checks)
	if !pass || len(ex.ch.Cases) == 0 || !fresh {
		return v, pass && (fresh || len(ex.ch.Cases) == 0), false
	}
	cases, casePass, done, _ := cv.cases.graded(res)
	if !done {
		return v, false, true
	}
	return append(v, cases...), casePass, false
}

// renderHelp is the hint on request and the reference solution, hidden
// until the challenge is solved (now or before) or given up.
func (cv *challenges) renderHelp(ex *exercise) app.UI {
	ch := ex.ch
	open := cv.gaveUp || cv.passesNow(ex) || cv.solved[progress.Key(cv.Ic.Lab.ID, ch.ID)]
	return app.Div().Class("challenge-help").Body(
		app.If(ch.Hint.In(cv.Ic.Lang) != "", func() app.UI {
			if !cv.hint {
				return app.Button().Type("button").ID("hint-show").Text(cv.t(txtChHintShow)).
					OnClick(func(ctx app.Context, e app.Event) { cv.hint = true })
			}
			return app.Div().ID("hint").Class("hint-box").Body(
				app.Strong().Text(cv.t(txtChHint)+": "),
				app.Text(ch.Hint.In(cv.Ic.Lang)),
			)
		}),
		app.If(!open, func() app.UI {
			return app.Div().Class("solution-closed").Body(
				app.Button().Type("button").ID("give-up").Text(cv.t(txtChGiveUp)).
					OnClick(func(ctx app.Context, e app.Event) { cv.gaveUp = true }),
				app.P().Class("help").Text(cv.t(txtChSolutionOf)),
			)
		}),
		app.If(open, func() app.UI {
			sol, _ := url.ParseQuery(ch.Solution)
			spec := cv.Ic.Lab.Knobs()
			var items []app.UI
			for _, k := range ch.Knobs {
				if v, ok := sol[k]; ok {
					val := app.UI(app.Code().Text(v[len(v)-1]))
					if f := spec.Field(k); f != nil && f.Kind == param.Code {
						val = app.Pre().Class("code-solution").Body(app.Code().Text(v[len(v)-1]))
					}
					items = append(items, app.Li().Body(
						app.Span().Text(fieldLabel(spec.Field(k), k, cv.Ic.Lang)+" = "),
						val,
					))
				}
			}
			return app.Div().ID("solution").Class("solution").Body(
				app.Strong().Text(cv.t(txtChSolution)+":"),
				app.Ul().Body(items...),
				app.Button().Type("button").ID("apply-solution").Text(cv.t(txtChApply)).
					OnClick(func(ctx app.Context, e app.Event) { cv.onApplySolution(ctx) }),
			)
		}),
	)
}

// onApplySolution sets the knobs to the reference solution and reruns.
func (cv *challenges) onApplySolution(ctx app.Context) {
	ex := cv.ex
	if !ex.ok() || ex.inline {
		return
	}
	sol, _ := url.ParseQuery(ex.ch.Solution)
	q, err := ex.ch.Query(sol)
	if err != nil {
		return
	}
	ctx.NewActionWithValue(view.ActForm, q)
}

// onRestoreExercise puts back the exercise's values outside its knobs
// (changed in another view), keeping the learner's knobs.
func (cv *challenges) onRestoreExercise(ctx app.Context) {
	ex := cv.ex
	raw := url.Values{}
	for k, vs := range ex.base {
		raw[k] = vs
	}
	for k := range cv.Ic.Raw {
		if ex.isKnob(k) {
			raw[k] = cv.Ic.Raw[k]
		}
	}
	ctx.NewActionWithValue(view.ActForm, raw)
}

// verdictRow is one graded check: the metric, the target, the value got
// and the verdict, in words and colour.
func (cv *challenges) verdictRow(v lab.Verdict) app.UI {
	m := cv.Ic.Lab.Metric(v.Metric)
	unit := ""
	if m != nil {
		unit = m.Unit
	}
	word, mark, vcls := txtChFail, "✗ ", "verdict fail"
	if v.Pass {
		word, mark, vcls = txtChPass, "✓ ", "verdict pass"
	}
	return app.Tr().Class(vcls).DataSet("metric", v.Metric).DataSet("pass", v.Pass).
		DataSet("value", strconv.FormatFloat(v.Value, 'g', -1, 64)).
		DataSet("got", strconv.FormatFloat(v.Got, 'g', -1, 64)).Body(
		app.Th().Scope("row").Body(
			app.Text(metricLabel(m, cv.Ic.Lang)),
			app.Span().Class("metric-id").Text(v.Metric),
			app.If(v.Case != "", func() app.UI {
				return app.Span().Class("verdict-case").Text(txtChCase.Format(v.Case).In(cv.Ic.Lang))
			}),
		),
		// data-label names the cell where a phone lays a row out without
		// the header row.
		app.Td().Class("num target").DataSet("label", cv.t(txtChColTarget)).Text(cv.targetText(v.Check, m)),
		app.Td().Class("num got").DataSet("label", cv.t(txtChColGot)).Text(draw.MetricIn(v.Got, unit, cv.Ic.Lang)),
		app.Td().Class("word").Body(app.Span().Aria("hidden", "true").Text(mark), app.Text(word.In(cv.Ic.Lang))),
	)
}
