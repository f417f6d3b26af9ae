// Package netsim is an in-memory network on the sim kernel: services listen on
// addresses such as "127.0.0.1:8762" and exchange HTTP-shaped messages with a
// per-hop latency. It models what the lessons meet on loopback — a refused
// connection to a dead address, an answer lost after the server did the work, a
// per-call timeout, a TLS handshake that fails on a bad certificate — and
// records every message for the timeline views.
package netsim

import (
	"errors"
	"playground/engine/fault"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/sim"
)

// DefaultLatency is one hop's one-way delay. Loopback-like: far below the
// lessons' millisecond waits and 100 ms latency slices, so no lesson number moves.
const DefaultLatency = 100 * time.Microsecond

// DefaultTraceLimit bounds the recorded messages; a million-request run keeps
// its first messages and counts the rest.
const DefaultTraceLimit = 5000

// Call failures, as a client sees them.
var (
	ErrRefused = errors.New("connection refused")
	ErrTimeout = errors.New("timeout")
	ErrReset   = errors.New("connection reset: answer lost")
	// ErrDropped: the link lost the request (a drop fault) and the caller
	// had no timeout; the call fails when the link comes back.
	ErrDropped = errors.New("request lost on the link")
	// ErrSenderDead: the calling node's process is dead (a kill fault): it
	// sends nothing, and the call is not in the trace.
	ErrSenderDead = errors.New("the sender's process is dead")
	ErrTLS        = errors.New("tls handshake failed")
	// ErrRunEnded: the run ended (its horizon, sim.Limits.Horizon) with
	// the call still open — held by a stall, a drop or a delay that
	// outlasted it. The trace records it at the run's last moment.
	ErrRunEnded = errors.New("no answer before the run's end")
)

// ErrTimeoutUnserved is a timeout that fired before the request reached
// the handler (a fault held or lost it on the way): errors.Is(err,
// ErrTimeout) holds and it reads the same in the trace, but the caller can
// tell that the server never did the work.
var ErrTimeoutUnserved error = unservedTimeout{}

type unservedTimeout struct{}

func (unservedTimeout) Error() string { return ErrTimeout.Error() }
func (unservedTimeout) Unwrap() error { return ErrTimeout }

// TLSError says why a handshake failed; errors.Is(err, ErrTLS) holds.
type TLSError struct{ Reason string }

func (e *TLSError) Error() string { return "tls handshake failed: " + e.Reason }
func (e *TLSError) Unwrap() error { return ErrTLS }

// Header is an HTTP header set with lower-case names. Keys are few; the Net
// never iterates it in an order-sensitive way.
type Header map[string]string

// Request is an HTTP-shaped request.
type Request struct {
	Method  string
	Path    string
	Header  Header
	Body    string
	From    string // caller's address or name
	Attempt int    // 1-based try number, for the trace
	// Kind names what the call is in the lesson ("resolution",
	// "renewal"), for the trace's causes (docs/DESIGN.md, "Causes").
	Kind string
	// Causes are the traced events the lab sent this call for (the
	// resolution whose list it used, the attempt it retries): ids of
	// messages (a Reply's ID), faults, or a lab's scene events.
	Causes []string
}

// Response is an HTTP-shaped answer. Lost drops it after the server did the
// work: the caller sees ErrReset (or its timeout, if that comes first).
type Response struct {
	Status int
	Header Header
	Body   string
	Lost   bool
	// Effect names what serving the request did beyond its status (a
	// charge, a replayed answer, a rejection), as the lab's scene declares
	// it; the trace keeps it even when the answer is lost.
	Effect string
}

// Reply is what a call resolves to: a response or an error.
type Reply struct {
	Resp *Response
	Err  error
	// ID is the call's message in the trace ("m17"), which a later call
	// or scene event names as its cause; "" past the trace limit.
	ID string
}

// Cert is a server certificate, reduced to what a handshake checks.
type Cert struct {
	Host    string
	Expired bool
}

// Options shape one call.
type Options struct {
	Timeout time.Duration // 0: wait for the answer
	TLS     bool          // do a handshake first (one extra round trip)
	// ServerName is checked against the certificate's Host; empty means the
	// host part of the address.
	ServerName string
}

