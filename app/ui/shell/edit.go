package shell

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/pagestate"
	"playground/app/ui/run"
	"playground/app/ui/view"
	"playground/engine/lab"
	"playground/engine/sim"
)

// One path from an edit to the screen: the page's state decides
// (pagestate.State.OnEdit, Apply, Publish) and the page performs. An edit
// replaces the form's text; apply checks it, records a committed one in the
// address, and runs it on the page's lane (start): inline within a budget,
// sliced beyond. publish shows the outcome the lane did not drop; the frame
// that draws it settles the address, the links and the lesson page
// together (settle.go). A slider step takes the same path, with its run
// made ahead in its own input event (live.go).

// onField stores an edit and reruns: now when it is final, once typing
// pauses otherwise.
func (p *page) onField(ctx app.Context, e view.FieldEdit) {
	next := p.s.OnEdit(pagestate.Edit{Name: e.Name, Value: e.Value, Commit: e.Commit, Live: e.Live, Slid: e.Slid})
	switch next.Step {
	case pagestate.StepNone:
		ctx.PreventUpdate()
	case pagestate.StepSettle:
		ctx.PreventUpdate()
		p.settle(ctx, pagestate.URLKeep)
	case pagestate.StepRecord:
		p.replaceURL(ctx)
	case pagestate.StepPublishAhead:
		p.publish(ctx, p.lane.Next(), run.Outcome(p.s.Ahead()))
	case pagestate.StepRun:
		p.apply(ctx, false)
	case pagestate.StepCommit:
		p.apply(ctx, true)
	case pagestate.StepPause:
		gen := next.Gen
		ctx.After(view.TypingPause, func(ctx app.Context) {
			if p.s.PauseDue(gen) {
				p.apply(ctx, true)
			}
		})
	}
}

// setForm replaces the form with q over the lesson's values (a preset, a
// solution, an exercise's start) and reruns.
func (p *page) setForm(ctx app.Context, q url.Values) {
	if p.s.SetForm(q) {
		p.apply(ctx, true)
	}
}

// apply checks the form; valid input is recorded in the address and run,
// invalid input gets its messages at the fields while the last results
// stay.
func (p *page) apply(ctx app.Context, record bool) {
	a := p.s.Apply(record)
	if !a.OK {
		p.lane.Drop() // a run still going would show results the form no longer says
		p.settleOutcome(ctx)
		return
	}
	if a.URL != pagestate.URLKeep {
		p.settle(ctx, a.URL)
	}
	p.start(ctx, a.Params)
}

// start runs prm on the page's lane: inline within a frame's budget, and
// when that is not enough sliced off the UI goroutine with progress.
func (p *page) start(ctx app.Context, prm lab.Params) {
	if !app.IsClient {
		p.prerender(prm) // static generation: the lesson's run, natively
		return
	}
	tok := p.lane.Next()
	// A navigation to a run of the learner's code goes sliced at once
	// (run.HasCode); an edit's run is tried inline as any other.
	if !p.nav || !run.HasCode(prm) {
		if out, ok := run.Inline(p.s.Addr.Lab, prm, p.s.Budget(run.FirstBudget, run.EditBudget)); ok {
			p.publish(ctx, tok, out)
			return
		}
	}
	if p.s.StartSliced() {
		p.showLesson() // the page's first run is long: keep the lesson's table meanwhile
	}
	run.Sliced(run.OnPage(ctx), tok, p.s.Addr.Lab, prm,
		func(pr sim.Progress) { p.s.Out.Prog = pr },
		func(out run.Outcome) { p.publish(ctx, tok, out) })
}

// publish shows the outcome of tok's run, unless a newer run was asked for
// since.
func (p *page) publish(ctx app.Context, tok run.Token, out run.Outcome) {
	if tok.Stale() {
		return
	}
	p.settleOutcome(ctx) // the address, the lesson page and the counter follow this frame (settle.go)
	markTiming(ctx, out.Wall)
	done := p.s.Publish(out.Res, out.Err, out.Wall)
	if done.Lesson {
		// Kept, so that a navigation to a heavier run of the lab shows it
		// at once instead of running it again in the navigation's task
		// (showLesson).
		p.binds.KeepLesson(p.s.Addr.Lab.ID, out.Res)
	}
	if done.Paint && app.IsClient {
		p.painter.Live(out.Res) // the table follows the hand in this frame (package paint)
	}
	if done.Again { // a slider moved on while this ran: run its newest value
		p.apply(ctx, false)
	}
}
