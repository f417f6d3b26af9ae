package sidecar

import (
	"strings"

	fact "playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/words"
)

// The trace's words for a timeout and a failed handshake.
var (
	netsimTimeout = netsim.ErrTimeout.Error()
	netsimTLS     = netsim.ErrTLS.Error()
)

// sentence is one reading sentence, its id (claim) and what it asserts
// about the raw run (facts), which engine/oracle checks; the property test
// (reading_test.go) also checks each text by its id against the trace.
type sentence struct {
	claim string
	text  i18n.Text
	facts []fact.Claim
}

// Claims the reading can make.
const (
	claimCharges          = "charges"           // how often each layout charged, what the app saw
	claimDouble           = "double"            // a payment charged twice that the app saw succeed
	claimDoubleFailed     = "double_failed"     // a payment charged twice that the app saw fail
	claimNotRetried       = "not_retried"       // idempotent-only sidecar: charged once, the app saw failure
	claimReplay           = "replay"            // the ledger answered a repeat
	claimConflict         = "conflict"          // a repeat came while the keyed payment still ran: 409
	claimConflictApp      = "conflict_app"      // the app got that 409
	claimCrash            = "crash"             // processes exited on an uncaught rejection
	claimTLS              = "tls"               // handshakes failed
	claimTimeouts         = "timeouts"          // tries timed out
	claimTimeoutsUnserved = "timeouts_unserved" // tries timed out, some before the fee service saw them
	claimBudget           = "budget"            // what the retry budget let through and refused
	claimBudgetOne        = "budget_one"        // one request at a time: the minimum decides
	claimAmplify          = "amplify"           // tries per request and metric keys
	claimFixes            = "fixes"             // what each fix row charged
	claimFixesMoved       = "fixes_moved"       // the fixes removed every extra charge
	claimFixesIdle        = "fixes_idle"        // there was no double charge to remove
	claimCut              = "cut"               // the run ended mid-way: the row cut, the rows never reached
)

// reading says in a few sentences what the numbers of this run show, each
// with the facts it asserts (claims.go).
func reading(p *Params, thick, thin *layoutRun, fixes []*layoutRun) []sentence {
	var out []sentence
	add := func(claim string, t i18n.Text, facts ...fact.Claim) {
		out = append(out, sentence{claim: claim, text: t, facts: facts})
	}
	readCut(append([]*layoutRun{thick, thin}, fixes...), add)
	// A sentence speaks of rows measured to their end only: a row the run
	// cut or never reached has no charges, tries or answers to compare.
	lesson := thick.done && thin.done
	if lesson {
		charges := append(append([]fact.Claim{thick.charged(thick.fee.charges), thin.charged(thin.fee.charges),
			thick.row("charges", thick.fee.charges), thin.row("charges", thin.fee.charges)}, thick.tally()...), thin.tally()...)
		if p.Load == 1 {
			add(claimCharges, readCharges.Format(countCharges.N(thick.fee.charges), countCharges.N(thin.fee.charges),
				tallyProse(thick.pay), tallyProse(thin.pay)), charges...)
		} else {
			add(claimCharges, readChargesLoad.Format(words.Int(p.Load), countCharges.N(thick.fee.charges), countCharges.N(thin.fee.charges),
				tallyProse(thick.pay), tallyProse(thin.pay)), charges...)
		}
	}
	if thin.done {
		readDoubles(p, thin, add)
	}
	readKeys(p, thin, fixes, add)
	if lesson {
		readTransport(thick, thin, add)
	}
	if thin.done {
		readBudgets(p, thin, add)
	}
	if lesson {
		readAmplification(thick, thin, add)
	}
	readFixRows(thin, fixes, add)
	return out
}

