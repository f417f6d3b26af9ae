package sidecar

import (
	"strings"
	"testing"
)

// Issue 25, point 4: with an expired certificate the reading said "the fee
// service got 4 tries in the thick layout … 6 in the thin one" while the
// same output said no request reached its handler. Tries are made at the
// fee service, not received by it: the reading says so, and names how many
// reached the handler — the table's "fee reached" column, 0 here.
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
		!strings.Contains(amp.EN, "of those, 0 reached the fee service's handler in the thick layout and 0 in the thin one") ||
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
