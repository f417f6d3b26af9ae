package main

import (
	"errors"
	"fmt"
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
// sliceBudget, so input, painting and the progress label keep going.
const (
	progressEvery = 4096
	sliceBudget   = 30 * time.Millisecond
)

// currentParams is the form's valid state as a query: the parameters that
// differ from the defaults (what the address bar shows).
func (p *playground) currentParams() url.Values {
	prm, err := p.lab.Decode(p.raw)
	if err != nil {
		return nonDefaults(p.lab, p.raw)
	}
	return prm.Spec().Encode()
}

// shareParams is every non-default parameter plus the seed: the exact run.
func (p *playground) shareParams() url.Values {
	prm, err := p.lab.Decode(p.raw)
	if err != nil {
		return nonDefaults(p.lab, p.raw)
	}
	return prm.Spec().Encode("seed")
}

func nonDefaults(l *lab.Lab, raw url.Values) url.Values {
	q := url.Values{}
	for _, f := range l.New().Spec().Fields() {
		if v := raw.Get(f.Name); v != f.Default {
			q.Set(f.Name, v)
		}
	}
	return q
}

// onField stores a keystroke and reruns when typing pauses.
func (p *playground) onField(name string, now bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v := ctx.JSSrc().Get("value").String()
		if ctx.JSSrc().Get("type").String() == "checkbox" {
			v = fmt.Sprint(ctx.JSSrc().Get("checked").Bool())
		}
		if p.raw.Get(name) == v && !now {
			ctx.PreventUpdate()
			return
		}
		p.raw.Set(name, v)
		p.typeGen++
		if now {
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
}

// setAll replaces the form with a preset (or the defaults) and reruns.
func (p *playground) setAll(ctx app.Context, q url.Values) {
	p.raw = url.Values{}
	for _, f := range p.lab.New().Spec().Fields() {
		v := f.Default
		if vs, ok := q[f.Name]; ok {
			v = vs[0]
		}
		p.raw.Set(f.Name, v)
	}
	p.apply(ctx, true)
}

// apply validates the form; valid input is recorded in the URL and run, invalid
// input gets its messages at the fields while the last results stay.
func (p *playground) apply(ctx app.Context, recordURL bool) {
	prm, err := p.lab.Decode(p.raw)
	if err != nil {
		p.errs = asParamErrors(err)
		p.gen.Add(1) // a run still going would show results the form no longer says
		p.running = false
		return
	}
	p.errs = nil
	if recordURL {
		p.replaceURL(ctx)
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

// start runs prm off the UI goroutine. Only the newest run may publish.
func (p *playground) start(ctx app.Context, prm lab.Params) {
	if !app.IsClient {
		return // the server prerenders the form only
	}
	g := p.gen.Add(1)
	p.running, p.prog = true, sim.Progress{}
	l := p.lab
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
		ctx.Dispatch(func(ctx app.Context) {
			if p.gen.Load() != g {
				return
			}
			p.running, p.wall = false, wall
			if err != nil {
				if pe := (param.Errors)(nil); errors.As(err, &pe) {
					p.errs = pe // cross-field rules fail at run time
					return
				}
				p.runErr = err
				return
			}
			p.res, p.runErr = res, nil
		})
	})
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

// yield parks this goroutine briefly; under wasm that returns control to the
// browser's event loop (a zero sleep would not).
func yield() { time.Sleep(time.Millisecond) }
