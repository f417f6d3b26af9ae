package registry

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/oracle"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
)

// The starter code is the built-in client byte for byte: at the lesson's
// values, every preset, every fault case, each resolution mode (also
// with the registry down, a replica killed and back, and renewals lost),
// and a couple of fault lists.
func TestTheStarterCodeIsTheBuiltInClient(t *testing.T) {
	qs := []string{""}
	for _, p := range Lab.Presets {
		qs = append(qs, p.Params)
	}
	qs = append(qs, Lab.FaultCases...)
	for _, r := range []string{resolvePhase, resolveCall, resolveCache, resolveWatch} {
		qs = append(qs, "resolve="+r,
			"resolve="+r+"&outage_at=1.5s&outage_for=1.2s&cache_ttl=300ms",
			"resolve="+r+"&faults=kill:127.0.0.1:8761@1s,restart:127.0.0.1:8761@2.2s",
			"resolve="+r+"&lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms&jitter=0.3&seed=4")
	}
	qs = append(qs,
		"faults=drop:127.0.0.1:8762>127.0.0.1:8761@1s+1s,stall:127.0.0.1:8763@2s+300ms",
		"faults=kill:127.0.0.1:8762@600ms,restart:127.0.0.1:8762@900ms,delay:olc>127.0.0.1:8761@1.8s+500ms&resolve=cache:1s",
		"replicas=2&requests=1", "outage_at=0s&outage_for=60s&resolve=cache")
	labtest.StarterIsTheBuiltIn(t, Lab, qs...)
}

// runCode runs the lab with the code as the learner's policy over query q.
func runCode(t testing.TB, code, q string) (*lab.Result, error) {
	t.Helper()
	v, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	v.Set(param.PolicyParam, code)
	return Lab.Run(v, nil)
}

// policyError is the run's error as the learner's code's, or fails.
func policyError(t *testing.T, err error) *policy.Error {
	t.Helper()
	if err == nil {
		t.Fatal("the run did not fail")
	}
	pe, ok := policy.As(err)
	if !ok {
		t.Fatalf("the run failed with %v, not the code's error", err)
	}
	return pe
}

// A returned value the client cannot use fails the run with a result
// error at the function's def line, in both languages, naming what came
// back: an address not on the list, a number for an address, no answer
// to whether to ask the registry.
func TestAValueTheClientCannotUseFailsTheRunAtTheDefLine(t *testing.T) {
	for _, c := range []struct {
		name, body string
		says       []string // in the English message
	}{
		{"an address not on the list", `    if event == "pick":
        return "127.0.0.1:9999"
    return event == "resolve" and client.request == 0`, []string{`"127.0.0.1:9999"`, "not on the client's list", "127.0.0.1:8762, 127.0.0.1:8763, 127.0.0.1:8764"}},
		{"a number for an address", `    if event == "pick":
        return 0
    return event == "resolve" and client.request == 0`, []string{"an address (a string)", "returned 0"}},
		{"None for whether to ask", `    if event == "pick":
        return client.addresses[0]
    return None`, []string{"with “resolve”", "True or False", "returned None"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code := "# a learner's client\n\ndef discover(event, client, knobs, rng):\n" + c.body + "\n"
			_, err := runCode(t, code, "")
			pe := policyError(t, err)
			if pe.Kind != policy.Result || pe.Line != 3 {
				t.Errorf("kind %s at line %d, want %s at the def line 3: %v", pe.Kind, pe.Line, policy.Result, pe)
			}
			for _, s := range c.says {
				if !strings.Contains(pe.Msg.EN, s) {
					t.Errorf("the message does not say %q: %s", s, pe.Msg.EN)
				}
			}
			if pe.Msg.TR == "" || pe.Msg.TR == pe.Msg.EN {
				t.Errorf("no Turkish message: %+v", pe.Msg)
			}
		})
	}
}

// An endless loop in the code stops at the step budget: the run fails
// with a steps error instead of hanging.
func TestAnEndlessLoopStopsAtTheStepBudget(t *testing.T) {
	code := `def discover(event, client, knobs, rng):
    n = 0
    while True:
        n += 1
    return True
`
	_, err := runCode(t, code, "")
	pe := policyError(t, err)
	if pe.Kind != policy.Steps {
		t.Errorf("kind %s, want %s: %v", pe.Kind, policy.Steps, pe)
	}
}

