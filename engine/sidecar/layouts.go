package sidecar

import (
	"fmt"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/policy"
	"playground/engine/sim"
)

// layout is one way of wiring the same business code to the fee service.
type layout struct {
	id        string
	label     i18n.Text
	thin      bool   // thin app + sidecar, else the thick app
	methods   string // the sidecar's retry methods
	idemKey   bool   // the app sends an Idempotency-Key and the sidecar forwards it
	processes int
	hops      int
}

// layoutRun is what one layout measured.
type layoutRun struct {
	layout
	members int          // members per client
	debt    []callResult // client by client, member by member
	pay     []callResult // one per client
	fee     *feeService
	metrics *metrics
	stats   tryStats
	budget  *budget
	denied  int                     // calls the sidecar ended because the budget refused a retry
	nodes   map[string]*netsim.Node // the layout's own processes
	crashed []string
	// listen is the event of the fee service's start for the layout, with
	// its certificate (a ref, lab.Refs).
	listen string
	// answered is, for a call an app or the sidecar answered, its state
	// event then (a ref): the caller's message follows it.
	answered   map[*netsim.Request]string
	start, end time.Duration
	// reached: the script began measuring the layout; done: it measured
	// it to its end. A run stopped at its horizon (a fault stretched it)
	// leaves one layout begun but not done, cut, and the later ones never
	// reached: their numbers are not measured.
	reached, done bool
	// busy counts the layout's handlers still at work; idle is resolved
	// when the last one ends, if the script finished first.
	busy int
	idle *sim.Future[bool]
}

// cut: the run ended while the layout was being measured.
func (r *layoutRun) cut() bool { return r.reached && !r.done }

// work runs one handler of the layout and counts it as busy meanwhile.
func (r *layoutRun) work(h func(*sim.Proc, *netsim.Request) *netsim.Response) func(*sim.Proc, *netsim.Request) *netsim.Response {
	return func(proc *sim.Proc, req *netsim.Request) *netsim.Response {
		r.busy++
		defer func() {
			if r.busy--; r.busy == 0 && r.idle != nil {
				r.idle.Resolve(true)
			}
		}()
		return h(proc, req)
	}
}

// callResult is what the measuring script saw for one call to the app.
type callResult struct {
	status int
	err    error
	// made: the script sent the call; a run cut at its horizon may never
	// get to it.
	made bool
}

// failed: no answer (the call never made among them), or one that is not
// a success.
func (c callResult) failed() bool { return c.err != nil || c.status < 200 || c.status > 299 }

// settle ends a call the run's end left open as the trace records it: no
// answer before the run's end.
func (c *callResult) settle() {
	if c.made && c.err == nil && c.status == 0 {
		c.err = netsim.ErrRunEnded
	}
}

// bench runs the layouts one after another on one network, as olc.mjs does.
type bench struct {
	p      *Params
	s      *sim.Sim
	net    *netsim.Net
	events *sceneLog
	prog   policy.Program // the learner's retry policy; nil: the built-in rules
}

func (b *bench) layouts() []layout {
	thick := layout{id: "thick", label: txtThick, processes: 2, hops: 1}
	thin := layout{id: "sidecar", label: txtThin, thin: true, methods: b.p.Methods, idemKey: b.p.IdemKey, processes: 3, hops: 2}
	out := []layout{thick, thin}
	for _, f := range b.p.fixes() {
		fix := thin
		fix.id = f
		if f == FixMethod {
			fix.label, fix.methods = txtFixMethod, MethodsIdempotent
		} else {
			fix.label, fix.idemKey = txtFixIdem, true
		}
		out = append(out, fix)
	}
	return out
}

func member(i int) string { return fmt.Sprintf("U-%d", 41+i) }

// plan is a layout's row before the script reaches it: nothing measured.
func (b *bench) plan(l layout) *layoutRun {
	return &layoutRun{layout: l, members: b.p.Members, fee: newFeeService(b.p, b.events), metrics: newMetrics(),
		nodes: map[string]*netsim.Node{}, answered: map[*netsim.Request]string{}, debt: make([]callResult, b.p.Load*b.p.Members), pay: make([]callResult, b.p.Load)}
}

