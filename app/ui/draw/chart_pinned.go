package draw

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
func lineChartPinned(id string, f lab.Figure, s, ghost *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string, Plot) {
	drawn, alt, plot := lineChart(id, f, s, sc, w, lang)
	if ghost == nil {
		return drawn, alt, plot
	}
	// Draw the ghost into a frame of the same geometry and splice its
	// lines in before the current ones (they lie underneath).
	fr := newSeriesFrame(id, f, s, sc, w, lang, nil, "", "")
	g := &svg{w: w}
	for _, l := range ghost.Lines {
		g.polyline(fr.steps(sc, bucket(l.Points, maxPoints)), "series ghost")
	}
	return spliceGhost(drawn, g.b.String()), alt + " " + txtGhostAlt.In(lang), plot
}

var txtGhostAlt = i18n.Text{TR: "Gri kesik çizgiler ve boş çubuklar sabitlenen çalıştırmadır.", EN: "Grey dashed lines and hollow bars are the pinned run."}

// barChartPinned is barChart with the pinned run's values as outlined
// bars: each current bar gets its pinned twin drawn as a hollow box of the
// same width over it, so a taller or shorter bar shows at once.
func barChartPinned(id string, f lab.Figure, s, ghost *lab.Series, sc *seriesScale, w float64, lang i18n.Lang) (string, string, Plot) {
	if lyingBars(f, sc, w, lang) {
		return lyingBarChart(id, f, s, ghost, sc, w, lang)
	}
	drawn, alt, plot := barChart(id, f, s, sc, w, lang)
	if ghost == nil || len(sc.cats) == 0 {
		return drawn, alt, plot
	}
	bs := newBars(newSeriesFrame(id, f, s, sc, w, lang, nil, "", ""), sc, len(s.Lines))
	g := &svg{w: w}
	for gi, x := range sc.cats {
		for li, l := range ghost.Lines {
			if li >= len(s.Lines) {
				break
			}
			y, ok := yAt(l, x)
			if !ok || y == 0 {
				continue // no bar in the pinned run: nothing to outline
			}
			bx, top, base := bs.bar(gi, li, y)
			g.rect(bx+0.5, min(top, base), max(bs.barW-2, 1), math.Abs(base-top), "ghost-bar", txtGhost.In(lang)+" · "+Value(x, lang)+": "+Value(y, lang))
		}
	}
	return spliceGhostAfter(drawn, g.b.String()), alt + " " + txtGhostAlt.In(lang), plot
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
