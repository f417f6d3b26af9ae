package admission

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/oracle"
	"playground/engine/param"
	"playground/engine/policy"
)

// The starter code is the server's own rule: at the lesson's values, at
// every preset, with every fault case, with faults of every kind on the
// bounded server, with priority classes and a reserve (and the run again
// with one place fewer reserved), deadlines, LIFO, adaptive limits and
// retrying clients, its run is the built-in run byte for byte.
func TestTheStarterCodeGivesTheBuiltInRunByteForByte(t *testing.T) {
	queries := []string{""}
	for _, p := range Lab.Presets {
		queries = append(queries, p.Params)
	}
	queries = append(queries, Lab.FaultCases...)
	for _, c := range Lab.Challenges {
		if c.IsCode() {
			queries = append(queries, c.Fixed)
		}
	}
	queries = append(queries,
		"faults=kill:bounded.server@500ms,restart:bounded.server@1s&requests=20&client=retry_after&attempts=3",
		"faults=stall:bounded.server@100ms+1s,drop:bounded.client>bounded.server@1.2s+200ms&requests=30&client=backoff&attempts=4",
		"faults=delay:bounded.client>bounded.server@0s+1s&critical=0.3&reserve=1&requests=30",
		"arrivals=poisson&rate=10&duration=60s&concurrency=3&critical=0.2&reserve=2",
		"arrivals=poisson&rate=12&duration=30s&work_dist=exp&limit=gradient2&queue=30&critical=0.3&reserve=1&deadline=800ms",
		"arrivals=poisson&rate=10&duration=60s&work_dist=exp&deadline=1s&queue=20&discipline=lifo",
		"requests=40&client=immediate&attempts=4&queue=0&retry_after=3s",
	)
	labtest.StarterIsTheBuiltIn(t, Lab, queries...)
}

// withCode is q (URL form) with src as the learner's policy.
func withCode(t *testing.T, q, src string) url.Values {
	t.Helper()
	v, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	v.Set(param.PolicyParam, src)
	return v
}

// runCode runs q with src as the policy, failing the test on an error.
func runCode(t *testing.T, q, src string) (*lab.Result, *Summary) {
	t.Helper()
	res, err := Lab.Run(withCode(t, q, src), nil)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return res, res.Summary.(*Summary)
}

// Each further case of an admission code challenge asks something on its
// own: the starter code (the server's own rule) fails it too, not only the
// challenge's own run. (The rest — code alone, two more seeds and a fault,
// the starter fails, the solution passes — is engine/labs' contract test
// for every lab.)
func TestEachFurtherCaseOfACodeChallengeFailsWithTheStarterCode(t *testing.T) {
	n := 0
	for i := range Lab.Challenges {
		c := &Lab.Challenges[i]
		if !c.IsCode() {
			continue
		}
		n++
		for _, cs := range c.Cases {
			res, err := Lab.Run(withCode(t, c.Fixed+"&"+cs, starter), nil)
			if err != nil {
				t.Fatalf("%s %s: %v", c.ID, cs, err)
			}
			if v, pass := lab.Grade(res, c.Checks); pass {
				t.Errorf("%s: the starter code passes the case %s: %+v", c.ID, cs, v)
			}
		}
	}
	if n < 2 {
		t.Errorf("%d code challenges, want at least 2", n)
	}
}

// queueAll admits every request: the lesson's unbounded server, written as
// the bounded server's policy.
const queueAll = `
def admit(request, server, knobs, rng):
    if server.running < knobs.concurrency:
        return "admit"
    return "queue"
`

// Code that queues every request turns the bounded server into the
// unbounded one, and the numbers move as the lesson says: nobody is
// turned away, but the accepted wait longer — the p99 becomes the
// unbounded mode's — and under lasting overload (twice the capacity for a
// minute) the queue grows without end and most answers come too late.
func TestCodeThatQueuesEveryRequestMakesTheBoundedServerTheUnboundedOne(t *testing.T) {
	for _, q := range []string{"", twiceCapacity} {
		built, _ := run(t, q)
		res, s := runCode(t, q, queueAll)
		m, b := res.Metrics, built.Metrics
		if m["rejected_pct"] != 0 || b["rejected_pct"] == 0 {
			t.Errorf("%q: rejected %v%% (built-in %v%%), want none", q, m["rejected_pct"], b["rejected_pct"])
		}
		if m["p99_ms"] != m["unbounded_p99_ms"] || m["p99_ms"] <= b["p99_ms"] {
			t.Errorf("%q: p99 %v ms, want the unbounded mode's %v ms, above the built-in rule's %v ms", q, m["p99_ms"], m["unbounded_p99_ms"], b["p99_ms"])
		}
		if m["wait_mean_ms"] <= b["wait_mean_ms"] || m["max_queue"] <= b["max_queue"] {
			t.Errorf("%q: mean wait %v ms and longest queue %v, built-in %v ms and %v: want both longer", q, m["wait_mean_ms"], m["max_queue"], b["wait_mean_ms"], b["max_queue"])
		}
		if u, bo := s.Modes[0], s.Modes[1]; u.MaxQueue != bo.MaxQueue || u.Completed != bo.Completed {
			t.Errorf("%q: bounded with the code %+v, unbounded %+v: want the same queue and answers", q, bo, u)
		}
	}
	built, _ := run(t, twiceCapacity)
	res, _ := runCode(t, twiceCapacity, queueAll)
	if g, b := res.Metrics["goodput_pct"], built.Metrics["goodput_pct"]; g >= b/2 {
		t.Errorf("goodput %v%% under lasting overload with every request queued, built-in %v%%: want it to collapse", g, b)
	}
}

