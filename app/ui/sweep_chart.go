package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/sweep"
)

// sweepPlot is what the sweep chart draws: the knob's points, the metrics
// read at each, and the marks. It holds data only, so the chart is drawn
// (and tested) without a browser.
type sweepPlot struct {
	knob    string   // the x axis title, with its unit
	values  []string // each point's value in the knob's own encoding
	shown   []string // … and as a reader sees it (2221 ms for 2.221053s)
	xs      []float64
	log     bool
	metrics []sweepMetric
	// cur and pin hold one slice per metric, one value per point: NaN for
	// a point not run yet or one whose run failed (failed says which).
	cur, pin [][]float64
	failed   []string // per point: why it could not run ("" when it ran)
	pinned   bool     // a pinned run's curve is drawn (pin may still be filling)
	marks    []sweepMark
	hrefs    []string // per point: the link that opens its run
	pinLabel string
}

type sweepMetric struct {
	id, label, unit string
}

// sweepMark is a vertical line at a knob value (the lesson's, the form's).
type sweepMark struct {
	x     float64
	label string
	class string
}

// sweepPanel is one small chart of the stack: the metrics that share a unit.
type sweepPanel struct {
	unit    string
	metrics []int // indexes into sweepPlot.metrics
	y       axis
	title   string
}

// xScale is the knob's axis: exactly the swept range, linear or log.
type xScale struct {
	lo, hi float64
	log    bool
	ticks  []float64
}

func (s xScale) at(v, a, b float64) float64 {
	lo, hi := s.lo, s.hi
	if s.log {
		v, lo, hi = math.Log10(v), math.Log10(lo), math.Log10(hi)
	}
	if hi <= lo {
		return (a + b) / 2
	}
	return a + (b-a)*(v-lo)/(hi-lo)
}

// fitKnobAxis labels round values inside [lo, hi] so that no two labels
// touch: multiples of 1, 2 or 5 × 10^k on a linear axis, powers of ten
// (then 2 and 5 between them when there is room) on a log one. When fewer
// than two round values fall inside, the ends are labelled.
func fitKnobAxis(lo, hi, px float64, log bool) xScale {
	s := xScale{lo: lo, hi: hi, log: log && lo > 0}
	if !(hi > lo) {
		s.ticks = []float64{lo}
		return s
	}
	roomFor := func(ticks []float64) bool {
		for i := 1; i < len(ticks); i++ {
			a, b := s.at(ticks[i-1], 0, px), s.at(ticks[i], 0, px)
			need := (textW(fmtNum(ticks[i-1]))+textW(fmtNum(ticks[i])))/2 + tickGap
			if b-a < need {
				return false
			}
		}
		return true
	}
	if s.log {
		for _, mults := range [][]float64{{1, 2, 5}, {1, 3}, {1}} {
			var ticks []float64
			for k := math.Floor(math.Log10(lo)); math.Pow(10, k) <= hi*(1+1e-9); k++ {
				for _, m := range mults {
					v := m * math.Pow(10, k)
					if v >= lo*(1-1e-9) && v <= hi*(1+1e-9) {
						ticks = append(ticks, v)
					}
				}
			}
			if len(ticks) >= 2 && roomFor(ticks) {
				s.ticks = ticks
				return s
			}
		}
	} else {
		for _, step := range niceSteps(hi-lo, false) {
			ticks := tickValues(math.Ceil(lo/step-1e-9)*step, hi, step)
			if len(ticks) < 2 {
				break
			}
			if roomFor(ticks) {
				s.ticks = ticks
				return s
			}
		}
	}
	s.ticks = []float64{lo, hi}
	if !roomFor(s.ticks) {
		s.ticks = []float64{lo}
	}
	return s
}

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

// panels groups the metrics into small charts on one knob axis: one per
// unit (two units never share an axis), and within a unit apart when
// their peaks differ more than tenfold (a 600 ms curve beside an 800 s
// one would lie flat on its axis). Each y axis fits its data, the pinned
// curve included, so both read on the same scale.
func (d *sweepPlot) panels(plotH float64) []sweepPanel {
	var out []sweepPanel
	peaks := []float64{}
	for i, m := range d.metrics {
		pk := d.peak(i)
		placed := false
		for pi := range out {
			if out[pi].unit == m.unit && sameScale(peaks[pi], pk) {
				out[pi].metrics = append(out[pi].metrics, i)
				peaks[pi] = max(peaks[pi], pk)
				placed = true
				break
			}
		}
		if !placed {
			out = append(out, sweepPanel{unit: m.unit, metrics: []int{i}})
			peaks = append(peaks, pk)
		}
	}
	d.fit(out, plotH)
	return out
}

