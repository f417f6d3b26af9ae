package sweep

import (
	"errors"
	"net/url"
	"strconv"
	"sync"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Result is a finished (or filling) sweep: per metric, one value per point,
// null where the point's parameters broke a rule of the lab (its Errors entry
// says which).
type Result struct {
	Lab     string                `json:"lab"`
	Knob    string                `json:"knob"`
	Values  []string              `json:"values"`
	Metrics map[string][]*float64 `json:"metrics"`
	Errors  []PointError          `json:"errors,omitempty"`
	// Done counts the points filled so far.
	Done int `json:"-"`

	order []string // the plan's metrics, in the lab's order
}

// PointError is a point that could not run.
type PointError struct {
	Value string    `json:"value"`
	Error i18n.Text `json:"error"`
}

// NewResult is an empty result for pl.
func (pl *Plan) NewResult() *Result {
	r := &Result{Lab: pl.Lab.ID, Knob: pl.Spec.Knob, Values: pl.Values, Metrics: map[string][]*float64{}, order: pl.Metrics}
	for _, id := range pl.Metrics {
		r.Metrics[id] = make([]*float64, len(pl.Values))
	}
	return r
}

// RunPoint runs point i: exactly Lab.Run with the point's parameters. It
// returns the whole run (tables, trace, figures…): to draw a sweep, use
// Measure, which keeps only the metrics.
func (pl *Plan) RunPoint(base url.Values, i int, env *lab.Env) (*lab.Result, error) {
	if err := pl.CheckBase(base); err != nil {
		return nil, err
	}
	return pl.Lab.Run(pl.Query(base, i), env)
}

// Measure runs point i (RunPoint) and keeps only what a sweep reports: the
// plan's metrics, in the order of pl.Metrics. The run's result is dropped
// before Measure returns, so a sweep holds a few numbers per point whatever
// one run weighs, and its memory stays flat in the number of points.
func (pl *Plan) Measure(base url.Values, i int, env *lab.Env) ([]float64, error) {
	res, err := pl.RunPoint(base, i, env)
	if err != nil {
		return nil, err
	}
	out := make([]float64, len(pl.Metrics))
	for j, id := range pl.Metrics {
		out[j] = res.Metrics[id]
	}
	return out, nil
}

// Set files point i: its metrics as Measure returns them (in the plan's
// metric order), or the error that kept it from running. A cancelled run is
// not filed.
func (r *Result) Set(i int, metrics []float64, err error) {
	if errors.Is(err, lab.ErrCancelled) {
		return
	}
	r.Done++
	if err != nil {
		r.Errors = append(r.Errors, PointError{Value: r.Values[i], Error: i18n.Text{
			TR: i18n.ErrorIn(err, i18n.TR), EN: i18n.ErrorIn(err, i18n.EN)}})
		return
	}
	for j, id := range r.order {
		v := metrics[j]
		r.Metrics[id][i] = &v
	}
}

// Run runs every point on workers goroutines (1 or less: one). Points are
// independent runs filed by index, so the result is the same whatever the
// worker count. Each worker keeps only a point's metrics (Measure): the
// memory a sweep needs is that of the runs in flight, not of every point.
func (pl *Plan) Run(base url.Values, workers int) *Result {
	r := pl.NewResult()
	type point struct {
		metrics []float64
		err     error
	}
	out := make([]point, len(pl.Values))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Go(func() {
			for i := range next {
				m, err := pl.Measure(base, i, nil)
				out[i] = point{m, err}
			}
		})
	}
	for i := range pl.Values {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, p := range out { // filed in point order: errors list in order too
		r.Set(i, p.metrics, p.err)
	}
	return r
}

// Table is the result as a text table: the knob's value, then one column
// per metric (its id, which is what a goal or a URL names).
func (r *Result) Table() *lab.Table {
	t := &lab.Table{Columns: []lab.Column{{ID: r.Knob, Label: i18n.Plain(r.Knob)}}}
	ids := r.order
	for _, id := range ids {
		t.Columns = append(t.Columns, lab.Column{ID: id, Label: i18n.Plain(id)})
	}
	for i, v := range r.Values {
		row := []i18n.Text{i18n.Plain(v)}
		for _, id := range ids {
			row = append(row, i18n.Plain(Format(r.Metrics[id][i])))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// Format prints a metric value briefly: whole numbers as they are, others
// with four significant digits; "-" for a point that could not run.
func Format(v *float64) string {
	if v == nil {
		return "-"
	}
	if *v == float64(int64(*v)) {
		return strconv.FormatInt(int64(*v), 10)
	}
	return strconv.FormatFloat(*v, 'g', 4, 64)
}
