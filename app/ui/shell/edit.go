package shell

import (
	"errors"
	"maps"
	"net/url"
	"slices"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/form"
	"playground/app/ui/run"
	"playground/app/ui/view"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
)

// One path from an edit to the screen. An edit replaces the form's text
// (setRaw); apply checks it, records a committed one in the address, and
// runs it on the page's lane (start): inline within a budget, sliced
// beyond. publish shows the outcome the lane did not drop; the frame that
// draws it settles the address, the links and the lesson page together
// (settle.go). A slider step takes the same path, with its run made ahead
// in its own input event (live.go).

// setRaw replaces the form's text.
func (p *page) setRaw(raw url.Values) {
	p.form.raw = boundRaw(raw)
	p.form.rev++
}

// maxRawValue bounds a value the page holds: no knob's value is near as
// long (the longest, a list of counts, is a few dozen characters), and a
// megabyte of text from an address or a lesson page would be written into
// a field, the address bar, the share link and the snippet on every frame
// (11 s for one such set in Chromium before this bound). A longer value is
// cut, and so stays refused, naming the knob as before.
const maxRawValue = 4 * param.MaxEcho

// boundRaw cuts every value longer than maxRawValue at a character
// boundary, marking the cut with "…". The slices it changes are copies
// (raw is often a shallow clone of the form's values).
func boundRaw(raw url.Values) url.Values {
	for k, vs := range raw {
		for i, v := range vs {
			if len(v) <= maxRawValue {
				continue
			}
			cut := maxRawValue
			for cut > 0 && !utf8.RuneStart(v[cut]) {
				cut--
			}
			vs = slices.Clone(vs)
			vs[i] = v[:cut] + "…"
			raw[k] = vs
		}
	}
	return raw
}

// onField stores an edit and reruns: now when it is final, once typing
// pauses otherwise.
func (p *page) onField(ctx app.Context, e view.FieldEdit) {
	same := p.form.raw.Get(e.Name) == e.Value
	ahead := aheadKey(p.form.rev, e.Name, e.Value) // the edit as the live listener ran it (live.go)
	switch {
	case same && (!e.Commit || e.Live):
		ctx.PreventUpdate()
		if e.Live {
			p.settle(ctx, urlKeep) // a slider step that changed nothing is settled too
		}
		return
	case same && e.Slid:
		p.replaceURL(ctx) // a drag ended where its last step ran: record it
		p.live.on = false // and the figures off screen are drawn again
		return
	}
	if e.Live && !p.live.on {
		p.form.held = p.shareParams() // the address's state until the drag ends
	}
	p.live.on = e.Live
	p.host.unknown, p.host.tooMany = nil, 0 // the learner's edit supersedes the lesson page's refused set
	p.form.typed = ""
	if !e.Live && !e.Slid {
		p.form.typed = e.Name
	}
	raw := maps.Clone(p.form.raw)
	raw.Set(e.Name, e.Value)
	p.setRaw(raw)
	p.form.typeGen++
	switch {
	case e.Live:
		// The address is written when the drag ends (Slid): browsers
		// throttle history writes at input-event rates.
		if out, ok := p.live.ahead.Take(ahead); ok {
			// Run (and painted) in this input event's task by the live
			// listener: deciding it again would only delay the frame.
			p.form.errs = nil
			p.publish(ctx, p.lane.Next(), out)
			return
		}
		if p.out.running && len(p.form.errs) == 0 {
			p.out.again = true // runs after the one going (publish)
			return
		}
		p.apply(ctx, false)
	case e.Commit:
		p.form.typing = false
		p.apply(ctx, true)
	default:
		p.form.typing = true
		g := p.form.typeGen
		ctx.After(view.TypingPause, func(ctx app.Context) {
			if g == p.form.typeGen {
				p.apply(ctx, true)
			}
		})
	}
}

// setForm replaces the form with q over the lesson's values (a preset, a
// solution, an exercise's start) and reruns.
func (p *page) setForm(ctx app.Context, q url.Values) {
	if p.addr.lab == nil {
		return
	}
	p.setRaw(form.Values(p.addr.lab, q))
	p.form.typing, p.form.typed = false, ""
	p.apply(ctx, true)
}

// apply checks the form; valid input is recorded in the address and run,
// invalid input gets its messages at the fields while the last results
// stay.
func (p *page) apply(ctx app.Context, record bool) {
	prm, err := p.addr.lab.Decode(p.form.raw)
	if err != nil {
		p.form.errs = asParamErrors(err)
		p.lane.Drop() // a run still going would show results the form no longer says
		p.out.running = false
		p.settleOutcome(ctx)
		return
	}
	p.form.errs = nil
	p.recordIf(ctx, record)
	p.start(ctx, prm)
}

