package param

import (
	"errors"
	"net/url"
	"reflect"
	"testing"
	"time"

	"playground/engine/i18n"
)

type knobs struct {
	Lease   time.Duration
	Renew   time.Duration
	N       int
	Ratio   float64
	Mode    string
	Codes   []int
	Verbose bool
	Seed    uint64
}

var (
	txt       = i18n.Plain("x")
	ruleRenew = i18n.Add("param.test.renew", "yenileme (%s) kira süresinden (%s) kısa olmalı", "renew (%s) must be shorter than the lease (%s)")
)

func (k *knobs) spec() *Spec {
	s := &Spec{}
	s.Duration(&k.Lease, "lease", 900*time.Millisecond, time.Millisecond, time.Minute, txt, txt)
	s.Duration(&k.Renew, "renew", 300*time.Millisecond, time.Millisecond, time.Minute, txt, txt)
	s.Int(&k.N, "requests", 6, 1, 1000, txt, txt)
	s.Float(&k.Ratio, "ratio", 0.5, 0, 1, txt, txt)
	s.Enum(&k.Mode, "resolve", "phase", []string{"phase", "call", "watch"}, txt, txt)
	s.IntList(&k.Codes, "retry_on", []int{502, 503, 504}, 100, 599, 0, 10, txt, txt)
	s.Bool(&k.Verbose, "verbose", false, txt, txt)
	s.Seed(&k.Seed, 1)
	s.Check(func() *Error {
		if k.Renew >= k.Lease {
			return Errorf("renew", k.Renew.String(), ruleRenew, k.Renew, k.Lease)
		}
		return nil
	})
	return s
}

func TestDefaultsAndRoundTrip(t *testing.T) {
	var k knobs
	s := k.spec()
	if k.N != 0 {
		t.Fatal("binding changed the value")
	}
	s.Reset()
	want := knobs{900 * time.Millisecond, 300 * time.Millisecond, 6, 0.5, "phase", []int{502, 503, 504}, false, 1}
	if !reflect.DeepEqual(k, want) {
		t.Fatalf("defaults = %+v", k)
	}
	if q := s.Encode(); len(q) != 0 {
		t.Fatalf("defaults encode to %v, want nothing", q)
	}
	in, _ := url.ParseQuery("lease=2.5s&renew=1s&requests=10&ratio=0.25&resolve=watch&retry_on=503,&verbose=true&seed=77")
	if err := s.Decode(in); err != nil {
		t.Fatal(err)
	}
	enc := s.Encode("seed")
	if got := enc.Encode(); got != "lease=2.5s&ratio=0.25&renew=1s&requests=10&resolve=watch&retry_on=503&seed=77&verbose=true" {
		t.Fatalf("encoded %s", got)
	}
	var k2 knobs
	s2 := k2.spec()
	if err := s2.Decode(enc); err != nil || !reflect.DeepEqual(k, k2) {
		t.Fatalf("round trip: %v\n%+v\n%+v", err, k, k2)
	}
	// An empty list is a valid value and survives the trip.
	if err := s.Decode(url.Values{"retry_on": {""}}); err != nil || len(k.Codes) != 0 || s.Encode().Get("retry_on") != "" {
		t.Fatalf("empty list: %v %v", err, k.Codes)
	}
}

func TestErrorsNameFieldValueAndRuleInBothLanguages(t *testing.T) {
	var k knobs
	s := k.spec()
	q, _ := url.ParseQuery("lease=soon&requests=0&resolve=dns&retry_on=503,abc&bogus=1&lab=registry")
	err := s.Decode(q, "lab")
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("err = %v", err)
	}
	wantEN := `bogus=1: unknown parameter; valid ones: lease, renew, requests, ratio, resolve, retry_on, verbose, seed
lease=soon: must be a duration (e.g. 900ms, 1.5s, 2m)
requests=0: must be between 1 and 1000
resolve=dns: must be one of: phase, call, watch
retry_on=503,abc: must be comma-separated whole numbers (each 100–599)`
	if es.In(i18n.EN) != wantEN {
		t.Fatalf("EN:\n%s\nwant:\n%s", es.In(i18n.EN), wantEN)
	}
	if got := es.For("requests").In(i18n.TR); got != "requests=0: 1 ile 1000 arasında olmalı" {
		t.Fatalf("TR: %s", got)
	}
	// Cross-field rules run once the fields themselves are valid.
	err = s.Decode(url.Values{"renew": {"1s"}})
	if err == nil || err.Error() != "renew=1s: renew (1s) must be shorter than the lease (900ms)" {
		t.Fatalf("cross-field: %v", err)
	}
	if got := err.(Errors).In(i18n.TR); got != "renew=1s: yenileme (1s) kira süresinden (900ms) kısa olmalı" {
		t.Fatalf("cross-field TR: %s", got)
	}
}

func TestDecodeResetsToDefaults(t *testing.T) {
	var k knobs
	s := k.spec()
	if err := s.Decode(url.Values{"requests": {"9"}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Decode(url.Values{}); err != nil || k.N != 6 {
		t.Fatalf("requests = %d after decoding an empty query, want the default 6", k.N)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add("lease=1s&renew=2s")
	f.Add("retry_on=,,,&seed=9007199254740993")
	f.Add("ratio=NaN&requests=-1")
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		var k knobs
		s := k.spec()
		if s.Decode(q) == nil {
			// Whatever decodes must round-trip exactly.
			var k2 knobs
			if err := k2.spec().Decode(s.Encode()); err != nil || !reflect.DeepEqual(k, k2) {
				t.Fatalf("round trip of %q: %v", raw, err)
			}
		}
	})
}
