package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/pagestate"
)

// The embed's postMessage API (documented in README.md, used by
// web/embed.js and web/lesson.html). The lesson page sends
//
//	{type: "playground:set", params: {queue: "5"}}  merge values into the form and run
//	{type: "playground:get"}                        ask for the last run again
//	{type: "playground:bind", claims, knobs}         the text's bindings (bind.go)
//	{type: "playground:moment", t: "1.2s"}           move the replay there (bind.go)
//
// and the embedded lab answers every finished run and every refused input
// (playground:run, playground:error: pagestate.State.HostMessage writes
// them). (web/embed.js reports the height, "playground:height", itself.) Nothing
// here is private, and the embedding origin is not known in advance, so
// messages go to any parent; the lab only reads messages from its parent.
const (
	msgSet    = "playground:set"
	msgGet    = "playground:get"
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
			if p.burst.Add(jsStrings(data.Get("params"))) {
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

// jsStrings reads a plain object of strings (numbers and booleans are
// written as JavaScript writes them).
func jsStrings(v app.Value) pagestate.HostSet {
	out := pagestate.HostSet{Vals: map[string]string{}}
	if v.Type() != app.TypeObject {
		return out
	}
	keys := app.Window().Get("Object").Call("keys", v)
	out.N = keys.Length()
	if out.N > pagestate.MaxHostKeys {
		for i := 0; i < pagestate.NoteMax; i++ {
			out.First = append(out.First, keys.Index(i).String())
		}
		return out
	}
	for i := 0; i < out.N; i++ {
		k := keys.Index(i).String()
		out.Vals[k] = app.Window().Call("String", v.Get(k)).String()
	}
	return out
}

// flushSets applies the sets received since the last flush, if any: before
// any other message of the lesson page, so they keep their order. Its
// outcome, refused or run, is told once (settle.go).
func (p *page) flushSets(ctx app.Context) {
	vals, last, ok := p.burst.Take()
	if !ok {
		return
	}
	switch p.s.SetFromHost(vals, last) {
	case pagestate.HostedRefused:
		p.settleOutcome(ctx)
	case pagestate.HostedApply:
		p.apply(ctx, true)
	}
}

// tellHost posts the last run (or the refused input) to the lesson page
// (pagestate.State.HostMessage).
func (p *page) tellHost() {
	if !p.s.Addr.Embed || !framed() {
		return
	}
	if msg, ok := p.s.HostMessage(&p.binds.Binds, formScale{}); ok {
		app.Window().Get("parent").Call("postMessage", msg, "*")
	}
}
