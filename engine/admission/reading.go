package admission

import (
	"math"
	"slices"
	"time"

	fact "playground/engine/claim"
	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/words"
)

// claim is one reading sentence, the id tests know it by, and what it
// asserts about the raw run (its facts, for engine/oracle). Each is
// appended only when the run bears it out; every number it states is one
// of its facts' values, taken from the exact measurement (never from the
// summary's rounded figures), and the oracle measures each again on the
// message record, the declared counters and the nodes' lives.
type claim struct {
	id    string
	text  i18n.Text
	facts []fact.Claim
}

// Claim ids.
const (
	claimNoRequests   = "no_requests"   // no request arrived in the window
	claimUnbounded    = "unbounded"     // the unbounded mode answered every request 200; its slowest answer
	claimSame         = "same"          // bounded rejected nobody and gave the unbounded mode's very waits
	claimNoneAway     = "none_away"     // bounded rejected nobody (waits differ)
	claimShed         = "shed"          // bounded: attempts rejected (at once, or how late); the accepted ones' slowest answer (and end to end)
	claimSooner       = "sooner"        // no fault: bounded's slowest 200, end to end, came sooner, by a factor, counts said
	claimLater        = "later"         // no fault, retries: bounded's slowest 200 end to end came later than unbounded's
	claimLittle       = "little"        // L = λW as measured on the bounded mode's admitted attempts
	claimLittleBounds = "little_bounds" // no fault: over the same window, bounded had fewer under way, each for less time
	claimRetries      = "retries"       // attempts that reached the bounded server per request, above 1
	claimExhausted    = "exhausted"     // requests whose last allowed try got a 503
	claimNoRetry      = "no_retry"      // a retrying client never had to retry
	claimDropped      = "dropped"       // deadline drops in bounded mode
	claimInTime       = "in_time"       // requests answered 200 within the window, per mode
	claimLate         = "late"          // unbounded 200s after the window
	claimClasses      = "classes"       // rejected share per class in bounded mode, without a reserve
	claimReserve      = "reserve"       // each class's rejected share beside the reserve
	claimLimit        = "limit"         // the adaptive limit's range within its bounds
	claimLimitFlat    = "limit_flat"    // the adaptive limit never moved
	claimStuck        = "limit_stuck"   // floor = ceiling: nothing to adapt
	claimStopped      = "stopped"       // a mode the run's horizon stopped: its attempts still open, its retries unsent
)

// atOnce is the longest a 503 may take to be said to come at once: the
// two hops of the network, with nothing in between (a fault's delay or
// stall makes it longer).
const atOnce = 2 * netsim.DefaultLatency

// sel is a message selection of one mode, built up for a claim.
type sel fact.Claim

// to selects the attempts to the mode's server; from the attempts its
// client sent (the same messages: the client calls nothing else).
func to(mode string) sel   { return sel{To: nodesOf(mode).server} }
func from(mode string) sel { return sel{From: nodesOf(mode).client} }

func (s sel) status(st int) sel           { s.Status = st; return s }
func (s sel) outcome(o fact.Outcome) sel  { s.Outcome = o; return s }
func (s sel) effect(e string) sel         { s.Effect = e; return s }
func (s sel) path(p string) sel           { s.Path = p; return s }
func (s sel) errText(e string) sel        { s.Err = e; return s }
func (s sel) sent(a, b time.Duration) sel { s.Since, s.Until = a, b; return s }

// answeredBy keeps the messages whose answer came before t.
func (s sel) answeredBy(t time.Duration) sel { s.AnswerUntil = t; return s }

// is claims the fact f of the selection is v. The browser's build keeps
// no claims (fact.On is false there): it builds none either.
func (s sel) is(f fact.Fact, v float64) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c := fact.Claim(s)
	c.Fact, c.Value = f, v
	return c
}

func (s sel) atMost(f fact.Fact, v float64) fact.Claim {
	c := s.is(f, v)
	c.Op = fact.AtMost
	return c
}

func (s sel) atLeast(f fact.Fact, v float64) fact.Claim {
	c := s.is(f, v)
	c.Op = fact.AtLeast
	return c
}

// limitOf selects the bounded server's declared limit counter.
func limitOf(f fact.Fact, op fact.Op, v float64) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	return fact.Claim{Fact: f, Node: nodesOf(modeBounded).server, Ref: "limit", Op: op, Value: v}
}

