package shell

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// The embed's postMessage API (documented in README.md, used by
// web/embed.js and web/lesson.html). The lesson page sends
//
//	{type: "playground:set", params: {queue: "5"}}  merge values into the form and run
//	{type: "playground:get"}                        ask for the last run again
//	{type: "playground:bind", claims, knobs}         the text's bindings (bind.go)
//	{type: "playground:moment", t: "1.2s"}           move the replay there (bind.go)
//
// and the embedded lab answers every finished run and every refused input:
//
//	{type: "playground:run", lab, params, values, metrics, matchesLesson, unchanged}
//	{type: "playground:error", lab, errors: [{field, value, message}]}
//
// (web/embed.js reports the height, "playground:height", itself.) Nothing
// here is private, and the embedding origin is not known in advance, so
// messages go to any parent; the lab only reads messages from its parent.
const (
	msgSet    = "playground:set"
	msgGet    = "playground:get"
	msgRun    = "playground:run"
	msgError  = "playground:error"
	msgBind   = "playground:bind"
	msgMoment = "playground:moment"
)

// framed reports whether the page runs inside another page's frame.
func framed() bool {
	if !app.IsClient {
		return false
	}
	w := app.Window()
	return !w.Get("parent").Equal(w.Get("self"))
}

// listenHost receives the lesson page's messages (once per page: OnMount).
func (p *page) listenHost(ctx app.Context) {
	if !framed() {
		return
	}
	w := app.Window()
	fn := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		ev := args[0]
		if !ev.Get("source").Equal(w.Get("parent")) {
			return nil
		}
		data := ev.Get("data")
		if data.Type() != app.TypeObject {
			return nil
		}
		typ := data.Get("type")
		if typ.Type() != app.TypeString {
			return nil
		}
		switch typ.String() {
		case msgSet:
			m := jsStrings(data.Get("params"))
			ctx.Dispatch(func(ctx app.Context) { p.hostSet(ctx, m) })
		case msgGet:
			ctx.Dispatch(func(ctx app.Context) { p.tellHost() })
		case msgBind:
			b := readBind(data)
			ctx.Dispatch(func(ctx app.Context) { p.hostBind(b) })
		case msgMoment:
			if t := data.Get("t"); t.Type() == app.TypeString {
				v := t.String()
				ctx.Dispatch(func(ctx app.Context) { p.hostMoment(v) })
			}
		}
		return nil
	})
	w.Call("addEventListener", "message", fn)
}

// maxHostKeys bounds one "playground:set": a lab has a few dozen knobs at
// most, so a larger set is refused whole, naming its first keys, without
// reading the rest (a hundred thousand keys cost nothing but their count).
const maxHostKeys = 64

// hostSetMsg is a "playground:set" as read: its values, or, for a set
// too large to read, its first keys and its size.
type hostSetMsg struct {
	vals  map[string]string
	first []string
	n     int
}

// jsStrings reads a plain object of strings (numbers and booleans are
// written as JavaScript writes them).
func jsStrings(v app.Value) hostSetMsg {
	out := hostSetMsg{vals: map[string]string{}}
	if v.Type() != app.TypeObject {
		return out
	}
	keys := app.Window().Get("Object").Call("keys", v)
	out.n = keys.Length()
	if out.n > maxHostKeys {
		for i := 0; i < noteMax; i++ {
			out.first = append(out.first, keys.Index(i).String())
		}
		return out
	}
	for i := 0; i < out.n; i++ {
		k := keys.Index(i).String()
		out.vals[k] = app.Window().Call("String", v.Get(k)).String()
	}
	return out
}

// hostState is what the lesson page told the frame wrongly: the names in
// controls= that are no knob, and the last refused set's keys (all of them
// unknown, or too many to read: tooMany is then the set's size).
type hostState struct {
	unknownControls, unknown []string
	tooMany                  int
}

