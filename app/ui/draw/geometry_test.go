package draw

import (
	"encoding/xml"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/labs"
)

// element is one SVG element as parsed: its name, attributes and text.
type element struct {
	name  string
	attr  map[string]string
	text  string
	depth int
}

// elements parses s (a whole SVG or a fragment of elements).
func elements(t *testing.T, s string) []element {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader("<root>" + s + "</root>"))
	var out []element
	var open []int // indexes into out of the elements open
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := element{name: tok.Name.Local, attr: map[string]string{}, depth: len(open)}
			for _, a := range tok.Attr {
				e.attr[a.Name.Local] = a.Value
			}
			open = append(open, len(out))
			out = append(out, e)
		case xml.CharData:
			if len(open) > 0 {
				out[open[len(open)-1]].text += string(tok)
			}
		case xml.EndElement:
			open = open[:len(open)-1]
		}
	}
}

func (e element) f(name string) float64 {
	v, err := strconv.ParseFloat(e.attr[name], 64)
	if err != nil {
		panic("attribute " + name + " of " + e.name + " is not a number: " + e.attr[name])
	}
	return v
}

// hspan is where a text element is drawn horizontally, as layout estimates.
func (e element) hspan() (float64, float64) {
	w := textW(e.text)
	switch e.attr["text-anchor"] {
	case "middle":
		return e.f("x") - w/2, e.f("x") + w/2
	case "end":
		return e.f("x") - w, e.f("x")
	}
	return e.f("x"), e.f("x") + w
}

func overlaps(a0, a1, b0, b1 float64) bool { return a0 < b1-0.5 && b0 < a1-0.5 }

// everyChart is every figure of every lab's lesson run and presets, at a
// phone's, a narrow and a desktop width, with the sweeps' real plots.
func everyChart(t *testing.T) []Chart {
	t.Helper()
	var out []Chart
	for _, l := range labs.All() {
		queries := []string{""}
		for _, p := range l.Presets {
			queries = append(queries, p.Params)
		}
		for _, q := range queries {
			res := runLab(t, l.ID, q)
			for _, w := range []float64{330, 420, 640, 860} {
				out = append(out, Charts(res, res.Figures, fixed(w), i18n.EN)...)
			}
		}
	}
	return out
}

// Every text of every chart stands inside the picture: not cut at an edge
// (horizontally by its estimated width, vertically by its baseline and the
// font's ascent).
func TestEveryTextStaysInsideThePicture(t *testing.T) {
	svgs := map[string]string{}
	for _, ch := range everyChart(t) {
		svgs[ch.FigID+" "+Num(ch.Plot.Width)] = ch.SVG
	}
	for _, c := range [][3]string{{"registry", "lease", "renew=100ms&jitter=0.5"}, {"cache", "rate-stampede", ""}, {"sidecar", "attempts", ""}} {
		d := realSweep(t, c[0], c[1], c[2], i18n.TR)
		for _, w := range []float64{330, 640} {
			s, _ := SweepChart("s", d, w, i18n.TR)
			svgs["sweep "+c[1]+" "+Num(w)] = s
		}
	}
	n := 0
	for name, s := range svgs {
		els := elements(t, s)
		w, h := els[1].f("width"), els[1].f("height")
		for _, e := range els {
			if e.name != "text" {
				continue
			}
			n++
			a, b := e.hspan()
			if y := e.f("y"); a < -0.5 || b > w+0.5 || y-0.75*fontSize < -0.5 || y > h+0.5 {
				t.Errorf("%s: text %q at %.1f…%.1f, baseline %.1f, outside the %.0f×%.0f picture", name, e.text, a, b, y, w, h)
			}
		}
	}
	if n < 1000 {
		t.Errorf("only %d texts checked", n)
	}
}

