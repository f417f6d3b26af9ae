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
	case errors.As(err, &in), errors.As(err, &pe), errors.As(err, &one), errors.As(err, &goal),
		errors.As(err, &siteE), errors.Is(err, flag.ErrHelp):
		return ExitInput
	}
	return ExitCheck
}

// errorJSON is an error as `-json` reports it on stderr (README, "CLI").
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
	case errors.As(err, &in):
		out.Kind, out.Field, out.Value = in.Kind, in.Field, in.Value
	case errors.As(err, &pe):
		out.Kind = "param"
		for _, e := range pe {
			out.Errors = append(out.Errors, fieldJSON{e.Field, e.Value, e.Rule.In(l)})
		}
		if len(pe) > 0 {
			out.Field, out.Value, out.Rule = pe[0].Field, pe[0].Value, pe[0].Rule.In(l)
		}
	case errors.As(err, &one):
		out.Kind, out.Field, out.Value, out.Rule = "param", one.Field, one.Value, one.Rule.In(l)
	case errors.As(err, &goal):
		out.Kind, out.Field, out.Rule = "goal", goal.Term, goal.Rule.In(l)
	case errors.As(err, &se):
		out.Kind = "usage"
	case errors.Is(err, ErrCheckFailed):
		out.Kind = "check"
	}
	return out
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
