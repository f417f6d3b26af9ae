// Package shell is the lab page around its views. Its state and every
// decision about it — the address read into the state and written back,
// what an edit runs and records, what the end of a frame writes — are
// package pagestate's, tested natively; the shell performs them: it reads
// the address and the browser's values (address.go, history.go), draws the
// chrome, the form and the tools beside the view (chrome.go), runs the lab
// through package run, committed edits and slider steps alike (edit.go,
// live.go), tells an embedding lesson page about each outcome (embed.go),
// and settles every change at the end of the frame that shows it, with the
// address, the share link and the embed snippet written in that same frame
// (settle.go). The views are given to it (package ui): the shell knows none
// of them by name, and draws any lab from what its runs declare.
package shell

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/pagestate"
	"playground/app/ui/paint"
	"playground/app/ui/progress"
	"playground/app/ui/run"
	"playground/app/ui/view"
)

// New is the page's maker for go-app's routes, with the views it shows
// (the first is the default).
func New(views []view.View) func() app.Composer {
	return func() app.Composer { return &page{views: views, painter: paint.New()} }
}

// page is the shell of every URL. Its state is what the address says, the
// form, and the runs (pagestate.State, which makes the page's decisions);
// OnNav rebuilds it from the address, so a shared link or a reload
// reproduces the view. The page renders that state and performs what its
// decisions ask: runs, history writes, messages, timers.
type page struct {
	app.Compo

	views    []view.View
	ctx      app.Context // the page's own context (settle.go)
	painter  *paint.Painter
	s        pagestate.State
	lane     run.Lane        // the page's own run's job
	pin      *view.Pin       // the run kept for comparison (pin.go)
	pinLane  run.Lane        // the pinned run's job
	nav      bool            // the run being started is a navigation's (OnNav)
	ex       *view.Exercise  // what a view asks of the form (a challenge)
	liveFn   app.Func        // the slider listener (live.go)
	burst    pagestate.Burst // the lesson page's sets not applied yet (embed.go)
	binds    hostBinds       // what the lesson page's text is bound to (bind.go); kept across navigations
	settling pagestate.Settlement
	shownURL string     // the address the page shows (history.go)
	navs     int        // the navigations taken (OnNav): #playground[data-nav] (settle.go)
	asked    view.Asked // the last preset chosen (view.Context.Asked)
	narrow   bool       // a phone's layout: one column (app.css), the first question under the main figure (layout.go)
	width    int        // the window's width the page last laid out for (layout.go)
	sheet    bool       // on a phone, the knobs open as a sheet under the main figure (chrome.go)
}

// OnMount wires the page: the painter, the slider listener, and the
// actions the form and the views post.
func (p *page) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.narrow, p.width = narrowScreen(), windowWidth()
	p.listenLive()
	p.listenHost(ctx)
	p.listenHistory(ctx)
	ctx.Handle(view.ActField, func(ctx app.Context, a app.Action) {
		if e, ok := a.Value.(view.FieldEdit); ok {
			p.onField(ctx, e)
		}
	})
	ctx.Handle(view.ActPreset, func(ctx app.Context, a app.Action) {
		q, _ := a.Value.(url.Values)
		if p.s.OnScreen(q) {
			return // its numbers are on screen: nothing to guess, nothing to run
		}
		// Told in the same step as the run it asks about (a view that
		// asks for a guess hides it from its first render); asked once
		// per question in this browser, then the run shows at once; the
		// lesson's own values (no parameters) are the lesson's table,
		// already read.
		if len(q) > 0 && progress.FirstAsk(progress.PresetQuestion(p.s.Addr.Lab.ID, pagekey.Encode(q))) {
			p.asked = view.Asked{Seq: p.asked.Seq + 1, Before: p.s.Out.Res, Predict: p.s.Addr.Lab.PredictFor(p.s.CanonicalOf(q))}
			p.sheet = false // the guess is asked in the results, where the sheet would lie over it
			ctx.Defer(showGuess)
		}
		p.setForm(ctx, q)
	})
	ctx.Handle(view.ActForm, func(ctx app.Context, a app.Action) {
		q, _ := a.Value.(url.Values)
		p.setForm(ctx, q)
	})
	ctx.Handle(view.ActKeys, func(ctx app.Context, a app.Action) {
		if k, ok := a.Value.(view.Keys); ok {
			p.onKeys(ctx, k)
		}
	})
	ctx.Handle(view.ActView, func(ctx app.Context, a app.Action) {
		if id, ok := a.Value.(string); ok && p.s.Addr.SetView(id) {
			p.replaceURL(ctx)
		}
	})
	ctx.Handle(view.ActShown, func(ctx app.Context, a app.Action) { p.settle(ctx, pagestate.URLKeep) })
	ctx.Handle(view.ActPin, func(ctx app.Context, a app.Action) { p.onPin(ctx) })
	ctx.Handle(view.ActUnpin, func(ctx app.Context, a app.Action) { p.onUnpin(ctx) })
	ctx.Handle(view.ActPinOwnLogic, func(ctx app.Context, a app.Action) { p.onPinOwnLogic(ctx) })
}