// Axes count up: a chart's x ticks increase inside its axis, its numeric
// tick labels along a row increase left to right, and the y tick labels
// of a column go up as they grow, a line of text apart at least.
func TestAxesCountUpWithRoomBetweenLabels(t *testing.T) {
	pairs := 0
	for _, ch := range everyChart(t) {
		name := ch.FigID + " at " + Num(ch.Plot.Width)
		x := ch.Plot.X
		for i, v := range x.Ticks {
			if v < x.Lo-1e-9 || v > x.Hi+1e-9 || i > 0 && v <= x.Ticks[i-1] {
				t.Errorf("%s: x ticks %v on an axis %v…%v", name, x.Ticks, x.Lo, x.Hi)
				break
			}
		}
		if ch.Kind == "sequence" {
			continue // its "ticks" are the rows' times
		}
		rows, cols := map[string][]element{}, map[string][]element{}
		for _, e := range elements(t, ch.SVG) {
			if e.name != "text" || e.attr["class"] != "tick" {
				continue
			}
			if _, err := strconv.ParseFloat(e.text, 64); err != nil {
				continue // a category's name
			}
			if e.attr["text-anchor"] == "end" {
				cols[e.attr["x"]] = append(cols[e.attr["x"]], e)
			} else {
				rows[e.attr["y"]] = append(rows[e.attr["y"]], e)
			}
		}
		for _, row := range rows {
			for i := 1; i < len(row); i++ {
				a, _ := strconv.ParseFloat(row[i-1].text, 64)
				b, _ := strconv.ParseFloat(row[i].text, 64)
				pairs++
				if b <= a || row[i].f("x") <= row[i-1].f("x") {
					t.Errorf("%s: x tick %s at %s after %s at %s", name, row[i].text, row[i].attr["x"], row[i-1].text, row[i-1].attr["x"])
				}
			}
		}
		for _, col := range cols {
			for i := 1; i < len(col); i++ {
				a, _ := strconv.ParseFloat(col[i-1].text, 64)
				b, _ := strconv.ParseFloat(col[i].text, 64)
				pairs++
				if b <= a || col[i-1].f("y")-col[i].f("y") < fontSize {
					t.Errorf("%s: y tick %s at y=%s after %s at y=%s", name, col[i].text, col[i].attr["y"], col[i-1].text, col[i-1].attr["y"])
				}
			}
		}
	}
	if pairs < 1000 {
		t.Errorf("only %d pairs of tick labels compared", pairs)
	}
}

// Labels that layout keeps apart stay apart: legend entries (swatch and
// label) on a row, phase labels on a row of a lanes chart, lane names down
// its side, and the sweep's mark labels on their first row.
func TestPlacedLabelsNeverOverlap(t *testing.T) {
	var svgs []string
	for _, ch := range everyChart(t) {
		svgs = append(svgs, ch.SVG)
	}
	d := samplePlot()
	d.Marks = append(d.Marks, SweepMark{X: 500, Label: "pinned: 500 ms", Class: "pinned"}, SweepMark{X: 100, Label: "far left", Class: "pinned"})
	for _, w := range []float64{330, 640} {
		s, _ := SweepChart("s", d, w, i18n.EN)
		svgs = append(svgs, s)
	}
	type box struct {
		a, b float64
		text string
	}
	pairs := 0
	for _, s := range svgs {
		rows := map[string][]box{} // by class and baseline
		var lanes []element
		for _, e := range elements(t, s) {
			if e.name != "text" {
				continue
			}
			a, b := e.hspan()
			switch cls := e.attr["class"]; {
			case cls == "legend":
				a -= 18 // its swatch
			case cls == "lane" && e.attr["text-anchor"] == "end":
				lanes = append(lanes, e)
				continue
			case cls == "phase-label" && !strings.Contains(e.text, " · "):
			case strings.HasPrefix(cls, "sweep-mark-label") && e.attr["y"] == "11":
			default:
				continue
			}
			k := e.attr["class"] + "@" + e.attr["y"]
			for _, o := range rows[k] {
				pairs++
				if overlaps(a, b, o.a, o.b) {
					t.Errorf("%q (%.1f…%.1f) overlaps %q (%.1f…%.1f) at y=%s", e.text, a, b, o.text, o.a, o.b, e.attr["y"])
				}
			}
			rows[k] = append(rows[k], box{a, b, e.text})
		}
		for i := 1; i < len(lanes); i++ {
			pairs++
			if lanes[i].f("y")-lanes[i-1].f("y") < fontSize {
				t.Errorf("lane names %q and %q are %.1f px apart", lanes[i-1].text, lanes[i].text, lanes[i].f("y")-lanes[i-1].f("y"))
			}
		}
	}
	if pairs < 500 {
		t.Errorf("only %d pairs of labels compared", pairs)
	}
}

