package sidecar

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
)

// sidecarRow is what the sidecar row's trace shows: the charges the fee
// service made, the script's calls and how each ended, the sidecar's
// tries and retries.
type sidecarRow struct {
	charges, doubles, tries, retries int
	debt, pay                        []netsim.Message
	toFee                            []netsim.Message // the sidecar's tries
}

func readSidecarRow(res *lab.Result) sidecarRow {
	l := res.Summary.(Summary).thin()
	var r sidecarRow
	for _, m := range res.Trace {
		if m.Sent < l.StartNS || m.Sent > l.EndNS {
			continue
		}
		switch {
		case isCharge(m):
			r.charges++
			r.doubles += b2i(m.Effect == effDoubleCharge)
		case m.From == addrMeasure && strings.HasPrefix(m.Path, "/borc/"):
			r.debt = append(r.debt, m)
		case m.From == addrMeasure && strings.HasPrefix(m.Path, "/ode/"):
			r.pay = append(r.pay, m)
		}
		if m.From == addrSidecar && m.To == addrFee {
			r.toFee = append(r.toFee, m)
			r.tries++
			r.retries += b2i(m.Attempt > 1)
		}
	}
	return r
}

// succeeded: every call of the list was answered with a 2xx.
func succeeded(ms []netsim.Message) bool {
	for _, m := range ms {
		if m.Status < 200 || m.Status > 299 {
			return false
		}
	}
	return len(ms) > 0
}

// failed counts the calls of the list not answered with a 2xx.
func failed(ms []netsim.Message) int {
	n := 0
	for _, m := range ms {
		n += b2i(m.Status < 200 || m.Status > 299)
	}
	return n
}

// worstWait is what a call may wait in the sidecar if the fee service never
// answers, from the pass's own values: every try to its timeout, every
// backoff before a retry to its cap, base × 2^(n−1) at most.
func worstWait(p labtest.Pass) time.Duration {
	param := func(k string) time.Duration {
		d, _ := time.ParseDuration(p.Res.Params[k])
		return d
	}
	attempts := int(p.Float("attempts"))
	wait := time.Duration(attempts) * param("timeout")
	for n := 1; n < attempts; n++ {
		wait += min(param("backoff_max"), param("backoff")<<(n-1))
	}
	return wait
}

// taskAllows holds, for each challenge, what its task text allows, read
// from the pass's run (its trace) and its values — never from the metrics
// its checks grade. It returns why a pass is not what the task asks, or "".
var taskAllows = map[string]func(p labtest.Pass) string{
	// "While the first two reads are still turned away with 503, keep the
	// debt query succeeding … but charge the member exactly once."
	"charge-once": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		switch {
		case p.Res.Params["read_fails"] != "2":
			return "the first two reads are no longer turned away"
		case !succeeded(r.debt):
			return "the debt query failed"
		case r.charges != 1:
			return fmt.Sprintf("the member was charged %d times", r.charges)
		}
		return ""
	},
	// "With the first payment answer still lost, charge the member exactly
	// once and have both of the app's 2 calls succeed."
	"exactly-once": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		switch {
		case p.Res.Params["lose_first_pay"] != "true":
			return "the first payment answer is no longer lost"
		case !succeeded(r.debt) || !succeeded(r.pay):
			return "a call of the app failed"
		case r.charges != 1:
			return fmt.Sprintf("the member was charged %d times", r.charges)
		}
		return ""
	},
	// "The payment takes 600 ms … Charge the member exactly once and have
	// both of the app's 2 calls succeed, while the sidecar keeps a call
	// waiting at most 3000 ms even if the fee service never answers."
	"slow-payment": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		switch {
		case p.Res.Params["pay_latency"] != "600ms":
			return "the payment no longer takes 600 ms"
		case !succeeded(r.debt) || !succeeded(r.pay):
			return "a call of the app failed"
		case r.charges != 1:
			return fmt.Sprintf("the member was charged %d times", r.charges)
		case worstWait(p) > 3*time.Second:
			return fmt.Sprintf("a call may wait %v", worstWait(p))
		}
		return ""
	},
	// "Cut the retries with the budget's percentage to at most 10% of the
	// tries, with 0 retries let through by the minimum alone; still keep
	// at least 5% of the tries retries." Under 20 clients at once the
	// minimum does nothing the percentage does not do only when it is no
	// larger than the percentage of those 20.
	"retry-budget": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		share := 100 * float64(r.retries) / float64(r.tries)
		budget, floor := int(p.Float("budget")), int(p.Float("budget_min"))
		switch {
		case share > 10 || share < 5:
			return fmt.Sprintf("%d retries of %d tries", r.retries, r.tries)
		case budget == 0:
			return "no budget"
		case floor > budget*20/100:
			return fmt.Sprintf("the minimum %d, not %d%% of 20 clients (%d), caps the retries", floor, budget, budget*20/100)
		}
		return ""
	},
	// "Set the timeout and the idempotency key so that the member pays
	// once, no call fails, and the worst wait is at most 2 s."
	"survive-a-stall": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		switch {
		case !strings.Contains(p.Res.Params["faults"], "stall:127.0.0.1:8751@3ms+500ms"):
			return "the fee service no longer stalls"
		case !succeeded(r.debt) || !succeeded(r.pay):
			return "a call of the app failed"
		case r.charges != 1:
			return fmt.Sprintf("the member was charged %d times", r.charges)
		case worstWait(p) > 2*time.Second:
			return fmt.Sprintf("a call may wait %v", worstWait(p))
		}
		return ""
	},
	// "2 clients pay at once; … the fee service goes down at 2.5 ms …
	// and restarts at 50 ms … no member is charged twice and at most 1
	// call fails."
	"pay-through-a-restart": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		switch {
		case p.Res.Params["load"] != "2":
			return "2 clients no longer pay at once"
		case !strings.Contains(p.Res.Params["faults"], "kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms"):
			return "the fee service no longer restarts"
		case r.doubles > 0:
			return fmt.Sprintf("%d charges were a member's second", r.doubles)
		case failed(r.debt)+failed(r.pay) > 1:
			return fmt.Sprintf("%d calls of the app failed", failed(r.debt)+failed(r.pay))
		}
		return ""
	},
	// "The payment takes 600 ms, the per-try timeout is 400 ms, and the
	// payment carries an idempotency key … the member is charged exactly
	// once, both of the app's 2 calls succeed, and the sidecar makes at
	// most 2.5 tries at the fee service per request made to the app."
	"wait-out-the-payment": func(p labtest.Pass) string {
		r := readSidecarRow(p.Res)
		switch {
		case p.Res.Params["pay_latency"] != "600ms" || p.Res.Params["timeout"] != "400ms":
			return "the payment no longer outlasts the timeout"
		case p.Res.Params["idempotency_key"] != "true":
			return "the payment carries no key"
		case !succeeded(r.debt) || !succeeded(r.pay):
			return "a call of the app failed"
		case r.charges != 1:
			return fmt.Sprintf("the member was charged %d times", r.charges)
		case 2*r.tries > 5*(len(r.debt)+len(r.pay)):
			return fmt.Sprintf("%d tries for %d calls", r.tries, len(r.debt)+len(r.pay))
		}
		return ""
	},
}

