package sidecar

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/claim"
	"playground/engine/lab"
	"playground/engine/oracle"
	"playground/engine/sim"
)

// With an expired certificate the reading once said "the fee service got 4
// tries in the thick layout … 6 in the thin one" while the same output said
// no request reached its handler. Tries are made at the fee service, not
// received by it: the reading says so, and names how many reached the
// handler — the table's "fee reached" column, 0 here — and how many never
// did.
func TestTriesMadeAtTheFeeServiceAreNotRequestsItsHandlerGot(t *testing.T) {
	res, s := run(t, "cert=expired")
	thick, thin := s.Layouts[0], s.Layouts[1]
	if thick.FeeAttempts != 4 || thin.FeeAttempts != 6 || thick.FeeRequests != 0 || thin.FeeRequests != 0 {
		t.Fatalf("tries %d/%d, reached %d/%d", thick.FeeAttempts, thin.FeeAttempts, thick.FeeRequests, thin.FeeRequests)
	}
	amp := sentenceOf(t, res, s, claimAmplify)
	for _, bad := range []string{"the fee service got", "ücret servisine 4 deneme gitti"} {
		if strings.Contains(amp.EN, bad) || strings.Contains(amp.TR, bad) {
			t.Errorf("%q says the fee service received the tries", amp.EN)
		}
	}
	if !strings.Contains(amp.EN, "the thick app made 4 tries at the fee service") ||
		!strings.Contains(amp.EN, "of those, 0 reached the fee service's handler in the thick layout and 0 in the thin one, while 4 and 6 never did") ||
		!strings.Contains(amp.TR, "bunlardan ücret servisinin işleyicisine kalın yerleşimde 0, ince yerleşimde 0 ulaştı") {
		t.Errorf("%s\n%s", amp.EN, amp.TR)
	}
	if tls := sentenceOf(t, res, s, claimTLS); !strings.Contains(tls.EN, "no request reached the fee service's handler") {
		t.Errorf("TLS: %s", tls.EN)
	}
}

// A share is within 0–100 %: the retry share at the lesson's values was
// printed as 150 % (3 retries for 2 requests). It is the retries' share of
// the tries now: 3 of 5.
func TestTheRetryShareIsAShareOfTheTries(t *testing.T) {
	res, s := run(t, "")
	if got := res.Metrics["retry_share"]; got != 60 || s.thin().Retries != 3 || s.thin().FeeAttempts != 5 {
		t.Errorf("retry share %v, %d retries of %d tries", got, s.thin().Retries, s.thin().FeeAttempts)
	}
	for _, q := range readingGrid {
		res, _ := run(t, q)
		if v := res.Metrics["retry_share"]; v < 0 || v > 100 {
			t.Errorf("%s: retry share %v", q, v)
		}
	}
}

// oracleRun runs query with its whole trace kept and fails the test on any
// claim the oracle does not bear out, or any broken invariant.
func oracleRun(t *testing.T, query string) (*lab.Result, Summary) {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	env := func() *lab.Env { return &lab.Env{Limits: sim.Limits{Trace: 1 << 20}} }
	res, err := Lab.Run(q, env())
	if err != nil {
		t.Fatal(err)
	}
	lesson, err := Lab.Run(url.Values{}, env())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range oracle.New(res, lesson).Check() {
		t.Errorf("%s: %v", query, f)
	}
	for _, why := range Lab.Invariants(res) {
		t.Errorf("%s: invariant: %s", query, why)
	}
	return res, res.Summary.(Summary)
}

// claimsOf are the claims of the sentence with id.
func claimsOf(t *testing.T, res *lab.Result, id string) []claim.Claim {
	t.Helper()
	for _, s := range res.Reading {
		if s.ID == id {
			return s.Claims
		}
	}
	t.Fatalf("no %q sentence", id)
	return nil
}

