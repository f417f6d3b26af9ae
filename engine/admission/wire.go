package admission

import (
	"slices"
	"time"

	"playground/engine/fault"

	"playground/engine/netsim"
	"playground/engine/sim"
)

// serverAddr is the lesson's listening address.
const serverAddr = "127.0.0.1:8352"

// wire carries attempts from the clients to the server and answers back,
// keeping a bounded message record whose endpoints are the mode's scene
// nodes.
type wire interface {
	// send makes the client send j's current attempt at time at (≥ now).
	send(j *job, at time.Duration)
	trace() ([]netsim.Message, int)
	// lives are the server's deaths and returns, by scene node.
	lives() []netsim.Life
	// unsent counts the attempts due after the run stopped: retries whose
	// moment its horizon never reached.
	unsent() int
}

// netWire sends every attempt through the in-memory network, as the lesson's
// curls reach kabul.mjs over loopback. It costs a future and a few events per
// call, which the burst runs (at most 100 000 requests) can afford.
type netWire struct {
	sim     *sim.Sim
	net     *netsim.Net
	nodes   modeNodes
	sv      *server
	cl      *client
	resp    responses
	faults  []fault.Fault // the mode's, by address
	pending map[*netsim.Request]*job
	respond map[*job]func(*netsim.Response)
	later   int // attempts waiting for their moment to be sent
	// links are the causes the wire declares: retried, the 503 a job's
	// next attempt retries; state, the server's state that rejected a
	// job's attempt, which extra gives its message once it is recorded.
	links
	state map[*job]string
	extra map[string][]string
}

// links are the causes both wires declare (docs/DESIGN.md, "Causes").
type links struct {
	retried map[*job]string
}

// Event kinds in the run's causes: every attempt is a request (a retry,
// its attempt after the first: why reads "request_retry").
const kindRequest = "request"

// answered notes that j's attempt, traced as id, was answered status
// and lets the client take it: a 503 the client retries is the cause of
// the retry.
func (l *links) answered(cl *client, j *job, id string, status int, at time.Duration) {
	if l.retried == nil {
		l.retried = map[*job]string{}
	}
	attempt := j.attempt
	if status == statusShed && id != "" {
		l.retried[j] = id
	} else {
		delete(l.retried, j)
	}
	cl.receive(j, status, at)
	if j.attempt != attempt+1 { // no retry: the job is done (and may be reused)
		delete(l.retried, j)
	}
}

// retry is the cause of j's current attempt: the 503 it retries.
func (l *links) retry(j *job) []string {
	if id, ok := l.retried[j]; ok {
		return []string{id}
	}
	return nil
}

// arrive hands j's attempt to the server, telling its scene the 503 the
// attempt retries: the retries that fill the server again are the storm.
func (l *links) arrive(sv *server, j *job) {
	sv.st.scene.arriving = l.retried[j]
	sv.arrive(j)
}

// newNetWire starts the mode's network with the learner's faults on it
// (named by address: Params.faultsOf).
func newNetWire(s *sim.Sim, nodes modeNodes, sv *server, resp responses, faults []fault.Fault) *netWire {
	w := &netWire{sim: s, net: netsim.New(s), nodes: nodes, sv: sv, resp: resp, faults: faults,
		pending: map[*netsim.Request]*job{}, respond: map[*job]func(*netsim.Response){},
		state: map[*job]string{}, extra: map[string][]string{}}
	node := w.net.Listen(serverAddr, func(req *netsim.Request, respond func(*netsim.Response)) {
		j := w.pending[req]
		delete(w.pending, req)
		w.respond[j] = respond
		w.arrive(sv, j)
	})
	sv.reply = w.reply
	if len(faults) > 0 {
		sv.track = true
		node.Watch(func(alive bool) {
			if !alive {
				sv.st.scene.cause = w.killer()
				sv.crash()
			}
		})
		w.net.Apply(faults)
	}
	return w
}

func (w *netWire) send(j *job, at time.Duration) {
	if at > w.sim.Now() {
		w.later++
		w.sim.At(at, func() {
			w.later--
			w.send(j, at)
		})
		return
	}
	w.cl.st.offer(at, j)
	req := &netsim.Request{Method: "GET", Path: w.cl.path(j), Attempt: int(j.attempt), Kind: kindRequest, Causes: w.retry(j)}
	w.pending[req] = j
	w.net.Send(w.nodes.client, serverAddr, req, netsim.Options{}).Then(func(r netsim.Reply) {
		status := statusFailed // refused, reset or lost: a learner's fault
		if r.Err == nil {
			status = r.Resp.Status
		}
		if ref, ok := w.state[j]; ok {
			delete(w.state, j)
			if ref != "" && r.ID != "" {
				w.extra[r.ID] = append(w.extra[r.ID], ref)
			}
		}
		w.answered(w.cl, j, r.ID, status, w.sim.Now())
	})
}