// Code that does not define discover with the hook's parameters is
// refused before the run starts, saying what it must define.
func TestCodeWithoutTheHooksFunctionIsRefused(t *testing.T) {
	_, err := runCode(t, "def pick(addresses):\n    return addresses[0]\n", "")
	pe := policyError(t, err)
	if pe.Kind != policy.Shape || !strings.Contains(pe.Msg.EN, "discover(event, client, knobs, rng)") {
		t.Errorf("%s: %v", pe.Kind, pe)
	}
}

// A client that picks at random draws from the run's seeded stream: the
// same seed gives the same run, other seeds other picks — so a code
// challenge's further seeds grade code that leans on its luck.
func TestARandomPickDrawsFromTheRunsSeed(t *testing.T) {
	code := learnerCodes["random among the living"]
	text := func(q string) string {
		res, err := runCode(t, code, q)
		if err != nil {
			t.Fatal(err)
		}
		res.Params = nil
		b, err := res.JSON()
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if first, again := text("seed=5"), text("seed=5"); first != again {
		t.Error("the same seed gave two runs")
	}
	if text("seed=5") == text("seed=6") {
		t.Error("two seeds picked the same addresses")
	}
}

// learnerCodes are clients a learner might write: the solutions, asking
// before every call, a random pick among the addresses that have not
// failed, one that drops its list when the registry does not answer, and
// one that asks only when its list is empty or a lease old.
var learnerCodes = map[string]string{
	"ask-again-after-failure": solAskAgain,
	"outage-skip-failed":      solSkipFailed,
	"every call": `def discover(event, client, knobs, rng):
    if event == "pick":
        return client.addresses[client.request % len(client.addresses)]
    return True
`,
	"random among the living": `def discover(event, client, knobs, rng):
    if event == "resolve":
        return not client.held or client.age_ms >= knobs.cache_ttl_ms
    if event == "no_answer":
        return True
    ok = [a for a in client.addresses if a not in client.failed] or client.addresses
    return ok[rng.below(len(ok))]
`,
	"drops its list": `def discover(event, client, knobs, rng):
    if event == "resolve":
        return client.request % 2 == 0
    if event == "no_answer":
        return False
    return client.addresses[-1]
`,
	"a lease old": `def discover(event, client, knobs, rng):
    if event == "resolve":
        return len(client.addresses) == 0 or client.age_ms >= knobs.lease_ms or client.last_outcome == "refused"
    if event == "no_answer":
        return client.age_ms < 3 * knobs.lease_ms
    return client.addresses[(client.phase + client.request) % len(client.addresses)]
`,
}

// Whatever the learner's code decides, the reading tells its run as it
// happened: every sentence carries claims the oracle bears out against
// the raw run, each holds for its trace, and the tables add up — over
// the code challenges' values, the lesson's, each resolution mode, a
// registry outage and a fault.
func TestTheReadingOfARunOfTheLearnersCodeHoldsForItsRun(t *testing.T) {
	lesson := fullRun(t, "")
	qs := []string{"", "resolve=watch", "resolve=call&outage_at=1.5s&outage_for=1.2s",
		"faults=kill:127.0.0.1:8762@1.2s,restart:127.0.0.1:8762@2.4s&resolve=cache:500ms", "requests=7&replicas=4&seed=9"}
	for _, c := range Lab.Challenges {
		if c.IsCode() {
			qs = append(qs, c.Fixed)
			for _, cs := range c.Cases {
				qs = append(qs, c.Fixed+"&"+cs)
			}
		}
	}
	checked := 0
	for name, code := range learnerCodes {
		for _, q := range qs {
			v, _ := url.ParseQuery(q)
			v.Set(param.PolicyParam, code)
			res, err := Lab.Run(v, &lab.Env{Limits: sim.Limits{Trace: 1 << 22}})
			if err != nil {
				t.Fatalf("%s at %s: %v", name, q, err)
			}
			for _, f := range oracle.New(res, lesson).Check() {
				t.Errorf("%s at %s: %v", name, q, f)
			}
			for _, bad := range Lab.Invariants(res) {
				t.Errorf("%s at %s: %s", name, q, bad)
			}
			s := res.Summary.(*Summary)
			f, ok := newFacts(t, q, res, s)
			if !ok {
				t.Fatalf("%s at %s: the trace was cut", name, q)
			}
			own := res.Reading
			if n := len(own); n > 0 && strings.HasPrefix(own[n-1].EN, "The changed parameters") {
				own = own[:n-1]
			}
			if v := res.Params["faults"]; v != "" && len(own) > strings.Count(v, ",") {
				own = own[:len(own)-strings.Count(v, ",")-1] // one sentence per fault (package lab's)
			}
			if len(own) != len(s.readings) {
				t.Errorf("%s at %s: %d sentences, %d reading ids %v", name, q, len(own), len(s.readings), s.readings)
				continue
			}
			for i, id := range s.readings {
				checked++
				if claims[id] == nil {
					t.Errorf("%s at %s: sentence %q has no claim check", name, q, id)
				} else if err := claims[id](f, own[i].Text); err != nil {
					t.Errorf("%s at %s: %q is false: %v\n  %s", name, q, id, err, own[i].EN)
				}
			}
			labtest.CheckWords(t, Lab, q, res)
		}
	}
	t.Logf("%d sentences checked over %d runs", checked, len(learnerCodes)*len(qs))
}

// The learner's code costs what its calls cost: a run at the lesson's
// values and at the heaviest preset (renewals every 100 ms and a blip),
// with the built-in client and with the starter code deciding. calls/op
// is how many times the run calls the code (a "resolve" before each of
// the registry path's requests, a "pick" for each one sent, a
// "no_answer" for each resolution the registry did not answer while a
// list was held); the difference of the two ns/op over it is one call's
// cost.
func BenchmarkTheClientWithAndWithoutTheStarterCode(b *testing.B) {
	for _, c := range []struct{ name, q string }{{"lesson", ""}, {"short_lease_blip", presetParams(b, "short_lease_blip")}} {
		for _, code := range []string{"", starter} {
			name := c.name + "/built-in"
			if code != "" {
				name = c.name + "/starter"
			}
			b.Run(name, func(b *testing.B) {
				v, err := url.ParseQuery(c.q)
				if err != nil {
					b.Fatal(err)
				}
				if code != "" {
					v.Set(param.PolicyParam, code)
				}
				var res *lab.Result
				for b.Loop() {
					if res, err = Lab.Run(v, nil); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(codeCalls(res)), "calls/op")
			})
		}
	}
}

func presetParams(t testing.TB, id string) string {
	for _, p := range Lab.Presets {
		if p.ID == id {
			return p.Params
		}
	}
	t.Fatalf("no preset %s", id)
	return ""
}

// codeCalls counts the calls a run makes to the learner's code, from
// what the run printed and its trace: one "resolve" per request slot, one
// "pick" per request sent, one "no_answer" per failed resolution of the
// script's own while it held a list (the runs measured here resolve
// only in the script, never through a watch).
func codeCalls(res *lab.Result) int {
	s := res.Summary.(*Summary)
	n := 0
	for _, ph := range s.Phases {
		n += requestsOf(res) + ph.RegistrySent
	}
	held := false
	for _, m := range res.Trace {
		if m.From != clientAddr || !strings.HasPrefix(m.Path, "/cozumle/") {
			continue
		}
		if m.Err == "" && m.Status == 200 {
			held = true
		} else if held {
			n++
		}
	}
	return n
}

// One call of the starter code, as the run makes it: the client's state
// built and handed in, the code run, its answer checked — a "resolve"
// and a "pick" on a list of three; and loading the code, once a run.
func BenchmarkOneCallOfTheStarterCode(b *testing.B) {
	d, err := newCoded(&Params{Resolve: resolveCache, CacheTTL: time.Second, Lease: 900 * time.Millisecond,
		Renew: 300 * time.Millisecond, Requests: 6, Replicas: 3, Policy: starter}, sim.New(1, sim.Limits{}), nil)
	if err != nil {
		b.Fatal(err)
	}
	c := &client{cache: held{answer: answer{Records: 3, Addrs: []string{replicaAddr(0), replicaAddr(1), replicaAddr(2)}, Index: 7},
		at: 900 * time.Millisecond, ok: true}, failed: []string{replicaAddr(2)}, last: lastCall{addr: replicaAddr(2), outcome: deadAddr, ok: true}}
	now := 1200 * time.Millisecond
	for _, ev := range []string{evResolve, evPick} {
		b.Run(ev, func(b *testing.B) {
			for b.Loop() {
				if _, err := d.prog.Call(ev, c.state(now, 4), d.knobs, d.rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("load", func(b *testing.B) {
		for b.Loop() {
			if _, err := policy.Load(hook, starter); err != nil {
				b.Fatal(err)
			}
		}
	})
}
