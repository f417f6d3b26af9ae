package registry

import (
	"errors"
	"net/url"
	"testing"

	"playground/engine/i18n"
	"playground/engine/param"
)

func TestValidationNamesFieldValueRule(t *testing.T) {
	cases := []struct{ query, field, value, msg string }{
		{"replicas=1", "replicas", "1", "replicas=1: must be between 2 and 10"},
		{"requests=0", "requests", "0", "requests=0: must be between 1 and 500"},
		{"lease=forever", "lease", "forever", "lease=forever: must be a duration such as 900ms, 1.5s or 1h30m: number-unit pairs (ns, us, µs, ms, s, m, h; decimals with a point), no sign or space; or a bare 0"},
		{"renew=900ms", "renew", "900ms", "renew=900ms: must be shorter than the lease (900 ms): a record lives only while it is renewed, so a renewal interval at or above the lease drops every living replica from the list between renewals"},
		{"resolve=dns", "resolve", "dns", "resolve=dns: must be exactly one of: phase, call, cache, watch"},
		{"wait_kill=1h", "wait_kill", "1h", "wait_kill=1h: must be between 0s and 10s"},
		{"colour=red", "colour", "red", ""},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.query)
		_, err := Lab.Decode(q)
		var errs param.Errors
		if !errors.As(err, &errs) {
			t.Errorf("%s: want param errors, got %v", c.query, err)
			continue
		}
		e := errs.For(c.field)
		if e == nil || e.Value != c.value {
			t.Errorf("%s: errors %v do not name %s=%s", c.query, errs, c.field, c.value)
			continue
		}
		if c.msg != "" && e.Error() != c.msg {
			t.Errorf("%s: %q, want %q", c.query, e.Error(), c.msg)
		}
	}
}

func TestDecodeEncodeRoundTrip(t *testing.T) {
	q, _ := url.ParseQuery("lease=2s&renew=500ms&replicas=4&resolve=cache&cache_ttl=1.5s&outage_at=2s&outage_for=300ms&seed=9")
	p, err := Lab.Decode(q)
	if err != nil {
		t.Fatal(err)
	}
	enc := p.Spec().Encode()
	p2, err := Lab.Decode(enc)
	if err != nil {
		t.Fatal(err)
	}
	a, b := p.Spec().Values(), p2.Spec().Values()
	for k, v := range a {
		if b[k] != v {
			t.Errorf("round trip changed %s: %s → %s", k, v, b[k])
		}
	}
	if got := enc.Encode(); got != "cache_ttl=1.5s&lease=2s&outage_at=2s&outage_for=300ms&renew=500ms&replicas=4&resolve=cache&seed=9" {
		t.Errorf("encoded %s", got)
	}
}

// A decoded parameter set must reach Run intact (the Spec is asked for again).
func TestDecodedValuesReachTheRun(t *testing.T) {
	res, s := run(t, "replicas=4&lease=2s")
	if s.StaticFileAddrs != 4 || res.Params["lease"] != "2s" {
		t.Errorf("static file %d addrs, params %v", s.StaticFileAddrs, res.Params)
	}
}

// resolve=cache:<ttl>, the compact form, is resolve=cache with
// cache_ttl=<ttl>; an explicit cache_ttl wins; a bad ttl names cache_ttl.
func TestResolveCacheShorthand(t *testing.T) {
	for _, c := range []struct{ query, ttl, err string }{
		{"resolve=cache:2s", "2s", ""},
		{"resolve=cache:2s&cache_ttl=500ms", "500ms", ""},
		{"resolve=cache:soon", "", "cache_ttl=soon: must be a duration such as 900ms, 1.5s or 1h30m: number-unit pairs (ns, us, µs, ms, s, m, h; decimals with a point), no sign or space; or a bare 0"},
		{"resolve=dns:2s", "", "resolve=dns:2s: must be exactly one of: phase, call, cache, watch"},
	} {
		q, _ := url.ParseQuery(c.query)
		p, err := Lab.Decode(q)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s: err %v, want %q", c.query, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.query, err)
		}
		v := p.Spec().Values()
		if v["resolve"] != "cache" || v["cache_ttl"] != c.ttl {
			t.Errorf("%s: resolve=%s cache_ttl=%s", c.query, v["resolve"], v["cache_ttl"])
		}
	}
	// The compact form runs exactly as the two fields do.
	a, _ := run(t, "resolve=cache:2s")
	b, _ := run(t, "resolve=cache&cache_ttl=2s")
	if a.Text(i18n.EN) != b.Text(i18n.EN) {
		t.Fatal("resolve=cache:2s and resolve=cache&cache_ttl=2s differ")
	}
}
