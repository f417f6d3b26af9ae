package netsim

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"playground/engine/sim"
)

const work = 50 * time.Millisecond

// rig is a network with one blocking-style server that works `work` per request.
func rig(t *testing.T) (*sim.Sim, *Net, *Node) {
	t.Helper()
	s := sim.New(1, sim.Limits{})
	n := New(s)
	node := n.Serve("127.0.0.1:9000", func(p *sim.Proc, req *Request) *Response {
		p.Sleep(work)
		return &Response{Status: 200, Body: "ok " + req.Path, Lost: req.Path == "/lose"}
	})
	return s, n, node
}

type outcome struct {
	resp *Response
	err  error
	at   time.Duration
}

func call(s *sim.Sim, n *Net, to, path string, opt Options) *outcome {
	o := &outcome{}
	s.Go("client", func(p *sim.Proc) {
		o.resp, o.err = n.Call(p, "client", to, &Request{Path: path, Attempt: 1}, opt)
		o.at = p.Now()
	})
	return o
}

func TestAnswerTakesWorkPlusTwoHops(t *testing.T) {
	s, n, node := rig(t)
	o := call(s, n, "127.0.0.1:9000", "/a", Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if o.err != nil || o.resp.Status != 200 || o.resp.Body != "ok /a" {
		t.Fatalf("got %+v %v", o.resp, o.err)
	}
	if want := work + 2*DefaultLatency; o.at != want || node.Served != 1 {
		t.Fatalf("answered at %v (want %v), served %d", o.at, want, node.Served)
	}
	tr := n.Trace()
	if len(tr) != 1 || tr[0].Status != 200 || tr[0].Received != o.at || tr[0].From != "client" || tr[0].Attempt != 1 {
		t.Fatalf("trace = %+v", tr)
	}
}

func TestDeadOrUnknownAddressIsRefusedAtOnce(t *testing.T) {
	s, n, node := rig(t)
	node.Kill()
	dead := call(s, n, "127.0.0.1:9000", "/a", Options{})
	nobody := call(s, n, "127.0.0.1:9999", "/a", Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	for _, o := range []*outcome{dead, nobody} {
		if !errors.Is(o.err, ErrRefused) || o.at != 0 {
			t.Fatalf("got %v at %v, want refused at 0", o.err, o.at)
		}
	}
	if node.Served != 0 {
		t.Fatal("a killed node served a request")
	}
	node.Restart()
	back := call(s, n, "127.0.0.1:9000", "/a", Options{})
	if err := s.Run(); err != nil || back.err != nil {
		t.Fatalf("after restart: %v %v", err, back.err)
	}
}

// The server does the work, but the answer never arrives.
func TestLostAnswerAfterWork(t *testing.T) {
	s, n, node := rig(t)
	o := call(s, n, "127.0.0.1:9000", "/lose", Options{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(o.err, ErrReset) || node.Served != 1 {
		t.Fatalf("err=%v served=%d, want reset after the work was done", o.err, node.Served)
	}
}

func TestTimeoutFiresButTheWorkStillHappens(t *testing.T) {
	s, n, node := rig(t)
	o := call(s, n, "127.0.0.1:9000", "/slow", Options{Timeout: 20 * time.Millisecond})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(o.err, ErrTimeout) || o.at != 20*time.Millisecond {
		t.Fatalf("err=%v at %v, want timeout at 20ms", o.err, o.at)
	}
	if node.Served != 1 {
		t.Fatal("the server should still have done the work")
	}
}

func TestTLSHandshake(t *testing.T) {
	cases := []struct {
		cert   *Cert
		server string
		want   string
	}{
		{&Cert{Host: "127.0.0.1"}, "", ""},
		{&Cert{Host: "127.0.0.1", Expired: true}, "", "tls handshake failed: certificate has expired"},
		{&Cert{Host: "ucret.local"}, "", "tls handshake failed: certificate is valid for ucret.local, not 127.0.0.1"},
		{nil, "", "tls handshake failed: server does not speak TLS"},
	}
	for _, c := range cases {
		s, n, node := rig(t)
		node.Cert = c.cert
		o := call(s, n, "127.0.0.1:9000", "/a", Options{TLS: true, ServerName: c.server})
		if err := s.Run(); err != nil {
			t.Fatal(err)
		}
		got := ""
		if o.err != nil {
			got = o.err.Error()
			if !errors.Is(o.err, ErrTLS) || node.Served != 0 {
				t.Fatalf("%v: handler reached (%d) or not ErrTLS", c.cert, node.Served)
			}
		} else if want := work + 4*DefaultLatency; o.at != want {
			t.Fatalf("TLS call answered at %v, want %v (handshake round trip + call)", o.at, want)
		}
		if got != c.want {
			t.Fatalf("cert %+v: got %q, want %q", c.cert, got, c.want)
		}
	}
}

func TestAnswerInFlightToAKilledNodeIsLost(t *testing.T) {
	s, n, node := rig(t)
	o := call(s, n, "127.0.0.1:9000", "/a", Options{})
	s.At(10*time.Millisecond, node.Kill)
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(o.err, ErrReset) {
		t.Fatalf("err = %v, want reset", o.err)
	}
}

func TestTraceIsBounded(t *testing.T) {
	s, n, _ := rig(t)
	n.TraceLimit = 3
	for i := 0; i < 5; i++ {
		call(s, n, "127.0.0.1:9000", fmt.Sprint("/", i), Options{})
	}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if len(n.Trace()) != 3 || n.TraceDropped() != 2 || n.Calls() != 5 {
		t.Fatalf("trace %d dropped %d calls %d", len(n.Trace()), n.TraceDropped(), n.Calls())
	}
}

// The trace says whether a request reached the handler: a refused call or a
// failed handshake did not; a lost answer or a timeout during the work did.
func TestTraceSaysWhetherTheHandlerWasReached(t *testing.T) {
	s, n, node := rig(t)
	node.Cert = &Cert{Host: "127.0.0.1", Expired: true}
	call(s, n, "127.0.0.1:9999", "/refused", Options{})
	call(s, n, "127.0.0.1:9000", "/tls", Options{TLS: true})
	call(s, n, "127.0.0.1:9000", "/lose", Options{})
	call(s, n, "127.0.0.1:9000", "/slow", Options{Timeout: 20 * time.Millisecond})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, m := range n.Trace() {
		got[m.Path] = m.Served
	}
	want := map[string]bool{"/refused": false, "/tls": false, "/lose": true, "/slow": true}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("served = %v, want %v", got, want)
	}
}

// A retry sent at the instant its refusal came back is ordered after that
// refusal: the trace's steps follow the simulation, not the clock alone.
func TestARetrySentAtTheInstantOfItsRefusalComesAfterIt(t *testing.T) {
	s := sim.New(1, sim.Limits{})
	n := New(s)
	n.Latency = 0
	n.Serve("127.0.0.1:9000", func(p *sim.Proc, req *Request) *Response {
		if req.Attempt == 1 {
			return &Response{Status: 503}
		}
		return &Response{Status: 200}
	})
	s.Go("client", func(p *sim.Proc) {
		for a := 1; a <= 2; a++ {
			if r, _ := n.Call(p, "client", "127.0.0.1:9000", &Request{Path: "/pay", Attempt: a}, Options{}); r.Status == 200 {
				return
			}
		}
	})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	tr := n.Trace()
	if len(tr) != 2 || tr[0].Received != tr[1].Sent {
		t.Fatalf("want two calls, the retry sent as the refusal came: %+v", tr)
	}
	first, retry := tr[0], tr[1]
	if !(first.SentStep < first.AnsweredStep && first.AnsweredStep < retry.SentStep && retry.SentStep < retry.AnsweredStep) {
		t.Errorf("steps: first %d→%d, retry %d→%d; want the refusal before the retry", first.SentStep, first.AnsweredStep, retry.SentStep, retry.AnsweredStep)
	}
}
