package oracle

import "playground/engine/claim"

func init() { measures[claim.Paths] = paths }

// paths counts the distinct paths of the selected messages.
func paths(o *Run, c claim.Claim) (float64, string) {
	if why := wholeTrace(o); why != "" {
		return 0, why
	}
	seen := map[string]bool{}
	for _, m := range o.Res.Trace {
		if selects(c, m) {
			seen[m.Path] = true
		}
	}
	return float64(len(seen)), ""
}
