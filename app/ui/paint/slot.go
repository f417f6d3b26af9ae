package paint

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// slot is an element whose inner HTML the page writes itself. It is
// mounted with go-app's Raw (so the static prerender and the first mount
// carry its content) and written through innerHTML afterwards: the Raw
// node's string never changes, so go-app never touches the content again,
// and what the element holds is known (shown) to both writers.
type slot struct {
	app.Compo

	Ipainter *Painter
	Ikey     string // names the slot for the live writer (not a DOM id)
	Iclass   string
	Ihtml    string

	first string // mounted through Raw; constant for the slot's life
	shown string // the inner HTML the element holds now
	init  bool
}

// Render registers the slot with its painter (a slot go-app reuses for
// another key keeps the old entry until this render replaces it, so Write
// checks the key again).
func (s *slot) Render() app.UI {
	if !s.init {
		s.init, s.first, s.shown = true, s.Ihtml, s.Ihtml
	}
	if app.IsClient {
		s.Ipainter.slots[s.Ikey] = s
	}
	// data-slot names it in the DOM too: the static page's early answers
	// (app/site/answers.go) write the same slots before app.wasm runs.
	el := app.Div().Class(s.Iclass).DataSet("slot", s.Ikey)
	if s.first == "" {
		return el
	}
	return el.Body(app.Raw(s.first))
}

func (s *slot) OnUpdate(ctx app.Context) { s.show(s.Ihtml) }

func (s *slot) OnDismount() {
	if s.Ipainter.slots[s.Ikey] == s {
		delete(s.Ipainter.slots, s.Ikey)
	}
}

// show writes html into the element unless it holds it already: in place
// when it has the shape of what the element shows (patch.go), whole if not.
func (s *slot) show(html string) {
	if html == s.shown || !s.Mounted() {
		return
	}
	if !s.patch(html) {
		s.JSValue().Set("innerHTML", html)
	}
	s.shown = html
}

// patch makes the element show html by changing only its texts and
// attribute values; false when the shapes differ, and the element is then
// to be written whole (a patch that finds another DOM than it expects may
// have changed some of it).
func (s *slot) patch(html string) bool {
	edits, elems, ok := patchEdits(s.shown, html)
	if !ok {
		return false
	}
	root := s.JSValue()
	all := root.Call("getElementsByTagName", "*") // document order, as patchEdits counts
	if all.Length() != elems {
		return false // the parser added an element the string does not name
	}
	for _, e := range edits {
		el := all.Index(e.elem)
		if e.attr != "" {
			el.Call("setAttribute", e.attr, e.value)
			continue
		}
		n := el.Get("childNodes").Index(e.index)
		if n.Get("nodeType").Int() != 3 { // a text node
			return false
		}
		n.Set("nodeValue", e.value)
	}
	return true
}
