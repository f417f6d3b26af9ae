package admission

import (
	"math"
	fact "playground/engine/claim"
	"playground/engine/lab"
	"reflect"

	"playground/engine/i18n"
	"playground/engine/words"
)

// claim is one reading sentence and the id of the claim it makes; each is
// appended only when the run bears it out, and reading_test.go checks every
// id against the summary on a grid of parameter sets.
type claim struct {
	id   string
	text i18n.Text
	// facts are what the sentence asserts about the raw run, for the
	// oracle (engine/oracle).
	facts []fact.Claim
}

// Claim ids.
const (
	claimNoRequests   = "no_requests"   // no request arrived in the window
	claimUnbounded    = "unbounded"     // the unbounded mode accepted every request; its slowest answer
	claimSame         = "same"          // bounded rejected nobody and gave the unbounded mode's latencies
	claimNoneAway     = "none_away"     // bounded rejected nobody (latencies differ)
	claimShed         = "shed"          // bounded: rejected attempts, all at once; slowest accepted answer (and end to end)
	claimSooner       = "sooner"        // bounded's slowest answer, end to end, came sooner, by a factor
	claimLater        = "later"         // with retries, bounded's slowest answer end to end came later than unbounded's
	claimLittle       = "little"        // L = λW holds as measured in bounded mode
	claimLittleBounds = "little_bounds" // over the same window, bounded held fewer jobs, each for less time
	claimRetries      = "retries"       // attempts per request in bounded mode, above 1
	claimExhausted    = "exhausted"     // requests whose last allowed try got a 503
	claimNoRetry      = "no_retry"      // a retrying client never had to retry
	claimDropped      = "dropped"       // deadline drops in bounded mode
	claimInTime       = "in_time"       // requests answered within the window, per mode
	claimLate         = "late"          // unbounded answers after the window
	claimClasses      = "classes"       // rejected share per class in bounded mode, without a reserve
	claimReserve      = "reserve"       // what the reserve did for the critical class
	claimLimit        = "limit"         // the adaptive limit's range within its bounds
	claimLimitFlat    = "limit_flat"    // the adaptive limit never moved
	claimStuck        = "limit_stuck"   // floor = ceiling: nothing to adapt
)

// slowest is a mode's slowest answer as its users waited for it: end to end
// when clients retry (first attempt to 200), per attempt otherwise (the
// same then).
func slowest(m ModeSummary) float64 {
	if m.E2E != nil {
		return m.E2E.Max
	}
	return m.MaxMs
}

// retried reports that a mode's clients retried at all.
func retried(m ModeSummary) bool { return m.Sent > m.Requests }

// classPct is a class's rejected share as the reading writes it: in
// percent, one decimal at most.
func classPct(c ClassSummary) float64 {
	return math.Round(words.Share(float64(c.Rejected), float64(c.Sent))*10) / 10
}

// windowText names the window a 200 must come in to count: the deadline,
// or the client's patience.
func (p *Params) windowText() i18n.Text {
	if p.Deadline > 0 {
		return tWindowDeadline.Format(words.Dur(p.Deadline))
	}
	return tWindowPatience.Format(words.Dur(p.Patience))
}

