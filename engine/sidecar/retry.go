package sidecar

import (
	"errors"
	"math/rand/v2"
	"slices"
	"time"

	"playground/engine/backoff"
	"playground/engine/netsim"
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
	retry  func(method string, status int, err error) bool
	budget *budget // nil: no budget
	stats  *tryStats
}

// outcome is the last try's result.
type outcome struct {
	status  int
	body    string
	err     error
	crashed bool
}

func (c *caller) try(p *sim.Proc, method, path string, header netsim.Header, m *Metric) outcome {
	var out outcome
	for i := 0; i < c.attempts; i++ {
		if i > 0 {
			if c.budget != nil && !c.budget.allow() {
				break
			}
			c.wait(p, i)
		}
		m.Attempts++
		req := &netsim.Request{Method: method, Path: path, Header: header, Attempt: i + 1}
		c.budget.begin(i)
		resp, err := c.net.Call(p, c.from, addrFee, req, netsim.Options{Timeout: c.timeout, TLS: true})
		c.budget.end(i)
		c.stats.count(err)
		if err != nil && c.crash {
			return outcome{err: err, crashed: true} // the loop never reaches `hata += 1`
		}
		if err != nil {
			out = outcome{status: statusFor(err), err: err}
		} else {
			out = outcome{status: resp.Status, body: resp.Body}
		}
		if !c.retry(method, out.status, err) {
			break
		}
	}
	if out.status >= 500 {
		m.Errors++
	}
	return out
}

// wait is the pause before a retry: exponential backoff with full jitter.
func (c *caller) wait(p *sim.Proc, retry int) {
	if d := backoff.FullJitter(c.rng, c.backoff, c.backoffMax, retry); d > 0 {
		p.Sleep(d)
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
// max(floor(percent% of active requests), min).
type budget struct {
	percent, min     int
	active, retrying int
	denied           int
}

func (b *budget) allow() bool {
	if b.retrying < max(b.percent*b.active/100, b.min) {
		return true
	}
	b.denied++
	return false
}

func (b *budget) begin(try int) {
	if b != nil && try > 0 {
		b.retrying++
	}
}

func (b *budget) end(try int) {
	if b != nil && try > 0 {
		b.retrying--
	}
}

// tryStats counts how tries toward the fee service ended.
type tryStats struct {
	Timeouts    int `json:"timeouts"`
	TLSFailures int `json:"tls_failures"`
	Resets      int `json:"resets"`
	Refused     int `json:"refused"`
	// TLSReason is the last handshake failure's reason.
	TLSReason string `json:"tls_reason,omitempty"`
}

func (t *tryStats) count(err error) {
	var tlsErr *netsim.TLSError
	switch {
	case err == nil:
	case errors.Is(err, netsim.ErrTimeout):
		t.Timeouts++
	case errors.As(err, &tlsErr):
		t.TLSFailures++
		t.TLSReason = tlsErr.Reason
	case errors.Is(err, netsim.ErrRefused):
		t.Refused++
	default:
		t.Resets++
	}
}
