package draw

import (
	"fmt"
	"html"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// firstState is the first time node enters state in the scene's events.
func firstState(res *lab.Result, node, state string) time.Duration {
	for _, e := range res.Scene.Events {
		if e.Node == node && e.State == state {
			return e.T
		}
	}
	return -1
}

// The model answers "what is the state at t" from the events alone: in the
// lesson's registry run the last replica is alive until its kill and dead
// from then on, and the narration at the kill says so.
func TestReplayModelFollowsTheKilledReplica(t *testing.T) {
	res := runLab(t, "registry", "")
	m := NewReplayModel(res)
	const killed = "127.0.0.1:8764"
	kill := firstState(res, killed, "dead")
	if kill != 902600*time.Microsecond {
		t.Fatalf("the kill is at %v, want 902.6ms", kill)
	}
	i := m.index[killed]
	for _, c := range []struct {
		t    time.Duration
		want string
	}{{0, "not_started"}, {kill - 1, "alive"}, {kill, "dead"}, {m.End, "dead"}} {
		if e, _, _ := m.StateAt(i, c.t); e.State != c.want {
			t.Errorf("at %v the killed replica is %q, want %q", c.t, e.State, c.want)
		}
	}
	note, at := m.NoteAt(kill+time.Microsecond, i18n.EN)
	if at != kill || !strings.Contains(note, killed) || !strings.Contains(note, "killed") {
		t.Errorf("narration after the kill (%v): %q", at, note)
	}
	// Stepping lands on the kill from just before it, and back.
	if got := m.Next(kill - 1); got != kill {
		t.Errorf("next after %v is %v, want the kill", kill-1, got)
	}
	if got := m.Prev(kill + 1); got != kill {
		t.Errorf("prev before %v is %v, want the kill", kill+1, got)
	}
	if got := m.Next(m.End); got != m.End {
		t.Errorf("next at the end moves to %v", got)
	}
	// Phase markers: five phases, the second at the kill.
	if len(m.Markers) != 5 || m.Markers[1].From != kill {
		t.Errorf("markers %v, want 5 with the second at the kill", m.Markers)
	}
	if at, ok := m.NextMarker(kill); !ok || at <= kill {
		t.Errorf("next marker after the kill: %v %v", at, ok)
	}
}

// A message goes out in one hop, waits, and comes back in one hop; the
// lesson's registry calls take 200 µs, so the hop is 100 µs.
func TestReplayModelPlacesMessagesOnTheirLegs(t *testing.T) {
	res := runLab(t, "registry", "")
	m := NewReplayModel(res)
	if m.hop != 100*time.Microsecond || m.Rates {
		t.Fatalf("hop %v rates %v, want 100µs and dots", m.hop, m.Rates)
	}
	msg := m.Messages[0]
	for _, c := range []struct {
		at  time.Duration
		leg Leg
		pos float64
	}{{msg.Sent, LegOut, 0}, {msg.Sent + 50*time.Microsecond, LegOut, 0.5}, {msg.Sent + 100*time.Microsecond, LegWait, 1}, {msg.Received - 25*time.Microsecond, LegBack, 0.25}} {
		var got *Flight
		fl := m.InFlight(c.at, nil)
		for k := range fl {
			if m.Messages[fl[k].Msg].Sent == msg.Sent && m.Messages[fl[k].Msg].From == msg.From {
				got = &fl[k]
			}
		}
		if got == nil || got.Leg != c.leg || math.Abs(got.Pos-c.pos) > 1e-9 {
			t.Errorf("at %v: %+v, want leg %d at %v", c.at, got, c.leg, c.pos)
		}
	}
	if n := len(m.InFlight(msg.Received+1, nil)); n != 0 && m.Messages[1].Sent > msg.Received {
		t.Errorf("%d messages in flight after the first answer", n)
	}
}

// A run with more messages than dots can show is drawn as rates; the rate
// over the traced span is the arrival rate.
func TestReplayModelDrawsABigRunAsRates(t *testing.T) {
	res := runLab(t, "admission", "arrivals=poisson&rate=1000&duration=100s")
	m := NewReplayModel(res)
	if !m.Rates || res.TraceDropped == 0 {
		t.Fatalf("rates %v with %d dropped", m.Rates, res.TraceDropped)
	}
	e := -1
	for i, ed := range m.Edges {
		if m.Nodes[ed.From].ID == "bounded.client" {
			e = i
		}
	}
	if e < 0 {
		t.Fatal("no edge from the bounded client")
	}
	v, ok := m.Rate(e, 2*time.Second)
	if !ok || v < 700 || v > 1300 {
		t.Errorf("rate at 2s: %v (%v), want about 1000/s", v, ok)
	}
	if _, ok := m.Rate(e, m.TraceEnd+time.Second); ok {
		t.Error("a rate past the trace's end")
	}
	if len(m.stops) > 20000 {
		t.Errorf("%d step stops", len(m.stops))
	}
}

// Every lab's scene lays out inside the drawing with no two boxes touching,
// at a desktop width and a phone width, and draws one node per scene node
// with its state at the moment.
func TestReplayLayoutKeepsNodesApart(t *testing.T) {
	dataNode := regexp.MustCompile(`data-node="([^"]*)" data-state="([^"]*)"`)
	for _, l := range labs.All() {
		res := runLab(t, l.ID, "")
		m := NewReplayModel(res)
		for _, w := range []float64{900, 360} {
			lay := LayoutTopology(m, w, i18n.EN)
			for i, a := range lay.Boxes {
				if a.X-a.W/2 < 0 || a.X+a.W/2 > w || a.Y-a.H/2 < 0 || a.Y+a.H/2 > lay.H {
					t.Errorf("%s at %v px: node %s outside the drawing: %+v in %v×%v", l.ID, w, m.Nodes[i].ID, a, w, lay.H)
				}
				for j, b := range lay.Boxes[:i] {
					if math.Abs(a.X-b.X) < (a.W+b.W)/2 && math.Abs(a.Y-b.Y) < (a.H+b.H)/2 {
						t.Errorf("%s at %v px: %s and %s overlap", l.ID, w, m.Nodes[i].ID, m.Nodes[j].ID)
					}
				}
			}
			svg := lay.SVG(m, m.End, i18n.TR)
			checkSVG(t, svg)
			got := dataNode.FindAllStringSubmatch(svg, -1)
			if len(got) != len(m.Nodes) {
				t.Fatalf("%s: %d drawn nodes for %d scene nodes", l.ID, len(got), len(m.Nodes))
			}
			for i, g := range got {
				e, _, _ := m.StateAt(i, m.End)
				if g[1] != m.Nodes[i].ID || g[2] != e.State {
					t.Errorf("%s: node %d drawn as %s/%s, want %s/%s", l.ID, i, g[1], g[2], m.Nodes[i].ID, e.State)
				}
			}
		}
	}
}

// The cursor lands where the chart drew the time: at every tick of every
// time-axis figure, Plot.TimeX of that moment is on the tick's grid or mark
// line; the plot's box is where the chart drew its axes (lines) or its grid
// (lanes), and its size is the picture's, for the figures of each lab at
// two widths.
func TestReplayCursorLandsOnTheChartsTicks(t *testing.T) {
	tick := regexp.MustCompile(`<line x1="([^"]*)" y1="([^"]*)" x2="([^"]*)" y2="([^"]*)" class="(?:grid|axis)"/>`)
	checked := 0
	for _, l := range labs.All() {
		res := runLab(t, l.ID, "")
		figs := TimeFigures(res)
		for _, w := range []float64{880, 420} {
			for _, ch := range Charts(res, figs, fixed(w), i18n.EN) {
				p := ch.Plot
				xs := map[string]bool{}
				lines := map[string]bool{}
				for _, m := range tick.FindAllStringSubmatch(ch.SVG, -1) {
					if m[1] == m[3] {
						xs[m[1]] = true
					}
					lines[strings.Join(m[1:], " ")] = true
				}
				for _, v := range p.X.Ticks {
					x, ok := p.TimeX(durationIn(v, p.XUnit))
					if !ok || !xs[Num(x)] {
						t.Errorf("%s %s at %v px: the cursor at tick %v is at x=%s, not on a drawn tick line", l.ID, ch.FigID, w, v, Num(x))
					}
					checked++
				}
				// The box: a line chart's y axis runs up its left edge; a
				// lanes chart's first grid line spans it top to bottom.
				want := Num(p.Left) + " " + Num(p.Bottom) + " " + Num(p.Left) + " " + Num(p.Top)
				if ch.Kind == lab.FigLanes {
					x0 := Num(p.X.At(p.X.Ticks[0], p.Left, p.Right))
					want = x0 + " " + Num(p.Top) + " " + x0 + " " + Num(p.Bottom)
				}
				if !lines[want] || p.Bottom <= p.Top || p.Right <= p.Left {
					t.Errorf("%s %s at %v px: plot %+v, no line %q in the drawing", l.ID, ch.FigID, w, p, want)
				}
				if size := fmt.Sprintf(`width="%s" height="%s"`, Num(p.Width), Num(p.Height)); !strings.Contains(ch.SVG, size) {
					t.Errorf("%s %s: the plot says %s, the svg does not", l.ID, ch.FigID, size)
				}
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d ticks checked: which figures have a time axis?", checked)
	}
}

func durationIn(v float64, unit string) time.Duration {
	switch unit {
	case "s":
		return time.Duration(math.Round(v * float64(time.Second)))
	case "µs", "us":
		return time.Duration(math.Round(v * float64(time.Microsecond)))
	case "ns":
		return time.Duration(math.Round(v))
	case "min":
		return time.Duration(math.Round(v * float64(time.Minute)))
	}
	return time.Duration(math.Round(v * float64(time.Millisecond)))
}

// A table's rows are final once their time has come; rows without a time
// always are.
func TestFinalRowsFollowRowAt(t *testing.T) {
	tb := &lab.Table{Rows: make([][]i18n.Text, 3), RowAt: []time.Duration{10, 20, 30}}
	if got := FinalRows(tb, 20); strconv.Quote(strings.Trim(strings.Join(strings.Fields(strings.Trim(fmtBools(got), "[]")), ","), ",")) != `"true,true,false"` {
		t.Errorf("final at 20: %v", got)
	}
	if got := FinalRows(&lab.Table{Rows: make([][]i18n.Text, 2)}, 0); !got[0] || !got[1] {
		t.Errorf("rows without times: %v", got)
	}
}

func fmtBools(bs []bool) string {
	var s []string
	for _, b := range bs {
		s = append(s, strconv.FormatBool(b))
	}
	return "[" + strings.Join(s, " ") + "]"
}

// The strip marks every phase and window the run declares; phases that
// start together (the registry's first two, 2.6 ms apart) share one mark,
// numbered with both, so no label is drawn over another.
func TestReplayStripMarksPhasesAndWindows(t *testing.T) {
	m := NewReplayModel(runLab(t, "registry", ""))
	s := ReplayStrip(m, i18n.TR)
	if d := m.Markers[1].From - m.Markers[0].From; float64(d) >= stripNear*float64(m.End) {
		t.Fatalf("the registry's first two phases start %v apart: the case below needs them together", d)
	}
	if n := strings.Count(s, `class="phase"`); n != len(m.Markers)-1 {
		t.Errorf("%d phase lines for %d markers, two of them together", n, len(m.Markers))
	}
	if !strings.Contains(s, `>1·2<title>1 `) {
		t.Errorf("the first two phases do not share a label: %s", s)
	}
	for i := range m.Markers {
		if !strings.Contains(s, strconv.Itoa(i+1)+" "+m.Markers[i].Label.In(i18n.TR)) {
			t.Errorf("phase %d is not named in the marks' titles", i+1)
		}
	}
	if n := strings.Count(s, `class="window"`); n != len(m.Windows) || n == 0 {
		t.Errorf("%d windows drawn for %d", n, len(m.Windows))
	}
	if !strings.Contains(s, "keşif penceresi") {
		t.Errorf("the window is not named in Turkish: %s", s)
	}
}

// The scrubber reaches every row's final time: at the end of each lab's
// run (and of a run whose set-ups each keep their own clock) every row is
// final.
func TestReplayEndsWithEveryRowFinal(t *testing.T) {
	for _, c := range [][2]string{{"registry", ""}, {"sidecar", ""}, {"admission", ""}, {"cache", ""}, {"cache", "strategy=shared_lock&instances=2"}} {
		m := NewReplayModel(runLab(t, c[0], c[1]))
		for _, s := range m.Result.Sections {
			if s.Table == nil {
				continue
			}
			for i, f := range FinalRows(s.Table, m.End) {
				if !f {
					t.Errorf("%s %s: row %d of %s is not final at the end (%v)", c[0], c[1], i, s.ID, m.End)
				}
			}
		}
	}
}

// No node's name is cut: at a desktop's and a phone's width, in both
// languages, every box has room for all the lines its name wraps onto, and
// the lines hold the whole name.
func TestReplayNodeNamesAreNeverCut(t *testing.T) {
	rlabels := regexp.MustCompile(`(?s)<g id="rn-(\d+)"[^>]*>.*?</g>`)
	text := regexp.MustCompile(`<text class="rlabel"[^>]*>([^<]*)</text>`)
	for _, l := range labs.All() {
		for _, q := range []string{"", "strategy=shared_lock&instances=3"} {
			if q != "" && l.ID != "cache" {
				continue
			}
			m := NewReplayModel(runLab(t, l.ID, q))
			for _, w := range []float64{900, 360} {
				for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
					lay := LayoutTopology(m, w, lang)
					svg := lay.SVG(m, 0, lang)
					for _, g := range rlabels.FindAllStringSubmatch(svg, -1) {
						i, _ := strconv.Atoi(g[1])
						var got string
						for _, s := range text.FindAllStringSubmatch(g[0], -1) {
							got += html.UnescapeString(s[1])
						}
						want := m.Nodes[i].Label.In(lang)
						if strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(want, " ", "") {
							t.Errorf("%s %q at %v px (%s): node %s reads %q, want %q", l.ID, q, w, lang, m.Nodes[i].ID, got, want)
						}
					}
				}
			}
		}
	}
}
