package draw

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
)

// samplePlot is a 5-point sweep of a duration knob against a count and a
// time: two units, so two panels.
func samplePlot() *SweepPlot {
	nan := math.NaN()
	return &SweepPlot{
		Knob:   "Knob (ms)",
		Values: []string{"100ms", "200ms", "300ms", "400ms", "500ms"},
		Xs:     []float64{100, 200, 300, 400, 500},
		Metrics: []SweepMetric{
			{ID: "a", Label: "Requests", Unit: ""},
			{ID: "b", Label: "Window", Unit: "ms"},
		},
		Cur: [][]float64{
			{1, 2, 3, nan, 5},
			{100, 150, 200, nan, 400},
		},
		Failed: []string{"", "", "", "knob=400ms: too long", ""},
		Marks: []SweepMark{
			{X: 300, Label: "lesson: 300 ms", Class: "lesson"},
			{X: 310, Label: "current: 310 ms", Class: "current"},
			{X: 900, Label: "outside", Class: "pinned"},
		},
		Hrefs: []string{"?a=1", "?a=2", "?a=3", "?a=4", "?a=5"},
	}
}

// The chart has one link per point that ran, failed ones included (marked
// ×), each naming its index and value; the metrics with different units
// get a panel each; marks inside the range are drawn and labelled, on two
// rows when they would touch, and marks outside are left out.
func TestTheSweepChartDrawsOnePointPerValueAndAPanelPerUnit(t *testing.T) {
	d := samplePlot()
	svg, alt := SweepChart("s", d, 640, i18n.EN)
	pts := regexp.MustCompile(`data-point="(\d+)" data-value="([^"]*)"`).FindAllStringSubmatch(svg, -1)
	if len(pts) != 5 {
		t.Fatalf("%d points drawn, want 5:\n%s", len(pts), svg)
	}
	for i, m := range pts {
		if m[1] != strconv.Itoa(i) || m[2] != d.Values[i] {
			t.Errorf("point %d drawn as data-point=%s data-value=%s", i, m[1], m[2])
		}
	}
	if n := strings.Count(svg, `class="dot `); n != 8 {
		t.Errorf("%d dots, want 8 (2 metrics × 4 points that ran)", n)
	}
	if !strings.Contains(svg, `>×</text>`) {
		t.Error("the failed point is not marked")
	}
	for _, want := range []string{">Requests</text>", ">Window (ms)</text>", ">lesson: 300 ms</text>", ">current: 310 ms</text>", ">Knob (ms)</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the chart lacks %s", want)
		}
	}
	if strings.Contains(svg, "outside") {
		t.Error("a mark outside the range is drawn")
	}
	// 300 and 310 are a few pixels apart: the second label takes row 2.
	ys := regexp.MustCompile(`<text x="[^"]*" y="([^"]*)" text-anchor="start" class="sweep-mark-label`).FindAllStringSubmatch(svg, -1)
	if len(ys) != 2 || ys[0][1] == ys[1][1] {
		t.Errorf("mark labels at rows %v, want two rows", ys)
	}
	for _, want := range []string{"Requests: lowest 1 (at 100ms), highest 5 (at 500ms).", "1 point did not run"} {
		if !strings.Contains(alt, want) {
			t.Errorf("alt %q lacks %q", alt, want)
		}
	}
}

// A pinned run's curve is drawn dashed on the same axes, with its own
// dots, and the legend names it; its points are not links (the links are
// the current run's).
func TestThePinnedCurveIsDrawnBesideTheCurrentOne(t *testing.T) {
	d := samplePlot()
	d.Pinned = true
	d.PinLabel = "dashed: pinned"
	d.Pin = [][]float64{{2, 4, 6, 8, 10}, {50, 60, 70, 80, 900}}
	svg, _ := SweepChart("s", d, 640, i18n.EN)
	if n := strings.Count(svg, `class="pin-dot `); n != 10 {
		t.Errorf("%d pinned dots, want 10", n)
	}
	if n := strings.Count(svg, `data-point=`); n != 5 {
		t.Errorf("%d points, want 5", n)
	}
	if !strings.Contains(svg, ">dashed: pinned</text>") {
		t.Error("the legend does not name the pinned curve")
	}
	// The time panel's axis reaches the pinned 900 ms.
	if !strings.Contains(svg, `class="tick">1000</text>`) && !strings.Contains(svg, `class="tick">900</text>`) {
		t.Errorf("the y axis does not reach the pinned curve's 900:\n%s", svg)
	}
}

// A log sweep labels powers of ten and places them evenly.
func TestALogKnobAxisLabelsDecadesEvenly(t *testing.T) {
	x := fitKnobAxis(100, 100000, 600, true, false)
	if len(x.ticks) < 4 {
		t.Fatalf("ticks %v", x.ticks)
	}
	var decades []float64
	for _, v := range x.ticks {
		if l := math.Log10(v); math.Abs(l-math.Round(l)) < 1e-9 {
			decades = append(decades, v)
		}
	}
	if len(decades) != 4 {
		t.Fatalf("decade ticks %v, want 100, 1000, 10000, 100000", decades)
	}
	gap := x.at(decades[1], 0, 600) - x.at(decades[0], 0, 600)
	for i := 2; i < len(decades); i++ {
		if g := x.at(decades[i], 0, 600) - x.at(decades[i-1], 0, 600); math.Abs(g-gap) > 1e-6 {
			t.Errorf("decades %v…%v are %.1f px apart, the first two %.1f", decades[i-1], decades[i], g, gap)
		}
	}
}

