package admission

import (
	"math"
	"time"
)

// Summary is the JSON contract (docs/DESIGN.md): modes [unbounded, bounded] with
// name and groups, plus what the lab measures beyond the lesson.
type Summary struct {
	Modes []ModeSummary `json:"modes"`
	// Rejection is the raw HTTP text of the bounded server's 503.
	Rejection string `json:"rejection_http"`

	// stats are the modes' exact measurements, and [from, to) the window
	// Little's law is measured over: what the reading's claims state.
	stats    []*modeStats
	from, to time.Duration
}

// ModeSummary is one mode. Counts are per attempt unless named per request.
type ModeSummary struct {
	Name          string  `json:"name"`
	Groups        []group `json:"groups"`
	GroupsOmitted int     `json:"groups_omitted,omitempty"`

	Requests  int `json:"requests"`
	Sent      int `json:"sent"`
	Completed int `json:"completed"`
	Rejected  int `json:"rejected"`
	Dropped   int `json:"dropped"`
	// Failed attempts got no answer: a learner's fault refused, reset or
	// lost them (sent = completed + rejected + dropped + failed + open).
	Failed int `json:"failed"`
	// Open attempts still waited for their answer when the run was
	// stopped at its horizon (Stopped, in s: a fault stretched the mode
	// that long); Unfinished requests had no last answer then: an attempt
	// open, or a retry due after it (requests = completed + gave up +
	// unfinished). All three are 0 for a mode that finished.
	Open       int     `json:"open,omitempty"`
	Unfinished int     `json:"unfinished,omitempty"`
	Stopped    float64 `json:"stopped_s,omitempty"`
	// GaveUp requests ended without a 200: Exhausted ones on a 503 after
	// every try the client allows, Expired ones on a 504, Broken ones with
	// no answer.
	GaveUp    int `json:"gave_up"`
	Exhausted int `json:"exhausted"`
	Expired   int `json:"expired"`
	Broken    int `json:"broken"`
	// Goodput counts the requests whose 200 came within their window from
	// the first attempt: the deadline, or the client's patience without one
	// (Params.window); Late counts the 200s after it.
	Goodput  int `json:"goodput"`
	Late     int `json:"late"`
	MaxQueue int `json:"max_queue"`
	// AdmissionLimit is the most jobs the mode may hold: concurrency +
	// queue bounded (an adaptive limit's ceiling), 0 unbounded (no limit).
	AdmissionLimit int     `json:"admission_limit,omitempty"`
	GoodputPerS    float64 `json:"goodput_per_s"`
	Amplification  float64 `json:"amplification"`

	P50Ms float64 `json:"p50_ms"`
	P95Ms float64 `json:"p95_ms"`
	P99Ms float64 `json:"p99_ms"`
	MaxMs float64 `json:"max_ms"`
	// E2E is per request from its first attempt to its 200, given when
	// clients retry (without retries it equals the per-attempt latency).
	E2E *Quantiles `json:"e2e,omitempty"`
	// WaitMeanMs is per request that had a last answer (gave up or 200):
	// the mean time from its first attempt to that answer, whatever it
	// said. A rejection is an answer: the client knows at once.
	WaitMeanMs float64 `json:"wait_mean_ms"`

	// Little is nil for a mode stopped at its horizon: the attempts it
	// admitted and had not answered then have no wait to average.
	Little   *Little       `json:"little,omitempty"`
	Classes  *Classes      `json:"classes,omitempty"`
	Limit    *LimitSummary `json:"limit,omitempty"`
	Duration float64       `json:"duration_s"` // until the last answer
}

// Quantiles of a latency, in ms.
type Quantiles struct {
	P50 float64 `json:"p50_ms"`
	P95 float64 `json:"p95_ms"`
	P99 float64 `json:"p99_ms"`
	Max float64 `json:"max_ms"`
}

// Little is L = λW measured over Window (seconds, the same for both modes):
// L the time-average of jobs in the server, λ the admission rate, W the mean
// time held.
type Little struct {
	L       float64 `json:"l"`
	Lambda  float64 `json:"lambda_per_s"`
	W       float64 `json:"w_s"`
	LambdaW float64 `json:"lambda_w"`
	Window  float64 `json:"window_s"`
}

// Classes splits the attempts by priority class. CriticalFewer is the
// critical class again with one place fewer reserved for it (the bounded
// mode run again on the same requests), given when a place is reserved.
type Classes struct {
	Normal        ClassSummary  `json:"normal"`
	Critical      ClassSummary  `json:"critical"`
	CriticalFewer *ClassSummary `json:"critical_one_fewer_reserved,omitempty"`
}