// readCut says where a run stopped at its horizon was: the row being
// measured then, how many of its calls the script had made and how many
// still waited, and the rows never reached. The trace bears it out: the
// script sent nothing after the cut row's calls.
func readCut(runs []*layoutRun, add adder) {
	var cut, last *layoutRun // the row cut; the last one measured to its end
	var never []i18n.Text
	for _, r := range runs {
		switch {
		case r.done:
			last = r
		case r.reached:
			cut = r
		default:
			never = append(never, i18n.Text{TR: "“" + r.label.TR + "”", EN: "“" + r.label.EN + "”"})
		}
	}
	if cut == nil && len(never) == 0 {
		return
	}
	var t i18n.Text
	var facts []fact.Claim
	if cut != nil {
		made, open := 0, 0
		for _, c := range append(append([]callResult{}, cut.debt...), cut.pay...) {
			made += b2i(c.made)
			open += b2i(c.made && errText(c.err) == "run_ended")
		}
		planned := len(cut.debt) + len(cut.pay)
		waiting := readCutNoneWaiting
		if open > 0 {
			waiting = readCutWaiting.N(open)
		}
		t = readCutRow.Format(cut.label, countCallsOf.N(planned), words.Int(made), waiting)
		facts = append(facts,
			fact.Claim{Fact: fact.Count, From: addrMeasure, Since: cut.start, Value: float64(made)},
			fact.Claim{Fact: fact.Count, From: addrMeasure, Since: cut.start, Err: netsim.ErrRunEnded.Error(), Value: float64(open)})
	} else {
		// Stopped in the pause between two rows: the script's calls all
		// ended, and it sent none after the last row's end.
		t = readCutBetween.Format(last.label)
		facts = append(facts,
			fact.Claim{Fact: fact.Count, From: addrMeasure, Since: last.start, Err: netsim.ErrRunEnded.Error(), Value: 0},
			fact.Claim{Fact: fact.Count, From: addrMeasure, Since: last.end + 1, Value: 0})
	}
	if len(never) > 0 {
		t = joinText([]i18n.Text{t, readNeverReached.Format(joinText(never, i18n.Text{TR: ", ", EN: ", "}))}, i18n.Plain(" "))
	}
	add(claimCut, joinText([]i18n.Text{t, readCutOthers}, i18n.Plain(" ")), facts...)
}

type adder func(claim string, t i18n.Text, facts ...fact.Claim)

// readDoubles tells the double charge as the app saw it: for the lesson's
// one payment, whether the app saw it succeed; with several clients, how
// many charges were on a member already charged and how many payments the
// app saw succeed (which member's payment was charged twice is not in the
// trace: every payment goes to the same path).
func readDoubles(p *Params, thin *layoutRun, add adder) {
	ok, failed := thin.doubleCharged()
	if p.Load == 1 {
		if ok > 0 {
			add(claimDouble, readDouble.Format(countTimes.N(thin.fee.charges)),
				thin.retried(payPath), thin.charged(thin.fee.charges), thin.seen(thin.pay[0], 1),
				// the sidecar logs an error when its answer is a 5xx
				thin.count(fact.Claim{From: addrThin, To: addrSidecar, Path: payPath, Outcome: fact.Failed}, 0))
		}
		if failed > 0 {
			add(claimDoubleFailed, readDoubleFailed.Format(countTimes.N(thin.fee.charges), statusProse(thin.pay[0])),
				thin.charged(thin.fee.charges), thin.seen(thin.pay[0], 1))
		}
	} else if again := thin.fee.doubleCharges(); again > 0 {
		n, good := len(thin.pay), thin.paidWell()
		facts := []fact.Claim{thin.retried(payPath), thin.charged(thin.fee.charges), thin.again(again), thin.paid(n), thin.paidOK(good)}
		seen, quiet := readSomeSucceeded.Format(words.Int(n), words.Int(good).With(words.Poss)), i18n.Text{}
		if good == n {
			seen, quiet = readAllSucceeded.Format(words.Int(n)), readNoPayError
			facts = append(facts, thin.count(fact.Claim{From: addrThin, To: addrSidecar, Path: payPath, Outcome: fact.Failed}, 0))
		}
		add(claimDouble, readDoubleLoad.Format(countCharges.N(thin.fee.charges), countPayments.N(n), words.Int(again).With(words.Poss), seen, quiet), facts...)
	}
	readNotRetriedPay(thin, add)
}

