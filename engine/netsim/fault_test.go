package netsim

import (
	"errors"
	"testing"
	"time"

	"playground/engine/fault"
	"playground/engine/sim"
)

// callAt starts a call from "client" at t.
func callAt(s *sim.Sim, n *Net, t time.Duration, opt Options) *outcome {
	o := &outcome{}
	s.Go("client", func(p *sim.Proc) {
		p.Sleep(t)
		o.resp, o.err = n.Call(p, "client", "127.0.0.1:9000", &Request{Path: "/a"}, opt)
		o.at = p.Now()
	})
	return o
}

func faults(t *testing.T, s string) []fault.Fault {
	t.Helper()
	fs, err := fault.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// A killed node refuses the calls after its kill; a restart takes calls
// again.
func TestAKilledNodeRefusesCallsUntilItRestarts(t *testing.T) {
	s, n, _ := rig(t)
	n.Apply(faults(t, "kill:127.0.0.1:9000@1s,restart:127.0.0.1:9000@2s"))
	before, during, after := callAt(s, n, 500*time.Millisecond, Options{}), callAt(s, n, 1500*time.Millisecond, Options{}), callAt(s, n, 2500*time.Millisecond, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if before.err != nil || !errors.Is(during.err, ErrRefused) || after.err != nil {
		t.Errorf("before %v, during %v, after %v: want ok, refused, ok", before.err, during.err, after.err)
	}
}

// A stalled node takes a request that reaches it when the stall ends.
func TestAStalledNodeHoldsRequestsUntilTheStallEnds(t *testing.T) {
	s, n, _ := rig(t)
	n.Apply(faults(t, "stall:127.0.0.1:9000@1s+500ms"))
	o := callAt(s, n, time.Second, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if want := 1500*time.Millisecond + work + DefaultLatency; o.err != nil || o.at != want {
		t.Errorf("answered at %v (%v), want %v", o.at, o.err, want)
	}
}

// A link that drops loses the request: the caller's timeout fires, or
// without one the call fails when the drop ends. Other links are untouched.
func TestADroppingLinkLosesTheRequest(t *testing.T) {
	s, n, node := rig(t)
	n.Apply(faults(t, "drop:client>127.0.0.1:9000@1s+200ms,drop:other>127.0.0.1:9000@0s+10s"))
	timed := callAt(s, n, time.Second, Options{Timeout: 100 * time.Millisecond})
	bare := callAt(s, n, time.Second, Options{})
	later := callAt(s, n, 1300*time.Millisecond, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(timed.err, ErrTimeout) || timed.at != 1100*time.Millisecond {
		t.Errorf("with a timeout: %v at %v, want a timeout at 1.1s", timed.err, timed.at)
	}
	if !errors.Is(bare.err, ErrDropped) || bare.at != 1200*time.Millisecond {
		t.Errorf("without: %v at %v, want dropped at 1.2s", bare.err, bare.at)
	}
	if later.err != nil || node.Served != 1 {
		t.Errorf("after the drop: %v, served %d; want one answered call", later.err, node.Served)
	}
}

// A delayed link carries a request sent while it lasts that much later.
func TestADelayedLinkCarriesTheRequestLater(t *testing.T) {
	s, n, _ := rig(t)
	n.Apply(faults(t, "delay:client>127.0.0.1:9000@0s+1s"))
	o := callAt(s, n, 0, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if want := time.Second + work + 2*DefaultLatency; o.err != nil || o.at != want {
		t.Errorf("answered at %v (%v), want %v", o.at, o.err, want)
	}
}

// A killed node's process sends nothing either: its calls fail at once
// and leave no trace.
func TestAKilledNodeSendsNothing(t *testing.T) {
	s, n, _ := rig(t)
	n.Listen("127.0.0.1:9001", func(req *Request, respond func(*Response)) { respond(&Response{Status: 200}) })
	n.Apply(faults(t, "kill:127.0.0.1:9001@1s"))
	var before, after error
	s.Go("renewals", func(p *sim.Proc) {
		_, before = n.Call(p, "127.0.0.1:9001", "127.0.0.1:9000", &Request{Path: "/renew"}, Options{})
		p.Sleep(time.Second)
		_, after = n.Call(p, "127.0.0.1:9001", "127.0.0.1:9000", &Request{Path: "/renew"}, Options{})
	})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if before != nil || !errors.Is(after, ErrSenderDead) || len(n.Trace()) != 1 {
		t.Errorf("before the kill %v, after %v, %d traced; want ok, dead, 1", before, after, len(n.Trace()))
	}
}

// A fault's kill takes the calls the node holds with it: their callers see
// the connection reset at the kill, not when the work would have ended;
// and a process restarted meanwhile never answers a request its previous
// life took. The node's watchers hear both.
func TestAKillResetsHeldCallsAtOnceAndARestartedNodeNeverAnswersItsPreviousLife(t *testing.T) {
	s, n, node := rig(t)
	var heard []bool
	node.Watch(func(alive bool) { heard = append(heard, alive) })
	n.Apply(faults(t, "kill:127.0.0.1:9000@10ms,restart:127.0.0.1:9000@20ms"))
	held := callAt(s, n, 0, Options{})
	after := callAt(s, n, 30*time.Millisecond, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(held.err, ErrReset) || held.at != 10*time.Millisecond {
		t.Errorf("held call: %v at %v, want reset at 10ms", held.err, held.at)
	}
	if after.err != nil {
		t.Errorf("call after the restart: %v", after.err)
	}
	if len(heard) != 2 || heard[0] || !heard[1] {
		t.Errorf("watchers heard %v, want [false true]", heard)
	}
	if len(n.Trace()) != 2 || n.Trace()[0].Status != 0 {
		t.Errorf("trace %+v: the held call must end unanswered", n.Trace())
	}
}

// A timeout that fires while a stall holds the request says the handler
// never had it; one that fires while the handler works does not. Both are
// timeouts and read the same.
func TestATimeoutTellsWhetherTheHandlerHadTheRequest(t *testing.T) {
	s, n, _ := rig(t)
	n.Apply(faults(t, "stall:127.0.0.1:9000@1s+500ms"))
	held := callAt(s, n, time.Second, Options{Timeout: 100 * time.Millisecond})
	working := callAt(s, n, 0, Options{Timeout: work / 2})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(held.err, ErrTimeoutUnserved) || !errors.Is(held.err, ErrTimeout) || held.err.Error() != ErrTimeout.Error() {
		t.Errorf("held by the stall: %v, want an unserved timeout", held.err)
	}
	if !errors.Is(working.err, ErrTimeout) || errors.Is(working.err, ErrTimeoutUnserved) {
		t.Errorf("timed out while worked on: %v, want a served timeout", working.err)
	}
}

// A stall that outlasts the run holds its calls to the run's end: the
// horizon stops the run there, and the trace records each call still
// open then as unanswered at that moment, served or not.
func TestACallAStallHoldsPastTheHorizonIsRecordedAtTheRunsEnd(t *testing.T) {
	s := sim.New(1, sim.Limits{Horizon: 3 * time.Second})
	n := New(s)
	n.Serve("127.0.0.1:9000", func(p *sim.Proc, req *Request) *Response {
		p.Sleep(work)
		return &Response{Status: 200}
	})
	n.Apply(faults(t, "stall:127.0.0.1:9000@1s+23h"))
	early, held := callAt(s, n, 0, Options{}), callAt(s, n, 1500*time.Millisecond, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if early.err != nil || held.err != nil || held.resp != nil {
		t.Errorf("early %v; held %v %v: the held call's process is unwound, not answered", early.err, held.err, held.resp)
	}
	tr := n.Trace()
	if len(tr) != 2 || tr[1].Err != ErrRunEnded.Error() || tr[1].Received != 3*time.Second || tr[1].Served || tr[1].Sent != 1500*time.Millisecond {
		t.Fatalf("trace %+v: want the held call recorded unanswered at 3s", tr)
	}
	if s.Now() != 3*time.Second {
		t.Errorf("the run ended at %v, want its horizon 3s", s.Now())
	}
}

// A call answered long before its timeout leaves the timeout's timer in
// the queue; past the horizon it is no work left, so the run was not cut.
func TestAnAnsweredCallsTimeoutIsNoWorkAtTheHorizon(t *testing.T) {
	s := sim.New(1, sim.Limits{Horizon: time.Second})
	n := New(s)
	n.Serve("127.0.0.1:9000", func(p *sim.Proc, req *Request) *Response { return &Response{Status: 200} })
	n.Apply(faults(t, "stall:127.0.0.1:9000@10ms+1ms"))
	o := callAt(s, n, 0, Options{Timeout: time.Hour})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if o.err != nil || s.Cut() {
		t.Errorf("answered %v, cut %v: want answered and not cut", o.err, s.Cut())
	}
}

// A run ends when only faults' moments are left: a kill due later never
// happens. The network records, for each node a kill or a restart names,
// when its run ended and the state it was left in, so a reading (and an
// oracle) can tell a fault that never came from one that changed nothing.
func TestARunWithFaultsRecordsItsEndForEachNodeAKillOrARestartNames(t *testing.T) {
	s, n, _ := rig(t)
	n.Apply(faults(t, "kill:127.0.0.1:9000@100ms,restart:127.0.0.1:9000@1h,stall:127.0.0.1:9001@0s+1ms"))
	o := callAt(s, n, 200*time.Millisecond, Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(o.err, ErrRefused) {
		t.Fatalf("%v: want the call after the kill refused", o.err)
	}
	ls := n.Lives()
	end := ls[len(ls)-1]
	if !end.End || end.Node != "127.0.0.1:9000" || end.Alive || end.T != o.at || s.Now() != o.at {
		t.Errorf("lives %+v, run ended at %v: want the end recorded at the refusal, %v, the node dead (the restart an hour on never came)", ls, s.Now(), o.at)
	}
	for _, l := range ls[:len(ls)-1] {
		if l.End || l.Node == "127.0.0.1:9001" {
			t.Errorf("life %+v: one end, for the node a kill names", l)
		}
	}
}
