package sidecar

import (
	"errors"
	"math/rand/v2"
	"slices"
	"time"

	"playground/engine/backoff"
	"playground/engine/netsim"
	"playground/engine/policy"
	"playground/engine/sim"
)

// caller is the lesson's `dene` loop around `cagir`, written once: the thick
// app and the sidecar differ only in their retry rule (and the sidecar's budget).
type caller struct {
	net        *netsim.Net
	rng        *rand.Rand
	from       string
	attempts   int
	timeout    time.Duration
	backoff    time.Duration
	backoffMax time.Duration
	// crash: a transport error rejects cagir's promise and nothing catches
	// it, as in the lesson's code; otherwise it becomes a status (statusFor).
	crash bool
	// retry says whether a try that ended with status may be repeated; err is
	// the transport error behind the status, if any.
	retry func(method string, status int, err error) bool
	// prog is the learner's retry policy (policy.go), asked instead of
	// retry and the backoff: layer and knobs are what it reads about
	// the caller, draws the run's stream, spare the stream of a retry
	// that will not happen. nil: the built-in rules decide.
	prog         policy.Program
	layer        string
	knobs        policy.Struct
	draws, spare *policy.Rand
	budget       *budget // nil: no budget
	stats        *tryStats
	// alive reports whether the caller's own process still runs: a process
	// that exited sends nothing more.
	alive func() bool
	// scene takes the causes learnt once a try ended; listen is the
	// event of the fee service's start with its certificate, the cause
	// of a failed handshake.
	scene  *sceneLog
	listen string
}

// outcome is the last try's result.
type outcome struct {
	status  int
	body    string
	err     error
	crashed bool
	// denied: the retry budget refused the next try.
	denied bool
	// id is the last try's message ("" past the trace limit or with no
	// try): what the caller's answer, or its crash, came from.
	id string
}

func (c *caller) try(proc *sim.Proc, method, path string, header netsim.Header, body string, m *Metric) outcome {
	var out outcome
	began, chosen := proc.Now(), time.Duration(0) // chosen: the code's wait before the next try
	for i := 0; i < c.attempts; i++ {
		if !c.alive() {
			return outcome{err: netsim.ErrReset, crashed: true}
		}
		if i > 0 {
			if c.budget != nil && !c.budget.allow(proc.Now()) {
				out.denied = true
				break
			}
			c.wait(proc, i, chosen)
			if !c.alive() {
				// The process died during its backoff: it sends nothing
				// more, and the retry it was allowed never runs.
				if c.budget != nil {
					c.budget.release(proc.Now())
				}
				return outcome{err: netsim.ErrReset, crashed: true}
			}
		}
		m.Attempts++
		c.stats.tried(i)
		req := &netsim.Request{Method: method, Path: path, Header: header, Body: body, Attempt: i + 1, Kind: kindRead}
		if path == payPath {
			req.Kind = kindPayment
		}
		if i > 0 && out.id != "" {
			// A retry repeats the try before it, for how that try ended
			// (its status, its timeout, its refused or reset call).
			req.Causes = []string{out.id}
		}
		sent := proc.Now()
		r := c.net.Send(c.from, addrFee, req, netsim.Options{Timeout: c.timeout, TLS: true}).Wait(proc)
		resp, err := r.Resp, r.Err
		if i > 0 && c.budget != nil {
			c.budget.release(proc.Now())
		}
		c.stats.count(err)
		if errors.Is(err, netsim.ErrTLS) && c.scene != nil {
			c.scene.causedBy(r.ID, c.listen) // the certificate the handshake failed on
		}
		if err != nil && c.crash {
			return outcome{err: err, crashed: true, id: r.ID} // the loop never reaches `hata += 1`
		}
		if err != nil {
			out = outcome{status: statusFor(err), err: err, id: r.ID}
		} else {
			out = outcome{status: resp.Status, body: resp.Body, id: r.ID}
		}
		again, wait := c.decide(i, req, out, err, proc.Now()-sent, proc.Now()-began)
		if !again {
			break
		}
		chosen = wait
	}
	if out.status >= 500 {
		m.Errors++
	}
	return out
}

// decide says whether try i (0-based) is repeated: the built-in rule, or
// the learner's code, which also chooses the wait (policy.go: ask). The
// code is not asked past the attempts cap.
func (c *caller) decide(i int, req *netsim.Request, out outcome, err error, tried, called time.Duration) (bool, time.Duration) {
	if !policy.Linked || c.prog == nil {
		return c.retry(req.Method, out.status, err), 0
	}
	if i+1 >= c.attempts {
		return false, 0
	}
	return c.ask(i, req, out, err, tried, called)
}

// wait is the pause before a retry: the wait the code chose, or the
// built-in exponential backoff with full jitter, drawn now that the
// retry is allowed.
func (c *caller) wait(proc *sim.Proc, retry int, chosen time.Duration) {
	d := chosen
	if c.prog == nil {
		d = backoff.FullJitter(c.rng, c.backoff, c.backoffMax, retry)
	}
	if d > 0 {
		proc.Sleep(d)
	}
}

