package draw

import (
	"fmt"
	"slices"
	"sort"
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
func lanesChart(id string, f lab.Figure, r *lab.Result, shared *Axis, w float64, lang i18n.Lang) (string, string, Plot) {
	set := collectLanes(f, r, lang)
	lay := layoutLanes(f, r, &set, shared, w, lang)
	alt := lanesAlt(r, &set, f, lang)
	g := newSVG(id, w, lay.h, lang, f.Title.In(lang), alt)
	for _, win := range set.windows {
		name := win.Label.In(lang)
		x0, x1 := lay.X(win.From), lay.X(win.To)
		g.rect(x0, lay.top-4, x1-x0, lay.plotB-lay.top+4, "window", name+": "+Dur(win.From, lang)+"–"+Dur(win.To, lang))
		g.text(x0+2, lay.plotB-2, "start", "window-label", shorten(name, max(x1-x0, lay.right-x0)))
	}
	for _, v := range lay.x.Ticks {
		px := lay.x.At(v, lay.left, lay.right)
		g.line(px, lay.top-4, px, lay.plotB, "grid")
		g.text(px, lay.plotB+14, "middle", "tick", Value(v, lang))
	}
	g.text(lay.right, lay.plotB+28, "end", "axis-label", axisLabel(f.X, lang))
	for i, m := range set.markers {
		g.line(lay.X(m.From), 4, lay.X(m.From), lay.plotB, "phase")
		p := lay.labels[i]
		g.text(p.x, 8+markerRow*float64(p.row)+8, p.anchor, "phase-label", p.text)
	}
	lay.drawLanes(g, r, &set, lang)
	g.legend(lay.items, lay.legendPos, lay.plotB+46)
	for i, line := range lay.phaseLines {
		g.text(min(lay.left, 14), lay.plotB+46+float64(lay.legendRows+i)*legendRowH, "start", "phase-label", line)
	}
	plot := Plot{Width: w, Height: lay.h, Left: lay.left, Right: lay.right, Top: lay.top - 4, Bottom: lay.plotB, X: lay.x, XUnit: f.X.Unit}
	return g.String(), alt, plot
}

// laneSet is what a lanes figure shows: its lanes in order of appearance
// (at most maxLanes), the states in order of appearance (the legend's
// order), each lane's states in that order, and the spans by kind.
type laneSet struct {
	lanes, states          []string
	laneStates             map[string][]string
	markers, windows, held []lab.Span
}

func collectLanes(f lab.Figure, r *lab.Result, lang i18n.Lang) laneSet {
	set := laneSet{laneStates: map[string][]string{}}
	for _, s := range r.Spans {
		if !inRange(f, s.From, s.To) {
			continue
		}
		switch s.Kind {
		case lab.SpanMarker:
			set.markers = append(set.markers, s)
			continue
		case lab.SpanWindow:
			set.windows = append(set.windows, s)
			continue
		}
		if !slices.Contains(set.lanes, s.Lane) {
			if len(set.lanes) == maxLanes {
				continue
			}
			set.lanes = append(set.lanes, s.Lane)
		}
		name := s.Label.In(lang)
		if !slices.Contains(set.states, name) {
			set.states = append(set.states, name)
		}
		if !slices.Contains(set.laneStates[s.Lane], name) {
			set.laneStates[s.Lane] = append(set.laneStates[s.Lane], name)
		}
		set.held = append(set.held, s)
	}
	for _, l := range set.lanes {
		ls := set.laneStates[l]
		sort.SliceStable(ls, func(i, j int) bool { return slices.Index(set.states, ls[i]) < slices.Index(set.states, ls[j]) })
	}
	return set
}

// lanesLayout is where a lanes figure puts everything at one width.
type lanesLayout struct {
	h                       float64
	stacked                 bool // lane labels above their lanes (a phone)
	left, right, top, plotB float64
	x                       Axis
	unit                    string
	laneY                   map[string]float64 // each lane's first row
	labels                  []markerLabel
	phaseLines              []string // the phases' names listed below, when the lines carry numbers only
	items                   []legendItem
	legendPos               [][2]float64
	legendRows              int
}

// X is where moment d stands.
func (lay *lanesLayout) X(d time.Duration) float64 {
	return lay.x.At(inUnit(d, lay.unit), lay.left, lay.right)
}

func layoutLanes(f lab.Figure, r *lab.Result, set *laneSet, shared *Axis, w float64, lang i18n.Lang) *lanesLayout {
	lay := &lanesLayout{stacked: w < stackedLanes, left: laneLeft(f, r, w, lang), right: w - 16, unit: f.X.Unit, laneY: map[string]float64{}}
	lo, hi := laneExtent(f, r)
	lay.x = fitAxis(timeAxis(f, lo), lo, hi, lay.right-lay.left, true)
	if shared != nil {
		lay.x = *shared
	}
	// Phases are labelled above the lanes, each label in the first row
	// where it does not run into the one before. When that takes more than
	// two rows, the lines carry their numbers only and the names are listed
	// under the legend.
	names := make([]string, len(set.markers))
	for i, m := range set.markers {
		names[i] = fmt.Sprintf("%d %s", i+1, m.Label.In(lang))
	}
	labels, rows := placeMarkers(set.markers, names, lay.X, w)
	listed := rows > 2
	if listed {
		short := make([]string, len(set.markers))
		for i := range set.markers {
			short[i] = strconv.Itoa(i + 1)
		}
		labels, rows = placeMarkers(set.markers, short, lay.X, w)
	}
	lay.labels = labels
	lay.top = 8 + float64(rows)*markerRow + 4
	y := lay.top
	labelH := 0.0
	if lay.stacked {
		labelH = 14
	}
	for _, l := range set.lanes {
		lay.laneY[l] = y + labelH
		y += labelH + float64(len(set.laneStates[l]))*laneRowH + laneGap
	}
	lay.plotB = y
	lay.items = make([]legendItem, len(set.states))
	for i, s := range set.states {
		lay.items[i] = legendItem{label: s, class: colour(i)}
	}
	lay.legendPos, lay.legendRows = legendRows(lay.items, min(lay.left, 14), w-8)
	lay.h = lay.plotB + 46 + float64(max(lay.legendRows, 1)-1)*legendRowH + 6
	if listed {
		lay.phaseLines = wrapWords(strings.Join(names, " · "), w-20)
		lay.h += float64(len(lay.phaseLines)) * legendRowH
	}
	return lay
}

// drawLanes names each lane (beside it, or above it when stacked) and draws
// the spans it holds, a row per state.
func (lay *lanesLayout) drawLanes(g *svg, r *lab.Result, set *laneSet, lang i18n.Lang) {
	for _, l := range set.lanes {
		name := laneName(r, l, lang)
		if lay.stacked {
			g.text(lay.left, lay.laneY[l]-4, "start", "lane", shorten(name, lay.right-lay.left))
			continue
		}
		mid := lay.laneY[l] + float64(len(set.laneStates[l]))*laneRowH/2 + 4
		g.text(lay.left-6, mid, "end", "lane", shorten(name, lay.left-10))
	}
	for _, s := range set.held {
		ly, ok := lay.laneY[s.Lane]
		if !ok {
			continue
		}
		name := s.Label.In(lang)
		row := slices.Index(set.laneStates[s.Lane], name)
		x0, x1 := lay.X(s.From), lay.X(s.To)
		g.rect(x0, ly+float64(row)*laneRowH, x1-x0, laneRowH-2, "span "+colour(slices.Index(set.states, name)),
			laneName(r, s.Lane, lang)+" — "+name+": "+Dur(s.From, lang)+"–"+Dur(s.To, lang))
	}
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
func lanesAlt(r *lab.Result, set *laneSet, f lab.Figure, lang i18n.Lang) string {
	var end time.Duration
	for _, s := range r.Spans {
		if inRange(f, s.From, s.To) {
			end = max(end, s.To)
		}
	}
	if f.To != 0 {
		end = min(end, f.To)
	}
	parts := []string{txtLanesAlt.N(len(set.lanes), Dur(f.From, lang), Dur(end, lang), strings.Join(set.states, ", ")).In(lang)}
	if len(set.markers) > 0 {
		var ph []string
		for i, m := range set.markers {
			ph = append(ph, fmt.Sprintf("%d %s (%s)", i+1, m.Label.In(lang), Dur(m.From, lang)))
		}
		parts = append(parts, txtLanesPhases.Format(strings.Join(ph, ", ")).In(lang))
	}
	for _, win := range set.windows {
		parts = append(parts, txtLanesWindow.Format(win.Label, Dur(win.From, lang), Dur(win.To, lang)).In(lang))
	}
	return strings.Join(parts, " ")
}
