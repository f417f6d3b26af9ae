package sidecar

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
	"playground/engine/oracle"
	"playground/engine/words"
)

// readingGrid spans the knobs, their corners and their combinations: every
// claim the reading can make is made by at least one of these runs.
var readingGrid = []string{
	"faults=kill:127.0.0.1:8754@3ms", "faults=stall:127.0.0.1:8751@1ms+500ms", "faults=delay:127.0.0.1:8752>127.0.0.1:8751@0s+300ms",
	"", "attempts=1", "attempts=2", "attempts=10", "read_fails=0", "read_fails=100",
	"retry_on=599", "retry_on=409,502,503,504", "retry_on=500,502,503,504&pay_latency=600ms",
	"methods=idempotent", "methods=idempotent&pay_latency=600ms", "methods=idempotent&lose_first_pay=false",
	"idempotency_key=true", "idempotency_key=true&pay_latency=600ms",
	"idempotency_key=true&pay_latency=600ms&retry_on=409,502,503,504&backoff=300ms&backoff_max=1s",
	"lose_first_pay=false", "lose_first_pay=false&fixes=none", "pay_latency=399ms", "pay_latency=400ms",
	"pay_latency=5s&timeout=1ms", "fee_latency=500ms", "fee_latency=5s&timeout=5s&attempts=2",
	"cert=expired", "cert=wronghost&methods=idempotent", "cert=expired&on_error=crash",
	"on_error=crash", "on_error=crash&pay_latency=600ms", "on_error=crash&fee_latency=1s",
	"budget=20&budget_min=0", "budget=100&budget_min=0", "budget=50&budget_min=10", "budget=1&budget_min=1&attempts=10",
	"load=20&read_fails=40&budget=20", "load=20&read_fails=100&budget=10&budget_min=0", "load=20&read_fails=40",
	"load=5&members=3&pay_latency=600ms&idempotency_key=true", "load=4&members=100&fixes=none",
	"load=100&attempts=10&read_fails=100&budget=30", "load=3&on_error=crash&pay_latency=600ms", "load=3&on_error=crash&fee_latency=1s",
	"load=10&cert=expired", "load=10&budget=1&budget_min=0&pay_latency=450ms", "load=2&methods=idempotent",
	"members=40&fixes=none", "fixes=method", "fixes=idempotency&pay_latency=600ms&timeout=1s",
	"backoff=100ms&backoff_max=150ms&seed=7", "attempts=10&timeout=1ms&members=100", "load=50&idempotency_key=true&pay_latency=1s",
	// runs a fault stretches to their horizon: cut in the first row, in
	// the sidecar's with a call open, with a try open, mid-payment, and
	// in the pause between the first two rows
	"faults=stall:127.0.0.1:8752@1ms+23h", "faults=stall:127.0.0.1:8753@1ms+23h", "timeout=5s&faults=stall:127.0.0.1:8751@0s+23h",
	"pay_latency=5s&faults=delay:olc>127.0.0.1:8752@0s+36s", "faults=delay:olc>127.0.0.1:8752@0s+1.8181s",
}

// Every sentence the reading prints holds for the run it describes: each
// claim is checked against the trace (and the charge log), not against the
// counters the reading was computed from.
func TestEverySentenceHoldsOverTheGrid(t *testing.T) {
	if len(readingGrid) < 30 {
		t.Fatalf("grid of %d sets, want at least 30", len(readingGrid))
	}
	made := map[string]bool{}
	lesson, _ := run(t, "")
	for _, q := range readingGrid {
		res, s := run(t, q)
		if res.TraceDropped > 0 {
			t.Fatalf("%s: %d messages past the trace limit: the claims cannot be checked", q, res.TraceDropped)
		}
		// What each sentence claims, checked by the oracle, which reads
		// the raw run only; and the lab's invariants.
		for _, f := range oracle.New(res, lesson).Check() {
			t.Errorf("%s: %v", q, f)
		}
		for _, why := range Lab.Invariants(res) {
			t.Errorf("%s: invariant: %s", q, why)
		}
		v := newView(res, s)
		faults := 0 // one sentence per fault follows the lab's own, and one for a cut run
		if f := res.Params["faults"]; f != "" {
			faults = strings.Count(f, ",") + 1 + b2i(res.Cut)
		}
		if len(res.Reading) != len(s.claims)+faults && !(res.MatchesLesson && len(res.Reading) == len(s.claims)+faults+1) {
			t.Errorf("%s: %d sentences for %d claims", q, len(res.Reading), len(s.claims))
		}
		for i, claim := range s.claims {
			made[claim] = true
			text := res.Reading[i].EN
			if err := v.check(claim, text, i); err != nil {
				t.Errorf("%s: %s: %v\n  %q", q, claim, err, text)
			}
			if bad := badGrammar.FindString(text); bad != "" {
				t.Errorf("%s: %s: %q in %q", q, claim, bad, text)
			}
			if strings.Contains(res.Reading[i].TR, "(s)") || res.Reading[i].TR == "" {
				t.Errorf("%s: Turkish %q", q, res.Reading[i].TR)
			}
		}
		labtest.CheckWords(t, Lab, q, res)
	}
	t.Logf("%d runs", len(readingGrid))
	for _, c := range allClaims {
		if !made[c] {
			t.Errorf("no run of the grid makes the %q claim: it goes untested", c)
		}
	}
}

