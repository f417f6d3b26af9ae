package draw

import (
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

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
	if !strings.HasPrefix(c.Alt, "2 şerit, 0 s ile 3,11 s arası") || !strings.Contains(c.Alt, "Aşamalar: 1 hepsi diri (900 ms)") {
		t.Errorf("alt = %q", c.Alt)
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
