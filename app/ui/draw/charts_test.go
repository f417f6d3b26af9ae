package draw

import (
	"encoding/xml"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/netsim"
)

func txt(tr, en string) i18n.Text { return i18n.Text{TR: tr, EN: en} }

// checkSVG parses the chart as XML and enforces the CSP-friendly rules: no
// style attributes, no outside URL but the SVG namespace, a title and a
// desc; and the real-size rule: width and height equal the viewBox.
func checkSVG(t *testing.T, s string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(s))
	var titles, descs int
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("chart is not well-formed XML: %v\n%s", err, s)
		}
		if se, ok := tok.(xml.StartElement); ok {
			switch se.Name.Local {
			case "title":
				titles++
			case "desc":
				descs++
			case "svg":
				var w, h, vb string
				for _, a := range se.Attr {
					switch a.Name.Local {
					case "width":
						w = a.Value
					case "height":
						h = a.Value
					case "viewBox":
						vb = a.Value
					}
				}
				if vb != "0 0 "+w+" "+h {
					t.Errorf("svg width %s height %s viewBox %q: not drawn at its real size", w, h, vb)
				}
			}
			for _, a := range se.Attr {
				if a.Name.Local == "style" {
					t.Errorf("style attribute in chart: %v", se)
				}
			}
		}
	}
	if titles == 0 || descs != 1 {
		t.Errorf("chart has %d titles and %d descs, want a title and one desc", titles, descs)
	}
	if strings.Count(s, "http") != 1 {
		t.Errorf("chart names a URL other than the SVG namespace")
	}
}

// texts are the chart's text elements with their positions.
type svgText struct {
	x, y   float64
	anchor string
	class  string
	text   string
}

var textRE = regexp.MustCompile(`<text x="([-0-9.]+)" y="([-0-9.]+)" text-anchor="(\w+)" class="([^"]*)">([^<]*)</text>`)

func texts(s string) []svgText {
	var out []svgText
	for _, m := range textRE.FindAllStringSubmatch(s, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		out = append(out, svgText{x, y, m[3], m[4], m[5]})
	}
	return out
}

// span is where a text is drawn horizontally (estimated as layout does).
func (t svgText) span() (float64, float64) {
	w := textW(strings.ReplaceAll(t.text, "&amp;", "&"))
	switch t.anchor {
	case "middle":
		return t.x - w/2, t.x + w/2
	case "end":
		return t.x - w, t.x
	}
	return t.x, t.x + w
}

// checkTicks: tick labels on one row never overlap, and none leaves the
// picture.
func checkTicks(t *testing.T, s string, width float64) {
	t.Helper()
	rows := map[float64][]svgText{}
	for _, tx := range texts(s) {
		a, b := tx.span()
		if a < -0.5 || b > width+0.5 {
			t.Errorf("text %q spans %.0f…%.0f, outside the %.0f px picture", tx.text, a, b, width)
		}
		if tx.class == "tick" {
			rows[tx.y] = append(rows[tx.y], tx)
		}
	}
	for y, row := range rows {
		for i := 1; i < len(row); i++ {
			_, prevEnd := row[i-1].span()
			start, _ := row[i].span()
			if start < prevEnd+2 && row[i].x != row[i-1].x {
				t.Errorf("tick labels %q and %q overlap at y=%v", row[i-1].text, row[i].text, y)
			}
		}
	}
}

func fixed(w float64) Width { return func(string, bool) float64 { return w } }

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
	r := &lab.Result{Figures: []lab.Figure{{ID: "x", Kind: "radar"}, {ID: "y", Kind: lab.FigLine, Series: "missing"}}}
	if got := Charts(r, r.Figures, fixed(400), i18n.EN); len(got) != 0 {
		t.Errorf("drew %d charts of unknown kind or without data", len(got))
	}
}

