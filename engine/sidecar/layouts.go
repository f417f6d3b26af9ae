package sidecar

import (
	"fmt"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/netsim"
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
	debt       []callResult
	pay        callResult
	fee        *feeService
	metrics    *metrics
	stats      tryStats
	budget     *budget
	crashed    []string
	start, end time.Duration
}

// callResult is what the measuring script saw for one call to the app.
type callResult struct {
	status int
	err    error
}

// bench runs the layouts one after another on one network, as olc.mjs does.
type bench struct {
	p   *Params
	s   *sim.Sim
	net *netsim.Net
}

func (b *bench) layouts() []layout {
	thick := layout{id: "thick", label: txtThick, processes: 2, hops: 1}
	thin := layout{id: "sidecar", label: txtThin, thin: true, methods: b.p.Methods, processes: 3, hops: 2}
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

// measure is one pass of olc.mjs's loop: fresh counters, the debt queries,
// then the payment.
func (b *bench) measure(p *sim.Proc, l layout) *layoutRun {
	r := &layoutRun{layout: l, fee: newFeeService(b.p), metrics: newMetrics(), start: p.Now()}
	b.net.Serve(addrFee, r.fee.serve(l.id)).Cert = b.cert()
	app := addrThick
	if l.thin {
		app = addrThin
		if b.p.Budget > 0 {
			r.budget = &budget{percent: b.p.Budget, min: b.p.BudgetMin}
		}
		b.net.Serve(addrThin, b.thinApp(r))
		b.net.Serve(addrSidecar, b.sidecar(r))
	} else {
		b.net.Serve(addrThick, b.thickApp(r))
	}
	get := func(path string) callResult {
		resp, err := b.net.Call(p, addrMeasure, app, &netsim.Request{Method: "GET", Path: path, Attempt: 1}, netsim.Options{})
		if err != nil {
			return callResult{err: err}
		}
		return callResult{status: resp.Status}
	}
	for i := range b.p.Members {
		r.debt = append(r.debt, get("/borc/"+member(i)))
	}
	r.pay = get("/ode/" + member(0))
	r.end = p.Now()
	return r
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
	return &caller{
		net: b.net, rng: b.s.Rand(), from: from,
		attempts: b.p.Attempts, timeout: b.p.Timeout,
		backoff: b.p.Backoff, backoffMax: b.p.BackoffMax,
		crash: b.p.OnError == OnErrorCrash, retry: retry, budget: r.budget, stats: &r.stats,
	}
}

// route is the business code both apps share: which fee path and method an
// operation needs.
func route(path string) (op, member, method, feePath string) {
	parts := strings.Split(strings.Trim(path, "/"), "/")
	op = parts[0]
	if len(parts) > 1 {
		member = parts[1]
	}
	if op == "ode" {
		return op, member, "POST", payPath
	}
	return op, member, "GET", "/ceza/" + member
}

// crash is node exiting on an unhandled rejection: the caller's connection is
// reset (netsim turns the nil answer of a dead node into ErrReset) and later
// calls are refused.
func (b *bench) crash(r *layoutRun, addr string) *netsim.Response {
	b.net.Node(addr).Kill()
	r.crashed = append(r.crashed, addr)
	return nil
}

// thickApp is mesh/odunc-kalin.mjs: timeout, GET-only retries, TLS and
// name-keyed metrics in the application.
func (b *bench) thickApp(r *layoutRun) func(*sim.Proc, *netsim.Request) *netsim.Response {
	c := b.caller(addrThick, r, thickRetry)
	return func(p *sim.Proc, req *netsim.Request) *netsim.Response {
		op, _, method, path := route(req.Path)
		m := r.metrics.get(op)
		m.Requests++
		out := c.try(p, method, path, nil, m)
		if out.crashed {
			return b.crash(r, addrThick)
		}
		return &netsim.Response{Status: out.status, Body: out.body}
	}
}

// thinApp is mesh/odunc-ince.mjs: a plain call to the local sidecar.
func (b *bench) thinApp(r *layoutRun) func(*sim.Proc, *netsim.Request) *netsim.Response {
	return func(p *sim.Proc, req *netsim.Request) *netsim.Response {
		op, who, method, path := route(req.Path)
		var h netsim.Header
		if r.idemKey && method == "POST" {
			h = netsim.Header{headerIdemKey: op + "-" + who + "-1"}
		}
		resp, err := b.net.Call(p, addrThin, addrSidecar, &netsim.Request{Method: method, Path: path, Header: h, Attempt: 1}, netsim.Options{})
		switch {
		case err != nil && b.p.OnError == OnErrorCrash:
			return b.crash(r, addrThin) // fetch rejects and nothing catches it
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
	return func(p *sim.Proc, req *netsim.Request) *netsim.Response {
		m := r.metrics.get(req.Path)
		m.Requests++
		if r.budget != nil {
			r.budget.active++
			defer func() { r.budget.active-- }()
		}
		out := c.try(p, req.Method, req.Path, req.Header, m)
		if out.crashed {
			return b.crash(r, addrSidecar)
		}
		return &netsim.Response{Status: out.status, Body: out.body}
	}
}
