package sidecar

import (
	"errors"
	"math"
	"time"

	"playground/engine/netsim"
	"playground/engine/words"
)

// Summary is the JSON contract of docs/DESIGN.md: layouts [thick, sidecar], plus
// the fix rows, the charges in time order and per-layout extras.
type Summary struct {
	Layouts   []LayoutSummary `json:"layouts"`
	Fixes     []LayoutSummary `json:"fixes,omitempty"`
	ChargeLog []Charge        `json:"charge_log"`
	// Load is how many clients ran at once (1 in the lesson).
	Load int `json:"load"`
	// WorstWaitMS is the longest a call may wait in the sidecar if the fee
	// service never answers: every try to its timeout, every backoff to
	// its window (backoff.Window).
	WorstWaitMS float64 `json:"worst_wait_ms"`
	// Code is the lesson's count of the layouts' code lines (code.go).
	Code CodeSize `json:"code"`

	// claims names what each reading sentence claims, in order, for the
	// property test; not part of the JSON.
	claims []string
}

// thin is the lesson's sidecar row, which the lab's metrics read.
func (s Summary) thin() LayoutSummary { return s.Layouts[1] }

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
	DebtStatuses []int    `json:"debt_statuses"`
	DebtErrors   []string `json:"debt_errors,omitempty"`
	PayError     string   `json:"pay_error,omitempty"`
	// PayStatuses has one payment per client (the first is PayStatus).
	PayStatuses     []int    `json:"pay_statuses"`
	PayErrors       []string `json:"pay_errors,omitempty"`
	MetricKeys      int      `json:"metric_keys"`
	LogicalRequests int      `json:"logical_requests"`
	FeeAttempts     int      `json:"fee_attempts"`
	Amplification   float64  `json:"amplification"`
	// Payments is the payment calls made (one per client); DoubleCharges
	// the charges beyond the first for each member.
	Payments      int `json:"payments"`
	DoubleCharges int `json:"double_charges"`
	// FailedCalls is the app calls that got no answer or not a 2xx.
	FailedCalls int `json:"failed_calls"`
	// Handled is the requests the layout's retry loop took in (the sum of
	// its metric keys' requests); Retries the tries after each one's first;
	// BudgetByMin the retries the budget let through by its minimum alone
	// (its percentage of the active requests would have refused them).
	Handled      int           `json:"handled"`
	Retries      int           `json:"retries"`
	Replays      int           `json:"replays"`
	Conflicts    int           `json:"conflicts"`
	BudgetDenied int           `json:"budget_denied"`
	BudgetByMin  int           `json:"budget_by_min,omitempty"`
	Tries        tryStats      `json:"tries"`
	Crashed      []string      `json:"crashed,omitempty"`
	StartNS      time.Duration `json:"start_ns"`
	EndNS        time.Duration `json:"end_ns"`
	// Measured is empty for a row measured to its end; "cut" for the row
	// the run's horizon stopped mid-way (its numbers are those measured by
	// then), "not_reached" for a row it never began (nothing measured).
	Measured string `json:"measured,omitempty"`
}

// RetryShare is the share of the layout's tries at the fee service that
// were retries, in percent (0–100): a retry is a try.
func (s LayoutSummary) RetryShare() float64 {
	return words.Share(float64(s.Retries), float64(s.FeeAttempts))
}

// What a row's Measured says.
const (
	measuredCut        = "cut"
	measuredNotReached = "not_reached"
)

func (r *layoutRun) measured() string {
	switch {
	case !r.reached:
		return measuredNotReached
	case !r.done:
		return measuredCut
	}
	return ""
}

func (r *layoutRun) summary() LayoutSummary {
	s := LayoutSummary{
		Name: r.id, Measured: r.measured(), PayStatus: r.pay[0].status, PayError: r.pay[0].errText(),
		FeeRequests: r.fee.requests(), Charges: r.fee.charges,
		Processes: r.processes, Hops: r.hops,
		Metrics: r.metrics.snapshot(), MetricKeys: len(r.metrics.order),
		LogicalRequests: len(r.debt) + len(r.pay), FeeAttempts: r.metrics.attempts(),
		Payments: len(r.pay), DoubleCharges: r.fee.doubleCharges(),
		Handled: r.metrics.requests(), Retries: r.stats.retries(),
		Replays: r.fee.replays, Conflicts: r.fee.conflicts, BudgetDenied: r.denied,
		Tries: r.stats, Crashed: r.crashed,
		StartNS: r.start, EndNS: r.end,
	}
	if r.budget != nil {
		s.BudgetByMin = r.budget.byMin
	}
	s.Amplification = math.Round(100*float64(s.FeeAttempts)/float64(s.LogicalRequests)) / 100
	for i, d := range r.debt {
		if i == 0 {
			s.DebtStatus = d.status
		}
		s.DebtStatuses = append(s.DebtStatuses, d.status)
		if e := d.errText(); e != "" {
			s.DebtErrors = append(s.DebtErrors, e)
		}
		if d.failed() {
			s.FailedCalls++
		}
	}
	for _, c := range r.pay {
		s.PayStatuses = append(s.PayStatuses, c.status)
		if e := c.errText(); e != "" {
			s.PayErrors = append(s.PayErrors, e)
		}
		if c.failed() {
			s.FailedCalls++
		}
	}
	return s
}

// errText names what the measuring script saw instead of a status: a call
// it never got to make is "not_made".
func (c callResult) errText() string {
	if !c.made {
		return "not_made"
	}
	return errText(c.err)
}

// errText names a call's error: "run_ended" for one the run's end left
// without an answer.
func errText(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, netsim.ErrRunEnded):
		return "run_ended"
	case errors.Is(err, netsim.ErrRefused):
		return "refused"
	case errors.Is(err, netsim.ErrReset):
		return "reset"
	case errors.Is(err, netsim.ErrDropped):
		return "dropped"
	}
	return err.Error()
}