// No challenge passes with a value its task does not allow: the search
// tries each challenge's knobs at their bounds, the lesson's and the
// solution's values, both sides of each check's boundary and of each rule
// across knobs, small whole numbers and their combinations, and every set
// that passes must be one the task's text allows. A 1% budget with a
// minimum of 2 once passed the retry budget: the minimum, a fixed count,
// did the work the percentage was to do.
func TestNoChallengePassesWithAValueItsTaskDoesNotAllow(t *testing.T) {
	for i := range Lab.Challenges {
		c := &Lab.Challenges[i]
		allows := taskAllows[c.ID]
		if allows == nil {
			t.Errorf("%s: no rule says what its task allows", c.ID)
			continue
		}
		passes := labtest.ChallengePasses(t, Lab, c)
		if len(passes) == 0 {
			t.Errorf("%s: the search finds no pass, not even its solution", c.ID)
		}
		for _, p := range passes {
			if why := allows(p); why != "" {
				t.Errorf("%s passes with %s, which its task does not allow: %s", c.ID, p, why)
			}
		}
	}
}

// The rules can fail: each rejects the degenerate answer it was written
// against, or the lesson's values.
func TestTheTaskRulesRejectWhatTheTasksDoNotAllow(t *testing.T) {
	for _, tc := range []struct{ challenge, query, why string }{
		{"retry-budget", "load=20&read_fails=100&budget=1&budget_min=2", "the minimum 2, not 1% of 20 clients (0), caps the retries"},
		{"charge-once", "", "the member was charged 2 times"},
		{"exactly-once", "methods=idempotent", "a call of the app failed"},
		{"slow-payment", "pay_latency=600ms&idempotency_key=true&timeout=1100ms", "a call may wait 3.3s"},
		{"survive-a-stall", "faults=stall:127.0.0.1:8751@3ms%2B500ms&idempotency_key=true&timeout=700ms", "a call may wait 2.1s"},
		{"pay-through-a-restart", "load=2&read_fails=0&faults=kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms", "2 calls of the app failed"},
		{"pay-through-a-restart", "load=2&read_fails=0&backoff=100ms&faults=kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms", "1 charges were a member's second"},
		{"wait-out-the-payment", "pay_latency=600ms&idempotency_key=true", "a call of the app failed"},
		{"wait-out-the-payment", "pay_latency=600ms&idempotency_key=true&retry_on=409,503,504&attempts=6&backoff=100ms&backoff_max=100ms", "8 tries for 2 calls"},
	} {
		res, _ := run(t, tc.query)
		if got := taskAllows[tc.challenge](labtest.Pass{Res: res}); got != tc.why {
			t.Errorf("%s %s: %q, want %q", tc.challenge, tc.query, got, tc.why)
		}
	}
}