var allClaims = []string{claimCharges, claimDouble, claimDoubleFailed, claimNotRetried, claimReplay, claimConflict,
	claimConflictApp, claimCrash, claimTLS, claimTimeouts, claimTimeoutsUnserved, claimBudget, claimBudgetOne, claimAmplify, claimFixes,
	claimFixesMoved, claimFixesIdle, claimCut}

// badGrammar finds a count of one with a plural noun, or a "(s)" left over.
var badGrammar = regexp.MustCompile(`\b1 (charges|times|tries|names|paths|requests|retries|repeats|payments|logical requests)\b|\(s\)|\b1 payments were|\b[02-9] payment was`)

// view is one run seen through its trace.
type view struct {
	res    *lab.Result
	s      Summary
	params map[string]string
	rows   map[string]LayoutSummary
	labels map[string]string // EN label of each row
	order  []string          // row names in run order
	prev   string            // the row the last conflict sentence named
}

func newView(res *lab.Result, s Summary) *view {
	v := &view{res: res, s: s, params: res.Params, rows: map[string]LayoutSummary{}, labels: map[string]string{}}
	labels := map[string]string{"thick": txtThick.EN, "sidecar": txtThin.EN, FixMethod: txtFixMethod.EN, FixIdempotency: txtFixIdem.EN}
	for _, l := range append(append([]LayoutSummary{}, s.Layouts...), s.Fixes...) {
		v.rows[l.Name], v.labels[l.Name] = l, labels[l.Name]
		v.order = append(v.order, l.Name)
	}
	return v
}

// msgs is the row's messages: those sent inside its window.
func (v *view) msgs(row string) []netsim.Message {
	l := v.rows[row]
	var out []netsim.Message
	for _, m := range v.res.Trace {
		if m.Sent >= l.StartNS && m.Sent <= l.EndNS {
			out = append(out, m)
		}
	}
	return out
}

func count(ms []netsim.Message, keep func(netsim.Message) bool) int {
	n := 0
	for _, m := range ms {
		if keep(m) {
			n++
		}
	}
	return n
}

func isCharge(m netsim.Message) bool {
	return m.To == addrFee && (m.Effect == effCharge || m.Effect == effDoubleCharge)
}

// seenAs is what a call's caller saw, as the tables write it.
func seenAs(m netsim.Message) string {
	switch {
	case m.Err == "":
		return strconv.Itoa(m.Status)
	case strings.HasPrefix(m.Err, "connection refused"):
		return "refused"
	case strings.HasPrefix(m.Err, "connection reset"):
		return "reset"
	}
	return m.Err
}

// checkDoubleLoad checks the double charge told for several clients: the
// row's charges, those on a member already charged, and how many payments
// the app saw succeed.
func (v *view) checkDoubleLoad(claim, text string) error {
	if claim != claimDouble {
		return fmt.Errorf("with several clients the double charge is one sentence")
	}
	thin := v.msgs("sidecar")
	charges := count(thin, isCharge)
	again := count(thin, func(m netsim.Message) bool { return m.Effect == effDoubleCharge })
	paid := v.payments("sidecar")
	ok := 0
	for _, o := range paid {
		if success(o) {
			ok++
		}
	}
	seen := fmt.Sprintf("%d of the %d payments succeed.", ok, len(paid))
	if ok == len(paid) {
		seen = fmt.Sprintf("all %d payments succeed, with no error logged for a payment on either side.", ok)
	}
	want := fmt.Sprintf("the fee service made %s for %s, %d of them on a member already charged, and the app saw %s",
		countCharges.N(charges).EN, countPayments.N(len(paid)).EN, again, seen)
	if again == 0 || !strings.HasSuffix(text, want) {
		return fmt.Errorf("want …%q", want)
	}
	return nil
}