func ms(d time.Duration) float64 { return fact.Ms(d) }

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

// touched reports whether a learner's fault acted on a mode while it ran:
// a kill, stall, drop or delay on its server or its client's link at or
// before its last answer. A restart alone changes nothing (it follows a
// kill, or finds the process running). The sentences that credit
// admission control with a difference between the modes are said only of
// runs no fault acted on: a fault's share in a wait is no mechanism's.
func (p *Params) touched(mode string, end time.Duration) bool {
	for _, f := range p.faultsOf(nodesOf(mode)) {
		if f.Kind != fault.Restart && f.At <= end {
			return true
		}
	}
	return false
}

// reader holds what the reading's sentences are built from: the rounded
// summary for the run's shape, the exact measurements for every number.
type reader struct {
	p      *Params
	u, b   ModeSummary
	us, bs *modeStats
	out    []claim
}

func (r *reader) say(id string, t i18n.Text, cs ...fact.Claim) {
	r.out = append(r.out, claim{id: id, text: t, facts: cs})
}

// reading says in a few sentences what the numbers show.
func (p *Params) reading(sum *Summary) []claim {
	r := &reader{p: p, u: sum.Modes[0], b: sum.Modes[1], us: sum.stats[0], bs: sum.stats[1]}
	if r.u.Requests == 0 {
		r.say(claimNoRequests, rdNoRequests, from(modeUnbounded).is(fact.Count, 0), from(modeBounded).is(fact.Count, 0))
		return r.out
	}
	r.stopped()
	r.unbounded()
	r.bounded()
	r.compare()
	r.little(sum.from, sum.to)
	r.retries()
	r.deadlines()
	r.classes()
	r.limit()
	return r.out
}

// requests are the run's requests, claimed as the unbounded mode's
// attempts: it never answers 503, so its clients never retry, and both
// modes get the very same requests.
func (r *reader) requests() []fact.Claim {
	return []fact.Claim{from(modeUnbounded).is(fact.Count, float64(r.u.Requests)),
		to(modeUnbounded).status(statusShed).is(fact.Count, 0)}
}

// stopped: a mode the run's horizon stopped before it finished, with its
// attempts still waiting for an answer then and the retries it never got
// to send (a retrying client's 503 that promised one, beyond the retries
// the record holds). Every other sentence about that mode speaks only of
// what it measured by then, or is not said.
func (r *reader) stopped() {
	for i, m := range []ModeSummary{r.u, r.b} {
		st := []*modeStats{r.us, r.bs}[i]
		if !st.cut {
			continue
		}
		S := to(m.Name)
		h := words.Dur(st.stopped).With(words.Loc)
		var cs []fact.Claim
		if fact.On {
			row := "outcomes/" + modeLabel(m.Name).EN + "/"
			cs = []fact.Claim{S.is(fact.Count, float64(m.Sent)), {Fact: fact.End, Op: fact.AtMost, Value: ms(st.stopped)},
				S.errText(netsim.ErrRunEnded.Error()).is(fact.Count, float64(m.Open)),
				{Fact: fact.Cell, Ref: row + "open", Value: float64(m.Open)},
				{Fact: fact.Cell, Ref: row + "unfinished", Value: float64(m.Unfinished)}}
		}
		open := tStoppedOpen.N(m.Open)
		if m.Open == 0 {
			open = tStoppedNoneOpen
		}
		t := rdStopped.Format(modeTitle(m.Name), h, open)
		if st.unsent > 0 {
			promised := float64(m.Rejected - m.Exhausted) // the 503s a retry followed, or was due to
			cs = append(cs, S.status(statusShed).effect(effectShed).is(fact.Count, promised),
				S.is(fact.Retries, promised-float64(st.unsent)))
			t = rdStoppedUnsent.Format(modeTitle(m.Name), h, open, tStoppedRetries.N(st.unsent))
		}
		r.say(claimStopped, t, cs...)
	}
}

