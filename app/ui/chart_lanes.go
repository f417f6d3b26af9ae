package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Lanes layout: one thin row per state a lane holds, lanes apart by a gap.
const (
	laneRowH  = 9.0
	laneGap   = 8.0
	markerRow = 12.0 // a row of phase labels above the lanes
)

// inRange reports whether a stretch [from, to] overlaps the figure's From…To.
func inRange(f lab.Figure, from, to time.Duration) bool {
	return to >= f.From && (f.To == 0 || from <= f.To)
}

// laneExtent is the stretch of time a lanes figure covers, in its x unit:
// From to To, or to the last span's end.
func laneExtent(f lab.Figure, r *lab.Result) (lo, hi float64) {
	end := f.To
	if end == 0 {
		for _, s := range r.Spans {
			if inRange(f, s.From, s.To) {
				end = max(end, s.To)
			}
		}
	}
	return inUnit(f.From, f.X.Unit), inUnit(end, f.X.Unit)
}

// timeAxis is the figure's x axis starting at lo unless it declares a start.
func timeAxis(f lab.Figure, lo float64) lab.Axis {
	a := f.X
	if a.Min == 0 {
		a.Min = lo
	}
	return a
}

// laneName is how a lane is labelled: its scene node's label (which says
// its role), or its id when no node has it.
func laneName(r *lab.Result, lane string, lang i18n.Lang) string {
	if n := r.Scene.Node(lane); n != nil && n.Label.In(lang) != "" {
		return n.Label.In(lang)
	}
	return lane
}

// stackedLanes: below this width lane labels go above their lanes, so the
// time axis keeps the whole width.
const stackedLanes = 560.0

// laneLeft is the room left of the plot: the lane labels, or, stacked, a
// margin for the first tick label.
func laneLeft(f lab.Figure, r *lab.Result, w float64, lang i18n.Lang) float64 {
	if w < stackedLanes {
		return 14
	}
	lw := 40.0
	for _, s := range r.Spans {
		if s.Kind == lab.SpanState && inRange(f, s.From, s.To) {
			lw = max(lw, textW(laneName(r, s.Lane, lang)))
		}
	}
	return min(lw, 220) + 10
}

// lanesChart draws the spans between From and To: one lane per Lane (in
// order of appearance), one thin row per state it holds. Marker spans
// (phases) are numbered lines across the chart, window spans are shaded
// behind every lane. shared, when given, is the x axis of its Share group.
func lanesChart(id string, f lab.Figure, r *lab.Result, shared *axis, w float64, lang i18n.Lang) (string, string) {
	var lanes, states []string
	laneStates := map[string][]string{}
	var markers, windows, held []lab.Span
	for _, s := range r.Spans {
		if !inRange(f, s.From, s.To) {
			continue
		}
		switch s.Kind {
		case lab.SpanMarker:
			markers = append(markers, s)
			continue
		case lab.SpanWindow:
			windows = append(windows, s)
			continue
		}
		if !slices.Contains(lanes, s.Lane) {
			if len(lanes) == maxLanes {
				continue
			}
			lanes = append(lanes, s.Lane)
		}
		name := s.Label.In(lang)
		if !slices.Contains(states, name) {
			states = append(states, name)
		}
		if !slices.Contains(laneStates[s.Lane], name) {
			laneStates[s.Lane] = append(laneStates[s.Lane], name)
		}
		held = append(held, s)
	}
	// A lane lists its states in the legend's order.
	for _, l := range lanes {
		ls := laneStates[l]
		slices.SortStableFunc(ls, func(a, b string) int { return slices.Index(states, a) - slices.Index(states, b) })
	}

	stacked := w < stackedLanes
	left := laneLeft(f, r, w, lang)
	right := w - 16
	lo, hi := laneExtent(f, r)
	x := fitAxis(timeAxis(f, lo), lo, hi, right-left, true)
	if shared != nil {
		x = *shared
	}
	unit := f.X.Unit
	X := func(d time.Duration) float64 { return x.at(inUnit(d, unit), left, right) }

	// Phases are labelled above the lanes, each label in the first row
	// where it does not run into the one before. When that takes more than
	// two rows, the lines carry their numbers only and the names are listed
	// under the legend.
	names := make([]string, len(markers))
	for i, m := range markers {
		names[i] = fmt.Sprintf("%d %s", i+1, m.Label.In(lang))
	}
	labels, rows := placeMarkers(markers, names, X, w)
	listed := rows > 2
	if listed {
		short := make([]string, len(markers))
		for i := range markers {
			short[i] = strconv.Itoa(i + 1)
		}
		labels, rows = placeMarkers(markers, short, X, w)
	}
	top := 8 + float64(rows)*markerRow + 4
	laneY := map[string]float64{}
	y := top
	labelH := 0.0
	if stacked {
		labelH = 14
	}
	for _, l := range lanes {
		laneY[l] = y + labelH
		y += labelH + float64(len(laneStates[l]))*laneRowH + laneGap
	}
	plotB := y
	items := make([]legendItem, len(states))
	for i, s := range states {
		items[i] = legendItem{label: s, class: colour(i)}
	}
	pos, legRows := legendRows(items, min(left, 14), w-8)
	h := plotB + 46 + float64(max(legRows, 1)-1)*legendRowH + 6
	var phaseLines []string
	if listed {
		phaseLines = wrapAll(strings.Join(names, " · "), w-20)
		h += float64(len(phaseLines)) * legendRowH
	}

	alt := lanesAlt(r, lanes, states, markers, windows, f, lang)
	g := newSVG(id, w, h, f.Title.In(lang), alt)
	for _, win := range windows {
		name := win.Label.In(lang)
		g.rect(X(win.From), top-4, X(win.To)-X(win.From), plotB-top+4, "window", name+": "+fmtDur(win.From)+"–"+fmtDur(win.To))
		g.text(X(win.From)+2, plotB-2, "start", "window-label", shorten(name, max(X(win.To)-X(win.From), right-X(win.From))))
	}
	for _, v := range x.ticks {
		px := x.at(v, left, right)
		g.line(px, top-4, px, plotB, "grid")
		g.text(px, plotB+14, "middle", "tick", fmtNum(v))
	}
	g.text(right, plotB+28, "end", "axis-label", axisLabel(f.X, lang))
	for i, m := range markers {
		g.line(X(m.From), 4, X(m.From), plotB, "phase")
		p := labels[i]
		g.text(p.x, 8+markerRow*float64(p.row)+8, p.anchor, "phase-label", p.text)
	}
	for _, l := range lanes {
		name := laneName(r, l, lang)
		if stacked {
			g.text(left, laneY[l]-4, "start", "lane", shorten(name, right-left))
			continue
		}
		mid := laneY[l] + float64(len(laneStates[l]))*laneRowH/2 + 4
		g.text(left-6, mid, "end", "lane", shorten(name, left-10))
	}
	for _, s := range held {
		ly, ok := laneY[s.Lane]
		if !ok {
			continue
		}
		name := s.Label.In(lang)
		row := slices.Index(laneStates[s.Lane], name)
		g.rect(X(s.From), ly+float64(row)*laneRowH, X(s.To)-X(s.From), laneRowH-2, "span "+colour(slices.Index(states, name)),
			laneName(r, s.Lane, lang)+" — "+name+": "+fmtDur(s.From)+"–"+fmtDur(s.To))
	}
	g.legend(items, pos, plotB+46)
	for i, line := range phaseLines {
		g.text(min(left, 14), plotB+46+float64(legRows+i)*legendRowH, "start", "phase-label", line)
	}
	return g.String(), alt
}

