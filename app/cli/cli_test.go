package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"playground/app/pagekey"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sim"
)

// call runs the command line and returns stdout, stderr and the status.
func call(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := Main(args, &out, &errb)
	return out.String(), errb.String(), code
}

// -json may come first or last; the JSON carries lab, params, summary,
// metrics and the scene.
func TestRunJSONCarriesTheContractsTopLevelKeys(t *testing.T) {
	l := labs.All()[0]
	f := l.New().Spec().Fields()[0]
	for _, args := range [][]string{
		{"run", "-json", l.ID, f.Name + "=" + f.Default},
		{"run", l.ID, f.Name + "=" + f.Default, "-json"},
	} {
		out, errOut, code := call(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var top map[string]json.RawMessage
		if err := json.Unmarshal([]byte(out), &top); err != nil {
			t.Fatalf("%v: not JSON: %v", args, err)
		}
		for _, k := range []string{"lab", "params", "summary", "metrics", "scene", "sections", "stats"} {
			if _, ok := top[k]; !ok {
				t.Errorf("%v: no %q at the top level", args, k)
			}
		}
		var got struct {
			Lab     string             `json:"lab"`
			Params  map[string]string  `json:"params"`
			Metrics map[string]float64 `json:"metrics"`
		}
		json.Unmarshal([]byte(out), &got)
		if got.Lab != l.ID || got.Params[f.Name] != f.Default {
			t.Errorf("%v: lab=%q %s=%q", args, got.Lab, f.Name, got.Params[f.Name])
		}
		if len(got.Metrics) != len(l.Metrics) {
			t.Errorf("%v: %d metrics, the lab declares %d", args, len(got.Metrics), len(l.Metrics))
		}
	}
}

// At the lesson's values, every lab's text output starts with the lesson's
// golden table byte for byte, and the reading follows the tables.
func TestRunPrintsTheGoldenTableThenTheReading(t *testing.T) {
	for _, l := range labs.All() {
		out, errOut, code := call("run", l.ID)
		if code != 0 {
			t.Errorf("%s: exit %d: %s", l.ID, code, errOut)
			continue
		}
		if !strings.HasPrefix(out, l.Golden) {
			t.Errorf("%s: the output does not start with the golden table:\n%s\nwant first:\n%s", l.ID, out, l.Golden)
		}
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Reading) == 0 {
			continue
		}
		head := "== What the numbers say =="
		i := strings.Index(out, head)
		if i < len(l.Golden) {
			t.Errorf("%s: the reading is missing or comes before the tables (at %d)", l.ID, i)
			continue
		}
		for _, r := range res.Reading {
			if !strings.Contains(out[i:], "- "+r.EN+"\n") {
				t.Errorf("%s: the reading lacks %q", l.ID, r.EN)
			}
		}
	}
}

