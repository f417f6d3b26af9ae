package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// settleRanges puts every range input that says where it belongs
// (data-value) there. go-app sets a new element's attributes in map order,
// so value= may come before max= and the browser clamps it to the default
// max of 100: a slider at 452 of 1000 showed 100 on about half the loads.
// Components with range inputs run it after they render (ctx.Defer from
// OnMount and OnUpdate); the replay's scrubber is placed by its paint
// instead, every frame. The focused input is the learner's hand and is
// left alone. Knob sliders also get the page's live listener (live.go).
func settleRanges(app.Context) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	active := doc.Get("activeElement")
	els := doc.Call("querySelectorAll", "input[type=range][data-value]")
	for i := range els.Get("length").Int() {
		el := els.Index(i)
		if liveInput != nil && el.Get("classList").Call("contains", "slider").Bool() {
			el.Call("addEventListener", "input", liveInput, true)
		}
		if el.Equal(active) {
			continue
		}
		if want := el.Get("dataset").Get("value").String(); el.Get("value").String() != want {
			el.Set("value", want)
		}
	}
}
