package draw

import (
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// SweepPlot is what the sweep chart draws: a knob's points, the metrics
// read at each, and the marks. It holds data only, filled by the caller as
// a sweep runs; SweepChart draws it at a width.
type SweepPlot struct {
	Knob   string    // the x axis title, with its unit
	Values []string  // each point's value in the knob's own encoding
	Shown  []string  // … and as a reader sees it (2221 ms for 2.221053s)
	Xs     []float64 // … and where it stands on the axis (KnobNumber)
	Log    bool      // the points are spaced evenly in log(x): so is the axis
	Whole  bool      // the knob takes whole numbers: its axis labels only those
	// Metrics are the curves, in order (a colour each).
	Metrics []SweepMetric
	// Cur and Pin hold one slice per metric, one value per point: NaN for
	// a point not run yet or one whose run failed (Failed says which).
	Cur, Pin [][]float64
	Failed   []string // per point: why it could not run ("" when it ran)
	Pinned   bool     // a pinned run's curve is drawn (Pin may still be filling)
	Marks    []SweepMark
	Hrefs    []string // per point: the link that opens its run
	PinLabel string   // the legend's name for the pinned curve
	// Sketch is the learner's drawn guess of the first metric, a value
	// per point (NaN: not drawn), drawn under the curves and named
	// SketchLabel in the legend. Live draws it as it is being drawn: bold,
	// with the keyboard's point (Cursor) marked. The first panel spans at
	// least SketchLo…SketchHi when Hi > Lo: the axes a guess is drawn on
	// before any point ran.
	Sketch             []float64
	SketchLabel        string
	SketchLo, SketchHi float64
	Live               bool
	Cursor             int
}

// SweepMetric is one curve: a metric's id, its label and unit. Metrics of
// one unit share a panel (and axis) while their scales allow.
type SweepMetric struct {
	ID, Label, Unit string
}

// SweepMark is a vertical line at a knob value (the lesson's, the form's);
// Class says which, for its colour.
type SweepMark struct {
	X     float64
	Label string
	Class string
}

// sweepPanel is one small chart of the stack: the metrics that share a unit.
type sweepPanel struct {
	unit    string
	metrics []int // indexes into SweepPlot.Metrics
	y       Axis
	title   string
}

// panels groups the metrics into small charts on one knob axis: one per
// unit (two units never share an axis), and within a unit apart when
// their peaks differ more than tenfold (a 600 ms curve beside an 800 s
// one would lie flat on its axis). Each y axis fits its data, the pinned
// curve included, so both read on the same scale.
func (d *SweepPlot) panels(plotH float64) []sweepPanel {
	var out []sweepPanel
	peaks := []float64{}
	for i, m := range d.Metrics {
		pk := d.peak(i)
		placed := false
		for pi := range out {
			if out[pi].unit == m.Unit && sameScale(peaks[pi], pk) {
				out[pi].metrics = append(out[pi].metrics, i)
				peaks[pi] = max(peaks[pi], pk)
				placed = true
				break
			}
		}
		if !placed {
			out = append(out, sweepPanel{unit: m.Unit, metrics: []int{i}})
			peaks = append(peaks, pk)
		}
	}
	d.fit(out, plotH)
	return out
}

// peak is the largest magnitude metric mi reaches, over both curves (0
// before any point ran).
func (d *SweepPlot) peak(mi int) float64 {
	pk := 0.0
	for _, set := range [][][]float64{d.Cur, d.Pin} {
		if mi < len(set) {
			for _, v := range set[mi] {
				if !math.IsNaN(v) {
					pk = max(pk, math.Abs(v))
				}
			}
		}
	}
	return pk
}

// sameScale says two peaks read well on one axis: within a factor of ten
// (a curve with no data yet goes anywhere).
func sameScale(a, b float64) bool {
	if a == 0 || b == 0 {
		return true
	}
	return max(a, b) <= 10*min(a, b)
}

// fit fits each panel's y axis to plotH pixels and writes its title.
func (d *SweepPlot) fit(out []sweepPanel, plotH float64) {
	for pi := range out {
		p := &out[pi]
		lo, hi := math.Inf(1), math.Inf(-1)
		whole := true
		var labels []string
		for _, mi := range p.metrics {
			labels = append(labels, d.Metrics[mi].Label)
			for _, set := range [][][]float64{d.Cur, d.Pin} {
				if mi >= len(set) {
					continue
				}
				for _, v := range set[mi] {
					if math.IsNaN(v) {
						continue
					}
					lo, hi = min(lo, v), max(hi, v)
					whole = whole && v == math.Trunc(v)
				}
			}
		}
		if p.metrics[0] == 0 {
			if d.SketchHi > d.SketchLo {
				lo, hi = min(lo, d.SketchLo), max(hi, d.SketchHi)
			}
			for _, v := range d.Sketch {
				if !math.IsNaN(v) {
					lo, hi = min(lo, v), max(hi, v)
				}
			}
		}
		if math.IsInf(lo, 0) {
			lo, hi = 0, 1
		}
		p.y = fitAxis(lab.Axis{Unit: p.unit, Integer: whole}, lo, hi, plotH, false)
		p.title = Titled(strings.Join(labels, " · "), p.unit)
	}
}

func panelOf(panels []sweepPanel, mi int) (int, bool) {
	for pi, p := range panels {
		for _, m := range p.metrics {
			if m == mi {
				return pi, true
			}
		}
	}
	return 0, false
}

// show is point i's value as a reader sees it.
func (d *SweepPlot) show(i int) string {
	if i < len(d.Shown) {
		return d.Shown[i]
	}
	return d.Values[i]
}

// ran reports whether point i has a result (a value or an error).
func (d *SweepPlot) ran(i int) bool {
	if i < len(d.Failed) && d.Failed[i] != "" {
		return true
	}
	for _, vs := range d.Cur {
		if i < len(vs) && !math.IsNaN(vs[i]) {
			return true
		}
	}
	return false
}

// KnobNumber is a knob value where it stands on the sweep's axis: a number
// as it is, a duration in the knob's unit (ms unless it says otherwise).
func KnobNumber(v string, duration bool, unit string) (float64, bool) {
	if duration {
		d, err := time.ParseDuration(strings.TrimSpace(v))
		if err != nil {
			return 0, false
		}
		return inUnit(d, unit), true
	}
	x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	return x, err == nil
}

// ShowKnob writes a swept knob's value for a reader: a number in the
// knob's unit, which the knob's title names once, to four digits in l's
// writing (the point's link keeps the exact value); a choice as it is.
func ShowKnob(v string, duration bool, unit string, l i18n.Lang) string {
	if x, ok := KnobNumber(v, duration, unit); ok {
		return MetricIn(x, "", l)
	}
	return v
}

// Titled is a label with its unit in brackets, unless the label says it
// already: axis and column titles name their unit once.
func Titled(label, unit string) string {
	if unit == "" || strings.Contains(label, "("+unit+")") {
		return label
	}
	return label + " (" + unit + ")"
}
