package ui

import (
	"errors"
	"maps"
	"net/url"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
)

// typingDelay debounces keystrokes: a rerun starts once typing pauses.
const typingDelay = 150 * time.Millisecond

// Yielding: a run calls its progress hook every progressEvery events; the hook
// hands the (single) wasm thread back to the browser when a slice has taken
// sliceBudget, so input, painting and the progress label keep going. The
// pause lasts a frame (frameYield): go-app draws on a 120 Hz ticker started
// by the progress dispatch, and with a 1 ms pause the run was back before
// the frame came, so under load a 2 s run showed no progress at all. The
// price is a fifth of a long run's time.
const (
	progressEvery = 4096
	sliceBudget   = 40 * time.Millisecond
	frameYield    = 10 * time.Millisecond
)

// fieldEdit is what the form posts (actField): a field's new text, and
// whether it is final (change) or still being typed (input).
type fieldEdit struct {
	Name, Value string
	Commit      bool
	// Live: a slider being dragged. A run still going is left to finish
	// and the newest value runs right after it (runs are coalesced, not
	// abandoned, so the table keeps following the hand).
	Live bool
	Slid bool // the slider was let go (change): record the URL
}

// currentParams is the form's valid state as a query: the parameters that
// differ from the defaults (what the address bar shows).
func (p *page) currentParams() url.Values { return maps.Clone(p.encoded().current) }

// shareParams is every non-default parameter plus the seed: the exact run.
func (p *page) shareParams() url.Values { return maps.Clone(p.encoded().share) }

// linkParams are the parameters the share link and the embed snippet
// carry: the run's, except during a slider drag, which writes the address
// only when the hand lets go (browsers throttle history writes at input
// rates): the links then keep the address's state, so the three never
// disagree (settle.go).
func (p *page) linkParams() url.Values {
	if p.live && p.held != nil {
		return maps.Clone(p.held)
	}
	return p.shareParams()
}

// encodedForm is the form's text decoded and encoded back, for the form
// it was computed from (key): one render asks for it several times (form,
// share link, embed snippet), and decoding a lab's parameters is not free
// on a slider step.
type encodedForm struct {
	key            string
	current, share url.Values
}

func (p *page) encoded() *encodedForm {
	key := p.lab.ID + "?" + p.raw.Encode()
	if p.enc != nil && p.enc.key == key {
		return p.enc
	}
	e := &encodedForm{key: key}
	if prm, err := p.lab.Decode(p.raw); err != nil {
		e.current, e.share = nonDefaults(p.lab, p.raw), nonDefaults(p.lab, p.raw)
	} else {
		e.current, e.share = prm.Spec().Encode(), prm.Spec().Encode(seedField(prm.Spec())...)
	}
	p.enc = e
	return e
}

// seedField names the spec's seed field when it has one (a shared link
// pins it so it reproduces the exact run). param.Spec.Seed gives it the
// same name in every lab; it is not a knob of any one lab.
func seedField(s *param.Spec) []string {
	if f := s.Field("seed"); f != nil {
		return []string{f.Name}
	}
	return nil
}

func nonDefaults(l *lab.Lab, raw url.Values) url.Values {
	q := url.Values{}
	for _, f := range l.Knobs().Fields() {
		if v := raw.Get(f.Name); v != f.Default {
			q.Set(f.Name, v)
		}
	}
	return q
}

// onField stores an edit and reruns: now when it is final, once typing
// pauses otherwise.
func (p *page) onField(ctx app.Context, e fieldEdit) {
	if p.raw.Get(e.Name) == e.Value && (!e.Commit || e.Live) {
		ctx.PreventUpdate()
		if e.Live {
			p.settle(ctx, urlKeep) // a slider step that changed nothing is settled too
		}
		return
	}
	if p.raw.Get(e.Name) == e.Value && e.Slid {
		p.replaceURL(ctx) // a drag ended where its last step ran: record it
		p.live = false    // and the figures off screen are drawn again
		return
	}
	if e.Live && !p.live {
		p.held = p.shareParams() // the address's state until the drag ends
	}
	p.live = e.Live
	if !p.live {
		p.held = nil
	}
	p.hostUnknown, p.hostTooMany = nil, 0 // the learner's edit supersedes the lesson page's refused set
	p.typed = ""
	if !e.Live && !e.Slid {
		p.typed = e.Name
	}
	raw := maps.Clone(p.raw)
	raw.Set(e.Name, e.Value)
	p.raw = raw
	p.typeGen++
	if e.Live {
		// The address bar is written when the drag ends (Slid): browsers
		// throttle history updates at input-event rates.
		if p.running && len(p.errs) == 0 {
			p.liveNext = true // runs after the one going (start's publish)
			return
		}
		p.apply(ctx, false)
		return
	}
	p.typing = !e.Commit
	if e.Commit {
		p.apply(ctx, true)
		return
	}
	g := p.typeGen
	ctx.After(typingDelay, func(ctx app.Context) {
		if g == p.typeGen {
			p.apply(ctx, true)
		}
	})
}