// readNotRetriedPay: a sidecar that retries idempotent methods only sent
// each payment to the fee service once, charged once, and the app saw some
// fail: it cannot know they went through. Said only when every payment was
// charged exactly once, so that the failures seen are such payments.
func readNotRetriedPay(thin *layoutRun, add adder) {
	n := len(thin.pay)
	bad := n - thin.paidWell()
	if thin.methods != MethodsIdempotent || bad == 0 || thin.fee.payments != n || thin.fee.charges != n || thin.fee.doubleCharges() != 0 {
		return
	}
	facts := []fact.Claim{
		thin.count(fact.Claim{To: addrFee, Path: payPath, Outcome: fact.Served}, n), // each payment reached it once
		thin.charged(n), thin.again(0), thin.paid(n),
	}
	if n == 1 {
		add(claimNotRetried, readNotRetried.Format(statusProse(thin.pay[0])), append(facts, thin.seen(thin.pay[0], 1))...)
		return
	}
	add(claimNotRetried, readNotRetriedLoad.Format(words.Int(n), words.Int(bad).With(words.Poss)), append(facts, thin.paidOK(n-bad))...)
}

// readKeys tells what an idempotency key did: the repeats its ledger
// answered, and a 409 where a repeat came while the keyed payment still
// ran (in the first row where it happened).
func readKeys(p *Params, thin *layoutRun, fixes []*layoutRun, add adder) {
	if thin.done && thin.fee.replays > 0 {
		add(claimReplay, readReplay.Format(countReplays.N(thin.fee.replays), countCharges.N(thin.fee.charges)),
			thin.count(fact.Claim{To: addrFee, Effect: effReplay}, thin.fee.replays), thin.charged(thin.fee.charges),
			thin.cell("replays", float64(thin.fee.replays)))
	}
	for _, r := range append([]*layoutRun{thin}, fixes...) {
		if !r.done || r.fee.conflicts == 0 {
			continue
		}
		facts := []fact.Claim{
			r.count(fact.Claim{To: addrFee, Effect: effInProgress}, r.fee.conflicts),
			r.cell("conflicts", float64(r.fee.conflicts)),
			r.again(0), // a keyed payment is never charged twice
		}
		if p.PayLatency > p.Timeout {
			// The payment outlasted the try: a try that had it charged
			// gave up at the timeout.
			add(claimConflict, readConflict.Format(r.label, words.Dur(p.PayLatency), words.Dur(p.Timeout), countConflicts.N(r.fee.conflicts)),
				append(facts,
					r.tries(fact.Claim{Fact: fact.Count, Path: payPath, Err: netsimTimeout, Effect: effCharge, Op: fact.AtLeast, Value: 1}),
					r.tries(fact.Claim{Fact: fact.MaxWait, Path: payPath, Err: netsimTimeout, Value: fact.Ms(p.Timeout)}))...)
		} else {
			// A fault held the first try past its timeout: the payment
			// itself is shorter than a try.
			add(claimConflict, readConflictHeld.Format(r.label, countConflicts.N(r.fee.conflicts)), facts...)
		}
		if n := r.paidWith(409); n > 0 {
			add(claimConflictApp, readConflictApp.N(n), r.count(fact.Claim{From: addrMeasure, To: r.app(), Path: "/ode/", Status: 409}, n))
		}
		break
	}
}

