package pagestate

import (
	"errors"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"playground/engine/i18n"
	"playground/engine/labs"
	"playground/engine/param"
)

// The form starts from the URL's values; a knob given twice keeps both,
// and decoding the form refuses it naming the knob, as the command line
// does; the keys that are no parameter are left to the notice.
func TestAKnobGivenTwiceIsRefusedNamingItAndStrangersAreNoticed(t *testing.T) {
	l := labs.All()[0]
	fields := l.New().Spec().Fields()
	f := fields[0]
	q := url.Values{f.Name: {"a", "b"}, "zzz": {"1"}, "aaa": {"2"}}
	raw := FormValues(l, q)
	if len(raw) != len(fields) {
		t.Errorf("the form has %d values for %d fields", len(raw), len(fields))
	}
	_, err := l.Decode(raw)
	var pe param.Errors
	if !errors.As(err, &pe) || pe.For(f.Name) == nil || !strings.Contains(pe.For(f.Name).In(i18n.EN), "given 2 times") {
		t.Errorf("decoding %s twice: %v, want an error naming %s given 2 times", f.Name, err, f.Name)
	}
	var noted []string
	for _, n := range Notes(l, q, nil) {
		noted = append(noted, n.Key)
	}
	if !slices.Equal(noted, []string{"aaa", "zzz"}) {
		t.Errorf("noticed %v, want [aaa zzz]", noted)
	}
}

// Whatever an address holds, the notice is one short line: at most five
// keys named, each echoed bounded and escaped, the rest counted.
func TestTheNoticeIsOneBoundedLineWhateverTheAddress(t *testing.T) {
	l := labs.All()[0]
	q := url.Values{"lab": {l.ID, "other"}, "view": {"nonsense"}, "lang": {"xx"}, "embed": {"yes"}, "controls": {"bogus"}}
	for i := range 100000 {
		q.Set("k"+strings.Repeat("x", i%300)+"\x1b[31m"+strconv.Itoa(i), "1")
	}
	notes := Notes(l, q, nil)
	if len(notes) < 100005 {
		t.Fatalf("%d notes for 100 005 problems", len(notes))
	}
	for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
		s := NoticeText(notes, lang)
		if len(s) > 1500 || strings.ContainsRune(s, 0x1b) {
			t.Errorf("notice in %s: %d bytes, escape %v: %.300q", lang, len(s), strings.ContainsRune(s, 0x1b), s)
		}
	}
	var keys []string
	for _, n := range Notes(l, url.Values{"lab": {l.ID, "x"}, "view": {"nonsense"}, "lang": {"xx"}, "embed": {"yes"}, "controls": {"bogus"}}, nil) {
		keys = append(keys, n.Key+"="+n.Value)
	}
	for _, want := range []string{"lab=", "view=nonsense", "lang=xx", "embed=yes", "controls=bogus"} {
		if !slices.Contains(keys, want) {
			t.Errorf("notes %q lack %s", keys, want)
		}
	}
}

// A value longer than any knob's is cut before the page holds it, at a
// character boundary and marked, and the values it shares are untouched.
func TestAValueLongerThanAnyKnobsIsCutBeforeThePageHoldsIt(t *testing.T) {
	long := strings.Repeat("ğ\x1b", 100000)
	shared := []string{long}
	raw := url.Values{"queue": shared, "lease": {"2s"}}
	got := BoundRaw(maps.Clone(raw))
	v := got.Get("queue")
	if len(v) > MaxRawValue+len("…") || !strings.HasSuffix(v, "…") || !utf8.ValidString(v) {
		t.Errorf("cut to %d bytes, valid UTF-8 %v: %.40q", len(v), utf8.ValidString(v), v)
	}
	if got.Get("lease") != "2s" || shared[0] != long {
		t.Error("a short value changed, or the caller's slice was written")
	}
}