// A drop on the link from the sidecar to the fee service loses its first
// two tries (they time out, unserved): the amplification sentence counts
// the sidecar's 5 tries as made, not as load the fee service took — 3
// reached its handler and 2 never did, each claimed against the trace.
func TestTheAmplificationSaysWhatReachedTheFeeServiceAndWhatADropLost(t *testing.T) {
	res, s := oracleRun(t, "faults=drop:127.0.0.1:8754>127.0.0.1:8751@0s+450ms")
	if thin := s.thin(); thin.FeeAttempts != 5 || thin.FeeRequests != 3 {
		t.Fatalf("the sidecar made %d tries, %d reached the fee service", thin.FeeAttempts, thin.FeeRequests)
	}
	amp := sentenceOf(t, res, s, claimAmplify)
	for _, want := range []string{"the sidecar 5 tries (2.5)", "of those, 4 reached the fee service's handler in the thick layout and 3 in the thin one, while 0 and 2 never did"} {
		if !strings.Contains(amp.EN, want) {
			t.Errorf("%q lacks %q", amp.EN, want)
		}
	}
	if !strings.Contains(amp.TR, "kalın yerleşimde 0, ince yerleşimde 2 deneme ise hiç ulaşmadı") {
		t.Errorf("%q", amp.TR)
	}
	var reached, lost bool
	for _, c := range claimsOf(t, res, claimAmplify) {
		if c.From == addrSidecar && c.To == addrFee {
			reached = reached || c.Outcome == claim.Served && c.Value == 3
			lost = lost || c.Outcome == claim.Unserved && c.Value == 2
		}
	}
	if !reached || !lost {
		t.Errorf("the sentence does not claim what reached the fee service (%v) and what never did (%v)", reached, lost)
	}
}

// With two tries and five failing reads the debt query fails in both
// layouts, and the lesson's metrics line shows the sidecar's error on the
// read (/ceza/U-41 1/2/1). The double charge sentence speaks of the
// payment, whose key shows none (/ceza/ode 1/2/0): it no longer says that
// neither side logged an error.
func TestTheDoubleChargeSentenceSaysNoErrorWasLoggedForThePaymentNotForTheRun(t *testing.T) {
	res, s := oracleRun(t, "attempts=2&read_fails=5")
	lines := strings.Join([]string{res.Sections[0].Lines[0].EN, res.Sections[0].Lines[1].EN}, "\n")
	if !strings.Contains(lines, "/ceza/U-41 1/2/1") || !strings.Contains(lines, "/ceza/ode 1/2/0") {
		t.Fatalf("metrics lines:\n%s", lines)
	}
	double := sentenceOf(t, res, s, claimDouble)
	if double.EN != "The sidecar retried the payment on its status code alone: the member paid 2 times, and no error was logged for the payment on either side." ||
		!strings.Contains(double.TR, "ödeme için hiçbir tarafta hata kaydı yok") {
		t.Errorf("%q\n%q", double.EN, double.TR)
	}
	for _, r := range res.Reading {
		if strings.Contains(r.EN, "neither side logged an error") {
			t.Errorf("a sentence contradicts the metrics line: %q", r.EN)
		}
	}
}

// At a payment latency of 500 ms four tries time out in the lesson's two
// layouts and two more in the fix rows: the tries table's timeouts column
// sums to 6. The sentence says which layouts its 4 are in (1 and 3), and
// claims each against the trace and the table's cell.
func TestTheTimeoutsTotalNamesTheLayoutsItSumsAndEqualsThem(t *testing.T) {
	res, s := oracleRun(t, "pay_latency=500ms")
	got := sentenceOf(t, res, s, claimTimeouts)
	if got.EN != "4 tries timed out (1 in the thick layout, 3 in the thin one); the fee service still did the work, but nobody was waiting for its answer." ||
		!strings.HasPrefix(got.TR, "4 deneme zaman aşımıyla bitti (kalın yerleşimde 1, ince yerleşimde 3)") {
		t.Errorf("%q\n%q", got.EN, got.TR)
	}
	var sum int
	for _, l := range append(append([]LayoutSummary{}, s.Layouts...), s.Fixes...) {
		sum += l.Tries.Timeouts
	}
	if sum != 6 {
		t.Errorf("the timeouts column sums to %d, want 6 (the fix rows' 2 beside the lesson's 4)", sum)
	}
	var cells []string
	for _, c := range claimsOf(t, res, claimTimeouts) {
		if c.Fact == claim.Cell {
			cells = append(cells, fmt.Sprintf("%s=%g", c.Ref, c.Value))
		}
	}
	if !slices.Equal(cells, []string{"attempts/thick app/timeouts=1", "attempts/thin app+sidecar/timeouts=3"}) {
		t.Errorf("cells claimed: %v", cells)
	}
}