// killer is the fault that kills the server now (its id in the run).
func (w *netWire) killer() string {
	now := w.sim.Now()
	for _, f := range w.faults {
		if f.Kind == fault.Kill && f.Target == serverAddr && f.At == now {
			return f.ID()
		}
	}
	return ""
}

func (w *netWire) reply(j *job, status int) {
	respond := w.respond[j]
	delete(w.respond, j)
	if status == statusShed {
		w.state[j] = w.sv.st.scene.server // the state that made the 503: the server full
	}
	late := w.cl.late(j, status, w.delivery())
	respond(w.resp.forStatus(j, status, late, w.cl.lastTry(j)))
}

// delivery is when an answer written now reaches the client: one hop on,
// or, while a stall holds the server, one hop after the stall ends (as
// netsim holds it), so that an answer's "late" is the client's.
func (w *netWire) delivery() time.Duration {
	now := w.sim.Now()
	if end, stalled := fault.Until(w.faults, fault.Stall, serverAddr, now); stalled {
		return end + w.net.Latency
	}
	return now + w.net.Latency
}

// trace names the server by its scene node: both modes listen on the
// lesson's address, one after the other.
func (w *netWire) trace() ([]netsim.Message, int) {
	tr := w.net.Trace()
	for i := range tr {
		if tr[i].To == serverAddr {
			tr[i].To = w.nodes.server
		}
		if c := w.extra[tr[i].ID]; len(c) > 0 {
			tr[i].Causes = append(slices.Clip(tr[i].Causes), c...)
		}
	}
	return tr, w.net.TraceDropped()
}

func (w *netWire) unsent() int { return w.later }

func (w *netWire) lives() []netsim.Life {
	ls := append([]netsim.Life(nil), w.net.Lives()...)
	for i := range ls {
		if ls[i].Node == serverAddr {
			ls[i].Node = w.nodes.server
		}
	}
	return ls
}

// directWire is the same exchange without the network's per-call machinery:
// the request reaches the server one hop after it is sent and the answer
// reaches the client one hop after it is written, so latencies equal the
// netWire's. The open-loop runs (up to a million requests) use it; it keeps
// the same bounded message record.
type directWire struct {
	sim     *sim.Sim
	hop     time.Duration
	nodes   modeNodes
	sv      *server
	cl      *client
	msgs    []netsim.Message
	dropped int
	links
}

func newDirectWire(s *sim.Sim, nodes modeNodes, sv *server) *directWire {
	w := &directWire{sim: s, hop: netsim.DefaultLatency, nodes: nodes, sv: sv}
	sv.reply = w.reply
	return w
}

// send counts the attempt as sent at once, at its moment: the direct wire
// carries no faulted run, so no horizon stops it before that moment.
func (w *directWire) send(j *job, at time.Duration) {
	w.cl.st.offer(at, j)
	if at+w.hop == w.sim.Now() { // a fresh request: its arrival event is already this one
		w.arrive(w.sv, j)
		return
	}
	w.sim.At(at+w.hop, func() { w.arrive(w.sv, j) })
}

// reply delivers the answer without an event of its own: nothing happens at
// the client between now and now+hop that could change what it does.
func (w *directWire) reply(j *job, status int) {
	at := w.sim.Now() + w.hop
	id := ""
	if len(w.msgs) < netsim.TraceLimit(w.sim) {
		id = netsim.MessageID(len(w.msgs))
		causes := w.retry(j)
		if ref := w.sv.st.scene.server; status == statusShed && ref != "" {
			causes = append(causes, ref) // the state that made the 503: the server full
		}
		w.msgs = append(w.msgs, netsim.Message{From: w.nodes.client, To: w.nodes.server,
			Sent: j.sent, Received: at, Method: "GET", Path: w.cl.path(j), Status: status, Attempt: int(j.attempt), Served: true,
			Effect: effectOf(status, j.queued, w.cl.late(j, status, at), w.cl.lastTry(j)),
			ID:     id, Kind: kindRequest, Causes: causes})
	} else {
		w.dropped++
	}
	w.answered(w.cl, j, id, status, at)
}

func (w *directWire) trace() ([]netsim.Message, int) { return w.msgs, w.dropped }

// lives: a run without faults keeps every process alive.
func (w *directWire) lives() []netsim.Life { return nil }

func (w *directWire) unsent() int { return 0 }