// checkCut checks where a run stopped at its horizon was said to be: the
// row cut, the script's calls made there and still open then (the trace's),
// and the rows never reached.
func (v *view) checkCut(text string) error {
	var never []string
	for _, row := range v.order {
		l := v.rows[row]
		switch l.Measured {
		case measuredCut:
			var made, open int
			for _, m := range v.res.Trace {
				if m.From == addrMeasure && m.Sent >= l.StartNS {
					made++
					open += b2i(m.Err == netsim.ErrRunEnded.Error())
				}
			}
			waiting := "none waited for an answer then"
			if open > 0 {
				waiting = fmt.Sprintf("%d still waited for an answer then", open)
			}
			want := fmt.Sprintf("The run ended while the row “%s” was being measured: the script had made %d of that row's %s; %s.",
				v.labels[row], made, countCallsOf.N(l.LogicalRequests).EN, waiting)
			if !strings.HasPrefix(text, want) {
				return fmt.Errorf("want %q…", want)
			}
		case measuredNotReached:
			never = append(never, "“"+v.labels[row]+"”")
		}
	}
	last, cut := "", false
	for _, row := range v.order {
		switch v.rows[row].Measured {
		case "":
			last = row
		case measuredCut:
			cut = true
		}
	}
	if want := "The run ended after the row “" + v.labels[last] + "” was measured, before the next began."; !cut && !strings.HasPrefix(text, want) {
		return fmt.Errorf("stopped between rows: want %q…", want)
	}
	if len(never) > 0 && !strings.Contains(text, "The rows "+strings.Join(never, ", ")+" were never reached.") {
		return fmt.Errorf("the rows %v were never reached", never)
	}
	if len(never) == 0 && strings.Contains(text, "never reached") {
		return fmt.Errorf("every row was reached")
	}
	return nil
}

// payments maps each member paid in the row to what the script saw.
func (v *view) payments(row string) map[string]string {
	out := map[string]string{}
	for _, m := range v.msgs(row) {
		if m.From == addrMeasure && strings.HasPrefix(m.Path, "/ode/") {
			out[strings.TrimPrefix(m.Path, "/ode/")] = seenAs(m)
		}
	}
	return out
}

// chargedPer counts the row's charges per member from the charge log.
func (v *view) chargedPer(row string) map[string]int {
	out := map[string]int{}
	for _, c := range v.s.ChargeLog {
		if c.Layout == row {
			out[c.Member]++
		}
	}
	return out
}

func success(o string) bool { return len(o) == 3 && o[0] == '2' }

// prose is what a caller saw, as a sentence says it.
func prose(o string) string {
	switch o {
	case "reset":
		return proseReset.EN
	case "refused":
		return proseRefused.EN
	}
	return o
}

// saw checks that text reports the row's payment outcomes as the trace has
// them, filled into form: one status, or a tally in client order
// (200 ×19, 503 ×1).
func (v *view) saw(row, text, form string) error {
	paid := v.payments(row)
	load, _ := strconv.Atoi(v.params["load"])
	members, _ := strconv.Atoi(v.params["members"])
	var order []string
	tally := map[string]int{}
	for c := range load {
		o := paid[member(c*members)]
		if tally[o] == 0 {
			order = append(order, o)
		}
		tally[o]++
	}
	var parts []string
	for _, o := range order {
		parts = append(parts, fmt.Sprintf("%s ×%d", prose(o), tally[o]))
	}
	told := strings.Join(parts, ", ")
	if load == 1 {
		told = prose(order[0])
	}
	if want := fmt.Sprintf(form, told); !strings.Contains(text, want) {
		return fmt.Errorf("%s: the trace has %q", row, want)
	}
	return nil
}

