package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/paint"
)

// settleRanges places the range inputs (paint.SettleRanges) and gives the
// knob sliders the page's live listener.
func settleRanges(app.Context) { paint.SettleRanges(liveInput) }
