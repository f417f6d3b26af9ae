// Package star runs policies in Starlark (go.starlark.net): importing it
// links the interpreter in and registers it with package policy. The
// command line and the code view's wasm import it; the page's first wasm
// does not (its bytes are the budget's).
//
// The dialect: Starlark as specified, with while loops and sets; no
// load, no recursion (a deep one would take the Go stack, not steps), no
// clock, no I/O. A program runs its file once as it loads (top-level
// definitions, within the call budget), then the hook's function once per
// call.
package star

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"playground/engine/i18n"
	"playground/engine/policy"
)

func init() { policy.Register(interp{}) }

type interp struct{}

// fileName names the code in the interpreter's positions.
const fileName = "policy.star"

var options = &syntax.FileOptions{While: true, Set: true, TopLevelControl: true, GlobalReassign: true}

func (interp) Load(h *policy.Hook, src string) (policy.Program, error) {
	p := &program{hook: h}
	p.thread = &starlark.Thread{Name: "policy", Print: p.print}
	p.thread.SetMaxExecutionSteps(policy.CallSteps)
	globals, err := starlark.ExecFileOptions(options, p.thread, fileName, src, nil)
	if err != nil {
		return nil, p.fail(err)
	}
	fn, ok := globals[h.Func].(*starlark.Function)
	if !ok {
		return nil, &policy.Error{Kind: policy.Shape, Msg: txtNoFunc.Format(h.Func, strings.Join(h.Params, ", "))}
	}
	if got := paramNames(fn); strings.Join(got, ",") != strings.Join(h.Params, ",") {
		line, col := fn.Position().Line, fn.Position().Col
		return nil, &policy.Error{Kind: policy.Shape, Line: int(line), Col: int(col),
			Msg: txtParams.Format(h.Func, strings.Join(h.Params, ", "), strings.Join(got, ", "))}
	}
	p.fn = fn
	return p, nil
}

var (
	txtNoFunc   = i18n.Text{TR: "%s(%s) adlı bir işlev tanımlanmamış", EN: "no function %s(%s) is defined"}
	txtParams   = i18n.Text{TR: "%s işlevinin parametreleri (%s) olmalı; kodda (%s)", EN: "the function %s must take (%s); the code's takes (%s)"}
	txtSteps    = i18n.Text{TR: "adım sınırı aşıldı (bir çağrıda en çok %d, çalıştırmada en çok %d adım): sonsuz bir döngü mü?", EN: "past the step budget (at most %d steps a call, %d a run): an endless loop?"}
	txtRuntime  = i18n.Text{TR: "çalışırken hata: %s", EN: "error while running: %s"}
	txtSyntax   = i18n.Text{TR: "yazım hatası: %s", EN: "syntax error: %s"}
	txtNoNumber = i18n.Text{TR: "tam sayı çok büyük: %s", EN: "the integer is too large: %s"}
	txtBadValue = i18n.Text{TR: "dönen değer kullanılamıyor: %s", EN: "the value returned cannot be used: %s"}
)

func paramNames(fn *starlark.Function) []string {
	names := make([]string, fn.NumParams())
	for i := range names {
		names[i], _ = fn.Param(i)
	}
	return names
}

type program struct {
	rng    *rng // the last stream handed in
	hook   *policy.Hook
	thread *starlark.Thread
	fn     *starlark.Function
	out    strings.Builder
	cut    bool // the output reached MaxOutput
}

func (p *program) print(_ *starlark.Thread, msg string) {
	if p.cut {
		return
	}
	if p.out.Len()+len(msg)+1 > policy.MaxOutput {
		p.out.WriteString("…\n")
		p.cut = true
		return
	}
	p.out.WriteString(msg)
	p.out.WriteByte('\n')
}

func (p *program) Output() string { return p.out.String() }

func (p *program) Steps() uint64 { return p.thread.ExecutionSteps() }

func (p *program) Line() int { return int(p.fn.Position().Line) }

