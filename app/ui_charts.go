package main

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Chart limits keep the SVG small on big runs: the picture is for the eye,
// the tables hold the numbers.
const (
	chartW      = 640.0
	maxPoints   = 400 // per line, after bucketing
	maxLanes    = 24
	maxMessages = 40
	maxDataRows = 40
)

// renderCharts draws the run's pictures: lanes from Spans, a sequence diagram
// from the Trace, and one chart per Series (bars or lines, as the lab says).
func (p *playground) renderCharts() app.UI {
	r := p.res
	if r == nil || (len(r.Spans) == 0 && len(r.Trace) == 0 && len(r.Series) == 0) {
		return nil
	}
	var figs []app.UI
	lanes, seq := chartPlan(p.lab.ID)
	if lanes && len(r.Spans) > 0 {
		svg, alt := lanesChart("chart-lanes", r.Spans, p.t(txtLanes), p.lang)
		figs = append(figs, figure("fig-lanes wide", p.t(txtLanes), svg, alt, nil))
	}
	if seq && len(r.Trace) > 0 {
		title := txtSequence.Format(p.lab.Title).In(p.lang)
		svg, alt := sequenceChart("chart-seq", r.Trace, title, p.lang)
		figs = append(figs, figure("fig-seq wide", title, svg, alt, nil))
	}
	for i, s := range r.Series {
		id := "chart-" + safeID(s.ID, i)
		title := s.Title.In(p.lang)
		var svg, alt string
		if s.Kind == lab.SeriesBar {
			svg, alt = barChart(id, s, p.lang)
		} else {
			svg, alt = lineChart(id, s, p.lang)
		}
		figs = append(figs, figure("fig-"+safeID(s.ID, i), title, svg, alt, p.seriesTable(s)))
	}
	if p.embed && len(figs) > 1 {
		figs = figs[:1] // a lesson page embeds the lab's main picture only
	}
	return app.Section().Class("charts").ID("charts").Aria("labelledby", "charts-h").Body(
		app.H2().ID("charts-h").Text(p.t(txtCharts)),
		app.Div().Class("chart-grid").Body(figs...),
	)
}

// chartPlan says which pictures a lab's story needs besides its series: the
// registry's replicas over time, the sidecar's messages (attempts, statuses,
// charges). Other labs tell theirs with series; their traces are too long to
// read as a diagram.
func chartPlan(labID string) (lanes, sequence bool) {
	switch labID {
	case "registry":
		return true, false
	case "sidecar":
		return false, true
	}
	return false, false
}

// figure wraps a chart with its caption, its text alternative and, when
// given, its data as a table.
func figure(id, title, svg, alt string, data app.UI) app.UI {
	cls := "chart-fig"
	if i := strings.IndexByte(id, ' '); i > 0 {
		id, cls = id[:i], cls+" "+id[i+1:]
	}
	return app.Figure().Class(cls).ID(id).Body(
		app.FigCaption().Text(title),
		app.Raw(svg),
		app.P().Class("alt").Text(alt),
		data,
	)
}

func (p *playground) seriesTable(s lab.Series) app.UI {
	xs := map[float64]bool{}
	for _, l := range s.Lines {
		for _, pt := range l.Points {
			xs[pt.X] = true
		}
	}
	keys := make([]float64, 0, len(xs))
	for x := range xs {
		keys = append(keys, x)
	}
	sort.Float64s(keys)
	keys = thin(keys, maxDataRows)
	return app.Details().Class("chart-data").Body(
		app.Summary().Text(p.t(txtChartData)),
		app.Table().Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(s.X.In(p.lang)),
				app.Range(s.Lines).Slice(func(i int) app.UI {
					return app.Th().Scope("col").Text(s.Lines[i].Label.In(p.lang))
				}),
			)),
			app.TBody().Body(app.Range(keys).Slice(func(ri int) app.UI {
				x := keys[ri]
				return app.Tr().Body(
					app.Th().Scope("row").Class("num").Text(fmtNum(x)),
					app.Range(s.Lines).Slice(func(i int) app.UI {
						v, ok := yAt(s.Lines[i], x)
						if !ok {
							return app.Td().Text("")
						}
						return app.Td().Class("num").Text(fmtNum(v))
					}),
				)
			})),
		),
	)
}

func yAt(l lab.Line, x float64) (float64, bool) {
	for _, p := range l.Points {
		if p.X == x {
			return p.Y, true
		}
	}
	return 0, false
}

// thin keeps at most n evenly spread items (first and last included).
func thin[T any](xs []T, n int) []T {
	if len(xs) <= n {
		return xs
	}
	out := make([]T, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, xs[i*(len(xs)-1)/(n-1)])
	}
	return out
}

func safeID(id string, i int) string {
	var b strings.Builder
	for _, r := range id {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			b.WriteRune(r)
		} else if r >= 'A' && r <= 'Z' {
			b.WriteRune(r + 32)
		}
	}
	if b.Len() == 0 {
		return fmt.Sprint("s", i)
	}
	return b.String()
}

