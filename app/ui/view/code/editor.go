//go:build !wasm || policy

package code

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/progress"
	"playground/app/ui/view"
	"playground/app/ui/view/results"
	"playground/engine/i18n"
	"playground/engine/param"
	"playground/engine/policy"
)

// editor is the view's component: it keeps the text being written.
type editor struct {
	app.Compo

	Ic *view.Context
	// Ibare: the editor without the run under it (Editor).
	Ibare bool

	m      Model
	lab    string // the lab the text is for
	shown  string // the address's code the text was last taken from
	loaded bool
}

func (e *editor) Render() app.UI {
	c := e.Ic
	if c.Lab.Policy == nil || !policy.CanRun() && app.IsClient {
		return unavailable(c, e.id())
	}
	raw := c.Raw.Get(param.PolicyParam)
	// The address's code replaces the text only when it changed from
	// outside the editor (a link, a solution applied, Back): the text
	// being written stays through every other render.
	if !e.loaded || e.lab != c.Lab.ID || raw != e.shown && raw != "" {
		e.m.Text = Initial(raw, progress.LoadDraft(c.Lab.ID), c.Lab.Policy.Starter)
		e.lab, e.loaded = c.Lab.ID, true
	}
	e.shown = raw
	e.m.ErrLine, e.m.ErrCol = 0, 0
	pe := ErrorOf(c.RunErr)
	if pe != nil {
		e.m.ErrLine, e.m.ErrCol = pe.Line, pe.Col
	}
	h := c.Lab.Policy
	n := Lines(e.m.Text)
	nums := make([]app.UI, n)
	for i := range nums {
		cls := ""
		if i+1 == e.m.ErrLine {
			cls = "bad"
		}
		nums[i] = app.Span().Class(cls).Text(strconv.Itoa(i + 1))
	}
	using := txtBuiltIn
	if raw != "" {
		using = txtYours
	}
	described := "policy-help"
	if pe != nil {
		described = "policy-error policy-help"
	}
	return app.Div().Body(
		app.Section().ID(e.id()).Class("code-view").DataSet("view", "code").Aria("labelledby", "code-h").Body(
			app.H2().ID("code-h").Text(txtTitle.Format(h.Func+"("+strings.Join(h.Params, ", ")+")").In(c.Lang)),
			app.P().ID("policy-help").Class("help").Text(h.Doc.In(c.Lang)+" "+txtKeys.In(c.Lang)),
			app.Div().Class("code-editor").Body(
				app.Pre().Class("code-lines").Aria("hidden", "true").Body(nums...),
				app.Textarea().ID("policy-editor").Class("code-text").
					Aria("label", txtEditor.In(c.Lang)).Aria("describedby", described).Aria("invalid", pe != nil).
					Spellcheck(false).Attr("autocomplete", "off").Attr("autocapitalize", "off").Attr("autocorrect", "off").
					Attr("wrap", "off").Rows(n+1).Text(e.m.Text).
					OnInput(e.onInput).OnKeyDown(e.onKey),
			),
			app.Div().Class("row code-actions").Body(
				app.Button().Type("button").ID("policy-run").Class("primary").Text(txtRun.In(c.Lang)).OnClick(e.onRun),
				app.Button().Type("button").ID("policy-reset").Text(txtReset.In(c.Lang)).OnClick(e.onReset),
				app.If(!e.Ibare, func() app.UI {
					// The lab's own logic on the same values, pinned beside
					// the code's run (results' compare); only while code runs.
					return app.Button().Type("button").ID("policy-compare").Disabled(raw == "").
						Aria("describedby", "policy-using").Text(txtCompare.In(c.Lang)).
						OnClick(func(ctx app.Context, ev app.Event) { ctx.NewAction(view.ActPinOwnLogic) })
				}),
				app.Span().ID("policy-using").Class("help").Text(using.In(c.Lang)),
			),
			app.If(pe != nil, func() app.UI {
				return app.P().ID("policy-error").Class("field-error").Role("alert").DataSet("line", pe.Line).Body(
					app.Text(pe.In(c.Lang)+" "),
					app.If(pe.Line > 0, func() app.UI {
						return app.Button().Type("button").ID("policy-goto").Text(txtGoto.Format(pe.Line).In(c.Lang)).OnClick(e.onGoto)
					}),
				)
			}),
		),
		app.If(pe == nil && !e.Ibare, func() app.UI { return results.View.Render(c) }),
	)
}

func (e *editor) onInput(ctx app.Context, ev app.Event) {
	e.m.Text = ctx.JSSrc().Get("value").String()
	progress.SaveDraft(e.Ic.Lab.ID, e.m.Text)
	// The rows follow the text (the numbers beside it too): no inner
	// scroll to keep in step with them.
	ctx.JSSrc().Set("rows", Lines(e.m.Text)+1)
}

func (e *editor) onKey(ctx app.Context, ev app.Event) {
	if ev.Get("key").String() == "Enter" && (ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool()) {
		ev.PreventDefault()
		e.m.Text = ctx.JSSrc().Get("value").String()
		e.run(ctx)
	}
}

func (e *editor) onRun(ctx app.Context, ev app.Event) {
	if el := app.Window().GetElementByID("policy-editor"); el.Truthy() {
		e.m.Text = el.Get("value").String()
	}
	e.run(ctx)
}

func (e *editor) run(ctx app.Context) {
	progress.SaveDraft(e.Ic.Lab.ID, e.m.Text)
	ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: param.PolicyParam, Value: e.m.Text, Commit: true})
}

// onReset puts the starter code back and runs the lab's own logic.
func (e *editor) onReset(ctx app.Context, ev app.Event) {
	e.m.Text = e.Ic.Lab.Policy.Starter
	progress.SaveDraft(e.Ic.Lab.ID, "")
	if el := app.Window().GetElementByID("policy-editor"); el.Truthy() {
		el.Set("value", e.m.Text)
		el.Set("rows", Lines(e.m.Text)+1)
	}
	ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: param.PolicyParam, Value: "", Commit: true})
}

// onGoto selects the error's line in the editor.
func (e *editor) onGoto(ctx app.Context, ev app.Event) {
	el := app.Window().GetElementByID("policy-editor")
	if !el.Truthy() || e.m.ErrLine == 0 {
		return
	}
	from, to := LineStart(e.m.Text, e.m.ErrLine), LineStart(e.m.Text, e.m.ErrLine+1)
	el.Call("focus")
	el.Call("setSelectionRange", from, max(from, to-1))
}

var (
	txtTitle   = i18n.Text{TR: "Kodunuz: %s", EN: "Your code: %s"}
	txtKeys    = i18n.Text{TR: "Çalıştırmak için düğmeye basın ya da Ctrl+Enter.", EN: "Run it with the button or Ctrl+Enter."}
	txtEditor  = i18n.Text{TR: "Kod düzenleyici (Starlark)", EN: "Code editor (Starlark)"}
	txtRun     = i18n.Text{TR: "Çalıştır", EN: "Run"}
	txtReset   = i18n.Text{TR: "Başlangıç koduna dön", EN: "Back to the starter code"}
	txtBuiltIn = i18n.Text{TR: "Şu an laboratuvarın kendi mantığı çalışıyor.", EN: "The lab's own logic is running now."}
	txtYours   = i18n.Text{TR: "Şu an sizin kodunuz çalışıyor.", EN: "Your code is running now."}
	txtGoto    = i18n.Text{TR: "%d. satıra git", EN: "Go to line %d"}
	txtCompare = i18n.Text{TR: "Laboratuvarın kendi mantığıyla karşılaştır", EN: "Compare with the lab's own logic"}
)
