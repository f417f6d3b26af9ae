package oracle

import (
	"strconv"
	"time"

	"playground/engine/claim"
)

func init() {
	measures[claim.Knob] = func(o *Run, c claim.Claim) (float64, string) {
		v, ok := o.Res.Params[c.Ref]
		if !ok {
			return 0, "the run has no parameter " + strconv.Quote(c.Ref)
		}
		if x, err := strconv.ParseFloat(v, 64); err == nil {
			return x, ""
		}
		if d, err := time.ParseDuration(v); err == nil {
			return ms(d), ""
		}
		return 0, "the parameter " + c.Ref + "=" + strconv.Quote(v) + " is not a number"
	}
}
