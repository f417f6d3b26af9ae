package sidecar

import (
	"errors"
	"math"
	"time"

	"playground/engine/netsim"
)

// Summary is the JSON contract of DESIGN.md: layouts [thick, sidecar], plus
// the fix rows, the charges in time order and per-layout extras.
type Summary struct {
	Layouts   []LayoutSummary `json:"layouts"`
	Fixes     []LayoutSummary `json:"fixes,omitempty"`
	ChargeLog []Charge        `json:"charge_log"`
}

// LayoutSummary is one row of the lesson table with what lies behind it.
type LayoutSummary struct {
	Name        string            `json:"name"`
	DebtStatus  int               `json:"debt_status"`
	PayStatus   int               `json:"pay_status"`
	FeeRequests int               `json:"fee_requests"`
	Charges     int               `json:"charges"`
	Processes   int               `json:"processes"`
	Hops        int               `json:"hops"`
	Metrics     map[string]Metric `json:"metrics"`

	// Status 0 means no answer; the error says what the script saw instead.
	DebtStatuses    []int         `json:"debt_statuses"`
	DebtErrors      []string      `json:"debt_errors,omitempty"`
	PayError        string        `json:"pay_error,omitempty"`
	MetricKeys      int           `json:"metric_keys"`
	LogicalRequests int           `json:"logical_requests"`
	FeeAttempts     int           `json:"fee_attempts"`
	Amplification   float64       `json:"amplification"`
	Replays         int           `json:"replays"`
	BudgetDenied    int           `json:"budget_denied"`
	Tries           tryStats      `json:"tries"`
	Crashed         []string      `json:"crashed,omitempty"`
	StartNS         time.Duration `json:"start_ns"`
	EndNS           time.Duration `json:"end_ns"`
}

func (r *layoutRun) summary() LayoutSummary {
	s := LayoutSummary{
		Name: r.id, PayStatus: r.pay.status, PayError: errText(r.pay.err),
		FeeRequests: r.fee.requests(), Charges: r.fee.charges,
		Processes: r.processes, Hops: r.hops,
		Metrics: r.metrics.snapshot(), MetricKeys: len(r.metrics.order),
		LogicalRequests: len(r.debt) + 1, FeeAttempts: r.metrics.attempts(),
		Replays: r.fee.replays, Tries: r.stats, Crashed: r.crashed,
		StartNS: r.start, EndNS: r.end,
	}
	s.Amplification = math.Round(100*float64(s.FeeAttempts)/float64(s.LogicalRequests)) / 100
	if r.budget != nil {
		s.BudgetDenied = r.budget.denied
	}
	for i, d := range r.debt {
		if i == 0 {
			s.DebtStatus = d.status
		}
		s.DebtStatuses = append(s.DebtStatuses, d.status)
		if d.err != nil {
			s.DebtErrors = append(s.DebtErrors, errText(d.err))
		}
	}
	return s
}

// errText names what the measuring script saw instead of a status.
func errText(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, netsim.ErrRefused):
		return "refused"
	case errors.Is(err, netsim.ErrReset):
		return "reset"
	}
	return err.Error()
}
