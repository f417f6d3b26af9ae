package draw

import "math"

// A sketch is the learner's guess of a sweep's first metric, drawn before
// the sweep runs: SweepChart draws it (SweepPlot.Sketch), and SketchFrame
// says where, so a page can turn a pointer's position into a guess.

// sketchClass is class with " live" while the sketch is being drawn.
func (d *SweepPlot) sketchClass(class string) string {
	if d.Live {
		return class + " live"
	}
	return class
}

// drawSketch draws the sketch in the first metric's panel: a line through
// the points drawn (a gap breaks it), a small dot at each, and while it is
// being drawn a line at the keyboard's point.
func (lay *sweepLayout) drawSketch(g *svg, d *SweepPlot) {
	if len(d.Sketch) == 0 || len(d.Metrics) == 0 {
		return
	}
	lay.drawCurve(g, d, [][]float64{d.Sketch}, 0, d.sketchClass("sketch"))
	for i, v := range d.Sketch {
		if i < len(d.Values) && !math.IsNaN(v) {
			g.circle(lay.xOf(d, i), lay.yOf(0, v), 2.5, d.sketchClass("sketch-dot"), "")
		}
	}
	if d.Live && d.Cursor >= 0 && d.Cursor < len(d.Values) {
		x, t := lay.xOf(d, d.Cursor), lay.panelTop[0]
		g.line(x, t, x, t+lay.plotH, "sketch-cursor")
	}
}

// SketchFrame is where a SweepChart drawn at one width puts the first
// metric's plot: each point's x, the plot's top and bottom edges, and the
// values the axis spans between them (Lo at the bottom).
type SketchFrame struct {
	Xs          []float64
	Top, Bottom float64
	Lo, Hi      float64
}

// SweepSketchFrame is d's SketchFrame when drawn w pixels wide.
func SweepSketchFrame(d *SweepPlot, w float64) SketchFrame {
	lay := layoutSweep(d, w)
	var f SketchFrame
	for i := range d.Values {
		f.Xs = append(f.Xs, lay.xOf(d, i))
	}
	if len(lay.panels) > 0 {
		f.Top = lay.panelTop[0]
		f.Bottom = f.Top + lay.plotH
		f.Lo, f.Hi = lay.panels[0].y.Lo, lay.panels[0].y.Hi
	}
	return f
}

// At is the point nearest to x (-1 without points) and the value at height
// y, kept within the axis.
func (f SketchFrame) At(x, y float64) (i int, v float64) {
	i = -1
	for j, px := range f.Xs {
		if i < 0 || math.Abs(px-x) < math.Abs(f.Xs[i]-x) {
			i = j
		}
	}
	if f.Bottom <= f.Top {
		return i, f.Lo
	}
	v = f.Lo + (f.Bottom-y)/(f.Bottom-f.Top)*(f.Hi-f.Lo)
	return i, min(max(v, f.Lo), f.Hi)
}