func (p *program) Call(args ...any) (any, error) {
	used := p.thread.ExecutionSteps()
	if used >= policy.RunSteps {
		return nil, p.stepsError(nil)
	}
	p.thread.SetMaxExecutionSteps(used + min(policy.CallSteps, policy.RunSteps-used))
	in := make(starlark.Tuple, len(args))
	for i, a := range args {
		if r, ok := a.(*policy.Rand); ok && p.rng != nil && p.rng.src == r {
			in[i] = p.rng // the run's stream, as last call
			continue
		}
		v, err := toStar(a)
		if r, ok := v.(*rng); ok {
			p.rng = r
		}
		if err != nil {
			panic(fmt.Sprintf("policy %s: argument %d: %v", p.hook.Func, i, err)) // the lab's bug
		}
		in[i] = v
	}
	v, err := starlark.Call(p.thread, p.fn, in, nil)
	if err != nil {
		return nil, p.fail(err)
	}
	out, err := fromStar(v)
	if err != nil {
		pos := p.fn.Position()
		return nil, &policy.Error{Kind: policy.Result, Line: int(pos.Line), Col: int(pos.Col), Msg: txtBadValue.Format(err.Error())}
	}
	return out, nil
}

// fail turns the interpreter's error into a policy error at its line.
func (p *program) fail(err error) *policy.Error {
	var se syntax.Error
	if errors.As(err, &se) {
		return &policy.Error{Kind: policy.Syntax, Line: int(se.Pos.Line), Col: int(se.Pos.Col), Msg: txtSyntax.Format(se.Msg)}
	}
	var rl resolve.ErrorList
	if errors.As(err, &rl) && len(rl) > 0 {
		e := rl[0]
		return &policy.Error{Kind: policy.Syntax, Line: int(e.Pos.Line), Col: int(e.Pos.Col), Msg: txtSyntax.Format(e.Msg)}
	}
	var ee *starlark.EvalError
	if errors.As(err, &ee) {
		line, col := 0, 0
		for i := len(ee.CallStack) - 1; i >= 0; i-- {
			if pos := ee.CallStack[i].Pos; pos.Filename() == fileName {
				line, col = int(pos.Line), int(pos.Col)
				break
			}
		}
		if strings.Contains(ee.Msg, "too many steps") {
			e := p.stepsError(nil)
			e.Line, e.Col = line, col
			return e
		}
		return &policy.Error{Kind: policy.Runtime, Line: line, Col: col, Msg: txtRuntime.Format(ee.Msg)}
	}
	if strings.Contains(err.Error(), "too many steps") {
		return p.stepsError(nil)
	}
	return &policy.Error{Kind: policy.Runtime, Msg: txtRuntime.Format(err.Error())}
}

func (p *program) stepsError(_ error) *policy.Error {
	return &policy.Error{Kind: policy.Steps, Msg: txtSteps.Format(policy.CallSteps, policy.RunSteps)}
}

// toStar converts a call's argument.
func toStar(a any) (starlark.Value, error) {
	switch a := a.(type) {
	case nil:
		return starlark.None, nil
	case bool:
		return starlark.Bool(a), nil
	case int:
		return starlark.MakeInt(a), nil
	case int64:
		return starlark.MakeInt64(a), nil
	case float64:
		return starlark.Float(a), nil
	case string:
		return starlark.String(a), nil
	case []any:
		l := make([]starlark.Value, len(a))
		for i, x := range a {
			v, err := toStar(x)
			if err != nil {
				return nil, err
			}
			l[i] = v
		}
		return starlark.NewList(l), nil
	case []int:
		l := make([]starlark.Value, len(a))
		for i, x := range a {
			l[i] = starlark.MakeInt(x)
		}
		return starlark.NewList(l), nil
	case []string:
		l := make([]starlark.Value, len(a))
		for i, x := range a {
			l[i] = starlark.String(x)
		}
		return starlark.NewList(l), nil
	case policy.Struct:
		return &record{m: a}, nil
	case *policy.Rand:
		return &rng{src: a, r: a.R}, nil
	}
	return nil, fmt.Errorf("no Starlark value for %T", a)
}