// Handler answers a request by calling respond exactly once, now or later.
// Handlers written in the blocking style use Serve instead.
type Handler func(req *Request, respond func(*Response))

// Node is a listening service.
type Node struct {
	Addr  string
	Cert  *Cert
	net   *Net
	h     Handler
	alive bool
	// life counts the node's deaths: an answer belongs to the life that
	// took its request, and a process that died since (even if it came
	// back) never sends it.
	life int
	// inflight are the calls its handler holds, reset when a fault kills
	// the process (the caller sees the connection reset at once).
	inflight []pending
	// watch are told when a fault kills or restarts the node (the lab's
	// process loses its timers and its queue, or starts again).
	watch []func(alive bool)
	// death is the traced event that killed the process (a fault's id,
	// or the lab's own event given to KillBy): a call it refuses or
	// resets names it as its cause.
	death string
	// Served counts requests that reached the handler.
	Served int
}

// pending is a call a node's handler holds.
type pending struct {
	f      *sim.Future[Reply]
	finish func(Reply)
	cause  func(id string) // adds a cause to the call's message
}

// Message is one recorded exchange.
type Message struct {
	From     string        `json:"from"`
	To       string        `json:"to"`
	Sent     time.Duration `json:"sent"`
	Received time.Duration `json:"received"`
	Method   string        `json:"method"`
	Path     string        `json:"path"`
	Status   int           `json:"status,omitempty"`
	Attempt  int           `json:"attempt,omitempty"`
	Err      string        `json:"err,omitempty"`
	// Served: the request had reached the server's handler when the call
	// ended, so its effect (a charge) happened whatever answer came back.
	Served bool `json:"served"`
	// Effect is the handler's Response.Effect, recorded even when the
	// answer was lost or came after a timeout.
	Effect string `json:"effect,omitempty"`
	// ID is the message's event id, "m" and its place in the trace from
	// 1; Kind what the lab called it (Request.Kind); Causes the events
	// it happened because of: the lab's (Request.Causes) and the
	// network's own (the fault that killed, stalled, delayed or cut its
	// target or link). docs/DESIGN.md, "Causes (why)".
	ID     string   `json:"id,omitempty"`
	Kind   string   `json:"kind,omitempty"`
	Causes []string `json:"causes,omitempty"`
	// SentStep and AnsweredStep order the send and the answer among every
	// send and answer of the run, as the simulation performed them: at one
	// instant a cause comes before its effect (the 503 before the retry it
	// triggered), which the times alone cannot tell. Counted from 1; not
	// part of the JSON, whose order already is the completion order.
	SentStep, AnsweredStep int `json:"-"`
}

// SortBySent orders messages by when they were sent; messages sent at one
// instant keep their order (the order they completed in, as recorded).
func SortBySent(msgs []Message) {
	sort.SliceStable(msgs, func(i, j int) bool { return msgs[i].Sent < msgs[j].Sent })
}

// TraceLimit is how many messages a run on s keeps in its trace: the
// run's cap (sim.Limits.Trace, raised by a test that checks every message)
// or DefaultTraceLimit.
func TraceLimit(s *sim.Sim) int {
	if l := s.Limits().Trace; l > 0 {
		return l
	}
	return DefaultTraceLimit
}

// Net is the in-memory network of one run.
type Net struct {
	Sim        *sim.Sim
	Latency    time.Duration
	TraceLimit int

	nodes  map[string]*Node
	faults []fault.Fault   // the lasting ones (stall, drop, delay), by time
	down   map[string]bool // addresses a fault killed and no fault restarted
	// downBy is the fault that killed a down address (its id), for a
	// node listened there later.
	downBy map[string]string
	// kills: a fault may kill a node, so handlers' calls are held for it
	// to reset (Node.hold); a run without one pays nothing for that.
	kills bool
	// open are the calls not yet answered, kept once a fault is applied
	// (only a fault holds a call past the run's end): the run's end
	// records them as ErrRunEnded.
	open    []pending
	faulted bool
	// targets are the nodes a kill or a restart names, in the order
	// first named: each gets an End life.
	targets []string
	// applying: a fault's kill or restart is being applied (Life.Fault).
	applying bool
	trace    []Message
	lives    []Life
	dropped  int
	calls    int
	steps    int // sends and answers so far (Message.SentStep)
}