// unbounded: every request queued and answered 200, and how long the
// slowest waited.
func (r *reader) unbounded() {
	u, us := r.u, r.us
	if u.Rejected != 0 || u.Dropped != 0 || u.Completed != u.Requests {
		return
	}
	t := rdUnbounded.N(u.Requests, words.Dur(us.ok.max))
	if u.Requests == 1 {
		t = rdUnboundedOne.Format(words.Dur(us.ok.max))
	}
	r.say(claimUnbounded, t, to(modeUnbounded).is(fact.Count, float64(u.Requests)),
		to(modeUnbounded).status(statusOK).is(fact.Count, float64(u.Requests)),
		to(modeUnbounded).status(statusOK).is(fact.MaxWait, ms(us.ok.max)))
}

// bounded: whom the bounded server turned away, how fast, and how long the
// accepted ones waited. Nothing is said of it when a fault left attempts
// unanswered: the fault's own sentence tells what became of them.
func (r *reader) bounded() {
	b, bs := r.b, r.bs
	B := to(modeBounded)
	answered := B.outcome(fact.Unanswered).is(fact.Count, 0)
	switch {
	case b.Failed > 0 || bs.cut:
	case b.Rejected == 0 && b.Dropped == 0 && r.sameWaits():
		u := r.u
		cs := []fact.Claim{B.status(statusShed).is(fact.Count, 0)}
		for _, m := range []string{modeUnbounded, modeBounded} {
			ok := to(m).status(statusOK)
			cs = append(cs, to(m).is(fact.Count, float64(u.Requests)), ok.is(fact.Count, float64(u.Requests)),
				ok.is(fact.MeanWait, r.us.ok.meanMs()), ok.is(fact.MaxWait, ms(r.us.ok.max)), ok.is(fact.MinWait, ms(r.us.ok.min)))
		}
		r.say(claimSame, rdSame.N(u.Requests, words.Ms(r.us.ok.meanMs()), words.Dur(r.us.ok.max)), cs...)
	case b.Rejected == 0 && b.Dropped == 0:
		r.say(claimNoneAway, rdNoneAway.Format(words.Dur(bs.ok.max)), answered,
			B.status(statusShed).is(fact.Count, 0), B.status(statusExpired).is(fact.Count, 0),
			to(modeUnbounded).status(statusShed).is(fact.Count, 0), B.status(statusOK).is(fact.MaxWait, ms(bs.ok.max)))
	case b.Rejected > 0 && b.Completed > 0:
		r.shed(answered)
	}
}

// sameWaits reports that both modes answered every request 200 with the
// very same waits.
func (r *reader) sameWaits() bool {
	u, b := r.u, r.b
	if u.Failed != 0 || b.Failed != 0 || u.Completed != u.Requests || b.Completed != b.Requests || b.Sent != b.Requests {
		return false
	}
	a, c := r.us.lat.sorted(), r.bs.lat.sorted()
	return slices.Equal(a, c)
}

// shed is the lesson's contrast: R of S attempts got a 503 (at once when
// only the network's two hops passed), the accepted ones waited at most X,
// and — when every request's first try left at the start, so that the
// message record times a request end to end — the retrying clients' wait.
func (r *reader) shed(answered fact.Claim) {
	b, bs := r.b, r.bs
	B := to(modeBounded)
	held := B.outcome(fact.Served).status(statusShed) // Except: the attempts the server admitted
	S, R := words.Int(b.Sent), words.Int(b.Rejected).With(words.Poss)
	X, Y := words.Dur(bs.held.max), words.Dur(bs.shed.max)
	cs := []fact.Claim{answered, B.is(fact.Count, float64(b.Sent)), B.status(statusShed).is(fact.Count, float64(b.Rejected)),
		held.is(fact.Except(fact.MaxWait), ms(bs.held.max))}
	quick := bs.shed.max <= atOnce
	if quick {
		cs = append(cs, B.status(statusShed).atMost(fact.MaxWait, ms(atOnce)))
	} else {
		cs = append(cs, B.status(statusShed).is(fact.MaxWait, ms(bs.shed.max)))
	}
	e2e, ok := r.endToEnd()
	if !ok || words.Dur(e2e).String() == X.String() {
		if quick {
			r.say(claimShed, rdShed.Format(S, R, X), cs...)
		} else {
			r.say(claimShed, rdShedHeld.Format(S, R, X, Y), cs...)
		}
		return
	}
	cs = append(cs, r.firstTries()...)
	cs = append(cs, B.status(statusOK).is(fact.LastAnswer, ms(e2e)))
	if quick {
		r.say(claimShed, rdShedRetries.Format(S, R, X, words.Dur(e2e)), cs...)
	} else {
		r.say(claimShed, rdShedHeldRetries.Format(S, R, X, words.Dur(e2e), Y), cs...)
	}
}

