package ui

import (
	"cmp"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// challengeState is the page's state for challenges and predictions.
type challengeState struct {
	ex      *exercise   // the open challenge or goal (nil: none asked)
	id      string      // exerciseID of ex
	predict *prediction // the guess asked for or made, if any
	solved  progress    // the learner's progress, as stored
	stored  bool        // the browser keeps progress
	hint    bool        // the hint is shown
	gaveUp  bool        // the solution is shown without a solve
	reset   bool        // progress was just reset (say so)
}

// mountChallenge reads the learner's progress and listens for solved runs.
func (p *page) mountChallenge(ctx app.Context) {
	p.chal.solved, p.chal.stored = loadProgress()
	ctx.Handle(actSolved, func(ctx app.Context, a app.Action) {
		key, _ := a.Value.(string)
		if key == "" || p.chal.solved[key] {
			ctx.PreventUpdate()
			return
		}
		pr := maps.Clone(p.chal.solved)
		pr[key] = true
		p.chal.solved, p.chal.reset = pr, false
		p.chal.stored = saveProgress(pr)
	})
}

// openExercise reads the exercise the URL asks for (OnNav, after the form's
// values): a challenge starts the form at its fixed values plus the
// learner's knobs, and asks for a prediction before its first run.
// Back and Forward within one exercise keep its guess, hint and "gave
// up"; another exercise (or none) starts afresh.
func (p *page) openExercise(q url.Values) {
	ex, raw := newExercise(p.lab, p.viewKeys, pagekey.LabParams(q))
	id := exerciseID(p.lab, p.viewKeys)
	if id != p.chal.id || id == "" {
		p.chal.hint, p.chal.gaveUp, p.chal.predict = false, false, nil
	}
	if pr := p.chal.predict; pr != nil && pr.view != challengeView {
		p.chal.predict = nil // a preset's guess was about the run we left
	}
	p.chal.id, p.chal.ex, p.chal.reset = id, ex, false
	if !ex.ok() {
		return
	}
	p.raw = raw
	m := ex.predictMetric()
	if p.chal.predict == nil && m != "" && p.lab.Metric(m) != nil && p.view == challengeView {
		p.chal.predict = &prediction{view: challengeView, metric: m}
	}
}

// exerciseID names the exercise a URL asks for ("" for none).
func exerciseID(l *lab.Lab, keys url.Values) string {
	if id := keys.Get("challenge"); id != "" {
		return l.ID + "/" + id
	}
	if goal, ok := keys["goal"]; ok {
		return l.ID + "?" + url.Values{"goal": goal, "knobs": keys["knobs"], "title": keys["title"]}.Encode()
	}
	return ""
}

// challengeHref opens a lab's challenge (id "": the list).
func (p *page) challengeHref(id string) string {
	q := url.Values{"lab": {p.lab.ID}, "view": {challengeView}}
	if id != "" {
		q.Set("challenge", id)
	}
	if p.lang == i18n.EN {
		q.Set("lang", "en")
	}
	if p.embed {
		q.Set("embed", "1")
	}
	return "?" + pagekey.Encode(q)
}

// renderChallengeView is the view: the open exercise, or the list.
func (p *page) renderChallengeView() app.UI {
	if p.chal.ex == nil {
		return p.renderChallengeList()
	}
	return p.renderExercise()
}

// byLevel is the lab's challenges easy → hard (the lab's order within a level).
func byLevel(l *lab.Lab) []*lab.Challenge {
	out := make([]*lab.Challenge, len(l.Challenges))
	for i := range l.Challenges {
		out[i] = &l.Challenges[i]
	}
	slices.SortStableFunc(out, func(a, b *lab.Challenge) int { return cmp.Compare(a.Level, b.Level) })
	return out
}

func levelText(n int) i18n.Text {
	switch n {
	case 1:
		return txtChLevel1
	case 2:
		return txtChLevel2
	case 3:
		return txtChLevel3
	}
	return txtChLevelN.Format(n)
}

func (p *page) renderChallengeList() app.UI {
	l := p.lab
	list := byLevel(l)
	solved, total := p.chal.solved.count(l.ID)
	return app.Section().ID("challenges").Class("challenges").Aria("labelledby", "challenges-h").Body(
		app.H2().ID("challenges-h").Text(p.t(txtChList)),
		app.If(len(list) == 0, func() app.UI { return app.P().Text(p.t(txtChNone)) }),
		app.If(len(list) > 0, func() app.UI {
			return app.Div().Body(
				app.P().Class("challenges-intro").Text(p.t(txtChListIntro)),
				app.Div().Class("progress-row").Body(
					app.P().ID("challenges-count").Class("solved-count").
						DataSet("solved", solved).DataSet("total", total).
						Text(txtChSolvedCount.Format(solved, total).In(p.lang)),
					app.Button().Type("button").ID("progress-reset").Disabled(solved == 0).
						Text(p.t(txtChReset)).OnClick(p.onResetProgress),
					app.If(p.chal.reset, func() app.UI {
						return app.Span().Class("reset-note").Role("status").Text(p.t(txtChResetDone))
					}),
				),
				app.If(!p.chal.stored && app.IsClient, func() app.UI {
					return app.P().Class("notice").Text(p.t(txtChProgressOff))
				}),
				app.Ol().ID("challenge-list").Class("challenge-list").Body(app.Range(list).Slice(func(i int) app.UI {
					c := list[i]
					done := p.chal.solved[progressKey(l.ID, c.ID)]
					cls := "challenge-item"
					if done {
						cls += " solved"
					}
					return app.Li().Class(cls).DataSet("challenge", c.ID).DataSet("solved", done).Body(
						app.Div().Class("challenge-item-head").Body(
							app.Span().Class("check").Aria("hidden", "true").Text(checkMark(done)),
							app.A().Href(p.challengeHref(c.ID)).Text(c.Title.In(p.lang)),
							app.If(done, func() app.UI {
								return app.Span().Class("visually-hidden").Text(" (" + p.t(txtChSolvedMark) + ")")
							}),
							app.Span().Class("level level-"+strconv.Itoa(c.Level)).Text(levelText(c.Level).In(p.lang)),
						),
						app.P().Class("task").Text(c.Task.In(p.lang)),
					)
				})),
			)
		}),
	)
}

func checkMark(done bool) string {
	if done {
		return "✓"
	}
	return "○"
}

func (p *page) onResetProgress(ctx app.Context, e app.Event) {
	p.chal.solved = progress{}
	p.chal.stored = saveProgress(progress{})
	p.chal.reset = true
}

// renderExercise is one challenge or goal: the task, what may change, the
// prediction step, the graded checks, hint and solution, and the run.
func (p *page) renderExercise() app.UI {
	ex := p.chal.ex
	id := ""
	if ex.ch != nil && !ex.inline {
		id = ex.ch.ID
	}
	var body []app.UI
	if !ex.inline && !p.embed {
		body = append(body, app.P().Class("back").Body(app.A().ID("challenges-back").Href(p.challengeHref("")).Text(p.t(txtChAll))))
	}
	if len(ex.errs) > 0 {
		msgs := make([]app.UI, len(ex.errs))
		for i, err := range ex.errs {
			msgs[i] = app.Li().Text(i18n.ErrorIn(err, p.lang))
		}
		body = append(body, app.Div().ID("challenge-errors").Class("challenge-errors").Role("alert").Body(
			app.P().Text(p.t(txtChBroken)),
			app.Ul().Body(msgs...),
			app.If(ex.ch != nil && !ex.inline, func() app.UI {
				return app.P().Body(app.A().ID("challenge-restart").Href(p.challengeHref(ex.ch.ID)).Text(p.t(txtChStartOver)))
			}),
		))
		if ex.ch == nil || ex.inline {
			if !ex.inline {
				body = append(body, p.renderChallengeList())
			}
			return app.Div().ID("challenge").Class("challenge broken").Body(body...)
		}
	}
	body = append(body, p.renderExerciseHead(ex))
	if ex.ok() {
		if p.predictPending(challengeView) {
			body = append(body, p.renderPredictStep())
		} else {
			body = append(body, p.renderPredictReveal(challengeView), p.renderGrade(ex))
			if !ex.inline {
				body = append(body, p.renderHelp(ex))
			}
			body = append(body, app.Div().Class("challenge-run").Body(
				app.H3().Class("run-h").Text(p.t(txtChTheRun)),
				newResults().Lang(p.lang).Embed(p.embed).Result(p.res).Running(p.running),
				newCharts().Lang(p.lang).Embed(p.embed).Result(p.res).Live(p.live),
			))
		}
	}
	return app.Article().ID("challenge").Class("challenge").DataSet("challenge", id).Body(body...)
}

// renderExerciseHead: title, level, "solved before", the task and the knobs.
func (p *page) renderExerciseHead(ex *exercise) app.UI {
	var task app.UI
	if ex.inline {
		task = app.Div().Class("task").Body(
			app.P().Text(p.t(txtChGoalTask)),
			app.Ul().ID("goal-checks").Body(app.Range(ex.ch.Checks).Slice(func(i int) app.UI {
				c := ex.ch.Checks[i]
				m := p.lab.Metric(c.Metric)
				return app.Li().Text(metricLabel(m, p.lang) + " " + p.targetText(c, m))
			})),
		)
	} else {
		task = app.P().Class("task").ID("challenge-task").Text(ex.ch.Task.In(p.lang))
	}
	knobs := p.t(txtChYouMayAll)
	if !ex.allKnobs() {
		names := make([]string, 0, len(ex.ch.Knobs))
		spec := p.lab.Knobs()
		for _, k := range ex.ch.Knobs {
			names = append(names, fieldLabel(spec.Field(k), k, p.lang))
		}
		knobs = txtChYouMay.Format(strings.Join(names, ", ")).In(p.lang)
	}
	// Solved in an earlier visit (while a run passes and shows, its own line
	// says so; a run held back for the learner's guess does not show).
	shownPass := p.passesNow(ex) && !p.predictPending(challengeView)
	before := !ex.inline && p.chal.solved[progressKey(p.lab.ID, ex.ch.ID)] && !shownPass
	return app.Header().Class("challenge-head").Body(
		app.H2().ID("challenge-title").Body(
			app.Text(ex.titleIn(p.lang)),
			app.If(!ex.inline, func() app.UI {
				return app.Span().Class("level level-" + strconv.Itoa(ex.ch.Level)).Text(levelText(ex.ch.Level).In(p.lang))
			}),
		),
		app.If(before, func() app.UI { return app.P().ID("solved-before").Class("solved-before").Text(p.t(txtChSolvedYet)) }),
		task,
		app.P().Class("knobs").Text(knobs),
	)
}

func fieldLabel(f *param.Field, name string, lang i18n.Lang) string {
	if f == nil || f.LabelText.In(lang) == "" {
		return name
	}
	return f.LabelText.In(lang) + " (" + name + ")"
}

// opWords are the comparisons as a reader says them.
var opWords = map[lab.Op]string{lab.AtMost: "≤", lab.AtLeast: "≥", lab.Below: "<", lab.Above: ">", lab.Equal: "="}

// targetText is a check's target: "< 300 ms".
func (p *page) targetText(c lab.Check, m *lab.Metric) string {
	unit := ""
	if m != nil {
		unit = m.Unit
	}
	return opWords[c.Op] + " " + metricText(c.Value, unit, p.lang)
}

// renderGrade grades the run the form shows now (lab.Grade over the run of
// exactly Challenge.Query of the learner's values: what Lab.Attempt does,
// without running it twice) and says, per check, the target, the value got
// and whether it holds, in words and colour.
func (p *page) renderGrade(ex *exercise) app.UI {
	if d := ex.drifted(p.lab, p.raw); len(d) > 0 {
		return app.Div().ID("grade").Class("grade drifted").Body(
			app.P().Class("notice").Text(txtChDrifted.Format(strings.Join(d, ", ")).In(p.lang)),
			app.Button().Type("button").ID("challenge-restore").Text(p.t(txtChRestore)).
				OnClick(func(ctx app.Context, e app.Event) { p.onRestoreExercise(ctx) }),
		)
	}
	res := p.freshResult()
	var status app.UI
	switch {
	case p.runErr != nil:
		status = app.P().Class("grade-status error").Text(p.t(txtChRunFailed))
	case len(p.errs) > 0:
		status = app.P().Class("grade-status warn").Text(p.t(txtChInvalid))
	case res == nil:
		status = app.P().Class("grade-status progress").Text(p.t(txtChRunning))
	}
	shown := res
	if shown == nil {
		shown = p.res // the last run's grades stay, marked stale, so nothing jumps
	}
	if shown == nil {
		return app.Div().ID("grade").Class("grade").Aria("busy", true).Body(status)
	}
	verdicts, pass := lab.Grade(shown, ex.ch.Checks)
	held := 0
	for _, v := range verdicts {
		if v.Pass {
			held++
		}
	}
	key, solvedText := "", txtChGoalMet
	if !ex.inline {
		key, solvedText = progressKey(p.lab.ID, ex.ch.ID), txtChSolved
	}
	fresh := res != nil
	cls := "grade"
	if !fresh {
		cls += " stale"
	}
	return app.Div().ID("grade").Class(cls).Aria("busy", !fresh).DataSet("pass", fresh && pass).Body(
		app.Div().Class("table-wrap").Body(app.Table().ID("verdicts").Class("verdicts").Body(
			app.Caption().Text(p.t(txtChChecks)),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(p.t(txtChColMetric)),
				app.Th().Scope("col").Text(p.t(txtChColTarget)),
				app.Th().Scope("col").Text(p.t(txtChColGot)),
				app.Th().Scope("col").Text(p.t(txtChColVerdict)),
			)),
			app.TBody().Body(app.Range(verdicts).Slice(func(i int) app.UI {
				v := verdicts[i]
				m := p.lab.Metric(v.Metric)
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
						app.Text(metricLabel(m, p.lang)),
						app.Span().Class("metric-id").Text(v.Metric),
					),
					// data-label names the cell where a phone lays a row out
					// without the header row.
					app.Td().Class("num target").DataSet("label", p.t(txtChColTarget)).Text(p.targetText(v.Check, m)),
					app.Td().Class("num got").DataSet("label", p.t(txtChColGot)).Text(metricText(v.Got, unit, p.lang)),
					app.Td().Class("word").Body(app.Span().Aria("hidden", "true").Text(mark), app.Text(word.In(p.lang))),
				)
			})),
		)),
		status,
		app.If(!(fresh && pass), func() app.UI {
			return app.P().Class("holding").Text(txtChHolding.Format(held, len(verdicts)).In(p.lang))
		}),
		newSolvedMark().Key(key).Pass(fresh && pass).Text(solvedText).Lang(p.lang),
	)
}

