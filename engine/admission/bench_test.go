package admission

import (
	"net/url"
	"runtime"
	"testing"

	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
)

func BenchmarkDefaultRun(b *testing.B) {
	for b.Loop() {
		if _, err := Lab.Run(url.Values{}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// runHeavy runs query once per iteration and reports its events and the
// largest live heap seen while it ran (sampled every 50 000 events).
func runHeavy(b *testing.B, query string, viaNet bool) {
	q, err := url.ParseQuery(query)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		p, err := Lab.Decode(q)
		if err != nil {
			b.Fatal(err)
		}
		p.(*Params).viaNet = viaNet
		runtime.GC()
		peak := uint64(0)
		env := &lab.Env{ProgressEvery: 50_000, Progress: func(sim.Progress) {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapAlloc)
		}}
		res, err := Lab.RunParams(p, env)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(res.Summary.(*Summary).Modes[1].Requests), "requests")
		b.ReportMetric(float64(res.Stats.Events), "events")
		b.ReportMetric(float64(peak)/1e6, "peak-heap-MB")
	}
}

// BenchmarkWorstCase runs the heaviest in-bounds parameter sets (a goal:
// at most 3 s and a 256 MB heap in the tab, some 9 times slower than
// native): a one-second Poisson flood with backing-
// off clients into minute-long jobs — at the request cap, and the largest
// retry storm a burst may make.
func BenchmarkWorstCase(b *testing.B) {
	b.Run("poisson-backoff", func(b *testing.B) {
		runHeavy(b, "arrivals=poisson&rate=2e5&duration=1s&concurrency=1000&queue=1000&client=backoff&attempts=2&work=1m&slice=1ms", false)
	})
	b.Run("burst-immediate", func(b *testing.B) {
		runHeavy(b, "requests=40000&client=immediate&attempts=10&queue=0&concurrency=1&work=1ms", false)
	})
	b.Run("burst-backoff", func(b *testing.B) {
		runHeavy(b, "requests=40000&client=backoff&attempts=10&retry_after=60s&slice=1ms", false)
	})
	b.Run("poisson-queue", func(b *testing.B) {
		runHeavy(b, "arrivals=poisson&rate=2e5&duration=1s&concurrency=10000&queue=1000000&work=1m&work_dist=exp", false)
	})
}

// capQuery is a run at the request cap (200 000), over capacity
// (64 workers × 100 jobs/s = 6400/s < 8000/s) so both modes queue and the
// bounded one sheds.
const capQuery = "arrivals=poisson&rate=8000&duration=25s&concurrency=64&queue=64&work=10ms&work_dist=exp"

// BenchmarkCapPoisson is the largest open-loop run on the direct wire.
func BenchmarkCapPoisson(b *testing.B) { runHeavy(b, capQuery, false) }

// BenchmarkWire measures the same run through the in-memory network, the
// reason open-loop runs and big bursts take the direct wire.
func BenchmarkWire(b *testing.B) { runHeavy(b, capQuery, true) }

// codeCapQuery is the largest run code may decide (maxCodeAttempts
// requests, each tried once), over capacity (16 workers × 100 jobs/s =
// 1600/s < 2000/s) so both modes queue and the bounded one sheds.
const codeCapQuery = "arrivals=poisson&rate=2000&duration=25s&concurrency=16&queue=16&work=10ms&work_dist=exp"

// BenchmarkPolicy runs the same sets with the server's built-in rule and
// with the starter code deciding (the same runs, byte for byte): the
// lesson's values, the overload preset (a minute of Poisson arrivals with
// deadlines) and the largest run code may decide. calls/op is how many
// times the code is called (the attempts reaching the bounded server), so
// the difference per op over calls/op is one call's cost.
func BenchmarkPolicy(b *testing.B) {
	overload := ""
	for _, p := range Lab.Presets {
		if p.ID == "overload" {
			overload = p.Params
		}
	}
	for _, set := range []struct{ name, query string }{{"lesson", ""}, {"overload", overload}, {"cap", codeCapQuery}} {
		for _, code := range []bool{false, true} {
			name := set.name + "/built-in"
			if code {
				name = set.name + "/starter"
			}
			b.Run(name, func(b *testing.B) {
				q, err := url.ParseQuery(set.query)
				if err != nil {
					b.Fatal(err)
				}
				if code {
					q.Set(param.PolicyParam, starter)
				}
				calls := 0
				for b.Loop() {
					res, err := Lab.Run(q, nil)
					if err != nil {
						b.Fatal(err)
					}
					calls = res.Summary.(*Summary).stats[1].arrivals
				}
				b.ReportMetric(float64(calls), "calls/op")
			})
		}
	}
}
