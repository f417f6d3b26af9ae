package pagekey

import (
	"net/url"
	"testing"

	"playground/engine/labs"
)

func TestEncodeQueryPutsLabFirstAndPageKeysLast(t *testing.T) {
	q := url.Values{"lang": {"en"}, "b": {"300ms"}, "lab": {"x"}, "a": {"2s"}, "pin": {"a=1s&seed=1"}, "view": {"sweep"}}
	got := Encode(q)
	want := "lab=x&a=2s&b=300ms&lang=en&pin=a%3D1s%26seed%3D1&view=sweep"
	if got != want {
		t.Fatalf("Encode = %q, want %q", got, want)
	}
	back, _ := url.ParseQuery(got)
	if back.Get("pin") != "a=1s&seed=1" {
		t.Fatalf("pin did not round-trip: %q", back.Get("pin"))
	}
}

func TestLabParamsDropsEveryPageKey(t *testing.T) {
	q := url.Values{"k": {"1"}}
	for _, k := range Keys() {
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
			if Is(f.Name) {
				t.Errorf("lab %s has a parameter named like the page key %q", l.ID, f.Name)
			}
		}
	}
}

// A key has one owner: declaring a key twice, or one of the shell's, is a
// programming error the program stops at as it starts.
func TestAKeyDeclaredTwiceOrAShellKeyPanics(t *testing.T) {
	Declare("pagekey-test")
	for _, k := range []string{"pagekey-test", "lab", "charts"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("declaring %q again did not panic", k)
				}
			}()
			Declare(k)
		}()
	}
	if !Is("pagekey-test") || Keys()[len(Shell)] != "pagekey-test" {
		t.Errorf("a declared key is a page key after the shell's: %v", Keys())
	}
}