func colour(i int) string { return fmt.Sprintf("c%d", i%8) }
func dash(i int) string   { return fmt.Sprintf("d%d", (i/8+i)%4) }

// seriesFrame starts a series chart: the picture grows by a row for every 80
// characters of legend, and plotB is where the plot area ends above it.
func seriesFrame(id string, s lab.Series, lang i18n.Lang, bottom float64) (g *svg, labels []string, plotB float64, alt string) {
	labels = lineLabels(s, lang)
	legendRows := 1 + len(strings.Join(labels, "   "))/80
	h := 220 + float64(legendRows)*16
	alt = seriesAlt(s, lang)
	return newSVG(id, chartW, h, s.Title.In(lang), alt), labels, h - bottom - float64(legendRows)*16, alt
}

// lineChart draws a Series as step lines over a linear x axis.
func lineChart(id string, s lab.Series, lang i18n.Lang) (string, string) {
	var maxX, maxY float64
	for _, l := range s.Lines {
		for _, p := range l.Points {
			maxX, maxY = max(maxX, p.X), max(maxY, p.Y)
		}
	}
	const left, top, bottom = 48.0, 12.0, 36.0
	g, labels, plotB, alt := seriesFrame(id, s, lang, bottom)
	ymax, ystep := niceMax(maxY)
	xmax, xstep := niceMax(maxX)
	xs := scale{xmax, left, chartW - 12}
	ys := scale{ymax, plotB, top}
	axes(g, xs, ys, xstep, ystep, s.X.In(lang), s.Y.In(lang))
	for i, l := range s.Lines {
		pts := bucket(l.Points, maxPoints)
		var poly [][2]float64
		for j, p := range pts {
			if j > 0 { // step: hold the previous value until the next x
				poly = append(poly, [2]float64{xs.at(p.X), ys.at(pts[j-1].Y)})
			}
			poly = append(poly, [2]float64{xs.at(p.X), ys.at(p.Y)})
		}
		if len(pts) == 1 { // a lone value (everything at one instant): a stem to it
			g.line(xs.at(pts[0].X), ys.a, xs.at(pts[0].X), ys.at(pts[0].Y), "stem "+colour(i))
		}
		g.polyline(poly, "series "+colour(i)+" "+dash(i))
	}
	g.legend(left, plotB+bottom-2, labels, func(i int) string { return colour(i) })
	return g.String(), alt
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

func lineLabels(s lab.Series, lang i18n.Lang) []string {
	out := make([]string, len(s.Lines))
	for i, l := range s.Lines {
		out[i] = l.Label.In(lang)
		if out[i] == "" {
			out[i] = l.ID
		}
	}
	return out
}

// seriesAlt says, per line, its highest value and where: the text a screen
// reader gets instead of the picture (the data table has the rest).
func seriesAlt(s lab.Series, lang i18n.Lang) string {
	var parts []string
	for i, l := range s.Lines {
		if len(l.Points) == 0 {
			continue
		}
		best := l.Points[0]
		for _, p := range l.Points {
			if p.Y > best.Y {
				best = p
			}
		}
		parts = append(parts, txtLineAlt.Format(lineLabels(s, lang)[i], fmtNum(best.Y), fmtNum(best.X)).In(lang))
	}
	return s.Title.In(lang) + ". " + strings.Join(parts, " ")
}

func axes(g *svg, xs, ys scale, xstep, ystep float64, xlabel, ylabel string) {
	for _, v := range ticks(ys.max, ystep) {
		y := ys.at(v)
		g.line(xs.a, y, xs.b, y, "grid")
		g.text(xs.a-4, y+4, "end", "tick", fmtNum(v))
	}
	for _, v := range ticks(xs.max, xstep) {
		x := xs.at(v)
		g.line(x, ys.a, x, ys.a+4, "axis")
		g.text(x, ys.a+15, "middle", "tick", fmtNum(v))
	}
	g.line(xs.a, ys.a, xs.b, ys.a, "axis")
	g.line(xs.a, ys.a, xs.a, ys.b, "axis")
	g.text(xs.b, ys.a+28, "end", "axis-label", xlabel)
	g.text(xs.a, ys.b-2, "start", "axis-label", ylabel)
}

// barChart draws grouped bars: one group per x value, one bar per line.
func barChart(id string, s lab.Series, lang i18n.Lang) (string, string) {
	xset := map[float64]bool{}
	var maxY float64
	for _, l := range s.Lines {
		for _, p := range l.Points {
			xset[p.X] = true
			maxY = max(maxY, p.Y)
		}
	}
	xsv := make([]float64, 0, len(xset))
	for x := range xset {
		xsv = append(xsv, x)
	}
	sort.Float64s(xsv)
	const left, top, bottom = 48.0, 18.0, 36.0
	g, labels, plotB, alt := seriesFrame(id, s, lang, bottom)
	ymax, ystep := niceMax(maxY)
	ys := scale{ymax, plotB, top}
	for _, v := range ticks(ymax, ystep) {
		g.line(left, ys.at(v), chartW-12, ys.at(v), "grid")
		g.text(left-4, ys.at(v)+4, "end", "tick", fmtNum(v))
	}
	groupW := (chartW - 12 - left) / float64(len(xsv))
	barW := groupW * 0.8 / float64(max(1, len(s.Lines)))
	showValues := len(xsv)*len(s.Lines) <= 24
	for gi, x := range xsv {
		gx := left + groupW*float64(gi) + groupW*0.1
		if len(xsv) > 1 {
			g.text(left+groupW*(float64(gi)+0.5), plotB+15, "middle", "tick", fmtNum(x))
		}
		for li, l := range s.Lines {
			y, ok := yAt(l, x)
			if !ok {
				continue
			}
			bx := gx + barW*float64(li)
			g.rect(bx, ys.at(y), barW-1, plotB-ys.at(y), "bar "+colour(li), labels[li]+" · "+fmtNum(x)+": "+fmtNum(y))
			if showValues {
				g.text(bx+barW/2, ys.at(y)-3, "middle", "value", fmtNum(y))
			}
		}
	}
	g.line(left, plotB, chartW-12, plotB, "axis")
	if len(xsv) > 1 {
		g.text(chartW-12, plotB+28, "end", "axis-label", s.X.In(lang))
	}
	g.text(left, top-6, "start", "axis-label", s.Y.In(lang))
	g.legend(left, plotB+bottom-2, labels, func(i int) string { return colour(i) })
	return g.String(), alt
}

// lanesChart draws Spans: one lane per Lane (in order of appearance), one thin
// row per state inside it. Marker spans (phases) become numbered lines across
// the chart; window spans are shaded behind every lane.
func lanesChart(id string, spans []lab.Span, title string, lang i18n.Lang) (string, string) {
	var lanes, states []string
	var end time.Duration
	var markers, windows []lab.Span
	for _, s := range spans {
		end = max(end, s.To)
		switch s.Kind {
		case lab.SpanMarker:
			markers = append(markers, s)
			continue
		case lab.SpanWindow:
			windows = append(windows, s)
			continue
		}
		if !contains(lanes, s.Lane) {
			if len(lanes) == maxLanes {
				continue
			}
			lanes = append(lanes, s.Lane)
		}
		if name := s.Label.In(lang); !contains(states, name) {
			states = append(states, name)
		}
	}
	const left, top, rowH, gap = 120.0, 30.0, 9.0, 8.0
	laneY := map[string]float64{}
	y := top
	for _, l := range lanes {
		laneY[l] = y
		y += float64(len(states))*rowH + gap
	}
	plotB := y
	h := plotB + 40 + 16*float64(1+len(states)/6)
	ms := float64(end) / float64(time.Millisecond)
	xmax, xstep := niceMax(ms)
	xs := scale{xmax, left, chartW - 12}
	alt := txtLanesAlt.Format(len(lanes), fmtDur(end), strings.Join(states, ", ")).In(lang)
	g := newSVG(id, chartW, h, title, alt)
	toX := func(d time.Duration) float64 { return xs.at(float64(d) / float64(time.Millisecond)) }
	for _, w := range windows {
		name := w.Label.In(lang)
		g.rect(toX(w.From), top-4, toX(w.To)-toX(w.From), plotB-top+4, "window", name+": "+fmtDur(w.From)+"–"+fmtDur(w.To))
		g.text(toX(w.From)+2, plotB-2, "start", "window-label", name)
	}
	for _, v := range ticks(xmax, xstep) {
		g.line(xs.at(v), top-4, xs.at(v), plotB, "grid")
		g.text(xs.at(v), plotB+14, "middle", "tick", fmtNum(v))
	}
	g.text(chartW-12, plotB+27, "end", "axis-label", txtTimeMs.In(lang))
	for i, m := range markers {
		x := toX(m.From)
		g.line(x, 4, x, plotB, "phase")
		ly := 12.0 + float64(i%2)*10
		g.text(x+3, ly, "start", "phase-label", fmt.Sprintf("%d %s", i+1, m.Label.In(lang)))
	}
	for _, l := range lanes {
		g.text(left-6, laneY[l]+float64(len(states))*rowH/2+4, "end", "lane", l)
	}
	for _, s := range spans {
		ly, ok := laneY[s.Lane]
		if !ok || s.Kind != lab.SpanState {
			continue
		}
		name := s.Label.In(lang)
		si := indexOf(states, name)
		g.rect(toX(s.From), ly+float64(si)*rowH, toX(s.To)-toX(s.From), rowH-2, "span "+colour(si),
			s.Lane+" "+name+": "+fmtDur(s.From)+"–"+fmtDur(s.To))
	}
	g.legend(left, plotB+44, states, func(i int) string { return colour(i) })
	return g.String(), alt
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}
