package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// OnResize follows the layout: a window crossing the phone's width moves
// the first question between the form and the main figure. go-app calls
// it 250 ms after the last resize; #playground[data-width] then says the
// page has laid itself out for that width (tests wait for it, as a
// learner's eye waits for the page to settle).
func (p *page) OnResize(ctx app.Context) {
	n, w := narrowScreen(), windowWidth()
	if n == p.narrow && w == p.width {
		return
	}
	keep := focusedField()
	ctx.Dispatch(func(ctx app.Context) {
		if n != p.narrow {
			ctx.Defer(keep.restore)
		}
		p.narrow, p.width = n, w
	})
}

// narrowScreen is app.css's one-column layout (the form below the results).
func narrowScreen() bool {
	if !app.IsClient {
		return false
	}
	return app.Window().Call("matchMedia", "(max-width: 820px)").Get("matches").Bool()
}

// windowWidth is the layout's width in CSS pixels (0 when prerendering).
func windowWidth() int {
	if !app.IsClient {
		return 0
	}
	return app.Window().Get("innerWidth").Int()
}

// focus is the field the learner was in, and where in its text.
type focus struct {
	id         string
	start, end app.Value // the selection (null where the field has none)
}

// focusedField is the focused element with an id, if any.
func focusedField() focus {
	el := app.Window().Get("document").Get("activeElement")
	if !el.Truthy() || el.Get("id").String() == "" {
		return focus{}
	}
	return focus{id: el.Get("id").String(), start: el.Get("selectionStart"), end: el.Get("selectionEnd")}
}

// restore gives the focus back to the field when the layout drew it anew
// elsewhere (the first question's knobs move between the form and the
// main figure): a learner typing while a phone turns keeps typing in the
// field, at the same place in its text, where the old element took the
// focus and the next keys away with it. The new element's text is the
// page's, which every keystroke already told.
func (f focus) restore(ctx app.Context) {
	if f.id == "" {
		return
	}
	doc := app.Window().Get("document")
	el := doc.Call("getElementById", f.id)
	if !el.Truthy() || doc.Get("activeElement").Equal(el) {
		return
	}
	el.Call("focus", map[string]any{"preventScroll": true})
	if f.start.Type() == app.TypeNumber && f.end.Type() == app.TypeNumber {
		el.Call("setSelectionRange", f.start, f.end)
	}
}