// setAll replaces the form with a preset (nil: the lesson's values) and reruns.
func (p *page) setAll(ctx app.Context, q url.Values) {
	p.raw = formValues(p.lab, q)
	p.typing, p.typed = false, ""
	p.apply(ctx, true)
}

// apply validates the form; valid input is recorded in the URL and run, invalid
// input gets its messages at the fields while the last results stay.
func (p *page) apply(ctx app.Context, recordURL bool) {
	if a := p.takeAhead(); a != nil {
		// The live listener decoded and ran this form already (live.go),
		// in this input event's task: decoding it again (a lab's whole
		// spec) would only delay the frame.
		p.errs = nil
		if recordURL {
			p.live = false
			p.recordURL(ctx)
		}
		p.publish(ctx, p.gen.Add(1), a.res, nil, a.wall) // run and painted by the live listener
		return
	}
	prm, err := p.lab.Decode(p.raw)
	if err != nil {
		p.errs = asParamErrors(err)
		p.gen.Add(1) // a run still going would show results the form no longer says
		p.running = false
		p.settleOutcome(ctx)
		return
	}
	p.errs = nil
	if recordURL {
		p.live = false // a committed edit: every figure is drawn
		p.recordURL(ctx)
	}
	p.start(ctx, prm)
}

func asParamErrors(err error) param.Errors {
	var pe param.Errors
	if errors.As(err, &pe) {
		return pe
	}
	return param.Errors{{Field: "", Value: "", Rule: lab.Cell(err.Error())}}
}

// start runs prm: first inline, within a frame's budget (runInline), and
// when that is not enough off the UI goroutine with progress. Only the
// newest run may publish.
func (p *page) start(ctx app.Context, prm lab.Params) {
	if !app.IsClient {
		p.prerender(prm) // static generation: the lesson's run, natively
		return
	}
	g := p.gen.Add(1)
	l := p.lab
	budget := inlineBudget
	if p.res == nil {
		budget = firstBudget // the page's first run (speed.go)
	}
	if res, wall, ok, err := runInline(l, prm, budget); ok {
		p.publish(ctx, g, res, err, wall)
		return
	}
	if p.res == nil {
		p.showLesson() // the page's first run is long: keep the lesson's table meanwhile
	}
	p.running, p.prog = true, sim.Progress{}
	ctx.Async(func() {
		t0 := time.Now()
		res, err := runSliced(l, prm, func() bool { return p.gen.Load() != g }, func(pr sim.Progress) {
			ctx.Dispatch(func(ctx app.Context) {
				if p.gen.Load() == g {
					p.prog = pr
				}
			})
		})
		wall := time.Since(t0)
		ctx.Dispatch(func(ctx app.Context) { p.publish(ctx, g, res, err, wall) })
	})
}

// publish shows run g's outcome, unless a newer run was asked for since.
func (p *page) publish(ctx app.Context, g int64, res *lab.Result, err error, wall time.Duration) {
	if p.gen.Load() != g {
		return
	}
	p.settleOutcome(ctx) // the address, the lesson page and the counter follow this frame (settle.go)
	markTiming(ctx, wall)
	p.running, p.wall, p.prerendered = false, wall, false
	if p.liveNext { // a slider moved on while this ran: run its newest value
		p.liveNext = false
		defer p.apply(ctx, false)
	}
	if err != nil {
		if pe := (param.Errors)(nil); errors.As(err, &pe) {
			p.errs = pe // cross-field rules fail at run time
			return
		}
		p.runErr = err
		return
	}
	p.res, p.runErr = res, nil
	if p.live && app.IsClient && res != p.painted {
		paintLive(res) // the table follows the hand in this frame (slot.go)
		p.painted = res
	}
}

// runSliced runs a lab, yielding to the browser every sliceBudget of work and
// giving up as soon as stale() says a newer run was asked for.
func runSliced(l *lab.Lab, prm lab.Params, stale func() bool, progress func(sim.Progress)) (res *lab.Result, err error) {
	last := time.Now()
	env := &lab.Env{ProgressEvery: progressEvery, Cancelled: stale, Progress: func(pr sim.Progress) {
		if time.Since(last) < sliceBudget {
			return
		}
		progress(pr)
		yield()
		last = time.Now()
	}}
	return l.RunParams(prm, env)
}

// yield parks this goroutine for a frame; under wasm that returns control to
// go-app's frame and the browser's event loop (a zero sleep would not).
func yield() { time.Sleep(frameYield) }