// measure is one pass of olc.mjs's loop: fresh counters, then each client's
// debt queries and payment. The lesson has one client; with load > 1 the
// clients run at once, each with its own members.
func (b *bench) measure(proc *sim.Proc, r *layoutRun) {
	l := r.layout
	r.start, r.reached = proc.Now(), true
	// The fee service's handlers are the layout's too: a payment slower
	// than its try is still being charged when its caller gives up, and
	// the layout ends when it is answered.
	b.net.Serve(addrFee, r.work(r.fee.serve(l.id))).Cert = b.cert()
	r.listen = b.events.ref()
	b.events.addEvent(lab.SceneEvent{T: r.start, Node: addrFee, State: stateAlive, ID: r.listen, Kind: kindListen,
		Counters: map[string]float64{"reads": 0, "payments": 0, "charges": 0, "replays": 0, "conflicts": 0}})
	app := addrThick
	if l.thin {
		app = addrThin
		if b.p.Budget > 0 {
			r.budget = &budget{percent: b.p.Budget, min: b.p.BudgetMin}
		}
		r.nodes[addrThin] = b.net.Serve(addrThin, r.work(b.thinApp(r)))
		r.nodes[addrSidecar] = b.net.Serve(addrSidecar, r.work(b.sidecar(r)))
		b.events.add(r.start, addrThin, stateAlive, nil)
		b.events.add(r.start, addrSidecar, stateAlive, map[string]float64{"tries": 0, "retries": 0, "denied": 0})
	} else {
		r.nodes[addrThick] = b.net.Serve(addrThick, r.work(b.thickApp(r)))
		b.events.add(r.start, addrThick, stateAlive, map[string]float64{"tries": 0, "retries": 0})
	}
	// get marks the call made before it is sent: a call the run's end
	// leaves open is one the script made.
	get := func(proc *sim.Proc, c *callResult, path string) {
		c.made = true
		req := &netsim.Request{Method: "GET", Path: path, Attempt: 1, Kind: kindRequest}
		resp, err := b.reply(proc, r, addrMeasure, app, req)
		if err != nil {
			c.err = err
			return
		}
		c.status = resp.Status
	}
	members, load := b.p.Members, b.p.Load
	done, left := sim.NewFuture[bool](b.s), load
	for c := range load {
		proc.Go(fmt.Sprintf("olc/%d", c+1), func(proc *sim.Proc) {
			for i := range members {
				get(proc, &r.debt[c*members+i], "/borc/"+member(c*members+i))
			}
			get(proc, &r.pay[c], "/ode/"+member(c*members))
			if left--; left == 0 {
				done.Resolve(true)
			}
		})
	}
	done.Wait(proc)
	// A fault may end the script's calls while the layout still works: a
	// killed app's caller sees the reset at once, its sidecar retries on.
	// The next layout starts when this one has fallen quiet, so that no
	// try of this layout reaches the next one's fee service (whose
	// counters the script has reset) and each row counts its own.
	if r.busy > 0 {
		r.idle = sim.NewFuture[bool](b.s)
		r.idle.Wait(proc)
	}
	r.end, r.done = proc.Now(), true
}

// settle closes the rows after the run: a row cut at the run's end ends
// there, its open calls and tries as the trace records them; a row never
// reached is placed at the run's end, where the replay shows it final.
func settle(runs []*layoutRun, end time.Duration) {
	for _, r := range runs {
		if !r.done {
			r.end = end
		}
		if !r.reached {
			r.start = end
			continue
		}
		for i := range r.debt {
			r.debt[i].settle()
		}
		for i := range r.pay {
			r.pay[i].settle()
		}
		r.stats.settle()
	}
}

// cert is the fee service's certificate; the lesson's is for IP 127.0.0.1.
func (b *bench) cert() *netsim.Cert {
	switch b.p.Cert {
	case CertExpired:
		return &netsim.Cert{Host: "127.0.0.1", Expired: true}
	case CertWrongHost:
		return &netsim.Cert{Host: "localhost"}
	}
	return &netsim.Cert{Host: "127.0.0.1"}
}

func (b *bench) caller(from string, r *layoutRun, retry func(string, int, error) bool) *caller {
	c := &caller{
		net: b.net, rng: b.s.Rand(), from: from,
		attempts: b.p.Attempts, timeout: b.p.Timeout,
		backoff: b.p.Backoff, backoffMax: b.p.BackoffMax,
		crash: b.p.OnError == OnErrorCrash, retry: retry, budget: r.budget, stats: &r.stats,
		alive: func() bool { return r.nodes[from].Alive() },
		scene: b.events, listen: r.listen,
	}
	if policy.Linked && b.prog != nil {
		layer, methods := layerApp, b.p.Methods
		if r.thin {
			layer, methods = layerSidecar, r.methods
		}
		c.prog, c.layer, c.knobs = b.prog, layer, knobsArg(b.p, methods)
		c.draws, c.spare = &policy.Rand{R: c.rng}, spareRand()
	}
	return c
}

// route is the business code both apps share: which fee path and method an
// operation needs, and the payment's body.
func route(path string) (op, member, method, feePath, body string) {
	parts := strings.Split(strings.Trim(path, "/"), "/")
	op = parts[0]
	if len(parts) > 1 {
		member = parts[1]
	}
	if op == "ode" {
		return op, member, "POST", payPath, payBody(member)
	}
	return op, member, "GET", "/ceza/" + member, ""
}

// crash is node exiting on an unhandled rejection: the caller's connection is
// reset (netsim turns a lost answer of a dead node into ErrReset) and later
// calls are refused. The lost answer carries the crash for the trace. A
// process exits once: its other requests in flight die with it. cause is
// the failed call whose rejection nothing caught (its message id): the
// crash follows it, and the calls the dead process refuses or resets
// follow the crash.
func (b *bench) crash(proc *sim.Proc, r *layoutRun, addr, cause string) *netsim.Response {
	if node := r.nodes[addr]; node.Alive() {
		e := lab.SceneEvent{T: proc.Now(), Node: addr, State: stateDead, ID: b.events.ref(), Kind: kindCrash}
		if cause != "" {
			e.Causes = []string{cause}
		}
		if b.events.addEvent(e) {
			node.KillBy(e.ID)
		} else {
			node.Kill()
		}
		r.crashed = append(r.crashed, addr)
		return &netsim.Response{Lost: true, Effect: effCrash}
	}
	return &netsim.Response{Lost: true}
}