func TestLanesChartMarksPhasesAndWindowAndNamesLanesByRole(t *testing.T) {
	ms := time.Millisecond
	r := &lab.Result{
		Figures: []lab.Figure{{ID: "timeline", Kind: lab.FigLanes, Title: txt("Zaman çizgisi", "Timeline"), X: lab.Axis{Label: txt("zaman", "time"), Unit: "ms"}, Main: true}},
		Scene:   lab.Scene{Nodes: []lab.Node{{ID: "r1", Role: lab.RoleService, Label: txt("kopya r1", "replica r1")}}},
		Spans: []lab.Span{
			{Lane: "phase", State: "all_alive", Kind: lab.SpanMarker, Label: txt("hepsi diri", "all alive"), From: 900 * ms, To: 902 * ms},
			{Lane: "phase", State: "killed", Kind: lab.SpanMarker, Label: txt("kopya öldürüldü", "replica killed"), From: 902 * ms, To: 904 * ms},
			{Lane: "r1", State: "alive", Label: txt("süreç çalışıyor", "process running"), From: 400 * ms, To: 3111 * ms},
			{Lane: "r1", State: "registered", Label: txt("diri kayıt", "live record"), From: 400 * ms, To: 1600 * ms},
			{Lane: "r2", State: "alive", Label: txt("süreç çalışıyor", "process running"), From: 400 * ms, To: 902 * ms},
			{Lane: "discovery_window", State: "dead_listed", Kind: lab.SpanWindow, Label: txt("keşif penceresi", "discovery window"), From: 902 * ms, To: 1600 * ms},
		},
	}
	c := Charts(r, r.Figures, fixed(700), i18n.TR)[0]
	checkSVG(t, c.SVG)
	checkTicks(t, c.SVG, 700)
	for _, want := range []string{"1 hepsi diri", "2 kopya öldürüldü", `class="window"`, "keşif penceresi", "diri kayıt", ">kopya r1<", ">r2<"} {
		if !strings.Contains(c.SVG, want) {
			t.Errorf("lanes chart lacks %q", want)
		}
	}
	if got := strings.Count(c.SVG, `class="span `); got != 3 {
		t.Errorf("lanes chart has %d spans, want 3 (phases and windows are drawn apart)", got)
	}
	// Two phases 2 ms apart: their labels go on two rows.
	var ys []float64
	for _, tx := range texts(c.SVG) {
		if tx.class == "phase-label" {
			ys = append(ys, tx.y)
		}
	}
	if len(ys) != 2 || ys[0] == ys[1] {
		t.Errorf("phase labels at y %v, want two rows", ys)
	}
	if !strings.Contains(c.SVG, ">3500<") || strings.Contains(c.SVG, ">5000<") {
		t.Errorf("3111 ms of spans: the axis should end at 3500")
	}
	if !strings.HasPrefix(c.Alt, "2 şerit, 0s ile 3.111s arası") || !strings.Contains(c.Alt, "Aşamalar: 1 hepsi diri (900ms)") {
		t.Errorf("alt = %q", c.Alt)
	}
}

func seqResult() *lab.Result {
	us := time.Microsecond
	return &lab.Result{
		Figures: []lab.Figure{
			{ID: "seq.one", Kind: lab.FigSequence, Title: i18n.Plain("one"), To: 2000 * us},
			{ID: "seq.two", Kind: lab.FigSequence, Title: i18n.Plain("two"), From: 2000 * us},
		},
		Scene: lab.Scene{
			Nodes: []lab.Node{
				{ID: "fee", Role: lab.RoleService, Label: txt("ücret servisi", "fee service")},
				{ID: "app", Role: lab.RoleApp, Label: txt("uygulama", "app")},
				{ID: "side", Role: lab.RoleProxy, Label: txt("yan araba", "sidecar")},
			},
			Effects: []lab.Effect{{ID: "charge", Label: txt("tahsilat", "charge"), Tone: lab.ToneBad}},
		},
		Trace: []netsim.Message{
			{From: "app", To: "side", Sent: 0, Received: 900 * us, Method: "POST", Path: "/pay", Status: 200, Served: true},
			{From: "side", To: "fee", Sent: 100 * us, Received: 300 * us, Method: "POST", Path: "/pay", Status: 503, Attempt: 1, Served: true, Effect: "charge"},
			{From: "side", To: "fee", Sent: 400 * us, Received: 600 * us, Method: "POST", Path: "/pay", Status: 200, Attempt: 2, Served: true, Effect: "charge"},
			{From: "side", To: "fee", Sent: 700 * us, Received: 800 * us, Method: "POST", Path: "/pay", Err: "tls: certificate has expired", Attempt: 3},
			{From: "app", To: "fee", Sent: 2100 * us, Received: 2300 * us, Method: "GET", Path: "/debt", Status: 200},
		},
	}
}

