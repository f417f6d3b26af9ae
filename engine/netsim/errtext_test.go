package netsim

import (
	"testing"

	"playground/engine/i18n"
)

// Every call failure a trace can hold reads in both languages, a TLS
// failure with its reason; a Turkish text never says the English words.
func TestEveryCallFailureOfTheTraceIsSaidInBothLanguages(t *testing.T) {
	for _, err := range []error{ErrRefused, ErrTimeout, ErrTimeoutUnserved, ErrReset, ErrDropped, ErrSenderDead, ErrRunEnded, &TLSError{Reason: "certificate has expired"}} {
		got := ErrText(err.Error())
		if got.EN == "" || got.TR == "" || got.TR == got.EN {
			t.Errorf("%q reads %+v", err, got)
		}
	}
	if got := ErrText((&TLSError{Reason: "x509: expired"}).Error()).In(i18n.TR); got != "TLS el sıkışması başarısız: x509: expired" {
		t.Errorf("a TLS failure reads %q", got)
	}
}
