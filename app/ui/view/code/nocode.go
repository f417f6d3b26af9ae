//go:build wasm && !policy

package code

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/view"
)

// editor in app.wasm, which runs no code: the view only moves the tab to
// web/code.wasm (unavailable); the editor itself is in editor.go, linked
// where code runs.
type editor struct {
	app.Compo

	Ic    *view.Context
	Ibare bool
}

func (e *editor) Render() app.UI { return unavailable(e.Ic, e.id()) }
