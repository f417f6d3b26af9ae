// Package policy runs a learner's code at the heart of a lab: the one
// decision the lesson builds (whether to retry, whether to admit, what a
// miss does, which address to call), written by the learner in a hermetic
// language and called by the engine where its built-in logic decides.
//
// A lab declares a Hook: the function's name, its parameters, and the
// starter code — the lab's built-in logic in the same language, which
// gives the built-in results byte for byte. A run whose `policy`
// parameter holds code loads it (Load) and calls it (Program.Call) at each
// decision; without code the lab's Go logic decides, as before.
//
// The language is Starlark (go.starlark.net, package star), linked in only
// where code runs: the command line and the code view's wasm. A program
// that cannot run here (no interpreter linked) is refused with ErrNoRunner,
// so the page knows to load the one that can.
//
// Invariants: a call is deterministic — no clock, no I/O, no randomness
// but the engine's seeded stream handed in (Rand); each call and each run
// has a step budget (CallSteps, RunSteps) and the output is bounded
// (MaxOutput); every failure is an *Error naming the line.
package policy

import (
	"errors"
	"math/rand/v2"
	"sync"

	"playground/engine/i18n"
)

// Limits of one program.
const (
	// MaxSource bounds the code a run takes, in bytes (the URL carries it
	// compressed: Encode).
	MaxSource = 16 << 10
	// CallSteps bounds one call: an endless loop ends here, with an Error.
	CallSteps = 200_000
	// RunSteps bounds a whole run's calls. The starter code takes at most
	// 1.5 million steps on the heaviest in-bounds runs
	// (app/internal/worstcase); in the tab, 50 million steps took 5 s of
	// a core, so a run that spends its whole budget on the heaviest
	// faulted set still ends within the browser's 2 s.
	RunSteps = 10_000_000
	// MaxOutput bounds what print writes over a run, in bytes.
	MaxOutput = 8 << 10
)

// Hook is what a lab lets the learner write.
type Hook struct {
	// Func is the function the engine calls ("retry").
	Func string
	// Params are its parameters, in order: the code must define Func
	// with exactly these.
	Params []string
	// Starter is the lab's built-in logic in the language: the code view
	// starts from it, and running it gives the built-in results.
	Starter string
	// Doc says what the function decides and what it returns.
	Doc i18n.Text
}

// Arg kinds a call passes: nil, bool, int, int64, float64, string,
// []any, Struct (fields by name, read as a.b), *Rand.

// Struct is a record passed to the code, read by field (outcome.status).
type Struct map[string]any

// Rand is the engine's seeded stream handed to the code: rng.below(n)
// draws as R.Int64N(n) does, rng.random() as R.Float64().
type Rand struct{ R *rand.Rand }

// Error is a program that cannot load or failed in a call.
type Error struct {
	Kind Kind
	// Line and Col place it in the code (1-based; 0: nowhere in it).
	Line, Col int
	// Msg says what went wrong, in both languages (the interpreter's own
	// words where it has them, after ours).
	Msg i18n.Text
	err error // what errors.Is may find behind it (ErrNoRunner)
}

// Kind sorts errors for the page and the command line.
type Kind string

const (
	Syntax  Kind = "syntax"  // the code does not parse or resolve
	Shape   Kind = "shape"   // no such function, or other parameters
	Runtime Kind = "runtime" // a call failed (a wrong type, fail(), …)
	Steps   Kind = "steps"   // a call or the run ran past its step budget
	Result  Kind = "result"  // a call returned what the hook cannot use
	Size    Kind = "size"    // the code is longer than MaxSource
	// NoRunner: this program has no interpreter (ErrNoRunner).
	NoRunner Kind = "no-runner"
)

func (e *Error) Error() string { return e.In(i18n.EN) }

// In is the error as the page and the command line write it: "policy
// line L, column C: message".
func (e *Error) In(l i18n.Lang) string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return txtAtLineCol.Format(e.Line, e.Col, e.Msg.In(l)).In(l)
	case e.Line > 0:
		return txtAtLine.Format(e.Line, e.Msg.In(l)).In(l)
	}
	return txtNoLine.Format(e.Msg.In(l)).In(l)
}

var (
	txtAtLineCol = i18n.Text{TR: "kod, satır %d, sütun %d: %s", EN: "code, line %d, column %d: %s"}
	txtAtLine    = i18n.Text{TR: "kod, satır %d: %s", EN: "code, line %d: %s"}
	txtNoLine    = i18n.Text{TR: "kod: %s", EN: "code: %s"}
	txtTooLong   = i18n.Text{TR: "kod %d bayt; en çok %d bayt olabilir", EN: "the code is %d bytes; at most %d are allowed"}
	txtNoRunner  = i18n.Text{TR: "bu sayfa kodu çalıştıramıyor: kod görünümünü açın", EN: "this page cannot run code: open the code view"}
)

// ErrNoRunner: no interpreter is linked into this program (the page's
// first wasm); the code view's wasm has one.
var ErrNoRunner = errors.New("policy: no interpreter linked in")

// Program is loaded code, ready to call, for one run: its step budget
// and output are the run's.
type Program interface {
	// Call calls the hook's function with args (in Hook.Params order) and
	// returns its result as Go values: nil, bool, int64, float64, string,
	// []any (a list or tuple), map[string]any (a dict with string keys).
	// A failure is an *Error.
	Call(args ...any) (any, error)
	// Output is what print wrote, at most MaxOutput bytes.
	Output() string
	// Steps is how many steps the run's calls took so far.
	Steps() uint64
	// Line is the line of the hook function's def: where an error about
	// what it returned points (Errorf).
	Line() int
}

// Interpreter loads code for a hook.
type Interpreter interface {
	Load(h *Hook, src string) (Program, error)
}

var (
	mu     sync.Mutex
	runner Interpreter
)

// Register sets the interpreter this program runs code with (package star
// calls it as it starts).
func Register(in Interpreter) {
	mu.Lock()
	defer mu.Unlock()
	runner = in
}

// CanRun reports whether code can run in this program.
func CanRun() bool {
	mu.Lock()
	defer mu.Unlock()
	return runner != nil
}

// Load loads src (plain code) for h: an *Error when it cannot.
func Load(h *Hook, src string) (Program, error) {
	if len(src) > MaxSource {
		return nil, &Error{Kind: Size, Msg: txtTooLong.Format(len(src), MaxSource)}
	}
	mu.Lock()
	in := runner
	mu.Unlock()
	if in == nil {
		return nil, &Error{Kind: NoRunner, Msg: txtNoRunner, err: ErrNoRunner}
	}
	return in.Load(h, src)
}

// Unwrap lets errors.Is find ErrNoRunner.
func (e *Error) Unwrap() error { return e.err }

// Must is p.Call that panics with the *Error: a lab calls it deep in a
// run, and lab.RunParams turns the panic back into the run's error.
func Must(p Program, args ...any) any {
	v, err := p.Call(args...)
	if err != nil {
		panic(err)
	}
	return v
}

// Errorf is a Result error for a value a call returned.
func Errorf(line int, format i18n.Text, args ...any) *Error {
	return &Error{Kind: Result, Line: line, Msg: format.Format(args...)}
}

// As finds a policy error in err's chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

func (k Kind) String() string { return string(k) }
