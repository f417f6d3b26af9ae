package admission

import (
	"strconv"
	"time"

	"playground/engine/netsim"
)

// job is one request of a client, reused by its retries: a retry carries the
// same work, so only the attempt's own times change.
type job struct {
	id       int
	critical bool
	work     time.Duration
	first    time.Duration // when the client sent the first attempt
	attempt  int           // 1-based
	sent     time.Duration // when the client sent this attempt
	arrived  time.Duration // when it reached the server
	deadline time.Duration // absolute; 0: none
	queued   bool          // answered from the queue ("kuyruk") rather than at once ("kabul")

	// respond answers the attempt over the in-memory network (nil on the
	// direct wire).
	respond func(*netsim.Response)
}

// jobPool recycles finished jobs: an open-loop run of a million requests
// otherwise allocates one job each.
type jobPool struct{ free []*job }

func (p *jobPool) get() *job {
	if n := len(p.free); n > 0 {
		j := p.free[n-1]
		p.free = p.free[:n-1]
		return j
	}
	return &job{}
}

func (p *jobPool) put(j *job) {
	*j = job{}
	p.free = append(p.free, j)
}

// HTTP statuses the server answers with.
const (
	statusOK      = 200
	statusShed    = 503 // rejected at admission: temporary, retry later
	statusExpired = 504 // dropped at the queue head: the deadline had passed
)

// Bodies as the lesson's server writes them ("kabul"/"kuyruk" tell whether the
// job waited; "bosaltildi" is the short rejection body).
const (
	bodyAccepted = "kabul\n"
	bodyQueued   = "kuyruk\n"
	bodyShed     = "bosaltildi\n"
	bodyExpired  = "suresi doldu\n"
)

// responses builds the server's answers once per run: they never change.
type responses struct{ accepted, queued, shed, expired *netsim.Response }

func newResponses(retryAfter time.Duration) responses {
	text := func(status int, body string) *netsim.Response {
		return &netsim.Response{Status: status, Header: netsim.Header{"content-type": "text/plain"}, Body: body}
	}
	r := responses{
		accepted: text(statusOK, bodyAccepted),
		queued:   text(statusOK, bodyQueued),
		shed:     text(statusShed, bodyShed),
		expired:  text(statusExpired, bodyExpired),
	}
	r.shed.Header["retry-after"] = strconv.Itoa(int(retryAfter / time.Second))
	return r
}

func (r responses) forStatus(status int, queued bool) *netsim.Response {
	switch {
	case status == statusShed:
		return r.shed
	case status == statusExpired:
		return r.expired
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
