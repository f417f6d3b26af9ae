package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"playground/app/site"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/policy"
)

// Exit statuses.
const (
	ExitOK    = 0
	ExitCheck = 1 // a check failed; also a failure of the program itself
	ExitInput = 2 // bad input: usage, unknown lab or key, a value out of bounds
	ExitCap   = 3 // a run hit a cap (lab.RunError): lower the knob it names
)

// ErrCheckFailed is what a command returns (wrapped) when the check it was
// asked to make did not hold: exit 1.
var ErrCheckFailed = errors.New("check failed")

// InputError is bad input that is not a parameter error (those are
// param.Errors): an unknown command, lab or page key, a malformed pair.
type InputError struct {
	Kind  string // usage, lab, pair, page_key: the JSON "kind"
	Field string // the key or flag concerned, if any
	Value string
	Msg   i18n.Text
	// Missing says the command lacks an argument (which lab, which
	// goal…), as opposed to one given wrong: beside help, no error.
	Missing bool
}

func (e *InputError) Error() string         { return e.Msg.EN }
func (e *InputError) In(l i18n.Lang) string { return e.Msg.In(l) }

// ExitCode is the exit status err calls for.
func ExitCode(err error) int {
	var (
		run   *lab.RunError
		in    *InputError
		pe    param.Errors
		one   *param.Error
		goal  *lab.GoalError
		siteE *site.InputError
	)
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &run):
		return ExitCap
	case isPolicy(err):
		return ExitInput // bad code, as bad input: `app check` says 2
	case errors.As(err, &in), errors.As(err, &pe), errors.As(err, &one), errors.As(err, &goal),
		errors.As(err, &siteE), errors.Is(err, flag.ErrHelp):
		return ExitInput
	}
	return ExitCheck
}

// errorJSON is an error as `-json` reports it on stderr (README, "CLI").
// Field, value and the fields of errors are echoed (param.Echo): at most 80
// characters, escaped, quoted when they hold a space or an escape.
type errorJSON struct {
	Error string `json:"error"`           // the whole message, in -lang's language
	Exit  int    `json:"exit"`            // the exit status that follows
	Kind  string `json:"kind"`            // usage, lab, pair, page_key, param, goal, cap, check, failure
	Field string `json:"field,omitempty"` // the key, flag or goal term at fault
	Value string `json:"value,omitempty"`
	Rule  string `json:"rule,omitempty"` // what the value broke (param)
	// Errors lists every parameter error when there are several.
	Errors []fieldJSON `json:"errors,omitempty"`
	Lab    string      `json:"lab,omitempty"` // cap: the lab whose run stopped
	// Line and Col place a policy error in the code (kind "policy"; Rule
	// is then its sort: syntax, shape, runtime, steps, result, size).
	Line int `json:"line,omitempty"`
	Col  int `json:"col,omitempty"`
}

type fieldJSON struct {
	Field string `json:"field"`
	Value string `json:"value"`
	Rule  string `json:"rule"`
}

// describe fills the JSON form of err.
func describe(err error, l i18n.Lang) errorJSON {
	out := errorJSON{Error: i18n.ErrorIn(err, l), Exit: ExitCode(err), Kind: "failure"}
	var (
		run  *lab.RunError
		in   *InputError
		pe   param.Errors
		one  *param.Error
		goal *lab.GoalError
		se   *site.InputError
	)
	switch {
	case errors.As(err, &run):
		out.Kind, out.Lab = "cap", run.Lab
	case isPolicy(err):
		e, _ := policy.As(err)
		out.Kind, out.Field, out.Rule, out.Line, out.Col = "policy", param.PolicyParam, string(e.Kind), e.Line, e.Col
	case errors.As(err, &in):
		out.Kind, out.Field, out.Value = in.Kind, echo(in.Field), echo(in.Value)
	case errors.As(err, &pe):
		out.Kind = "param"
		lines, _ := pe.Lines(l) // the errors the message shows, no more
		for _, e := range pe[:len(lines)] {
			out.Errors = append(out.Errors, fieldJSON{param.Echo(e.Field), param.Echo(e.Value), e.Rule.In(l)})
		}
		if len(pe) > 0 {
			out.Field, out.Value, out.Rule = param.Echo(pe[0].Field), param.Echo(pe[0].Value), pe[0].Rule.In(l)
		}
	case errors.As(err, &one):
		out.Kind, out.Field, out.Value, out.Rule = "param", param.Echo(one.Field), param.Echo(one.Value), one.Rule.In(l)
	case errors.As(err, &goal):
		out.Kind, out.Field, out.Rule = "goal", param.Echo(goal.Term), goal.Rule.In(l)
	case errors.As(err, &se):
		out.Kind = "usage"
	case errors.Is(err, ErrCheckFailed):
		out.Kind = "check"
	}
	return out
}

// echo is param.Echo, but leaves an absent field absent in the JSON.
func echo(s string) string {
	if s == "" {
		return ""
	}
	return param.Echo(s)
}

// fail reports err on stderr — as "error: …", or as one JSON object with
// -json — and returns the exit status.
func (c *Call) fail(err error) int {
	var quiet silent
	if errors.As(err, &quiet) {
		return ExitCode(err) // already reported on stdout
	}
	if c.JSON {
		b, _ := json.Marshal(describe(err, c.Lang))
		fmt.Fprintf(c.Stderr, "%s\n", b)
	} else {
		fmt.Fprintln(c.Stderr, "error:", i18n.ErrorIn(err, c.Lang))
	}
	return ExitCode(err)
}

func isPolicy(err error) bool {
	_, ok := policy.As(err)
	return ok
}