// Lifelines say their node's role and stand by role (the app left); the
// effects come from the trace with the scene's labels; the alt text counts
// error statuses, unanswered calls and effects; each figure keeps to its
// From…To.
func TestSequenceChartShowsRolesEffectsAndTrueCounts(t *testing.T) {
	r := seqResult()
	got := Charts(r, r.Figures, fixed(640), i18n.EN)
	if len(got) != 2 {
		t.Fatalf("drew %d sequences, want 2", len(got))
	}
	one := got[0]
	checkSVG(t, one.SVG)
	var heads []string
	for _, tx := range texts(one.SVG) {
		if tx.class == "actor-label" {
			heads = append(heads, tx.text)
		}
	}
	if strings.Join(heads, "|") != "app|sidecar|fee service" {
		t.Errorf("lifelines %q, want app|sidecar|fee service (by role)", heads)
	}
	if n := strings.Count(one.SVG, `class="effect tone-bad"`); n != 2 {
		t.Errorf("%d charges marked, want 2 (the TLS failure never reached the handler)", n)
	}
	want := "4 messages between 3 participants: app, sidecar, fee service. 1 answer came back with an error status. 1 call got no answer. Effects: charge ×2."
	if one.Alt != want {
		t.Errorf("alt = %q\nwant  %q", one.Alt, want)
	}
	if two := got[1]; !strings.HasPrefix(two.Alt, "1 message between 2 participants") || !strings.Contains(two.Alt, "Every call got a successful answer.") {
		t.Errorf("second figure alt = %q: want only its own message", two.Alt)
	}
	tr := Charts(r, r.Figures[:1], fixed(640), i18n.TR)[0]
	if !strings.Contains(tr.SVG, ">tahsilat<") || !strings.Contains(tr.Alt, "1 yanıt hata durumuyla döndü") {
		t.Errorf("Turkish sequence lacks its Turkish labels: %s", tr.Alt)
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
			got = append(got, FormatNum(cats[i]))
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

// On a phone the lane names go above their lanes, so the time axis keeps
// the width; phases that would need more than two rows of labels carry
// numbers, and their names are listed below.
func TestNarrowLanesStackLabelsAndListPhases(t *testing.T) {
	ms := time.Millisecond
	r := &lab.Result{Figures: []lab.Figure{{ID: "t", Kind: lab.FigLanes, Title: i18n.Plain("t"), X: lab.Axis{Unit: "ms"}}}}
	for i, name := range []string{"all alive", "replica killed right away", "lease ran out", "replica reported broken"} {
		r.Spans = append(r.Spans, lab.Span{Lane: "phase", Kind: lab.SpanMarker, Label: i18n.Plain(name), From: time.Duration(900+i*30) * ms})
	}
	r.Spans = append(r.Spans, lab.Span{Lane: "a replica with a long name", State: "up", Label: i18n.Plain("up"), From: 0, To: 1200 * ms})
	c := Charts(r, r.Figures, fixed(340), i18n.EN)[0]
	checkSVG(t, c.SVG)
	checkTicks(t, c.SVG, 340)
	var lane svgText
	var numbers, listed int
	for _, tx := range texts(c.SVG) {
		switch {
		case tx.class == "lane":
			lane = tx
		case tx.class == "phase-label" && len(tx.text) == 1:
			numbers++
		case tx.class == "phase-label" && strings.Contains(tx.text, "·"):
			listed++
		}
	}
	if lane.anchor != "start" || lane.x > 20 {
		t.Errorf("the lane label is not above its lane: %+v", lane)
	}
	if numbers != 4 || listed == 0 {
		t.Errorf("%d numbered phase lines and %d listed lines, want 4 and some:\n%s", numbers, listed, c.SVG)
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
