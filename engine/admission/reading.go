package admission

import (
	"math"
	"reflect"
	"strconv"

	"playground/engine/i18n"
)

// claim is one reading sentence and the id of the claim it makes; each is
// appended only when the run bears it out, and reading_test.go checks every
// id against the summary on a grid of parameter sets.
type claim struct {
	id   string
	text i18n.Text
}

// Claim ids.
const (
	claimNoRequests = "no_requests" // no request arrived in the window
	claimUnbounded  = "unbounded"   // the unbounded mode accepted every request; its slowest answer
	claimSame       = "same"        // bounded turned nobody away and gave the unbounded mode's latencies
	claimNoneAway   = "none_away"   // bounded turned nobody away (latencies differ)
	claimShed       = "shed"        // bounded: rejected attempts, all at once; slowest accepted answer
	claimSooner     = "sooner"      // bounded's slowest accepted answer came sooner, by a factor
	claimLittle     = "little"      // L = λW holds as measured in bounded mode
	claimRetries    = "retries"     // attempts per request in bounded mode, above 1
	claimExhausted  = "exhausted"   // requests whose last allowed try got a 503
	claimNoRetry    = "no_retry"    // a retrying client never had to retry
	claimDropped    = "dropped"     // deadline drops in bounded mode
	claimDeadline   = "deadline"    // answers within the deadline per mode
	claimLate       = "late"        // unbounded answers after their deadline
	claimClasses    = "classes"     // rejected share per class in bounded mode
	claimLimit      = "limit"       // the adaptive limit's range within its bounds
	claimLimitFlat  = "limit_flat"  // the adaptive limit never moved
	claimStuck      = "limit_stuck" // floor = ceiling: nothing to adapt
)

// secs writes milliseconds as seconds with two decimals.
func secs(ms float64) string { return strconv.FormatFloat(ms/1000, 'f', 2, 64) }

// pct writes a share as a whole percentage.
func pct(part, whole int) string {
	if whole == 0 {
		return "0"
	}
	return strconv.FormatFloat(100*float64(part)/float64(whole), 'f', 0, 64)
}

// reading says in a few sentences what the numbers show.
func (p *Params) reading(sum *Summary) []claim {
	u, b := sum.Modes[0], sum.Modes[1]
	var out []claim
	say := func(id string, t i18n.Text) { out = append(out, claim{id, t}) }

	if u.Requests == 0 {
		say(claimNoRequests, rdNoRequests)
		return out
	}
	if u.Rejected == 0 && u.Dropped == 0 && u.Completed == u.Requests {
		if u.Requests == 1 {
			say(claimUnbounded, rdUnboundedOne.Format(secs(u.MaxMs)))
		} else {
			say(claimUnbounded, rdUnbounded.N(u.Requests, secs(u.MaxMs)))
		}
	}
	switch {
	case b.Rejected == 0 && b.Dropped == 0 && reflect.DeepEqual(u.Groups, b.Groups):
		say(claimSame, rdSame)
	case b.Rejected == 0 && b.Dropped == 0:
		say(claimNoneAway, rdNoneAway.Format(secs(b.MaxMs)))
	case b.Rejected > 0 && b.Completed > 0:
		// "At once": a 503 takes the two hops only (0.2 ms), below the
		// narrowest slice (1 ms); reading_test.go checks the groups.
		say(claimShed, rdShed.N(b.Sent, b.Rejected, secs(b.MaxMs)))
	}
	// "n times sooner" is worth saying from 1.1 on (1.0 would read as none).
	if b.Rejected > 0 && b.Completed > 0 && b.MaxMs > 0 && u.MaxMs >= 1.1*b.MaxMs {
		say(claimSooner, rdSooner.Format(strconv.FormatFloat(u.MaxMs/b.MaxMs, 'f', 1, 64)))
	}
	if l := b.Little; l.L > 0 && math.Abs(l.L-l.LambdaW) <= 0.01*l.L {
		say(claimLittle, rdLittle.Format(fmt3(l.L), fmt3(l.Lambda), fmt3(l.W), fmt3(l.LambdaW)))
	}
	if p.Client != clientNone {
		switch {
		case b.Sent > b.Requests:
			say(claimRetries, rdRetries.N(b.Requests, strconv.FormatFloat(b.Amplification, 'f', 2, 64), b.Sent))
		case b.Rejected == 0:
			say(claimNoRetry, rdNoRetry)
		}
	}
	if p.Client != clientNone && b.Exhausted > 0 {
		say(claimExhausted, rdExhausted.N(b.Exhausted, p.tries()))
	}
	if b.Dropped > 0 {
		say(claimDropped, rdDropped.N(b.Dropped))
	}
	if p.Deadline > 0 {
		say(claimDeadline, rdDeadline.Format(p.Deadline.String(), b.Goodput, u.Goodput))
		if u.Late > 0 {
			say(claimLate, rdLate.N(u.Late))
		}
	}
	if c := b.Classes; c != nil && c.Critical.Sent > 0 && c.Normal.Sent > 0 {
		say(claimClasses, rdClasses.Format(pct(c.Critical.Rejected, c.Critical.Sent), pct(c.Normal.Rejected, c.Normal.Sent)))
	}
	if l := b.Limit; l != nil {
		name := limitName(l.Kind)
		switch {
		case l.Floor == l.Ceiling:
			say(claimStuck, rdLimitStuck.Format(name, l.Floor))
		case l.Min == l.Max:
			say(claimLimitFlat, rdLimitFlat.Format(name, l.Min, l.Floor, l.Ceiling))
		default:
			say(claimLimit, rdLimit.Format(name, l.Min, l.Max, l.Last, l.Floor, l.Ceiling))
		}
	}
	return out
}

func limitName(kind string) string {
	if kind == limitGradient2 {
		return "Gradient2"
	}
	return "AIMD"
}

func texts(cs []claim) []i18n.Text {
	out := make([]i18n.Text, len(cs))
	for i, c := range cs {
		out[i] = c.text
	}
	return out
}
