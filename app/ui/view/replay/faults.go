package replay

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/playback"
	"playground/app/ui/view"
	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// faults is the run's list, as the form has it.
func (r *replay) faults() []fault.Fault { return playback.List(r.Ires) }

// targetName is a node's label, or a link's as FROM → TO.
func (r *replay) targetName(id string) string {
	sc := &r.Ires.Scene
	name := func(n string) string {
		if nd := sc.Node(n); nd != nil {
			return nd.Label.In(r.Ilang)
		}
		return n
	}
	if from, to, ok := strings.Cut(id, ">"); ok {
		return name(from) + " → " + name(to)
	}
	return name(id)
}

// onStageClick picks the node under the pointer, when it takes a fault
// (or a link from it does).
func (r *replay) onStageClick(ctx app.Context, e app.Event) {
	// The clicked element is the first of the event's path.
	path := e.Call("composedPath")
	if path.Length() == 0 || !path.Index(0).Get("closest").Truthy() {
		ctx.PreventUpdate()
		return
	}
	if id := whyTarget(path.Index(0)); id != "" {
		if g := path.Index(0).Call("closest", "[data-node]"); g.Truthy() {
			r.fs.Click(r.Ires, g.Call("getAttribute", "data-node").String())
		}
		r.selectWhy(ctx, id, -1) // a message or a state change: why?
		return
	}
	g := path.Index(0).Call("closest", "[data-node]")
	if !g.Truthy() {
		ctx.PreventUpdate()
		return
	}
	r.fs.Click(r.Ires, g.Call("getAttribute", "data-node").String())
	r.repaint(ctx)
}

func (r *replay) onTarget(ctx app.Context, e app.Event) {
	r.fs.Pick(r.Ires, ctx.JSSrc().Get("value").String())
	r.repaint(ctx)
}

func (r *replay) onKind(ctx app.Context, e app.Event) {
	r.fs.Kind = fault.Kind(ctx.JSSrc().Get("value").String())
}

func (r *replay) onSpan(ctx app.Context, e app.Event) {
	r.fs.Span = ctx.JSSrc().Get("value").String()
	ctx.PreventUpdate()
}

// onAdd adds the picked fault at the moment shown and reruns; a bad span
// renders its error.
func (r *replay) onAdd(ctx app.Context, e app.Event) {
	v, ok := r.fs.Add(r.Ires, r.p.T, r.p.M.End)
	if !ok {
		return
	}
	r.p.Playing = false
	ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: fault.Param, Value: v, Commit: true})
}

// onRemove drops the i-th fault of the list and reruns.
func (r *replay) onRemove(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if v, ok := r.fs.Remove(r.Ires, i); ok {
			ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: fault.Param, Value: v, Commit: true})
		}
	}
}

// resumeAfterFault plays on from the moment a fault was added, once its
// run has arrived.
func (r *replay) resumeAfterFault(ctx app.Context) {
	if at, ok := r.fs.Resume(r.Ires, r.Irunning); ok {
		if e := r.p.Resume(at); e != 0 {
			r.do(ctx, e)
		}
	}
}

func (r *replay) kindName(k fault.Kind) string {
	if i := k.Info(); i.Kind != "" {
		return i.Choice.In(r.Ilang)
	}
	return string(k)
}

// faultLine says one fault for people: when, on what, for how long.
func (r *replay) faultLine(f fault.Fault) string {
	t := f.Kind.Info().Line
	if t.EN == "" {
		return f.String()
	}
	at := words.Dur(f.At).With(words.Loc) // "1,2 s'de"
	if f.For > 0 {
		return lab.Capital(t.Format(at, r.targetName(f.Target), words.Dur(f.For))).In(r.Ilang)
	}
	return lab.Capital(t.Format(at, r.targetName(f.Target))).In(r.Ilang)
}

