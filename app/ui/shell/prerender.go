package shell

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/lab"
)

// Prerendered lab pages. Every lab has a path of its own ("/LAB/", also
// under a prefix) whose static HTML the site generates natively with this
// package: the page at the lesson's values, results and charts included,
// readable before app.wasm arrives. ?lab= links keep working and win over
// the path.

// prerender runs the lab natively while go-app renders the page on the
// server (static generation): the page then carries the lesson table,
// reading and charts. The run is the lesson's (a static file has no query),
// and the status line says so until the browser's own run replaces it.
func (p *page) prerender(prm lab.Params) {
	res, err := p.s.Addr.Lab.RunParams(prm, nil)
	if err != nil {
		return // the page still shows the form; the wasm run reports the error
	}
	p.s.Out.Res, p.s.Out.Prerendered = res, true
}

// showLesson fills an empty page with the lesson's run, marked as such
// (the status says "the lesson's values"), while a long first run goes: the
// prerendered page showed exactly this, so the wasm taking over neither
// empties the results nor moves the page. The lesson's run is short, and
// kept per lab (lessonRun): a navigation within the tab shows it at once.
func (p *page) showLesson() {
	if res := p.lessonRun(); res != nil {
		p.s.Out.Res, p.s.Out.Prerendered = res, true
	}
}

// markTiming leaves the last run's split for the browser benchmark
// (window.__pgTiming, milliseconds): the engine's run and go-app's render
// of its result, up to the deferred calls after the frame.
func markTiming(ctx app.Context, took time.Duration) {
	t := time.Now()
	ctx.Defer(func(app.Context) {
		app.Window().Set("__pgTiming", map[string]any{
			"run":    float64(took.Microseconds()) / 1000,
			"render": float64(time.Since(t).Microseconds()) / 1000,
		})
	})
}
