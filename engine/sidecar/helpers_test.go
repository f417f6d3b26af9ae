package sidecar

import (
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// sentenceOf returns the reading sentence that makes claim, failing the test
// when the run has none.
func sentenceOf(t testing.TB, res *lab.Result, s Summary, claim string) i18n.Text {
	t.Helper()
	for i, c := range s.claims {
		if c == claim {
			return res.Reading[i].Text
		}
	}
	t.Fatalf("no %q sentence in %v", claim, s.claims)
	return i18n.Text{}
}

// hasClaim reports whether the reading makes claim.
func hasClaim(s Summary, claim string) bool {
	for _, c := range s.claims {
		if c == claim {
			return true
		}
	}
	return false
}
