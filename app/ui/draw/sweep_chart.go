package draw

import (
	"fmt"
	"math"
	"strings"

	"playground/engine/i18n"
)

// Layout of the sweep chart, top to bottom: the marks' labels, then per
// panel its title and plot, then the knob's ticks and title, the legend.
const (
	sweepMarkRow  = 15.0
	sweepTitleRow = 18.0
	sweepPanelGap = 16.0
	sweepBelow    = 36.0 // tick labels and the x-axis title
	sweepPointR   = 3.5
)

func sweepPanelH(w float64, panels int) float64 {
	h := min(max(w*0.34, 130), 210)
	if panels > 2 {
		h = min(max(w*0.26, 110), 170)
	}
	return h
}

// sweepLayout is where the sweep chart puts everything at one width. It is
// worked out before anything is drawn: the picture's height depends on the
// marks' rows, the panels and the legend's rows.
type sweepLayout struct {
	w, h        float64
	left, plotR float64 // every plot's left and right edge
	plotH       float64 // one panel's plot height
	panels      []sweepPanel
	panelTop    []float64 // each panel's plot top
	plotBottom  float64   // the last plot's bottom, where the knob's axis runs
	x           xScale
	marks       []placedMark
	items       []legendItem
	legendPos   [][2]float64
}

// placedMark is a mark with its line's x and the row of its label.
type placedMark struct {
	m   SweepMark
	px  float64
	row int
}

func layoutSweep(d *SweepPlot, w float64) *sweepLayout {
	n := len(d.Values)
	lay := &sweepLayout{w: w, panels: d.panels(0)}
	lay.plotH = sweepPanelH(w, len(lay.panels))
	if d.Live {
		lay.plotH = max(lay.plotH, 200) // room for a finger to draw on a phone
	}
	d.fit(lay.panels, lay.plotH)
	lay.left = 28.0
	for _, p := range lay.panels {
		lay.left = max(lay.left, p.y.labelWidth()+10)
	}
	lo, hi := 0.0, 1.0
	if n > 0 {
		lo, hi = d.Xs[0], d.Xs[n-1]
	}
	// The last tick label centres on the plot's right edge: make room for
	// it, then fit again in what is left.
	right := 12.0
	lay.x = fitKnobAxis(lo, hi, w-lay.left-right, d.Log, d.Whole)
	if len(lay.x.ticks) > 0 {
		right = max(right, tickW(lay.x.ticks[len(lay.x.ticks)-1])/2+4)
		lay.x = fitKnobAxis(lo, hi, w-lay.left-right, d.Log, d.Whole)
	}
	lay.plotR = w - right
	if n > 0 {
		lay.marks = lay.placeMarks(d.Marks, lo, hi)
	}
	rows := 0
	for _, p := range lay.marks {
		rows = max(rows, p.row+1)
	}
	// Legend: the metrics (none while a sketch is drawn: no curve is
	// shown, the panel's title names the metric), then the pinned run's
	// line and the sketch.
	for i, m := range d.Metrics {
		if !d.Live {
			lay.items = append(lay.items, legendItem{label: m.Label, class: "series " + colour(i), line: true})
		}
	}
	if d.Pinned {
		lay.items = append(lay.items, legendItem{label: shorten(d.PinLabel, w-lay.left-40), class: "series pin-swatch d1", line: true})
	}
	if d.Sketch != nil && d.SketchLabel != "" {
		lay.items = append(lay.items, legendItem{label: d.SketchLabel, class: d.sketchClass("sketch"), line: true})
	}
	pos, legendRowsN := legendRows(lay.items, lay.left, w-8)
	lay.legendPos = pos
	lay.panelTop = make([]float64, len(lay.panels))
	y := float64(rows)*sweepMarkRow + 4
	for pi := range lay.panels {
		lay.panelTop[pi] = y + sweepTitleRow
		y = lay.panelTop[pi] + lay.plotH + sweepPanelGap
	}
	lay.plotBottom = y - sweepPanelGap
	lay.h = lay.plotBottom + sweepBelow + float64(legendRowsN)*legendRowH + 8
	return lay
}

