// Package run runs labs for the page: the committed change, the slider's
// step, the pinned run and a sweep's points all go through it, under one
// rule for what may show.
//
// # Inline first, sliced beyond
//
// go-app draws on a frame ticker after a dispatch, so a run handed off the
// UI goroutine costs two frames (one for "running…", one for the result).
// Most runs at lesson-scale values take a few milliseconds, so a run is
// tried inline first, within a budget (Inline): its result is then drawn in
// the frame of the edit that asked for it. A run that outgrows its budget is
// abandoned (the kernel checks every inlineEvery events) and run again off
// the UI goroutine in slices (Sliced), handing the thread back to the
// browser every SliceBudget so input, painting and the progress label go
// on; the abandoned part is the price.
//
// # Stale runs never show
//
// Every job belongs to a Lane — the page's own run, the pinned run, a
// sweep — and starts with a Token from the lane. Starting a newer job makes
// every older token of that lane stale: a stale job stops at its next
// check and its outcome is dropped. That is the only rule; the lanes are
// independent (a sweep does not cancel the page's run).
//
// # Ahead of go-app
//
// A slider's step is run in its own input event, before go-app's dispatch
// of that event (package shell); the page's state keeps that run for the
// dispatch, which then shows it instead of running the same form again
// (pagestate.State.LiveStep).
package run

import (
	"errors"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
)

// Budgets. InlineBudget is a few frames: a lesson run in the browser takes
// 2–15 ms warm, and at 10 ms the slower ones were abandoned and rerun
// sliced half the time. FirstBudget is the tab's first run: the code is
// still unoptimised then (several times slower) and nothing is
// interactive before it, so it may run whole a little longer and be drawn
// once; but no task on the page's thread may take 200 ms (a tap would
// wait), so a longer one is sliced like any other, the lesson's table
// shown meanwhile. A later navigation in the tab (Back, a link) is no
// first run: its budget is EditBudget.
//
// EditBudget is a committed edit's or a navigation's: unlike a slider's
// step it need not be drawn in its own input's frame (the page shows
// "running" for a frame at worst), and for a heavy run the attempt is
// thrown away, a cost paid inside the task that asked (with go-app's
// drawing after it; at 40 ms a heavy navigation's task measured 130–170 ms
// with a core busy). A lesson run still fits it.
const (
	InlineBudget = 40 * time.Millisecond
	EditBudget   = 25 * time.Millisecond
	FirstBudget  = 120 * time.Millisecond
	inlineEvery  = 256 // events between an inline run's budget checks
)

// Slicing: a sliced run calls its progress hook every progressEvery
// events (and at each checkpoint outside the kernel, lab.Env.Checkpoint);
// the hook hands the (single) wasm thread back to the browser when a slice
// has taken SliceBudget. The hook reads the clock, a call into JavaScript:
// at 256 events that is well under 1 % of a slice, while at 4096 a slice
// of the heaviest events (each a store lookup) ran 500 ms. The pause lasts
// a frame (frameYield): go-app draws on a 120 Hz ticker started by the
// progress dispatch, and with a 1 ms pause the run was back before the
// frame came, so under load
// a 2 s run showed no progress at all. The price is a fifth of a long
// run's time.
const (
	progressEvery = 256
	SliceBudget   = 40 * time.Millisecond
	frameYield    = 10 * time.Millisecond
)

// Outcome is what a run produced: a result, or an error; and how long it
// took on the wall clock.
type Outcome struct {
	Res  *lab.Result
	Err  error
	Wall time.Duration
}

// A Lane orders one kind of job: a newer job makes the older ones stale.
// The zero value is ready.
type Lane struct{ gen atomic.Int64 }

// Next starts a job: every token the lane gave before is stale from now.
func (l *Lane) Next() Token { return Token{l, l.gen.Add(1)} }

// Drop makes every token the lane gave stale (the page moved elsewhere).
func (l *Lane) Drop() { l.gen.Add(1) }

// Token is one job's ticket on its lane.
type Token struct {
	lane *Lane
	gen  int64
}

// Stale reports whether a newer job started on the token's lane.
func (t Token) Stale() bool { return t.lane == nil || t.lane.gen.Load() != t.gen }

// Inline runs l at prm on the calling goroutine if it finishes within
// budget; ok is false when it did not (the caller runs it Sliced). The
// budget holds the simulation; the result's building after it may take
// half as long again, never past FirstBudget in all (the checkpoints
// between its steps): a simulation that fit is not thrown away for a
// result a few milliseconds over (a drag's step at the lesson's values
// would otherwise miss its input event). Not more: an abandoned attempt
// is part of the task that asked (with the step between two checks, and
// the drawing after), and at twice the budget a heavy run's navigation
// measured 145 ms.
func Inline(l *lab.Lab, prm lab.Params, budget time.Duration) (out Outcome, ok bool) {
	t0 := time.Now()
	whole := max(budget, min(budget*3/2, FirstBudget))
	env := &lab.Env{ProgressEvery: inlineEvery,
		Cancelled:           func() bool { return time.Since(t0) > budget },
		CheckpointCancelled: func() bool { return time.Since(t0) > whole }}
	res, err := l.RunParams(prm, env)
	if errors.Is(err, lab.ErrCancelled) {
		return Outcome{}, false
	}
	return Outcome{Res: res, Err: err, Wall: time.Since(t0)}, true
}

