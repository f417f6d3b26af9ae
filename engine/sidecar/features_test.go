package sidecar

import (
	"bytes"
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/param"
)

func fix(t *testing.T, s Summary, name string) LayoutSummary {
	t.Helper()
	for _, f := range s.Fixes {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("no fix row %q in %+v", name, s.Fixes)
	return LayoutSummary{}
}

// The Idempotency-Key fix charges once whatever the retry policy does.
func TestIdempotencyKeyChargesOnceUnderAnyPolicy(t *testing.T) {
	for _, q := range []string{
		"", "attempts=10", "attempts=1", "methods=idempotent", "pay_latency=600ms",
		"pay_latency=600ms&backoff=500ms&backoff_max=2s", "pay_latency=1s&attempts=10&backoff=1s&backoff_max=5s",
		"lose_first_pay=false", "retry_on=409,502,503,504&pay_latency=600ms&attempts=5",
	} {
		_, s := run(t, q+"&fixes=idempotency")
		if f := fix(t, s, FixIdempotency); f.Charges != 1 {
			t.Errorf("%s: %d charges with an idempotency key", q, f.Charges)
		}
	}
	_, s := run(t, "")
	if f := fix(t, s, FixIdempotency); f.PayStatus != 200 || f.Replays != 1 || f.FeeRequests != 5 {
		t.Errorf("idempotency row: pay %d replays %d reached %d, want 200, 1, 5", f.PayStatus, f.Replays, f.FeeRequests)
	}
}

// A retry that arrives while the keyed payment is still being worked on gets
// 409, as the IETF Idempotency-Key draft says; once it is done, a replay.
func TestIdempotencyKeyInProgressAndReplay(t *testing.T) {
	res, s := run(t, "pay_latency=600ms&fixes=idempotency")
	if f := fix(t, s, FixIdempotency); f.PayStatus != 409 || f.Replays != 0 || f.Conflicts != 1 || f.Charges != 1 {
		t.Errorf("retry during the slow payment: %+v, want 409, no replay, 1 conflict, 1 charge", f)
	}
	// the reading explains the 409, and only because it happened
	want := "In the row “sidecar + idempotency key” a retry reached the fee service while the first payment with the same key was still running " +
		"(the payment takes 600 ms, the try gave up after 400 ms): the fee service answered 409 (conflict) 1 time and did not charge again."
	if got := sentenceOf(t, res, s, claimConflict).EN; got != want {
		t.Errorf("409 sentence:\n got %q\nwant %q", got, want)
	}
	if got := sentenceOf(t, res, s, claimConflictApp).EN; !strings.HasPrefix(got, "The app got 409 for 1 payment: it cannot tell whether the member paid.") {
		t.Errorf("409 at the app: %q", got)
	}
	if _, s := run(t, "pay_latency=399ms&fixes=idempotency"); hasClaim(s, claimConflict) {
		t.Error("a 409 sentence although no 409 happened")
	}
	// A backoff longer than the payment lets the retry find the stored answer.
	_, s = run(t, "pay_latency=600ms&backoff=5s&backoff_max=5s&fixes=idempotency&seed=3")
	f := fix(t, s, FixIdempotency)
	if f.Charges != 1 || f.PayStatus != 200 || f.Replays != 1 || f.Metrics[payPath] != (Metric{1, 2, 0}) {
		t.Errorf("retry after the payment finished: %+v", f)
	}
}

// Method-aware policy: the POST goes out once, the 503 shows.
func TestMethodAwareNeverRetriesPOST(t *testing.T) {
	for _, q := range []string{"", "attempts=10", "pay_latency=600ms", "retry_on=500,502,503,504"} {
		res, s := run(t, q+"&fixes=method")
		f := fix(t, s, FixMethod)
		if m := f.Metrics[payPath]; m.Attempts != 1 || f.Charges != 1 {
			t.Errorf("%s: POST tried %d times, %d charges", q, m.Attempts, f.Charges)
		}
		if f.PayStatus < 500 {
			t.Errorf("%s: pay %d, want the 5xx to show", q, f.PayStatus)
		}
		for _, m := range res.Trace {
			if m.From == addrSidecar && m.Method == "POST" && m.Attempt > 1 && m.Sent >= f.StartNS && m.Sent <= f.EndNS {
				t.Errorf("%s: POST retried in the trace: %+v", q, m)
			}
		}
	}
	_, s := run(t, "methods=idempotent")
	if g := s.Layouts[1]; g.Charges != 1 || g.PayStatus != 503 || g.Metrics["/ceza/U-41"].Attempts != 3 {
		t.Errorf("methods=idempotent sidecar row: %+v", g)
	}
}

// A payment slower than the timeout is charged on every try: the caller
// gave up, the fee service did not.
func TestTimeoutTriggeredDuplicate(t *testing.T) {
	_, s := run(t, "pay_latency=600ms")
	thick, thin := s.Layouts[0], s.Layouts[1]
	if thick.Charges != 1 || thick.PayStatus != 504 {
		t.Errorf("thick: %d charges, pay %d; want 1, 504 (POST is not retried)", thick.Charges, thick.PayStatus)
	}
	if thin.Charges != 3 || thin.PayStatus != 504 || thin.Tries.Timeouts != 3 {
		t.Errorf("sidecar: %d charges, pay %d, %d timeouts; want 3, 504, 3", thin.Charges, thin.PayStatus, thin.Tries.Timeouts)
	}
	// Just under the timeout nothing times out: back to the lesson's numbers.
	_, s = run(t, "pay_latency=399ms")
	if thin := s.Layouts[1]; thin.Charges != 2 || thin.Tries.Timeouts != 0 {
		t.Errorf("pay_latency under the timeout: %+v", thin)
	}
}

// A bad certificate fails the handshake: retried as a connect failure,
// never reaching the handler.
func TestBadCertificateNeverReachesTheHandler(t *testing.T) {
	for _, cert := range []string{CertExpired, CertWrongHost} {
		res, s := run(t, "cert="+cert)
		for _, l := range append(s.Layouts, s.Fixes...) {
			if l.FeeRequests != 0 || l.Charges != 0 {
				t.Errorf("%s %s: %d reached the handler, %d charges", cert, l.Name, l.FeeRequests, l.Charges)
			}
			if l.Tries.TLSFailures != l.FeeAttempts || l.FeeAttempts == 0 {
				t.Errorf("%s %s: %d TLS failures of %d tries", cert, l.Name, l.Tries.TLSFailures, l.FeeAttempts)
			}
		}
		// the sidecar retries even the POST: it never left
		if m := s.Layouts[1].Metrics[payPath]; m.Attempts != 3 || m.Errors != 1 {
			t.Errorf("%s: sidecar payment %+v", cert, m)
		}
		if m := fix(t, s, FixMethod).Metrics[payPath]; m.Attempts != 3 {
			t.Errorf("%s: method-aware sidecar did not retry a POST that never left: %+v", cert, m)
		}
		if s.Layouts[0].PayStatus != 503 || s.Layouts[0].Metrics["ode"].Attempts != 1 {
			t.Errorf("%s: thick %+v", cert, s.Layouts[0])
		}
		var tlsMsgs int
		for _, m := range res.Trace {
			if strings.HasPrefix(m.Err, "tls handshake failed") {
				tlsMsgs++
			}
		}
		if tlsMsgs != 4+6+6+6 {
			t.Errorf("%s: %d TLS failures in the trace, want 22", cert, tlsMsgs)
		}
	}
	res, s := run(t, "cert=wronghost")
	if got := sentenceOf(t, res, s, claimTLS).EN; got != "The TLS handshake failed 10 times (certificate is valid for localhost, not 127.0.0.1): no request reached the fee service's handler." {
		t.Errorf("reading: %q", got)
	}
	if r := s.Layouts[0].Tries.TLSReason; !strings.Contains(r, "localhost") {
		t.Errorf("wrong-host reason %q", r)
	}
}

// The lesson's own code on a timeout: the promise rejects, nothing catches
// it, node exits; the measuring script sees a reset, later calls are refused.
func TestCrashModeIsTheLessonCode(t *testing.T) {
	res, s := run(t, "pay_latency=600ms&on_error=crash&fixes=none")
	thick, thin := s.Layouts[0], s.Layouts[1]
	if thick.PayStatus != 0 || thick.PayError != "reset" || thick.Metrics["ode"] != (Metric{1, 1, 0}) {
		t.Errorf("thick: %+v", thick)
	}
	if len(thin.Crashed) != 2 || thin.Crashed[0] != addrSidecar || thin.Crashed[1] != addrThin {
		t.Errorf("thin crashed %v, want sidecar then thin app", thin.Crashed)
	}
	if thin.Metrics[payPath] != (Metric{1, 1, 0}) || thin.Charges != 1 {
		t.Errorf("thin: %+v", thin)
	}
	if !strings.Contains(res.Text("en"), "thin app+sidecar  200   reset") {
		t.Errorf("table:\n%s", res.Text("en"))
	}
	// a crash on the debt query leaves the payment call refused
	_, s = run(t, "cert=expired&on_error=crash&fixes=none")
	if l := s.Layouts[0]; l.DebtErrors[0] != "reset" || l.PayError != "refused" {
		t.Errorf("thick after a crash: %+v", l)
	}
}

// An Envoy retry budget: retries in flight ≤ max(floor(pct × active), min).
// One request at a time: 20% of 1 rounds to 0, only the minimum lets retries
// by (load_test.go has the budget under concurrent clients).
func TestBudgetCapsAttempts(t *testing.T) {
	_, s := run(t, "budget=20&budget_min=0&fixes=none")
	thin := s.Layouts[1]
	if thin.FeeAttempts != 2 || thin.BudgetDenied != 2 || thin.DebtStatus != 503 || thin.Charges != 1 {
		t.Errorf("budget 20%%, min 0: %+v", thin)
	}
	if s.Layouts[0].FeeAttempts != 4 {
		t.Errorf("the thick app has no budget: %d tries", s.Layouts[0].FeeAttempts)
	}
	_, s = run(t, "budget=20&budget_min=1&fixes=none")
	if thin := s.Layouts[1]; thin.FeeAttempts != 5 || thin.BudgetDenied != 0 {
		t.Errorf("budget min 1: %+v", thin)
	}
	_, s = run(t, "budget=100&budget_min=0&fixes=none")
	if thin := s.Layouts[1]; thin.FeeAttempts != 5 {
		t.Errorf("budget 100%% of 1 active request: %+v", thin)
	}
}

// Full-jitter backoff: every wait lies in [0, min(cap, base·2^(n−1))], the
// seed picks the waits, the same seed gives the same run.
func TestBackoffFullJitterSeeded(t *testing.T) {
	q := "backoff=100ms&backoff_max=150ms&read_fails=2&fixes=none"
	res, _ := run(t, q)
	var sent []time.Duration
	for _, m := range res.Trace {
		if m.From == addrSidecar && m.Path == "/ceza/U-41" {
			sent = append(sent, m.Sent)
		}
	}
	if len(sent) != 3 {
		t.Fatalf("%d tries", len(sent))
	}
	// a try takes 4 hops of 100µs (handshake and request); the rest is the wait
	for i, ceil := range []time.Duration{100 * time.Millisecond, 150 * time.Millisecond} {
		wait := sent[i+1] - sent[i] - 400*time.Microsecond
		if wait < 0 || wait > ceil {
			t.Errorf("wait %d = %v, want within [0, %v]", i+1, wait, ceil)
		}
	}
	a, b := jsonOf(t, q+"&seed=7"), jsonOf(t, q+"&seed=7")
	if !bytes.Equal(a, b) {
		t.Error("same seed, different JSON")
	}
	if bytes.Equal(a, jsonOf(t, q+"&seed=8")) {
		t.Error("the seed does not move the waits")
	}
	if !bytes.Equal(jsonOf(t, "seed=7"), bytes.ReplaceAll(jsonOf(t, "seed=8"), []byte(`"seed": "8"`), []byte(`"seed": "7"`))) {
		t.Error("without backoff the seed must not matter")
	}
}

func jsonOf(t *testing.T, q string) []byte {
	res, _ := run(t, q)
	b, err := res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Path-keyed metrics grow with the members in the path; name-keyed stay 2.
func TestMetricKeyCardinality(t *testing.T) {
	res, s := run(t, "members=40&fixes=none")
	if s.Layouts[0].MetricKeys != 2 || s.Layouts[1].MetricKeys != 41 {
		t.Errorf("keys thick %d sidecar %d, want 2 and 41", s.Layouts[0].MetricKeys, s.Layouts[1].MetricKeys)
	}
	if m := s.Layouts[0].Metrics["borc"]; m != (Metric{40, 42, 0}) {
		t.Errorf("borc %+v", m)
	}
	if got := s.Layouts[1].DebtStatuses; len(got) != 40 || got[0] != 200 {
		t.Errorf("debt statuses %v", got)
	}
	text := res.Text("en")
	if !strings.Contains(text, "/ceza/U-45 1/1/0, … 35 more keys, /ceza/ode 1/2/0") {
		t.Errorf("metrics line not cut:\n%s", text)
	}
	if s.Layouts[1].LogicalRequests != 41 || s.Layouts[1].FeeAttempts != 44 {
		t.Errorf("amplification inputs %+v", s.Layouts[1])
	}
}

func TestLoseFirstPayOff(t *testing.T) {
	_, s := run(t, "lose_first_pay=false")
	for _, l := range append(s.Layouts, s.Fixes...) {
		if l.Charges != 1 || l.PayStatus != 200 {
			t.Errorf("%s: %d charges, pay %d", l.Name, l.Charges, l.PayStatus)
		}
	}
}

// Invariants over a spread of parameter sets.
func TestInvariants(t *testing.T) {
	for _, q := range []string{"", "attempts=7&read_fails=9", "pay_latency=2s&attempts=4", "members=10&budget=50&budget_min=0",
		"fee_latency=500ms", "cert=expired", "retry_on=599", "on_error=crash&fee_latency=1s"} {
		_, s := run(t, q)
		for _, l := range append(s.Layouts, s.Fixes...) {
			if l.FeeRequests > l.FeeAttempts || l.Charges > l.FeeRequests {
				t.Errorf("%s %s: reached %d of %d tries, %d charges", q, l.Name, l.FeeRequests, l.FeeAttempts, l.Charges)
			}
			total := 0
			for _, m := range l.Metrics {
				total += m.Requests
				if m.Attempts > m.Requests*10 || m.Errors > m.Requests {
					t.Errorf("%s %s: metric %+v", q, l.Name, m)
				}
			}
			if total != l.LogicalRequests && len(l.Crashed) == 0 {
				t.Errorf("%s %s: %d metric requests for %d logical requests", q, l.Name, total, l.LogicalRequests)
			}
		}
		if s.Layouts[0].Charges > 1 {
			t.Errorf("%s: the thick app charged %d times", q, s.Layouts[0].Charges)
		}
	}
}

// The invariants can fail: a tries table whose columns no longer add up
// to its tries, and a charge the trace does not hold, are each named.
func TestAnInvariantNamesATableOrACountTheTraceDoesNotBearOut(t *testing.T) {
	res, _ := run(t, "")
	if got := Lab.Invariants(res); len(got) != 0 {
		t.Fatalf("the lesson's run breaks %v", got)
	}
	tries := res.Sections[slices.IndexFunc(res.Sections, func(s lab.Section) bool { return s.ID == "attempts" })].Table
	answered := slices.IndexFunc(tries.Columns, func(c lab.Column) bool { return c.ID == "answered" })
	tries.Rows[1][answered] = lab.Cell(4) // the sidecar row's answered tries: 5
	got := Lab.Invariants(res)
	if len(got) != 1 || !strings.HasPrefix(got[0], "sidecar: the tries table's columns add up to 4, not its 5 tries") {
		t.Errorf("%q", got)
	}
	tries.Rows[1][answered] = lab.Cell(5)
	for i, m := range res.Trace {
		if m.Effect == effDoubleCharge {
			res.Trace[i].Effect = ""
		}
	}
	got = Lab.Invariants(res)
	if len(got) != 1 || !strings.HasPrefix(got[0], "sidecar: 1 charges (0 on a member already charged, 1 payments still running at the run's end) in the trace, 2 (1) counted") {
		t.Errorf("%q", got)
	}
}

func TestValidationNamesFieldValueAndRule(t *testing.T) {
	for q, want := range map[string]string{
		"backoff=2s&backoff_max=1s": "backoff=2s: the backoff base may not exceed the backoff cap (1 s)",
		"attempts=0":                "attempts=0: must be between 1 and 10",
		"cert=selfsigned":           "cert=selfsigned: must be exactly one of: valid, expired, wronghost",
		"methods=post":              "methods=post: must be exactly one of: all, idempotent",
		"retry_on=503,abc":          "retry_on=503,abc: must be whole numbers separated by commas such as 502,503, each digits only (100–599); no spaces or empty items",
		"timeout=6s":                "timeout=6s: must be between 1ms and 5s",
		"members=101":               "members=101: must be between 1 and 100",
	} {
		v, _ := url.ParseQuery(q)
		_, err := Lab.Run(v, nil)
		var errs param.Errors
		if !errors.As(err, &errs) || errs.Error() != want {
			t.Errorf("%s: got %v, want %q", q, err, want)
		}
	}
	v, _ := url.ParseQuery("backoff=2s&backoff_max=1s")
	_, err := Lab.Run(v, nil)
	if tr := err.(param.Errors).In("tr"); tr != "backoff=2s: geri çekilme tabanı, geri çekilme tavanını (1 s) aşamaz" {
		t.Errorf("Turkish: %q", tr)
	}
}

// Decoded values survive the later Spec calls of RunParams and Encode.
func TestDecodedParamsSurviveSpec(t *testing.T) {
	p, err := Lab.Decode(url.Values{"attempts": {"5"}, "cert": {"expired"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Spec().Encode().Encode(); got != "attempts=5&cert=expired" {
		t.Errorf("encode %q", got)
	}
	res, err := Lab.RunParams(p, nil)
	if err != nil || res.Params["attempts"] != "5" {
		t.Errorf("run params %v %v", res.Params, err)
	}
}

// Each preset tells its own story: the claims its reading makes, in order.
func TestPresetsTellTheirStory(t *testing.T) {
	want := map[string][]string{
		"":                  {claimCharges, claimDouble, claimAmplify, claimFixes, claimFixesMoved},
		"idempotent-only":   {claimCharges, claimNotRetried, claimAmplify, claimFixes, claimFixesIdle},
		"slow-payment":      {claimCharges, claimDoubleFailed, claimConflict, claimConflictApp, claimTimeouts, claimAmplify, claimFixes, claimFixesMoved},
		"expired-cert":      {claimCharges, claimTLS, claimAmplify, claimFixes, claimFixesIdle},
		"retry-storm":       {claimCharges, claimDouble, claimAmplify, claimFixes, claimFixesMoved},
		"budget-under-load": {claimCharges, claimBudget, claimAmplify, claimFixes, claimFixesIdle},
		"fee-stalls":        {claimCharges, claimDouble, claimTimeoutsUnserved, claimAmplify, claimFixes, claimFixesMoved},
	}
	presets := map[string]string{"": ""}
	for _, p := range Lab.Presets {
		presets[p.ID] = p.Params
	}
	if len(presets) != len(want) {
		t.Fatalf("%d presets, %d expectations", len(presets), len(want))
	}
	for id, q := range presets {
		res, s := run(t, q)
		if res.MatchesLesson != (id == "") {
			t.Errorf("preset %q: matches the lesson %v", id, res.MatchesLesson)
		}
		faults := 0 // the readings open with one sentence per fault
		if v := res.Params["faults"]; v != "" {
			faults = strings.Count(v, ",") + 1
		}
		if !slices.Equal(s.claims, want[id]) || len(res.Reading) != len(s.claims)+faults {
			t.Errorf("preset %q: claims %v, want %v", id, s.claims, want[id])
		}
	}
}

// Any URL the fuzzer makes either is refused with a parameter error or runs
// to the end: an in-bounds set that hits a kernel cap is a failure (the
// bounds and the load × members rule must keep every run under the caps).
func FuzzParams(f *testing.F) {
	for _, s := range []string{"", "attempts=10&timeout=1ms&members=100", "pay_latency=5s&fee_latency=5s&attempts=10&backoff=5s&backoff_max=5s&members=100",
		"cert=wronghost&on_error=crash", "budget=1&budget_min=0&retry_on=599", "fixes=none&seed=9007199254740991", "retry_on=,,,200",
		"load=100&members=4&attempts=10&fee_latency=5s&timeout=1ms", "load=20&read_fails=40&budget=20&idempotency_key=true&pay_latency=600ms",
		"load=4&members=100&on_error=crash&cert=expired", "load=101", "load=5&members=100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := url.ParseQuery(s)
		if err != nil {
			return
		}
		res, err := Lab.Run(q, &lab.Env{})
		if err != nil {
			var perr param.Errors
			var capErr *lab.RunError
			if errors.As(err, &capErr) {
				t.Fatalf("%q: in-bounds input hit a cap: %v", s, err)
			}
			if !errors.As(err, &perr) {
				t.Fatalf("%q: not a parameter error: %v", s, err)
			}
			return
		}
		sum := res.Summary.(Summary)
		if len(sum.Layouts) != 2 || len(res.Reading) == 0 || len(res.Metrics) != len(Lab.Metrics) {
			t.Fatalf("%q: %d layouts, %d sentences, %d metrics", s, len(sum.Layouts), len(res.Reading), len(res.Metrics))
		}
		checkScene(t, s, res, sum)
		checkFigures(t, s, res, sum)
		// The reading's claims and the texts' typography, as over the grid.
		if res.TraceDropped == 0 {
			v := newView(res, sum)
			for i, claim := range sum.claims {
				if err := v.check(claim, res.Reading[i].EN, i); err != nil {
					t.Errorf("%q: %s: %v", s, claim, err)
				}
			}
		}
		labtest.CheckWords(t, Lab, s, res)
	})
}

func BenchmarkDefaultRun(b *testing.B) {
	for b.Loop() {
		if _, err := Lab.Run(url.Values{}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
