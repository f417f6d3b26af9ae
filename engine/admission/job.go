package admission

import (
	"strconv"
	"time"

	"playground/engine/netsim"
)

// job is one request of a client, reused by its retries: a retry carries the
// same work, so only the attempt's own times change. An unbounded queue under
// overload holds up to a million of them, so a job is kept to 48 bytes and
// its events are closures made when scheduled (a closure kept per job would
// outlive its event by the whole wait in the queue).
type job struct {
	critical bool
	queued   bool          // answered from the queue ("kuyruk") rather than at once ("kabul")
	held     bool          // the server admitted this attempt (it held the job until its answer, a drop or a kill)
	reached  bool          // this attempt reached the server's handler (admitted or shed)
	attempt  int16         // 1-based
	after    int16         // the Retry-After of this attempt's 503, in whole seconds
	work     time.Duration // what the job takes, the same for each retry
	first    time.Duration // when the client sent the first attempt
	sent     time.Duration // when the client sent this attempt
	arrived  time.Duration // when it reached the server
	deadline time.Duration // absolute, from the first attempt; 0: none
}

// jobPool recycles finished jobs: an open-loop run of a million requests
// otherwise allocates one job each. It keeps at most maxFree: when a drained
// queue hands back a million jobs at the end, nothing will reuse them.
type jobPool struct{ free []*job }

const maxFree = 4096

func (p *jobPool) get() *job {
	if n := len(p.free); n > 0 {
		j := p.free[n-1]
		p.free = p.free[:n-1]
		return j
	}
	return &job{}
}

func (p *jobPool) put(j *job) {
	if len(p.free) < maxFree {
		*j = job{}
		p.free = append(p.free, j)
	}
}

// HTTP statuses the server answers with.
const (
	statusOK      = 200
	statusShed    = 503 // rejected at admission: temporary, retry later
	statusExpired = 504 // dropped unprocessed when its turn came: the deadline had passed
	statusFailed  = 0   // no answer: the exchange failed (refused, reset or lost by a learner's fault)
)

// Bodies as the lesson's server writes them ("kabul"/"kuyruk" tell whether the
// job waited; "bosaltildi" is the short rejection body).
const (
	bodyAccepted = "kabul\n"
	bodyQueued   = "kuyruk\n"
	bodyShed     = "bosaltildi\n"
	bodyExpired  = "suresi doldu\n"
)

// What an answer meant beyond its status (the scene's effects).
const (
	effectQueued  = "queued"  // 200 after waiting in the queue
	effectShed    = "shed"    // 503 at once: over the limit
	effectExpired = "expired" // 504: dropped unprocessed, its deadline had passed
	effectLate    = "late"    // 200 after the request's deadline or its client's patience: work for nobody
	effectGaveUp  = "gave_up" // 503 on the last try a retrying client allows: the request ends there
)

// effectOf is what an answer meant: lastTry marks a 503 after which the
// client, which retries, may not try again.
func effectOf(status int, queued, late, lastTry bool) string {
	switch {
	case status == statusShed && lastTry:
		return effectGaveUp
	case status == statusShed:
		return effectShed
	case status == statusExpired:
		return effectExpired
	case late:
		return effectLate
	case queued:
		return effectQueued
	}
	return ""
}

// responses builds the server's answers once per run: they never change.
// A learner's policy may say another Retry-After than the knob's: its 503s
// are built once per value (others).
type responses struct {
	accepted, queued, shed, lastShed, expired, lateAccepted, lateQueued *netsim.Response
	after                                                               int16
	others                                                              map[int16][2]*netsim.Response
}

func newResponses(retryAfter time.Duration) responses {
	text := func(status int, body string, queued, late, lastTry bool) *netsim.Response {
		return &netsim.Response{Status: status, Header: netsim.Header{"content-type": "text/plain"}, Body: body,
			Effect: effectOf(status, queued, late, lastTry)}
	}
	r := responses{
		accepted:     text(statusOK, bodyAccepted, false, false, false),
		queued:       text(statusOK, bodyQueued, true, false, false),
		shed:         text(statusShed, bodyShed, false, false, false),
		lastShed:     text(statusShed, bodyShed, false, false, true),
		expired:      text(statusExpired, bodyExpired, false, false, false),
		lateAccepted: text(statusOK, bodyAccepted, false, true, false),
		lateQueued:   text(statusOK, bodyQueued, true, true, false),
	}
	after := strconv.Itoa(int(retryAfter / time.Second))
	r.shed.Header["retry-after"], r.lastShed.Header["retry-after"] = after, after
	r.after, r.others = int16(retryAfter/time.Second), map[int16][2]*netsim.Response{}
	return r
}

// shedAfter is the 503 saying Retry-After: after seconds.
func (r responses) shedAfter(after int16, lastTry bool) *netsim.Response {
	pair, ok := r.others[after]
	if !ok {
		o := newResponses(time.Duration(after) * time.Second)
		pair = [2]*netsim.Response{o.shed, o.lastShed}
		r.others[after] = pair
	}
	if lastTry {
		return pair[1]
	}
	return pair[0]
}

// forStatus is the answer to j's attempt: a 503 says the Retry-After the
// server gave it.
func (r responses) forStatus(j *job, status int, late, lastTry bool) *netsim.Response {
	queued := j.queued
	switch {
	case status == statusShed && j.after != r.after:
		return r.shedAfter(j.after, lastTry)
	case status == statusShed && lastTry:
		return r.lastShed
	case status == statusShed:
		return r.shed
	case status == statusExpired:
		return r.expired
	case queued && late:
		return r.lateQueued
	case late:
		return r.lateAccepted
	case queued:
		return r.queued
	}
	return r.accepted
}

// rawHTTP renders a response as `curl -D -` prints it: status line, headers
// in the order the lesson's server writes them, a blank line, the body.
func rawHTTP(r *netsim.Response) []string {
	lines := []string{"HTTP/1.1 " + strconv.Itoa(r.Status) + " " + reason(r.Status)}
	for _, k := range []string{"content-type", "retry-after"} {
		if v, ok := r.Header[k]; ok {
			lines = append(lines, k+": "+v)
		}
	}
	lines = append(lines, "")
	body := r.Body
	if n := len(body); n > 0 && body[n-1] == '\n' {
		body = body[:n-1]
	}
	return append(lines, body)
}

func reason(status int) string {
	switch status {
	case statusOK:
		return "OK"
	case statusShed:
		return "Service Unavailable"
	case statusExpired:
		return "Gateway Timeout"
	}
	return ""
}