// OnNav rebuilds the page from the address: the lab, the form at the
// address's values (or an exercise's), the pinned run, and the run.
func (p *page) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	q := u.Query()
	p.navs++
	p.s.Navigate(pagestate.Read(q, view.LabFromPath(u.Path), p.viewKeys()), q)
	p.lane.Drop() // runs of the page we left must not publish here
	p.pin, p.ex, p.sheet = nil, nil, false
	if app.IsClient {
		p.shownURL = app.Window().URL().String()
	}
	setDocumentLang(p.s.Addr.Lang)
	p.setTitle(ctx)
	p.settle(ctx, pagestate.URLKeep)
	if p.s.Addr.Lab == nil {
		return
	}
	p.ex = p.exercise(q) // a challenge or goal starts the form at its own values
	if p.ex != nil && p.ex.OK {
		p.s.SetRaw(p.ex.Start)
	}
	if pq := q.Get("pin"); pq != "" {
		p.startPin(ctx, pq)
	}
	p.nav = true
	p.apply(ctx, false)
	p.nav = false
}

// exercise is the one a view reads from the address's keys (the first
// view that asks for one), nil when none does.
func (p *page) exercise(q url.Values) *view.Exercise {
	for _, v := range p.views {
		if v.Exercise != nil {
			if ex := v.Exercise(p.s.Addr.Lab, p.s.Addr.Keys, pagekey.LabParams(q), p.s.Addr.Lang); ex != nil {
				return ex
			}
		}
	}
	return nil
}

// viewKeys are the page's views as its address knows them.
func (p *page) viewKeys() []pagestate.View {
	vs := make([]pagestate.View, len(p.views))
	for i, v := range p.views {
		vs[i] = pagestate.View{ID: v.ID, Keys: v.Keys}
	}
	return vs
}

// onKeys sets a view's own page keys (and, for a ready sweep, the form).
func (p *page) onKeys(ctx app.Context, k view.Keys) {
	p.s.Addr.SetKeys(k.Set)
	if k.Params != nil {
		p.setForm(ctx, k.Params)
	}
	p.replaceURL(ctx)
}

// find is the view with id ("": the default), or nil.
func (p *page) find(id string) *view.View {
	if id == "" {
		return &p.views[0]
	}
	for i := range p.views {
		if p.views[i].ID == id {
			return &p.views[i]
		}
	}
	return nil
}

// current is the view the page shows.
func (p *page) current() *view.View { return p.find(p.s.Addr.View) }

// showGuess brings the guess a preset asks for into view: a phone's
// screen may be anywhere on the page when the button is pressed (under the
// figure, in the knobs' sheet), and the question must not open above it or
// under the sticky key numbers. Its first field takes the focus.
func showGuess(ctx app.Context) {
	doc := app.Window().Get("document")
	g := doc.Call("getElementById", "predict")
	if !g.Truthy() {
		return
	}
	top := g.Call("getBoundingClientRect").Get("top").Float()
	under := 8.0
	if strip := doc.Call("querySelector", `[data-role="key-result"]`); strip.Truthy() && narrowScreen() {
		under += strip.Call("getBoundingClientRect").Get("height").Float()
	}
	if top < under || top > app.Window().Get("innerHeight").Float()*0.6 {
		app.Window().Call("scrollBy", 0, top-under)
	}
	if f := doc.Call("querySelector", "#predict select, #predict input"); f.Truthy() {
		f.Call("focus", map[string]any{"preventScroll": true})
	}
}