// endToEnd is the bounded mode's slowest 200 counted from its request's
// first try, when its clients retried and the record can time it: every
// first try of a burst leaves at 0, so an answer's arrival is its
// request's wait. A Poisson stream's retries cannot be told apart from
// fresh requests in the record, so nothing is said end to end of them.
func (r *reader) endToEnd() (time.Duration, bool) {
	if !retried(r.b) || r.p.Arrivals != arrivalsBurst || r.b.Completed == 0 {
		return 0, false
	}
	return r.bs.ok.lastAnswer, true
}

// firstTries claims that every request's first try left at 0: the bounded
// client sent as many attempts at that instant as there are requests.
func (r *reader) firstTries() []fact.Claim {
	return append(r.requests(), from(modeBounded).sent(0, 1).is(fact.Count, float64(r.u.Requests)))
}

// compare credits admission control with the difference in the slowest
// answer 200, saying how many answers each side counts: only when no
// fault acted on either mode and every attempt got an answer (an
// unanswered request is no short wait).
func (r *reader) compare() {
	u, b, us, bs := r.u, r.b, r.us, r.bs
	if us.cut || bs.cut || u.Failed > 0 || b.Failed > 0 || b.Rejected == 0 || b.Completed == 0 || u.Completed == 0 ||
		r.p.touched(modeUnbounded, us.end) || r.p.touched(modeBounded, bs.end) {
		return
	}
	slowB := bs.ok.max
	e2e, endToEnd := r.endToEnd()
	if retried(b) {
		if !endToEnd {
			return
		}
		slowB = e2e
	}
	U, B := to(modeUnbounded), to(modeBounded)
	cs := []fact.Claim{U.outcome(fact.Unanswered).is(fact.Count, 0), B.outcome(fact.Unanswered).is(fact.Count, 0),
		U.status(statusOK).is(fact.Count, float64(u.Completed)), U.status(statusOK).is(fact.MaxWait, ms(us.ok.max)),
		B.status(statusOK).is(fact.Count, float64(b.Completed)), B.status(statusShed).atLeast(fact.Count, 1)}
	if endToEnd {
		cs = append(cs, r.firstTries()...)
		cs = append(cs, B.status(statusOK).is(fact.LastAnswer, ms(e2e)))
	} else {
		cs = append(cs, B.status(statusOK).is(fact.MaxWait, ms(bs.ok.max)))
	}
	N, M := words.Of(cntOK200, words.Int(u.Completed)), words.Of(cntOK200, words.Int(b.Completed))
	if f, ok := words.Times(ms(us.ok.max), ms(slowB)); ok {
		t := rdSooner
		if endToEnd {
			t = rdSoonerRetries
		}
		r.say(claimSooner, t.Format(f, N, words.Dur(us.ok.max), M, words.Dur(slowB)), cs...)
	} else if _, ok := words.Times(ms(slowB), ms(us.ok.max)); ok && endToEnd {
		cs = append(cs, B.is(fact.MaxWait, ms(bs.all.max)))
		r.say(claimLater, rdLater.Format(words.Dur(bs.all.max), M, words.Dur(e2e), N, words.Dur(us.ok.max)), cs...)
	}
}

