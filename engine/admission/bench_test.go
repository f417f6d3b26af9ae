package admission

import (
	"net/url"
	"testing"

	"playground/engine/lab"
)

func BenchmarkDefaultRun(b *testing.B) {
	for b.Loop() {
		if _, err := Lab.Run(url.Values{}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// millionQuery is a 1,000,000-request open-loop run (rate × duration), over
// capacity (64 workers × 100 jobs/s = 6400/s < 8000/s) so both modes queue
// and the bounded one sheds.
const millionQuery = "arrivals=poisson&rate=8000&duration=125s&concurrency=64&queue=64&work=10ms&work_dist=exp"

func benchMillion(b *testing.B, viaNet bool) {
	q, _ := url.ParseQuery(millionQuery)
	for b.Loop() {
		p, err := Lab.Decode(q)
		if err != nil {
			b.Fatal(err)
		}
		p.(*Params).viaNet = viaNet
		res, err := Lab.RunParams(p, &lab.Env{})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(res.Summary.(*Summary).Modes[1].Requests), "requests")
		b.ReportMetric(float64(res.Stats.Events), "events")
	}
}

// BenchmarkMillionPoisson is the goal: ≤ 2 s natively.
func BenchmarkMillionPoisson(b *testing.B) { benchMillion(b, false) }

// BenchmarkWire measures the same run through the in-memory network, the
// reason the open-loop mode takes the direct wire.
func BenchmarkWire(b *testing.B) { benchMillion(b, true) }
