package sidecar

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"playground/engine/lab/labtest"
	"playground/engine/param"
	"playground/engine/policy"
)

// starterQueries are the runs the starter code must match the built-in
// rules on: the lesson, every preset, every fault case, a few fault
// lists, and the corners of the rules (a backoff drawn to the
// nanosecond, a budget refusing retries with a backoff, crashes).
func starterQueries() []string {
	qs := []string{""}
	for _, p := range Lab.Presets {
		qs = append(qs, p.Params)
	}
	qs = append(qs, Lab.FaultCases...)
	return append(qs,
		"faults=kill:127.0.0.1:8754@2ms,restart:127.0.0.1:8754@300ms",
		// the thick app dies while a read it would retry is in flight
		"faults=kill:127.0.0.1:8752@50ms&backoff=20ms&fee_latency=100ms&attempts=4&read_fails=3",
		"faults=drop:127.0.0.1:8754>127.0.0.1:8751@1ms+50ms,delay:127.0.0.1:8752>127.0.0.1:8751@0ms+450ms&fixes=method,idempotency&load=3",
		"faults=stall:127.0.0.1:8751@1ms+900ms&backoff=100ms&attempts=5",
		"backoff=333333ns&backoff_max=1777777ns&attempts=6&read_fails=5",
		"backoff=100ms&load=20&read_fails=40&budget=20&budget_min=1&attempts=6",
		"methods=idempotent&cert=expired&attempts=4&backoff=7ms",
		"on_error=crash&pay_latency=600ms",
		"retry_on=500,503&cert=wronghost&methods=idempotent&idempotency_key=true",
	)
}

// The starter code is the built-in rules: the same runs, byte for byte.
func TestTheStarterCodeIsTheBuiltInRetryRules(t *testing.T) {
	labtest.StarterIsTheBuiltIn(t, Lab, starterQueries()...)
}

// runCode runs the lab with src as the learner's policy.
func runCode(t *testing.T, src, query string) (Summary, error) {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	q.Set(param.PolicyParam, src)
	res, err := Lab.Run(q, nil)
	if err != nil {
		return Summary{}, err
	}
	return res.Summary.(Summary), nil
}

const neverRetry = `
def retry(layer, request, outcome, knobs, rng):
    return {"retry": False}
`

// A policy that never retries leaves every try a first one: the lost
// payment answer is no longer repeated into a second charge, and the
// reads the fee service turns away fail in both layouts.
func TestAPolicyThatNeverRetriesMakesOneTryPerCall(t *testing.T) {
	_, lesson := run(t, "")
	got, err := runCode(t, neverRetry, "")
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range got.Layouts {
		if l.FeeAttempts != l.LogicalRequests {
			t.Errorf("%s: %d tries for %d calls, want one each", l.Name, l.FeeAttempts, l.LogicalRequests)
		}
		if l.FailedCalls <= lesson.Layouts[i].FailedCalls {
			t.Errorf("%s: %d failed calls, the lesson's rules %d: not retrying should fail more", l.Name, l.FailedCalls, lesson.Layouts[i].FailedCalls)
		}
	}
	if l, was := got.thin(), lesson.thin(); l.Charges != 1 || was.Charges != 2 {
		t.Errorf("the sidecar row charged %d times (the lesson's rules %d), want 1", l.Charges, was.Charges)
	}
}

// The code reads the layer, the request, the outcome and the knobs as the
// try ended, told back through fail(): here the sidecar's second try of a
// keyed payment slower than the timeout, sent 50 ms after the first timed
// out, which finds the first still being charged (409) within a round trip.
func TestTheCodeIsAskedWhatEachTryEndedWith(t *testing.T) {
	src := `
def retry(layer, request, outcome, knobs, rng):
    if layer == "sidecar" and request.method == "POST" and outcome.attempt == 2:
        fail(layer, request.path, request.idempotency_key, outcome.attempt, outcome.status, outcome.error,
             outcome.elapsed_ms, outcome.call_ms, knobs.attempts, knobs.timeout_ms, knobs.retry_on, knobs.methods,
             knobs.backoff_ms, knobs.backoff_max_ms)
    return {"retry": outcome.status >= 500, "wait_ms": 50}
`
	_, err := runCode(t, src, "pay_latency=600ms&idempotency_key=true&retry_on=503,504")
	pe, ok := policy.As(err)
	if !ok || pe.Kind != policy.Runtime || pe.Line != 4 {
		t.Fatalf("error %v, want the code's fail at line 4", err)
	}
	want := `sidecar /ceza/ode True 2 409  0.4 450.4 3 400.0 [503, 504] all 0.0 1000.0`
	if !strings.Contains(pe.Msg.EN, want) {
		t.Errorf("the code saw %q, want %q", pe.Msg.EN, want)
	}
}

// Every wrong answer fails the run with a policy error at the function's
// def line, saying what was wrong in both languages.
func TestAWrongAnswerFailsTheRunAtTheDefLine(t *testing.T) {
	for _, c := range []struct{ ret, says string }{
		{`True`, "dict"},
		{`{"again": True}`, `"again"`},
		{`{"wait_ms": 10}`, `"retry"`},
		{`{"retry": 1}`, "True or False"},
		{`{"retry": True, "wait_ms": "10"}`, "number"},
		{`{"retry": True, "wait_ms": -1}`, "between 0 and 5000"},
		{`{"retry": True, "wait_ms": 5000.5}`, "5000.5"},
		{`{"retry": True, "wait_ms": float("nan")}`, "NaN"},
	} {
		src := "# a wrong answer\n\ndef retry(layer, request, outcome, knobs, rng):\n    return " + c.ret + "\n"
		_, err := runCode(t, src, "")
		pe, ok := policy.As(err)
		if !ok {
			t.Errorf("%s: error %v, want a policy error", c.ret, err)
			continue
		}
		if pe.Kind != policy.Result || pe.Line != 3 || !strings.Contains(pe.Msg.EN, c.says) || pe.Msg.TR == "" || pe.Msg.TR == pe.Msg.EN {
			t.Errorf("%s: %s error at line %d: %q / %q, want a result error at line 3 saying %s", c.ret, pe.Kind, pe.Line, pe.Msg.EN, pe.Msg.TR, c.says)
		}
	}
}

// An endless loop stops at the step budget, at its line, and the run
// fails with it instead of hanging.
func TestAnEndlessLoopStopsAtTheStepBudget(t *testing.T) {
	src := "def retry(layer, request, outcome, knobs, rng):\n    n = 0\n    while True:\n        n += 1\n"
	_, err := runCode(t, src, "")
	var pe *policy.Error
	if !errors.As(err, &pe) || pe.Kind != policy.Steps || pe.Line < 3 {
		t.Fatalf("error %v, want a steps error in the loop", err)
	}
}