// The Retry-After the code gives a 503 is the one its header says and the
// one a client waits: ("reject", 3) sends the retry 3 s after the 503.
func TestTheCodesRetryAfterIsWhatThe503SaysAndWhatTheClientWaits(t *testing.T) {
	const src = `
def admit(request, server, knobs, rng):
    if server.running + server.queued >= knobs.concurrency + knobs.queue:
        return ("reject", 3)
    if server.running < knobs.concurrency:
        return "admit"
    return "queue"
`
	res, s := runCode(t, "client=retry_after&attempts=2", src)
	if !strings.Contains(s.Rejection, "retry-after: 3\n") {
		t.Errorf("the 503 reads %q, want retry-after: 3", s.Rejection)
	}
	retries := 0
	for _, m := range res.Trace {
		if m.To != nodesOf(modeBounded).server {
			continue
		}
		if m.Attempt == 2 {
			retries++
			if m.Sent < 3*time.Second || m.Sent > 3*time.Second+time.Millisecond {
				t.Errorf("a retry sent at %v, want 3 s after its 503", m.Sent)
			}
		}
	}
	if retries != 6 {
		t.Errorf("%d retries, want the 6 the first 503s promised", retries)
	}
	found := false
	for _, e := range res.Scene.Events {
		if e.Note != nil && strings.Contains(e.Note.EN, "503 (Retry-After 3 s)") {
			found = true
		}
	}
	if !found {
		t.Error("the replay does not tell the 503's Retry-After of 3 s")
	}
	// "reject" alone says the knob's.
	_, s = runCode(t, "retry_after=7s", `
def admit(request, server, knobs, rng):
    if server.running < knobs.concurrency:
        return "admit"
    return "reject"
`)
	if !strings.Contains(s.Rejection, "retry-after: 7\n") || s.Modes[1].Rejected != 8 {
		t.Errorf("%d rejected, the 503 reads %q: want 8 and the knob's 7", s.Modes[1].Rejected, s.Rejection)
	}
}

// What the code is shown is the server as it stands: it checks every
// argument with fail() and decides as the built-in rule does, over runs
// with classes, deadlines, retries, adaptive limits and a kill.
func TestTheCodeSeesTheRequestAndTheServerAsTheyAre(t *testing.T) {
	const src = `
def admit(request, server, knobs, rng):
    held = server.running + server.queued
    if server.held_critical + server.held_normal != held:
        fail("held by class", server.held_critical, server.held_normal, held)
    if server.running > knobs.concurrency or server.queued < 0:
        fail("running", server.running)
    if server.queued > 0 and server.running != knobs.concurrency:
        fail("a job waits while a worker is free")
    if len(server.recent_ms) > 10:
        fail("recent", server.recent_ms)
    for r in server.recent_ms:
        if r <= 0:
            fail("recent", r)
    if request.attempt < 1 or request.attempt > 4 or request.age_ms < 0:
        fail("request", request.attempt, request.age_ms)
    if knobs.deadline_ms == 0:
        if request.left_ms != None:
            fail("left without a deadline", request.left_ms)
    elif request.left_ms > knobs.deadline_ms or request.left_ms + request.age_ms > knobs.deadline_ms + 0.000001 or request.left_ms + request.age_ms < knobs.deadline_ms - 0.000001:
        fail("left", request.left_ms, request.age_ms)
    if knobs.limit == "fixed" and server.limit != knobs.concurrency + knobs.queue:
        fail("limit", server.limit)
    if server.limit < knobs.concurrency or server.limit > knobs.concurrency + knobs.queue:
        fail("limit", server.limit)
    if held >= server.limit:
        return "reject"
    if server.running < knobs.concurrency:
        return "admit"
    return "queue"
`
	for _, q := range []string{
		"",
		"critical=0.3&requests=40&client=backoff&attempts=4&deadline=2s",
		"arrivals=poisson&rate=15&duration=20s&work_dist=exp&limit=aimd&queue=10&deadline=1s&critical=0.2",
		"arrivals=poisson&rate=15&duration=20s&limit=gradient2&queue=10&client=retry_after&attempts=3",
		"requests=30&client=retry_after&attempts=3&faults=kill:bounded.server@400ms,restart:bounded.server@700ms",
	} {
		runCode(t, q, src)
	}
	// The recent times are the last answered jobs' times in the server:
	// with constant 300 ms work and the lesson's queue of 2, each is
	// 300 or 600 ms (give or take a hop), at most 10, oldest first.
	const recent = `
def admit(request, server, knobs, rng):
    if request.attempt == 1 and request.age_ms > 1000:
        if len(server.recent_ms) != 10:
            fail("want 10 recent times", server.recent_ms)
    for r in server.recent_ms:
        if not (299 < r and r < 301) and not (599 < r and r < 601):
            fail("recent", server.recent_ms)
    if server.running + server.queued >= knobs.concurrency + knobs.queue:
        return "reject"
    if server.running < knobs.concurrency:
        return "admit"
    return "queue"
`
	runCode(t, "requests=40&client=retry_after&attempts=5", recent)
}

