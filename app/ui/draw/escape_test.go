package draw

import (
	"html"
	"testing"
)

func TestEscapeWritesWhatTheStandardLibrarysEscapeWrites(t *testing.T) {
	for _, s := range []string{"", "plain", `<a href="x">'Ş' & ğ</a>`, "&&&", "ı<>", `"'`, "\x00<\xff>"} {
		if got, want := Escape(s), html.EscapeString(s); got != want {
			t.Errorf("Escape(%q) = %q, html.EscapeString gives %q", s, got, want)
		}
	}
}

func FuzzEscape(f *testing.F) {
	f.Add(`<b class="x">O'Neil & co</b>`)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Escape(s), html.EscapeString(s); got != want {
			t.Errorf("Escape(%q) = %q, html.EscapeString gives %q", s, got, want)
		}
	})
}
