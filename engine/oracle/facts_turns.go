package oracle

import (
	"sort"
	"strconv"
	"strings"

	"playground/engine/claim"
	"playground/engine/netsim"
)

func init() { measures[claim.TurnCount] = turnCount }

// turnCount counts, among a caller's calls to a path taken in the order
// they were sent, those whose turn Ref names and the rest of the selection
// keeps.
func turnCount(o *Run, c claim.Claim) (float64, string) {
	if o.Res.TraceDropped > 0 {
		return 0, "the trace was cut short (" + strconv.Itoa(o.Res.TraceDropped) + " messages left out)"
	}
	from, to, why := turns(c.Ref)
	if why != "" {
		return 0, why
	}
	var calls []netsim.Message
	for _, m := range o.Res.Trace {
		if m.From == c.From && strings.HasPrefix(m.Path, c.Path) {
			calls = append(calls, m)
		}
	}
	// The trace is in completion order; the run numbered its sends.
	sort.SliceStable(calls, func(i, j int) bool {
		if calls[i].SentStep != calls[j].SentStep {
			return calls[i].SentStep < calls[j].SentStep
		}
		return calls[i].Sent < calls[j].Sent
	})
	if to == 0 || to > len(calls) {
		to = len(calls)
	}
	n := 0
	for i := from - 1; i < to; i++ {
		if selects(c, calls[i]) {
			n++
		}
	}
	return float64(n), ""
}

// turns reads "A-B" or "A-" (turns from 1; B 0 for open).
func turns(ref string) (from, to int, why string) {
	a, b, ok := strings.Cut(ref, "-")
	from, err := strconv.Atoi(a)
	if !ok || err != nil || from < 1 {
		return 0, 0, "turns are A-B or A- (from 1), not " + strconv.Quote(ref)
	}
	if b == "" {
		return from, 0, ""
	}
	to, err = strconv.Atoi(b)
	if err != nil || to < from {
		return 0, 0, "turns are A-B or A- (from 1), not " + strconv.Quote(ref)
	}
	return from, to, ""
}