// New returns a network on s with the default latency and trace limit.
func New(s *sim.Sim) *Net {
	return &Net{Sim: s, Latency: DefaultLatency, TraceLimit: TraceLimit(s), nodes: map[string]*Node{}}
}

// Listen starts a node at addr with an event-style handler. Listening again on
// the address of a killed node restarts it with the new handler.
func (n *Net) Listen(addr string, h Handler) *Node {
	node := &Node{Addr: addr, net: n, h: h, alive: !n.down[addr], death: n.downBy[addr]}
	if old := n.nodes[addr]; old != nil {
		node.watch = old.watch
		if !old.alive && node.alive {
			n.lived(addr, true) // a new process where one had died: it is back
		}
	}
	n.nodes[addr] = node
	return node
}

// Serve starts a node whose handler is written in the blocking style: each
// request runs as its own process, like a request handler in node.
func (n *Net) Serve(addr string, h func(p *sim.Proc, req *Request) *Response) *Node {
	return n.Listen(addr, func(req *Request, respond func(*Response)) {
		n.Sim.Go(addr+" "+req.Path, func(p *sim.Proc) { respond(h(p, req)) })
	})
}

// Node returns the node at addr, or nil.
func (n *Net) Node(addr string) *Node { return n.nodes[addr] }

// Addrs lists the addresses that have a living node, in address order.
func (n *Net) Addrs() []string {
	var out []string
	for a, node := range n.nodes {
		if node.alive {
			out = append(out, a)
		}
	}
	sort.Strings(out)
	return out
}

// Kill stops the node: new calls are refused, answers still in flight are lost.
func (node *Node) Kill() { node.KillBy("") }

// KillBy is Kill for a lab that traces what killed the process (its own
// scene event's id): the calls the dead node refuses name it as their
// cause.
func (node *Node) KillBy(cause string) {
	if node.alive {
		node.death = cause
		node.life++
		node.net.lived(node.Addr, false)
	}
	node.alive = false
}

// Restart brings a killed node back with its handler.
func (node *Node) Restart() {
	if !node.alive {
		node.net.lived(node.Addr, true)
	}
	node.alive = true
}

// Life is a node's process dying or coming back, whoever did it (the lab's
// own script or a fault): the raw lifecycle an oracle reads beside the
// trace.
type Life struct {
	T     time.Duration `json:"t"`
	Node  string        `json:"node"`
	Alive bool          `json:"alive"`
	// Fault: a fault's kill or restart applied here (not the lab's own
	// script), so a fault's sentence can tell the state just before it
	// from the state it made, at one instant. A fault that changed nothing
	// is recorded too, with the state it left (Alive unchanged).
	Fault bool `json:"fault,omitempty"`
	// End: the network's run ended here, with the node in the state
	// Alive. Recorded at the end of a run with faults for each node a
	// kill or a restart targets: one due later never happened (a lab may
	// run its set-ups on networks of their own, each ending when its own
	// work does).
	End bool `json:"end,omitempty"`
}

func (n *Net) lived(addr string, alive bool) {
	n.lives = append(n.lives, Life{T: n.Sim.Now(), Node: addr, Alive: alive, Fault: n.applying})
}

// Lives is every death and return of a node, in order.
func (n *Net) Lives() []Life { return n.lives }

// Watch tells f when a fault (Apply) kills or restarts the node: a lab's
// process stops its timers and forgets its queue at a kill, and starts
// again (registers, renews) at a restart. A node listened again on the
// same address keeps its watchers.
func (node *Node) Watch(f func(alive bool)) { node.watch = append(node.watch, f) }

// crash is a fault's kill (by, its id): the process dies with the calls
// it holds, whose callers see the connection reset.
func (node *Node) crash(by string) {
	if !node.alive {
		return
	}
	node.KillBy(by)
	held := node.inflight
	node.inflight = nil
	for _, c := range held {
		if !c.f.Done() {
			c.cause(by)
			c.finish(Reply{Err: ErrReset})
		}
	}
	for _, f := range node.watch {
		f(false)
	}
}

