package sweepplan

import (
	"errors"
	"math"
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
)

// memScores is the browser's store of best scores, in memory.
type memScores map[string]int

func (s memScores) Best(labID, sweep, metric string) (int, bool) {
	b, ok := s[labID+"/"+sweep+"/"+metric]
	return b, ok
}

func (s memScores) Keep(labID, sweep, metric string, score int) int {
	k := labID + "/" + sweep + "/" + metric
	if b, ok := s[k]; !ok || score > b {
		s[k] = score
	}
	return s[k]
}

// runAll measures every point of the worker's run as the view's worker
// does, publishing a copy after each, and ends it.
func runAll(t *testing.T, m *Model, r *Run, bases []url.Values) {
	t.Helper()
	for b, q := range bases {
		for i := range r.Plan.Values {
			vals, err := r.Plan.Measure(q, i, nil)
			if !r.Record(b, i, vals, err) {
				t.Fatalf("point %d of base %d cancelled", i, b)
			}
			m.Publish(r.Clone())
		}
	}
	r.Finish()
	m.Publish(r.Clone())
}

// Without sweep= the model asks the page once for the default keys (the
// address then says which sweep is drawn), and runs nothing.
func TestWithoutKeysTheDefaultSweepIsAskedForOnce(t *testing.T) {
	l := findLab(t, "registry")
	m := Model{In: Inputs{Lab: l, BaseOK: true}}
	k, post, start := m.Refresh()
	want, _ := Default(l, "", "")
	if !post || start != NoStart || k != KeysOf(want, want.Metrics) {
		t.Fatalf("refresh: post %v %+v, start %v; want the default keys %s", post, k, start, want)
	}
	if _, post, start := m.Refresh(); post || start != NoStart {
		t.Errorf("asked again: post %v, start %v", post, start)
	}
	if _, post, start := (&Model{}).Refresh(); post || start != NoStart {
		t.Error("a view without its lab acted")
	}
}

// New keys run the sweep at once; the same inputs again do nothing; a
// form edit under the same keys waits for typing to pause; a form that
// does not parse keeps what is drawn.
func TestNewKeysRunAtOnceAndAFormEditAfterTypingPauses(t *testing.T) {
	l := findLab(t, "registry")
	m := Model{In: Inputs{Lab: l, Spec: "lease:200ms..5s:3", BaseOK: true}}
	if _, _, start := m.Refresh(); start != StartNow {
		t.Fatalf("new keys: start %v", start)
	}
	r, bases := m.Begin()
	if r == nil || len(bases) != 1 {
		t.Fatalf("begin: %v over %d bases (%v)", r, len(bases), m.Err)
	}
	if _, _, start := m.Refresh(); start != NoStart {
		t.Errorf("the same inputs: start %v", start)
	}
	m.In.Base = "renew=200ms"
	if _, _, start := m.Refresh(); start != StartAfterTyping {
		t.Errorf("a form edit: start %v, want after typing", start)
	}
	m.In.Base, m.In.BaseOK = "renew=zz", false
	shown := m.Run
	if _, post, start := m.Refresh(); post || start != NoStart || m.Run != shown {
		t.Errorf("a bad form: post %v start %v, run replaced %v", post, start, m.Run != shown)
	}
	m.In.BaseOK, m.In.Metric = true, "fault_count"
	if _, _, start := m.Refresh(); start != StartNow {
		t.Errorf("a new metric: start %v", start)
	}
	m.In.Pin = "lease=1s"
	if _, _, start := m.Refresh(); start != StartNow {
		t.Errorf("a new pin: start %v", start)
	}
}