func (v *view) check(claim, text string, at int) error {
	thick, thin := v.msgs("thick"), v.msgs("sidecar")
	both := append(append([]netsim.Message{}, thick...), thin...)
	p := v.params
	switch claim {
	case claimCharges:
		var made []string
		for _, row := range []string{"thick", "sidecar"} {
			n := count(v.msgs(row), isCharge)
			if n != v.rows[row].Charges {
				return fmt.Errorf("%s: %d charges in the trace, %d counted", row, n, v.rows[row].Charges)
			}
			made = append(made, countCharges.N(n).EN)
			if err := v.saw(row, text, map[string]string{"thick": " %s in the thick layout", "sidecar": " %s in the thin one."}[row]); err != nil {
				return err
			}
		}
		if want := fmt.Sprintf("made %s in the thick layout and %s in the thin one;", made[0], made[1]); !strings.Contains(text, want) {
			return fmt.Errorf("the trace has %q", want)
		}
	case claimDouble, claimDoubleFailed:
		if v.s.Load > 1 {
			return v.checkDoubleLoad(claim, text)
		}
		charged, paid := v.chargedPer("sidecar"), v.payments("sidecar")
		n, times := 0, 0
		for who, c := range charged {
			if c > 1 && success(paid[who]) == (claim == claimDouble) {
				n, times = n+1, c
			}
		}
		if n == 0 {
			return fmt.Errorf("no payment charged twice that the app saw %s", map[bool]string{true: "succeed", false: "fail"}[claim == claimDouble])
		}
		switch {
		case claim == claimDouble && !strings.Contains(text, fmt.Sprintf("paid %d times, and no error was logged for the payment on either side", times)):
			return fmt.Errorf("paid %d times", times)
		case claim == claimDoubleFailed && !strings.Contains(text, fmt.Sprintf("charged %d times but the app saw %s", times, prose(paid[member(0)]))):
			return fmt.Errorf("charged %d times, the app saw %s", times, paid[member(0)])
		}
		if claim == claimDouble && v.rows["sidecar"].Metrics[payPath].Errors != 0 {
			return fmt.Errorf("the sidecar logged an error for the payment")
		}
	case claimNotRetried:
		if p["methods"] != MethodsIdempotent {
			return fmt.Errorf("methods=%s", p["methods"])
		}
		if count(thin, func(m netsim.Message) bool {
			return m.From == addrSidecar && m.Method == "POST" && m.Attempt > 1 && m.Served
		}) > 0 {
			return fmt.Errorf("the sidecar repeated a POST that reached the fee service")
		}
		n, charged, paid := 0, v.chargedPer("sidecar"), v.payments("sidecar")
		for who, o := range paid {
			if charged[who] != 1 {
				return fmt.Errorf("%s was charged %d times", who, charged[who])
			}
			if !success(o) {
				n++
			}
		}
		want := fmt.Sprintf("the member was charged once, but the app saw %s;", prose(paid[member(0)]))
		if v.s.Load > 1 {
			want = fmt.Sprintf("each of the %d payments was charged once, but the app saw %d of them fail;", len(paid), n)
		}
		if n == 0 || !strings.Contains(text, want) {
			return fmt.Errorf("%d payments charged once and seen failing: want %q", n, want)
		}
	case claimReplay:
		n := count(thin, func(m netsim.Message) bool { return m.Effect == effReplay })
		c := count(thin, isCharge)
		if n == 0 || !strings.Contains(text, countReplays.N(n).EN+" from its ledger") || !strings.Contains(text, countCharges.N(c).EN+" in all") {
			return fmt.Errorf("%d replays, %d charges in the trace", n, c)
		}
	case claimConflict:
		row := ""
		for _, r := range v.order {
			if strings.HasPrefix(text, "In the row “"+v.labels[r]+"” ") {
				row = r
			}
		}
		if row == "" {
			return fmt.Errorf("names no row")
		}
		v.prev = row
		ms := v.msgs(row)
		n := count(ms, func(m netsim.Message) bool { return m.Effect == effInProgress && m.Status == 409 })
		if n == 0 || !strings.Contains(text, countConflicts.N(n).EN) {
			return fmt.Errorf("%d conflicts in the trace", n)
		}
		first := slices.IndexFunc(ms, func(m netsim.Message) bool { return m.Effect == effInProgress })
		gaveUp := slices.ContainsFunc(ms, func(m netsim.Message) bool {
			return isCharge(m) && m.Err == netsim.ErrTimeout.Error() && m.Sent < ms[first].Sent
		})
		if !gaveUp {
			return fmt.Errorf("no charged try timed out before the first 409")
		}
		if count(ms, func(m netsim.Message) bool { return m.Effect == effDoubleCharge }) > 0 {
			return fmt.Errorf("the row charged a member twice")
		}
		pay, _ := time.ParseDuration(p["pay_latency"])
		timeout, _ := time.ParseDuration(p["timeout"])
		if told := strings.Contains(text, "takes "+words.Dur(pay).String()+", the try gave up after "+words.Dur(timeout).String()); told != (pay > timeout) {
			return fmt.Errorf("payment %v, timeout %v", pay, timeout)
		}
	case claimConflictApp:
		n := 0
		for _, o := range v.payments(v.prev) {
			if o == "409" {
				n++
			}
		}
		if n == 0 || !strings.HasPrefix(text, fmt.Sprintf("The app got 409 for %d payment", n)) {
			return fmt.Errorf("%d payments answered 409 in %s", n, v.prev)
		}
	case claimCrash:
		if p["on_error"] != OnErrorCrash {
			return fmt.Errorf("on_error=%s", p["on_error"])
		}
		var names []string
		for _, m := range both {
			if m.Effect == effCrash {
				names = append(names, processName[m.To])
			}
		}
		var order []string
		times := map[string]int{}
		for _, n := range names {
			if times[n] == 0 {
				order = append(order, n)
			}
			times[n]++
		}
		for i, n := range order {
			if times[n] > 1 {
				order[i] = fmt.Sprintf("%s (%d times)", n, times[n])
			}
		}
		if len(names) == 0 || !strings.HasSuffix(text, ": "+strings.Join(order, ", ")+".") {
			return fmt.Errorf("crashes in the trace: %v", names)
		}
	case claimTLS:
		var reason string
		n := count(both, func(m netsim.Message) bool {
			if m.To == addrFee && strings.HasPrefix(m.Err, "tls handshake failed: ") {
				reason = strings.TrimPrefix(m.Err, "tls handshake failed: ")
				return true
			}
			return false
		})
		if count(both, func(m netsim.Message) bool { return m.To == addrFee && m.Served }) > 0 {
			return fmt.Errorf("a request reached the handler")
		}
		if want := readTLS.Format(countTimes.N(n), reason).EN; text != want {
			return fmt.Errorf("want %q", want)
		}
	case claimTimeouts, claimTimeoutsUnserved:
		timedOut := func(m netsim.Message) bool { return m.To == addrFee && m.Err == netsim.ErrTimeout.Error() }
		nk, nn := count(thick, timedOut), count(thin, timedOut)
		k := count(both, func(m netsim.Message) bool { return timedOut(m) && !m.Served })
		if nk != v.rows["thick"].Tries.Timeouts || nn != v.rows["sidecar"].Tries.Timeouts {
			return fmt.Errorf("%d and %d timeouts in the trace, %d and %d in the table", nk, nn, v.rows["thick"].Tries.Timeouts, v.rows["sidecar"].Tries.Timeouts)
		}
		want := readTimeouts.N(nk+nn, nk, nn).EN
		if claim == claimTimeoutsUnserved {
			if k == 0 || p["faults"] == "" {
				return fmt.Errorf("%d unserved timeouts, faults %q: the sentence must say the work was done", k, p["faults"])
			}
			want = readTimeoutsUnserved.N(nk+nn, nk, nn, readUnreached.N(k)).EN
		} else if k > 0 {
			return fmt.Errorf("a try timed out before its request reached the fee service")
		}
		if text != want {
			return fmt.Errorf("want %q", want)
		}
	case claimBudget:
		if p["budget"] == "0" {
			return fmt.Errorf("no budget")
		}
		retries := count(thin, func(m netsim.Message) bool { return m.From == addrSidecar && m.To == addrFee && m.Attempt > 1 })
		denied := count(thin, func(m netsim.Message) bool { return m.To == addrSidecar && m.Effect == effRetryDenied })
		tries := count(thin, func(m netsim.Message) bool { return m.From == addrSidecar && m.To == addrFee })
		share := words.PctOf(float64(retries), float64(tries), 1)
		were := "were retries"
		if retries == 1 {
			were = "was a retry"
		}
		want := fmt.Sprintf("let %s through and refused %s: %d of the sidecar's %s at the fee service %s (%s).",
			countRetries.N(retries).EN, countRetries.N(denied).EN, retries, countTries.N(tries).EN, were, share.String())
		if !strings.HasSuffix(text, want) {
			return fmt.Errorf("want …%q", want)
		}
	case claimBudgetOne:
		if p["load"] != "1" || p["budget"] == "0" || p["budget"] == "100" {
			return fmt.Errorf("load=%s budget=%s", p["load"], p["budget"])
		}
		// the percentage rounds to nothing: only the minimum lets retries by
		if p["budget_min"] == "0" && count(thin, func(m netsim.Message) bool { return m.From == addrSidecar && m.Attempt > 1 }) > 0 {
			return fmt.Errorf("a retry passed a budget whose minimum is 0")
		}
	case claimAmplify:
		logical := count(thick, func(m netsim.Message) bool { return m.From == addrMeasure })
		tk := count(thick, func(m netsim.Message) bool { return m.From == addrThick && m.To == addrFee })
		tn := count(thin, func(m netsim.Message) bool { return m.From == addrSidecar && m.To == addrFee })
		names, paths := map[string]bool{}, map[string]bool{}
		for _, m := range thick {
			if m.From == addrMeasure && m.Served {
				names[strings.Split(strings.Trim(m.Path, "/"), "/")[0]] = true
			}
		}
		for _, m := range thin {
			if m.From == addrThin && m.To == addrSidecar && m.Served {
				paths[m.Path] = true
			}
		}
		r := func(a int) string { return words.Num(math.Round(100*float64(a)/float64(logical))/100, 2).String() }
		// Tries made are not requests received: only those served reached
		// the handler (with an expired certificate none does).
		rk := count(thick, func(m netsim.Message) bool { return m.From == addrThick && m.To == addrFee && m.Served })
		rn := count(thin, func(m netsim.Message) bool { return m.From == addrSidecar && m.To == addrFee && m.Served })
		if rk != v.rows["thick"].FeeRequests || rn != v.rows["sidecar"].FeeRequests {
			return fmt.Errorf("handler reached %d/%d in the trace, %d/%d in the table", rk, rn, v.rows["thick"].FeeRequests, v.rows["sidecar"].FeeRequests)
		}
		lost := ""
		if tk+tn > rk+rn {
			lost = fmt.Sprintf(", while %d and %d never did", tk-rk, tn-rn)
		}
		want := fmt.Sprintf("For %s the thick app made %s at the fee service (%s per request) and the sidecar %s (%s); of those, %d reached the fee service's handler in the thick layout and %d in the thin one%s. Metric keys: %s in the thick app, %s in the sidecar.",
			countLogical.N(logical).EN, countTries.N(tk).EN, r(tk), countTries.N(tn).EN, r(tn), rk, rn, lost, countNames.N(len(names)).EN, countPaths.N(len(paths)).EN)
		if text != want {
			return fmt.Errorf("want %q", want)
		}
	case claimFixes:
		for _, f := range v.s.Fixes {
			n := count(v.msgs(f.Name), isCharge)
			if err := v.saw(f.Name, text, v.labels[f.Name]+": "+countCharges.N(n).EN+", payment %s"); err != nil {
				return err
			}
		}
	case claimFixesMoved, claimFixesIdle:
		double := func(row string) int {
			return count(v.msgs(row), func(m netsim.Message) bool { return m.Effect == effDoubleCharge })
		}
		d := double("sidecar")
		if claim == claimFixesIdle {
			if d != 0 {
				return fmt.Errorf("the sidecar row charged twice %d times", d)
			}
			return nil
		}
		for _, f := range v.s.Fixes {
			if double(f.Name) > 0 {
				return fmt.Errorf("%s: %d double charges left", f.Name, double(f.Name))
			}
			if c, paid := count(v.msgs(f.Name), isCharge), len(v.payments(f.Name)); c != paid {
				return fmt.Errorf("%s: %d charges for %d payments: the fix did not charge each once", f.Name, c, paid)
			}
		}
		if d == 0 || !strings.Contains(text, fmt.Sprintf("extra charges (%d)", d)) {
			return fmt.Errorf("%d double charges in the sidecar row", d)
		}
	case claimCut:
		return v.checkCut(text)
	default:
		return fmt.Errorf("no check for this claim")
	}
	return nil
}
