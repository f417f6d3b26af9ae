// Package paint puts a run on the screen ahead of go-app's frame.
//
// go-app draws on a frame ticker that starts 8.3 ms after the first
// dispatch of an idle spell, so an update never reaches the frame its input
// event came in: a slider step would be at least one frame late, however
// fast the run. The views whose content is a run's numbers (the lesson
// tables, the reading, the charts and their data) keep that content in
// slots: elements whose inner HTML the page writes itself. A slider step
// runs the lab inside its input event and has every live view paint the
// result into its slots at once (Painter.Live), so the browser paints the
// new table in that same frame; go-app's own frame follows for the rest of
// the page and finds the slots already showing what it would write.
//
// There is one path from a run to the screen: a committed change reaches
// the slots through go-app's frame (the slot's OnUpdate), a live step
// through Painter.Live, and both write through Slot.show, which changes
// only the texts and attribute values that moved when the new HTML has the
// old one's shape (patch.go) and writes it whole otherwise.
//
// A Painter belongs to one page: it holds the page's mounted slots and live
// views. Nothing here is package state.
package paint

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/lab"
)

// A Painter paints a page's runs into its slots.
type Painter struct {
	slots      map[string]*slot // mounted slots by key
	views      map[Live]bool    // mounted views that paint ahead
	collecting map[string]string
	shown      *lab.Result
}

// Live is a mounted view with slots that can show another result before
// go-app renders it: it renders a copy of itself with res through Collect
// and writes what the copy's slots hold (Write).
type Live interface {
	PaintLive(res *lab.Result)
}

// New is a page's painter.
func New() *Painter {
	return &Painter{slots: map[string]*slot{}, views: map[Live]bool{}}
}

// Mount and Dismount tell the painter which views paint ahead (views call
// them from OnMount and OnDismount).
func (p *Painter) Mount(v Live)    { p.views[v] = true }
func (p *Painter) Dismount(v Live) { delete(p.views, v) }

// Live shows res in every mounted view's slots now, in the caller's task.
func (p *Painter) Live(res *lab.Result) {
	if res == p.shown {
		return
	}
	for v := range p.views {
		v.PaintLive(res)
	}
	p.shown = res
}

// Shown is the result the slots were last painted with ahead of go-app.
func (p *Painter) Shown() *lab.Result { return p.shown }

// Slot is a slot with the given key, class and content; while the painter
// collects (Collect), it records the content instead and is nothing.
func (p *Painter) Slot(key, class, html string) app.UI {
	if p.collecting != nil {
		p.collecting[key] = html
		return nil
	}
	return &slot{Ipainter: p, Ikey: key, Iclass: class, Ihtml: html}
}

// Collect runs render (a view's copy rendering another result) and returns
// the slots it asked for, by key.
func (p *Painter) Collect(render func()) map[string]string {
	p.collecting = map[string]string{}
	defer func() { p.collecting = nil }()
	render()
	return p.collecting
}

// Collecting reports whether a render is only collecting slots (parts a
// live paint does not write can be left out of it).
func (p *Painter) Collecting() bool { return p.collecting != nil }

// Write writes what a view's copy asked for into the mounted slots of the
// same keys; a key with no mounted slot is left to go-app's frame.
func (p *Painter) Write(got map[string]string) {
	for key, html := range got {
		if s := p.slots[key]; s != nil && s.Ikey == key {
			s.show(html)
		}
	}
}
