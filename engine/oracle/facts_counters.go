package oracle

import (
	"time"

	"playground/engine/claim"
)

func init() {
	measures[claim.CounterAt] = func(o *Run, c claim.Claim) (float64, string) {
		return o.counterAt(c.Node, c.Ref, c.At), ""
	}
	measures[claim.CounterChange] = func(o *Run, c claim.Claim) (float64, string) {
		return o.counterChange(c.Node, c.Ref, c.At), ""
	}
}

// counterAt is node's counter at t: what the last event at or before t
// that carries it says (one instant's events in their declared order).
func (o *Run) counterAt(node, counter string, t time.Duration) float64 {
	v, at := 0.0, time.Duration(-1)
	for _, e := range o.Res.Scene.Events {
		if x, ok := e.Counters[counter]; ok && e.Node == node && e.T <= t && e.T >= at {
			v, at = x, e.T
		}
	}
	return v
}

// counterChange is the first moment after t at which an event gives node's
// counter another value than it had at t, in ms, or −1.
func (o *Run) counterChange(node, counter string, t time.Duration) float64 {
	was := o.counterAt(node, counter, t)
	first := time.Duration(-1)
	for _, e := range o.Res.Scene.Events {
		if x, ok := e.Counters[counter]; ok && e.Node == node && e.T > t && x != was && (first < 0 || e.T < first) {
			first = e.T
		}
	}
	if first < 0 {
		return -1
	}
	return ms(first)
}
