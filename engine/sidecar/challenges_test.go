package sidecar

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/param"
)

// gradeRun runs the lesson's values plus each query in turn and grades it.
func gradeRun(t *testing.T, c lab.Challenge, queries ...string) (*lab.Result, []lab.Verdict, bool) {
	t.Helper()
	q := url.Values{}
	for _, s := range queries {
		v, err := url.ParseQuery(s)
		if err != nil {
			t.Fatal(err)
		}
		for k, vs := range v {
			q[k] = vs
		}
	}
	res, err := Lab.Run(q, nil)
	if err != nil {
		t.Fatalf("%s %v: %v", c.ID, q, err)
	}
	verdicts, pass := lab.Grade(res, c.Checks)
	return res, verdicts, pass
}

// Every challenge asks something: the lesson's values (plus its fixed
// parameters) fail it, its solution passes, and the solution only turns
// the knobs the learner may turn.
func TestChallengesFailAtTheLessonAndPassWithTheirSolution(t *testing.T) {
	if len(Lab.Challenges) < 4 {
		t.Fatalf("%d challenges, want at least 4", len(Lab.Challenges))
	}
	spec := Lab.New().Spec()
	level := 0
	for _, c := range Lab.Challenges {
		if c.Level < level {
			t.Errorf("%s: level %d after %d: not easy → hard", c.ID, c.Level, level)
		}
		level = c.Level
		for _, txt := range []string{c.Title.TR, c.Title.EN, c.Task.TR, c.Task.EN, c.Hint.TR, c.Hint.EN} {
			if strings.TrimSpace(txt) == "" {
				t.Errorf("%s: a text is missing a language", c.ID)
			}
		}
		if !strings.ContainsAny(c.Task.EN, "0123456789") || !strings.ContainsAny(c.Task.TR, "0123456789") {
			t.Errorf("%s: the task names no numbers", c.ID)
		}
		for _, k := range c.Knobs {
			if spec.Field(k) == nil {
				t.Errorf("%s: knob %q is no parameter", c.ID, k)
			}
		}
		sol, _ := url.ParseQuery(c.Solution)
		for k := range sol {
			if !slices.Contains(c.Knobs, k) {
				t.Errorf("%s: the solution sets %s, which the learner may not change", c.ID, k)
			}
		}
		for _, ch := range c.Checks {
			if Lab.Metric(ch.Metric) == nil {
				t.Errorf("%s: check on unknown metric %s", c.ID, ch.Metric)
			}
		}
		if c.Predict != "" && Lab.Metric(c.Predict) == nil {
			t.Errorf("%s: predicts unknown metric %s", c.ID, c.Predict)
		}
		if _, v, pass := gradeRun(t, c, c.Fixed); pass {
			t.Errorf("%s: passes at the lesson's values: %+v", c.ID, v)
		}
		if _, v, pass := gradeRun(t, c, c.Fixed, c.Solution); !pass {
			t.Errorf("%s: the solution fails: %+v", c.ID, v)
		}
	}
}

// The challenges' numbers are the lab's: what their tasks say about the
// lesson's values is what the runs give.
func TestChallengeTasksTellTheRunsNumbers(t *testing.T) {
	got := func(id, fixed string) map[string]float64 {
		res, _ := run(t, fixed)
		return res.Metrics
	}
	if m := got("charge-once", ""); m["charges"] != 2 || m["failed_calls"] != 0 {
		t.Errorf("lesson: %v, the task says 2 charges", m)
	}
	if m := got("exactly-once", "methods=idempotent"); m["charges"] != 1 || m["failed_calls"] != 1 {
		t.Errorf("idempotent only: %v, the task says charged once and a 503 seen", m)
	}
	if m := got("slow-payment", "pay_latency=600ms"); m["charges"] != 3 || m["failed_calls"] != 1 {
		t.Errorf("slow payment: %v, the task says 3 charges and a 504", m)
	}
	// the task: 41 retries among 81 tries, a share of 50.6 %
	if m := got("retry-budget", "load=20&read_fails=100"); m["retry_share"] != 100*41.0/81 {
		t.Errorf("storm: %v, the task says 50.6 %%", m)
	}
	// the hint: with a minimum of 3, even a 10 %% budget leaves 13 % of the tries retries
	if m := got("retry-budget", "load=20&read_fails=100&budget=10"); m["retry_share"] != 100*6.0/46 {
		t.Errorf("budget 10 %% with the minimum 3: %v, the hint says 13 %%", m)
	}
	// the hint: a 1 % budget with a minimum of 2 lets as many retries by as
	// 10 % of the 20 clients does, every one of them by the minimum alone
	one, ten := got("retry-budget", "load=20&read_fails=100&budget=1&budget_min=2"), got("retry-budget", "load=20&read_fails=100&budget=10&budget_min=0")
	if one["retry_share"] != 100*4.0/44 || ten["retry_share"] != one["retry_share"] || one["retries_by_minimum"] != 4 || ten["retries_by_minimum"] != 0 {
		t.Errorf("budget 1 %% with the minimum 2: %v; 10 %% with none: %v", one, ten)
	}
	// a key alone is not enough for the slow payment: the repeat gets 409
	_, s := run(t, "pay_latency=600ms&idempotency_key=true")
	if l := s.thin(); l.PayStatus != 409 || l.Charges != 1 || l.Conflicts != 1 {
		t.Errorf("slow payment with a key: %+v", l)
	}
}