// peak is the largest magnitude metric mi reaches, over both curves (0
// before any point ran).
func (d *sweepPlot) peak(mi int) float64 {
	pk := 0.0
	for _, set := range [][][]float64{d.cur, d.pin} {
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
func (d *sweepPlot) fit(out []sweepPanel, plotH float64) {
	for pi := range out {
		p := &out[pi]
		lo, hi := math.Inf(1), math.Inf(-1)
		whole := true
		var labels []string
		for _, mi := range p.metrics {
			labels = append(labels, d.metrics[mi].label)
			for _, set := range [][][]float64{d.cur, d.pin} {
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
		if math.IsInf(lo, 0) {
			lo, hi = 0, 1
		}
		p.y = fitAxis(lab.Axis{Unit: p.unit, Integer: whole}, lo, hi, plotH, false)
		p.title = titled(strings.Join(labels, " · "), p.unit)
	}
}

// sweepChart draws the plot w pixels wide: one panel per unit, the current
// curve solid with a dot per point, the pinned one dashed with hollow dots,
// the marks as labelled vertical lines across every panel. Each point is a
// link (data-point, data-value) whose whole column is the click target.
func sweepChart(id string, d *sweepPlot, w float64, lang i18n.Lang) (svgText, alt string) {
	n := len(d.values)
	panels := d.panels(0)
	plotH := sweepPanelH(w, len(panels))
	d.fit(panels, plotH)
	left := 28.0
	for _, p := range panels {
		left = max(left, p.y.labelWidth()+10)
	}
	lo, hi := 0.0, 1.0
	if n > 0 {
		lo, hi = d.xs[0], d.xs[n-1]
	}
	right := 12.0
	x := fitKnobAxis(lo, hi, w-left-right, d.log)
	if len(x.ticks) > 0 {
		right = max(right, textW(fmtNum(x.ticks[len(x.ticks)-1]))/2+4)
		x = fitKnobAxis(lo, hi, w-left-right, d.log)
	}
	plotR := w - right

	// Marks: labels on their own rows above the plots, pushed to a second
	// row when they would touch the first.
	type placed struct {
		m   sweepMark
		px  float64
		row int
	}
	var marks []placed
	var rowEnds [2][]float64
	for _, m := range d.marks {
		if m.x < lo-1e-9*math.Abs(lo) || m.x > hi+1e-9*math.Abs(hi) || n == 0 {
			continue
		}
		px := x.at(m.x, left, plotR)
		lw := textW(m.label)
		start := min(max(px-lw/2, 2), w-2-lw)
		row := 0
		for _, end := range rowEnds[0] {
			if start < end+8 {
				row = 1
			}
		}
		rowEnds[row] = append(rowEnds[row], start+lw)
		marks = append(marks, placed{m, px, row})
	}
	rows := 0
	for _, p := range marks {
		rows = max(rows, p.row+1)
	}
	top := float64(rows)*sweepMarkRow + 4

	// Legend: the metrics, then the pinned run's line.
	var items []legendItem
	for i, m := range d.metrics {
		items = append(items, legendItem{label: m.label, class: "series " + colour(i), line: true})
	}
	if d.pinned {
		items = append(items, legendItem{label: shorten(d.pinLabel, w-left-40), class: "series pin-swatch d1", line: true})
	}
	pos, legendRowsN := legendRows(items, left, w-8)

	panelTop := make([]float64, len(panels))
	y := top
	for pi := range panels {
		panelTop[pi] = y + sweepTitleRow
		y = panelTop[pi] + plotH + sweepPanelGap
	}
	plotBottom := y - sweepPanelGap
	h := plotBottom + sweepBelow + float64(legendRowsN)*legendRowH + 8

	alt = sweepAlt(d, lang)
	title := txtSweepTitle.Format(d.knob).In(lang)
	g := newSVG(id, w, h, title, alt)

	for pi, p := range panels {
		t, b := panelTop[pi], panelTop[pi]+plotH
		for _, v := range p.y.ticks {
			py := p.y.at(v, b, t)
			g.line(left, py, plotR, py, "grid")
			g.text(left-5, py+4, "end", "tick", fmtNum(v))
		}
		g.line(left, b, plotR, b, "axis")
		g.line(left, b, left, t, "axis")
		g.text(left, t-6, "start", "axis-label", shorten(p.title, w-left-4))
	}
	for _, v := range x.ticks {
		px := x.at(v, left, plotR)
		g.line(px, plotBottom, px, plotBottom+4, "axis")
		g.text(px, plotBottom+15, "middle", "tick", fmtNum(v))
	}
	g.text(plotR, plotBottom+31, "end", "axis-label", shorten(d.knob, plotR-left))

	for _, p := range marks {
		// The line runs through each plot under its label, not through
		// the panels' titles.
		for pi := range panels {
			g.line(p.px, panelTop[pi], p.px, panelTop[pi]+plotH, "sweep-mark "+p.m.class)
		}
		lw := textW(p.m.label)
		start := min(max(p.px-lw/2, 2), w-2-lw)
		g.text(start, float64(p.row)*sweepMarkRow+11, "start", "sweep-mark-label "+p.m.class, p.m.label)
	}

	X := func(i int) float64 { return x.at(d.xs[i], left, plotR) }
	curve := func(set [][]float64, mi int, class string) {
		if mi >= len(set) {
			return
		}
		pi, _ := panelOf(panels, mi)
		t, b := panelTop[pi], panelTop[pi]+plotH
		var run [][2]float64
		flush := func() {
			if len(run) > 1 {
				g.polyline(run, class)
			}
			run = run[:0]
		}
		for i, v := range set[mi] {
			if i >= n || math.IsNaN(v) {
				flush()
				continue
			}
			run = append(run, [2]float64{X(i), panels[pi].y.at(v, b, t)})
		}
		flush()
	}
	for mi := range d.metrics {
		if d.pinned {
			curve(d.pin, mi, "series pin "+colour(mi)+" d1")
		}
		curve(d.cur, mi, "series "+colour(mi))
	}
	// Pinned dots first, so the current run's are on top.
	for mi := range d.metrics {
		if !d.pinned || mi >= len(d.pin) {
			continue
		}
		pi, _ := panelOf(panels, mi)
		t, b := panelTop[pi], panelTop[pi]+plotH
		for i, v := range d.pin[mi] {
			if i < n && !math.IsNaN(v) {
				fmt.Fprintf(&g.b, `<circle cx="%s" cy="%s" r="%s" class="pin-dot %s"/>`,
					num(X(i)), num(panels[pi].y.at(v, b, t)), num(sweepPointR-0.5), colour(mi))
			}
		}
	}

	// One link per point that has run: a column as tall as every panel (the
	// click target), the dots of every metric, and a title with the numbers.
	for i := 0; i < n; i++ {
		if !d.ran(i) {
			continue
		}
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
		if i < len(d.hrefs) {
			href = d.hrefs[i]
		}
		var ys []string
		for mi := range d.metrics {
			v := math.NaN()
			if mi < len(d.cur) {
				v = d.cur[mi][i]
			}
			ys = append(ys, dataY(v))
		}
		fmt.Fprintf(&g.b, `<a href="%s" data-point="%d" data-value="%s" data-y="%s" class="sweep-pt">`,
			esc(href), i, esc(d.values[i]), esc(strings.Join(ys, ",")))
		fmt.Fprintf(&g.b, `<title>%s</title>`, esc(d.pointTip(i, lang)))
		g.rect(X(i)-half, panelTop[0]-4, 2*half, plotBottom-panelTop[0]+8, "hit", "")
		if d.failed[i] != "" {
			g.text(X(i), plotBottom-3, "middle", "sweep-failed", "×")
		}
		for mi := range d.metrics {
			if mi >= len(d.cur) || math.IsNaN(d.cur[mi][i]) {
				continue
			}
			pi, _ := panelOf(panels, mi)
			t, b := panelTop[pi], panelTop[pi]+plotH
			fmt.Fprintf(&g.b, `<circle cx="%s" cy="%s" r="%s" class="dot %s"/>`,
				num(X(i)), num(panels[pi].y.at(d.cur[mi][i], b, t)), num(sweepPointR), colour(mi))
		}
		g.b.WriteString(`</a>`)
	}
	g.legend(items, pos, plotBottom+sweepBelow+12)
	return g.String(), alt
}

// show is point i's value as a reader sees it.
func (d *sweepPlot) show(i int) string {
	if i < len(d.shown) {
		return d.shown[i]
	}
	return d.values[i]
}

// ran reports whether point i has a result (a value or an error).
func (d *sweepPlot) ran(i int) bool {
	if i < len(d.failed) && d.failed[i] != "" {
		return true
	}
	for _, vs := range d.cur {
		if i < len(vs) && !math.IsNaN(vs[i]) {
			return true
		}
	}
	return false
}

// pointTip says what a point is: the knob's value, then every metric (or
// why it could not run).
func (d *sweepPlot) pointTip(i int, lang i18n.Lang) string {
	parts := []string{d.knob + " = " + d.show(i)}
	if d.failed[i] != "" {
		parts = append(parts, d.failed[i])
	} else {
		for mi, m := range d.metrics {
			if mi < len(d.cur) {
				parts = append(parts, m.label+": "+withUnit(fmtMetric(d.cur[mi][i]), m.unit))
			}
		}
	}
	parts = append(parts, txtSweepOpen.In(lang))
	return strings.Join(parts, " · ")
}

// sweepAlt is the chart in words: per metric its lowest and highest value
// and where (the data table has every number).
func sweepAlt(d *sweepPlot, lang i18n.Lang) string {
	n := len(d.values)
	if n == 0 {
		return ""
	}
	parts := []string{txtSweepAltRange.Format(d.knob, d.show(0), d.show(n-1), n).In(lang)}
	for mi, m := range d.metrics {
		if mi >= len(d.cur) {
			continue
		}
		lo, hi := -1, -1
		for i, v := range d.cur[mi] {
			if math.IsNaN(v) {
				continue
			}
			if lo < 0 || v < d.cur[mi][lo] {
				lo = i
			}
			if hi < 0 || v > d.cur[mi][hi] {
				hi = i
			}
		}
		if lo < 0 {
			parts = append(parts, txtAltNoData.Format(m.label).In(lang))
			continue
		}
		if d.cur[mi][lo] == d.cur[mi][hi] {
			parts = append(parts, txtSweepAltFlat.Format(m.label, withUnit(fmtMetric(d.cur[mi][lo]), m.unit)).In(lang))
			continue
		}
		parts = append(parts, txtSweepAltMetric.Format(m.label,
			withUnit(fmtMetric(d.cur[mi][lo]), m.unit), d.show(lo),
			withUnit(fmtMetric(d.cur[mi][hi]), m.unit), d.show(hi)).In(lang))
	}
	failed := 0
	for _, f := range d.failed {
		if f != "" {
			failed++
		}
	}
	if failed > 0 {
		parts = append(parts, txtSweepAltFailed.N(failed).In(lang))
	}
	return strings.Join(parts, " ")
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

// fmtMetric prints a metric value for people: whole numbers as they are,
// others to four significant digits, never in e-notation; "–" for none.
func fmtMetric(v float64) string {
	if math.IsNaN(v) {
		return "–"
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return fmtNum(sweep.RoundSig(v, 4))
}

// dataY writes a metric value exactly (shortest round trip), for scripts
// and tests that read the drawn points; "" for none.
func dataY(v float64) string {
	if math.IsNaN(v) {
		return ""
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func withUnit(v, unit string) string {
	switch {
	case unit == "" || v == "–":
		return v
	case unit == "%":
		return v + " %"
	}
	return v + " " + unit
}

// knobNumber is a knob value on its axis: a number as it is, a duration in
// the knob's unit (ms unless it says otherwise).
func knobNumber(v string, duration bool, unit string) (float64, bool) {
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

// titled is a label with its unit, unless the label says it already.
func titled(label, unit string) string {
	if unit == "" || strings.Contains(label, "("+unit+")") {
		return label
	}
	return label + " (" + unit + ")"
}
