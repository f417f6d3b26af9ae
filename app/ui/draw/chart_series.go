package draw

import (
	"math"
	"slices"
	"sort"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// seriesScale is what a line or bar figure is drawn on; figures of one
// Share group get the same one.
type seriesScale struct {
	x, y Axis
	cats []float64 // bars: the categories (x values), in order
}

// seriesPlotH is the plot's height for a figure w pixels wide.
func seriesPlotH(w float64) float64 { return min(max(w*0.42, 150), 230) }

// Vertical layout of a series figure: the y-axis title above the plot,
// tick labels and the x-axis title below it, then the legend.
const (
	seriesTop     = 22.0
	seriesBelow   = 34.0 // tick labels and the x-axis title
	seriesLegendY = 50.0 // first legend baseline below the plot
)

// fitSeries fits the axes of figure f to the data of every series in ss
// (several when f shares its scale).
func fitSeries(f lab.Figure, ss []*lab.Series, w float64) *seriesScale {
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	var cats []float64
	for _, s := range ss {
		for _, l := range s.Lines {
			for _, p := range l.Points {
				xlo, xhi = min(xlo, p.X), max(xhi, p.X)
				ylo, yhi = min(ylo, p.Y), max(yhi, p.Y)
				cats = append(cats, p.X)
			}
		}
	}
	if math.IsInf(xlo, 0) {
		xlo, xhi, ylo, yhi = 0, 1, 0, 1
	}
	if f.Kind == lab.FigBar {
		//lint:ignore S1032 sort.Float64s is slices.Sort: one more generic copy of the sort in app.wasm
		sort.Sort(sort.Float64Slice(cats))
		cats = slices.Compact(cats)
		lines := 0
		for _, s := range ss {
			lines = max(lines, len(s.Lines))
		}
		if barValues(len(cats), lines) && yhi > 0 {
			// The tallest bar's number sits above it: leave it room inside
			// the plot, clear of the axis label above.
			yhi += (yhi - min(ylo, 0)) * valueRoom / seriesPlotH(w)
		}
		return &seriesScale{y: fitAxis(f.Y, ylo, yhi, seriesPlotH(w), false), cats: cats}
	}
	sc := &seriesScale{y: fitAxis(f.Y, ylo, yhi, seriesPlotH(w), false)}
	left, right := seriesMargins(sc.y, nil)
	sc.x = fitAxis(f.X, xlo, xhi, w-left-right, true)
	// The last tick label centres on the plot's right edge: make room for
	// it, then fit again in what is left.
	left, right = seriesMargins(sc.y, &sc.x)
	sc.x = fitAxis(f.X, xlo, xhi, w-left-right, true)
	return sc
}

// barValues says whether a bar chart writes each bar's number above it: when
// there are few enough bars for the numbers to fit. valueRoom is the height
// (px) a number needs above its bar.
func barValues(cats, lines int) bool { return cats*lines <= 24 }

const valueRoom = 16.0

// seriesMargins leave room for the y tick labels on the left and half the
// last x tick label on the right.
func seriesMargins(y Axis, x *Axis) (left, right float64) {
	left = max(28, y.labelWidth()+10)
	right = 10.0
	if x != nil && len(x.Ticks) > 0 {
		right = max(right, tickW(x.Ticks[len(x.Ticks)-1])/2+4)
	}
	return left, right
}

// seriesFrame starts a series figure: the svg, the legend laid out, and
// the plot's box.
type seriesFrame struct {
	g                        *svg
	items                    []legendItem
	pos                      [][2]float64
	left, right, top, bottom float64 // the plot's box
}

func newSeriesFrame(id string, f lab.Figure, s *lab.Series, sc *seriesScale, w float64, lang i18n.Lang, items []legendItem, title, alt string) *seriesFrame {
	left, right := seriesMargins(sc.y, &sc.x)
	if f.Kind == lab.FigBar {
		left, right = seriesMargins(sc.y, nil)
	}
	pos, rows := legendRows(items, left, w-8)
	top := seriesTop
	bottom := top + seriesPlotH(w)
	h := bottom + seriesLegendY + float64(max(rows, 1)-1)*legendRowH + 8
	if rows == 0 {
		h = bottom + seriesBelow + 6
	}
	return &seriesFrame{g: newSVG(id, w, h, lang, title, alt), items: items, pos: pos,
		left: left, right: w - right, top: top, bottom: bottom}
}

// yAxis draws the horizontal grid, the y tick labels and the y-axis title.
func (fr *seriesFrame) yAxis(y Axis, label string) {
	g := fr.g
	for _, v := range y.Ticks {
		py := y.At(v, fr.bottom, fr.top)
		g.line(fr.left, py, fr.right, py, "grid")
		g.text(fr.left-5, py+4, "end", "tick", Value(v, g.lang))
	}
	g.line(fr.left, fr.bottom, fr.right, fr.bottom, "axis")
	g.line(fr.left, fr.bottom, fr.left, fr.top, "axis")
	g.text(4, 12, "start", "axis-label", shorten(label, g.w-8))
}

// finish writes the x-axis title and the legend, and closes the svg.
func (fr *seriesFrame) finish(xLabel string) string {
	g := fr.g
	g.text(fr.right, fr.bottom+30, "end", "axis-label", shorten(xLabel, fr.right-fr.left))
	g.legend(fr.items, fr.pos, fr.bottom+seriesLegendY)
	return g.String()
}

// plot is the frame's geometry, with x as its x axis (zero for bars, whose
// x is categories).
func (fr *seriesFrame) plot(x Axis, unit string) Plot {
	return Plot{Width: fr.g.w, Height: fr.g.h, Left: fr.left, Right: fr.right, Top: fr.top, Bottom: fr.bottom, X: x, XUnit: unit}
}

// lineChart draws a series as step lines (a value holds until the next
// point) over a continuous x axis.
func lineChart(id string, f lab.Figure, s *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string, Plot) {
	labels := lineLabels(s, lang)
	items := make([]legendItem, len(labels))
	for i, l := range labels {
		items[i] = legendItem{label: l, class: "series " + colour(i) + " " + dash(i), line: true}
	}
	alt := seriesAlt(f, s, lang)
	fr := newSeriesFrame(id, f, s, sc, w, lang, items, f.Title.In(lang), alt)
	g := fr.g
	fr.yAxis(sc.y, axisLabel(f.Y, lang))
	for _, v := range sc.x.Ticks {
		px := sc.x.At(v, fr.left, fr.right)
		g.line(px, fr.bottom, px, fr.bottom+4, "axis")
		g.text(px, fr.bottom+15, "middle", "tick", Value(v, g.lang))
	}
	for i, l := range s.Lines {
		pts := bucket(l.Points, maxPoints)
		if len(pts) == 1 { // a lone value: a stem to it
			x, y := sc.x.At(pts[0].X, fr.left, fr.right), sc.y.At(pts[0].Y, fr.bottom, fr.top)
			g.line(x, fr.bottom, x, y, "stem "+colour(i))
		}
		g.polyline(fr.steps(sc, pts), "series "+colour(i)+" "+dash(i))
	}
	return fr.finish(axisLabel(f.X, lang)), alt, fr.plot(sc.x, f.X.Unit)
}

// steps is the polyline of a step line through pts: a value holds until
// the next point's x.
func (fr *seriesFrame) steps(sc *seriesScale, pts []lab.Point) [][2]float64 {
	X := func(v float64) float64 { return sc.x.At(v, fr.left, fr.right) }
	Y := func(v float64) float64 { return sc.y.At(v, fr.bottom, fr.top) }
	var poly [][2]float64
	for j, p := range pts {
		if j > 0 {
			poly = append(poly, [2]float64{X(p.X), Y(pts[j-1].Y)})
		}
		poly = append(poly, [2]float64{X(p.X), Y(p.Y)})
	}
	return poly
}

// barChart draws grouped bars: one group per x value (a category or an
// instant), one bar per line.
func barChart(id string, f lab.Figure, s *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string, Plot) {
	labels := lineLabels(s, lang)
	items := make([]legendItem, len(labels))
	for i, l := range labels {
		items[i] = legendItem{label: l, class: colour(i)}
	}
	alt := seriesAlt(f, s, lang)
	fr := newSeriesFrame(id, f, s, sc, w, lang, items, f.Title.In(lang), alt)
	g := fr.g
	fr.yAxis(sc.y, axisLabel(f.Y, lang))
	cats := sc.cats
	if len(cats) == 0 {
		return fr.finish(axisLabel(f.X, lang)), alt, fr.plot(Axis{}, "")
	}
	bs := newBars(fr, sc, len(s.Lines))
	labelled := barLabels(cats, bs.groupW, f.X.Integer)
	values := barValues(len(cats), len(s.Lines))
	for gi, x := range cats {
		if name, ok := categoryName(f.X, x, lang); ok {
			// A named category: every group says its name, cut to fit.
			g.text(fr.left+bs.groupW*(float64(gi)+0.5), fr.bottom+15, "middle", "tick", shorten(name, bs.groupW-6))
		} else if labelled[gi] {
			g.text(fr.left+bs.groupW*(float64(gi)+0.5), fr.bottom+15, "middle", "tick", Value(x, lang))
		}
		for li, l := range s.Lines {
			y, ok := yAt(l, x)
			if !ok {
				continue
			}
			bx, top, base := bs.bar(gi, li, y)
			g.rect(bx, min(top, base), max(bs.barW-1, 1), math.Abs(base-top), "bar "+colour(li), labels[li]+" · "+Value(x, lang)+": "+Value(y, lang))
			if v := Value(y, lang); values && textW(v) <= bs.barW+8 {
				g.text(bx+bs.barW/2, min(top, base)-3, "middle", "value", v)
			}
		}
	}
	return fr.finish(axisLabel(f.X, lang)), alt, fr.plot(Axis{}, "")
}

// bars is the geometry of grouped bars in a frame: a group per category,
// as wide as the plot shares out, its bars filling 80 % of it side by side.
type bars struct {
	fr           *seriesFrame
	y            Axis
	groupW, barW float64
}

// groupWidth is one category's share of a plot plotW wide.
func groupWidth(plotW float64, sc *seriesScale) float64 { return plotW / float64(len(sc.cats)) }

func newBars(fr *seriesFrame, sc *seriesScale, lines int) bars {
	groupW := groupWidth(fr.right-fr.left, sc)
	return bars{fr: fr, y: sc.y, groupW: groupW, barW: groupW * 0.8 / float64(max(1, lines))}
}

// bar is where line li's bar of group gi stands for value y: its left
// edge, the y of its value and of its base (0, or the axis' floor).
func (b bars) bar(gi, li int, y float64) (x, top, base float64) {
	gx := b.fr.left + b.groupW*float64(gi) + b.groupW*0.1
	top = b.y.At(y, b.fr.bottom, b.fr.top)
	base = b.y.At(max(b.y.Lo, 0), b.fr.bottom, b.fr.top)
	return gx + b.barW*float64(li), top, base
}

// barLabels says which categories get a label so that labels never touch:
// all when they fit; else, when the categories are numbers on a grid, those
// on a round step (0, 0.2, 0.4 … rather than 0, 0.112, 0.208 …); else every
// k-th.
func barLabels(cats []float64, groupW float64, integer bool) []bool {
	out := make([]bool, len(cats))
	widest := 0.0
	for _, x := range cats {
		widest = max(widest, tickW(x))
	}
	every := max(1, int(math.Ceil((widest+6)/groupW)))
	if every > 1 && len(cats) > 1 {
		for _, step := range niceSteps(cats[len(cats)-1]-cats[0], integer) {
			var marks []int
			for i, c := range cats {
				if q := c / step; math.Abs(q-math.Round(q)) < 1e-6 {
					marks = append(marks, i)
				}
			}
			ok := len(marks) >= 2
			for j := 1; ok && j < len(marks); j++ {
				ok = marks[j]-marks[j-1] >= every
			}
			if ok {
				for _, i := range marks {
					out[i] = true
				}
				return out
			}
		}
	}
	for i := range cats {
		out[i] = i%every == 0
	}
	return out
}

// bucket keeps the shape of a long line: per bucket of x it keeps the point
// with the largest y (peaks matter in queues and load).
func bucket(pts []lab.Point, n int) []lab.Point {
	if len(pts) <= n {
		return pts
	}
	out := make([]lab.Point, 0, n+1)
	per := (len(pts) + n - 1) / n
	for i := 0; i < len(pts); i += per {
		best := pts[i]
		for _, p := range pts[i:min(i+per, len(pts))] {
			if p.Y > best.Y {
				best = p
			}
		}
		out = append(out, best)
	}
	return append(out, pts[len(pts)-1])
}

// seriesAlt says, per line, its highest value and where: the text a screen
// reader gets instead of the picture (the data table has the rest).
func seriesAlt(f lab.Figure, s *lab.Series, lang i18n.Lang) string {
	labels := lineLabels(s, lang)
	xName := axisLabel(f.X, lang)
	if xName == "" {
		xName = "x"
	}
	parts := []string{f.Title.In(lang) + "."}
	for i, l := range s.Lines {
		if len(l.Points) == 0 {
			parts = append(parts, txtAltNoData.Format(labels[i]).In(lang))
			continue
		}
		if named := namedValues(f.X, l, lang); named != "" {
			parts = append(parts, labels[i]+": "+named+".")
			continue
		}
		best := l.Points[0]
		for _, p := range l.Points {
			if p.Y > best.Y {
				best = p
			}
		}
		at := Value(best.X, lang)
		if name, ok := categoryName(f.X, best.X, lang); ok {
			at = name // a categorical x reads as its name, not its index
		}
		parts = append(parts, txtAltPeak.Format(labels[i], Value(best.Y, lang), xName, at).In(lang))
	}
	return strings.Join(parts, " ")
}

// namedValues lists a line's values by category name ("plain 100,
// single-flight 1") when every point is a named category and there are few
// enough to read out; "" otherwise.
func namedValues(x lab.Axis, l lab.Line, lang i18n.Lang) string {
	if len(l.Points) > 12 {
		return ""
	}
	var out []string
	for _, p := range l.Points {
		name, ok := categoryName(x, p.X, lang)
		if !ok {
			return ""
		}
		out = append(out, name+" "+Value(p.Y, lang))
	}
	return strings.Join(out, ", ")
}

// categoryName is the name Axis.Categories gives x (0, 1, 2…), when the
// lab gives one.
func categoryName(a lab.Axis, x float64, lang i18n.Lang) (string, bool) {
	i := int(x)
	if float64(i) != x || i < 0 || i >= len(a.Categories) {
		return "", false
	}
	name := a.Categories[i].In(lang)
	return name, name != ""
}