// hostSet merges the lesson page's values into the form and runs them, as
// if the learner had typed them (a hidden knob's error still shows).
func (p *page) hostSet(ctx app.Context, m hostSetMsg) {
	if p.addr.lab == nil {
		return
	}
	if m.first != nil {
		p.host.unknown, p.host.tooMany = m.first, m.n
		p.settleOutcome(ctx) // refused whole: told once, the form unchanged
		return
	}
	spec := p.addr.lab.Knobs()
	var unknown []string
	raw := maps.Clone(p.form.raw)
	for k, v := range m.vals {
		if spec.Field(k) == nil {
			unknown = append(unknown, k)
			continue
		}
		raw.Set(k, v)
	}
	sort.Strings(unknown)
	p.host.unknown, p.host.tooMany = unknown, 0
	p.setRaw(raw)
	p.form.typing, p.form.typed = false, ""
	p.apply(ctx, true) // its outcome, refused or run, is told once (settle.go)
}

// hostError is one entry of a "playground:error".
type hostError struct{ field, value, message string }

// maxHostErrors bounds the entries of one "playground:error"; with every
// name and value echoed bounded (param.Echo), the message stays within
// 4 KB whatever the lesson page sent.
const maxHostErrors = 8

// hostErrors are the refused input's entries, in the page's language.
func (p *page) hostErrors() []hostError {
	var errs []hostError
	for _, e := range p.form.errs {
		errs = append(errs, hostError{param.Echo(e.Field), param.Echo(e.Value), e.In(p.addr.lang)})
	}
	if p.host.tooMany > 0 {
		errs = append(errs, hostError{"", "", txtHostTooMany.Format(p.host.tooMany, maxHostKeys, strings.Join(echoAll(p.host.unknown), ", ")).In(p.addr.lang)})
	} else {
		for _, k := range p.host.unknown {
			errs = append(errs, hostError{param.Echo(k), "", txtUnknownKnob.Format(param.Echo(k)).In(p.addr.lang)})
		}
	}
	for _, k := range p.host.unknownControls {
		errs = append(errs, hostError{param.Echo(k), "", txtUnknownControls.Format(param.Echo(k)).In(p.addr.lang)})
	}
	if p.out.err != nil {
		errs = append(errs, hostError{"", "", i18n.ErrorIn(p.out.err, p.addr.lang)})
	}
	if len(errs) > maxHostErrors {
		more := len(errs) - maxHostErrors + 1
		errs = append(errs[:maxHostErrors-1], hostError{"", "", txtHostMore.N(more).In(p.addr.lang)})
	}
	return errs
}

func echoAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = param.Echo(n)
	}
	return out
}

// tellHost posts the last run (or the refused input) to the lesson page.
func (p *page) tellHost() {
	if !p.addr.embed || p.addr.lab == nil || !framed() {
		return
	}
	msg := map[string]any{"lab": p.addr.lab.ID}
	switch errs := p.hostErrors(); {
	case len(errs) > 0:
		list := make([]any, len(errs))
		for i, e := range errs {
			list[i] = map[string]any{"field": e.field, "value": e.value, "message": e.message}
		}
		msg["type"] = msgError
		msg["errors"] = list
		p.addBound(msg, nil)
	case p.out.res != nil && !p.out.running:
		msg["type"] = msgRun
		msg["params"] = flat(p.currentParams())
		values := map[string]any{}
		for k, v := range p.out.res.Params {
			values[k] = v
		}
		msg["values"] = values
		metrics := map[string]any{}
		for k, v := range p.out.res.Metrics {
			metrics[k] = v
		}
		msg["metrics"] = metrics
		msg["matchesLesson"] = p.out.res.MatchesLesson
		unchanged := make([]any, len(p.out.res.Unchanged))
		for i, k := range p.out.res.Unchanged {
			unchanged[i] = k
		}
		msg["unchanged"] = unchanged
		p.addBound(msg, p.out.res)
	default:
		return
	}
	app.Window().Get("parent").Call("postMessage", msg, "*")
}

func flat(q map[string][]string) map[string]any {
	out := map[string]any{}
	for k, vs := range q {
		if len(vs) > 0 {
			out[k] = vs[len(vs)-1]
		}
	}
	return out
}

// unknownNames are the names in list that are no field of l.
func unknownNames(l *lab.Lab, list []string) []string {
	if l == nil {
		return nil
	}
	spec := l.Knobs()
	var out []string
	for _, n := range list {
		if spec.Field(n) == nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
