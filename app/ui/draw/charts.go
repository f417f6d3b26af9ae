package draw

import (
	"slices"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Chart limits keep the SVG small on big runs: the picture is for the eye,
// the tables hold the numbers.
const (
	maxPoints   = 400 // per line, after bucketing
	maxLanes    = 24
	maxMessages = 40
	maxDataRows = 40
)

// Chart is one figure drawn.
type Chart struct {
	FigID string // as the lab declared it
	ID    string // FigureID: safe for the DOM
	Kind  lab.FigureKind
	Title string
	SVG   string
	Alt   string // the picture in words
	// Wide kinds (lanes and sequences) take a whole row of a page.
	Wide bool
	// Plot is where the data was drawn: a caller places a cursor or a note
	// by it rather than reading the SVG back.
	Plot Plot
	// Series is a line or bar figure's data (nil for the other kinds);
	// SeriesTable writes it as a table with XLabel and XAxis. Data is free
	// for the caller to keep that table in.
	Series *lab.Series
	Data   string
	XLabel string
	XAxis  lab.Axis // names categorical x values in the data table
}

// Plot is a chart's geometry in px: the picture's size and the box its data
// is drawn in. X is the x axis across Left…Right for the kinds with a
// continuous one (line and lanes; zero for bars and sequences), in the
// figure's XUnit.
type Plot struct {
	Width, Height            float64
	Left, Right, Top, Bottom float64
	X                        Axis
	XUnit                    string
	// Focus is the x (px) up to which the drawing's first bad outcome is
	// drawn (a sequence's "₺ second charge" mark), 0 when it has none: a
	// page showing a drawing wider than its box scrolls it there first.
	Focus float64
}

// TimeX is where moment t falls on a plot whose x axis is a time, and
// whether it falls on the axis at all.
func (p Plot) TimeX(t time.Duration) (float64, bool) {
	v := inUnit(t, p.XUnit)
	if v < p.X.Lo-1e-9 || v > p.X.Hi+1e-9 {
		return 0, false
	}
	return p.X.At(v, p.Left, p.Right), true
}

// Width says how wide figure id is shown (wide: a kind that takes a whole
// row), in px: every figure is drawn at the size it is shown.
type Width func(id string, wide bool) float64

// Reuse hands back a drawing of figure id made earlier for width w (ok),
// so Charts does not draw it again; a caller keeps its own memo.
type Reuse func(id string, w float64) (ch Chart, ok bool)

// Charts draws figs from r, each by its kind; figures that share a Share
// group are drawn on one scale. A figure of a kind this package does not
// know, or without its data, is left out rather than drawn wrong.
func Charts(r *lab.Result, figs []lab.Figure, width Width, lang i18n.Lang) []Chart {
	return ChartsPinned(r, nil, figs, width, lang, nil)
}

// ChartsPinned is Charts with the pinned run of a comparison (nil: none)
// drawn too: its lines as grey ghosts, its bars as outlines beside the
// current ones, on a scale fitted to both. reuse (may be nil) can hand
// back a figure's drawing instead of drawing it.
func ChartsPinned(r, pin *lab.Result, figs []lab.Figure, width Width, lang i18n.Lang, reuse Reuse) []Chart {
	scales := shareScales(r, figs, width, lang)
	if pin != nil {
		scales = shareScales(&lab.Result{Series: append(slices.Clone(r.Series), prefixed(pin.Series)...)}, withPinned(figs), width, lang)
	}
	var out []Chart
	for _, f := range figs {
		ch := Chart{FigID: f.ID, ID: FigureID(f), Kind: f.Kind, Title: f.Title.In(lang), Wide: wideKind(f.Kind)}
		w := width(ch.ID, ch.Wide)
		if reuse != nil {
			if got, ok := reuse(ch.ID, w); ok {
				out = append(out, got)
				continue
			}
		}
		if drawFigure(&ch, f, r, pin, scales, w, lang) {
			out = append(out, ch)
		}
	}
	return out
}

// drawFigure draws f into ch by its kind; false when it cannot.
func drawFigure(ch *Chart, f lab.Figure, r, pin *lab.Result, scales map[string]*seriesScale, w float64, lang i18n.Lang) bool {
	svgID := "chart-" + ch.ID
	switch f.Kind {
	case lab.FigLine, lab.FigBar:
		s := r.SeriesByID(f.Series)
		if s == nil {
			return false
		}
		var ghost *lab.Series
		if pin != nil {
			ghost = pin.SeriesByID(f.Series)
		}
		sc := scales[f.Share]
		if sc == nil {
			both := []*lab.Series{s}
			if ghost != nil {
				both = append(both, ghost)
			}
			sc = fitSeries(f, both, w)
		}
		if f.Kind == lab.FigBar {
			ch.SVG, ch.Alt, ch.Plot = barChartPinned(svgID, f, s, ghost, sc, w, lang)
		} else {
			ch.SVG, ch.Alt, ch.Plot = lineChartPinned(svgID, f, s, ghost, sc, w, lang)
		}
		ch.Series, ch.XLabel, ch.XAxis = s, axisLabel(f.X, lang), f.X
	case lab.FigLanes:
		var x *Axis
		if sc := scales[f.Share]; sc != nil {
			x = &sc.x
		}
		ch.SVG, ch.Alt, ch.Plot = lanesChart(svgID, f, r, x, w, lang)
	case lab.FigSequence:
		ch.SVG, ch.Alt, ch.Plot = sequenceChart(svgID, f, r, w, lang)
	default:
		return false // a kind this package does not know yet: nothing rather than a wrong picture
	}
	return true
}

func wideKind(k lab.FigureKind) bool { return k == lab.FigLanes || k == lab.FigSequence }

// shareScales fits one scale per Share group, over every member's data, at
// the narrowest member's width: the members then read on the same axes.
func shareScales(r *lab.Result, figs []lab.Figure, width Width, lang i18n.Lang) map[string]*seriesScale {
	groups := map[string][]lab.Figure{}
	var order []string
	for _, f := range figs {
		if f.Share == "" {
			continue
		}
		if _, ok := groups[f.Share]; !ok {
			order = append(order, f.Share)
		}
		groups[f.Share] = append(groups[f.Share], f)
	}
	out := map[string]*seriesScale{}
	for _, g := range order {
		members := groups[g]
		w := 0.0
		for i, f := range members {
			if fw := width(FigureID(f), wideKind(f.Kind)); i == 0 || fw < w {
				w = fw
			}
		}
		if sc := shareScale(r, members, w, lang); sc != nil {
			out[g] = sc
		}
	}
	return out
}

// shareScale is the scale of one Share group at width w, fitted over its
// members of the first member's kind (nil: no data, or a kind without one).
func shareScale(r *lab.Result, members []lab.Figure, w float64, lang i18n.Lang) *seriesScale {
	first := members[0]
	switch first.Kind {
	case lab.FigLine, lab.FigBar:
		var series []*lab.Series
		for _, f := range members {
			if s := r.SeriesByID(f.Series); s != nil && f.Kind == first.Kind {
				series = append(series, s)
			}
		}
		if len(series) > 0 {
			return fitSeries(first, series, w)
		}
	case lab.FigLanes:
		lo, hi := -1.0, 0.0
		for _, f := range members {
			l, h := laneExtent(f, r)
			if lo < 0 || l < lo {
				lo = l
			}
			hi = max(hi, h)
		}
		return &seriesScale{x: fitAxis(timeAxis(first, lo), lo, hi, w-laneLeft(first, r, w, lang)-16, true)}
	}
	return nil
}

// FigureID is a figure's id made safe for element ids: lower-case letters,
// digits, dashes and underscores.
func FigureID(f lab.Figure) string {
	b := []rune{}
	for _, r := range f.ID {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_':
			b = append(b, r)
		case r >= 'A' && r <= 'Z':
			b = append(b, r+'a'-'A')
		default:
			b = append(b, '-')
		}
	}
	if len(b) == 0 {
		return "figure"
	}
	return string(b)
}

