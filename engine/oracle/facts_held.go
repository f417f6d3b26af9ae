package oracle

import (
	"playground/engine/claim"
)

func init() {
	measures[claim.FaultHeld] = func(o *Run, c claim.Claim) (float64, string) {
		for _, f := range o.faults {
			lasting := f.Kind.Lasts()
			if lasting && f.Target == c.Node && (c.State == "" || string(f.Kind) == c.State) && f.At <= c.At && c.At < f.At+f.For {
				return 1, ""
			}
		}
		return 0, ""
	}
}