// revive is a fault's restart.
func (node *Node) revive() {
	if node.alive {
		return
	}
	node.Restart()
	for _, f := range node.watch {
		f(true)
	}
}

// Alive reports whether the node accepts calls.
func (node *Node) Alive() bool { return node.alive }

// Trace is the recorded messages in completion order.
func (n *Net) Trace() []Message { return n.trace }

// TraceDropped counts messages past the trace limit.
func (n *Net) TraceDropped() int { return n.dropped }

// Calls counts all calls made.
func (n *Net) Calls() int { return n.calls }

// Apply schedules a run's faults (package fault) on the network, by scene
// node id = address: a kill or a restart at its moment; a stall holds each
// request that reaches the node, and each answer it writes, until the
// stall ends; a drop loses each
// request sent over the link FROM>TO while it lasts (the caller's timeout
// fires, or without one the call fails with ErrDropped when the drop
// ends); a delay carries each request sent over the link while it lasts
// that much later. A fault on an address with no node does nothing: the
// lab checks its targets (fault.Check).
func (n *Net) Apply(fs []fault.Fault) {
	if len(fs) > 0 && !n.faulted {
		n.faulted = true
		n.Sim.OnEnd(n.endOpen)
	}
	for _, f := range fs {
		switch f.Kind {
		case fault.Kill, fault.Restart:
			kill := f.Kind == fault.Kill
			n.kills = n.kills || kill
			addr := f.Target
			if !slices.Contains(n.targets, addr) {
				n.targets = append(n.targets, addr)
			}
			n.Sim.AtPassive(f.At, func() {
				n.applying = true
				before := len(n.lives)
				defer func() {
					if len(n.lives) == before {
						// It changed nothing: mark where it applied all
						// the same, so that what the script did at the
						// same instant is known to come before or after.
						up := !n.down[addr]
						if node := n.nodes[addr]; node != nil {
							up = node.alive
						}
						n.lived(addr, up)
					}
					n.applying = false
				}()
				if n.down == nil {
					n.down, n.downBy = map[string]bool{}, map[string]string{}
				}
				if kill {
					n.downBy[addr] = f.ID()
				} else {
					delete(n.downBy, addr)
				}
				// A killed address stays down until a restart, even if
				// the lab listens on it again (a layout's fresh start).
				wasDown := n.down[addr]
				n.down[addr] = kill
				node := n.nodes[addr]
				switch {
				case node == nil:
					// No process listens there yet: the address is down
					// (or up) all the same for what comes later.
					if n.down[addr] != wasDown {
						n.lived(addr, !kill)
					}
				case kill:
					node.crash(f.ID())
				default:
					node.revive()
				}
			})
		default:
			n.faults = append(n.faults, f)
		}
	}
}

// lasting is the end of the latest fault of kind k on target that holds
// at t, and whether one does; by is that fault's id.
func (n *Net) lasting(k fault.Kind, target string, t time.Duration) (end time.Duration, by string, ok bool) {
	end, ok = fault.Until(n.faults, k, target, t)
	if ok {
		by = n.faultID(k, target, t, end)
	}
	return end, by, ok
}

// faultID is the id of the first fault of kind k on target that holds at
// t and ends at end (the one fault.Until's answer came from).
func (n *Net) faultID(k fault.Kind, target string, t, end time.Duration) string {
	for _, f := range n.faults {
		if f.Kind == k && f.Target == target && f.Active(t) && (end < 0 || f.At+f.For == end) {
			return f.ID()
		}
	}
	return ""
}

// delayOn is the extra time the link's delays add to a request sent at t.
func (n *Net) delayOn(link string, t time.Duration) time.Duration {
	return fault.DelayOn(n.faults, link, t)
}

