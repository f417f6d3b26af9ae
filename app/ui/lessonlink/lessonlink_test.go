package lessonlink

import (
	"testing"

	"playground/engine/i18n"
	"playground/engine/labs"
)

// An author's address wins over the site's lesson page, in the page's
// language and else the other; a lab without either links nowhere; what
// Encode writes Decode reads, and nothing that is not an address survives.
func TestTheAuthorsAddressWinsAndOnlyAddressesTravel(t *testing.T) {
	up := func(p string) string { return "/playground/" + p }
	links := Links{"registry": {TR: "https://ders.example/kesif", EN: ""}, "cache": {EN: "/course/hot-key.html"}}
	back := Decode(links.Encode())
	for _, c := range []struct {
		lab  string
		lang i18n.Lang
		want string
	}{
		{"registry", i18n.TR, "https://ders.example/kesif"},
		{"registry", i18n.EN, "https://ders.example/kesif"}, // the other language's
		{"cache", i18n.TR, "/course/hot-key.html"},
		{"admission", i18n.EN, "/playground/web/" + labs.Find("admission").LessonPage.EN},
	} {
		if got := back.Href(labs.Find(c.lab), c.lang, up); got != c.want {
			t.Errorf("%s in %s links to %q, want %q", c.lab, c.lang, got, c.want)
		}
	}
	for _, bad := range []struct{ id, lang, u string }{
		{"nolab", "tr", "https://x.example"}, {"registry", "de", "https://x.example"},
		{"registry", "tr", "javascript:alert(1)"}, {"registry", "tr", "//evil.example/x"},
		{"registry", "tr", "https://"}, {"registry", "tr", "a b"}, {"registry", "tr", ""},
	} {
		if Check(bad.id, bad.lang, bad.u) == "" {
			t.Errorf("%+v passes the check", bad)
		}
		if got := Decode(bad.id + " " + bad.lang + " " + bad.u); len(got) != 0 {
			t.Errorf("%+v decodes as %v", bad, got)
		}
	}
	for _, good := range []string{"https://ders.example/a?b=c#d", "http://localhost:8000/x", "ders/kesif.html", "/ders/kesif.html"} {
		if msg := Check("registry", "tr", good); msg != "" {
			t.Errorf("%q refused: %s", good, msg)
		}
	}
}
