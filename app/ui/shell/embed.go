package shell

import (
	"maps"
	"sort"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/pagestate"
	"playground/engine/i18n"
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
	flush := app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(p.flushSets)
		return nil
	})
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
			if p.burst.add(jsStrings(data.Get("params"))) {
				// After the messages already queued: a burst is one task's.
				w.Call("setTimeout", flush, 0)
			}
		case msgGet:
			ctx.Dispatch(func(ctx app.Context) { p.flushSets(ctx); p.tellHost() })
		case msgBind:
			b := readBind(data)
			ctx.Dispatch(func(ctx app.Context) { p.flushSets(ctx); p.hostBind(b) })
		case msgMoment:
			if t := data.Get("t"); t.Type() == app.TypeString {
				v := t.String()
				ctx.Dispatch(func(ctx app.Context) { p.flushSets(ctx); p.hostMoment(v) })
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
		for i := 0; i < pagestate.NoteMax; i++ {
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

// hostBurst holds the "playground:set" messages not applied yet. A lesson
// page may send many at once (a script, an inline knob dragged), and each
// applied alone was a run and a frame: 1,000 sets took 40 s, showing old
// values meanwhile. They are merged in order, a later value winning, and
// applied once; the answer names what the burst's last set refused, as if
// each set had been applied in turn.
type hostBurst struct {
	mu     sync.Mutex
	vals   map[string]string // the knobs' values the sets gave
	last   hostSetMsg        // the last set
	queued bool              // a flush is scheduled
}

// add merges m into the burst; first says that it starts one (no flush is
// scheduled yet).
func (b *hostBurst) add(m hostSetMsg) (first bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.vals == nil {
		b.vals = map[string]string{}
	}
	maps.Copy(b.vals, m.vals) // a set too large to read gives none
	b.last, first, b.queued = m, !b.queued, true
	return first
}

// take ends the burst: its merged values and its last set, ok false when
// no set came since the last take.
func (b *hostBurst) take() (vals map[string]string, last hostSetMsg, ok bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	vals, last, ok = b.vals, b.last, b.queued
	b.vals, b.last, b.queued = nil, hostSetMsg{}, false
	return vals, last, ok
}

// flushSets applies the sets received since the last flush, if any: before
// any other message of the lesson page, so they keep their order.
func (p *page) flushSets(ctx app.Context) {
	if vals, last, ok := p.burst.take(); ok {
		p.hostSet(ctx, vals, last)
	}
}

// hostSet merges a burst's values into the form and runs them, as if the
// learner had typed them (a hidden knob's error still shows); last is the
// burst's last set, whose unknown keys, or size when it was too large to
// read, the answer names.
func (p *page) hostSet(ctx app.Context, vals map[string]string, last hostSetMsg) {
	if p.s.Addr.Lab == nil {
		return
	}
	if last.first != nil && len(vals) == 0 {
		p.host.unknown, p.host.tooMany = last.first, last.n
		p.settleOutcome(ctx) // refused whole: told once, the form unchanged
		return
	}
	spec := p.s.Addr.Lab.Knobs()
	raw := maps.Clone(p.s.Form.Raw)
	for k, v := range vals {
		if spec.Field(k) != nil {
			raw.Set(k, v)
		}
	}
	var unknown []string
	for k := range last.vals {
		if spec.Field(k) == nil {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	p.host.unknown, p.host.tooMany = unknown, 0
	if last.first != nil {
		p.host.unknown, p.host.tooMany = last.first, last.n
	}
	p.s.SetRaw(raw)
	p.s.Form.Typing, p.s.Form.Typed = false, ""
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
	for _, e := range p.s.Form.Errs {
		errs = append(errs, hostError{param.Echo(e.Field), param.Echo(e.Value), e.In(p.s.Addr.Lang)})
	}
	if p.host.tooMany > 0 {
		errs = append(errs, hostError{"", "", txtHostTooMany.Format(p.host.tooMany, maxHostKeys, strings.Join(echoAll(p.host.unknown), ", ")).In(p.s.Addr.Lang)})
	} else {
		for _, k := range p.host.unknown {
			errs = append(errs, hostError{param.Echo(k), "", txtUnknownKnob.Format(param.Echo(k)).In(p.s.Addr.Lang)})
		}
	}
	for _, k := range p.host.unknownControls {
		errs = append(errs, hostError{param.Echo(k), "", txtUnknownControls.Format(param.Echo(k)).In(p.s.Addr.Lang)})
	}
	if p.s.Out.Err != nil {
		errs = append(errs, hostError{"", "", i18n.ErrorIn(p.s.Out.Err, p.s.Addr.Lang)})
	}
	if len(errs) > maxHostErrors {
		more := len(errs) - maxHostErrors + 1
		errs = append(errs[:maxHostErrors-1], hostError{"", "", txtHostMore.N(more).In(p.s.Addr.Lang)})
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
	if !p.s.Addr.Embed || p.s.Addr.Lab == nil || !framed() {
		return
	}
	msg := map[string]any{"lab": p.s.Addr.Lab.ID}
	switch errs := p.hostErrors(); {
	case len(errs) > 0:
		list := make([]any, len(errs))
		for i, e := range errs {
			list[i] = map[string]any{"field": e.field, "value": e.value, "message": e.message}
		}
		msg["type"] = msgError
		msg["errors"] = list
		p.addBound(msg, nil)
	case p.s.Out.Res != nil && !p.s.Out.Running:
		msg["type"] = msgRun
		msg["params"] = flat(p.s.CurrentParams())
		values := map[string]any{}
		for k, v := range p.s.Out.Res.Params {
			values[k] = v
		}
		msg["values"] = values
		metrics := map[string]any{}
		for k, v := range p.s.Out.Res.Metrics {
			metrics[k] = v
		}
		msg["metrics"] = metrics
		msg["matchesLesson"] = p.s.Out.Res.MatchesLesson
		unchanged := make([]any, len(p.s.Out.Res.Unchanged))
		for i, k := range p.s.Out.Res.Unchanged {
			unchanged[i] = k
		}
		msg["unchanged"] = unchanged
		p.addBound(msg, p.s.Out.Res)
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