// A linear axis labels round values inside the range, none touching.
func TestALinearKnobAxisLabelsRoundValuesThatDoNotTouch(t *testing.T) {
	for _, c := range []struct{ lo, hi, px float64 }{{200, 5000, 560}, {0, 1000, 300}, {1, 8, 280}, {0.05, 0.5, 300}} {
		x := fitKnobAxis(c.lo, c.hi, c.px, false, false)
		if len(x.ticks) < 2 {
			t.Errorf("%v: ticks %v", c, x.ticks)
			continue
		}
		for i, v := range x.ticks {
			if v < c.lo-1e-9 || v > c.hi+1e-9 {
				t.Errorf("%v: tick %v outside the range", c, v)
			}
			if i > 0 {
				room := x.at(v, 0, c.px) - x.at(x.ticks[i-1], 0, c.px)
				if room < (tickW(v)+tickW(x.ticks[i-1]))/2+tickGap-1e-9 {
					t.Errorf("%v: ticks %v and %v touch", c, x.ticks[i-1], v)
				}
			}
		}
	}
}

// Two metrics of one unit share a panel while their peaks are within ten
// times of each other, and get a panel each beyond that (the small curve
// would lie flat on the big one's axis).
func TestMetricsOfOneUnitSplitWhenTheirScalesDifferTenfold(t *testing.T) {
	d := samplePlot()
	d.Metrics = []SweepMetric{{ID: "p", Label: "P", Unit: "ms"}, {ID: "q", Label: "Q", Unit: "ms"}}
	d.Failed = make([]string, 5)
	for _, c := range []struct {
		q      float64
		panels int
	}{{60, 1}, {59, 2}, {6000, 1}, {6001, 2}, {830000, 2}} {
		d.Cur = [][]float64{{100, 200, 300, 400, 600}, {1, 2, 3, 4, c.q}}
		if got := len(d.panels(150)); got != c.panels {
			t.Errorf("peaks 600 and %g: %d panels, want %d", c.q, got, c.panels)
		}
	}
}

// A whole-number knob's axis labels whole numbers only, linear or log:
// attempts 1 … 3 is 1, 2, 3, never 1.5 or 2.5.
func TestAWholeNumberKnobAxisLabelsWholeNumbersOnly(t *testing.T) {
	for _, c := range []struct {
		lo, hi, px float64
		log        bool
	}{{1, 3, 600, false}, {1, 10, 900, false}, {0, 8, 700, false}, {1, 200, 600, true}} {
		x := fitKnobAxis(c.lo, c.hi, c.px, c.log, true)
		for _, v := range x.ticks {
			if v != float64(int(v)) {
				t.Errorf("%v: tick %v on a whole-number knob", c, v)
			}
		}
		if len(x.ticks) < 2 {
			t.Errorf("%v: ticks %v", c, x.ticks)
		}
		if got := fitKnobAxis(c.lo, c.hi, c.px, c.log, false); c.hi-c.lo <= 3 && !c.log && len(got.ticks) <= len(x.ticks) {
			t.Errorf("%v: a decimal knob's axis %v should be finer than the whole one's %v", c, got.ticks, x.ticks)
		}
	}
}

// A learner's sketch is drawn in the first metric's panel — a line broken
// where a point is not drawn, a dot per point drawn, its legend entry —
// and SketchFrame maps a position on the chart back to the point and the
// value drawn there; before any point ran the axis spans the range offered.
func TestASketchIsDrawnWhereItsFrameSays(t *testing.T) {
	nan := math.NaN()
	d := samplePlot()
	d.Sketch, d.SketchLabel = []float64{1, 2, nan, 4, 5}, "your guess"
	svg, _ := SweepChart("s", d, 640, i18n.EN)
	if n := strings.Count(svg, `<polyline class="sketch"`); n != 2 {
		t.Errorf("%d sketch lines, want 2 (broken at the point not drawn)", n)
	}
	if n := strings.Count(svg, `class="sketch-dot"`); n != 4 {
		t.Errorf("%d sketch dots, want 4", n)
	}
	if !strings.Contains(svg, ">your guess</text>") || strings.Contains(svg, "sketch-cursor") {
		t.Error("a revealed sketch: want its legend entry and no cursor")
	}

	empty := samplePlot()
	empty.Metrics = empty.Metrics[:1]
	empty.Cur = [][]float64{{nan, nan, nan, nan, nan}}
	empty.Sketch = []float64{nan, 12, nan, nan, nan}
	empty.SketchLo, empty.SketchHi, empty.Live, empty.Cursor = 0, 40, true, 1
	svg, _ = SweepChart("s", empty, 640, i18n.EN)
	if !strings.Contains(svg, `class="sketch-dot live"`) || !strings.Contains(svg, `class="sketch-cursor"`) {
		t.Error("a sketch being drawn: want its live dot and the keyboard's cursor")
	}
	fr := SweepSketchFrame(empty, 640)
	if fr.Lo != 0 || fr.Hi < 40 || len(fr.Xs) != 5 || !(fr.Bottom > fr.Top) {
		t.Fatalf("frame %+v: want 5 points over an axis from 0 to at least 40", fr)
	}
	for i, x := range fr.Xs {
		v := fr.Lo + float64(i+1)/6*(fr.Hi-fr.Lo)
		y := fr.Bottom - (v-fr.Lo)/(fr.Hi-fr.Lo)*(fr.Bottom-fr.Top)
		if gi, gv := fr.At(x+3, y); gi != i || math.Abs(gv-v) > 1e-9 {
			t.Errorf("At(%.1f, %.1f) = %d, %g; want point %d, %g", x+3, y, gi, gv, i, v)
		}
	}
	if _, v := fr.At(fr.Xs[0], fr.Top-50); v != fr.Hi {
		t.Errorf("above the plot reads %g, want the axis' top %g", v, fr.Hi)
	}
}