// recordIf records a committed edit in the address: every figure is drawn
// again, and the links follow the form.
func (p *page) recordIf(ctx app.Context, record bool) {
	if record {
		p.live.on = false
		p.recordURL(ctx)
	}
}

func asParamErrors(err error) param.Errors {
	var pe param.Errors
	if errors.As(err, &pe) {
		return pe
	}
	return param.Errors{{Field: "", Value: "", Rule: lab.Cell(err.Error())}}
}

// start runs prm on the page's lane: inline within a frame's budget, and
// when that is not enough sliced off the UI goroutine with progress.
func (p *page) start(ctx app.Context, prm lab.Params) {
	if !app.IsClient {
		p.prerender(prm) // static generation: the lesson's run, natively
		return
	}
	tok := p.lane.Next()
	budget := run.InlineBudget
	if !p.ran {
		budget = run.FirstBudget // the tab's first run (prerender.go)
	}
	if out, ok := run.Inline(p.addr.lab, prm, budget); ok {
		p.publish(ctx, tok, out)
		return
	}
	if p.out.res == nil {
		p.showLesson() // the page's first run is long: keep the lesson's table meanwhile
	}
	p.out.running, p.out.prog = true, sim.Progress{}
	run.Sliced(run.OnPage(ctx), tok, p.addr.lab, prm,
		func(pr sim.Progress) { p.out.prog = pr },
		func(out run.Outcome) { p.publish(ctx, tok, out) })
}

// publish shows the outcome of tok's run, unless a newer run was asked for
// since.
func (p *page) publish(ctx app.Context, tok run.Token, out run.Outcome) {
	if tok.Stale() {
		return
	}
	p.ran = true
	p.settleOutcome(ctx) // the address, the lesson page and the counter follow this frame (settle.go)
	markTiming(ctx, out.Wall)
	p.out.running, p.out.wall, p.out.prerendered = false, out.Wall, false
	if p.out.again { // a slider moved on while this ran: run its newest value
		p.out.again = false
		defer p.apply(ctx, false)
	}
	var pe param.Errors
	switch {
	case errors.As(out.Err, &pe):
		p.form.errs = pe // cross-field rules fail at run time
	case out.Err != nil:
		p.out.err = out.Err
	default:
		// The run before this change stays "before" for the whole drag: a
		// learner compares with where the hand started, not the last step.
		changed := p.out.res != nil && view.ValuesKey(p.out.res.Params) != view.ValuesKey(out.Res.Params)
		if changed && !p.out.inDrag {
			p.out.prev = p.out.res
		}
		p.out.inDrag = p.live.on && (changed || p.out.inDrag)
		p.out.res, p.out.err = out.Res, nil
		if len(p.currentParams()) == 0 {
			// The lesson's run: kept, so that a navigation to a heavier
			// run of the lab shows it at once instead of running it again
			// in the navigation's task (showLesson).
			p.binds.lesson, p.binds.lessonOf = out.Res, p.addr.lab.ID
		}
		if p.live.on && app.IsClient {
			p.painter.Live(out.Res) // the table follows the hand in this frame (package paint)
		}
	}
}

// currentParams is the form's valid state as a query: the parameters that
// differ from the defaults (what the address shows).
func (p *page) currentParams() url.Values { return maps.Clone(p.encoded().current) }

// shareParams is every non-default parameter plus the seed: the exact run.
func (p *page) shareParams() url.Values { return maps.Clone(p.encoded().share) }

// linkParams are the parameters the share link and the embed snippet
// carry: the run's, except during a slider drag, which writes the address
// only when the hand lets go: the links then keep the address's state, so
// the three never disagree (settle.go).
func (p *page) linkParams() url.Values {
	if p.live.on && p.form.held != nil {
		return maps.Clone(p.form.held)
	}
	return p.shareParams()
}

// encodedForm is the form's text decoded and encoded back, for the text of
// revision rev: one render asks for it several times (the address, the
// form's presets, the share link, the embed snippet).
type encodedForm struct {
	rev            int
	current, share url.Values
}

func (p *page) encoded() *encodedForm {
	if e := p.form.enc; e != nil && e.rev == p.form.rev {
		return e
	}
	e := &encodedForm{rev: p.form.rev}
	if prm, err := p.addr.lab.Decode(p.form.raw); err != nil {
		e.current = form.NonDefaults(p.addr.lab, p.form.raw)
		e.share = e.current
	} else {
		e.current, e.share = prm.Spec().Encode(), prm.Spec().Encode(seedOf(prm.Spec())...)
	}
	p.form.enc = e
	return e
}

// seedOf names the spec's seed field when it has one: a shared link pins
// it, so it reproduces the exact run.
func seedOf(s *param.Spec) []string {
	for _, f := range s.Fields() {
		if f.IsSeed() {
			return []string{f.Name}
		}
	}
	return nil
}