func classSummary(c classCount) ClassSummary {
	return ClassSummary{c.sent, c.completed, c.rejected, c.dropped, c.failed, c.open}
}

// setFewer adds the critical class's counts with one place fewer reserved.
func (c *Classes) setFewer(fewer *classCount) {
	if c != nil && fewer != nil {
		f := classSummary(*fewer)
		c.CriticalFewer = &f
	}
}

// ClassSummary is one class's attempts by outcome.
type ClassSummary struct {
	Sent      int `json:"sent"`
	Completed int `json:"completed"`
	Rejected  int `json:"rejected"`
	Dropped   int `json:"dropped"`
	// Failed attempts got no answer (a learner's fault), as the mode's;
	// Open ones still waited for it at the run's horizon.
	Failed int `json:"failed,omitempty"`
	Open   int `json:"open,omitempty"`
}

// LimitSummary is the adaptive admission limit: the bounds it may move in
// (floor and ceiling) and where it went.
type LimitSummary struct {
	Kind    string `json:"kind"`
	Floor   int    `json:"floor"`
	Ceiling int    `json:"ceiling"`
	Start   int    `json:"start"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Last    int    `json:"last"`
}

// maxGroups bounds the JSON's group list: an overloaded unbounded run can
// spread over thousands of slices.
const maxGroups = 1000

// modeSummary sums up one mode; Little's law is measured over the window
// [from, to] both modes share.
func (p *Params) modeSummary(r modeRun, from, to time.Duration) ModeSummary {
	m := r.st
	ms := ModeSummary{Name: m.name, Requests: m.requests, Sent: m.sent, Completed: m.completed,
		Rejected: m.rejected, Dropped: m.dropped, Failed: m.failed, GaveUp: m.gaveUp, Exhausted: m.exhausted, Expired: m.expired, Broken: m.broken,
		Goodput: m.goodput, Late: m.late, MaxQueue: m.maxQueue, Duration: round(m.end.Seconds()),
		Open: m.openAtEnd, Unfinished: m.unfinished}
	if m.cut {
		ms.Stopped = round(m.stopped.Seconds())
	}
	ms.Groups = m.groupList()
	if len(ms.Groups) > maxGroups {
		ms.GroupsOmitted = len(ms.Groups) - maxGroups
		ms.Groups = ms.Groups[:maxGroups]
	}
	if m.end > 0 {
		ms.GoodputPerS = round(float64(m.goodput) / m.end.Seconds())
	}
	if m.requests > 0 {
		ms.Amplification = round(float64(m.sent) / float64(m.requests))
	}
	q := m.lat.quantiles(0.5, 0.95, 0.99, 1)
	ms.P50Ms, ms.P95Ms, ms.P99Ms, ms.MaxMs = ms2(q[0]), ms2(q[1]), ms2(q[2]), ms2(q[3])
	if n := m.succeeded + m.gaveUp; n > 0 {
		ms.WaitMeanMs = ms2(m.waited / time.Duration(n))
	}
	if p.Client != clientNone {
		e := m.e2e.quantiles(0.5, 0.95, 0.99, 1)
		ms.E2E = &Quantiles{ms2(e[0]), ms2(e[1]), ms2(e[2]), ms2(e[3])}
	}
	if !m.cut {
		l := m.little(from, to)
		ms.Little = &Little{L: round(l.L), Lambda: round(l.Lambda), W: round(l.W), LambdaW: round(l.Lambda * l.W), Window: round(l.Window)}
	}
	if m.critical > 0 {
		ms.Classes = &Classes{Normal: classSummary(m.class[classNormal]), Critical: classSummary(m.class[classCritical])}
	}
	if m.name == modeBounded {
		_, ms.AdmissionLimit = p.limitBounds()
	}
	if m.name == modeBounded && p.Limit != limitFixed {
		floor, ceiling := p.limitBounds()
		ms.Limit = &LimitSummary{Kind: p.Limit, Floor: floor, Ceiling: ceiling, Start: floor,
			Min: m.limMin, Max: m.limMax, Last: r.lastLimit}
	}
	return ms
}

// round keeps JSON numbers readable: 4 significant decimals are plenty.
func round(x float64) float64 { return math.Round(x*1e4) / 1e4 }

func ms2(d time.Duration) float64 { return round(float64(d) / 1e6) }