// reading says in a few sentences what the numbers show.
func (p *Params) reading(sum *Summary) []claim {
	u, b := sum.Modes[0], sum.Modes[1]
	var out []claim
	say := func(id string, t i18n.Text) { out = append(out, claim{id: id, text: t}) }

	if u.Requests == 0 {
		say(claimNoRequests, rdNoRequests)
		return out
	}
	if u.Rejected == 0 && u.Dropped == 0 && u.Completed == u.Requests {
		if u.Requests == 1 {
			say(claimUnbounded, rdUnboundedOne.Format(words.Ms(u.MaxMs)))
		} else {
			say(claimUnbounded, rdUnbounded.N(u.Requests, words.Ms(u.MaxMs)))
		}
	}
	switch {
	case b.Failed > 0:
		// A learner's fault left attempts unanswered: the lab's own
		// comparison would not be true of them (the fault's sentence says it).
	case b.Rejected == 0 && b.Dropped == 0 && reflect.DeepEqual(u.Groups, b.Groups):
		say(claimSame, rdSame)
	case b.Rejected == 0 && b.Dropped == 0:
		say(claimNoneAway, rdNoneAway.Format(words.Ms(b.MaxMs)))
	case b.Rejected > 0 && b.Completed > 0 && b.Failed == 0:
		// "At once": a 503 takes the two hops only (0.2 ms), below the
		// narrowest slice (1 ms); reading_test.go checks the groups.
		attempt, e2e := words.Ms(b.MaxMs), words.Ms(slowest(b))
		if e2e.String() != attempt.String() {
			say(claimShed, rdShedRetries.Format(words.Int(b.Sent), words.Int(b.Rejected).With(words.Poss), attempt, e2e))
		} else {
			say(claimShed, rdShed.Format(words.Int(b.Sent), words.Int(b.Rejected).With(words.Poss), attempt))
		}
	}
	// The slowest answers compared as the users waited for them: end to
	// end, retries included. A factor is said from 1.1 on (words.Times).
	if b.Rejected > 0 && b.Completed > 0 {
		if f, ok := words.Times(slowest(u), slowest(b)); ok {
			t := rdSooner
			if retried(b) {
				t = rdSoonerRetries
			}
			say(claimSooner, t.Format(f, words.Ms(slowest(u)), words.Ms(slowest(b))))
		} else if _, ok := words.Times(slowest(b), slowest(u)); ok && retried(b) {
			say(claimLater, rdLater.Format(words.Ms(slowest(b)), words.Ms(slowest(u)), words.Ms(b.MaxMs)))
		}
	}
	if l := b.Little; l.L > 0 && math.Abs(l.L-l.LambdaW) <= 0.01*l.L {
		jobs := func(x float64) i18n.Text { return words.Of(cntJobs, words.Num(x, 3)) }
		say(claimLittle, rdLittle.Format(jobs(l.L), words.Num(l.Lambda, 3), words.Num(l.W, 3), words.Num(l.LambdaW, 3)))
		// Two averages compare only over one window; both modes share it.
		if ul := u.Little; ul.Window == l.Window && l.L < ul.L && l.W < ul.W {
			say(claimLittleBounds, rdLittleBounds.Format(words.Secs(l.Window), jobs(ul.L), words.Secs(ul.W), jobs(l.L), words.Secs(l.W)))
		}
	}
	if p.Client != clientNone {
		switch {
		case retried(b):
			say(claimRetries, rdRetries.N(b.Requests, words.Num(b.Amplification, 2), words.Int(b.Sent)))
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
	if p.Deadline > 0 || u.Late+b.Late > 0 {
		say(claimInTime, rdInTime.Format(p.windowText(), words.Int(b.Goodput), words.Int(u.Goodput)))
		if u.Late > 0 {
			say(claimLate, rdLate.N(u.Late, p.windowText()))
		}
	}
	if c := b.Classes; c != nil && c.Critical.Sent > 0 && c.Normal.Sent > 0 {
		crit, norm := classPct(c.Critical), classPct(c.Normal)
		switch {
		case p.Reserve == 0:
			say(claimClasses, rdClasses.Format(words.Pct(crit, 1).With(words.Poss), words.Pct(norm, 1).With(words.Poss)))
		case c.Normal.Rejected == 0:
			// Nobody was rejected: the reserve had nothing to protect from.
		case c.Critical.Rejected == 0:
			say(claimReserve, rdReserveFull.N(p.Reserve, words.Pct(norm, 1).With(words.Poss)))
		case crit < norm:
			say(claimReserve, rdReservePart.N(p.Reserve, words.Num(norm-crit, 1),
				words.Pct(crit, 1).With(words.Poss), words.Pct(norm, 1).With(words.Poss)))
		default:
			say(claimReserve, rdReserveNone.N(p.Reserve, words.Pct(crit, 1).With(words.Poss), words.Pct(norm, 1).With(words.Poss)))
		}
	}
	if l := b.Limit; l != nil {
		name := limitName(l.Kind)
		n := words.Int
		switch {
		case l.Floor == l.Ceiling:
			say(claimStuck, rdLimitStuck.Format(name, n(l.Floor)))
		case l.Min == l.Max:
			say(claimLimitFlat, rdLimitFlat.Format(name, n(l.Min), n(l.Floor), n(l.Ceiling)))
		default:
			say(claimLimit, rdLimit.Format(name, n(l.Min), n(l.Max), n(l.Last), n(l.Floor), n(l.Ceiling)))
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

func texts(cs []claim) []lab.Sentence {
	out := make([]lab.Sentence, len(cs))
	for i, c := range cs {
		out[i] = lab.Say(c.id, c.text, c.facts...)
	}
	return out
}
