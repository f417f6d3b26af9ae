package ui

import (
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

func runLab(t *testing.T, id, query string) *lab.Result {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	res, err := labs.Find(id).Run(q, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

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
	m := newReplayModel(res)
	const killed = "127.0.0.1:8764"
	kill := firstState(res, killed, "dead")
	if kill != 902600*time.Microsecond {
		t.Fatalf("the kill is at %v, want 902.6ms", kill)
	}
	i := m.index[killed]
	for _, c := range []struct {
		t    time.Duration
		want string
	}{{0, "not_started"}, {kill - 1, "alive"}, {kill, "dead"}, {m.end, "dead"}} {
		if e, _, _ := m.stateAt(i, c.t); e.State != c.want {
			t.Errorf("at %v the killed replica is %q, want %q", c.t, e.State, c.want)
		}
	}
	note, at := m.noteAt(kill+time.Microsecond, i18n.EN)
	if at != kill || !strings.Contains(note, killed) || !strings.Contains(note, "killed") {
		t.Errorf("narration after the kill (%v): %q", at, note)
	}
	// Stepping lands on the kill from just before it, and back.
	if got := m.next(kill - 1); got != kill {
		t.Errorf("next after %v is %v, want the kill", kill-1, got)
	}
	if got := m.prev(kill + 1); got != kill {
		t.Errorf("prev before %v is %v, want the kill", kill+1, got)
	}
	if got := m.next(m.end); got != m.end {
		t.Errorf("next at the end moves to %v", got)
	}
	// Phase markers: five phases, the second at the kill.
	if len(m.markers) != 5 || m.markers[1].From != kill {
		t.Errorf("markers %v, want 5 with the second at the kill", m.markers)
	}
	if at, ok := m.nextMarker(kill); !ok || at <= kill {
		t.Errorf("next marker after the kill: %v %v", at, ok)
	}
}

// A message goes out in one hop, waits, and comes back in one hop; the
// lesson's registry calls take 200 µs, so the hop is 100 µs.
func TestReplayModelPlacesMessagesOnTheirLegs(t *testing.T) {
	res := runLab(t, "registry", "")
	m := newReplayModel(res)
	if m.hop != 100*time.Microsecond || m.rates {
		t.Fatalf("hop %v rates %v, want 100µs and dots", m.hop, m.rates)
	}
	msg := m.msgs[0]
	for _, c := range []struct {
		at  time.Duration
		leg leg
		pos float64
	}{{msg.Sent, legOut, 0}, {msg.Sent + 50*time.Microsecond, legOut, 0.5}, {msg.Sent + 100*time.Microsecond, legWait, 1}, {msg.Received - 25*time.Microsecond, legBack, 0.25}} {
		var got *flight
		fl := m.inFlight(c.at, nil)
		for k := range fl {
			if m.msgs[fl[k].msg].Sent == msg.Sent && m.msgs[fl[k].msg].From == msg.From {
				got = &fl[k]
			}
		}
		if got == nil || got.leg != c.leg || math.Abs(got.pos-c.pos) > 1e-9 {
			t.Errorf("at %v: %+v, want leg %d at %v", c.at, got, c.leg, c.pos)
		}
	}
	if n := len(m.inFlight(msg.Received+1, nil)); n != 0 && m.msgs[1].Sent > msg.Received {
		t.Errorf("%d messages in flight after the first answer", n)
	}
}

// A run with more messages than dots can show is drawn as rates; the rate
// over the traced span is the arrival rate.
func TestReplayModelDrawsABigRunAsRates(t *testing.T) {
	res := runLab(t, "admission", "arrivals=poisson&rate=1000&duration=100s")
	m := newReplayModel(res)
	if !m.rates || res.TraceDropped == 0 {
		t.Fatalf("rates %v with %d dropped", m.rates, res.TraceDropped)
	}
	e := -1
	for i, ed := range m.edges {
		if m.nodes[ed.from].ID == "bounded.client" {
			e = i
		}
	}
	if e < 0 {
		t.Fatal("no edge from the bounded client")
	}
	v, ok := m.rate(e, 2*time.Second)
	if !ok || v < 700 || v > 1300 {
		t.Errorf("rate at 2s: %v (%v), want about 1000/s", v, ok)
	}
	if _, ok := m.rate(e, m.traceEnd+time.Second); ok {
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
		m := newReplayModel(res)
		for _, w := range []float64{900, 360} {
			lay := layoutTopo(m, w)
			for i, a := range lay.boxes {
				if a.x-a.w/2 < 0 || a.x+a.w/2 > w || a.y-a.h/2 < 0 || a.y+a.h/2 > lay.h {
					t.Errorf("%s at %v px: node %s outside the drawing: %+v in %v×%v", l.ID, w, m.nodes[i].ID, a, w, lay.h)
				}
				for j, b := range lay.boxes[:i] {
					if math.Abs(a.x-b.x) < (a.w+b.w)/2 && math.Abs(a.y-b.y) < (a.h+b.h)/2 {
						t.Errorf("%s at %v px: %s and %s overlap", l.ID, w, m.nodes[i].ID, m.nodes[j].ID)
					}
				}
			}
			svg := topoSVG(m, &lay, m.end, i18n.TR)
			checkSVG(t, svg)
			got := dataNode.FindAllStringSubmatch(svg, -1)
			if len(got) != len(m.nodes) {
				t.Fatalf("%s: %d drawn nodes for %d scene nodes", l.ID, len(got), len(m.nodes))
			}
			for i, g := range got {
				e, _, _ := m.stateAt(i, m.end)
				if g[1] != m.nodes[i].ID || g[2] != e.State {
					t.Errorf("%s: node %d drawn as %s/%s, want %s/%s", l.ID, i, g[1], g[2], m.nodes[i].ID, e.State)
				}
			}
		}
	}
}

// The cursor lands where the chart drew the time: at every tick of every
// time-axis figure, the cursor for that moment is on the tick's grid or
// mark line, for the figures of each lab at two widths.
func TestReplayCursorLandsOnTheChartsTicks(t *testing.T) {
	tick := regexp.MustCompile(`<line x1="([^"]*)" y1="[^"]*" x2="([^"]*)" y2="[^"]*" class="(?:grid|axis)"/>`)
	checked := 0
	for _, l := range labs.All() {
		res := runLab(t, l.ID, "")
		figs := timeFigures(res)
		for _, w := range []float64{880, 420} {
			drawn := drawCharts(res, figs, func(string, bool) float64 { return w }, i18n.EN)
			for k, ch := range drawn {
				tm, ok := timeMapOf(res, figs, figs[k], w, i18n.EN, ch.svg)
				if !ok {
					t.Fatalf("%s %s: no time map", l.ID, ch.figID)
				}
				xs := map[string]bool{}
				for _, m := range tick.FindAllStringSubmatch(ch.svg, -1) {
					if m[1] == m[2] {
						xs[m[1]] = true
					}
				}
				for _, v := range tm.ax.ticks {
					d := durationIn(v, tm.unit)
					x, ok := tm.x(d)
					if !ok || !xs[num(x)] {
						t.Errorf("%s %s at %v px: the cursor at tick %v is at x=%s, not on a drawn tick line", l.ID, ch.figID, w, v, num(x))
					}
					checked++
				}
				if tm.bottom <= tm.top {
					t.Errorf("%s %s: cursor from %v to %v", l.ID, ch.figID, tm.top, tm.bottom)
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

// Speeds: the slider spans at least ×0.1 to ×100, and the default plays
// each lesson's run in 5 to 40 seconds.
func TestReplaySpeedsFitEachRun(t *testing.T) {
	for _, l := range labs.All() {
		m := newReplayModel(runLab(t, l.ID, ""))
		lo, hi, def := speedRange(m.end)
		if speedAt(lo) > 0.1+1e-12 || speedAt(hi) < 100-1e-9 || def < lo || def > hi {
			t.Errorf("%s: speeds %s…%s, default %s", l.ID, fmtSpeed(speedAt(lo)), fmtSpeed(speedAt(hi)), fmtSpeed(speedAt(def)))
		}
		if secs := m.end.Seconds() / speedAt(def); secs < 5 || secs > 40 {
			t.Errorf("%s: the %v run plays in %.1f s at the default %s", l.ID, m.end, secs, fmtSpeed(speedAt(def)))
		}
	}
	for i, want := range map[int]float64{-3: 0.1, -1: 0.5, 0: 1, 1: 2, 2: 5, 3: 10, 6: 100} {
		if got := speedAt(i); math.Abs(got-want) > 1e-9*want {
			t.Errorf("speedAt(%d) = %v, want %v", i, got, want)
		}
	}
}

// A table's rows are final once their time has come; rows without a time
// always are.
func TestFinalRowsFollowRowAt(t *testing.T) {
	tb := &lab.Table{Rows: make([][]i18n.Text, 3), RowAt: []time.Duration{10, 20, 30}}
	if got := finalRows(tb, 20); strconv.Quote(strings.Trim(strings.Join(strings.Fields(strings.Trim(fmtBools(got), "[]")), ","), ",")) != `"true,true,false"` {
		t.Errorf("final at 20: %v", got)
	}
	if got := finalRows(&lab.Table{Rows: make([][]i18n.Text, 2)}, 0); !got[0] || !got[1] {
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

// The strip marks every phase and window the run declares.
func TestReplayStripMarksPhasesAndWindows(t *testing.T) {
	m := newReplayModel(runLab(t, "registry", ""))
	s := stripSVG(m, i18n.TR)
	if n := strings.Count(s, `class="phase"`); n != len(m.markers) {
		t.Errorf("%d phase lines for %d markers", n, len(m.markers))
	}
	if n := strings.Count(s, `class="window"`); n != len(m.windows) || n == 0 {
		t.Errorf("%d windows drawn for %d", n, len(m.windows))
	}
	if !strings.Contains(s, "keşif penceresi") {
		t.Errorf("the window is not named in Turkish: %s", s)
	}
}

// Playing at the default speed (60 frames a second) shows every message:
// one that takes time stays on screen at least a fifth of a second, one
// that takes none is held on screen too, and each lesson's run still
// plays within a minute and a half.
func TestReplayPlaybackShowsEveryMessage(t *testing.T) {
	for _, l := range labs.All() {
		m := newReplayModel(runLab(t, l.ID, ""))
		r := &replay{m: m}
		_, _, def := speedRange(m.end)
		r.speed, r.defSpeed = def, def
		seen := make([]int, len(m.msgs)) // frames each message was in flight
		frames := 0
		for r.t < m.end && frames < 60*600 {
			r.advance(1.0 / 60)
			frames++
			for _, f := range m.inFlight(r.t, nil) {
				seen[f.msg]++
			}
		}
		if secs := float64(frames) / 60; secs > 90 {
			t.Errorf("%s plays in %.0f s at %s", l.ID, secs, fmtSpeed(speedAt(def)))
		}
		for i, msg := range m.msgs {
			if seen[i] < 12 {
				t.Errorf("%s: %s → %s at %v (%v) was on screen %d frames", l.ID, msg.From, msg.To, msg.Sent, msg.Received-msg.Sent, seen[i])
				break
			}
		}
	}
}

// The scrubber reaches every row's final time: at the end of each lab's
// run (and of a run whose set-ups each keep their own clock) every row is
// final.
func TestReplayEndsWithEveryRowFinal(t *testing.T) {
	for _, c := range [][2]string{{"registry", ""}, {"sidecar", ""}, {"admission", ""}, {"cache", ""}, {"cache", "strategy=shared_lock&instances=2"}} {
		m := newReplayModel(runLab(t, c[0], c[1]))
		for _, s := range m.res.Sections {
			if s.Table == nil {
				continue
			}
			for i, f := range finalRows(s.Table, m.end) {
				if !f {
					t.Errorf("%s %s: row %d of %s is not final at the end (%v)", c[0], c[1], i, s.ID, m.end)
				}
			}
		}
	}
}