// Bad input is exit 2 with a message that names what is wrong.
func TestBadInputExitsTwoAndNamesTheProblem(t *testing.T) {
	l := labs.All()[0]
	var dur string
	for _, f := range l.New().Spec().Fields() {
		if f.Kind == "duration" {
			dur = f.Name
			break
		}
	}
	ids := []string{}
	for _, x := range labs.All() {
		ids = append(ids, x.ID)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"run", l.ID, dur + "=abc"}, dur + "=abc: must be a duration such as 900ms, 1.5s or 1h30m"},
		{[]string{"run", "-lang", "tr", l.ID, dur + "=abc"}, dur + "=abc: 900ms, 1.5s ya da 1h30m gibi bir süre olmalı"},
		{[]string{"run", "nosuchlab"}, `unknown lab nosuchlab; labs: ` + strings.Join(ids, ", ")},
		{[]string{"run", l.ID, dur}, fmt.Sprintf("%s is not a k=v pair (e.g. ", dur)},
		{[]string{"run"}, "which lab? labs: " + strings.Join(ids, ", ")},
		{[]string{"run", "-lang", "xx", l.ID}, `-lang xx: must be tr or en`},
		{[]string{"run", l.ID, "-lang"}, "-lang needs a language"},
		{[]string{"run", l.ID, "embed=1"}, "embed is a key of the playground page, not a parameter of " + l.ID},
		{[]string{"run", l.ID, "lab=" + l.ID}, "lab is a key of the playground page"},
		{[]string{"run", l.ID, dur + "=1s", dur + "=2s"}, dur + "=1s,2s: given 2 times"},
		{[]string{"nosuchcommand"}, `unknown command nosuchcommand;`},
		{[]string{"list", "extra"}, `unexpected argument extra`},
		{[]string{"sizes"}, "usage: app sizes FILE [UNSTRIPPED]"},
		{[]string{"run", "nosuch lab"}, `unknown lab "nosuch lab"; labs: `},
	}
	for _, c := range cases {
		out, errOut, code := call(c.args...)
		if code != ExitInput {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, ExitInput, errOut)
		}
		if !strings.HasPrefix(errOut, "error: ") || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: stderr %q, want it to say %q", c.args, errOut, c.want)
		}
		if out != "" {
			t.Errorf("%v: printed %q on stdout beside an error", c.args, out)
		}
	}
}

// With -json an error is one JSON object on stderr: the message, the exit
// status, its kind, and the field, value and rule at fault.
func TestJSONErrorsNameTheField(t *testing.T) {
	l := labs.All()[0]
	f := l.New().Spec().Fields()[0]
	_, errOut, code := call("run", "-json", l.ID, f.Name+"=zz", "-lang", "tr")
	if code != ExitInput {
		t.Fatalf("exit %d", code)
	}
	var e struct {
		Error, Kind, Field, Value, Rule string
		Exit                            int
		Errors                          []struct{ Field, Value, Rule string }
	}
	if err := json.Unmarshal([]byte(errOut), &e); err != nil {
		t.Fatalf("stderr is not one JSON object: %q", errOut)
	}
	if e.Kind != "param" || e.Field != f.Name || e.Value != "zz" || e.Exit != 2 || e.Rule == "" || len(e.Errors) != 1 {
		t.Errorf("JSON error %+v, want kind param, field %s, value zz, exit 2, a rule", e, f.Name)
	}
	if !strings.Contains(e.Error, f.Name+"=zz") || !strings.ContainsAny(e.Rule, "ıöüşçğ") {
		t.Errorf("JSON error %q (rule %q) is not the Turkish message naming the field", e.Error, e.Rule)
	}
	// Every page key is refused, the shell's and the views' alike (a view
	// declares its keys in its own package: pagekey.Declare).
	for _, k := range pagekey.Keys() {
		_, errOut, _ = call("run", l.ID, k+"=1", "-json")
		if err := json.Unmarshal([]byte(errOut), &e); err != nil || e.Kind != "page_key" || e.Field != k {
			t.Errorf("page key %s as JSON: %q", k, errOut)
		}
	}
	if !pagekey.Is("t") || !pagekey.Is("goal") {
		t.Error("the views' keys are not page keys on the command line")
	}
}

// A run that hits a cap exits 3; a failed check exits 1; what the lead's
// commands return maps the same way.
func TestExitCodesFollowTheErrorKind(t *testing.T) {
	capErr := fmt.Errorf("sweep point 3: %w", &lab.RunError{Lab: "x", Err: &sim.CapError{Cap: sim.ErrTimeCap, Limit: "24h0m0s"}})
	if c := ExitCode(capErr); c != ExitCap {
		t.Errorf("cap: exit %d, want %d", c, ExitCap)
	}
	if d := describe(capErr, i18n.EN); d.Kind != "cap" || d.Lab != "x" || d.Exit != 3 {
		t.Errorf("cap as JSON: %+v", d)
	}
	if c := ExitCode(fmt.Errorf("p99_ms<=700: %w", ErrCheckFailed)); c != ExitCheck {
		t.Errorf("check: exit %d, want %d", c, ExitCheck)
	}
	goal := &lab.GoalError{Term: "x<", Rule: i18n.Plain("bad")}
	if c := ExitCode(goal); c != ExitInput {
		t.Errorf("goal: exit %d, want %d", c, ExitInput)
	}
	if c := ExitCode(nil); c != ExitOK {
		t.Errorf("nil: exit %d", c)
	}
}