// fromStar converts a call's result.
func fromStar(v starlark.Value) (any, error) {
	switch v := v.(type) {
	case starlark.NoneType:
		return nil, nil
	case starlark.Bool:
		return bool(v), nil
	case starlark.Int:
		n, ok := v.Int64()
		if !ok {
			return nil, errors.New(txtNoNumber.Format(v.String()).In(i18n.EN))
		}
		return n, nil
	case starlark.Float:
		return float64(v), nil
	case starlark.String:
		return string(v), nil
	case *starlark.List:
		out := make([]any, v.Len())
		for i := range out {
			x, err := fromStar(v.Index(i))
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	case starlark.Tuple:
		out := make([]any, len(v))
		for i, e := range v {
			x, err := fromStar(e)
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	case *starlark.Dict:
		out := make(map[string]any, v.Len())
		for _, kv := range v.Items() {
			k, ok := kv[0].(starlark.String)
			if !ok {
				return nil, fmt.Errorf("a dict key %s is no string", kv[0].String())
			}
			x, err := fromStar(kv[1])
			if err != nil {
				return nil, err
			}
			out[string(k)] = x
		}
		return out, nil
	}
	return nil, fmt.Errorf("a %s", v.Type())
}

// rng is the engine's stream in the code: below(n) and random().
// rng is the engine's stream as the code reads it. Its two builtins are
// made once per run's stream, not at each read (rng.below in a loop).
type rng struct {
	src           *policy.Rand
	r             *rand.Rand
	below, random *starlark.Builtin
}

var _ starlark.HasAttrs = (*rng)(nil)

func (r *rng) String() string        { return "rng" }
func (r *rng) Type() string          { return "rng" }
func (r *rng) Freeze()               {}
func (r *rng) Truth() starlark.Bool  { return true }
func (r *rng) Hash() (uint32, error) { return 0, errors.New("unhashable: rng") }
func (r *rng) AttrNames() []string   { return []string{"below", "random"} }

func (r *rng) Attr(name string) (starlark.Value, error) {
	switch name {
	case "below":
		if r.below != nil {
			return r.below, nil
		}
		r.below = starlark.NewBuiltin("below", func(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
			var n int64
			if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 1, &n); err != nil {
				return nil, err
			}
			if n <= 0 {
				return nil, fmt.Errorf("below(%d): n must be positive", n)
			}
			return starlark.MakeInt64(r.r.Int64N(n)), nil
		})
		return r.below, nil
	case "random":
		if r.random != nil {
			return r.random, nil
		}
		r.random = starlark.NewBuiltin("random", func(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
			if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 0); err != nil {
				return nil, err
			}
			return starlark.Float(r.r.Float64()), nil
		})
		return r.random, nil
	}
	return nil, nil
}

// record is a policy.Struct as the code reads it (outcome.status): a
// field becomes a Starlark value when the code first reads it, and stays
// that value for the call (a list read twice is one list). Converting
// every field of every argument up front, as starlarkstruct.FromStringDict
// does (a dict, then a sort), was three quarters of a call's cost, and
// most calls read a few fields of many.
type record struct {
	m    policy.Struct
	read []recordField // the fields read so far
}

type recordField struct {
	name string
	v    starlark.Value
}

var _ starlark.HasAttrs = (*record)(nil)

func (r *record) Type() string          { return "struct" }
func (r *record) Freeze()               {}
func (r *record) Truth() starlark.Bool  { return true }
func (r *record) Hash() (uint32, error) { return 0, errors.New("unhashable: struct") }

func (r *record) AttrNames() []string {
	names := make([]string, 0, len(r.m))
	for k := range r.m {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// Attr reads a field; nil for none (the interpreter then names the
// field missing, and the fields there are).
func (r *record) Attr(name string) (starlark.Value, error) {
	for _, f := range r.read {
		if f.name == name {
			return f.v, nil
		}
	}
	x, ok := r.m[name]
	if !ok {
		return nil, nil
	}
	v, err := toStar(x)
	if err != nil {
		panic(fmt.Sprintf("policy: field %s: %v", name, err)) // the lab's bug
	}
	r.read = append(r.read, recordField{name, v})
	return v, nil
}

// String writes the record as starlarkstruct does: struct(a = 1, b = "x"),
// fields sorted by name.
func (r *record) String() string {
	var b strings.Builder
	b.WriteString("struct(")
	for i, k := range r.AttrNames() {
		if i > 0 {
			b.WriteString(", ")
		}
		v, _ := r.Attr(k)
		b.WriteString(k)
		b.WriteString(" = ")
		b.WriteString(v.String())
	}
	b.WriteByte(')')
	return b.String()
}