// Ready sweeps vary a numeric knob inside its bounds, plot declared metrics,
// and show the trade-off they are named for at their ends.
func TestSweepsStayInBoundsAndShowTheirTradeOff(t *testing.T) {
	spec := Lab.New().Spec()
	if n := len(Lab.Sweeps); n < 2 || n > 3 {
		t.Errorf("%d sweeps, want 2–3", n)
	}
	num := func(kind, v string) float64 {
		if kind == "duration" {
			d, err := time.ParseDuration(v)
			if err != nil {
				t.Fatal(err)
			}
			return float64(d)
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	ends := map[string][2]map[string]float64{}
	for _, sw := range Lab.Sweeps {
		f := spec.Field(sw.Knob)
		if f == nil || !f.Numeric() {
			t.Fatalf("%s: knob %s is not numeric", sw.ID, sw.Knob)
		}
		k := string(f.Kind)
		lo, hi, from, to := num(k, f.Min), num(k, f.Max), num(k, sw.From), num(k, sw.To)
		if from < lo || to > hi || from >= to || sw.Steps < 2 || sw.Steps > 200 {
			t.Errorf("%s: %s..%s in %d steps, bounds %s..%s", sw.ID, sw.From, sw.To, sw.Steps, f.Min, f.Max)
		}
		for _, m := range sw.Metrics {
			if Lab.Metric(m) == nil {
				t.Errorf("%s: unknown metric %s", sw.ID, m)
			}
		}
		var pair [2]map[string]float64
		for i, v := range []string{sw.From, sw.To} {
			q := sw.Knob + "=" + v
			if sw.Params != "" {
				q = sw.Params + "&" + q
			}
			res, _ := run(t, q)
			pair[i] = res.Metrics
		}
		ends[sw.ID] = pair
	}
	// more attempts: the failures go, the double charge comes
	if a := ends["attempts"]; a[0]["failed_calls"] != 2 || a[1]["failed_calls"] != 0 || a[0]["charges"] != 1 || a[1]["charges"] != 2 {
		t.Errorf("attempts 1 → 8: %v → %v", a[0], a[1])
	}
	// a payment slower than the timeout is charged on every try
	if p := ends["pay-latency"]; p[0]["double_charges"] != 1 || p[1]["double_charges"] != 2 || p[1]["failed_calls"] != 1 {
		t.Errorf("pay latency 0 → 1s: %v → %v", p[0], p[1])
	}
	// the budget caps retries at its ratio: 1 % lets none by, 100 % all
	if b := ends["budget"]; b[0]["retry_share"] != 0 || b[1]["retry_share"] != 100*41.0/81 || b[0]["failed_calls"] <= b[1]["failed_calls"] {
		t.Errorf("budget 1 → 100 %%: %v → %v", b[0], b[1])
	}
}

// attempt grades a code challenge with src as the learner's code ("" the
// built-in rules).
func attempt(t *testing.T, c *lab.Challenge, src string) ([]lab.Verdict, bool) {
	t.Helper()
	learner := url.Values{}
	if src != "" {
		learner.Set(param.PolicyParam, src)
	}
	_, v, pass, err := Lab.Attempt(c, learner, nil)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	return v, pass
}

// Each case of a code challenge catches code tuned to the challenge's own
// run: a near miss passes that run and fails in the case, which says so.
func TestACodeChallengesCasesCatchANearMiss(t *testing.T) {
	for _, tc := range []struct{ challenge, code, failsIn string }{
		// refused payments are waited for and repeated, refused reads not
		{"pay-through-a-restart", `
def retry(layer, request, outcome, knobs, rng):
    if outcome.error == "refused" and request.method == "POST":
        return {"retry": True, "wait_ms": 100 * outcome.attempt}
    return {"retry": request.method == "GET" and outcome.status in knobs.retry_on}
`, "faults=kill:127.0.0.1:8751@1.7ms,restart:127.0.0.1:8751@50ms"},
		// a wait long enough for the payment, not for the payment held up
		{"wait-out-the-payment", `
def retry(layer, request, outcome, knobs, rng):
    if request.method == "POST" and request.idempotency_key and outcome.status in (409, 504):
        return {"retry": True, "wait_ms": 250}
    return {"retry": request.method == "GET" and outcome.status >= 500}
`, "faults=delay:127.0.0.1:8754>127.0.0.1:8751@604ms+300ms"},
	} {
		c := Lab.Challenge(tc.challenge)
		q, err := c.Query(url.Values{param.PolicyParam: {tc.code}})
		if err != nil {
			t.Fatal(err)
		}
		res, err := Lab.Run(q, nil)
		if err != nil {
			t.Fatal(err)
		}
		if v, pass := lab.Grade(res, c.Checks); !pass {
			t.Errorf("%s: the near miss fails the challenge's own run: %+v", c.ID, v)
		}
		v, pass := attempt(t, c, tc.code)
		in := ""
		for _, x := range v {
			if !x.Pass {
				in = x.Case
			}
		}
		if pass || in != tc.failsIn {
			t.Errorf("%s: the near miss passes=%v, failing in %q; want it to fail in %q", c.ID, pass, in, tc.failsIn)
		}
	}
}

// Retrying everything after a wait, as the starter code does with a
// backoff, survives the restart but charges the member whose answer was
// lost twice: the error a policy must tell apart is a refused connection.
func TestWaitingAloneDoesNotPayThroughARestart(t *testing.T) {
	c := Lab.Challenge("pay-through-a-restart")
	code := `
def retry(layer, request, outcome, knobs, rng):
    return {"retry": outcome.status in knobs.retry_on, "wait_ms": 100 * outcome.attempt}
`
	v, pass := attempt(t, c, code)
	if pass || v[0].Metric != "double_charges" || v[0].Pass || v[1].Got != 0 {
		t.Errorf("waiting and retrying everything: pass=%v %+v, want a double charge and no failed call", pass, v)
	}
}

// The code challenges' tasks tell the runs' numbers: the restart falls
// between the debt queries and the payments (and in the case, before the
// queries); the sidecar's repeat of the slow payment finds it running
// (409); the case's delay holds up the first payment try.
func TestTheCodeChallengesTasksTellTheRunsNumbers(t *testing.T) {
	trace := func(q string) sidecarRow {
		res, _ := run(t, q)
		return readSidecarRow(res)
	}
	r := trace("load=2&read_fails=0")
	for _, m := range r.debt {
		if m.Received > 2500*time.Microsecond {
			t.Errorf("a debt query ends at %v, after the crash at 2.5 ms", m.Received)
		}
	}
	r = trace("load=2&read_fails=0&faults=kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms")
	refused := 0
	for _, m := range r.toFee {
		if m.From == addrSidecar && m.Method == "POST" && m.Err == netsim.ErrRefused.Error() {
			refused++
		}
	}
	if refused != 2*3 || failed(r.pay) != 2 || r.charges != 0 {
		t.Errorf("at the restart the lesson's rules try %d payments refused, charge %d times, fail %d payments; want 6 refused, none charged, both failed", refused, r.charges, failed(r.pay))
	}
	r = trace("load=2&read_fails=0&faults=kill:127.0.0.1:8751@1.7ms,restart:127.0.0.1:8751@50ms")
	for _, m := range r.toFee {
		if m.From == addrSidecar && m.Method == "GET" && m.Attempt == 1 && m.Err != netsim.ErrRefused.Error() {
			t.Errorf("a debt query reached the fee service before it restarted: %+v", m)
		}
	}
	r = trace("pay_latency=600ms&idempotency_key=true")
	if len(r.pay) != 1 || r.pay[0].Status != 409 || r.charges != 1 {
		t.Errorf("the slow keyed payment: %+v, %d charges; the task says 409 and charged once", r.pay, r.charges)
	}
	r = trace("pay_latency=600ms&idempotency_key=true&faults=delay:127.0.0.1:8754>127.0.0.1:8751@604ms+300ms")
	for _, m := range r.toFee {
		if m.Method == "POST" && m.Attempt == 1 && (m.Sent != 604*time.Millisecond || m.Status != 0 || m.Effect != effCharge) {
			t.Errorf("the first payment try: %+v; the task says it leaves at 604 ms, is held up and charged after its timeout", m)
		}
	}
}
