package sweep

import (
	"net/url"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/run"
	"playground/app/ui/sweepplan"
	"playground/engine/sim"
)

// start runs the sweep off the UI goroutine: the current curve, then the
// pinned one. It yields to the browser every sliceBudget (between points
// and inside long ones, through the run's progress hook) and publishes
// what it has each time; a newer start abandons it.
func (s *sweepView) start(ctx app.Context) { s.startAfter(ctx, 0) }

// startAfter shows the new sweep at once (empty, running) and runs it
// after delay, unless something newer came first.
func (s *sweepView) startAfter(ctx app.Context, delay time.Duration) {
	tok := s.lane.Next()
	s.sync()
	r, bases := s.m.Begin() // the goroutine fills r; the view only ever sees copies
	if r == nil {
		return
	}
	host := run.OnPage(ctx)
	work := func() { s.points(host, tok, r, bases) }
	if delay <= 0 {
		host.Async(work)
		return
	}
	ctx.After(delay, func(ctx app.Context) {
		if !tok.Stale() {
			host.Async(work)
		}
	})
}

// points runs r's points off the UI goroutine, publishing a copy of r at
// every slice and at the end, until tok goes stale.
func (s *sweepView) points(host run.Host, tok run.Token, r *sweepplan.Run, bases []url.Values) {
	run.Yield() // the view draws its empty sweep first, in a task of its own
	t0 := time.Now()
	var shown time.Time
	publish := func() {
		shown = time.Now()
		r.Wall = shown.Sub(t0)
		snap := r.Clone()
		host.Dispatch(func() {
			if !tok.Stale() {
				s.m.Publish(snap)
			}
		})
	}
	// The view is drawn again at most every drawEvery while the sweep
	// goes, not at every slice: its drawing (the curve and 200 points'
	// words) took as long as a slice of work.
	pace := run.NewPacer(func(sim.Progress) {
		if time.Since(shown) >= drawEvery {
			publish()
		}
	})
	pl := r.Plan
	for b, q := range bases {
		for i := range pl.Values {
			vals, err := pl.Measure(q, i, pace.Env(tok))   // the point's metrics only: memory flat in the points
			if tok.Stale() || !r.Record(b, i, vals, err) { // stale or cancelled: abandoned
				return
			}
			pace.Pause(sim.Progress{})
		}
	}
	r.Finish()
	publish()
}

// drawEvery is how often a sweep going shows its progress: four times a
// second reads as live, and leaves most of the time to the points.
const drawEvery = 250 * time.Millisecond

// stop abandons the sweep going; what it drew stays.
func (s *sweepView) stop(ctx app.Context, e app.Event) {
	s.lane.Drop()
	s.m.Stop()
}

// again reruns the same sweep (after a stop).
func (s *sweepView) again(ctx app.Context, e app.Event) { s.start(ctx) }
