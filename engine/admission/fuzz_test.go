package admission

import (
	"errors"
	"net/url"
	"testing"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/param"
)

// FuzzParams runs any decodable query. In-bounds input must run to the end:
// a cap error (lab.RunError) is a failure, as is any other error, and every
// run keeps the invariants and prints only true readings.
func FuzzParams(f *testing.F) {
	for _, q := range append(append([]string{}, readingGrid...),
		"concurrency=10000&queue=1000000&requests=100000&work=1ms",
		"arrivals=poisson&rate=1000000&duration=1s&concurrency=10000&work=1ms",
		"slice=1ms&work=1m&requests=1000&concurrency=100",
		"client=backoff&attempts=10&retry_after=60s&requests=100",
		"limit=gradient2&queue=0",
		"critical=1&reserve=9999&concurrency=10000",
		"arrivals=poisson&rate=0.01&duration=12h&work=1m&client=backoff&attempts=9&retry_after=60s",
		"arrivals=poisson&rate=1&duration=12h&seed=9",
		"seed=abc", "queue=-1", "max_limit=5") {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, query string) {
		q, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		p, err := Lab.Decode(q)
		if err != nil {
			var perr param.Errors
			if !errors.As(err, &perr) {
				t.Fatalf("%q: decode error is no param error: %v", query, err)
			}
			return
		}
		// Keep fuzzing quick: big (valid) runs are the benchmarks' business.
		if pp := p.(*Params); pp.expected()*float64(pp.tries()) > 20000 {
			return
		}
		res, err := Lab.RunParams(p, &lab.Env{})
		if err != nil {
			var cap *lab.RunError
			if errors.As(err, &cap) {
				t.Fatalf("%q: an in-bounds run hit a cap: %v", query, err)
			}
			t.Fatalf("%q: %v", query, err)
		}
		checkRun(t, query, res)
		pp, s := p.(*Params), res.Summary.(*Summary)
		for _, c := range pp.reading(s) {
			claimHolds(t, query, pp, res, c)
		}
		labtest.CheckWords(t, Lab, query, res)
		checkScene(t, query, res)
	})
}