// placeMarks keeps the marks inside lo…hi and puts their labels on their
// own rows above the plots, pushed to a second row when they would touch
// one on the first.
func (lay *sweepLayout) placeMarks(marks []SweepMark, lo, hi float64) []placedMark {
	var out []placedMark
	var rowEnds [2][]float64
	for _, m := range marks {
		if m.X < lo-1e-9*math.Abs(lo) || m.X > hi+1e-9*math.Abs(hi) {
			continue
		}
		px := lay.x.at(m.X, lay.left, lay.plotR)
		start := lay.markStart(px, m.Label)
		row := 0
		for _, end := range rowEnds[0] {
			if start < end+8 {
				row = 1
			}
		}
		rowEnds[row] = append(rowEnds[row], start+textW(m.Label))
		out = append(out, placedMark{m, px, row})
	}
	return out
}

// markStart is where a mark's label starts: centred on its line, kept
// inside the picture.
func (lay *sweepLayout) markStart(px float64, label string) float64 {
	lw := textW(label)
	return min(max(px-lw/2, 2), lay.w-2-lw)
}

// xOf is point i's x; yOf is where value v of metric mi stands, in its
// panel.
func (lay *sweepLayout) xOf(d *SweepPlot, i int) float64 {
	return lay.x.at(d.Xs[i], lay.left, lay.plotR)
}

func (lay *sweepLayout) yOf(mi int, v float64) float64 {
	pi, _ := panelOf(lay.panels, mi)
	t := lay.panelTop[pi]
	return lay.panels[pi].y.At(v, t+lay.plotH, t)
}

// SweepChart draws the plot w pixels wide: one panel per unit, the current
// curve solid with a dot per point, the pinned one dashed with hollow dots,
// the marks as labelled vertical lines across every panel, a learner's
// sketch under the first metric's curve. Each point is a
// link (data-point, data-value, data-y) whose whole column is the click
// target, so a reader opens a point's run from anywhere above it.
func SweepChart(id string, d *SweepPlot, w float64, lang i18n.Lang) (svgText, alt string) {
	lay := layoutSweep(d, w)
	alt = sweepAlt(d, lang)
	g := newSVG(id, w, lay.h, lang, d.Title(lang), alt)
	lay.drawAxes(g, d.Knob)
	lay.drawMarks(g)
	lay.drawSketch(g, d)
	for mi := range d.Metrics {
		if d.Pinned {
			lay.drawCurve(g, d, d.Pin, mi, "series pin "+colour(mi)+" d1")
		}
		lay.drawCurve(g, d, d.Cur, mi, "series "+colour(mi))
	}
	// Pinned dots first, so the current run's are on top.
	for mi := range d.Metrics {
		if !d.Pinned || mi >= len(d.Pin) {
			continue
		}
		for i, v := range d.Pin[mi] {
			if i < len(d.Values) && !math.IsNaN(v) {
				g.circle(lay.xOf(d, i), lay.yOf(mi, v), sweepPointR-0.5, "pin-dot "+colour(mi), "")
			}
		}
	}
	for i := range d.Values {
		if d.ran(i) {
			lay.drawPoint(g, d, i, lang)
		}
	}
	g.legend(lay.items, lay.legendPos, lay.plotBottom+sweepBelow+12)
	return g.String(), alt
}

