package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/lab"
)

// Painting in the event's own task (issue 17). go-app draws on a frame
// ticker that starts 8.3 ms after the first dispatch of an idle spell, so an
// update never reaches the frame its input event came in: a slider step was
// at least one frame late, however fast the run. The views whose content is
// a run's numbers (the lesson tables, the reading, the charts and their
// data) keep that content in slots: elements whose inner HTML the UI writes
// itself. A live slider step runs the lab inside the input event's
// dispatch (go-app runs handlers before control returns to the browser) and
// writes the slots at once (paintLive), so the browser paints the new table
// in that same frame; go-app's own frame follows for the rest of the page
// and finds the slots already showing what it would write.
//
// A slot is mounted with go-app's Raw (so the static prerender and the first
// mount carry its content) and written through innerHTML afterwards: the
// Raw node's string never changes, so go-app never touches the content
// again, and what the element holds is known (shown) to both writers.
type slot struct {
	app.Compo

	Ikey   string // names the slot for the live writer (not a DOM id)
	Iclass string
	Ihtml  string

	first string // mounted through Raw; constant for the slot's life
	shown string // the inner HTML the element holds now
	init  bool
}

// slots are the mounted slots by key: the live writer's way in. A slot
// reused by go-app for another key keeps the old entry until a render
// replaces it, so writeSlot checks the key again.
var slots = map[string]*slot{}

func (s *slot) Render() app.UI {
	if !s.init {
		s.init, s.first, s.shown = true, s.Ihtml, s.Ihtml
	}
	if app.IsClient {
		slots[s.Ikey] = s
	}
	el := app.Div().Class(s.Iclass)
	if s.first == "" {
		return el
	}
	return el.Body(app.Raw(s.first))
}

func (s *slot) OnUpdate(ctx app.Context) { s.show(s.Ihtml) }

func (s *slot) OnDismount() {
	if slots[s.Ikey] == s {
		delete(slots, s.Ikey)
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
// to be written whole (a patch that finds another DOM than it expects
// may have changed some of it).
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

// collecting, while set, takes the slots a render asks for instead of making
// components: paintLive renders a view's copy to learn what its slots hold.
var collecting map[string]string

// slotUI is a slot with the given key, class and content.
func slotUI(key, class, html string) app.UI {
	if collecting != nil {
		collecting[key] = html
		return nil
	}
	return &slot{Ikey: key, Iclass: class, Ihtml: html}
}

// collect runs render with collecting set and returns the slots it asked
// for, by key.
func collect(render func()) map[string]string {
	collecting = map[string]string{}
	defer func() { collecting = nil }()
	render()
	return collecting
}

// writeSlots writes what a view's copy asked for into the mounted slots of
// the same keys; a key with no mounted slot is left to go-app's frame.
func writeSlots(got map[string]string) {
	for key, html := range got {
		if s := slots[key]; s != nil && s.Ikey == key {
			s.show(html)
		}
	}
}

// livePainter is a mounted view with slots that can show another result
// before go-app renders it (results, charts).
type livePainter interface {
	paintLive(res *lab.Result)
}

// painters are the mounted views paintLive writes through.
var painters = map[livePainter]bool{}

// paintLive shows res in every mounted view's slots now, in the event's task.
func paintLive(res *lab.Result) {
	for v := range painters {
		v.paintLive(res)
	}
}
