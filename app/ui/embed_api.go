package ui

import (
	"maps"
	"slices"
	"sort"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// The embed's postMessage API (documented in README.md, used by
// web/embed.js and web/lesson.html). The lesson page sends
//
//	{type: "playground:set", params: {queue: "5"}}  merge values into the form and run
//	{type: "playground:get"}                        ask for the last run again
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
	msgSet   = "playground:set"
	msgGet   = "playground:get"
	msgRun   = "playground:run"
	msgError = "playground:error"
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
			vals := jsStrings(data.Get("params"))
			ctx.Dispatch(func(ctx app.Context) { p.hostSet(ctx, vals) })
		case msgGet:
			ctx.Dispatch(func(ctx app.Context) { p.tellHost() })
		}
		return nil
	})
	w.Call("addEventListener", "message", fn)
}

// jsStrings reads a plain object of strings (numbers and booleans are
// written as JavaScript writes them).
func jsStrings(v app.Value) map[string]string {
	out := map[string]string{}
	if v.Type() != app.TypeObject {
		return out
	}
	keys := app.Window().Get("Object").Call("keys", v)
	for i := 0; i < keys.Length(); i++ {
		k := keys.Index(i).String()
		out[k] = app.Window().Call("String", v.Get(k)).String()
	}
	return out
}

// hostSet merges the lesson page's values into the form and runs them, as
// if the learner had typed them (a hidden knob's error still shows).
func (p *page) hostSet(ctx app.Context, vals map[string]string) {
	if p.lab == nil {
		return
	}
	spec := p.lab.New().Spec()
	var unknown []string
	raw := maps.Clone(p.raw)
	for k, v := range vals {
		if spec.Field(k) == nil {
			unknown = append(unknown, k)
			continue
		}
		raw.Set(k, v)
	}
	sort.Strings(unknown)
	p.hostUnknown = unknown
	p.raw = raw
	p.typing = false
	p.apply(ctx, true)
	if len(p.errs) > 0 || len(unknown) > 0 {
		p.tellHost()
	}
}

// tellHost posts the last run (or the refused input) to the lesson page.
func (p *page) tellHost() {
	if !p.embed || p.lab == nil || !framed() {
		return
	}
	msg := map[string]any{"lab": p.lab.ID}
	var errs []any
	for _, e := range p.errs {
		errs = append(errs, map[string]any{"field": e.Field, "value": e.Value, "message": e.In(p.lang)})
	}
	for _, k := range p.hostUnknown {
		errs = append(errs, map[string]any{"field": k, "value": "", "message": txtUnknownKnob.Format(k).In(p.lang)})
	}
	for _, k := range p.unknownControls {
		errs = append(errs, map[string]any{"field": k, "value": "", "message": txtUnknownControls.Format(k).In(p.lang)})
	}
	if p.runErr != nil {
		errs = append(errs, map[string]any{"field": "", "value": "", "message": i18n.ErrorIn(p.runErr, p.lang)})
	}
	switch {
	case len(errs) > 0:
		msg["type"] = msgError
		msg["errors"] = errs
	case p.res != nil && !p.running:
		msg["type"] = msgRun
		msg["params"] = flat(p.currentParams())
		values := map[string]any{}
		for k, v := range p.res.Params {
			values[k] = v
		}
		msg["values"] = values
		metrics := map[string]any{}
		for k, v := range p.res.Metrics {
			metrics[k] = v
		}
		msg["metrics"] = metrics
		msg["matchesLesson"] = p.res.MatchesLesson
		var unchanged []any
		for _, k := range noEffectKnobs(p.lab, p.res) {
			unchanged = append(unchanged, k)
		}
		msg["unchanged"] = unchanged
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

// noEffectKnobs are the knobs moved from the lesson's values (the seed
// aside) when the lesson's table came out unchanged: the engine says so in
// the reading, and the page shows it beside the badge.
func noEffectKnobs(l *lab.Lab, res *lab.Result) []string {
	if l == nil || res == nil || !res.MatchesLesson {
		return nil
	}
	var out []string
	for _, f := range l.New().Spec().Fields() {
		if f.Name == "seed" {
			continue
		}
		if v, ok := res.Params[f.Name]; ok && v != f.Default {
			out = append(out, f.Name)
		}
	}
	return out
}

// unknownNames are the names in list that are no field of l.
func unknownNames(l *lab.Lab, list []string) []string {
	if l == nil {
		return nil
	}
	spec := l.New().Spec()
	var out []string
	for _, n := range list {
		if spec.Field(n) == nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
