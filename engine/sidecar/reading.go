package sidecar

import (
	fact "playground/engine/claim"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// sentence is one reading sentence and the name of the claim it makes. Each
// is computed from the run and added only when its claim holds; the property
// test (reading_test.go) checks every claim by its name against the trace.
type sentence struct {
	claim string
	text  i18n.Text
	// facts are what the sentence asserts about the raw run, for the
	// oracle (engine/oracle).
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
	claimFixesMoved       = "fixes_moved"       // the fixes removed the double charge
	claimFixesIdle        = "fixes_idle"        // there was no double charge to remove
)

// reading says in a few sentences what the numbers of this run show.
func reading(p *Params, thick, thin *layoutRun, fixes []*layoutRun) []sentence {
	var out []sentence
	add := func(claim string, t i18n.Text) { out = append(out, sentence{claim: claim, text: t}) }

	if p.Load == 1 {
		add(claimCharges, readCharges.Format(countCharges.N(thick.fee.charges), countCharges.N(thin.fee.charges),
			tallyProse(thick.pay), tallyProse(thin.pay)))
	} else {
		add(claimCharges, readChargesLoad.Format(words.Int(p.Load), countCharges.N(thick.fee.charges), countCharges.N(thin.fee.charges),
			tallyProse(thick.pay), tallyProse(thin.pay)))
	}

	// The double charge, as the app saw it.
	ok, failed := thin.doubleCharged()
	switch {
	case ok > 0 && p.Load == 1:
		add(claimDouble, readDouble.Format(countTimes.N(thin.fee.charges)))
	case ok > 0:
		add(claimDouble, readDoubleLoad.N(ok))
	}
	if failed > 0 {
		if p.Load == 1 {
			add(claimDoubleFailed, readDoubleFailed.Format(countTimes.N(thin.fee.charges), statusProse(thin.pay[0])))
		} else {
			add(claimDoubleFailed, readDoubleFailedLoad.N(failed))
		}
	}
	if n := thin.chargedOnceButFailed(); n > 0 && thin.methods == MethodsIdempotent {
		add(claimNotRetried, readNotRetried.N(n))
	}
	if thin.fee.replays > 0 {
		add(claimReplay, readReplay.Format(countReplays.N(thin.fee.replays), countCharges.N(thin.fee.charges)))
	}

	// The 409 an idempotency key and a timeout produce, in the first row where it happened.
	for _, r := range append([]*layoutRun{thin}, fixes...) {
		if r.fee.conflicts == 0 {
			continue
		}
		add(claimConflict, readConflict.Format(r.label, words.Dur(p.PayLatency), words.Dur(p.Timeout), countConflicts.N(r.fee.conflicts)))
		if n := r.paidWith(409); n > 0 {
			add(claimConflictApp, readConflictApp.N(n))
		}
		break
	}

	// Transport trouble is told for the lesson's two layouts; the fix rows repeat it.
	var tls, timeouts, unserved, reached int
	var reason string
	var crashed []string
	for _, r := range []*layoutRun{thick, thin} {
		tls += r.stats.TLSFailures
		timeouts += r.stats.Timeouts
		unserved += r.stats.Unserved
		reached += r.fee.requests()
		if r.stats.TLSReason != "" {
			reason = r.stats.TLSReason
		}
		for _, a := range r.crashed {
			crashed = append(crashed, processName[a])
		}
	}
	switch {
	case len(crashed) > 0:
		add(claimCrash, readCrash.Format(strings.Join(crashed, ", ")))
	case tls > 0 && reached == 0:
		add(claimTLS, readTLS.Format(countTimes.N(tls), tlsReason(reason)))
	case unserved > 0:
		// A learner's stall, drop or delay held a request past its timeout:
		// the fee service never saw it (netsim.ErrTimeoutUnserved).
		add(claimTimeoutsUnserved, readTimeoutsUnserved.N(timeouts, countTries.N(unserved)))
	case timeouts > 0:
		// Without a fault a try times out only after its request reached
		// the handler: the shortest timeout (1 ms) outlasts the handshake
		// and the request's hop (300 µs), so the work was done.
		add(claimTimeouts, readTimeouts.N(timeouts))
	}

	if b := thin.budget; b != nil {
		ts := thin.summary()
		add(claimBudget, readBudget.Format(words.Pct(float64(b.percent), 0).With(words.Poss), words.Int(b.min), countRetries.N(ts.Retries),
			countRetries.N(thin.denied), words.Pct(ts.RetryShare(), 1).With(words.Poss)))
		if p.Load == 1 && b.percent < 100 {
			add(claimBudgetOne, readBudgetOne.Format(words.Pct(float64(b.percent), 0).With(words.Poss), words.Int(b.min)))
		}
	}

	tk, tn := thick.summary(), thin.summary()
	// Tries made at the fee service are not requests it received: a
	// failed handshake never reaches its handler (the table's fee reached).
	add(claimAmplify, readAmplify.Format(countLogical.N(tk.LogicalRequests), countTries.N(tk.FeeAttempts), words.Num(tk.Amplification, 2),
		countTries.N(tn.FeeAttempts), words.Num(tn.Amplification, 2), words.Int(tk.FeeRequests), words.Int(tn.FeeRequests),
		countNames.N(tk.MetricKeys), countPaths.N(tn.MetricKeys)))

	if len(fixes) > 0 {
		var parts []i18n.Text
		moved := tn.DoubleCharges > 0
		for _, f := range fixes {
			parts = append(parts, readFix.Format(f.label, countCharges.N(f.fee.charges), tallyProse(f.pay)))
			moved = moved && f.fee.doubleCharges() < tn.DoubleCharges
		}
		add(claimFixes, readFixes.Format(joinText(parts, readSep)))
		switch {
		case moved:
			add(claimFixesMoved, readFixesMoved.Format(tn.DoubleCharges))
		case tn.DoubleCharges == 0:
			add(claimFixesIdle, readFixesIdle)
		}
	}
	return out
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

// chargedOnceButFailed counts payments that went through exactly once while
// the app saw a failure.
func (r *layoutRun) chargedOnceButFailed() int {
	n := 0
	for c, res := range r.pay {
		if r.fee.charged[r.payer(c)] == 1 && res.failed() {
			n++
		}
	}
	return n
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
	switch errText(r.err) {
	case "":
		return lab.Cell(r.status)
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
	var order []i18n.Text
	count := map[i18n.Text]int{}
	for _, r := range rs {
		c := statusProse(r)
		if count[c] == 0 {
			order = append(order, c)
		}
		count[c]++
	}
	var parts []i18n.Text
	for _, c := range order {
		parts = append(parts, proseTally.Format(words.Int(count[c]), c))
	}
	return joinText(parts, i18n.Text{TR: ", ", EN: ", "})
}
