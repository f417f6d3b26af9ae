package ui

import (
	"net/url"
	"slices"
	"testing"

	"playground/engine/labs"
)

func TestEncodeQueryPutsLabFirstAndPageKeysLast(t *testing.T) {
	q := url.Values{"lang": {"en"}, "b": {"300ms"}, "lab": {"x"}, "a": {"2s"}, "pin": {"a=1s&seed=1"}, "view": {"sweep"}}
	got := encodeQuery(q)
	want := "lab=x&a=2s&b=300ms&lang=en&pin=a%3D1s%26seed%3D1&view=sweep"
	if got != want {
		t.Fatalf("encodeQuery = %q, want %q", got, want)
	}
	back, _ := url.ParseQuery(got)
	if back.Get("pin") != "a=1s&seed=1" {
		t.Fatalf("pin did not round-trip: %q", back.Get("pin"))
	}
}

func TestLabParamsDropsEveryPageKey(t *testing.T) {
	q := url.Values{"k": {"1"}}
	for _, k := range PageKeys {
		q.Set(k, "v")
	}
	if got := LabParams(q); len(got) != 1 || got.Get("k") != "1" {
		t.Fatalf("LabParams kept %v", got)
	}
}

// A page key that were also a lab parameter could not be set from a URL:
// the page would strip it.
func TestNoLabParameterIsAPageKey(t *testing.T) {
	for _, l := range labs.All() {
		for _, f := range l.New().Spec().Fields() {
			if IsPageKey(f.Name) {
				t.Errorf("lab %s has a parameter named like the page key %q", l.ID, f.Name)
			}
		}
	}
}

// The form starts from the URL's values (the last one when a key repeats)
// and names the keys that are no parameter and those given twice.
func TestFormValuesTakeTheURLAndNameStrangers(t *testing.T) {
	l := labs.All()[0]
	fields := l.New().Spec().Fields()
	f := fields[0]
	raw, ignored, twice := formValues(l, url.Values{f.Name: {"a", "b"}, "zzz": {"1"}, "aaa": {"2"}})
	if raw.Get(f.Name) != "b" {
		t.Errorf("%s = %q, want the last value b", f.Name, raw.Get(f.Name))
	}
	if len(raw) != len(fields) {
		t.Errorf("the form has %d values for %d fields", len(raw), len(fields))
	}
	if !slices.Equal(ignored, []string{"aaa", "zzz"}) {
		t.Errorf("ignored = %v, want [aaa zzz]", ignored)
	}
	if !slices.Equal(twice, []string{f.Name}) {
		t.Errorf("twice = %v, want [%s]", twice, f.Name)
	}
}
