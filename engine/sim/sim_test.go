package sim

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// Events at the same time run in scheduling order; earlier times first.
func TestSimultaneousEventsRunInSchedulingOrder(t *testing.T) {
	s := New(1, Limits{})
	var got []string
	for _, name := range []string{"a", "b", "c"} {
		s.At(10*time.Millisecond, func() { got = append(got, name) })
	}
	s.At(5*time.Millisecond, func() { got = append(got, "early") })
	s.At(10*time.Millisecond, func() {
		got = append(got, "d")
		s.At(10*time.Millisecond, func() { got = append(got, "e (scheduled during d)") })
	})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want := "early,a,b,c,d,e (scheduled during d)"
	if strings.Join(got, ",") != want {
		t.Fatalf("order = %q, want %q", strings.Join(got, ","), want)
	}
	if s.Now() != 10*time.Millisecond || s.Events() != 6 {
		t.Fatalf("now=%v events=%d, want 10ms and 6", s.Now(), s.Events())
	}
}

// Processes interleave by virtual time only: the lesson's blocking style.
func TestProcessesInterleaveByVirtualTime(t *testing.T) {
	s := New(1, Limits{})
	var log []string
	for i, step := range []time.Duration{300 * time.Millisecond, 200 * time.Millisecond} {
		s.Go(fmt.Sprint("p", i), func(p *Proc) {
			for k := 0; k < 3; k++ {
				p.Sleep(step)
				log = append(log, fmt.Sprintf("%s@%v", p.Name(), p.Now()))
			}
		})
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want := "p1@200ms p0@300ms p1@400ms p0@600ms p1@600ms p0@900ms"
	if got := strings.Join(log, " "); got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestFutureWakesWaitersInOrderAndFirstResolveWins(t *testing.T) {
	s := New(1, Limits{})
	f := NewFuture[int](s)
	var log []string
	for _, n := range []string{"w1", "w2"} {
		s.Go(n, func(p *Proc) { v := f.Wait(p); log = append(log, fmt.Sprintf("%s=%d@%v", n, v, p.Now())) })
	}
	f.Then(func(v int) { log = append(log, fmt.Sprintf("then=%d", v)) })
	s.At(30*time.Millisecond, func() {
		if !f.Resolve(7) {
			t.Error("first Resolve lost")
		}
	})
	s.At(40*time.Millisecond, func() {
		if f.Resolve(9) {
			t.Error("second Resolve won")
		}
	})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(log, " "), "w1=7@30ms w2=7@30ms then=7"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestEventCapEndsARunawayRun(t *testing.T) {
	s := New(1, Limits{MaxEvents: 1000})
	var tick func()
	tick = func() { s.After(time.Millisecond, tick) }
	s.At(0, tick)
	err := s.Run()
	var ce *CapError
	if !errors.As(err, &ce) || !errors.Is(err, ErrEventCap) || ce.Events != 1000 {
		t.Fatalf("err = %v, want event cap after 1000 events", err)
	}
}

func TestTimeCapEndsARunAndUnwindsParkedProcesses(t *testing.T) {
	s := New(1, Limits{MaxTime: time.Second})
	unwound := 0
	for i := 0; i < 3; i++ {
		s.Go("forever", func(p *Proc) {
			defer func() { unwound++ }()
			for {
				p.Sleep(100 * time.Millisecond)
			}
		})
	}
	err := s.Run()
	if !errors.Is(err, ErrTimeCap) {
		t.Fatalf("err = %v, want time cap", err)
	}
	if unwound != 3 {
		t.Fatalf("unwound %d processes, want 3", unwound)
	}
	if s.Now() > time.Second {
		t.Fatalf("clock passed the cap: %v", s.Now())
	}
}

// A panicking lab process ends the run with an error instead of crashing.
func TestProcessPanicBecomesError(t *testing.T) {
	s := New(1, Limits{})
	s.Go("bad", func(p *Proc) { p.Sleep(time.Millisecond); panic("boom") })
	s.Go("waiter", func(p *Proc) { p.Sleep(time.Hour) })
	err := s.Run()
	if err == nil || !strings.Contains(err.Error(), `process "bad" failed: boom`) {
		t.Fatalf("err = %v", err)
	}
}

func TestRunUntilStopsAndResumes(t *testing.T) {
	s := New(1, Limits{})
	n := 0
	s.Go("ticker", func(p *Proc) {
		for i := 0; i < 10; i++ {
			p.Sleep(100 * time.Millisecond)
			n++
		}
	})
	if err := s.RunUntil(450 * time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if n != 4 || s.Now() != 450*time.Millisecond {
		t.Fatalf("n=%d now=%v, want 4 at 450ms", n, s.Now())
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if n != 10 {
		t.Fatalf("n=%d after resuming, want 10", n)
	}
}

func TestSeededRandIsReproducible(t *testing.T) {
	draw := func(seed uint64) string {
		r := New(seed, Limits{}).Rand()
		return fmt.Sprint(r.Uint64(), r.IntN(1000), r.ExpFloat64())
	}
	if a, b := draw(42), draw(42); a != b {
		t.Fatal("same seed, different draws")
	}
	if draw(42) == draw(43) {
		t.Fatal("different seeds, same draws")
	}
	// Pinned so native and wasm builds are held to the same stream.
	if got, want := draw(1), "9729921568035403839 30 0.7658721987451748"; got != want {
		t.Fatalf("draw(1) = %s, want %s", got, want)
	}
}

func TestProgressHookSeesEveryNthEvent(t *testing.T) {
	s := New(1, Limits{})
	var seen []uint64
	s.OnProgress(10, func(p Progress) { seen = append(seen, p.Events) })
	for i := 0; i < 35; i++ {
		s.At(time.Duration(i), func() {})
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(seen) != "[10 20 30]" {
		t.Fatalf("progress at %v", seen)
	}
}

// Stop from a progress hook ends the run at once and unwinds its processes.
func TestStopFromProgressHookEndsTheRun(t *testing.T) {
	s := New(1, Limits{})
	errGone := errors.New("input changed")
	unwound := 0
	s.Go("worker", func(p *Proc) {
		defer func() { unwound++ }()
		for {
			p.Sleep(time.Millisecond)
		}
	})
	s.OnProgress(100, func(pr Progress) {
		if pr.Events == 500 {
			s.Stop(errGone)
		}
	})
	if err := s.Run(); err != errGone {
		t.Fatalf("err = %v, want %v", err, errGone)
	}
	if s.Events() != 500 || unwound != 1 {
		t.Fatalf("events %d, unwound %d; want 500 and 1", s.Events(), unwound)
	}
}

// A horizon ends a run that would go on (a timer renewing every 10 ms for
// a day) at its moment, as if no event were left: no error, the clock at
// the horizon, the end hooks called once, parked processes unwound.
func TestAHorizonEndsARunAtItsMomentAndCallsTheEndHooks(t *testing.T) {
	s := New(1, Limits{Horizon: 2 * time.Second})
	ticks := 0
	var tick func()
	tick = func() { ticks++; s.After(10*time.Millisecond, tick) }
	s.At(0, tick)
	unwound := false
	s.Go("waiter", func(p *Proc) {
		defer func() { unwound = true }()
		p.Sleep(24 * time.Hour)
	})
	ends := 0
	s.OnEnd(func() { ends++ })
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if s.Now() != 2*time.Second || ticks != 201 || ends != 1 || !s.Cut() || !unwound {
		t.Fatalf("now %v, ticks %d, end hooks %d, cut %v, unwound %v; want 2s, 201, 1, true, true", s.Now(), ticks, ends, s.Cut(), unwound)
	}
}

// A run that ends before its horizon is not cut, and its clock stays at its
// last event; its end hooks run all the same.
func TestARunThatEndsBeforeItsHorizonIsNotCut(t *testing.T) {
	s := New(1, Limits{Horizon: time.Hour})
	s.At(3*time.Millisecond, func() {})
	ends := 0
	s.OnEnd(func() { ends++ })
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if s.Now() != 3*time.Millisecond || s.Cut() || ends != 1 {
		t.Fatalf("now %v, cut %v, end hooks %d", s.Now(), s.Cut(), ends)
	}
}

// A run whose only events left are passive (a fault's moment after the
// run's work) ends where its work ended, horizon or not: it is not cut,
// and the passive event never runs (nor drags the clock to it).
func TestARunWithOnlyPassiveEventsLeftEndsWhereItsWorkEnded(t *testing.T) {
	for _, h := range []time.Duration{0, time.Second} {
		s := New(1, Limits{Horizon: h})
		s.At(3*time.Millisecond, func() {})
		s.AtPassive(time.Hour, func() { t.Error("a passive event after the run's work ran") })
		if err := s.Run(); err != nil {
			t.Fatal(err)
		}
		if s.Cut() || s.Now() != 3*time.Millisecond {
			t.Fatalf("horizon %v: cut %v at %v", h, s.Cut(), s.Now())
		}
	}
}

// An event that is work only while something holds (a call's timeout
// while the call waits) makes a run cut at its horizon only if it holds
// then.
func TestAnEventNoLongerLiveDoesNotMakeARunCut(t *testing.T) {
	for _, live := range []bool{false, true} {
		s := New(1, Limits{Horizon: time.Second})
		s.At(time.Millisecond, func() {})
		s.AfterIf(time.Hour, func() {}, func() bool { return live })
		if err := s.Run(); err != nil {
			t.Fatal(err)
		}
		if s.Cut() != live {
			t.Errorf("a leftover event live=%v: cut %v", live, s.Cut())
		}
	}
}

// A long step outside the event loop (a burst opened before the run, an
// end hook finishing the calls a stall held) ticks the progress hook, so
// a page pauses there too; without a hook a tick does nothing.
func TestTickCallsTheProgressHookOutsideTheEventLoop(t *testing.T) {
	s := New(1, Limits{})
	s.Tick()
	var seen []Progress
	s.OnProgress(1000, func(p Progress) { seen = append(seen, p) })
	s.At(5*time.Millisecond, func() {})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !s.Tick() {
		t.Error("a tick says a run that was not stopped is over")
	}
	if len(seen) != 1 || seen[0].Events != 1 || seen[0].Now != 5*time.Millisecond {
		t.Errorf("ticks seen %+v, want one at 1 event, 5ms", seen)
	}
}

// A tick tells the loop that ticks when the run was called off (by its
// hook, or before), so the loop ends there rather than at its own end.
func TestTickSaysWhenTheRunWasStopped(t *testing.T) {
	s := New(1, Limits{})
	calls := 0
	s.OnProgress(1000, func(Progress) {
		if calls++; calls == 2 {
			s.Stop(errors.New("called off"))
		}
	})
	if !s.Tick() {
		t.Error("the first tick says the run is over")
	}
	if s.Tick() {
		t.Error("the tick whose hook stopped the run says it goes on")
	}
	if s.Tick() {
		t.Error("a tick after the stop says the run goes on")
	}
}
