package sidecar

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"playground/engine/lab"
)

// checkScene holds for every run: each trace endpoint is a scene node, each
// effect a message carries is declared, the events are in time order and on
// scene nodes, and the charges the fee service counted are the messages
// marked as charges.
func checkScene(t *testing.T, q string, res *lab.Result, s Summary) {
	t.Helper()
	sc := res.Scene
	for _, n := range sc.Nodes {
		if n.Label.TR == "" || n.Label.EN == "" || n.Label.TR == n.Label.EN || n.Role == "" {
			t.Errorf("%s: node %+v lacks a role or a label in both languages", q, n)
		}
	}
	for _, m := range res.Trace {
		if sc.Node(m.From) == nil || sc.Node(m.To) == nil {
			t.Errorf("%s: message %s → %s has an endpoint that is no scene node", q, m.From, m.To)
		}
		if m.Effect != "" && sc.Effect(m.Effect) == nil {
			t.Errorf("%s: effect %q is not declared", q, m.Effect)
		}
	}
	for i, e := range sc.Events {
		if sc.Node(e.Node) == nil {
			t.Errorf("%s: event on %q, no scene node", q, e.Node)
		}
		if i > 0 && e.T < sc.Events[i-1].T {
			t.Errorf("%s: events out of time order at %d", q, i)
		}
	}
	if res.TraceDropped == 0 {
		for _, l := range append(append([]LayoutSummary{}, s.Layouts...), s.Fixes...) {
			n := 0
			for _, m := range res.Trace {
				if m.Sent >= l.StartNS && m.Sent <= l.EndNS && isCharge(m) {
					n++
				}
			}
			// A payment the run's end cut while it was charged has no
			// effect in the trace yet; a row never reached has nothing.
			if n != l.Charges && (l.Measured != measuredCut || n > l.Charges) {
				t.Errorf("%s %s: %d messages marked as charges, %d charges counted", q, l.Name, n, l.Charges)
			}
		}
	}
	for id, v := range res.Metrics {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			t.Errorf("%s: metric %s = %v", q, id, v)
		}
	}
}

// checkFigures: one sequence per layout the run reached, over disjoint
// windows, the sidecar's the one main figure (the thick app's when the run
// never reached the sidecar), count axes whole numbers, every line or bar
// figure with its data.
func checkFigures(t *testing.T, q string, res *lab.Result, s Summary) {
	t.Helper()
	main, reached := "sequence.sidecar", 0
	if s.thin().Measured == measuredNotReached {
		main = "sequence.thick"
	}
	for _, l := range append(append([]LayoutSummary{}, s.Layouts...), s.Fixes...) {
		reached += b2i(l.Measured != measuredNotReached)
	}
	mains, seqs := 0, 0
	var last lab.Figure
	for _, f := range res.Figures {
		if f.Main {
			mains++
			if f.ID != main {
				t.Errorf("%s: main figure %s", q, f.ID)
			}
		}
		if f.Title.TR == "" || f.Title.EN == "" || f.Title.TR == f.Title.EN {
			t.Errorf("%s: %s title %+v", q, f.ID, f.Title)
		}
		switch f.Kind {
		case lab.FigSequence:
			if seqs > 0 && f.From <= last.To || f.From >= f.To {
				t.Errorf("%s: sequence %s window %v..%v overlaps or is empty", q, f.ID, f.From, f.To)
			}
			seqs, last = seqs+1, f
		case lab.FigBar, lab.FigLine:
			if res.SeriesByID(f.Series) == nil || !f.Y.Integer || f.X.Label.EN == "" || f.Y.Label.EN == "" {
				t.Errorf("%s: figure %s: %+v", q, f.ID, f)
			}
		}
	}
	if mains != 1 || seqs != reached {
		t.Errorf("%s: %d main figures, %d sequences for %d layouts reached", q, mains, seqs, reached)
	}
}

func TestSceneAndFiguresHoldOverTheGrid(t *testing.T) {
	for _, q := range readingGrid {
		res, s := run(t, q)
		checkScene(t, q, res, s)
		checkFigures(t, q, res, s)
	}
}

