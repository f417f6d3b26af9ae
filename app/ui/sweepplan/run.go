package sweepplan

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/sweep"
)

// Run is one sweep as far as it got. The worker fills its own; the view
// is handed copies (Clone) and never edits one in place once shown.
type Run struct {
	Plan     *sweep.Plan
	Base     string      // the form's parameters it ran over (URL-encoded)
	Cur, Pin [][]float64 // per metric, per point; NaN: not run (yet)
	Failed   []i18n.Text // per point: why it could not run (empty when it ran)
	Pinned   bool
	Done     int // points run, both curves counted
	Total    int
	Running  bool
	Stopped  bool
	Wall     time.Duration
}

// NewRun is pl planned over bases parameter sets (the form's, then the
// pinned run's), no point run yet.
func NewRun(pl *sweep.Plan, base string, bases int) *Run {
	n := len(pl.Values)
	r := &Run{Plan: pl, Base: base, Pinned: bases > 1, Total: n * bases, Running: true,
		Failed: make([]i18n.Text, n)}
	r.Cur = nanGrid(len(pl.Metrics), n)
	if r.Pinned {
		r.Pin = nanGrid(len(pl.Metrics), n)
	}
	return r
}

// Record is point i over base b (0: the form's, 1: the pinned run's)
// measured: its metrics, or why it failed. It is false when the run was
// cancelled: the sweep goes no further and nothing is recorded. A pinned
// point that fails stays blank; only the form's curve says why.
func (r *Run) Record(b, i int, vals []float64, err error) bool {
	if errors.Is(err, lab.ErrCancelled) {
		return false
	}
	grid := r.Cur
	if b == 1 {
		grid = r.Pin
	}
	switch {
	case err != nil && b == 0:
		r.Failed[i] = i18n.Text{TR: i18n.ErrorIn(err, i18n.TR), EN: i18n.ErrorIn(err, i18n.EN)}
	case err == nil:
		for mi := range grid {
			grid[mi][i] = vals[mi]
		}
	}
	r.Done++
	return true
}

// Finish marks every point run.
func (r *Run) Finish() { r.Running = false }

// Clone is a copy sharing nothing the worker still writes.
func (r *Run) Clone() *Run {
	c := *r
	c.Cur, c.Pin = cloneGrid(r.Cur), cloneGrid(r.Pin)
	c.Failed = slices.Clone(r.Failed)
	return &c
}

// State is what data-state says of a sweep: idle (none), error (its keys
// refused), running, stopped, or done; and its points run of all.
func (m *Model) State() (state string, done, total int) {
	switch r := m.Run; {
	case m.Err != nil:
		return "error", 0, 0
	case r == nil:
		return "idle", 0, 0
	case r.Running:
		return "running", r.Done, r.Total
	case r.Stopped:
		return "stopped", r.Done, r.Total
	}
	return "done", m.Run.Done, m.Run.Total
}

// Data is what the view's section says of its state, for the page's
// scripts and tests, as data-* attribute pairs (name, value, name,
// value…): the sweep's state and points run; the guess's state, values,
// score and the best kept; a sweep no longer running, its wall time in ms.
func (m *Model) Data() []string {
	state, done, total := m.State()
	d := []string{"state", state, "done", strconv.Itoa(done), "total", strconv.Itoa(total)}
	if sk := m.Sketch; sk != nil {
		d = append(d, "sketch", sk.State(), "sketch-y", sk.Data(),
			"sketch-range", strconv.FormatFloat(sk.Lo, 'g', -1, 64)+","+strconv.FormatFloat(sk.Hi, 'g', -1, 64))
		if sk.Scored {
			d = append(d, "score", strconv.Itoa(sk.Fit.Score))
		}
		if sk.Best >= 0 {
			d = append(d, "best", strconv.Itoa(sk.Best))
		}
	}
	if r := m.Run; r != nil && !r.Running {
		d = append(d, "ms", strconv.FormatFloat(float64(r.Wall)/float64(time.Millisecond), 'f', 1, 64))
	}
	return d
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
