package ui

import (
	"regexp"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// timeFigures are the run's figures whose x axis is the run's virtual
// time, where a cursor can say "now": lanes (spans over time) and lines
// whose x unit is a time unit. Bars (categories or instants) and sequence
// diagrams (one row per exchange) have no such axis.
func timeFigures(r *lab.Result) []lab.Figure {
	var out []lab.Figure
	for _, f := range r.Figures {
		switch {
		case f.Kind == lab.FigLanes:
			out = append(out, f)
		case f.Kind == lab.FigLine && isTimeUnit(f.X.Unit) && r.SeriesByID(f.Series) != nil:
			out = append(out, f)
		}
	}
	return out
}

func isTimeUnit(u string) bool {
	switch u {
	case "s", "ms", "µs", "us", "ns", "min":
		return true
	}
	return false
}

// timeMap places a moment on a drawn figure: the plot's left and right
// edge in px, the axis it spans, and the plot's top and bottom.
type timeMap struct {
	ax          axis
	unit        string
	left, right float64
	top, bottom float64
}

// x is where t falls, and whether it falls on the axis at all.
func (tm timeMap) x(t time.Duration) (float64, bool) {
	v := inUnit(t, tm.unit)
	if v < tm.ax.lo-1e-9 || v > tm.ax.hi+1e-9 {
		return 0, false
	}
	return tm.ax.at(v, tm.left, tm.right), true
}

// gridLine finds the first grid line of a drawn lanes chart: it runs from
// the top of the lanes to their bottom.
var gridLine = regexp.MustCompile(`<line x1="[^"]*" y1="([^"]*)" x2="[^"]*" y2="([^"]*)" class="grid"/>`)

// timeMapOf is the geometry the charts code drew figure f with at width w
// (the same functions, so the cursor lands where the chart put the time;
// a test holds them to the drawn ticks). svg is the drawn chart.
func timeMapOf(r *lab.Result, figs []lab.Figure, f lab.Figure, w float64, lang i18n.Lang, svg string) (timeMap, bool) {
	width := func(string, bool) float64 { return w }
	scales := shareScales(r, figs, width, lang)
	switch f.Kind {
	case lab.FigLine:
		s := r.SeriesByID(f.Series)
		if s == nil {
			return timeMap{}, false
		}
		sc := scales[f.Share]
		if sc == nil {
			sc = fitSeries(f, []*lab.Series{s}, w)
		}
		left, right := seriesMargins(sc.y, &sc.x)
		return timeMap{ax: sc.x, unit: f.X.Unit, left: left, right: w - right, top: seriesTop, bottom: seriesTop + seriesPlotH(w)}, true
	case lab.FigLanes:
		left := laneLeft(f, r, w, lang)
		right := w - 16
		lo, hi := laneExtent(f, r)
		x := fitAxis(timeAxis(f, lo), lo, hi, right-left, true)
		if sc := scales[f.Share]; sc != nil {
			x = sc.x
		}
		tm := timeMap{ax: x, unit: f.X.Unit, left: left, right: right, top: 4, bottom: 40}
		if g := gridLine.FindStringSubmatch(svg); g != nil {
			tm.top, _ = strconv.ParseFloat(g[1], 64)
			tm.bottom, _ = strconv.ParseFloat(g[2], 64)
		}
		return tm, true
	}
	return timeMap{}, false
}

// svgHeight reads the height a drawn chart declares.
var svgHeight = regexp.MustCompile(`^<svg [^>]*height="([^"]*)"`)

func heightOf(svg string) float64 {
	if m := svgHeight.FindStringSubmatch(svg); m != nil {
		h, _ := strconv.ParseFloat(m[1], 64)
		return h
	}
	return 0
}