// A run is shown at once, empty and running; each point recorded moves
// done on; at the end it is done, every point measured, on both curves
// when a run is pinned.
func TestARunGoesFromPlannedThroughItsPointsToDone(t *testing.T) {
	l := findLab(t, "registry")
	m := Model{In: Inputs{Lab: l, Spec: "lease:1s..5s:3", Metric: "dead_window_requests,fault_count", BaseOK: true, Pin: "lease=2s"}}
	r, bases := m.Begin()
	if state, done, total := m.State(); state != "running" || done != 0 || total != 6 {
		t.Fatalf("begun: %s %d/%d, want running 0/6", state, done, total)
	}
	if !m.Run.Pinned || len(bases) != 2 || bases[1].Get("lease") != "2s" {
		t.Fatalf("pinned %v over %v", m.Run.Pinned, bases)
	}
	if !math.IsNaN(m.Run.Cur[0][0]) || !math.IsNaN(m.Run.Pin[1][2]) {
		t.Error("a point not run yet has a value")
	}
	vals, err := r.Plan.Measure(bases[0], 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.Record(0, 0, vals, nil)
	if m.Run.Done != 0 || !math.IsNaN(m.Run.Cur[0][0]) {
		t.Error("the worker's run is the one shown: the view must only see copies")
	}
	m.Publish(r.Clone())
	if state, done, _ := m.State(); state != "running" || done != 1 || m.Run.Cur[0][0] != vals[0] || m.Run.Cur[1][0] != vals[1] {
		t.Errorf("after a point: %s %d, %v", state, done, m.Run.Cur)
	}
	r2, bases := m.Begin()
	runAll(t, &m, r2, bases)
	if state, done, total := m.State(); state != "done" || done != 6 || total != 6 {
		t.Errorf("finished: %s %d/%d, want done 6/6", state, done, total)
	}
	for _, g := range [][][]float64{m.Run.Cur, m.Run.Pin} {
		for mi := range g {
			for i, v := range g[mi] {
				if math.IsNaN(v) {
					t.Errorf("metric %d point %d not measured", mi, i)
				}
			}
		}
	}
	one, err := r2.Plan.Measure(bases[1], 2, nil)
	if err != nil || one[0] != m.Run.Pin[0][2] {
		t.Errorf("the pinned curve's point 3 is %g, the single run's %v (%v)", m.Run.Pin[0][2], one, err)
	}
}

// Stopping keeps what ran and says so; a cancelled point is not recorded;
// a point that fails says why on the form's curve only.
func TestStoppingKeepsWhatRanAndACancelledPointRecordsNothing(t *testing.T) {
	l := findLab(t, "registry")
	m := Model{In: Inputs{Lab: l, Spec: "lease:200ms..5s:3", BaseOK: true, Pin: "lease=2s"}}
	r, _ := m.Begin()
	if r.Record(0, 0, nil, lab.ErrCancelled) || r.Done != 0 {
		t.Error("a cancelled point was recorded")
	}
	bad := errors.New("lease too short")
	r.Record(0, 1, nil, bad)
	r.Record(1, 1, nil, bad)
	m.Publish(r.Clone())
	m.Stop()
	if state, done, total := m.State(); state != "stopped" || done != 2 || total != 6 {
		t.Errorf("stopped: %s %d/%d, want stopped 2/6", state, done, total)
	}
	if m.Run.Failed[1].EN == "" || m.Run.Failed[1].TR == "" || m.Run.Failed[0].EN != "" {
		t.Errorf("failed: %+v", m.Run.Failed)
	}
	if !math.IsNaN(m.Run.Pin[0][1]) {
		t.Error("a failed pinned point has a value")
	}
	stopped := m.Run
	m.Stop()
	if m.Run != stopped {
		t.Error("stopping a stopped sweep changed it")
	}
	if r.Stopped || !r.Running {
		t.Error("stopping edited the worker's run")
	}
}

// The chart is drawn at its box's width once measured, redrawn when the
// box changes by more than half a pixel.
func TestTheChartFollowsItsBoxsWidth(t *testing.T) {
	var m Model
	if m.ChartWidth() != 640 || m.Resized(0) || !m.Resized(300) {
		t.Fatal("unmeasured")
	}
	m.Width = 300
	if m.ChartWidth() != 300 || m.Resized(300.4) || !m.Resized(301) {
		t.Error("measured")
	}
}

// The view's section says the sweep's state for the page's scripts and
// tests: its points while it runs, its wall time once it stopped or ended,
// and a guess's state, values, score and best.
func TestTheSectionsDataSaysTheSweepsAndTheGuesssState(t *testing.T) {
	l := findLab(t, "registry")
	m := Model{In: Inputs{Lab: l, Spec: "lease:1s..5s:3", BaseOK: true}, Scores: memScores{}}
	if got := strings.Join(m.Data(), " "); got != "state idle done 0 total 0" {
		t.Errorf("idle: %s", got)
	}
	r, _ := m.Begin()
	if got := strings.Join(m.Data(), " "); got != "state running done 0 total 3" {
		t.Errorf("running: %s", got)
	}
	vals, err := r.Plan.Measure(url.Values{}, 0, nil)
	r.Record(0, 0, vals, err)
	r.Wall = 1234567 * time.Nanosecond
	m.Publish(r.Clone())
	m.Stop()
	if got := strings.Join(m.Data(), " "); got != "state stopped done 1 total 3 ms 1.2" {
		t.Errorf("stopped: %s", got)
	}
	m.StartSketch()
	m.Sketch.Vals[1] = 2.5
	if got := strings.Join(m.Data(), " "); got != "state idle done 0 total 0 sketch drawing sketch-y ,2.5, sketch-range 0,10" {
		t.Errorf("drawing: %s", got)
	}
	m.Sketch.Scored, m.Sketch.Fit.Score, m.Sketch.Best = true, 71, 80
	if got := strings.Join(m.Data()[6:], " "); got != "sketch drawing sketch-y ,2.5, sketch-range 0,10 score 71 best 80" {
		t.Errorf("scored: %s", got)
	}
	m.In.Spec = "zz"
	m.Begin()
	if got := strings.Join(m.Data()[:6], " "); got != "state error done 0 total 0" {
		t.Errorf("refused: %s", got)
	}
}
