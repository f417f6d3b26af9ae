package oracle

import (
	"strconv"
	"strings"
	"time"

	"playground/engine/claim"
	"playground/engine/netsim"
)

// The wait facts (claim/waits.go) and every message fact's Except form
// (claim/except.go), measured over the trace with this file's own
// aggregate.
func init() {
	for _, f := range []claim.Fact{claim.MeanWait, claim.LastAnswer, claim.Rate, claim.InFlight, claim.MinAttempt, claim.MaxAttempt} {
		measures[f] = func(o *Run, c claim.Claim) (float64, string) { return o.waits(c, c.Fact, false) }
	}
	for _, f := range []claim.Fact{claim.Count, claim.MaxWait, claim.MinWait, claim.LastSent, claim.FirstSent,
		claim.MeanWait, claim.LastAnswer, claim.Rate, claim.InFlight, claim.MinAttempt, claim.MaxAttempt} {
		measures[claim.Except(f)] = func(o *Run, c claim.Claim) (float64, string) { return o.waits(c, f, true) }
	}
}

// waits measures fact f over the claim's selection or, with except, over
// its selection without the messages its Status and Effect pick out.
func (o *Run) waits(c claim.Claim, f claim.Fact, except bool) (float64, string) {
	if o.Res.TraceDropped > 0 {
		return 0, "the trace was cut short (" + strconv.Itoa(o.Res.TraceDropped) + " messages left out)"
	}
	keep := func(m netsim.Message) bool { return selects(c, m) }
	if except {
		if c.Status == 0 && c.Effect == "" {
			return 0, "an Except fact leaves out what its Status or Effect picks, and neither is set"
		}
		base := c
		base.Status, base.Effect = 0, ""
		keep = func(m netsim.Message) bool { return selects(base, m) && !selects(c, m) }
	}
	window := c.Until - c.Since
	if (f == claim.Rate || f == claim.InFlight) && window <= 0 {
		return 0, "a rate or an average under way needs a closed send window (Until after Since)"
	}
	var a aggregate
	for _, m := range o.Res.Trace {
		if keep(m) {
			a.add(m, c.Since, c.Until)
		}
	}
	switch f {
	case claim.Count:
		return float64(a.n), ""
	case claim.Rate:
		return float64(a.n) / window.Seconds(), ""
	case claim.InFlight:
		return a.inside / float64(window), ""
	}
	if a.n == 0 {
		return 0, "no message matches the selection"
	}
	switch f {
	case claim.MaxWait:
		return ms(a.maxW), ""
	case claim.MinWait:
		return ms(a.minW), ""
	case claim.LastSent:
		return ms(a.lastSent), ""
	case claim.FirstSent:
		return ms(a.firstSent), ""
	case claim.MeanWait:
		return a.waited / float64(a.n) / float64(time.Millisecond), ""
	case claim.LastAnswer:
		return ms(a.lastAnswer), ""
	case claim.MinAttempt:
		return float64(a.minAttempt), ""
	case claim.MaxAttempt:
		return float64(a.maxAttempt), ""
	}
	return 0, "the oracle knows no fact " + strconv.Quote(strings.TrimSuffix(string(f), claim.ExceptSuffix))
}

// aggregate sums up the kept messages: waits in ns (as floats: a long run's
// sum outgrows an int64), and the time each spent under way inside the
// window [since, until).
type aggregate struct {
	n                               int
	maxW, minW, firstSent, lastSent time.Duration
	lastAnswer                      time.Duration
	minAttempt, maxAttempt          int
	waited, inside                  float64
}

func (a *aggregate) add(m netsim.Message, since, until time.Duration) {
	w := m.Received - m.Sent
	if a.n == 0 {
		a.maxW, a.minW, a.firstSent, a.lastSent = w, w, m.Sent, m.Sent
		a.lastAnswer, a.minAttempt, a.maxAttempt = m.Received, m.Attempt, m.Attempt
	}
	a.n++
	a.maxW, a.minW = max(a.maxW, w), min(a.minW, w)
	a.firstSent, a.lastSent = min(a.firstSent, m.Sent), max(a.lastSent, m.Sent)
	a.lastAnswer = max(a.lastAnswer, m.Received)
	a.minAttempt, a.maxAttempt = min(a.minAttempt, m.Attempt), max(a.maxAttempt, m.Attempt)
	a.waited += float64(w)
	if until > since {
		if lo, hi := max(m.Sent, since), min(m.Received, until); hi > lo {
			a.inside += float64(hi - lo)
		}
	}
}
