package oracle

import (
	"strconv"

	"playground/engine/claim"
)

func init() { measures[claim.Retries] = retries }

// retries counts the selected messages whose attempt number is above 1.
func retries(o *Run, c claim.Claim) (float64, string) {
	if why := wholeTrace(o); why != "" {
		return 0, why
	}
	n := 0
	for _, m := range o.Res.Trace {
		if m.Attempt > 1 && selects(c, m) {
			n++
		}
	}
	return float64(n), ""
}

// wholeTrace says why messages cannot be counted: a trace cut short.
func wholeTrace(o *Run) string {
	if o.Res.TraceDropped > 0 {
		return "the trace was cut short (" + strconv.Itoa(o.Res.TraceDropped) + " messages left out)"
	}
	return ""
}