// drawAxes draws each panel's grid, y ticks and title, then the knob's
// ticks and title below the last.
func (lay *sweepLayout) drawAxes(g *svg, knob string) {
	for pi, p := range lay.panels {
		t, b := lay.panelTop[pi], lay.panelTop[pi]+lay.plotH
		for _, v := range p.y.Ticks {
			py := p.y.At(v, b, t)
			g.line(lay.left, py, lay.plotR, py, "grid")
			g.text(lay.left-5, py+4, "end", "tick", Value(v, g.lang))
		}
		g.line(lay.left, b, lay.plotR, b, "axis")
		g.line(lay.left, b, lay.left, t, "axis")
		g.text(lay.left, t-6, "start", "axis-label", shorten(p.title, lay.w-lay.left-4))
	}
	for _, v := range lay.x.ticks {
		px := lay.x.at(v, lay.left, lay.plotR)
		g.line(px, lay.plotBottom, px, lay.plotBottom+4, "axis")
		g.text(px, lay.plotBottom+15, "middle", "tick", Value(v, g.lang))
	}
	g.text(lay.plotR, lay.plotBottom+31, "end", "axis-label", shorten(knob, lay.plotR-lay.left))
}

// drawMarks draws each mark's line through every plot under its label,
// not through the panels' titles, and the label on its row.
func (lay *sweepLayout) drawMarks(g *svg) {
	for _, p := range lay.marks {
		for pi := range lay.panels {
			g.line(p.px, lay.panelTop[pi], p.px, lay.panelTop[pi]+lay.plotH, "sweep-mark "+p.m.Class)
		}
		g.text(lay.markStart(p.px, p.m.Label), float64(p.row)*sweepMarkRow+11, "start", "sweep-mark-label "+p.m.Class, p.m.Label)
	}
}

// drawCurve draws metric mi of set as lines through the points that have
// a value: a point not run (or failed) breaks the line.
func (lay *sweepLayout) drawCurve(g *svg, d *SweepPlot, set [][]float64, mi int, class string) {
	if mi >= len(set) {
		return
	}
	var run [][2]float64
	flush := func() {
		if len(run) > 1 {
			g.polyline(run, class)
		}
		run = run[:0]
	}
	for i, v := range set[mi] {
		if i >= len(d.Values) || math.IsNaN(v) {
			flush()
			continue
		}
		run = append(run, [2]float64{lay.xOf(d, i), lay.yOf(mi, v)})
	}
	flush()
}

// drawPoint draws point i as one link: a column as tall as every panel
// (the click target), the dots of every metric, and a title with the
// numbers. data-y holds the values exactly, for scripts and tests.
func (lay *sweepLayout) drawPoint(g *svg, d *SweepPlot, i int, lang i18n.Lang) {
	n := len(d.Values)
	X := func(i int) float64 { return lay.xOf(d, i) }
	var half float64
	switch {
	case n == 1:
		half = 10
	case i == 0:
		half = (X(1) - X(0)) / 2
	case i == n-1:
		half = (X(n-1) - X(n-2)) / 2
	default:
		half = (X(i+1) - X(i-1)) / 4
	}
	half = min(max(half, 3), 24)
	href := ""
	if i < len(d.Hrefs) {
		href = d.Hrefs[i]
	}
	var ys []string
	for mi := range d.Metrics {
		v := math.NaN()
		if mi < len(d.Cur) {
			v = d.Cur[mi][i]
		}
		ys = append(ys, dataY(v))
	}
	fmt.Fprintf(&g.b, `<a href="%s" data-point="%d" data-value="%s" data-y="%s" class="sweep-pt">`,
		esc(href), i, esc(d.Values[i]), esc(strings.Join(ys, ",")))
	fmt.Fprintf(&g.b, `<title>%s</title>`, esc(d.pointTip(i, lang)))
	top := lay.panelTop[0]
	g.rect(X(i)-half, top-4, 2*half, lay.plotBottom-top+8, "hit", "")
	if d.Failed[i] != "" {
		g.text(X(i), lay.plotBottom-3, "middle", "sweep-failed", "×")
	}
	for mi := range d.Metrics {
		if mi >= len(d.Cur) || math.IsNaN(d.Cur[mi][i]) {
			continue
		}
		g.circle(X(i), lay.yOf(mi, d.Cur[mi][i]), sweepPointR, "dot "+colour(mi), "")
	}
	g.b.WriteString(`</a>`)
}