// A decision the engine cannot use stops the run with a policy error at
// the function's def line, saying what came back in both languages: an
// unknown word, another type, a Retry-After that is no whole number of
// seconds or past a minute, and "admit" with every worker busy.
func TestAWrongDecisionFailsTheRunAtTheDefLine(t *testing.T) {
	for _, c := range []struct{ ret, says string }{
		{`"maybe"`, `admit returned "maybe"`},
		{`42`, `admit returned 42`},
		{`("reject", 1, 2)`, `admit returned ("reject", 1, 2)`},
		{`{"reject": 1}`, `admit returned {"reject": 1}`},
		{`None`, `admit returned None`},
		{`("reject", 1.5)`, `Retry-After must be whole seconds from 0 to 60 (the HTTP header carries seconds); the code returned 1.5`},
		{`("reject", 61)`, `the code returned 61`},
		{`("reject", -1)`, `the code returned -1`},
		{`"admit"`, `"admit" returned, yet no worker is free (2 jobs running, 2 workers); return "queue"`},
	} {
		src := "# a policy\n\ndef admit(request, server, knobs, rng):\n    if server.running < knobs.concurrency:\n        return \"admit\"\n    return " + c.ret + "\n"
		_, err := Lab.Run(withCode(t, "", src), nil)
		pe, ok := policy.As(err)
		if !ok {
			t.Errorf("%s: error %v, want a policy error", c.ret, err)
			continue
		}
		if pe.Kind != policy.Result || pe.Line != 3 {
			t.Errorf("%s: %s error at line %d, want a result error at the def line 3", c.ret, pe.Kind, pe.Line)
		}
		if !strings.Contains(pe.Msg.EN, c.says) || pe.Msg.TR == "" || pe.Msg.TR == pe.Msg.EN {
			t.Errorf("%s: says %q / %q, want …%s… in both languages", c.ret, pe.Msg.EN, pe.Msg.TR, c.says)
		}
	}
}

// Code that never returns stops at the step budget of one call, and code
// that cannot be the hook (a syntax error, other parameters) is refused
// before the run, at its line.
func TestAnEndlessLoopStopsAtTheStepBudgetAndBadCodeBeforeTheRun(t *testing.T) {
	_, err := Lab.Run(withCode(t, "", "def admit(request, server, knobs, rng):\n    n = 0\n    while True:\n        n += 1\n"), nil)
	if pe, ok := policy.As(err); !ok || pe.Kind != policy.Steps || pe.Line < 3 {
		t.Errorf("an endless loop: %v, want a step-budget error in the loop", err)
	}
	for _, c := range []struct {
		src  string
		kind policy.Kind
		line int
	}{
		{"def admit(request, server, knobs, rng):\n    return = 1\n", policy.Syntax, 2},
		{"\ndef admit(request, server, knobs):\n    return \"queue\"\n", policy.Shape, 2},
		{"def decide(request, server, knobs, rng):\n    return \"queue\"\n", policy.Shape, 0},
		{"def admit(request, server, knobs, rng):\n    return request.priority\n", policy.Runtime, 2},
	} {
		_, err := Lab.Run(withCode(t, "", c.src), nil)
		if pe, ok := policy.As(err); !ok || pe.Kind != c.kind || pe.Line != c.line {
			t.Errorf("%q: %v, want a %s error at line %d", c.src, err, c.kind, c.line)
		}
	}
}