// statusFor is how Envoy answers when no response came: 504 for a timeout,
// 503 for a failed connect, handshake or reset.
func statusFor(err error) int {
	if errors.Is(err, netsim.ErrTimeout) {
		return 504
	}
	return 503
}

// neverSent: the request did not reach the server, so repeating it cannot
// repeat its effect (nginx passes even a POST to the next try then).
func neverSent(err error) bool {
	return errors.Is(err, netsim.ErrTLS) || errors.Is(err, netsim.ErrRefused)
}

// idempotent methods per RFC 9110 §9.2.2.
func idempotent(method string) bool {
	return slices.Contains([]string{"GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"}, method)
}

// thickRetry is the lesson's `guvenli`: only GET is repeated, on any 5xx.
func thickRetry(method string, status int, _ error) bool {
	return method == "GET" && status >= 500
}

// sidecarRetry is YINELENEN_KOD, optionally narrowed to idempotent methods.
func sidecarRetry(retryOn []int, methods string) func(string, int, error) bool {
	return func(method string, status int, err error) bool {
		if !slices.Contains(retryOn, status) {
			return false
		}
		return methods == MethodsAll || idempotent(method) || (err != nil && neverSent(err))
	}
}

// budget is Envoy's retry budget: retries in flight may not exceed
// max(floor(percent% of active requests), min). A retry holds its place from
// the moment it is allowed, through its backoff, until its try ends.
type budget struct {
	percent, min     int
	active, retrying int
	// byMin counts the retries let through only by the minimum: the
	// percentage of the active requests would have refused them.
	byMin int
	// samples trace active, retrying and the limit over time, for the figure.
	samples []budgetSample
}

type budgetSample struct {
	at                      time.Duration
	active, retrying, limit int
}

func (b *budget) limit() int { return max(b.percent*b.active/100, b.min) }

// free reports whether allow would let a retry through now.
func (b *budget) free() bool { return b.retrying < b.limit() }

func (b *budget) allow(now time.Duration) bool {
	if b.free() {
		if b.retrying >= b.percent*b.active/100 {
			b.byMin++
		}
		b.retrying++
		b.sample(now)
		return true
	}
	return false
}

func (b *budget) release(now time.Duration) { b.retrying--; b.sample(now) }

func (b *budget) enter(now time.Duration) { b.active++; b.sample(now) }

func (b *budget) leave(now time.Duration) { b.active--; b.sample(now) }

// sample keeps one point per instant: the last state at that time.
func (b *budget) sample(now time.Duration) {
	s := budgetSample{at: now, active: b.active, retrying: b.retrying, limit: b.limit()}
	if n := len(b.samples); n > 0 && b.samples[n-1].at == now {
		b.samples[n-1] = s
		return
	}
	b.samples = append(b.samples, s)
}

// tryStats counts how tries toward the fee service ended: each try in
// exactly one of answered, timeouts, TLS failures, refused, resets and,
// in a run stopped at its horizon, open then.
type tryStats struct {
	// Answered are the tries a status came back for.
	Answered int `json:"answered"`
	Timeouts int `json:"timeouts"`
	// Unserved are the timeouts whose request never reached the fee
	// service (a learner's fault held or lost it): no work was done.
	Unserved    int `json:"timeouts_unserved,omitempty"`
	TLSFailures int `json:"tls_failures"`
	Resets      int `json:"resets"`
	Refused     int `json:"refused"`
	// Open are the tries still waiting when the run was stopped at its
	// horizon: no answer before the run's end.
	Open int `json:"open,omitempty"`
	// TLSReason is the last handshake failure's reason.
	TLSReason string `json:"tls_reason,omitempty"`
	// ByTry counts the tries by their number: [first tries, second, …].
	ByTry []int `json:"by_try"`
}

func (t *tryStats) tried(i int) {
	for len(t.ByTry) <= i {
		t.ByTry = append(t.ByTry, 0)
	}
	t.ByTry[i]++
}

// retries is every try after a call's first.
func (t *tryStats) retries() int {
	n := 0
	for _, c := range t.ByTry[min(1, len(t.ByTry)):] {
		n += c
	}
	return n
}

// settle counts the tries the run's end left without an ending as open.
func (t *tryStats) settle() {
	n := 0
	for _, c := range t.ByTry {
		n += c
	}
	t.Open = n - t.Answered - t.Timeouts - t.TLSFailures - t.Refused - t.Resets
}

func (t *tryStats) count(err error) {
	var tlsErr *netsim.TLSError
	switch {
	case err == nil:
		t.Answered++
	case errors.Is(err, netsim.ErrTimeout):
		t.Timeouts++
		if errors.Is(err, netsim.ErrTimeoutUnserved) {
			t.Unserved++
		}
	case errors.As(err, &tlsErr):
		t.TLSFailures++
		t.TLSReason = tlsErr.Reason
	case errors.Is(err, netsim.ErrRefused):
		t.Refused++
	default:
		t.Resets++
	}
}
