package admission

import (
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/policy"
)

var hook = &policy.Hook{
	Func:    "admit",
	Params:  []string{"request", "server", "knobs", "rng"},
	Starter: starter,
	Doc:     hookDoc,
}

// recentN is how many finished jobs' times the code sees (recent_ms).
const recentN = 10

// maxRetryAfter bounds the Retry-After the code may say, in seconds: the
// knob's own bound (the run's estimated span counts on it).
const maxRetryAfter = 60

// admitPolicy is the learner's code at work in one bounded run: the
// loaded program, the knobs it reads (the same all run) and the last
// finished jobs' times in the server.
type admitPolicy struct {
	prog  policy.Program
	knobs policy.Struct
	rng   *policy.Rand // the run's seeded stream (sim.Rand)
	// recent is a ring of the last recentN times, in ms, boxed once as
	// they come (a call passes them, and boxing a float allocates).
	recent     [recentN]any
	n, next    int
	list       []any
	req, state policy.Struct
}

func newAdmitPolicy(prog policy.Program, p *Params, rng *rand.Rand) *admitPolicy {
	return &admitPolicy{prog: prog, list: make([]any, 0, recentN), rng: &policy.Rand{R: rng},
		req: policy.Struct{}, state: policy.Struct{},
		knobs: policy.Struct{
			"concurrency":   p.Concurrency,
			"queue":         p.Queue,
			"reserve":       p.Reserve,
			"retry_after_s": int(p.RetryAfter / time.Second),
			"work_ms":       ms(p.Work),
			"deadline_ms":   ms(p.Deadline),
			"critical":      p.Critical,
			"limit":         p.Limit,
		}}
}

// finished records a job answered 200 after d in the server.
func (a *admitPolicy) finished(d time.Duration) {
	a.recent[a.next] = ms(d)
	a.next = (a.next + 1) % recentN
	a.n = min(a.n+1, recentN)
}

// decide calls the code for j arriving now: whether it is admitted, and
// the Retry-After of its 503 when it is not. A result the engine cannot
// use fails the run at the function's line (policy.Must's panic).
func (a *admitPolicy) decide(sv *server, j *job, now time.Duration) (admitted bool, after int16) {
	a.req["critical"] = j.critical
	a.req["attempt"] = int(j.attempt)
	a.req["age_ms"] = ms(now - j.first)
	a.req["left_ms"] = nil
	if j.deadline > 0 {
		a.req["left_ms"] = ms(j.deadline - now)
	}
	a.list = a.list[:0]
	for i := range a.n {
		a.list = append(a.list, a.recent[(a.next-a.n+i+recentN)%recentN])
	}
	a.state["running"] = sv.running
	a.state["queued"] = sv.queued()
	a.state["limit"] = sv.lim.limit()
	a.state["held_critical"] = sv.held[classCritical]
	a.state["held_normal"] = sv.held[classNormal]
	a.state["recent_ms"] = a.list
	v := policy.Must(a.prog, a.req, a.state, a.knobs, a.rng)
	switch v {
	case "admit":
		// "admit" is a promise that the job runs now. With every worker
		// busy the engine cannot keep it, and turning it silently into
		// "queue" would hide from the learner that the job waits behind
		// the others (the very wait the lesson is about): the run stops
		// here, saying so and what to return instead.
		if sv.running >= sv.workers {
			panic(policy.Errorf(a.prog.Line(), txtNoWorker, sv.running, sv.workers))
		}
		return true, sv.after
	case "queue":
		// A queued job with a worker free is started at once: the
		// server never leaves a worker idle while a job waits (dispatch
		// runs only when a job ends, so a job left in the queue of an
		// idle server would wait for ever).
		return true, sv.after
	case "reject":
		return false, sv.after
	}
	if t, ok := v.([]any); ok && len(t) == 2 && t[0] == "reject" {
		s, ok := t[1].(int64)
		if !ok || s < 0 || s > maxRetryAfter {
			panic(policy.Errorf(a.prog.Line(), txtRetryAfter, maxRetryAfter, repr(t[1])))
		}
		return false, int16(s)
	}
	panic(policy.Errorf(a.prog.Line(), txtDecision, repr(v)))
}

var (
	txtDecision = i18n.Text{
		TR: "admit işlevi %s döndürdü; \"admit\", \"queue\", \"reject\" ya da (\"reject\", saniye) döndürmeli",
		EN: "admit returned %s; it must return \"admit\", \"queue\", \"reject\" or (\"reject\", seconds)"}
	txtNoWorker = i18n.Text{
		TR: "\"admit\" döndü ama boş işçi yok (çalışan iş: %d, işçi: %d); işin sırasını beklemesi için \"queue\" döndürün",
		EN: "\"admit\" returned, yet no worker is free (%d jobs running, %d workers); return \"queue\" to let the job wait its turn"}
	txtRetryAfter = i18n.Text{
		TR: "Retry-After 0 ile %d arasında tam saniye olmalı (HTTP başlığı saniye taşır); kod %s döndürdü",
		EN: "Retry-After must be whole seconds from 0 to %d (the HTTP header carries seconds); the code returned %s"}
)

// repr writes a returned value as the code would print it, cut short.
func repr(v any) string {
	var b strings.Builder
	write(&b, v)
	s := b.String()
	if r := []rune(s); len(r) > 60 {
		s = string(r[:60]) + "…"
	}
	return s
}

func write(b *strings.Builder, v any) {
	if b.Len() > 80 {
		return
	}
	switch v := v.(type) {
	case nil:
		b.WriteString("None")
	case bool:
		if v {
			b.WriteString("True")
		} else {
			b.WriteString("False")
		}
	case int64:
		b.WriteString(strconv.FormatInt(v, 10))
	case float64:
		b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
	case string:
		b.WriteString(strconv.Quote(v))
	case []any:
		b.WriteByte('(')
		for i, x := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			write(b, x)
		}
		b.WriteByte(')')
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Quote(k) + ": ")
			write(b, v[k])
		}
		b.WriteByte('}')
	}
}
