package sidecar

import (
	"errors"
	"math"
	"math/rand/v2"
	"net/url"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/netsim"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/words"
)

// The learner's retry policy: whether a try is repeated and after how
// long, for the thick app and for the sidecar alike. Without code the Go
// rules decide (retry.go: thickRetry, sidecarRetry, full-jitter backoff);
// the starter code is those rules, and gives the same run byte for byte.
// The attempts cap, the retry budget and the crash on an uncaught error
// stay the engine's: the code is asked only when another try is allowed.

// The code challenges' solutions are set as the package starts, so that
// the challenges' literal stays data (lab.go).
func init() {
	Lab.Challenge("pay-through-a-restart").Solution = codeSolution(solPayThroughARestart)
	Lab.Challenge("wait-out-the-payment").Solution = codeSolution(solWaitOutThePayment)
}

// codeSolution is a code challenge's Solution: the code as the policy
// parameter, in URL form.
func codeSolution(src string) string { return param.PolicyParam + "=" + url.QueryEscape(src) }

// hook is the lab's policy.Hook.
var hook = &policy.Hook{
	Func:    "retry",
	Params:  []string{"layer", "request", "outcome", "knobs", "rng"},
	Starter: starter,
	Doc:     hookDoc,
}

// Layers as the code reads them.
const (
	layerApp     = "app"
	layerSidecar = "sidecar"
)

// maxWaitMS bounds the wait the code may choose: the bound of every wait
// knob, so a run's length stays within the kernel's caps (params.go).
const maxWaitMS = float64(maxWait / time.Millisecond)

// knobsArg is what the code reads as knobs: the lab's knobs as the row
// runs them (the method-filter row retries idempotent methods only).
func knobsArg(p *Params, methods string) policy.Struct {
	return policy.Struct{
		"attempts": p.Attempts, "timeout_ms": ms(p.Timeout), "retry_on": p.RetryOn, "methods": methods,
		"backoff_ms": ms(p.Backoff), "backoff_max_ms": ms(p.BackoffMax),
	}
}

// errorName is a try's transport error as the code reads it, sorted as
// tryStats counts it.
func errorName(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, netsim.ErrTimeout):
		return "timeout"
	case errors.Is(err, netsim.ErrTLS):
		return "tls"
	case errors.Is(err, netsim.ErrRefused):
		return "refused"
	}
	return "reset"
}

// ask calls the learner's code after try i (0-based) ended with out.
// tried is the try's time, called the call's so far. A retry the engine
// will not make anyway — the process died, the budget is spent — is still
// asked about (the budget counts a refused retry only if the code wanted
// it), but its wait is never taken, so the code draws it from a spare
// stream: the run's stream stays where the built-in logic leaves it.
func (c *caller) ask(i int, req *netsim.Request, out outcome, err error, tried, called time.Duration) (bool, time.Duration) {
	rng := c.draws
	if !c.alive() || c.budget != nil && !c.budget.free() {
		rng = c.spare
	}
	_, key := req.Header[headerIdemKey]
	v := policy.Must(c.prog, c.layer,
		policy.Struct{"method": req.Method, "path": req.Path, "idempotency_key": key},
		policy.Struct{"attempt": i + 1, "status": out.status, "error": errorName(err), "elapsed_ms": ms(tried), "call_ms": ms(called)},
		c.knobs, rng)
	return c.verdict(v)
}

// verdict reads what the code returned: {"retry": bool, "wait_ms": number}.
func (c *caller) verdict(v any) (bool, time.Duration) {
	d, ok := v.(map[string]any)
	if !ok {
		c.bad(txtNotADict, starType(v))
	}
	odd := ""
	for k := range d {
		if k != "retry" && k != "wait_ms" && (odd == "" || k < odd) {
			odd = k // the first in order: the same message every run
		}
	}
	if odd != "" {
		c.bad(txtOddKey, odd)
	}
	r, has := d["retry"]
	again, ok := r.(bool)
	switch {
	case !has:
		c.bad(txtNoRetry)
	case !ok:
		c.bad(txtRetryBool, starType(r))
	}
	var w float64
	switch x := d["wait_ms"].(type) {
	case nil: // absent: no wait
	case int64:
		w = float64(x)
	case float64:
		w = x
	default:
		c.bad(txtWaitNumber, starType(x))
	}
	if !(w >= 0 && w <= maxWaitMS) {
		c.bad(txtWaitRange, words.Int(int(maxWaitMS)), sayFloat(w))
	}
	// Rounded to the nanosecond: a wait drawn in nanoseconds and divided
	// into milliseconds comes back exactly.
	return again, time.Duration(math.Round(w * float64(time.Millisecond)))
}

// bad fails the run at the hook's def line: what the code returned cannot
// be used.
func (c *caller) bad(format i18n.Text, args ...any) {
	panic(policy.Errorf(c.prog.Line(), format, args...))
}

// sayFloat writes a returned number as people write it (3 decimals at most).
func sayFloat(x float64) i18n.Text {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return i18n.Plain(strconv.FormatFloat(x, 'g', -1, 64))
	}
	return words.Num(x, 3).Text()
}

// starType names a returned value's type as the code writes it.
func starType(v any) string {
	switch v.(type) {
	case nil:
		return "None"
	case bool:
		return "bool"
	case int64:
		return "int"
	case float64:
		return "float"
	case string:
		return "string"
	case []any:
		return "list"
	}
	return "dict"
}

// spareRand is the stream a retry that will not happen draws from.
func spareRand() *policy.Rand { return &policy.Rand{R: rand.New(rand.NewPCG(0, 0))} }

var (
	txtNotADict = i18n.Text{
		TR: "“retry” işlevi {\"retry\": True, \"wait_ms\": 100} gibi bir sözlük döndürmeli; döndürdüğü değerin türü %s",
		EN: "retry must return a dict such as {\"retry\": True, \"wait_ms\": 100}; it returned a %s",
	}
	txtOddKey = i18n.Text{
		TR: "döndürülen sözlükte bilinmeyen anahtar %q: yalnız \"retry\" ve \"wait_ms\" kullanılabilir",
		EN: "the dict returned has an unknown key %q: only \"retry\" and \"wait_ms\" are allowed",
	}
	txtNoRetry = i18n.Text{
		TR: "döndürülen sözlükte \"retry\" anahtarı yok: yeniden denenip denenmeyeceğini True ya da False ile söyleyin",
		EN: "the dict returned has no \"retry\" key: say with True or False whether to try again",
	}
	txtRetryBool = i18n.Text{
		TR: "\"retry\" True ya da False olmalı; türü %s",
		EN: "\"retry\" must be True or False; it is a %s",
	}
	txtWaitNumber = i18n.Text{
		TR: "\"wait_ms\" bir sayı olmalı (milisaniye); türü %s",
		EN: "\"wait_ms\" must be a number (milliseconds); it is a %s",
	}
	txtWaitRange = i18n.Text{
		TR: "\"wait_ms\" 0 ile %s milisaniye arasında olmalı; döndürülen %s",
		EN: "\"wait_ms\" must be between 0 and %s milliseconds; it was %s",
	}
)
