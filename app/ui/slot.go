package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/paint"
	"playground/engine/lab"
)

// The slots and their painter (package paint). The page owns one painter
// once the page is its own package; until then this one is shared.
var thePainter = paint.New()

// slotUI is a slot with the given key, class and content.
func slotUI(key, class, html string) app.UI { return thePainter.Slot(key, class, html) }

// collect runs render and returns the slots it asked for, by key.
func collect(render func()) map[string]string { return thePainter.Collect(render) }

// writeSlots writes a view's copy's slots into the mounted ones.
func writeSlots(got map[string]string) { thePainter.Write(got) }

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