// markerLabel is a phase label placed above the lanes.
type markerLabel struct {
	text   string
	x      float64
	anchor string
	row    int
}

// placeMarkers puts each marker's label in the first row where it does not
// run into the previous one; near the right edge a label ends at its line
// instead of starting there. It returns the labels and the rows used.
func placeMarkers(markers []lab.Span, texts []string, X func(time.Duration) float64, w float64) ([]markerLabel, int) {
	var rowEnd []float64
	out := make([]markerLabel, len(markers))
	for i, m := range markers {
		text := shorten(texts[i], w-8)
		px := X(m.From)
		p := markerLabel{text: text, x: px + 3, anchor: "start"}
		a := p.x
		if a+textW(text) > w-4 {
			p.x, p.anchor = px-3, "end"
			a = max(p.x-textW(text), 4)
		}
		row := 0
		for row < len(rowEnd) && rowEnd[row] > a {
			row++
		}
		if row == len(rowEnd) {
			rowEnd = append(rowEnd, 0)
		}
		rowEnd[row] = a + textW(text) + 6
		p.row = row
		out[i] = p
	}
	return out, len(rowEnd)
}

// lanesAlt says what the lanes show: how many, over what stretch, the
// states, the phases and the shaded windows.
func lanesAlt(r *lab.Result, lanes, states []string, markers, windows []lab.Span, f lab.Figure, lang i18n.Lang) string {
	var end time.Duration
	for _, s := range r.Spans {
		if inRange(f, s.From, s.To) {
			end = max(end, s.To)
		}
	}
	if f.To != 0 {
		end = min(end, f.To)
	}
	parts := []string{txtLanesAlt.N(len(lanes), fmtDur(f.From), fmtDur(end), strings.Join(states, ", ")).In(lang)}
	if len(markers) > 0 {
		var ph []string
		for i, m := range markers {
			ph = append(ph, fmt.Sprintf("%d %s (%s)", i+1, m.Label.In(lang), fmtDur(m.From)))
		}
		parts = append(parts, txtLanesPhases.Format(strings.Join(ph, ", ")).In(lang))
	}
	for _, win := range windows {
		parts = append(parts, txtLanesWindow.Format(win.Label, fmtDur(win.From), fmtDur(win.To)).In(lang))
	}
	return strings.Join(parts, " ")
}
