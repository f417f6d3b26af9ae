// Package labtest is what every lab's tests do first: run a query string and
// fail the test on error.
package labtest

import (
	"net/url"
	"testing"

	"playground/engine/lab"
)

// Run decodes query (URL form, e.g. "lease=2s&renew=500ms"), runs l and
// returns the result with its summary as the lab's own type S.
func Run[S any](t testing.TB, l *lab.Lab, query string) (*lab.Result, S) {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	res, err := l.Run(q, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", l.ID, query, err)
	}
	s, ok := res.Summary.(S)
	if !ok {
		t.Fatalf("%s: summary is %T", l.ID, res.Summary)
	}
	return res, s
}
