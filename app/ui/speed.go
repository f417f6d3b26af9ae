package ui

import (
	"errors"
	"path"
	"regexp"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// Path URLs and prerendering (issue 17). Every lab has a path of its own
// ("/LAB/", also under a prefix) whose static HTML the site generates
// natively with this package: the page at the lesson's values, results and
// charts included, readable before app.wasm arrives. ?lab= links keep
// working and win over the path.

var txtPrerendered = i18n.Text{
	TR: "Dersin değerleri (önceden hesaplandı): %s olay, sanal süre %s",
	EN: "The lesson's values (computed ahead): %s events, virtual time %s",
}

// labPathRoute matches a lab's path, with or without a prefix before it and
// a slash after it (go-app strips a known prefix; a static host may not).
func labPathRoute() string {
	ids := make([]string, 0, len(labs.All()))
	for _, l := range labs.All() {
		ids = append(ids, regexp.QuoteMeta(l.ID))
	}
	return `^(/.*)?/(` + strings.Join(ids, "|") + `)/?$`
}

// labFromPath is the lab a path names by its last segment ("" if none).
func labFromPath(p string) string {
	seg := path.Base(strings.TrimRight(p, "/"))
	if labs.Find(seg) != nil {
		return seg
	}
	return ""
}

// LabPaths are the paths the static site prerenders, one per lab ("/LAB").
func LabPaths() []string {
	var out []string
	for _, l := range labs.All() {
		out = append(out, "/"+l.ID)
	}
	return out
}

// prerender runs the lab natively while go-app renders the page on the
// server (static generation): the page then carries the lesson table,
// reading and charts. The run is the lesson's (a static file has no query),
// and the status line says so until the browser's own run replaces it.
func (p *page) prerender(prm lab.Params) {
	res, err := p.lab.RunParams(prm, nil)
	if err != nil {
		return // the page still shows the form; the wasm run reports the error
	}
	p.res, p.prerendered = res, true
}

// up makes a site link ("?lab=…", relative to the site's folder) work from
// a lab's own path too: there it must leave the lab's folder first.
func (p *page) up(href string) string {
	if p.onLabPath {
		return "../" + href
	}
	return href
}

// Rerun latency. go-app renders on a frame ticker (120 Hz) after a
// dispatch, so a run off the UI goroutine costs two hops: the edit's frame
// (showing "running…") and the result's. Most runs at lesson-scale values
// take a few milliseconds, so start tries them inline first: the result is
// then drawn in the edit's own frame. A run that outgrows its budget is
// abandoned (the kernel checks every inlineEvery events) and restarted off
// the UI goroutine, sliced, with progress; the abandoned part is the price.
//
// inlineBudget is a few frames: a lesson run in the browser takes 2–15 ms
// warm, and at a 10 ms budget the slower ones were abandoned and rerun
// sliced half the time (a p95 of 170 ms). firstBudget is the page's first
// run: the code is still unoptimised then (several times slower), nothing
// is interactive before it, and a run shorter than the progress threshold
// (300 ms) needs no progress line, so it runs whole and is drawn once.
const (
	inlineBudget = 40 * time.Millisecond
	firstBudget  = 300 * time.Millisecond
	inlineEvery  = 256
)

// runInline runs l at prm on the calling goroutine if it finishes within
// budget; ok is false when it did not (the caller runs it sliced).
func runInline(l *lab.Lab, prm lab.Params, budget time.Duration) (res *lab.Result, wall time.Duration, ok bool, err error) {
	t0 := time.Now()
	env := &lab.Env{ProgressEvery: inlineEvery, Cancelled: func() bool { return time.Since(t0) > budget }}
	res, err = l.RunParams(prm, env)
	if errors.Is(err, lab.ErrCancelled) {
		return nil, 0, false, nil
	}
	return res, time.Since(t0), true, err
}

// markTiming leaves the last run's split for the browser benchmark
// (window.__pgTiming, milliseconds): the engine's run and go-app's render
// of its result, up to the deferred calls after the frame.
func markTiming(ctx app.Context, run time.Duration) {
	t := time.Now()
	ctx.Defer(func(app.Context) {
		app.Window().Set("__pgTiming", map[string]any{
			"run":    float64(run.Microseconds()) / 1000,
			"render": float64(time.Since(t).Microseconds()) / 1000,
		})
	})
}

// showLesson fills an empty page with the lesson's run, marked as such
// (the status says "the lesson's values"), while a long first run goes: the
// prerendered page showed exactly this, so the wasm taking over neither
// empties the results nor moves the page. The lesson's run is short.
func (p *page) showLesson() {
	prm, err := p.lab.Decode(nil)
	if err != nil {
		return
	}
	if res, _, ok, err := runInline(p.lab, prm, firstBudget); ok && err == nil {
		p.res, p.prerendered = res, true
	}
}