// passesNow reports whether the run the form shows passes the exercise.
func (p *page) passesNow(ex *exercise) bool {
	res := p.freshResult()
	if res == nil || !ex.ok() || len(ex.drifted(p.lab, p.raw)) > 0 {
		return false
	}
	_, pass := lab.Grade(res, ex.ch.Checks)
	return pass
}

// renderHelp is the hint on request and the reference solution, hidden
// until the challenge is solved (now or before) or given up.
func (p *page) renderHelp(ex *exercise) app.UI {
	ch := ex.ch
	open := p.chal.gaveUp || p.passesNow(ex) || p.chal.solved[progressKey(p.lab.ID, ch.ID)]
	return app.Div().Class("challenge-help").Body(
		app.If(ch.Hint.In(p.lang) != "", func() app.UI {
			if !p.chal.hint {
				return app.Button().Type("button").ID("hint-show").Text(p.t(txtChHintShow)).
					OnClick(func(ctx app.Context, e app.Event) { p.chal.hint = true })
			}
			return app.Div().ID("hint").Class("hint-box").Body(
				app.Strong().Text(p.t(txtChHint)+": "),
				app.Text(ch.Hint.In(p.lang)),
			)
		}),
		app.If(!open, func() app.UI {
			return app.Div().Class("solution-closed").Body(
				app.Button().Type("button").ID("give-up").Text(p.t(txtChGiveUp)).
					OnClick(func(ctx app.Context, e app.Event) { p.chal.gaveUp = true }),
				app.P().Class("help").Text(p.t(txtChSolutionOf)),
			)
		}),
		app.If(open, func() app.UI {
			sol, _ := url.ParseQuery(ch.Solution)
			spec := p.lab.Knobs()
			var items []app.UI
			for _, k := range ch.Knobs {
				if v, ok := sol[k]; ok {
					items = append(items, app.Li().Body(
						app.Span().Text(fieldLabel(spec.Field(k), k, p.lang)+" = "),
						app.Code().Text(v[len(v)-1]),
					))
				}
			}
			return app.Div().ID("solution").Class("solution").Body(
				app.Strong().Text(p.t(txtChSolution)+":"),
				app.Ul().Body(items...),
				app.Button().Type("button").ID("apply-solution").Text(p.t(txtChApply)).
					OnClick(func(ctx app.Context, e app.Event) { p.onApplySolution(ctx) }),
			)
		}),
	)
}

// onApplySolution sets the knobs to the reference solution and reruns.
func (p *page) onApplySolution(ctx app.Context) {
	ex := p.chal.ex
	if !ex.ok() || ex.inline {
		return
	}
	sol, _ := url.ParseQuery(ex.ch.Solution)
	q, err := ex.ch.Query(sol)
	if err != nil {
		return
	}
	p.setAll(ctx, q)
}

// onRestoreExercise puts back the exercise's values outside its knobs
// (changed in another view), keeping the learner's knobs.
func (p *page) onRestoreExercise(ctx app.Context) {
	ex := p.chal.ex
	raw := url.Values{}
	for k, vs := range ex.base {
		raw[k] = vs
	}
	for k := range p.raw {
		if ex.isKnob(k) {
			raw[k] = p.raw[k]
		}
	}
	p.raw = raw
	p.apply(ctx, true)
}
