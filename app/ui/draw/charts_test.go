package draw

import (
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

func TestLineAndBarChartsAreAccessibleSVG(t *testing.T) {
	r := &lab.Result{}
	r.AddChart(lab.Chart{Figure: lab.Figure{ID: "q", Kind: lab.FigLine, Title: txt("Kuyruk & iş", "Queue & work"),
		X: lab.Axis{Label: txt("zaman", "time"), Unit: "ms"}, Y: lab.Axis{Label: i18n.Plain("n")}},
		Lines: []lab.Line{{ID: "a", Label: i18n.Plain("<a>"), Points: []lab.Point{{X: 0, Y: 1}, {X: 100.5, Y: 8}, {X: 300, Y: 2}}}}})
	r.AddChart(lab.Chart{Figure: lab.Figure{ID: "load", Kind: lab.FigBar, Title: i18n.Plain("load"), X: lab.Axis{Label: i18n.Plain("partition")}},
		Lines: []lab.Line{
			{Label: i18n.Plain("single key"), Points: []lab.Point{{X: 0, Y: 150}, {X: 1, Y: 116}, {X: 2, Y: 83}, {X: 3, Y: 651}}},
			{Label: i18n.Plain("4 copies"), Points: []lab.Point{{X: 0, Y: 300}, {X: 1, Y: 416}, {X: 2, Y: 83}, {X: 3, Y: 201}}},
		}})
	got := Charts(r, r.Figures, fixed(420), i18n.EN)
	if len(got) != 2 {
		t.Fatalf("drew %d charts, want 2", len(got))
	}
	for _, c := range got {
		checkSVG(t, c.SVG)
		checkTicks(t, c.SVG, 420)
	}
	if alt := got[0].Alt; !strings.Contains(alt, "highest 8") || !strings.Contains(alt, "at time (ms) = 100.5") {
		t.Errorf("line alt %q does not name the peak and where", alt)
	}
	if n := strings.Count(got[1].SVG, `class="bar `); n != 8 {
		t.Errorf("bar chart has %d bars, want 8", n)
	}
	if !strings.Contains(got[1].SVG, ">651<") {
		t.Errorf("bar values are not printed")
	}
	if !strings.Contains(got[1].Alt, "single key: highest 651, at partition = 3.") {
		t.Errorf("bar alt %q", got[1].Alt)
	}
}

// 39 categories in a narrow chart: labels are thinned, none overlaps.
func TestManyBarsThinTheirLabels(t *testing.T) {
	var pts []lab.Point
	for i := 0; i < 39; i++ {
		pts = append(pts, lab.Point{X: float64(i * 10), Y: float64(i % 7)})
	}
	r := &lab.Result{}
	r.AddChart(lab.Chart{Figure: lab.Figure{ID: "m", Kind: lab.FigBar, Title: i18n.Plain("misses"), Y: lab.Axis{Integer: true}},
		Lines: []lab.Line{{Label: i18n.Plain("misses"), Points: pts}}})
	c := Charts(r, r.Figures, fixed(330), i18n.EN)[0]
	checkSVG(t, c.SVG)
	checkTicks(t, c.SVG, 330)
	n := 0
	for _, tx := range texts(c.SVG) {
		if tx.class == "tick" && strings.HasSuffix(tx.text, "0") && tx.anchor == "middle" {
			n++
		}
	}
	if n == 0 || n >= 39 {
		t.Errorf("%d of 39 category labels drawn, want some, thinned", n)
	}
	for _, tx := range texts(c.SVG) {
		if tx.class == "tick" && tx.anchor == "end" && strings.Contains(tx.text, ".") {
			t.Errorf("an integer axis has the tick %q", tx.text)
		}
	}
}

// Figures of one Share group are drawn on one scale: the same ticks, although
// one holds ten times the other's data.
func TestSharedFiguresUseOneScale(t *testing.T) {
	r := &lab.Result{}
	for i, peak := range []float64{40, 400} {
		id := []string{"without", "with"}[i]
		r.AddChart(lab.Chart{Figure: lab.Figure{ID: id, Kind: lab.FigLine, Title: i18n.Plain(id), Share: "load",
			X: lab.Axis{Unit: "s"}}, Lines: []lab.Line{{Label: i18n.Plain("load"), Points: []lab.Point{{X: 0, Y: 0}, {X: float64(2 + i), Y: peak}}}}})
	}
	got := Charts(r, r.Figures, fixed(400), i18n.EN)
	ticks := func(s string) string {
		var out []string
		for _, tx := range texts(s) {
			if tx.class == "tick" {
				out = append(out, tx.text)
			}
		}
		return strings.Join(out, " ")
	}
	if a, b := ticks(got[0].SVG), ticks(got[1].SVG); a != b || !strings.Contains(a, "400") {
		t.Errorf("shared figures tick differently:\n%s\n%s", a, b)
	}
	// Unshared, the small one fits its own data.
	r.Figures[0].Share, r.Figures[1].Share = "", ""
	got = Charts(r, r.Figures, fixed(400), i18n.EN)
	if strings.Contains(ticks(got[0].SVG), "400") {
		t.Errorf("an unshared figure took the other's scale: %s", ticks(got[0].SVG))
	}
}

// An embed shows the main figure; a figure of an unknown kind or with no
// data is left out rather than drawn wrong.
func TestMainFigureAndUnknownKinds(t *testing.T) {
	figs := []lab.Figure{{ID: "a"}, {ID: "b", Main: true}, {ID: "c"}}
	if m := mainFigures(figs); len(m) != 1 || m[0].ID != "b" {
		t.Errorf("main = %v, want b", m)
	}
	if m := mainFigures(figs[:1]); len(m) != 1 || m[0].ID != "a" {
		t.Errorf("with no main, the first: %v", m)
	}
	if MainFigure(figs) != "b" || MainFigure(figs[:1]) != "a" || MainFigure(nil) != "" {
		t.Errorf("the page's main figure: %q, %q, %q", MainFigure(figs), MainFigure(figs[:1]), MainFigure(nil))
	}
	r := &lab.Result{Figures: []lab.Figure{{ID: "x", Kind: "radar"}, {ID: "y", Kind: lab.FigLine, Series: "missing"}}}
	if got := Charts(r, r.Figures, fixed(400), i18n.EN); len(got) != 0 {
		t.Errorf("drew %d charts of unknown kind or without data", len(got))
	}
}

// A run's figures draw at any width: every lab's default run, at a phone's
// and a desktop's width, gives well-formed charts with no overlapping ticks.
func TestEveryLabsFiguresDraw(t *testing.T) {
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Errorf("%s: %v", l.ID, err)
			continue
		}
		for _, w := range []float64{330, 420, 860} {
			for _, c := range Charts(res, res.Figures, fixed(w), i18n.TR) {
				checkSVG(t, c.SVG)
				if c.Kind != lab.FigSequence {
					checkTicks(t, c.SVG, w)
				}
				if c.Alt == "" {
					t.Errorf("%s %s: no alt text", l.ID, c.FigID)
				}
			}
		}
	}
}

