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

// RunPoint runs point i: exactly Lab.Run with the point's parameters.
func (pl *Plan) RunPoint(base url.Values, i int, env *lab.Env) (*lab.Result, error) {
	return pl.Lab.Run(pl.Query(base, i), env)
}

// Set files point i's run into r. A cancelled run is not filed.
func (r *Result) Set(i int, res *lab.Result, err error) {
	if errors.Is(err, lab.ErrCancelled) {
		return
	}
	r.Done++
	if err != nil {
		r.Errors = append(r.Errors, PointError{Value: r.Values[i], Error: i18n.Text{
			TR: i18n.ErrorIn(err, i18n.TR), EN: i18n.ErrorIn(err, i18n.EN)}})
		return
	}
	for id, vs := range r.Metrics {
		v := res.Metrics[id]
		vs[i] = &v
	}
}

// Run runs every point on workers goroutines (1 or less: one). Points are
// independent runs filed by index, so the result is the same whatever the
// worker count.
func (pl *Plan) Run(base url.Values, workers int) *Result {
	r := pl.NewResult()
	type done struct {
		i   int
		res *lab.Result
		err error
	}
	out := make([]done, len(pl.Values))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res, err := pl.RunPoint(base, i, nil)
				out[i] = done{i, res, err}
			}
		}()
	}
	for i := range pl.Values {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, d := range out { // filed in point order: errors list in order too
		r.Set(d.i, d.res, d.err)
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
