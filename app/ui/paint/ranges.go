package paint

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// SettleRanges puts every range input that says where it belongs
// (data-value) there. go-app sets a new element's attributes in map order,
// so value= may come before max= and the browser clamps it to the default
// max of 100: a slider at 452 of 1000 showed 100 on about half the loads.
// Components with range inputs run it after they render (ctx.Defer from
// OnMount and OnUpdate). The focused input is the learner's hand and is
// left alone. listener, when set, is added to every knob slider's input
// events in the capture phase (the page's live step, package shell;
// adding it twice is a no-op in the DOM).
func SettleRanges(listener app.Func) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	active := doc.Get("activeElement")
	els := doc.Call("querySelectorAll", "input[type=range][data-value]")
	for i := range els.Get("length").Int() {
		el := els.Index(i)
		if listener != nil && el.Get("classList").Call("contains", "slider").Bool() {
			el.Call("addEventListener", "input", listener, true)
		}
		if el.Equal(active) {
			continue
		}
		if want := el.Get("dataset").Get("value").String(); el.Get("value").String() != want {
			el.Set("value", want)
		}
	}
}