// readTransport tells the lesson's two layouts' transport trouble (the fix
// rows repeat it): processes that exited, failed handshakes or timeouts.
func readTransport(thick, thin *layoutRun, add adder) {
	var tls, timeouts, unserved, reached int
	var reason string
	var crashed []i18n.Text
	for _, r := range []*layoutRun{thick, thin} {
		tls += r.stats.TLSFailures
		timeouts += r.stats.Timeouts
		unserved += r.stats.Unserved
		reached += r.fee.requests()
		if r.stats.TLSReason != "" {
			reason = r.stats.TLSReason
		}
		crashed = append(crashed, exits(r)...)
	}
	timedOut := []fact.Claim{
		thick.tries(fact.Claim{Fact: fact.Count, Err: netsimTimeout, Value: float64(thick.stats.Timeouts)}),
		thin.tries(fact.Claim{Fact: fact.Count, Err: netsimTimeout, Value: float64(thin.stats.Timeouts)}),
		thick.cell("timeouts", float64(thick.stats.Timeouts)), thin.cell("timeouts", float64(thin.stats.Timeouts)),
		both(thick, thin, fact.Claim{Fact: fact.Count, To: addrFee, Err: netsimTimeout, Outcome: fact.Unserved, Value: float64(unserved)}),
	}
	switch {
	case len(crashed) > 0:
		add(claimCrash, readCrash.Format(joinText(crashed, i18n.Text{TR: ", ", EN: ", "})), crashes(thick, thin)...)
	case tls > 0 && reached == 0:
		add(claimTLS, readTLS.Format(countTimes.N(tls), tlsReason(reason)),
			both(thick, thin, fact.Claim{Fact: fact.Count, To: addrFee, Err: netsimTLS + ": " + reason, Value: float64(tls)}),
			both(thick, thin, fact.Claim{Fact: fact.Count, To: addrFee, Outcome: fact.Served, Value: 0}))
	case unserved > 0:
		// A learner's stall, drop or delay held a request past its timeout:
		// the fee service never had it (netsim.ErrTimeoutUnserved).
		add(claimTimeoutsUnserved, readTimeoutsUnserved.N(timeouts, thick.stats.Timeouts, thin.stats.Timeouts, readUnreached.N(unserved)), timedOut...)
	case timeouts > 0:
		// Without a fault a try times out only after its request reached
		// the handler: the shortest timeout (1 ms) outlasts the handshake
		// and the request's hop (300 µs), so the work was done.
		add(claimTimeouts, readTimeouts.N(timeouts, thick.stats.Timeouts, thin.stats.Timeouts), timedOut...)
	}
}

// exits names the processes of r that exited, in the order they did; one
// started again by a fault may exit again, which is said with its count.
func exits(r *layoutRun) []i18n.Text {
	var order []string
	n := map[string]int{}
	for _, a := range r.crashed {
		if n[a] == 0 {
			order = append(order, a)
		}
		n[a]++
	}
	var out []i18n.Text
	for _, a := range order {
		if n[a] == 1 {
			out = append(out, i18n.Plain(processName[a]))
		} else {
			out = append(out, readExitedTimes.Format(processName[a], countTimes.N(n[a])))
		}
	}
	return out
}

// crashes: which of the lesson's layouts' processes exited on an uncaught
// rejection (the trace marks the call its crash cut off), and which did not.
func crashes(thick, thin *layoutRun) []fact.Claim {
	var out []fact.Claim
	for _, r := range []*layoutRun{thick, thin} {
		procs := []string{addrThick}
		if r.thin {
			procs = []string{addrThin, addrSidecar}
		}
		for _, a := range procs {
			n := 0
			for _, c := range r.crashed {
				n += b2i(c == a)
			}
			out = append(out, r.count(fact.Claim{To: a, Effect: effCrash}, n))
		}
	}
	return out
}

// readBudgets tells what the retry budget let through and, one request at
// a time, that only its minimum decides.
func readBudgets(p *Params, thin *layoutRun, add adder) {
	b := thin.budget
	if b == nil {
		return
	}
	ts := thin.summary()
	retries := thin.tries(fact.Claim{Fact: fact.Retries, Value: float64(ts.Retries)})
	denied := thin.count(fact.Claim{To: addrSidecar, Effect: effRetryDenied}, thin.denied)
	share := readRetryShare
	if ts.Retries == 1 {
		share = readRetryShareOne
	}
	add(claimBudget, readBudget.Format(words.Pct(float64(b.percent), 0).With(words.Poss), words.Int(b.min), countRetries.N(ts.Retries),
		countRetries.N(thin.denied), share.Format(words.Int(ts.Retries).With(words.Poss), countTries.N(ts.FeeAttempts), words.PctOf(float64(ts.Retries), float64(ts.FeeAttempts), 1))),
		retries, denied, thin.tries(fact.Claim{Fact: fact.Count, Value: float64(ts.FeeAttempts)}),
		thin.cell("retries", float64(ts.Retries)), thin.cell("budget_denied", float64(thin.denied)), thin.cell("fee_attempts", float64(ts.FeeAttempts)))
	if p.Load == 1 && b.percent < 100 {
		// All or nothing: a minimum of 0 lets no retry by, any other lets
		// every one by.
		all := thin.count(fact.Claim{To: addrSidecar, Effect: effRetryDenied}, 0)
		if b.min == 0 {
			all = thin.tries(fact.Claim{Fact: fact.Retries, Value: 0})
		}
		add(claimBudgetOne, readBudgetOne.Format(words.Pct(float64(b.percent), 0).With(words.Poss), words.Int(b.min)), all)
	}
}