func TestBucketKeepsPeaks(t *testing.T) {
	var pts []lab.Point
	for i := 0; i < 1000; i++ {
		pts = append(pts, lab.Point{X: float64(i), Y: 1})
	}
	pts[517].Y = 99
	out := bucket(pts, 100)
	if len(out) > 101 {
		t.Fatalf("bucket kept %d points", len(out))
	}
	peak := false
	for _, p := range out {
		peak = peak || p.Y == 99
	}
	if !peak {
		t.Fatal("bucket lost the peak")
	}
}

func TestFigureIDsAreSafeForTheDOM(t *testing.T) {
	for in, want := range map[string]string{"sequence.thick": "sequence-thick", "Load/B": "load-b", "": "figure"} {
		if got := FigureID(lab.Figure{ID: in}); got != want {
			t.Errorf("FigureID(%q) = %q, want %q", in, got, want)
		}
	}
}

// Dense numeric categories are labelled on a round step, never touching.
func TestBarLabelsPickRoundCategories(t *testing.T) {
	var cats []float64
	for i := 0; i < 90; i++ {
		cats = append(cats, float64(i)*0.016)
	}
	on := barLabels(cats, 4, false)
	var got []string
	for i, b := range on {
		if b {
			got = append(got, Value(cats[i], i18n.EN))
		}
	}
	if len(got) < 2 || got[0] != "0" {
		t.Fatalf("labelled %v", got)
	}
	for _, g := range got {
		if v, _ := strconv.ParseFloat(g, 64); v*10 != float64(int(v*10+0.5)) {
			t.Errorf("label %s is not on a round step (labels %v)", g, got)
		}
	}
}

func TestBarCategoriesAreNamedAndThePinnedRunIsDrawnUnderneath(t *testing.T) {
	fig := lab.Figure{ID: "f", Kind: lab.FigBar, Series: "s", Title: i18n.Text{TR: "t", EN: "t"},
		X: lab.Axis{Categories: []i18n.Text{{TR: "sabit", EN: "fixed"}, {TR: "uyarlanır", EN: "adaptive"}}}}
	mk := func(a, b float64) *lab.Result {
		return &lab.Result{Figures: []lab.Figure{fig}, Series: []lab.Series{{ID: "s", Lines: []lab.Line{
			{ID: "n", Label: i18n.Text{TR: "n", EN: "n"}, Points: []lab.Point{{X: 0, Y: a}, {X: 1, Y: b}}}}}}}
	}
	cur, pin := mk(3, 5), mk(9, 1)
	got := ChartsPinned(cur, pin, cur.Figures, fixed(400), i18n.TR, nil)
	if len(got) != 1 {
		t.Fatalf("drew %d charts, want 1", len(got))
	}
	svg := got[0].SVG
	for _, want := range []string{">sabit<", ">uyarlanır<"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the bars are not named %s: %s", want, svg)
		}
	}
	if n := strings.Count(svg, `class="ghost-bar"`); n != 2 {
		t.Errorf("%d pinned bars drawn, want 2", n)
	}
	// The scale fits both runs: the pinned 9 is above the current 5, so
	// the axis reaches at least 9.
	if !strings.Contains(svg, ">10<") && !strings.Contains(svg, ">9<") {
		t.Errorf("the y axis does not reach the pinned run's 9: %s", svg)
	}
	if alone := Charts(cur, cur.Figures, fixed(400), i18n.TR)[0].SVG; strings.Contains(alone, "ghost") {
		t.Error("without a pinned run the chart still draws a ghost")
	}
}