// Send starts a call from `from` to `to` and returns its future reply.
func (n *Net) Send(from, to string, req *Request, opt Options) *sim.Future[Reply] {
	s := n.Sim
	n.calls++
	req.From = from
	if req.Method == "" {
		req.Method = "GET"
	}
	sent := s.Now()
	n.steps++
	step := n.steps
	f := sim.NewFuture[Reply](s)
	open := func() bool { return !f.Done() } // a call's timers are work while it waits
	served, effect, at := false, "", -1
	causes := slices.Clip(req.Causes) // the network's own are appended, never into the lab's array
	cause := func(id string) {
		if id != "" && !slices.Contains(causes, id) {
			causes = append(causes, id)
		}
	}
	finish := func(r Reply) {
		if f.Done() {
			return
		}
		at = n.record(to, req, sent, step, r, served, effect, causes)
		if at >= 0 {
			r.ID = n.trace[at].ID
		}
		f.Resolve(r)
	}
	if sender := n.nodes[from]; sender != nil && !sender.alive {
		f.Resolve(Reply{Err: ErrSenderDead})
		return f
	}
	if n.faulted {
		n.open = keep(n.open, pending{f, finish, cause})
	}
	node := n.nodes[to]
	if node == nil || !node.alive {
		if node != nil {
			cause(node.death)
		} else {
			cause(n.downBy[to])
		}
		finish(Reply{Err: ErrRefused})
		return f
	}
	if opt.Timeout > 0 {
		s.AfterIf(opt.Timeout, func() {
			if served {
				finish(Reply{Err: ErrTimeout})
			} else {
				finish(Reply{Err: ErrTimeoutUnserved})
			}
		}, open)
	}
	link := from + ">" + to
	if end, by, dropped := n.lasting(fault.Drop, link, sent); dropped {
		cause(by)
		if opt.Timeout == 0 {
			s.AtIf(end, func() { finish(Reply{Err: ErrDropped}) }, open)
		}
		return f
	}
	extra := n.delayOn(link, sent)
	if extra > 0 {
		cause(n.faultID(fault.Delay, link, sent, -1))
	}
	deliver := func() {
		if f.Done() {
			return // timed out before the request left
		}
		if !node.alive {
			cause(node.death)
			finish(Reply{Err: ErrRefused})
			return
		}
		s.AfterIf(n.Latency+extra, func() {
			if !node.alive {
				cause(node.death)
				finish(Reply{Err: ErrReset})
				return
			}
			if end, by, stalled := n.lasting(fault.Stall, to, s.Now()); stalled {
				// A stalled node takes the request when the stall ends.
				cause(by)
				s.AtIf(end, func() { n.handle(node, req, f, &served, &effect, &at, finish, cause) }, open)
				return
			}
			n.handle(node, req, f, &served, &effect, &at, finish, cause)
		}, open)
	}
	if !opt.TLS {
		deliver()
		return f
	}
	// The handshake is one round trip before the request; a bad certificate
	// fails it, so the handler is never reached.
	s.After(2*n.Latency, func() {
		if reason := handshake(node, to, opt.ServerName); reason != "" {
			finish(Reply{Err: &TLSError{Reason: reason}})
			return
		}
		deliver()
	})
	return f
}

// handle runs the node's handler on req and sends its answer back: the
// second half of a call, once the request has reached a living node.
func (n *Net) handle(node *Node, req *Request, f *sim.Future[Reply], served *bool, effect *string, at *int, finish func(Reply), cause func(string)) {
	if f.Done() {
		return // the caller gave up while the node was stalled
	}
	node.Served++
	*served = true
	life := node.life
	if n.kills {
		node.hold(f, finish, cause)
	}
	node.h(req, func(resp *Response) {
		if resp != nil && resp.Effect != "" {
			*effect = resp.Effect
			if *at >= 0 { // the caller gave up first; the effect still happened
				n.trace[*at].Effect = *effect
			}
		}
		answer := func() {
			n.Sim.After(n.Latency, func() {
				switch {
				case !node.alive || node.life != life:
					cause(node.death) // the process that took it died since
					finish(Reply{Err: ErrReset})
				case resp == nil || resp.Lost:
					finish(Reply{Err: ErrReset})
				default:
					finish(Reply{Resp: resp})
				}
			})
		}
		// A stalled process sends nothing either: its answers leave when
		// the stall ends.
		if end, by, stalled := n.lasting(fault.Stall, node.Addr, n.Sim.Now()); stalled {
			cause(by)
			n.Sim.AtIf(end, answer, func() bool { return !f.Done() })
			return
		}
		answer()
	})
}