// little states Little's law on the bounded mode's admitted attempts over
// the window both modes share, and — when no fault acted on either mode —
// that bounding what the server holds bounded how long each waited. The
// record tells the admitted attempts as those the handler had and did not
// answer 503; a 503 a kill cut off on its way back left no status to tell
// it by, so a run with one says nothing of the law.
func (r *reader) little(from, to time.Duration) {
	if r.bs.cut {
		return
	}
	lb, lu := r.bs.little(from, to), r.us.little(from, to)
	if lb.L <= 0 || r.bs.cutShed > 0 {
		return
	}
	held := func(mode string) sel {
		return sel(fact.Claim{To: nodesOf(mode).server, Outcome: fact.Served, Status: statusShed}).sent(from, to)
	}
	B := held(modeBounded)
	lw := lb.Lambda * lb.W
	r.say(claimLittle, rdLittle.Format(sig(lb.L), sig(lb.Lambda), sig(lb.W), sig(lw)),
		B.is(fact.Except(fact.InFlight), lb.L), B.is(fact.Except(fact.Rate), lb.Lambda),
		B.is(fact.Except(fact.MeanWait), lb.W*1000), B.is(fact.Except(fact.InFlight), lw))
	if r.us.cut || lu.L <= 0 || lb.L >= lu.L || lb.W >= lu.W || r.p.touched(modeUnbounded, r.us.end) || r.p.touched(modeBounded, r.bs.end) {
		return
	}
	U := held(modeUnbounded)
	r.say(claimLittleBounds, rdLittleBounds.Format(words.Dur(to-from), sig(lu.L), words.Secs(lu.W), sig(lb.L), words.Secs(lb.W)),
		U.is(fact.Except(fact.InFlight), lu.L), U.is(fact.Except(fact.MeanWait), lu.W*1000),
		B.is(fact.Except(fact.InFlight), lb.L), B.is(fact.Except(fact.MeanWait), lb.W*1000))
}

// retries: how much the retrying clients multiplied the load that reached
// the bounded server (an attempt a fault lost never did), and how many
// requests ran out of tries.
func (r *reader) retries() {
	p, b, bs := r.p, r.b, r.bs
	if p.Client == clientNone {
		return
	}
	B := to(modeBounded)
	switch {
	case bs.cut:
		// Its load was still growing when the run stopped: no factor.
	case retried(b) && bs.arrivals > b.Requests:
		amp := words.Num(float64(bs.arrivals)/float64(b.Requests), 2)
		r.say(claimRetries, rdRetries.N(b.Requests, amp, words.Int(bs.arrivals)),
			append(r.requests(), B.outcome(fact.Served).is(fact.Count, float64(bs.arrivals)))...)
	case b.Rejected == 0 && !retried(b):
		r.say(claimNoRetry, rdNoRetry, append(r.requests(), B.status(statusShed).is(fact.Count, 0),
			from(modeBounded).is(fact.Count, float64(b.Requests)))...)
	}
	if b.Exhausted > 0 {
		last := B.status(statusShed).effect(effectGaveUp)
		r.say(claimExhausted, rdExhausted.N(b.Exhausted, p.tries()),
			last.is(fact.Count, float64(b.Exhausted)), last.is(fact.MinAttempt, float64(p.tries())),
			last.is(fact.MaxAttempt, float64(p.tries())), from(modeBounded).atMost(fact.MaxAttempt, float64(p.tries())))
	}
}

// deadlines: the bounded mode's deadline drops, and the requests answered
// in time per mode. The "late" effect the lab declares on an answer is
// checked against the waits where the record times a request from its
// first try: a mode whose clients never retried (its answer's wait), a
// burst (every first try at 0: its answer's arrival).
func (r *reader) deadlines() {
	p, u, b := r.p, r.u, r.b
	B := to(modeBounded)
	if b.Dropped > 0 {
		drop := B.status(statusExpired)
		cs := []fact.Claim{drop.is(fact.Count, float64(b.Dropped)), drop.effect(effectExpired).is(fact.Count, float64(b.Dropped))}
		switch {
		case p.Arrivals == arrivalsBurst:
			cs = append(cs, drop.answeredBy(p.Deadline+1).is(fact.Count, 0))
		case !retried(b):
			cs = append(cs, drop.atLeast(fact.MinWait, ms(p.Deadline+1)))
		}
		r.say(claimDropped, rdDropped.N(b.Dropped), cs...)
	}
	if p.Deadline == 0 && u.Late+b.Late == 0 {
		return
	}
	var cs []fact.Claim
	for _, m := range []ModeSummary{u, b} {
		cs = append(cs, r.inTime(m)...)
	}
	r.say(claimInTime, rdInTime.Format(p.windowText(), words.Int(b.Goodput), words.Int(u.Goodput)), cs...)
	if u.Late > 0 {
		late := to(modeUnbounded).outcome(fact.OK).effect(effectLate)
		r.say(claimLate, rdLate.N(u.Late, p.windowText()), late.is(fact.Count, float64(u.Late)),
			late.atLeast(fact.MinWait, ms(p.window()+1)))
	}
}