// thickApp is mesh/odunc-kalin.mjs: timeout, GET-only retries, TLS and
// name-keyed metrics in the application.
func (b *bench) thickApp(r *layoutRun) func(*sim.Proc, *netsim.Request) *netsim.Response {
	c := b.caller(addrThick, r, thickRetry)
	return func(proc *sim.Proc, req *netsim.Request) *netsim.Response {
		op, _, method, path, body := route(req.Path)
		m := r.metrics.get(op)
		m.Requests++
		out := c.try(proc, method, path, nil, body, m)
		b.answer(proc, r, addrThick, req, out)
		if out.crashed {
			return b.crash(proc, r, addrThick, out.id)
		}
		return &netsim.Response{Status: out.status, Body: out.body}
	}
}

// thinApp is mesh/odunc-ince.mjs: a plain call to the local sidecar.
func (b *bench) thinApp(r *layoutRun) func(*sim.Proc, *netsim.Request) *netsim.Response {
	return func(proc *sim.Proc, req *netsim.Request) *netsim.Response {
		op, who, method, path, body := route(req.Path)
		var h netsim.Header
		if r.idemKey && method == "POST" {
			h = netsim.Header{headerIdemKey: op + "-" + who + "-1"}
		}
		fwd := &netsim.Request{Method: method, Path: path, Header: h, Body: body, Attempt: 1, Kind: kindForward}
		reply := b.net.Send(addrThin, addrSidecar, fwd, netsim.Options{}).Wait(proc)
		b.relayed(r, fwd, reply)
		resp, err := reply.Resp, reply.Err
		switch {
		case err != nil && b.p.OnError == OnErrorCrash:
			return b.crash(proc, r, addrThin, reply.ID) // fetch rejects and nothing catches it
		case err != nil:
			return &netsim.Response{Status: 502}
		}
		return &netsim.Response{Status: resp.Status, Body: resp.Body}
	}
}

// sidecar is mesh/yan-araba.mjs: it sees a path, a method and a status code,
// and keys its metrics by path.
func (b *bench) sidecar(r *layoutRun) func(*sim.Proc, *netsim.Request) *netsim.Response {
	c := b.caller(addrSidecar, r, sidecarRetry(b.p.RetryOn, r.methods))
	return func(proc *sim.Proc, req *netsim.Request) *netsim.Response {
		m := r.metrics.get(req.Path)
		m.Requests++
		if r.budget != nil {
			r.budget.enter(proc.Now())
		}
		out := c.try(proc, req.Method, req.Path, req.Header, req.Body, m)
		if r.budget != nil {
			r.budget.leave(proc.Now())
		}
		if out.denied {
			r.denied++
		}
		b.answer(proc, r, addrSidecar, req, out)
		if out.crashed {
			return b.crash(proc, r, addrSidecar, out.id)
		}
		resp := &netsim.Response{Status: out.status, Body: out.body}
		if out.denied {
			resp.Effect = effRetryDenied
		}
		return resp
	}
}

// answer records a retry loop's state when a call through it (req)
// ended: the state follows the call's last try, and the answer to req
// follows the state (relayed).
func (b *bench) answer(proc *sim.Proc, r *layoutRun, node string, req *netsim.Request, out outcome) {
	e := lab.SceneEvent{T: proc.Now(), Node: node, State: stateAlive, Counters: r.triesCounters(), ID: b.events.ref()}
	if out.id != "" {
		e.Causes = []string{out.id}
	}
	if b.events.addEvent(e) {
		r.answered[req] = e.ID
	}
}

// reply is a call that waits for its answer and links the answer to the
// state its server answered from (answer).
func (b *bench) reply(proc *sim.Proc, r *layoutRun, from, to string, req *netsim.Request) (*netsim.Response, error) {
	reply := b.net.Send(from, to, req, netsim.Options{}).Wait(proc)
	b.relayed(r, req, reply)
	return reply.Resp, reply.Err
}

// relayed links the answer to req (its message, reply.ID) to the state its
// server answered from: an answer the server sent after it, never the
// reset of a process that died since (that follows the death).
func (b *bench) relayed(r *layoutRun, req *netsim.Request, reply netsim.Reply) {
	if ref, ok := r.answered[req]; ok {
		delete(r.answered, req)
		if reply.Err == nil {
			b.events.causedBy(reply.ID, ref)
		}
	}
}

// triesCounters is a retry loop's state for the scene.
func (r *layoutRun) triesCounters() map[string]float64 {
	c := map[string]float64{"tries": float64(r.metrics.attempts()), "retries": float64(r.stats.retries())}
	if r.thin {
		c["denied"] = float64(r.denied)
	}
	return c
}
