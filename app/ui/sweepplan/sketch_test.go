package sweepplan

import (
	"math"
	"strings"
	"testing"

	"playground/app/ui/draw"
	"playground/engine/lab"
	"playground/engine/param"
)

// frame is where the chart a guess is drawn on stands at 640 pixels, as
// the view draws it: the empty run's points, the sketch's height.
func frame(t *testing.T, m *Model) draw.SketchFrame {
	t.Helper()
	r := m.EmptyRun()
	if r == nil {
		t.Fatal("no empty run")
	}
	f := r.Plan.Field
	d := &draw.SweepPlot{Knob: f.Name, Values: r.Plan.Values, Cur: r.Cur, Metrics: []draw.SweepMetric{{ID: r.Plan.Metrics[0]}}}
	for _, v := range r.Plan.Values {
		x, _ := draw.KnobNumber(v, f.Kind == param.Duration, "ms")
		d.Xs = append(d.Xs, x)
	}
	sk := m.Sketch
	d.Sketch, d.SketchLo, d.SketchHi, d.Live, d.Cursor = sk.Vals, sk.Lo, sk.Hi, true, sk.Cursor
	fr := draw.SweepSketchFrame(d, m.ChartWidth())
	if len(fr.Xs) != len(sk.Vals) || fr.Bottom <= fr.Top || fr.Hi <= fr.Lo {
		t.Fatalf("frame %+v", fr)
	}
	return fr
}

// yAt is the height in the chart's pixels where value v stands.
func yAt(fr draw.SketchFrame, v float64) float64 {
	return fr.Bottom - (v-fr.Lo)/(fr.Hi-fr.Lo)*(fr.Bottom-fr.Top)
}