// inTime claims a mode's answers 200 within the window: those not
// declared late, and where the record can time them, that exactly these
// came in time.
func (r *reader) inTime(m ModeSummary) []fact.Claim {
	w := r.p.window()
	ok := to(m.Name).outcome(fact.OK)
	cs := []fact.Claim{ok.effect(effectLate).is(fact.Except(fact.Count), float64(m.Goodput))}
	switch {
	case r.p.Arrivals == arrivalsBurst:
		cs = append(cs, ok.answeredBy(w+1).is(fact.Count, float64(m.Goodput)))
	case !retried(m):
		if m.Goodput > 0 {
			cs = append(cs, ok.effect(effectLate).atMost(fact.Except(fact.MaxWait), ms(w)))
		}
		if m.Late > 0 {
			cs = append(cs, ok.effect(effectLate).atLeast(fact.MinWait, ms(w+1)))
		}
	}
	return cs
}

// classes: each class's rejected share in bounded mode, with the counts
// it is the share of; with a reserve, what the critical class's came to
// beside the normal one's.
func (r *reader) classes() {
	c := r.b.Classes
	if c == nil || c.Critical.Sent == 0 || c.Normal.Sent == 0 {
		return
	}
	p := r.p
	crit, norm := classPct(c.Critical), classPct(c.Normal)
	share := func(pct float64, cs ClassSummary) i18n.Text {
		return tClassShare.Format(words.Pct(pct, 1).With(words.Poss), words.Int(cs.Sent), words.Int(cs.Rejected).With(words.Poss))
	}
	B := to(modeBounded)
	cs := []fact.Claim{
		B.path(pathCritical).is(fact.Count, float64(c.Critical.Sent)), B.path(pathCritical).status(statusShed).is(fact.Count, float64(c.Critical.Rejected)),
		B.path(pathNormal).is(fact.Count, float64(c.Normal.Sent)), B.path(pathNormal).status(statusShed).is(fact.Count, float64(c.Normal.Rejected)),
	}
	switch {
	case p.Reserve == 0:
		r.say(claimClasses, rdClasses.Format(share(crit, c.Critical), share(norm, c.Normal)), cs...)
	case c.Normal.Rejected == 0:
		// Nobody was turned away for lack of room: nothing to compare.
	case c.Critical.Rejected == 0:
		r.say(claimReserve, rdReserveFull.N(p.Reserve, words.Int(c.Critical.Sent), share(norm, c.Normal)), cs...)
	case crit < norm:
		r.say(claimReserve, rdReservePart.N(p.Reserve, words.Num(norm-crit, 1), share(crit, c.Critical), share(norm, c.Normal)), cs...)
	default:
		r.say(claimReserve, rdReserveNone.N(p.Reserve, share(crit, c.Critical), share(norm, c.Normal)), cs...)
	}
}

// limit: where the adaptive limit went within its floor and ceiling, as
// the bounded server's declared limit counter shows it.
func (r *reader) limit() {
	l := r.b.Limit
	if l == nil {
		return
	}
	name, n := limitName(l.Kind), words.Int
	bounds := []fact.Claim{limitOf(fact.CounterMin, fact.AtLeast, float64(l.Floor)), limitOf(fact.CounterMax, fact.AtMost, float64(l.Ceiling))}
	switch {
	case l.Floor == l.Ceiling:
		r.say(claimStuck, rdLimitStuck.Format(name, n(l.Floor)),
			limitOf(fact.CounterMin, fact.Eq, float64(l.Floor)), limitOf(fact.CounterMax, fact.Eq, float64(l.Floor)))
	case l.Min == l.Max:
		r.say(claimLimitFlat, rdLimitFlat.Format(name, n(l.Min), n(l.Floor), n(l.Ceiling)),
			append(bounds, limitOf(fact.CounterMin, fact.Eq, float64(l.Min)), limitOf(fact.CounterMax, fact.Eq, float64(l.Max)))...)
	default:
		r.say(claimLimit, rdLimit.Format(name, n(l.Min), n(l.Max), n(l.Last), n(l.Floor), n(l.Ceiling)),
			append(bounds, limitOf(fact.CounterMin, fact.Eq, float64(l.Min)), limitOf(fact.CounterMax, fact.Eq, float64(l.Max)),
				limitOf(fact.CounterLast, fact.Eq, float64(l.Last)))...)
	}
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