// hold keeps a call the handler has until it is answered, so that a
// fault's kill can reset it.
func (node *Node) hold(f *sim.Future[Reply], finish func(Reply), cause func(string)) {
	node.inflight = keep(node.inflight, pending{f, finish, cause})
}

// keep appends c to calls; answered calls are swept when the list has
// doubled since the last sweep, so a long run keeps only the open ones.
func keep(calls []pending, c pending) []pending {
	if len(calls) >= 64 && len(calls)&(len(calls)-1) == 0 {
		open := calls[:0]
		for _, c := range calls {
			if !c.f.Done() {
				open = append(open, c)
			}
		}
		clear(calls[len(open):])
		calls = open
	}
	return append(calls, c)
}

// endOpen records every call still open when the run ends: a fault held
// it past the run's last moment.
func (n *Net) endOpen() {
	open := n.open
	n.open = nil
	for i, c := range open {
		if !c.f.Done() {
			c.finish(Reply{Err: ErrRunEnded})
		}
		// Tens of thousands a stall held, each a trace entry: the page's
		// pauses, and the end of a run called off.
		if i%64 == 63 && !n.Sim.Tick() {
			break
		}
	}
	for _, addr := range n.targets {
		up := !n.down[addr]
		if node := n.nodes[addr]; node != nil {
			up = node.alive
		}
		n.lives = append(n.lives, Life{T: n.Sim.Now(), Node: addr, Alive: up, End: true})
	}
}

// Call is Send for a process: it waits for the reply.
func (n *Net) Call(p *sim.Proc, from, to string, req *Request, opt Options) (*Response, error) {
	r := n.Send(from, to, req, opt).Wait(p)
	return r.Resp, r.Err
}

func handshake(node *Node, addr, serverName string) string {
	if node.Cert == nil {
		return "server does not speak TLS"
	}
	if serverName == "" {
		serverName = addr
		if i := strings.LastIndexByte(addr, ':'); i >= 0 {
			serverName = addr[:i]
		}
	}
	if node.Cert.Expired {
		return "certificate has expired"
	}
	if node.Cert.Host != serverName {
		return "certificate is valid for " + node.Cert.Host + ", not " + serverName
	}
	return ""
}

// record appends a finished call to the trace and returns its index, or -1
// past the trace limit.
func (n *Net) record(to string, req *Request, sent time.Duration, step int, r Reply, served bool, effect string, causes []string) int {
	n.steps++
	if len(n.trace) >= n.TraceLimit {
		n.dropped++
		return -1
	}
	m := Message{From: req.From, To: to, Sent: sent, Received: n.Sim.Now(), Method: req.Method, Path: req.Path,
		Attempt: req.Attempt, Served: served, Effect: effect, SentStep: step, AnsweredStep: n.steps,
		ID: MessageID(len(n.trace)), Kind: req.Kind, Causes: causes}
	if r.Err != nil {
		m.Err = r.Err.Error()
	} else {
		m.Status = r.Resp.Status
	}
	n.trace = append(n.trace, m)
	return len(n.trace) - 1
}

// MessageID is the event id of the trace's message at index i ("m1" for
// the first): a message is named by its place in the run's trace.
func MessageID(i int) string { return "m" + strconv.Itoa(i+1) }

// Renumber gives msgs, appended to a run's trace after `before` messages
// of another network (a lab's second set-up), the ids of their place in
// that trace, and their causes among themselves likewise.
func Renumber(msgs []Message, before int) {
	if before == 0 {
		return
	}
	moved := make(map[string]string, len(msgs))
	for i := range msgs {
		moved[msgs[i].ID] = MessageID(before + i)
		msgs[i].ID = MessageID(before + i)
	}
	for i := range msgs {
		if len(msgs[i].Causes) == 0 {
			continue
		}
		cs := slices.Clone(msgs[i].Causes)
		for k, c := range cs {
			if to, ok := moved[c]; ok {
				cs[k] = to
			}
		}
		msgs[i].Causes = cs
	}
}