// readAmplification tells the tries per logical request in the lesson's
// two layouts, how many reached the fee service's handler and how many
// never did, and the metric keys each layout kept.
func readAmplification(thick, thin *layoutRun, add adder) {
	tk, tn := thick.summary(), thin.summary()
	lostK, lostN := tk.FeeAttempts-tk.FeeRequests, tn.FeeAttempts-tn.FeeRequests
	facts := []fact.Claim{
		thick.count(fact.Claim{From: addrMeasure, To: addrThick}, tk.LogicalRequests),
		thin.count(fact.Claim{From: addrMeasure, To: addrThin}, tn.LogicalRequests),
		thick.tries(fact.Claim{Fact: fact.Count, Value: float64(tk.FeeAttempts)}),
		thin.tries(fact.Claim{Fact: fact.Count, Value: float64(tn.FeeAttempts)}),
		thick.tries(fact.Claim{Fact: fact.Count, Outcome: fact.Served, Value: float64(tk.FeeRequests)}),
		thin.tries(fact.Claim{Fact: fact.Count, Outcome: fact.Served, Value: float64(tn.FeeRequests)}),
		// the sidecar keys its metrics by the path it was asked for
		thin.in(fact.Claim{Fact: fact.Paths, From: addrThin, To: addrSidecar, Outcome: fact.Served, Value: float64(tn.MetricKeys)}),
	}
	for _, r := range []*layoutRun{thick, thin} {
		s := r.summary()
		facts = append(facts, r.cell("logical_requests", float64(s.LogicalRequests)), r.cell("fee_attempts", float64(s.FeeAttempts)),
			r.cell("amplification", s.Amplification), r.cell("metric_keys", float64(s.MetricKeys)), r.row("fee_reached", s.FeeRequests))
	}
	// the thick app keys them by the operation's name
	for _, op := range []string{"borc", "ode"} {
		c := thick.count(fact.Claim{From: addrMeasure, To: addrThick, Path: "/" + op + "/", Outcome: fact.Served}, 0)
		if _, kept := thick.metrics.by[op]; kept {
			c.Op, c.Value = fact.AtLeast, 1
		}
		facts = append(facts, c)
	}
	args := []any{countLogical.N(tk.LogicalRequests), countTries.N(tk.FeeAttempts), words.Num(tk.Amplification, 2),
		countTries.N(tn.FeeAttempts), words.Num(tn.Amplification, 2), words.Int(tk.FeeRequests), words.Int(tn.FeeRequests),
		countNames.N(tk.MetricKeys), countPaths.N(tn.MetricKeys)}
	if lostK+lostN == 0 {
		add(claimAmplify, readAmplify.Format(args...), facts...)
		return
	}
	facts = append(facts,
		thick.tries(fact.Claim{Fact: fact.Count, Outcome: fact.Unserved, Value: float64(lostK)}),
		thin.tries(fact.Claim{Fact: fact.Count, Outcome: fact.Unserved, Value: float64(lostN)}))
	add(claimAmplify, readAmplifyLost.Format(append(args, words.Int(lostK), words.Int(lostN))...), facts...)
}

