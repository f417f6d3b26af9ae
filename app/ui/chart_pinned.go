package ui

import (
	"math"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Compare on the charts: the pinned run drawn under the current one. Lines
// of the pinned run are grey dashed ghosts; its bars are outlines beside
// the current bars (paired bars). Both share one scale, fitted to both
// runs, so the eye compares heights and slopes directly.

// pinnedPrefix marks the pinned run's copies of series ids when the share
// groups are fitted over both runs.
const pinnedPrefix = "pinned\x00"

func prefixed(ss []lab.Series) []lab.Series {
	out := make([]lab.Series, len(ss))
	for i, s := range ss {
		s.ID = pinnedPrefix + s.ID
		out[i] = s
	}
	return out
}

// withPinned adds, to every line or bar figure of a share group, a copy
// that reads the pinned run's series, so the group's scale covers both.
func withPinned(figs []lab.Figure) []lab.Figure {
	out := append([]lab.Figure(nil), figs...)
	for _, f := range figs {
		if f.Share != "" && (f.Kind == lab.FigLine || f.Kind == lab.FigBar) {
			g := f
			g.ID = pinnedPrefix + f.ID
			g.Series = pinnedPrefix + f.Series
			out = append(out, g)
		}
	}
	return out
}

var txtGhost = i18n.Text{TR: "sabitlenen çalıştırma", EN: "pinned run"}

// lineChartPinned is lineChart with the pinned run's lines under it.
func lineChartPinned(id string, f lab.Figure, s, ghost *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string) {
	if ghost == nil {
		return lineChart(id, f, s, sc, w, lang)
	}
	drawn, alt := lineChart(id, f, s, sc, w, lang)
	// Draw the ghost into a frame of the same geometry and splice its
	// lines in before the current ones (they lie underneath).
	fr := newSeriesFrame(id, f, s, sc, w, nil, "", "")
	X := func(v float64) float64 { return sc.x.at(v, fr.left, fr.right) }
	Y := func(v float64) float64 { return sc.y.at(v, fr.bottom, fr.top) }
	g := &svg{w: w}
	for _, l := range ghost.Lines {
		pts := bucket(l.Points, maxPoints)
		var poly [][2]float64
		for j, p := range pts {
			if j > 0 {
				poly = append(poly, [2]float64{X(p.X), Y(pts[j-1].Y)})
			}
			poly = append(poly, [2]float64{X(p.X), Y(p.Y)})
		}
		g.polyline(poly, "series ghost")
	}
	return spliceGhost(drawn, g.b.String()), alt + " " + txtGhostAlt.In(lang)
}

var txtGhostAlt = i18n.Text{TR: "Gri kesik çizgiler ve boş çubuklar sabitlenen çalıştırmadır.", EN: "Grey dashed lines and hollow bars are the pinned run."}

// barChartPinned is barChart with the pinned run's values as outlined
// bars: each current bar gets its pinned twin drawn as a hollow box of the
// same width over it, so a taller or shorter bar shows at once.
func barChartPinned(id string, f lab.Figure, s, ghost *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string) {
	if ghost == nil {
		return barChart(id, f, s, sc, w, lang)
	}
	drawn, alt := barChart(id, f, s, sc, w, lang)
	fr := newSeriesFrame(id, f, s, sc, w, nil, "", "")
	cats := sc.cats
	if len(cats) == 0 {
		return drawn, alt
	}
	g := &svg{w: w}
	groupW := (fr.right - fr.left) / float64(len(cats))
	barW := groupW * 0.8 / float64(max(1, len(s.Lines)))
	for gi, x := range cats {
		gx := fr.left + groupW*float64(gi) + groupW*0.1
		for li, l := range ghost.Lines {
			if li >= len(s.Lines) {
				break
			}
			y, ok := yAt(l, x)
			if !ok || y == 0 {
				continue // no bar in the pinned run: nothing to outline
			}
			bx := gx + barW*float64(li)
			top := sc.y.at(y, fr.bottom, fr.top)
			base := sc.y.at(max(sc.y.lo, 0), fr.bottom, fr.top)
			g.rect(bx+0.5, min(top, base), max(barW-2, 1), math.Abs(base-top), "ghost-bar", txtGhost.In(lang)+" · "+fmtNum(x)+": "+fmtNum(y))
		}
	}
	return spliceGhostAfter(drawn, g.b.String()), alt + " " + txtGhostAlt.In(lang)
}

// spliceGhost puts drawing under a chart's own (right after its title and
// description); spliceGhostAfter puts it on top (before </svg>).
func spliceGhost(svgText, drawing string) string {
	i := strings.Index(svgText, "</desc>")
	if i < 0 {
		return svgText
	}
	i += len("</desc>")
	return svgText[:i] + drawing + svgText[i:]
}

func spliceGhostAfter(svgText, drawing string) string {
	return strings.TrimSuffix(svgText, "</svg>") + drawing + "</svg>"
}
