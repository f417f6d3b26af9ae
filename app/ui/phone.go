package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderToParams is the phone layout's way to the form: there the results
// come first and the form follows them (app.css), so a button at the top
// takes the learner (and the keyboard focus) to the first knob. A button,
// not a #params link: go-app treats a fragment link as a navigation, which
// would rebuild the page. Wide screens hide it (the form is beside).
func (p *page) renderToParams() app.UI {
	return app.Button().Type("button").ID("to-params").Class("to-params").Text(p.t(txtToParams)).
		OnClick(func(ctx app.Context, e app.Event) {
			form := app.Window().GetElementByID("params")
			if !form.Truthy() {
				return
			}
			form.Call("scrollIntoView")
			if first := form.Call("querySelector", "input, select"); first.Truthy() {
				first.Call("focus", map[string]any{"preventScroll": true})
			}
		})
}
