// Package challenge is the lab page's challenge view (view=challenge): the
// lab's challenges, easy first, with the learner's progress; one of them
// (challenge=ID), or an author's goal (goal=…&knobs=…&title=…), graded
// against the run the form shows, with a prediction before its first run,
// a hint, and the solution once solved or given up. While an exercise is
// open the form shows only its knobs (view.Exercise), and the share panel
// offers it as an embeddable exercise.
package challenge

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/predict"
	"playground/app/ui/progress"
	"playground/app/ui/run"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// View is the challenge view.
var View = view.View{
	ID:       "challenge",
	Label:    txtViewChallenge,
	Keys:     pagekey.Declare("challenge", "goal", "knobs", "title"),
	Render:   func(c *view.Context) app.UI { return &challenges{Ic: c} },
	Exercise: Exercise,
	Tools:    builderOf,
}

// challenges is the view's component: the open exercise's state — its
// guess, hint and "gave up" — kept while the same exercise shows (Back and
// Forward within one keep them), and the learner's progress.
type challenges struct {
	app.Compo

	Ic *view.Context

	ex    *exercise // the open challenge or goal (nil: the list)
	id    string    // exerciseID of ex: what the state below is about
	guess *predict.Guess
	// decided says whether this exercise's guess was asked for or not
	// (progress.FirstAsk), once per exercise opened.
	decided bool
	seq     int               // numbers the guesses
	solved  progress.Progress // as stored
	stored  bool              // the browser keeps progress
	unkept  bool              // the browser refused the last save (its storage full): say so
	hint    bool              // the hint is shown
	gaveUp  bool              // the solution is shown without a solve
	reset   bool              // progress was just reset (say so)
	// The further cases' grades (lab.Challenge.Cases) of a passing run,
	// graded off the page's thread.
	cases caseGrades
}

func (cv *challenges) t(x i18n.Text) string { return x.In(cv.Ic.Lang) }

// OnInit reads the learner's progress and the open exercise before the
// first render.
func (cv *challenges) OnInit() {
	cv.solved, cv.stored = progress.Load()
	cv.sync()
}

// OnMount listens for solved runs (progress.Mark posts them).
func (cv *challenges) OnMount(ctx app.Context) {
	cv.gradeCases(run.OnPage(ctx))
	ctx.Handle(progress.ActSolved, func(ctx app.Context, a app.Action) {
		key, _ := a.Value.(string)
		if key == "" || cv.solved[key] {
			ctx.PreventUpdate()
			return
		}
		pr := progress.Progress{key: true}
		for k := range cv.solved {
			pr[k] = true
		}
		cv.solved, cv.reset = pr, false
		cv.unkept = !progress.Save(pr)
	})
}

func (cv *challenges) OnUpdate(ctx app.Context) {
	cv.sync()
	cv.gradeCases(run.OnPage(ctx))
}

// sync takes the exercise the page opened: another exercise starts its
// state over and asks for a prediction before its first run.
func (cv *challenges) sync() {
	cv.ex = nil
	if e := cv.Ic.Exercise; e != nil {
		cv.ex, _ = e.Data.(*exercise)
	}
	id := exerciseID(cv.Ic.Lab, cv.Ic.Keys)
	if id != cv.id || id == "" {
		cv.hint, cv.gaveUp, cv.guess, cv.decided = false, false, nil, false
	}
	cv.id = id
	if m := cv.ex.predictMetric(); !cv.decided && m != "" && cv.Ic.Lab.Metric(m) != nil {
		// Asked once per exercise in this browser: a learner coming back
		// to it goes straight to its run.
		cv.decided = true
		if progress.FirstAsk(progress.ChallengeQuestion(id)) {
			cv.seq++
			cv.guess = predict.Ask(m, false, cv.seq)
		}
	}
}

// Render is the open exercise, or the list.
func (cv *challenges) Render() app.UI {
	if cv.ex == nil {
		return cv.renderList()
	}
	return cv.renderExercise()
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

// href opens a lab's challenge (id "": the list).
func (cv *challenges) href(id string) string {
	q := url.Values{"lab": {cv.Ic.Lab.ID}, "view": {View.ID}}
	if id != "" {
		q.Set("challenge", id)
	}
	if cv.Ic.Lang == i18n.EN {
		q.Set("lang", "en")
	}
	if cv.Ic.Embed {
		q.Set("embed", "1")
	}
	return "?" + pagekey.Encode(q)
}
