package oracle

import (
	"slices"
	"strings"

	"playground/engine/claim"
)

func init() { measures[claim.CountAny] = countAny }

// countAny counts the selection with Effect and Err read as lists of
// alternatives.
func countAny(o *Run, c claim.Claim) (float64, string) {
	if why := wholeTrace(o); why != "" {
		return 0, why
	}
	effects, errs := alternatives(c.Effect), alternatives(c.Err)
	rest := c
	rest.Effect, rest.Err = "", ""
	n := 0
	for _, m := range o.Res.Trace {
		if selects(rest, m) && (effects == nil || slices.Contains(effects, m.Effect)) && (errs == nil || slices.Contains(errs, m.Err)) {
			n++
		}
	}
	return float64(n), ""
}

// alternatives splits a field of alternatives; nil for an empty field,
// which selects any.
func alternatives(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, claim.Alt)
}