// The lesson's scene: the measuring script, two apps, the sidecar and the
// fee service, each saying its role; the ledger joins when a row keys its
// payments.
func TestSceneNamesEveryProcessByItsRole(t *testing.T) {
	res, _ := run(t, "fixes=none")
	var got []string
	for _, n := range res.Scene.Nodes {
		got = append(got, string(n.Role)+" "+n.Label.TR)
	}
	want := []string{
		"client ölçüm betiği (olc.mjs)", "app kalın uygulama 127.0.0.1:8752", "app ince uygulama 127.0.0.1:8753",
		"proxy yan araba 127.0.0.1:8754", "service ücret servisi 127.0.0.1:8751",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("nodes %v, want %v", got, want)
	}
	res, _ = run(t, "")
	if n := res.Scene.Node(nodeLedger); n == nil || n.Role != lab.RoleCache {
		t.Errorf("no ledger node with the idempotency fix: %+v", res.Scene.Nodes)
	}
	// the ledger's events: one key, its payment done
	var last lab.SceneEvent
	for _, e := range res.Scene.Events {
		if e.Node == nodeLedger {
			last = e
		}
	}
	if last.Counters["keys"] != 1 || last.Counters["done"] != 1 {
		t.Errorf("ledger at the end: %+v", last)
	}
}

// The trace carries each message's meaning: in the sidecar layout the first
// payment try is a charge whose answer was lost, the repeat a second charge;
// the idempotency row's repeat is a replay, a timed-out keyed payment's
// repeat a 409, a crash the process's last answer.
func TestTraceMarksChargesReplaysConflictsAndCrashes(t *testing.T) {
	effects := func(q, from string) []string {
		res, s := run(t, q)
		var out []string
		for _, m := range res.Trace {
			if m.From == from && m.Effect != "" {
				for _, l := range append(s.Layouts, s.Fixes...) {
					if m.Sent >= l.StartNS && m.Sent <= l.EndNS {
						out = append(out, l.Name+" "+m.Effect+" "+itoa(m.Status)+strings.TrimPrefix(" "+m.Err, " "))
					}
				}
			}
		}
		return out
	}
	if got, want := effects("", addrSidecar), []string{
		"sidecar charge 503", "sidecar double_charge 200", "method charge 503", "idempotency charge 503", "idempotency replay 200",
	}; !slices.Equal(got, want) {
		t.Errorf("lesson: %v, want %v", got, want)
	}
	if got, want := effects("pay_latency=600ms&fixes=idempotency", addrSidecar), []string{
		"sidecar charge 0timeout", "sidecar double_charge 0timeout", "sidecar double_charge 0timeout",
		"idempotency charge 0timeout", "idempotency in_progress 409",
	}; !slices.Equal(got, want) {
		t.Errorf("slow payment: %v, want %v", got, want)
	}
	// the thick app exits, then in the sidecar layout the sidecar and the thin app behind it
	if got, want := effects("pay_latency=600ms&on_error=crash&fixes=none", addrMeasure), []string{
		"thick crash 0connection reset: answer lost", "sidecar crash 0connection reset: answer lost",
	}; !slices.Equal(got, want) {
		t.Errorf("crash: %v, want %v", got, want)
	}
	if got := effects("load=20&read_fails=40&budget=20&fixes=none", addrThin); len(got) != 17 || got[0] != "sidecar retry_denied 503" {
		t.Errorf("budget denials: %d %v", len(got), got)
	}
}

// The metrics at the lesson's values are the lesson's numbers.
func TestMetricsAtTheLessonsValues(t *testing.T) {
	res, _ := run(t, "")
	want := map[string]float64{
		"charges": 2, "double_charges": 1, "failed_calls": 0, "fee_requests": 5, "attempts_per_request": 2.5,
		"retry_share": 60, "retries_denied": 0, "retries_by_minimum": 0, "metric_keys": 2, "worst_wait_ms": 1200, "fault_count": 0,
		"app_network_lines": 140, "sidecar_network_lines": 33,
	}
	if !reflect.DeepEqual(res.Metrics, want) {
		t.Errorf("metrics %v, want %v", res.Metrics, want)
	}
	if len(Lab.Metrics) < 4 {
		t.Errorf("%d metrics", len(Lab.Metrics))
	}
	for _, m := range Lab.Metrics {
		if m.Label.TR == "" || m.Label.EN == "" || m.Help.TR == "" || m.Help.EN == "" || m.Better == "" || strings.ToLower(m.ID) != m.ID {
			t.Errorf("metric %+v", m)
		}
	}
}