// renderFaults is the fault panel: pick, add at this moment, the list.
func (r *replay) renderFaults() app.UI {
	targets := r.Ires.Scene.Faults
	if r.Iembed || len(targets) == 0 {
		return nil
	}
	p := r.fs.Panel(r.Ires, r.p.M.End)
	list := r.faults()
	hint := txtFaultHelp.In(r.Ilang)
	if p.None != "" {
		hint = txtFaultNone.Format(r.targetName(p.None)).In(r.Ilang)
	}
	kinds := p.Target.Kinds
	return app.Section().ID("replay-faults").Class("replay-faults").Aria("labelledby", "replay-faults-h").Body(
		app.H3().ID("replay-faults-h").Text(r.tr(txtFaultTitle)),
		app.P().ID("fault-hint").Class("help").Aria("live", "polite").Text(hint),
		app.Div().Class("fault-pick").Body(
			app.Label().For("fault-target").Text(r.tr(txtFaultTarget)),
			app.Select().ID("fault-target").OnChange(r.onTarget).Body(
				app.Range(targets).Slice(func(i int) app.UI {
					id := targets[i].ID
					return app.Option().Value(id).Selected(id == r.fs.Target).Text(r.targetName(id))
				})),
			app.Label().For("fault-kind").Text(r.tr(txtFaultKind)),
			app.Select().ID("fault-kind").OnChange(r.onKind).Body(
				app.Range(kinds).Slice(func(i int) app.UI {
					return app.Option().Value(string(kinds[i])).Selected(kinds[i] == r.fs.Kind).Text(r.kindName(kinds[i]))
				})),
			app.If(p.Lasting, func() app.UI {
				return app.Span().Class("fault-span").Body(
					app.Label().For("fault-for").Text(r.tr(txtFaultSpan)),
					app.Input().Type("text").ID("fault-for").Value(p.Span).Size(8).Spellcheck(false).
						Aria("invalid", r.fs.Bad).OnInput(r.onSpan))
			}),
			app.Button().Type("button").ID("fault-add").Disabled(!p.Picked).OnClick(r.onAdd).
				Text(txtFaultAdd.Format(draw.Dur(r.p.T, r.Ilang)).In(r.Ilang)),
		),
		app.If(r.fs.Bad, func() app.UI {
			return app.P().Class("field-error").Role("alert").Text(r.tr(txtFaultBadSpan))
		}),
		app.P().ID("fault-was").Class("help fault-was"),
		app.If(len(list) > 0, func() app.UI {
			return app.Ul().ID("fault-list").Class("fault-list").Body(app.Range(list).Slice(func(i int) app.UI {
				line := r.faultLine(list[i])
				return app.Li().DataSet("fault", list[i].String()).Body(
					app.Span().Text(line),
					app.Button().Type("button").Class("fault-remove").
						Aria("label", txtFaultRemove.Format(line).In(r.Ilang)).Text("×").OnClick(r.onRemove(i)))
			}))
		}),
	)
}

// paintFaults marks the picked node and the nodes whose state at t differs
// from the run before this one's change (data-was), and says how.
func (r *replay) paintFaults(t time.Duration) {
	m, prev := r.p.M, r.p.Prev
	if pick := r.fs.PickedNode(m); pick != r.picked {
		if g := r.jsEl("rn-" + strconv.Itoa(r.picked)); r.picked >= 0 && g.Truthy() {
			g.Call("removeAttribute", "data-picked")
		}
		if g := r.jsEl("rn-" + strconv.Itoa(pick)); pick >= 0 && g.Truthy() {
			g.Call("setAttribute", "data-picked", "true")
		}
		r.picked = pick
	}
	if prev == nil {
		return
	}
	// Each frame of playback comes here: the DOM is touched only where a
	// node's mark changes (r.wasShown, reset with the picture).
	sc := &m.Result.Scene
	if len(r.wasShown) != len(m.Nodes) {
		r.wasShown = make([]string, len(m.Nodes))
	}
	var diff []string
	for i, n := range m.Nodes {
		was, now := playback.WasAt(m, prev, i, t)
		if was != r.wasShown[i] {
			r.wasShown[i] = was
			if g := r.jsEl("rn-" + strconv.Itoa(i)); g.Truthy() && was == "" {
				g.Call("removeAttribute", "data-was")
			} else if g.Truthy() {
				g.Call("setAttribute", "data-was", was)
			}
		}
		if was != "" {
			diff = append(diff, txtFaultWasNode.Format(n.Label.In(r.Ilang), stateName(sc, prev.Result, was, r.Ilang), stateName(sc, nil, now, r.Ilang)).In(r.Ilang))
		}
	}
	line := ""
	if len(diff) > 0 {
		line = txtFaultWas.Format(strings.Join(diff, "; ")).In(r.Ilang)
	}
	if line != r.lastWas {
		r.lastWas = line
		if el := r.jsEl("fault-was"); el.Truthy() {
			el.Set("textContent", line)
		}
	}
}

// stateName is a state's name for people, from the scene that declares it.
func stateName(sc *lab.Scene, other *lab.Result, id string, l i18n.Lang) string {
	if s := sc.StateOf(id); s != nil {
		return s.Label.In(l)
	}
	if other != nil {
		if s := other.Scene.StateOf(id); s != nil {
			return s.Label.In(l)
		}
	}
	return id
}
