package sim

import (
	"testing"
	"time"
)

// BenchmarkKernelEvents measures the event loop alone: a self-rescheduling
// callback with a thousand others pending, so the heap has real depth.
func BenchmarkKernelEvents(b *testing.B) {
	s := New(1, Limits{MaxEvents: 1 << 62, MaxTime: 1 << 62})
	left := b.N
	var tick func()
	tick = func() {
		if left--; left > 0 {
			s.After(time.Duration(1+s.Rand().IntN(1000))*time.Microsecond, tick)
		}
	}
	for i := 0; i < 1000; i++ {
		s.At(time.Duration(i)*time.Microsecond, tick)
	}
	b.ResetTimer()
	if err := s.Run(); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(s.Events())/b.Elapsed().Seconds(), "events/s")
}

// BenchmarkKernelProcessSleep measures blocking-style processes: each Sleep
// is one event, and the four sleepers take turns, so each wake is one handoff
// of the baton (proc.go).
func BenchmarkKernelProcessSleep(b *testing.B) {
	s := New(1, Limits{MaxEvents: 1 << 62, MaxTime: 1 << 62})
	for w := 0; w < 4; w++ {
		s.Go("sleeper", func(p *Proc) {
			for i := 0; i < b.N/4+1; i++ {
				p.Sleep(time.Millisecond)
			}
		})
	}
	b.ResetTimer()
	if err := s.Run(); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(s.Events())/b.Elapsed().Seconds(), "events/s")
}
