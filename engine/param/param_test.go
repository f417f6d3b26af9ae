package param

import (
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"strings"
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
	ruleRenew = i18n.Text{TR: "yenileme (%s) kira süresinden (%s) kısa olmalı", EN: "renew (%s) must be shorter than the lease (%s)"}
)

func (k *knobs) spec() *Spec {
	s := New()
	s.Duration(&k.Lease, "lease", 900*time.Millisecond, time.Millisecond, time.Minute)
	s.Duration(&k.Renew, "renew", 300*time.Millisecond, time.Millisecond, time.Minute)
	s.Int(&k.N, "requests", 6, 1, 1000)
	s.Float(&k.Ratio, "ratio", 0.5, 0, 1)
	s.Enum(&k.Mode, "resolve", "phase", "phase", "call", "watch")
	s.IntList(&k.Codes, "retry_on", []int{502, 503, 504}, 100, 599, 1, 10)
	s.Bool(&k.Verbose, "verbose", false)
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
	in, _ := url.ParseQuery("lease=2.5s&renew=1s&requests=10&ratio=0.25&resolve=watch&retry_on=503&verbose=true&seed=77")
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
	// An empty list is refused, like an empty value of any kind.
	if err := s.Decode(url.Values{"retry_on": {""}}); err == nil {
		t.Fatalf("empty list accepted: %v", k.Codes)
	}
}

func TestErrorsNameFieldValueAndRuleInBothLanguages(t *testing.T) {
	var k knobs
	s := k.spec()
	q, _ := url.ParseQuery("lease=soon&requests=0&resolve=dns&retry_on=503,abc&bogus=1")
	err := s.Decode(q)
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("err = %v", err)
	}
	wantEN := `bogus=1: unknown parameter; valid ones: lease, renew, requests, ratio, resolve, retry_on, verbose, seed
lease=soon: must be a duration such as 900ms, 1.5s or 1h30m: number-unit pairs (ns, us, µs, ms, s, m, h; decimals with a point), no sign or space; or a bare 0
requests=0: must be between 1 and 1000
resolve=dns: must be exactly one of: phase, call, watch
retry_on=503,abc: must be whole numbers separated by commas such as 502,503, each digits only (100–599); no spaces or empty items`
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

func TestAKeyGivenTwiceIsAnErrorNamingIt(t *testing.T) {
	var k knobs
	err := k.spec().Decode(url.Values{"requests": {"abc", "5"}})
	if err == nil || err.Error() != "requests=abc,5: given 2 times; give each parameter once" {
		t.Fatalf("err = %v", err)
	}
}

func TestSeedWordsAreNotWholeNumbers(t *testing.T) {
	var k knobs
	for v, want := range map[string]string{
		"abc":                  "seed=abc: must be a whole number, digits only (e.g. 3): no sign, space or point",
		"1.5":                  "seed=1.5: must be a whole number, digits only (e.g. 3): no sign, space or point",
		"-1":                   "seed=-1: must be a whole number, digits only (e.g. 3): no sign, space or point",
		"9007199254740992":     "seed=9007199254740992: must be between 0 and 9007199254740991",
		"99999999999999999999": "seed=99999999999999999999: must be between 0 and 9007199254740991",
	} {
		if err := k.spec().Decode(url.Values{"seed": {v}}); err == nil || err.Error() != want {
			t.Errorf("seed=%s: %v, want %s", v, err, want)
		}
	}
}

func TestErrorsQuoteAtMost80CharactersAndEscapeControls(t *testing.T) {
	var k knobs
	long := strings.Repeat("x", 500)
	err := k.spec().Decode(url.Values{"lease": {long}})
	if got, want := err.Error(), "lease="+strings.Repeat("x", 80)+"…: "+ruleDuration.EN; got != want {
		t.Errorf("long value: %q", got)
	}
	err = k.spec().Decode(url.Values{"lease": {"a\x1b[2Jb"}})
	if got := err.Error(); got != `lease="a\x1b[2Jb": `+ruleDuration.EN {
		t.Errorf("control characters: %q", got)
	}
}

func TestManyUnknownKeysAreSortedOnceAndCut(t *testing.T) {
	var k knobs
	q := url.Values{}
	for i := range 100000 {
		q.Set(fmt.Sprintf("k%06d", i), "1")
	}
	err := k.spec().Decode(q)
	var es Errors
	if !errors.As(err, &es) || len(es) != maxReported+1 || es[0].Field != "k000000" {
		t.Fatalf("got %d errors, first %v", len(es), es[0])
	}
	if got := es[maxReported].Error(); got != `k000005="": and 99995 more unknown parameters` {
		t.Errorf("last: %s", got)
	}
}

// A range error's duration bounds are values a learner types: Go's grammar,
// without its zero units.
func TestCompactDurationsAreValuesWithoutZeroUnits(t *testing.T) {
	for d, want := range map[time.Duration]string{
		50 * time.Millisecond: "50ms", 30 * time.Second: "30s", time.Minute: "1m", 12 * time.Hour: "12h",
		90 * time.Minute: "1h30m", 1500 * time.Millisecond: "1.5s", 0: "0s", time.Hour + time.Second: "1h0m1s",
	} {
		if got := Compact(d); got != want {
			t.Errorf("Compact(%v) = %q, want %q", d, got, want)
		}
		if back, err := time.ParseDuration(Compact(d)); err != nil || back != d {
			t.Errorf("%q reads back as %v, %v", Compact(d), back, err)
		}
	}
}