// A run with code keeps what every run keeps: the lab's invariants, a
// reading whose every sentence the oracle measures true, the glossary's
// typography — with the solutions in every case of their challenge, code
// that queues everything, and code drawing its decisions and Retry-After
// from the seeded stream under faults.
func TestARunWithCodeKeepsTheLabsInvariantsAndItsReadingHolds(t *testing.T) {
	lesson, err := Lab.Run(nil, gridEnv())
	if err != nil {
		t.Fatal(err)
	}
	const random = `
def admit(request, server, knobs, rng):
    if server.running < knobs.concurrency and rng.random() < 0.9:
        return "admit"
    if request.critical or rng.below(4) > 0:
        return "queue"
    return ("reject", rng.below(3))
`
	type set struct{ q, src string }
	sets := []set{{"", queueAll}, {twiceCapacity, queueAll}, {"critical=0.3&requests=40&client=backoff&attempts=4", random},
		{"requests=40&client=retry_after&attempts=4&faults=kill:bounded.server@400ms,restart:bounded.server@900ms", random},
		{"arrivals=poisson&rate=12&duration=20s&deadline=800ms&critical=0.2&reserve=1&faults=stall:bounded.server@5s+1s", random}}
	for _, c := range Lab.Challenges {
		if !c.IsCode() {
			continue
		}
		sol, _ := url.ParseQuery(c.Solution)
		for _, cs := range append([]string{""}, c.Cases...) {
			sets = append(sets, set{strings.TrimSuffix(c.Fixed+"&"+cs, "&"), sol.Get(param.PolicyParam)})
		}
	}
	for _, s := range sets {
		res, err := Lab.Run(withCode(t, s.q, s.src), gridEnv())
		if err != nil {
			t.Fatalf("%s: %v", s.q, err)
		}
		for _, f := range oracle.New(res, lesson).Check() {
			t.Errorf("%s: %v", s.q, f)
		}
		for _, what := range Lab.Invariants(res) {
			t.Errorf("%s: %s", s.q, what)
		}
		labtest.CheckWords(t, Lab, s.q, res)
	}
}

// The same code, parameters and seed give the same run; the code's draws
// come from the run's seeded stream.
func TestARunWithCodeIsDeterministic(t *testing.T) {
	const src = `
def admit(request, server, knobs, rng):
    if server.running + server.queued >= knobs.concurrency + knobs.queue:
        return ("reject", 1 + rng.below(5))
    if server.running < knobs.concurrency:
        return "admit"
    return "queue"
`
	a, _ := runCode(t, "requests=40&client=backoff&attempts=5", src)
	b, _ := runCode(t, "requests=40&client=backoff&attempts=5", src)
	ja, _ := a.JSON()
	jb, _ := b.JSON()
	if string(ja) != string(jb) {
		t.Error("two runs of the same code differ")
	}
	c, _ := runCode(t, "requests=40&client=backoff&attempts=5&seed=2", src)
	if c.Metrics["attempts_per_request"] == a.Metrics["attempts_per_request"] && c.Metrics["e2e_p99_ms"] == a.Metrics["e2e_p99_ms"] {
		t.Error("another seed draws the same Retry-Afters")
	}
}

// The code is called on every attempt, so a run with code takes fewer
// attempts than one without: past maxCodeAttempts the knob that makes
// them is refused, naming the cap, while the same run without code
// still runs.
func TestARunWithCodeTakesAtMostFiftyThousandAttempts(t *testing.T) {
	for _, c := range []struct{ q, field string }{
		{"requests=50001", "requests"},
		{"arrivals=poisson&rate=2000&duration=26s", "rate"},
		{"requests=20000&client=retry_after&attempts=3", "attempts"},
	} {
		_, err := Lab.Decode(withCode(t, c.q, starter))
		var es param.Errors
		if !errors.As(err, &es) || es.For(c.field) == nil || !strings.Contains(es.For(c.field).Rule.EN, "at most 50,000 (the code is called on every attempt)") {
			t.Errorf("%s with code: %v, want %s refused at 50,000 attempts", c.q, err, c.field)
		}
		q, _ := url.ParseQuery(c.q)
		if _, err := Lab.Decode(q); err != nil {
			t.Errorf("%s without code: %v", c.q, err)
		}
	}
	if _, err := Lab.Decode(withCode(t, codeCapQuery, starter)); err != nil {
		t.Errorf("the largest run code may decide: %v", err)
	}
}