func TestHelpPrintsUsageAndExitsZero(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"help"}, {"run", "-h"}, {"help", "run"},
		{"run", "registry", "lease=2s", "help"}, {"run", "-json", "registry", "-h"}, {"sweep", "registry", "-h"},
		{"sweep", "registry", "lease=1s..2s", "metric=dead_window_requests", "-h"}, {"check", "registry", "-h"},
		{"check", "registry", "short-window", "lease=350ms", "help"}, {"challenges", "sidecar", "-h"},
		{"list", "-h"}, {"serve", "-addr", "localhost:0", "-h"}, {"sizes", "-h"}, {"static", "/p", "-h"}, {"static", "-h"}} {
		out, errOut, code := call(args...)
		if code != 0 || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
		for _, c := range Commands {
			if !strings.Contains(out, "  "+c.Name+" ") {
				t.Errorf("%v: usage lacks %s:\n%s", args, c.Name, out)
			}
		}
		if !strings.Contains(out, "exit status: 0 ok, 1 a check failed, 2 bad input, 3 a run hit a cap") {
			t.Errorf("%v: usage does not explain the exit status", args)
		}
	}
	out, _, _ := call("help", "-lang", "tr")
	if !strings.Contains(out, "kullanım") {
		t.Errorf("help -lang tr is not Turkish: %q", out)
	}
}