// PickFigures is an embed's choice: the figures named by id (or by their
// FigureID), "main" for the main one, "all" for every one; none named
// (or none found) is the main one.
func PickFigures(figs []lab.Figure, ids []string) []lab.Figure {
	if slices.Contains(ids, "all") {
		return figs
	}
	var out []lab.Figure
	for _, f := range figs {
		named := slices.Contains(ids, f.ID) || slices.Contains(ids, FigureID(f))
		if named || f.Main && slices.Contains(ids, "main") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return mainFigures(figs)
	}
	return out
}

// MainFigure is the id of the figure marked Main (the first one when none
// is; "" without figures): the page's main figure.
func MainFigure(figs []lab.Figure) string {
	if m := mainFigures(figs); len(m) > 0 {
		return m[0].ID
	}
	return ""
}

// mainFigures is the figure marked Main (the first one when none is).
func mainFigures(figs []lab.Figure) []lab.Figure {
	for _, f := range figs {
		if f.Main {
			return []lab.Figure{f}
		}
	}
	if len(figs) > 0 {
		return figs[:1]
	}
	return nil
}

// TimeFigures are the run's figures whose x axis is the run's virtual
// time, where a cursor can say "now" (Plot.TimeX): lanes (spans over time)
// and lines whose x unit is a time unit. Bars (categories or instants) and
// sequence diagrams (one row per exchange) have no such axis.
func TimeFigures(r *lab.Result) []lab.Figure {
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
