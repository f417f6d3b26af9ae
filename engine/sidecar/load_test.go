package sidecar

import (
	"strings"
	"testing"

	"playground/engine/lab"
)

// Under concurrent clients the budget caps retries as a fraction of the
// requests: 20 clients, the first 40 reads turned away. Without a budget the
// sidecar retries 41 times for its 40 requests (half of its 81 tries are
// retries); with one, the retries come to the budget's percentage of the
// requests (the minimum 0 lets the ratio alone decide), and their share of
// the tries to r ÷ (40 + r).
func TestBudgetCapsRetriesAsARatioUnderLoad(t *testing.T) {
	for _, c := range []struct {
		budget         string
		share          float64
		retries, deny  int
		failed, double int
	}{
		{"0", 100 * 41.0 / 81, 41, 0, 0, 1}, // off: every read retried until it passes, the payment repeated
		{"10", 100 * 4.0 / 44, 4, 19, 21, 0},
		{"20", 100 * 8.0 / 48, 8, 17, 21, 0},
		{"30", 100 * 12.0 / 52, 12, 15, 21, 0},
		{"50", 100 * 20.0 / 60, 20, 11, 21, 0},
	} {
		res, s := run(t, "load=20&read_fails=40&budget_min=0&budget="+c.budget)
		l := s.thin()
		if l.Handled != 40 || l.Retries != c.retries || l.RetryShare() != c.share || l.BudgetDenied != c.deny ||
			l.FailedCalls != c.failed || l.DoubleCharges != c.double {
			t.Errorf("budget %s: %d retries of %d (%.1f %%), %d denied, %d failed, %d double; want %d (%.1f %%), %d, %d, %d",
				c.budget, l.Retries, l.Handled, l.RetryShare(), l.BudgetDenied, l.FailedCalls, l.DoubleCharges,
				c.retries, c.share, c.deny, c.failed, c.double)
		}
		if res.Metrics["retry_share"] != c.share {
			t.Errorf("budget %s: metric retry_share %v", c.budget, res.Metrics["retry_share"])
		}
		// the thick app has no budget: its GET retries are the same whatever the knob
		if k := s.Layouts[0]; k.Retries != 40 {
			t.Errorf("budget %s: thick app retried %d times", c.budget, k.Retries)
		}
	}
}

// One request at a time, the same budget is all or nothing: 20 % of 1 rounds
// to 0, so only the minimum decides (the numbers before the load knob).
func TestBudgetIsAllOrNothingOneRequestAtATime(t *testing.T) {
	for _, c := range []struct {
		q               string
		tries, denied   int
		debt, charges   int
		oneSentenceSaid bool
	}{
		{"budget=20&budget_min=0", 2, 2, 503, 1, true},
		{"budget=20&budget_min=1", 5, 0, 200, 2, true},
		{"budget=99&budget_min=0", 2, 2, 503, 1, true},
		{"budget=100&budget_min=0", 5, 0, 200, 2, false},
	} {
		res, s := run(t, c.q+"&fixes=none")
		l := s.thin()
		if l.FeeAttempts != c.tries || l.BudgetDenied != c.denied || l.DebtStatus != c.debt || l.Charges != c.charges {
			t.Errorf("%s: %+v", c.q, l)
		}
		if hasClaim(s, claimBudgetOne) != c.oneSentenceSaid {
			t.Errorf("%s: all-or-nothing sentence %v: %v", c.q, !c.oneSentenceSaid, res.Reading)
		}
	}
}

// The budget figure draws the limit the budget allows and the retries in
// flight over the sidecar layout, and only when there is a budget.
func TestBudgetFigureFollowsTheLimit(t *testing.T) {
	res, s := run(t, "load=20&read_fails=40&budget=20&budget_min=0")
	var fig *lab.Figure
	for i := range res.Figures {
		if res.Figures[i].ID == "budget" {
			fig = &res.Figures[i]
		}
	}
	if fig == nil {
		t.Fatal("no budget figure")
	}
	l := s.thin()
	if fig.Kind != lab.FigLine || fig.X.Min != ms(l.StartNS) || fig.X.Max != ms(l.EndNS) || !fig.Y.Integer {
		t.Errorf("figure %+v", fig)
	}
	lines := map[string][]lab.Point{}
	for _, ln := range res.SeriesByID("budget").Lines {
		lines[ln.ID] = ln.Points
	}
	// 20 requests at once: the limit is 20 % of 20 = 4, and 4 retries run at once
	peak := func(id string) float64 {
		m := 0.0
		for _, p := range lines[id] {
			m = max(m, p.Y)
		}
		return m
	}
	if peak("active") != 20 || peak("limit") != 4 || peak("retrying") != 4 {
		t.Errorf("peaks: active %v, limit %v, retrying %v; want 20, 4, 4", peak("active"), peak("limit"), peak("retrying"))
	}
	res, _ = run(t, "load=20&read_fails=40")
	for _, f := range res.Figures {
		if f.ID == "budget" {
			t.Error("a budget figure without a budget")
		}
	}
}

// With one client (the lesson's value) the load knob changes nothing; with
// several, each client pays for its own member and the table tallies them.
func TestLoadOfOneIsTheLessonAndManyClientsEachPay(t *testing.T) {
	res, _ := run(t, "load=1")
	if !res.MatchesLesson {
		t.Error("load=1 differs from the lesson")
	}
	res, s := run(t, "load=3&members=2&fixes=none")
	l := s.thin()
	if l.Payments != 3 || l.LogicalRequests != 9 || len(l.DebtStatuses) != 6 || l.MetricKeys != 7 {
		t.Errorf("3 clients × 2 members: %+v", l)
	}
	// only the fee service's first payment answer is lost: one member pays twice
	if l.Charges != 4 || l.DoubleCharges != 1 || !strings.Contains(res.Text("en"), "thin app+sidecar  200×6  200×3") {
		t.Errorf("charges %d, double %d\n%s", l.Charges, l.DoubleCharges, res.Text("en"))
	}
	per := map[string]int{}
	for _, c := range s.ChargeLog {
		if c.Layout == "sidecar" {
			per[c.Member]++
		}
	}
	if len(per) != 3 || per["U-41"]+per["U-43"]+per["U-45"] != 4 {
		t.Errorf("charged members %v, want U-41, U-43 and U-45, one of them twice", per)
	}
}