// HasCode reports whether prm runs the learner's code. A navigation to
// such a run is not tried inline (package shell): the first calls into a
// fresh interpreter run in the browser's baseline compiler, and the
// attempt measured 190–260 ms in one task (the heaviest set of the tests'
// worst cases) where the same run sliced keeps every task near 100 ms.
func HasCode(prm lab.Params) bool {
	f := prm.Spec().Field(param.PolicyParam)
	return f != nil && f.Get() != ""
}

// SliceEnv is a run's environment off the UI goroutine: it gives up as
// soon as tok goes stale, and every SliceBudget of work it calls slice (may
// be nil: a progress report, say) and then yields the thread for a frame.
func SliceEnv(tok Token, slice func(sim.Progress)) *lab.Env {
	return NewPacer(slice).Env(tok)
}

// A Pacer yields the thread every SliceBudget of work, across as many runs
// as it paces (a sweep's points, run one after another): the browser gets
// a frame however the work is cut into runs.
type Pacer struct {
	last  time.Time
	slice func(sim.Progress)
}

// NewPacer starts pacing now; slice (may be nil) is called before each
// yield.
func NewPacer(slice func(sim.Progress)) *Pacer { return &Pacer{last: time.Now(), slice: slice} }

// Pause yields when a slice's budget has passed since the last yield.
func (p *Pacer) Pause(pr sim.Progress) {
	if time.Since(p.last) < SliceBudget {
		return
	}
	if p.slice != nil {
		p.slice(pr)
	}
	Yield()
	p.last = time.Now()
}

// Env is one run's environment under the pacer: it gives up as soon as
// tok goes stale.
func (p *Pacer) Env(tok Token) *lab.Env {
	return &lab.Env{ProgressEvery: progressEvery, Cancelled: tok.Stale, Progress: p.Pause}
}

// Yield parks the calling goroutine for a frame and, in the browser, until
// the browser's event loop has run: it waits for a timeout the browser
// fires as a task of its own. A plain sleep did not guarantee that: while
// it lasted, go-app drew the progress the slice had dispatched, the sleep
// ran out before Go was idle, and the next slice went on in the same task
// (a run of 40 ms slices measured as one 500 ms task). It is for code off
// the UI goroutine only.
func Yield() {
	if !app.IsClient {
		time.Sleep(frameYield)
		return
	}
	done := make(chan struct{})
	var f app.Func
	f = app.FuncOf(func(app.Value, []app.Value) any {
		f.Release()
		close(done)
		return nil
	})
	app.Window().Call("setTimeout", f, int(frameYield/time.Millisecond))
	<-done
}

// Sliced runs l at prm as tok's job, off the UI goroutine (host.Async), in
// slices: progress, when not nil, gets the run's progress on the UI
// goroutine between slices; done gets the outcome there, unless tok went
// stale (then neither is called again).
func Sliced(host Host, tok Token, l *lab.Lab, prm lab.Params, progress func(sim.Progress), done func(Outcome)) {
	host.Async(func() {
		// The page that asked draws first, in a task of its own: the run
		// starts after the browser's next turn, not in the asking task.
		Yield()
		if tok.Stale() {
			return
		}
		t0 := time.Now()
		res, err := l.RunParams(prm, SliceEnv(tok, func(pr sim.Progress) {
			if progress != nil {
				host.Dispatch(func() {
					if !tok.Stale() {
						progress(pr)
					}
				})
			}
		}))
		out := Outcome{Res: res, Err: err, Wall: time.Since(t0)}
		// The result is drawn in a task of its own too: the run's last
		// slice (up to a slice's budget and the steps after its last
		// checkpoint) and the page's drawing of a large result would
		// otherwise add up in one task.
		Yield()
		host.Dispatch(func() {
			if !tok.Stale() && !errors.Is(err, lab.ErrCancelled) {
				done(out)
			}
		})
	})
}

// Host is where a job's work goes: off the UI goroutine and back onto it.
// In the browser it is a component's go-app context (OnPage); a test can
// run both in place.
type Host interface {
	Async(func())
	Dispatch(func())
}

// OnPage is the host of a component's context: go-app's Async, and its
// Dispatch, after which the component is drawn again.
func OnPage(ctx app.Context) Host { return pageHost{ctx} }

type pageHost struct{ ctx app.Context }

func (h pageHost) Async(f func())    { h.ctx.Async(f) }
func (h pageHost) Dispatch(f func()) { h.ctx.Dispatch(func(app.Context) { f() }) }
