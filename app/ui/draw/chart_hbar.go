package draw

import (
	"math"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Bars lying down: when a bar figure's categories are names too long to
// stand under their bars ("tek uçuş, kilit paylaşılan depoda" under a bar
// 50 px wide), each category becomes a row — its name in full on one line,
// its bars under it, each bar's number at its end. Nothing is cut and the
// numbers read at a glance, at any width.

// Row geometry (px): the name's line, one bar per line, the gap to the
// next row.
const (
	hbarNameH = 15.0
	hbarBarH  = 14.0
	hbarGap   = 9.0
	hbarTop   = 22.0 // the value axis' title above the first row
)

// lyingBars says whether f's bars are drawn as rows: every category is
// named, and some name is wider than the group it would stand under.
func lyingBars(f lab.Figure, sc *seriesScale, w float64, lang i18n.Lang) bool {
	if f.Kind != lab.FigBar || len(sc.cats) == 0 {
		return false
	}
	left, right := seriesMargins(sc.y, nil)
	groupW := groupWidth(w-left-right, sc)
	wide := false
	for _, x := range sc.cats {
		name, ok := categoryName(f.X, x, lang)
		if !ok {
			return false
		}
		wide = wide || textW(name) > groupW-6
	}
	return wide
}

// lyingBarChart draws f's series as rows of bars on sc's value scale, with
// the pinned run's bars (ghost, may be nil) as outlines of the same rows.
func lyingBarChart(id string, f lab.Figure, s, ghost *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string, Plot) {
	labels := lineLabels(s, lang)
	var items []legendItem
	if len(s.Lines) > 1 {
		for i, l := range labels {
			items = append(items, legendItem{label: l, class: colour(i)})
		}
	}
	alt := seriesAlt(f, s, lang)
	if ghost != nil {
		alt += " " + txtGhostAlt.In(lang)
	}
	left, right := 8.0, w-12.0
	// The longest number sits after its bar: keep room for it.
	numW := 0.0
	for _, l := range s.Lines {
		for _, p := range l.Points {
			numW = max(numW, textW(Value(p.Y, lang)))
		}
	}
	plotR := right - numW - 6
	// A name wider than the figure wraps onto more lines: rows differ in
	// height.
	names := make([][]string, len(sc.cats))
	tops := make([]float64, len(sc.cats))
	bottom := hbarTop
	for gi, x := range sc.cats {
		name, _ := categoryName(f.X, x, lang)
		names[gi] = wrapWords(name, w-left-8)
		tops[gi] = bottom
		bottom += float64(len(names[gi]))*hbarNameH + float64(len(s.Lines))*hbarBarH + hbarGap
	}
	pos, rows := legendRows(items, left, w-8)
	h := bottom + 36
	if rows > 0 {
		h += float64(rows)*legendRowH + 4
	}
	g := newSVG(id, w, h, lang, f.Title.In(lang), alt)
	// The value axis runs along the bottom, its grid up through the rows.
	at := func(v float64) float64 { return sc.y.At(v, left, plotR) }
	for _, v := range sc.y.Ticks {
		if v > sc.y.Hi {
			continue
		}
		x := at(v)
		g.line(x, hbarTop-4, x, bottom, "grid")
		g.text(x, bottom+14, "middle", "tick", Value(v, lang))
	}
	g.line(left, bottom, plotR, bottom, "axis")
	g.text(plotR, bottom+30, "end", "axis-label", shorten(axisLabel(f.Y, lang), plotR-left))
	g.text(4, 12, "start", "axis-label", shorten(axisLabel(f.X, lang), w-8))
	base := at(max(sc.y.Lo, 0))
	for gi, x := range sc.cats {
		y := tops[gi]
		name, _ := categoryName(f.X, x, lang)
		for _, line := range names[gi] {
			g.text(left, y+11, "start", "tick cat", line)
			y += hbarNameH
		}
		for li, l := range s.Lines {
			v, ok := yAt(l, x)
			if !ok {
				continue
			}
			by := y + float64(li)*hbarBarH
			end := at(v)
			g.rect(min(base, end), by, max(math.Abs(end-base), 1), hbarBarH-3, "bar "+colour(li), labels[li]+" · "+name+": "+Value(v, lang))
			g.text(max(base, end)+4, by+hbarBarH-5, "start", "value", Value(v, lang))
			if ghost != nil && li < len(ghost.Lines) {
				if gv, ok := yAt(ghost.Lines[li], x); ok && gv != 0 {
					ge := at(gv)
					g.rect(min(base, ge)+0.5, by+0.5, max(math.Abs(ge-base)-1, 1), hbarBarH-4, "ghost-bar", txtGhost.In(lang)+" · "+name+": "+Value(gv, lang))
				}
			}
		}
	}
	g.legend(items, pos, bottom+48)
	return g.String(), alt, Plot{Width: w, Height: h, Left: left, Right: plotR, Top: hbarTop, Bottom: bottom}
}
