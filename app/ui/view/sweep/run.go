package sweep

import (
	"errors"
	"math"
	"net/url"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/run"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/sim"
	"playground/engine/sweep"
)

// sweepRun is one sweep as far as it got: copied whole on every publish,
// never edited in place once shown.
type sweepRun struct {
	plan     *sweep.Plan
	base     string      // the form's parameters it ran over (URL-encoded)
	cur, pin [][]float64 // per metric, per point; NaN: not run (yet)
	failed   []i18n.Text // per point: why it could not run (empty when it ran)
	pinned   bool
	done     int // points run, both curves counted
	total    int
	running  bool
	stopped  bool
	wall     time.Duration
}

// start runs the sweep off the UI goroutine: the current curve, then the
// pinned one. It yields to the browser every sliceBudget (between points
// and inside long ones, through the run's progress hook) and publishes
// what it has each time; a newer start abandons it.
func (s *sweepView) start(ctx app.Context) { s.startAfter(ctx, 0) }

// startAfter shows the new sweep at once (empty, running) and runs it
// after delay, unless something newer came first.
func (s *sweepView) startAfter(ctx app.Context, delay time.Duration) {
	tok := s.lane.Next()
	pl, err := s.plan()
	s.err = err
	if err != nil {
		s.run = nil
		return
	}
	bases := s.bases()
	n := len(pl.Values)
	r := &sweepRun{plan: pl, base: s.Ibase, pinned: len(bases) > 1, total: n * len(bases), running: true,
		failed: make([]i18n.Text, n)}
	r.cur = nanGrid(len(pl.Metrics), n)
	if r.pinned {
		r.pin = nanGrid(len(pl.Metrics), n)
	}
	s.run = r.clone() // the goroutine fills r; the view only ever sees copies
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

// bases are the parameter sets the sweep runs over: the form's, and the
// pinned run's when there is one.
func (s *sweepView) bases() []url.Values {
	base, _ := url.ParseQuery(s.Ibase)
	bases := []url.Values{base}
	if s.Ipin != "" {
		if q, err := url.ParseQuery(s.Ipin); err == nil {
			bases = append(bases, q)
		}
	}
	return bases
}

// points runs r's points off the UI goroutine, publishing a copy of r at
// every slice and at the end, until tok goes stale.
func (s *sweepView) points(host run.Host, tok run.Token, r *sweepRun, bases []url.Values) {
	run.Yield() // the view draws its empty sweep first, in a task of its own
	t0 := time.Now()
	publish := func() {
		r.wall = time.Since(t0)
		snap := r.clone()
		host.Dispatch(func() {
			if !tok.Stale() {
				s.run = snap
				s.scoreSketch()
			}
		})
	}
	pace := run.NewPacer(func(sim.Progress) { publish() })
	pl := r.plan
	for b, q := range bases {
		grid := r.cur
		if b == 1 {
			grid = r.pin
		}
		for i := range pl.Values {
			vals, err := pl.Measure(q, i, pace.Env(tok)) // the point's metrics only: memory flat in the points
			if errors.Is(err, lab.ErrCancelled) || tok.Stale() {
				return
			}
			switch {
			case err != nil && b == 0:
				r.failed[i] = i18n.Text{TR: i18n.ErrorIn(err, i18n.TR), EN: i18n.ErrorIn(err, i18n.EN)}
			case err == nil:
				for mi := range pl.Metrics {
					grid[mi][i] = vals[mi]
				}
			}
			r.done++
			pace.Pause(sim.Progress{})
		}
	}
	r.running = false
	publish()
}

func nanGrid(rows, cols int) [][]float64 {
	out := make([][]float64, rows)
	for i := range out {
		out[i] = make([]float64, cols)
		for j := range out[i] {
			out[i][j] = math.NaN()
		}
	}
	return out
}

func (r *sweepRun) clone() *sweepRun {
	c := *r
	c.cur, c.pin = cloneGrid(r.cur), cloneGrid(r.pin)
	c.failed = slices.Clone(r.failed)
	return &c
}

func cloneGrid(g [][]float64) [][]float64 {
	if g == nil {
		return nil
	}
	out := make([][]float64, len(g))
	for i := range g {
		out[i] = slices.Clone(g[i])
	}
	return out
}

// stop abandons the sweep going; what it drew stays.
func (s *sweepView) stop(ctx app.Context, e app.Event) {
	s.lane.Drop()
	if s.run != nil && s.run.running {
		r := s.run.clone()
		r.running, r.stopped = false, true
		s.run = r
	}
}

// again reruns the same sweep (after a stop).
func (s *sweepView) again(ctx app.Context, e app.Event) { s.start(ctx) }
