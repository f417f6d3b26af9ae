package oracle

import (
	"strconv"
	"time"

	"playground/engine/claim"
)

func init() {
	for _, f := range []claim.Fact{claim.CounterMin, claim.CounterMax, claim.CounterLast} {
		measures[f] = func(o *Run, c claim.Claim) (float64, string) { return o.counterBounds(c, f) }
	}
}

// counterBounds reads the events of c.Node that carry the counter c.Ref
// within [c.Since, c.Until) and gives their lowest, highest or last value.
func (o *Run) counterBounds(c claim.Claim, f claim.Fact) (float64, string) {
	seen := false
	var lo, hi, last float64
	var lastT time.Duration
	for _, e := range o.Res.Scene.Events {
		x, ok := e.Counters[c.Ref]
		if !ok || e.Node != c.Node || e.T < c.Since || c.Until != 0 && e.T >= c.Until {
			continue
		}
		if !seen {
			lo, hi, lastT = x, x, e.T
		}
		seen = true
		lo, hi = min(lo, x), max(hi, x)
		if e.T >= lastT {
			last, lastT = x, e.T
		}
	}
	if !seen {
		return 0, "no event of " + strconv.Quote(c.Node) + " carries the counter " + strconv.Quote(c.Ref)
	}
	switch f {
	case claim.CounterMin:
		return lo, ""
	case claim.CounterMax:
		return hi, ""
	}
	return last, ""
}