// The topology's geometry is its drawing: each node's group stands at its
// box's centre with the box's size, each edge's line runs between its
// Ends, and every dot in flight stands on an edge, for every lab at a
// desktop's and a phone's width.
func TestTopologyGeometryIsWhatItDraws(t *testing.T) {
	for _, l := range labs.All() {
		m := NewReplayModel(runLab(t, l.ID, ""))
		for _, w := range []float64{900, 360} {
			lay := LayoutTopology(m, w, i18n.EN)
			els := elements(t, lay.SVG(m, m.End/2, i18n.EN))
			if els[1].f("width") != roundTenth(lay.W) || els[1].f("height") != roundTenth(lay.H) {
				t.Errorf("%s at %v: svg %s×%s, layout %v×%v", l.ID, w, els[1].attr["width"], els[1].attr["height"], lay.W, lay.H)
			}
			nodes, edges := 0, 0
			for k, e := range els {
				id := e.attr["id"]
				switch {
				case strings.HasPrefix(id, "rn-"):
					i, _ := strconv.Atoi(id[3:])
					b := lay.Boxes[i]
					rect := els[k+2] // after the node's title
					if e.attr["transform"] != "translate("+Num(b.X)+" "+Num(b.Y)+")" || rect.attr["width"] != Num(b.W) || rect.attr["height"] != Num(b.H) {
						t.Errorf("%s: node %d drawn %s %s×%s, its box %+v", l.ID, i, e.attr["transform"], rect.attr["width"], rect.attr["height"], b)
					}
					nodes++
				case strings.HasPrefix(id, "re-"):
					i, _ := strconv.Atoi(id[3:])
					p, q := lay.Ends[i][0], lay.Ends[i][1]
					got := []string{e.attr["x1"], e.attr["y1"], e.attr["x2"], e.attr["y2"]}
					if !slices.Equal(got, []string{Num(p[0]), Num(p[1]), Num(q[0]), Num(q[1])}) {
						t.Errorf("%s: edge %d drawn %v, its ends %v", l.ID, i, got, lay.Ends[i])
					}
					edges++
				}
			}
			if nodes != len(m.Nodes) || edges != len(m.Edges) {
				t.Errorf("%s: %d nodes and %d edges drawn, %d and %d laid out", l.ID, nodes, edges, len(m.Nodes), len(m.Edges))
			}
			checkDotsOnEdges(t, m, &lay)
		}
	}
}

// checkDotsOnEdges: at moments across the run, every dot in flight stands
// on one of the edges (within the rounding of its coordinates).
func checkDotsOnEdges(t *testing.T, m *ReplayModel, lay *Topology) {
	t.Helper()
	for i := 0; i <= 40; i++ {
		at := m.End * time.Duration(i) / 40
		for _, e := range elements(t, lay.Dots(m, m.InFlight(at, nil), nil, i18n.TR)) {
			if e.name != "circle" {
				continue
			}
			x, y := e.f("cx"), e.f("cy")
			best := math.Inf(1)
			for _, ends := range lay.Ends {
				best = min(best, distToSegment(x, y, ends[0], ends[1]))
			}
			if best > 0.1 {
				t.Errorf("%s at %v: a dot at (%v, %v) is %.2f px off every edge", m.Result.Lab, at, x, y, best)
			}
		}
	}
}

func distToSegment(x, y float64, p, q [2]float64) float64 {
	dx, dy := q[0]-p[0], q[1]-p[1]
	f := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		f = min(max(((x-p[0])*dx+(y-p[1])*dy)/l2, 0), 1)
	}
	return math.Hypot(x-(p[0]+f*dx), y-(p[1]+f*dy))
}

// A sweep's points stand left to right in the order of their values, each
// dot inside the plots, each link's column around its dots.
func TestSweepPointsStandInOrderInsideThePlots(t *testing.T) {
	for _, c := range [][2]string{{"registry", "lease"}, {"cache", "rate-stampede"}, {"admission", "rate"}} {
		d := realSweep(t, c[0], c[1], "", i18n.EN)
		for _, w := range []float64{330, 860} {
			var hits []element
			els := elements(t, mustSweep(d, w))
			for k, e := range els {
				if e.name != "rect" || e.attr["class"] != "hit" {
					continue
				}
				hits = append(hits, e)
				x0, x1 := e.f("x"), e.f("x")+e.f("width")
				y0, y1 := e.f("y"), e.f("y")+e.f("height")
				for _, dot := range els[k+1:] {
					if dot.depth < e.depth {
						break // the point's link ends
					}
					if dot.name == "circle" && (dot.f("cx") < x0 || dot.f("cx") > x1 || dot.f("cy") < y0 || dot.f("cy") > y1) {
						t.Errorf("%s at %v: a dot at (%v, %v) outside its column %v…%v × %v…%v", c[1], w, dot.f("cx"), dot.f("cy"), x0, x1, y0, y1)
					}
				}
			}
			for i := 1; i < len(hits); i++ {
				if hits[i].f("x")+hits[i].f("width")/2 <= hits[i-1].f("x")+hits[i-1].f("width")/2 {
					t.Errorf("%s at %v: point %d stands left of point %d", c[1], w, i, i-1)
				}
			}
			if len(hits) != len(d.Values) {
				t.Errorf("%s: %d points drawn of %d", c[1], len(hits), len(d.Values))
			}
		}
	}
}

func mustSweep(d *SweepPlot, w float64) string {
	s, _ := SweepChart("s", d, w, i18n.EN)
	return s
}
