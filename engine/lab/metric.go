package lab

import (
	"fmt"
	"math"

	"playground/engine/i18n"
)

// Better says which way a metric should move.
type Better string

const (
	Lower   Better = "lower"
	Higher  Better = "higher"
	Neither Better = "none"
)

// Metric is one of a lab's key numbers: what its lesson is about, readable
// from any run, so sweeps can plot it and challenges can grade it without
// knowing the lab.
type Metric struct {
	ID     string    `json:"id"` // snake_case, stable: URLs and goals name it
	Label  i18n.Text `json:"label"`
	Unit   string    `json:"unit,omitempty"` // "ms", "%", "/s"; empty for counts
	Better Better    `json:"better"`
	Help   i18n.Text `json:"help"`
	// Read takes the value from a finished run. It must be finite.
	Read func(r *Result) float64 `json:"-"`
}

// Summary adapts a reader of the lab's own summary type to Metric.Read.
func Summary[S any](read func(S) float64) func(*Result) float64 {
	return func(r *Result) float64 { return read(r.Summary.(S)) }
}

// Metric returns the lab's metric with id, or nil.
func (l *Lab) Metric(id string) *Metric {
	for i := range l.Metrics {
		if l.Metrics[i].ID == id {
			return &l.Metrics[i]
		}
	}
	return nil
}

// readMetrics fills r.Metrics from the lab's declarations.
func (l *Lab) readMetrics(r *Result) error {
	r.Metrics = make(map[string]float64, len(l.Metrics))
	for _, m := range l.Metrics {
		v := m.Read(r)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("lab %s: metric %s is %v", l.ID, m.ID, v)
		}
		r.Metrics[m.ID] = v
	}
	return nil
}

// Ratio is a/b, or 0 when b is 0 (a share of nothing is nothing).
func Ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}