// help (or -h) anywhere prints the usage, unless the rest of the line holds
// an error: then the error wins, exit 2 naming it, as without help (`run
// registry lease=abc help` printed the usage and exited 0). A command's
// missing arguments are no error beside help: `run -h` asks how to run.
func TestAnErrorOnTheLineWinsOverHelp(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "registry", "lease=abc", "help"}, "error: lease=abc: must be a duration"},
		{[]string{"run", "registry", "-h", "lease=abc"}, "error: lease=abc: must be a duration"},
		{[]string{"run", "registry", "lease=1s", "renew=2s", "--help"}, "error: renew=2s: "},
		{[]string{"run", "registry", "faults=kill:nowhere@1s", "-h"}, "error: faults=kill:nowhere@1s: this lab has no node"},
		{[]string{"run", "nosuch", "-h"}, "error: unknown lab nosuch"},
		{[]string{"nosuchcommand", "-h"}, "error: unknown command nosuchcommand"},
		{[]string{"run", "-lang", "xx", "-h"}, "error: -lang xx: must be tr or en"},
		{[]string{"list", "extra", "-h"}, "error: unexpected argument extra"},
		{[]string{"sweep", "registry", "lease=5s..1s", "-h"}, "error: sweep=5s..1s: the start must not be above the end"},
		{[]string{"sweep", "registry", "lease=1s..2s", "metric=bogus", "-h"}, "error: metric=bogus: unknown metric"},
		{[]string{"check", "registry", "bogus<=1", "help"}, "error: goal=bogus<=1: unknown metric bogus"},
		{[]string{"check", "registry", "short-window", "replicas=4", "-h"}, "error: replicas=4: cannot be changed in this challenge"},
		{[]string{"challenges", "nosuch", "-h"}, "error: unknown lab nosuch"},
		{[]string{"serve", "-bogus", "-h"}, `error: serve: "flag provided but not defined: -bogus"`},
		{[]string{"static", "play ground", "-h"}, `error: prefix "play ground": want a clean absolute path`},
		{[]string{"sizes", "/dev/zero", "-h"}, "error: /dev/zero is not a regular file"},
	} {
		out, errOut, code := call(c.args...)
		if code != ExitInput || out != "" || !strings.HasPrefix(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %.40q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	_, errJSON, code := call("run", "-json", "registry", "lease=abc", "-h")
	var e errorJSON
	if code != ExitInput || json.Unmarshal([]byte(errJSON), &e) != nil || e.Field != "lease" || e.Kind != "param" {
		t.Errorf("-json: exit %d, %s", code, errJSON)
	}
}

func TestListShowsEveryLabWithDefaultsBoundsAndMetrics(t *testing.T) {
	out, _, code := call("list")
	if code != 0 {
		t.Fatal(code)
	}
	for i, l := range labs.All() {
		start := strings.Index(out, l.ID+" — "+l.Title.EN+"\n")
		if start < 0 {
			t.Errorf("list lacks %s", l.ID)
			continue
		}
		block := out[start:]
		if i+1 < len(labs.All()) {
			next := labs.All()[i+1]
			if end := strings.Index(block, "\n"+next.ID+" — "); end > 0 {
				block = block[:end]
			}
		}
		for _, f := range l.New().Spec().Fields() {
			line := ""
			for _, ln := range strings.Split(block, "\n") {
				if strings.HasPrefix(ln, "    "+f.Name+" ") {
					line = ln
					break
				}
			}
			typed := func(v string) string { // a duration as it is typed, shortest
				if d, err := time.ParseDuration(v); err == nil && f.Kind == param.Duration {
					return param.Compact(d)
				}
				return v
			}
			want := []string{"default " + typed(f.Default), f.LabelText.EN}
			if f.Min != "" {
				want = append(want, "["+typed(f.Min)+" … "+typed(f.Max)+"]")
			}
			if strings.Contains(line, "m0s") || strings.Contains(line, "h0m") {
				t.Errorf("list writes a Go duration's zero parts: %q", line)
			}
			for _, w := range want {
				if !strings.Contains(line, w) {
					t.Errorf("list's line for %s %s lacks %q: %q", l.ID, f.Name, w, line)
				}
			}
		}
		for _, m := range l.Metrics {
			if !strings.Contains(block, "    "+m.ID+" ") {
				t.Errorf("list lacks %s's metric %s", l.ID, m.ID)
			}
		}
	}
}

func TestListJSONDeclaresParamsAndMetrics(t *testing.T) {
	out, _, code := call("list", "-json")
	if code != 0 {
		t.Fatal(code)
	}
	var got []struct {
		ID     string `json:"id"`
		Params []struct {
			Name, Kind, Default string
			Label               i18n.Text
		} `json:"params"`
		Metrics []struct {
			ID     string `json:"id"`
			Better string `json:"better"`
		} `json:"metrics"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("list -json is not JSON: %v", err)
	}
	if len(got) != len(labs.All()) {
		t.Fatalf("%d labs listed, want %d", len(got), len(labs.All()))
	}
	for i, l := range labs.All() {
		g := got[i]
		fields := l.New().Spec().Fields()
		if g.ID != l.ID || len(g.Params) != len(fields) || len(g.Metrics) != len(l.Metrics) {
			t.Errorf("%s: listed as %s with %d params and %d metrics, want %d and %d",
				l.ID, g.ID, len(g.Params), len(g.Metrics), len(fields), len(l.Metrics))
			continue
		}
		for j, f := range fields {
			if p := g.Params[j]; p.Name != f.Name || p.Default != f.Default || !p.Label.Equal(f.LabelText) {
				t.Errorf("%s param %d: %+v, want %s default %s", l.ID, j, p, f.Name, f.Default)
			}
		}
		for j, m := range l.Metrics {
			if g.Metrics[j].ID != m.ID || g.Metrics[j].Better != string(m.Better) {
				t.Errorf("%s metric %d: %+v, want %s", l.ID, j, g.Metrics[j], m.ID)
			}
		}
	}
}
