package lab

import (
	"strings"
	"testing"

	"playground/engine/i18n"
)

func TestATermIsExplainedWhereItFirstAppearsInEitherCaseLongestFirst(t *testing.T) {
	terms := []Term{
		{Word: i18n.Text{TR: "kira süresi", EN: "lease"}},
		{Word: i18n.Text{TR: "kira süreli", EN: "lease-based"}},
		{Word: i18n.Text{TR: "ilk", EN: "absent"}},
	}
	show := func(ps []Piece) string {
		var b strings.Builder
		for _, p := range ps {
			if p.Term != nil {
				b.WriteString("[" + p.Text + "]")
			} else {
				b.WriteString(p.Text)
			}
		}
		return b.String()
	}
	for _, c := range []struct {
		lang     i18n.Lang
		in, want string
	}{
		{i18n.EN, "a lease-based registry, whose lease is short", "a [lease-based] registry, whose [lease] is short"},
		{i18n.EN, "the lease-based one", "the [lease-based] one"},
		{i18n.TR, "Kira süresi 2 s olsaydı kira süresi", "[Kira süresi] 2 s olsaydı kira süresi"},
		{i18n.TR, "İlk kopya", "[İlk] kopya"},
		{i18n.TR, "kira süresinden kısa", "[kira süresinden] kısa"}, // the ending goes with the word
		{i18n.EN, "leases", "[leases]"},
		{i18n.TR, "", ""},
	} {
		if got := show(Explained(c.in, terms, c.lang)); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