// The lesson's code has no Turkish word for a JavaScript Promise: the
// course writes that the failed call's error was caught nowhere. No text
// of the lab says "söz" for it.
func TestTurkishNamesTheUncaughtErrorNotAPromise(t *testing.T) {
	res, s := oracleRun(t, "on_error=crash&fee_latency=1s")
	crash := sentenceOf(t, res, s, claimCrash)
	if !strings.Contains(crash.TR, "başarısız çağrının hatası hiçbir yerde yakalanmadı") {
		t.Errorf("%q", crash.TR)
	}
	help := Lab.Knobs().Field("on_error").HelpText.TR
	for _, text := range []string{crash.TR, help} {
		if strings.Contains(text, "söz") {
			t.Errorf("%q renders a Promise word for word", text)
		}
	}
}

// A fault can do what a fix would be credited with: with the thin app
// killed during the sidecar row, the fix rows' payments are refused and
// charge nothing. The reading says so and does not credit the fixes with
// removing the double charge; at the lesson's values it does, and every
// payment was still charged once.
func TestTheFixesAreNotCreditedWithChargesAFaultPrevented(t *testing.T) {
	res, s := oracleRun(t, "backoff=993ms&faults=kill:127.0.0.1:8753@1.5048s")
	if hasClaim(s, claimFixesMoved) {
		t.Errorf("the fixes are credited: %q", sentenceOf(t, res, s, claimFixesMoved).EN)
	}
	if fixes := sentenceOf(t, res, s, claimFixes).EN; !strings.Contains(fixes, "sidecar, idempotent only: 0 charges, payment a refused connection") {
		t.Errorf("%q", fixes)
	}
	res, s = oracleRun(t, "")
	if got := sentenceOf(t, res, s, claimFixesMoved).EN; !strings.HasPrefix(got, "The fixes removed the thin layout's extra charges (1) and still charged every payment once") {
		t.Errorf("%q", got)
	}
}

// A layout ends when its processes fall quiet, not when the script's last
// call did: with the thin app killed mid-row, the script's call ends at
// once while its sidecar retries on, and its tries and charges once fell
// into the next row (whose fee service counted 2 charges of a row that
// made none). They stay in their own row now, and the fix rows, whose app
// is down, count none. A sidecar killed during its backoff sends no retry,
// so the row's tries are the trace's.
func TestEachRowCountsItsOwnTriesWhenAFaultEndsTheScriptsCallsEarly(t *testing.T) {
	_, s := oracleRun(t, "backoff=993ms&faults=kill:127.0.0.1:8753@1.5048s")
	if thin := s.thin(); thin.FeeAttempts != 5 || thin.EndNS < 2*time.Second {
		t.Errorf("the sidecar row made %d tries and ended at %v", thin.FeeAttempts, thin.EndNS)
	}
	for _, f := range s.Fixes {
		if f.FeeAttempts != 0 || f.Charges != 0 {
			t.Errorf("%s: %d tries and %d charges of another row", f.Name, f.FeeAttempts, f.Charges)
		}
	}
	_, s = oracleRun(t, "backoff=300ms&backoff_max=300ms&faults=kill:127.0.0.1:8754@300ms")
	if thin := s.thin(); thin.FeeAttempts != 1 || thin.Retries != 0 {
		t.Errorf("the sidecar killed in its backoff made %d tries, %d retries", thin.FeeAttempts, thin.Retries)
	}
}
