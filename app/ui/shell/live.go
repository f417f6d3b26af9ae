package shell

import (
	"maps"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/form"
	"playground/app/ui/run"
)

// A slider step ahead of go-app. go-app handles an input event in a
// dispatch, and arms its frame ticker (8.3 ms) when that dispatch arrives;
// a handler that runs longer than that (the slowest lesson run takes about
// 9 ms in Chromium) is followed at once by go-app's frame for the whole
// page, inside the same task, so the browser would show the step only after
// both. The page therefore listens to its sliders itself, in the capture
// phase (at the target, capture listeners come before go-app's): it turns
// the position into the knob's text once (and leaves it on the slider for
// the form's own handler, form.MarkStep), runs it inline, has the painter
// write the slots (package paint) and keeps the outcome (run.Ahead); the
// go-app dispatch that follows finds the run done (onField) and stays
// short. Only the sliders get the listener: every call into Go lets a due
// go-app frame run, and one run in the middle of typing put a text field's
// older value back over the keys typed since.
//
// The listener runs while go-app's goroutine waits for its next dispatch:
// it reads the page's state, writes only the slots and the ahead run, and
// does not block between reading and writing them.

// liveState is the slider's side of the page.
type liveState struct {
	fn    app.Func  // the capture listener (form.Form.Listener)
	ahead run.Ahead // its last run, for the dispatch that follows
	on    bool      // the last edit is a slider being dragged
}

// aheadKey names an edit of the form at revision rev.
func aheadKey(rev int, name, value string) string {
	return strconv.Itoa(rev) + "\x00" + name + "=" + value
}

// listenLive makes the slider listener (in the browser only).
func (p *page) listenLive() {
	if !app.IsClient || p.live.fn != nil {
		return
	}
	p.live.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		if name, ok := strings.CutPrefix(this.Get("id").String(), "s-"); ok {
			p.liveStep(this, name)
		}
		return nil
	})
}

// OnDismount releases the listener.
func (p *page) OnDismount() {
	if p.live.fn != nil {
		p.live.fn.Release()
		p.live.fn = nil
	}
}

// liveStep runs the knob name at the slider's new position, if the run is
// short and nothing else is going, and shows it in the slots now.
func (p *page) liveStep(el app.Value, name string) {
	l := p.addr.lab
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
	key := aheadKey(p.form.rev, name, v)
	if p.out.running || len(p.form.errs) > 0 || p.out.res == nil || p.form.raw.Get(name) == v || p.live.ahead.Has(key) {
		return
	}
	raw := maps.Clone(p.form.raw)
	raw.Set(name, v)
	prm, err := l.Decode(raw)
	if err != nil {
		return
	}
	out, ok := run.Inline(l, prm, run.InlineBudget)
	if !ok || out.Err != nil {
		return // long or failing: go-app's dispatch runs it the usual way
	}
	p.live.ahead.Keep(key, out)
	p.painter.Live(out.Res)
}
