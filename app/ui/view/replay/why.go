package replay

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/playback"
	"playground/engine/i18n"
)

// The replay's "why": a message or a state change of the picture, selected
// (click, tap, Enter or Space), is explained by its chain of causes in the
// narration #why (data-why: the event), its steps links to their moments;
// "show me one" (#why-first) selects the first instance of the lab's key
// outcome. The decisions are draw.WhyModel's; this file renders them.

// renderWhyFirst is the "show me one" button: the lab's key outcome, when
// it declares one and the run has one. Not in an embed: the frame keeps
// to its picture beside the author's text (a story's frame keeps under
// 60 % of a phone's screen, its paragraphs the rest); a dot there still
// answers why.
func (r *replay) renderWhyFirst() app.UI {
	id, label, ok := draw.KeyOutcome(r.Ilab, r.Ires)
	if !ok || r.Iembed {
		return nil
	}
	return app.Button().Type("button").ID("why-first").Class("why-first").DataSet("ev", id).
		Text(txtWhyFirst.Format(label).In(r.Ilang)).OnClick(r.onWhyFirst)
}

// renderWhy is the narration: always present (a live region is heard only
// once it exists), a hint until an event is selected.
func (r *replay) renderWhy() app.UI {
	w := r.why
	sec := app.Section().ID("why").Class("why").Role("region").Aria("live", "polite").Aria("label", r.tr(draw.TxtWhy))
	if w == nil || w.ID == "" {
		return sec.Body(app.P().Class("why-hint " + helpClass(r.Iembed)).Text(r.tr(txtWhyHint)))
	}
	return sec.Class("why open").DataSet("why", w.ID).Body(
		app.Div().Class("why-head").Body(
			app.H3().Text(r.tr(draw.TxtWhy)),
			app.Button().Type("button").ID("why-close").Class("why-close").
				Aria("label", r.tr(txtWhyClose)).Title(r.tr(txtWhyClose)).Text("×").OnClick(r.onWhyClose),
		),
		app.P().Class("why-lead help").Text(w.Lead(r.Ilang)),
		app.Ol().Class("why-steps").Body(app.Range(w.Steps).Slice(func(i int) app.UI {
			s := w.Steps[i]
			cls := "why-step"
			if i == len(w.Steps)-1 {
				cls += " why-last"
			}
			return app.Li().Class(cls).DataSet("step", s.ID).Body(
				app.Button().Type("button").Class("why-go").DataSet("t", int64(s.T)).OnClick(r.onWhyStep(i)).Body(
					app.Text(w.StepText(i, r.Ilang)),
					app.Span().Class("visually-hidden").Text(txtWhyGo.Format(draw.Dur(s.T, r.Ilang)).In(r.Ilang)),
				))
		})),
	)
}

// selectWhy selects the event id; at a moment (at ≥ 0) the replay moves
// there, else it stays (the event is in the picture already) and stops.
func (r *replay) selectWhy(ctx app.Context, id string, at time.Duration) {
	if r.why == nil || !r.why.Select(id) {
		ctx.PreventUpdate()
		return
	}
	if at < 0 {
		at = r.p.T
	}
	r.do(ctx, r.p.Seek(at)|playback.Render)
	// The picture's dots are drawn anew: the focus goes back to the event.
	ctx.Defer(func(app.Context) {
		doc := app.Window().Get("document")
		if a := doc.Get("activeElement"); a.Truthy() && a.Get("isConnected").Bool() && a.Get("tagName").String() != "BODY" {
			return
		}
		if el := doc.Call("querySelector", "#replay-stage [data-ev=\""+id+"\"]"); el.Truthy() {
			el.Call("focus")
		}
	})
}

func (r *replay) onWhyFirst(ctx app.Context, e app.Event) {
	id, _, ok := draw.KeyOutcome(r.Ilab, r.Ires)
	if !ok || r.why == nil || !r.why.Select(id) {
		return
	}
	r.do(ctx, r.p.Seek(r.why.Moment(len(r.why.Steps)-1))|playback.Render)
}

func (r *replay) onWhyClose(ctx app.Context, e app.Event) {
	if r.why != nil {
		r.why.Clear()
	}
	r.repaint(ctx)
	ctx.Defer(func(app.Context) { focusEl("replay-stage") })
}

// onWhyStep moves the replay to step i's moment.
func (r *replay) onWhyStep(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if r.why == nil || i >= len(r.why.Steps) {
			return
		}
		r.do(ctx, r.p.Seek(r.why.Moment(i)))
	}
}

// whyTarget is the event of the picture an element stands for (its
// data-ev or its closest ancestor's in the stage), "" for none.
func whyTarget(el app.Value) string {
	if !el.Truthy() || !el.Get("closest").Truthy() {
		return ""
	}
	g := el.Call("closest", "#replay-stage [data-ev]")
	if !g.Truthy() {
		return ""
	}
	return g.Call("getAttribute", "data-ev").String()
}

func focusEl(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}

// paintWhyNode marks node i, showing its state event ev, for the chain
// and as a button that asks why of that event (none before a first state).
func (r *replay) paintWhyNode(g app.Value, i int, ev, state string) {
	if ev == "" {
		g.Call("removeAttribute", "data-ev")
		g.Call("removeAttribute", "tabindex")
		g.Call("removeAttribute", "role")
		g.Call("removeAttribute", "aria-description")
		return
	}
	n := r.p.M.Nodes[i]
	what := n.Label.In(r.Ilang) + ": " + draw.StateName(&r.p.M.Result.Scene, state, r.Ilang)
	g.Call("setAttribute", "data-ev", ev)
	g.Call("setAttribute", "tabindex", "0")
	g.Call("setAttribute", "role", "button")
	// Its name stays its <title> (an aria-label would have to hold every
	// word the box shows: axe's label-content-name-mismatch).
	g.Call("setAttribute", "aria-description", draw.Ask(what, r.Ilang))
}

// nodeWhyClass is node i's chain class with its state event ev.
func (r *replay) nodeWhyClass(i int, ev string) string {
	if r.why == nil {
		return ""
	}
	if c := r.why.NodeClass(r.p.M.Nodes[i].ID, ev); c != "" {
		return " " + c
	}
	return ""
}

// edgeWhyClass is edge e's chain class.
func (r *replay) edgeWhyClass(e int) string {
	if r.why == nil {
		return ""
	}
	m := r.p.M
	if c := r.why.EdgeClass(m.Nodes[m.Edges[e].From].ID, m.Nodes[m.Edges[e].To].ID); c != "" {
		return " " + c
	}
	return ""
}

// The narration's texts (draw.TxtWhy is its title).
var (
	txtWhyFirst = i18n.Text{TR: "Bir örnek göster: %s", EN: "Show me one: %s"}
	txtWhyHint  = i18n.Text{TR: "Neden oldu? Resimde bir mesaja (noktaya) ya da bir düğüme dokunun, tıklayın ya da Tab ile gelip Enter'a basın: olayın kökten bu yana nedenleri burada sırayla anlatılır.", EN: "Why did this happen? Tap or click a message (a dot) or a node in the picture, or reach it with Tab and press Enter: the event's causes, from the root to it, are told here in order."}
	txtWhyClose = i18n.Text{TR: "Açıklamayı kapat", EN: "Close the explanation"}
	txtWhyGo    = i18n.Text{TR: " (oynatıcıyı %s anına götürür)", EN: " (moves the replay to %s)"}
)
