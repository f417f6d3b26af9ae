package draw

import (
	"math"
	"net/url"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sweep"
)

// readyPlan is lab labID's ready sweep readyID, planned.
func readyPlan(t *testing.T, labID, readyID string) (*sweep.Plan, lab.SweepPreset) {
	t.Helper()
	l := labs.Find(labID)
	var rs lab.SweepPreset
	for _, s := range l.Sweeps {
		if s.ID == readyID {
			rs = s
		}
	}
	steps := rs.Steps
	if steps == 0 {
		steps = sweep.DefaultSteps
	}
	pl, err := sweep.NewPlan(l, sweep.Spec{Knob: rs.Knob, From: rs.From, To: rs.To, Steps: steps, Log: rs.Log, Metrics: rs.Metrics})
	if err != nil {
		t.Fatal(err)
	}
	return pl, rs
}

// measureSweep runs every point of pl over the parameters encoded: per
// metric, one value per point (NaN where the point failed), and per point
// why it failed ("" when it ran).
func measureSweep(t *testing.T, pl *sweep.Plan, encoded string, lang i18n.Lang) (grid [][]float64, failed []string) {
	t.Helper()
	base, err := url.ParseQuery(encoded)
	if err != nil {
		t.Fatal(err)
	}
	grid = make([][]float64, len(pl.Metrics))
	for mi := range grid {
		grid[mi] = make([]float64, len(pl.Values))
	}
	for i := range pl.Values {
		vals, err := pl.Measure(base, i, nil)
		msg := ""
		if err != nil {
			msg = i18n.ErrorIn(err, lang)
		}
		failed = append(failed, msg)
		for mi := range grid {
			grid[mi][i] = math.NaN()
			if err == nil {
				grid[mi][i] = vals[mi]
			}
		}
	}
	return grid, failed
}

// realSweep runs a lab's ready sweep as the sweep view does (over the
// ready sweep's parameters; pinBase: the pinned run's, "" for none) and
// returns the plot the view would draw, with the lesson's value and a
// third of the way along marked.
func realSweep(t *testing.T, labID, readyID, pinBase string, lang i18n.Lang) *SweepPlot {
	t.Helper()
	pl, rs := readyPlan(t, labID, readyID)
	f := pl.Field
	dur := f.Kind == param.Duration
	unit := f.UnitText
	if dur && unit == "" {
		unit = "ms"
	}
	show := func(v string) string { return ShowKnob(v, dur, unit, lang) }
	d := &SweepPlot{Knob: Titled(f.LabelText.In(lang), unit), Values: pl.Values, Log: pl.Spec.Log, Whole: f.Kind == param.Int}
	for _, id := range pl.Metrics {
		m := pl.Lab.Metric(id)
		d.Metrics = append(d.Metrics, SweepMetric{ID: id, Label: m.Label.In(lang), Unit: m.Unit})
	}
	d.Cur, d.Failed = measureSweep(t, pl, rs.Params, lang)
	if pinBase != "" {
		d.Pin, _ = measureSweep(t, pl, pinBase, lang)
		d.Pinned, d.PinLabel = true, "dashed: the pinned run's parameters ("+pinBase+")"
	}
	base, _ := url.ParseQuery(rs.Params)
	for i, v := range pl.Values {
		x, _ := KnobNumber(v, dur, unit)
		d.Xs = append(d.Xs, x)
		d.Shown = append(d.Shown, show(v))
		d.Hrefs = append(d.Hrefs, "?"+pl.Query(base, i).Encode())
	}
	mark := func(v string, label i18n.Text, class string) {
		if x, ok := KnobNumber(v, dur, unit); ok {
			d.Marks = append(d.Marks, SweepMark{X: x, Label: label.Format(show(v)).In(lang), Class: class})
		}
	}
	mark(f.Default, i18n.Text{TR: "ders: %s", EN: "lesson: %s"}, "lesson")
	mark(pl.Values[len(pl.Values)/3], i18n.Text{TR: "şimdiki: %s", EN: "current: %s"}, "current")
	return d
}