// readFixRows tells what each fix row charged and what the app saw, and
// whether the fixes removed the sidecar row's extra charges while every
// payment was still charged once.
func readFixRows(thin *layoutRun, fixes []*layoutRun, add adder) {
	if len(fixes) == 0 || !thin.done {
		return
	}
	for _, f := range fixes {
		if !f.done {
			return
		}
	}
	var parts []i18n.Text
	var facts []fact.Claim
	double := thin.fee.doubleCharges()
	removed := double > 0
	for _, f := range fixes {
		parts = append(parts, readFix.Format(f.label, countCharges.N(f.fee.charges), tallyProse(f.pay)))
		facts = append(append(facts, f.charged(f.fee.charges), f.row("charges", f.fee.charges)), f.tally()...)
		// Removed by the fix, not by a fault that kept the payments from
		// the fee service: every payment still charged, once.
		removed = removed && f.fee.doubleCharges() == 0 && f.fee.charges == len(f.pay)
	}
	add(claimFixes, readFixes.Format(joinText(parts, readSep)), facts...)
	switch {
	case removed:
		gone := []fact.Claim{thin.again(double)}
		for _, f := range fixes {
			gone = append(gone, f.again(0), f.charged(len(f.pay)), f.paid(len(f.pay)))
		}
		add(claimFixesMoved, readFixesMoved.Format(double), gone...)
	case double == 0:
		add(claimFixesIdle, readFixesIdle, thin.again(0))
	}
}

// doubleCharged counts the members charged more than once whose payment the
// app saw succeed (ok) or fail (failed).
func (r *layoutRun) doubleCharged() (ok, failed int) {
	for c, res := range r.pay {
		if r.fee.charged[r.payer(c)] < 2 {
			continue
		}
		if res.failed() {
			failed++
		} else {
			ok++
		}
	}
	return ok, failed
}

// paidWith counts the payments whose answer to the app had status.
func (r *layoutRun) paidWith(status int) int {
	n := 0
	for _, res := range r.pay {
		if res.err == nil && res.status == status {
			n++
		}
	}
	return n
}

// paidWell counts the payments the app saw succeed.
func (r *layoutRun) paidWell() int {
	n := 0
	for _, res := range r.pay {
		if !res.failed() {
			n++
		}
	}
	return n
}

// payer is the member client c paid for.
func (r *layoutRun) payer(c int) string { return member(c * r.members) }

// processName is the lesson's script behind each address.
var processName = map[string]string{addrThick: "odunc-kalin", addrThin: "odunc-ince", addrSidecar: "yan-araba"}

func joinText(ts []i18n.Text, sep i18n.Text) i18n.Text {
	var tr, en []string
	for _, t := range ts {
		tr, en = append(tr, t.TR), append(en, t.EN)
	}
	return i18n.Text{TR: strings.Join(tr, sep.TR), EN: strings.Join(en, sep.EN)}
}

// statusProse is what a call's caller saw, for a sentence: the status, or
// what became of the connection.
func statusProse(r callResult) i18n.Text {
	switch r.errText() {
	case "":
		return lab.Cell(r.status)
	case "not_made":
		return proseNotMade
	case "run_ended":
		return proseRunEnded
	case "refused":
		return proseRefused
	case "reset":
		return proseReset
	case "dropped":
		return proseDropped
	}
	return i18n.Plain(errText(r.err))
}

// tallyProse is the single outcome of the lesson, or a tally in client
// order when several clients paid: "19 kez 200, 1 kez 503".
func tallyProse(rs []callResult) i18n.Text {
	if len(rs) == 1 {
		return statusProse(rs[0])
	}
	order, count := tally(rs, statusProse)
	var parts []i18n.Text
	for i, c := range order {
		parts = append(parts, proseTally.Format(words.Int(count[i]), c))
	}
	return joinText(parts, i18n.Text{TR: ", ", EN: ", "})
}

// tally is each distinct text of the calls, in the order they first
// appear, with how many calls it describes.
func tally(rs []callResult, text func(callResult) i18n.Text) (order []i18n.Text, count []int) {
next:
	for _, r := range rs {
		c := text(r)
		for i, o := range order {
			if o.Equal(c) {
				count[i]++
				continue next
			}
		}
		order, count = append(order, c), append(count, 1)
	}
	return order, count
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
