package ui

import (
	"maps"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/lab"
)

// A slider step ahead of go-app (issue 17). go-app handles an input event
// in a dispatch, and arms its frame ticker (8.3 ms) when that dispatch
// arrives; a handler that runs longer than that (the slowest lesson run
// takes about 9 ms in Chromium) is followed at once by go-app's frame for
// the whole page, inside the same task, so the browser shows the step only
// after both. The page therefore listens to its sliders itself, in the
// capture phase (at the target, capture listeners come before go-app's):
// it runs the new value, writes the slots (slot.go) and keeps the result;
// go-app's dispatch that follows finds the run done (apply) and stays
// short. Only the sliders get the listener: every call into Go lets a due
// go-app frame run, and one run in the middle of typing put a text field's
// older value back over the keys typed since.
//
// The listener runs while go-app's goroutine waits for its next dispatch:
// it reads the page's state, writes only the slots and p.ahead, and does
// not block between reading and writing them.

// aheadRun is a run made by the live listener for the form text key.
type aheadRun struct {
	key  string
	res  *lab.Result
	wall time.Duration
}

// liveInput is the mounted page's slider listener; settleRanges (ranges.go)
// adds it to every knob slider (adding it twice is a no-op in the DOM).
var liveInput app.Func

// listenLive makes the slider listener (client only).
func (p *page) listenLive() {
	if !app.IsClient || p.liveFn != nil {
		return
	}
	p.liveFn = app.FuncOf(func(this app.Value, args []app.Value) any {
		if name, ok := strings.CutPrefix(this.Get("id").String(), "s-"); ok {
			p.liveStep(name, this.Get("value").String())
		}
		return nil
	})
	liveInput = p.liveFn
	settleRanges(app.Context{}) // sliders already drawn get it now
}

func (p *page) OnDismount() {
	if p.liveFn != nil {
		liveInput = nil
		p.liveFn.Release()
		p.liveFn = nil
	}
}

// liveStep runs the knob name at slider position pos, if the run is short
// and nothing else is going, and shows it in the slots now.
func (p *page) liveStep(name, pos string) {
	if p.lab == nil || p.running || len(p.errs) > 0 || p.res == nil || p.chal.predict != nil && p.chal.predict.state == predictPending {
		return
	}
	f := p.lab.Knobs().Field(name)
	n, err := strconv.Atoi(pos)
	if f == nil || err != nil {
		return
	}
	s, ok := sliderScale(f)
	if !ok {
		return
	}
	raw := maps.Clone(p.raw)
	raw.Set(name, s.value(n))
	key := raw.Encode()
	if raw.Get(name) == p.raw.Get(name) || p.ahead != nil && p.ahead.key == key {
		return
	}
	prm, err := p.lab.Decode(raw)
	if err != nil {
		return
	}
	res, wall, ok, err := runInline(p.lab, prm, inlineBudget)
	if !ok || err != nil {
		return // long or failing: go-app's dispatch runs it the usual way
	}
	p.ahead = &aheadRun{key: key, res: res, wall: wall}
	paintLive(res)
	p.painted = res
}

// takeAhead is the live listener's run of the form as it is now, once.
func (p *page) takeAhead() *aheadRun {
	a := p.ahead
	p.ahead = nil
	if a == nil || a.key != p.raw.Encode() {
		return nil
	}
	return a
}