// sketching is a model drawing a guess of a 5-point lease sweep of the
// registry's dead-window requests, scores kept in mem.
func sketching(t *testing.T, mem memScores) *Model {
	t.Helper()
	m := &Model{In: Inputs{Lab: findLab(t, "registry"), Spec: "lease:1s..5s:5", Metric: "dead_window_requests", BaseOK: true}, Scores: mem}
	if _, _, start := m.Refresh(); start != StartNow {
		t.Fatalf("start %v", start)
	}
	m.Begin()
	if !m.StartSketch() {
		t.Fatalf("no sketch: %v", m.Err)
	}
	return m
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// A pointer draws a guess: pressed with the main button it draws the
// point nearest it at its height, dragged it draws the straight line
// across the points it skipped; lifted it stops, and a guess that reached
// the top gets twice the room.
func TestAGuessIsDrawnFromPointerPointsInChartCoordinates(t *testing.T) {
	mem := memScores{"registry/lease:1s..5s:5/dead_window_requests": 40}
	m := sketching(t, mem)
	sk := m.Sketch
	if !m.Live() || m.Run != nil || sk.State() != "empty" || sk.Best != 40 || sk.Lo != 0 || sk.Hi != 10 {
		t.Fatalf("a new guess: live %v, run %v, %s, best %d, %g..%g", m.Live(), m.Run, sk.State(), sk.Best, sk.Lo, sk.Hi)
	}
	fr := frame(t, m)
	if m.Pointer(PointerMove, -1, fr.Xs[1], yAt(fr, 3), fr) {
		t.Error("a pointer moving without a press drew")
	}
	if m.Pointer(PointerDown, 2, fr.Xs[1], yAt(fr, 3), fr) || sk.Down {
		t.Error("the right button drew")
	}
	if !m.Pointer(PointerDown, 0, fr.Xs[0]+3, yAt(fr, 2), fr) || !sk.Down {
		t.Fatal("a press did not draw")
	}
	if !m.Pointer(PointerMove, -1, fr.Xs[3]-2, yAt(fr, 8), fr) {
		t.Fatal("a drag did not draw")
	}
	want := []float64{2, 4, 6, 8}
	for i, w := range want {
		if !near(sk.Vals[i], w) {
			t.Errorf("point %d = %g, want %g (%v)", i, sk.Vals[i], w, sk.Vals)
		}
	}
	if sk.State() != "drawing" || sk.Cursor != 3 || !math.IsNaN(sk.Vals[4]) {
		t.Errorf("after a drag: %s, cursor %d, %v", sk.State(), sk.Cursor, sk.Vals)
	}
	if m.Pointer(PointerUp, 0, 0, 0, fr) || sk.Down || sk.Hi != 10 {
		t.Errorf("lifted below the top: down %v, axis to %g", sk.Down, sk.Hi)
	}
	// Above the chart: the top of the axis; the room doubles on lifting.
	m.Pointer(PointerDown, 0, fr.Xs[4], fr.Top-40, fr)
	if !near(sk.Vals[4], fr.Hi) || sk.Hi != 10 {
		t.Errorf("at the top while pressed: %g, axis to %g", sk.Vals[4], sk.Hi)
	}
	m.Pointer(PointerUp, 0, 0, 0, fr)
	if sk.Hi != fr.Lo+2*(fr.Hi-fr.Lo) || sk.State() != "ready" {
		t.Errorf("lifted at the top: axis to %g, %s", sk.Hi, sk.State())
	}
	if got := sk.Data(); got != "2,4,6,8,"+Exact(sk.Vals[4]) {
		t.Errorf("data-sketch-y = %s", got)
	}
	// Values are kept to the 200th of the axis a pointer can tell.
	fr = frame(t, m)
	m.Pointer(PointerDown, 0, fr.Xs[2], yAt(fr, 7.00123), fr)
	if q := (fr.Hi - fr.Lo) / 200; !near(math.Mod(sk.Vals[2]+q/2, q), q/2) {
		t.Errorf("point 3 = %g: not on the axis's 200th (%g)", sk.Vals[2], q)
	}
}

// The keyboard draws too: ←/→ pick a point (an empty one on the right
// takes the value left of it), ↑/↓ a twentieth of the axis, Page Up/Down
// a fifth, an empty point starting mid-height or on the filled line;
// Enter reveals; other keys are left to the page.
func TestTheKeyboardDrawsAGuessPointByPoint(t *testing.T) {
	m := sketching(t, memScores{})
	sk := m.Sketch
	fr := frame(t, m)
	step := (fr.Hi - fr.Lo) / 20
	mid := (fr.Lo + fr.Hi) / 2
	for _, c := range []struct {
		key    string
		act    KeyAct
		cursor int
		v      float64
	}{
		{"Tab", KeyIgnored, 0, math.NaN()},
		{"ArrowUp", KeyDrew, 0, mid},
		{"ArrowUp", KeyDrew, 0, mid + step},
		{"ArrowRight", KeyDrew, 1, mid + step},
		{"PageDown", KeyDrew, 1, mid + step - 4*step},
		{"PageUp", KeyDrew, 1, mid + step},
		{"ArrowDown", KeyDrew, 1, mid},
		{"ArrowLeft", KeyDrew, 0, mid + step},
		{"ArrowLeft", KeyDrew, 0, mid + step},
	} {
		act := m.Key(c.key, fr)
		v := sk.Vals[sk.Cursor]
		if act != c.act || sk.Cursor != c.cursor || !(near(v, c.v) || math.IsNaN(v) && math.IsNaN(c.v)) {
			t.Errorf("%s: %v, point %d = %g; want %v, point %d = %g", c.key, act, sk.Cursor, v, c.act, c.cursor, c.v)
		}
	}
	// An empty point between two drawn ones starts on the line between.
	m.Pointer(PointerDown, 0, fr.Xs[4], yAt(fr, 9), fr)
	m.Pointer(PointerUp, 0, 0, 0, fr)
	m.Key("ArrowLeft", fr)
	m.Key("ArrowUp", fr)
	q := (fr.Hi - fr.Lo) / 200 // a pointer's resolution
	if want := math.Round(Fill([]float64{mid + step, mid, math.NaN(), math.NaN(), 9})[3]/q) * q; sk.Cursor != 3 || !near(sk.Vals[3], want) {
		t.Errorf("an empty point starts at %g (point %d), want the line's %g", sk.Vals[3], sk.Cursor, want)
	}
	// Never below the axis.
	for range 30 {
		m.Key("PageDown", fr)
	}
	if sk.Vals[3] != fr.Lo {
		t.Errorf("pushed down to %g, below the axis's %g", sk.Vals[3], fr.Lo)
	}
	if m.Key("Enter", fr) != KeyReveal {
		t.Error("Enter does not reveal")
	}
	m.Reveal()
	if m.Key("ArrowUp", fr) != KeyIgnored || m.Pointer(PointerDown, 0, fr.Xs[0], fr.Top, fr) {
		t.Error("a revealed guess is still drawn on")
	}
}

// Revealing fills the guess's gaps and runs the sweep; the guess is scored
// only once the sweep has run every point (not while it runs, not when it
// is stopped), and the best score is kept.
func TestARevealedGuessIsScoredWhenItsSweepEnds(t *testing.T) {
	mem := memScores{"registry/lease:1s..5s:5/dead_window_requests": 101}
	m := sketching(t, mem)
	delete(mem, "registry/lease:1s..5s:5/dead_window_requests")
	fr := frame(t, m)
	m.Pointer(PointerDown, 0, fr.Xs[1], yAt(fr, 3), fr)
	m.Pointer(PointerUp, 0, 0, 0, fr)
	if !m.Reveal() || m.Live() || m.Sketch == nil {
		t.Fatal("not revealed")
	}
	for i, v := range m.Sketch.Vals {
		if !near(v, 3) {
			t.Errorf("point %d filled with %g, want 3", i, v)
		}
	}
	if m.Reveal() {
		t.Error("revealed twice")
	}
	r, bases := m.Begin()
	vals, err := r.Plan.Measure(bases[0], 0, nil)
	r.Record(0, 0, vals, err)
	m.Publish(r.Clone())
	m.Stop()
	if m.Sketch.Scored {
		t.Error("scored over a sweep that did not end")
	}
	r, bases = m.Begin()
	runAll(t, m, r, bases)
	f, ok := Score(m.Sketch.Vals, m.Run.Cur[0])
	if !ok || !m.Sketch.Scored || m.Sketch.Fit != f || m.Sketch.State() != "revealed" {
		t.Fatalf("scored %v %+v, want %+v", m.Sketch.Scored, m.Sketch.Fit, f)
	}
	if m.Sketch.Best != f.Score || mem["registry/lease:1s..5s:5/dead_window_requests"] != f.Score {
		t.Errorf("best %d, kept %v; want %d", m.Sketch.Best, mem, f.Score)
	}
	if m.OffersSketch() {
		t.Error("a new guess is offered beside a revealed one")
	}
	m.Sketch.Fit.Score = -1
	m.Publish(m.Run)
	if m.Sketch.Fit.Score != -1 {
		t.Error("scored twice")
	}
}

// Revealing a guess with nothing drawn drops it and only runs the sweep.
func TestRevealingAnEmptyGuessOnlyRunsTheSweep(t *testing.T) {
	m := sketching(t, memScores{})
	if !m.Reveal() || m.Sketch != nil || m.Live() {
		t.Errorf("revealed: sketch %+v", m.Sketch)
	}
	if !m.OffersSketch() {
		t.Error("no guess offered after the empty one")
	}
	if m.Reveal() {
		t.Error("revealed without a guess")
	}
}

// While a guess is drawn nothing runs: a form edit keeps it, new keys
// start a new one; keys that are refused drop it and the sweep says why.
func TestWhileAGuessIsDrawnNothingRuns(t *testing.T) {
	m := sketching(t, memScores{})
	fr := frame(t, m)
	m.Pointer(PointerDown, 0, fr.Xs[1], yAt(fr, 3), fr)
	m.Pointer(PointerUp, 0, 0, 0, fr)
	drawn := m.Sketch
	m.In.Base = "renew=200ms"
	if _, _, start := m.Refresh(); start != NoStart || m.Sketch != drawn {
		t.Errorf("a form edit while drawing: start %v, guess kept %v", start, m.Sketch == drawn)
	}
	m.In.Spec = "lease:1s..5s:3"
	if _, _, start := m.Refresh(); start != NoStart || m.Sketch == drawn || len(m.Sketch.Vals) != 3 || m.Sketch.State() != "empty" {
		t.Errorf("new keys while drawing: start %v, guess %+v", start, m.Sketch)
	}
	m.In.Spec = "lease:1s..5s:zz"
	if _, _, start := m.Refresh(); start != StartNow || m.Sketch != nil {
		t.Errorf("refused keys while drawing: start %v, guess %+v", start, m.Sketch)
	}
	if m.Begin(); m.Err == nil || m.StartSketch() || m.EmptyRun() != nil {
		t.Error("a guess is offered over refused keys")
	}
}

// A guess is offered the height the form's own run suggests: up to twice
// its value (it stands mid-height), 0…100 for a share, 0…10 without one;
// an empty guess follows the form's run when it ends.
func TestAGuessIsOfferedTheHeightTheFormsRunSuggests(t *testing.T) {
	m := sketching(t, memScores{})
	m.In.Res = &lab.Result{Metrics: map[string]float64{"dead_window_requests": 7}}
	m.Refresh()
	if sk := m.Sketch; sk.Lo != 0 || sk.Hi != 14 {
		t.Errorf("over a run of 7: %g..%g, want 0..14", sk.Lo, sk.Hi)
	}
	m.In.Res.Metrics["dead_window_requests"] = -3
	m.offer(m.Sketch)
	if sk := m.Sketch; sk.Lo != -6 || sk.Hi != 0 {
		t.Errorf("over a run of -3: %g..%g, want -6..0", sk.Lo, sk.Hi)
	}
	adm := &Model{In: Inputs{Lab: findLab(t, "admission"), Spec: "rate:1..100:5", Metric: "goodput_pct", BaseOK: true,
		Res: &lab.Result{Metrics: map[string]float64{"goodput_pct": 30}}}}
	if !adm.StartSketch() || adm.Sketch.Lo != 0 || adm.Sketch.Hi != 100 {
		t.Errorf("a share: %+v", adm.Sketch)
	}
	e := adm.EmptyRun()
	if len(e.Cur) != 1 || len(e.Cur[0]) != 5 || !math.IsNaN(e.Cur[0][4]) || e.Running || len(e.Plan.Metrics) != 1 {
		t.Errorf("the empty run: %+v", e)
	}
	if !strings.HasPrefix(adm.Sketch.Data(), ",,,,") {
		t.Errorf("an empty guess's data: %q", adm.Sketch.Data())
	}
}
