package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/form"
	"playground/app/ui/pagestate"
	"playground/app/ui/paint"
	"playground/app/ui/run"
	"playground/engine/lab"
)

// A slider step ahead of go-app. go-app handles an input event in a
// dispatch, and arms its frame ticker (8.3 ms) when that dispatch arrives;
// a handler that runs longer than that (the slowest lesson run takes about
// 9 ms in Chromium) is followed at once by go-app's frame for the whole
// page, inside the same task, so the browser would show the step only after
// both. The page therefore listens to its sliders itself, in the capture
// phase (at the target, capture listeners come before go-app's): it turns
// the position into the knob's text once (and leaves it on the slider for
// the form's own handler, form.MarkStep), and the page's state decides
// whether to run it there (pagestate.State.LiveStep), through liveScreen:
// inline, the painter writing the slots (package paint). The go-app
// dispatch that follows finds the run done (onField) and stays short. Only
// the sliders get the listener: every call into Go lets a due go-app frame
// run, and one run in the middle of typing put a text field's older value
// back over the keys typed since.
//
// The listener runs while go-app's goroutine waits for its next dispatch:
// it reads the page's state, writes only the slots and the ahead run, and
// does not block between reading and writing them.

// liveScreen is the page's second path to the screen (pagestate.Screen):
// its painter, running inline.
type liveScreen paint.Painter

func (s *liveScreen) Inline(l *lab.Lab, prm lab.Params) (pagestate.Run, bool) {
	out, ok := run.Inline(l, prm, run.InlineBudget)
	return pagestate.Run(out), ok
}

func (s *liveScreen) Paint(res *lab.Result) { (*paint.Painter)(s).Live(res) }

// listenLive makes the slider listener (in the browser only).
func (p *page) listenLive() {
	if !app.IsClient || p.liveFn != nil {
		return
	}
	p.liveFn = app.FuncOf(func(this app.Value, args []app.Value) any {
		if name, ok := strings.CutPrefix(this.Get("id").String(), "s-"); ok {
			p.liveStep(this, name)
		}
		return nil
	})
}

// OnDismount releases the listener.
func (p *page) OnDismount() {
	if p.liveFn != nil {
		p.liveFn.Release()
		p.liveFn = nil
	}
}

// liveStep reads the slider of knob name at its new position and hands
// the step to the page's state.
func (p *page) liveStep(el app.Value, name string) {
	l := p.s.Addr.Lab
	if l == nil {
		return
	}
	f := l.Knobs().Field(name)
	if f == nil {
		return
	}
	v, ok := form.SliderValue(f, el.Get("value").String())
	if !ok {
		return
	}
	form.MarkStep(el, v)
	// data-ahead says whether this step was run and painted in its own
	// input event (within the inline budget) or left to the usual path.
	ahead := p.s.LiveStep(name, v, (*liveScreen)(p.painter))
	el.Get("dataset").Set("ahead", ahead)
}
