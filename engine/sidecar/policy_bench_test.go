package sidecar

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"playground/engine/param"
	"playground/engine/policy"
)

// The starter code against the built-in rules, at the lesson's values and
// at the retry storm (20 members, every read turned away, 5 attempts):
// ns/op of each run, and how many times the run asks the code. "call" is
// one call of the starter code alone, as the sidecar asks it after a 503
// with a backoff to draw.
func BenchmarkSidecarStarterPolicy(b *testing.B) {
	for _, bc := range []struct{ name, query string }{
		{"lesson", ""},
		{"retry-storm", "members=20&read_fails=100&attempts=5"},
	} {
		for _, code := range []bool{false, true} {
			name := bc.name + "/built-in"
			if code {
				name = bc.name + "/starter"
			}
			b.Run(name, func(b *testing.B) {
				q, err := url.ParseQuery(bc.query)
				if err != nil {
					b.Fatal(err)
				}
				if code {
					q.Set(param.PolicyParam, Lab.Policy.Starter)
				}
				p, err := Lab.Decode(q)
				if err != nil {
					b.Fatal(err)
				}
				var res any
				for b.Loop() {
					r, err := Lab.RunParams(p, nil)
					if err != nil {
						b.Fatal(err)
					}
					res = r.Summary
				}
				if code {
					b.ReportMetric(float64(asked(res.(Summary), p.(*Params).Attempts)), "calls/op")
				}
			})
		}
	}
	b.Run("call", func(b *testing.B) {
		prog, err := policy.Load(hook, Lab.Policy.Starter)
		if err != nil {
			b.Fatal(err)
		}
		p := &Params{Attempts: 3, RetryOn: []int{502, 503, 504}, Backoff: 100e6, BackoffMax: 1e9}
		knobs, r := knobsArg(p, MethodsAll), &policy.Rand{R: rand.New(rand.NewPCG(1, 2))}
		for b.Loop() {
			// A fresh program now and then: the run's step budget is one run's.
			if prog.Steps() > policy.RunSteps/2 {
				prog, _ = policy.Load(hook, Lab.Policy.Starter)
			}
			policy.Must(prog, layerSidecar, policy.Struct{"method": "GET", "path": "/ceza/U-41", "idempotency_key": false},
				policy.Struct{"attempt": 1, "status": 503, "error": "", "elapsed_ms": 0.4, "call_ms": 0.4}, knobs, r)
		}
	})
}

// asked is how many times a run asks the code: after every try but the
// last the attempts allow, in every row.
func asked(s Summary, attempts int) int {
	n := 0
	for _, l := range append(append([]LayoutSummary{}, s.Layouts...), s.Fixes...) {
		for i, c := range l.Tries.ByTry {
			if i+1 < attempts {
				n += c
			}
		}
	}
	return n
}
