package keyresult

import (
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/labs"
)

// run is l's run at q (URL form).
func run(t *testing.T, l *lab.Lab, q string) *lab.Result {
	res, _ := labtest.Run[any](t, l, q)
	return res
}

// The strip shows each key metric of the run as the results write it, the
// lesson's mark, and for what moved since the run before the change an
// arrow and the old value, coloured by whether the metric got better.
func TestTheStripShowsTheKeyMetricsAndWhatMoved(t *testing.T) {
	l := labs.Find("sidecar")
	lesson := run(t, l, "")
	fixed := run(t, l, "idempotency_key=true")
	got := HTML(l, fixed, lesson, nil, i18n.TR)
	for _, m := range l.KeyMetrics() {
		if !strings.Contains(got, m.Label.TR) {
			t.Errorf("the strip lacks %s: %s", m.ID, got)
		}
	}
	if lesson.Metrics["double_charges"] <= fixed.Metrics["double_charges"] {
		t.Fatalf("the idempotency key should lower the double charges: %v → %v", lesson.Metrics["double_charges"], fixed.Metrics["double_charges"])
	}
	if !strings.Contains(got, `kr-m moved-better"><button type="button" class="kr-label term" popovertarget="kr-help-double_charges">`+l.Metric("double_charges").Label.TR) || !strings.Contains(got, "▼ önce") {
		t.Errorf("fewer double charges is not marked as better with its old value: %s", got)
	}
	// Each label opens its metric's help: the term explained where it is met.
	if !strings.Contains(got, `<span id="kr-help-double_charges" class="term-explain" popover="auto" role="note"><strong>Çifte tahsilat</strong>: `+l.Metric("double_charges").Help.TR) {
		t.Errorf("the label does not open its help: %s", got)
	}
	if !strings.Contains(got, "kr-badge differs") {
		t.Errorf("a run off the lesson's table is not marked: %s", got)
	}
	if same := HTML(l, lesson, nil, nil, i18n.EN); !strings.Contains(same, "kr-badge ok") || strings.Contains(same, "moved") || strings.Contains(same, "was ") {
		t.Errorf("the lesson's run with nothing before it: %s", same)
	}
	if empty := HTML(l, nil, nil, nil, i18n.EN); strings.Count(empty, "…") != len(l.KeyMetrics()) || strings.Contains(empty, "kr-badge") {
		t.Errorf("before the first run the strip holds placeholders only: %s", empty)
	}
}

// While an exercise is open the strip holds its checks: the value got,
// held or not, and the target.
func TestTheStripOfAnExerciseHoldsItsChecks(t *testing.T) {
	l := labs.Find("registry")
	res := run(t, l, "")
	checks := []lab.Check{{Metric: "discovery_window_ms", Op: lab.Below, Value: 300}, {Metric: "renewals_per_s_per_replica", Op: lab.AtMost, Value: 5}}
	got := HTML(l, res, nil, checks, i18n.TR)
	if !strings.Contains(got, `kr-m fails`) || !strings.Contains(got, "✗ 697,5 ms") || !strings.Contains(got, "&lt; 300 ms") {
		t.Errorf("a 697,5 ms window against < 300 ms is not shown failing: %s", got)
	}
	if !strings.Contains(got, `kr-m holds`) || !strings.Contains(got, "≤ 5") {
		t.Errorf("the renewal rate within its bound is not shown holding: %s", got)
	}
	if strings.Contains(got, "kr-badge") {
		t.Errorf("an exercise's strip grades its checks, not the lesson's table: %s", got)
	}
}
