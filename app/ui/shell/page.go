// Package shell is the lab page around its views. It reads the address
// into the page's state and writes the state back (address.go,
// history.go); draws the chrome, the form and the tools beside the view
// (chrome.go); runs the lab through package run, committed edits and
// slider steps alike (edit.go, live.go); tells an embedding lesson page
// about each outcome (embed.go); and settles every change at the end of
// the frame that shows it, with the address, the share link and the embed
// snippet written in that same frame (settle.go). The views are given to
// it (package ui): the shell knows none of them by name, and draws any lab
// from what its runs declare.
package shell

import (
	"net/url"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/paint"
	"playground/app/ui/run"
	"playground/app/ui/view"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
)

// New is the page's maker for go-app's routes, with the views it shows
// (the first is the default).
func New(views []view.View) func() app.Composer {
	return func() app.Composer { return &page{views: views, painter: paint.New()} }
}

// page is the shell of every URL. Its state is what the address says, the
// form, and the runs; OnNav rebuilds it from the address, so a shared link
// or a reload reproduces the view.
type page struct {
	app.Compo

	views    []view.View
	ctx      app.Context // the page's own context (settle.go)
	painter  *paint.Painter
	addr     address        // what the address asks for (address.go)
	form     formState      // the form's text and what it refuses (edit.go)
	out      outcome        // the last run and the one going (edit.go)
	lane     run.Lane       // the page's own run's job
	pin      *view.Pin      // the run kept for comparison (pin.go)
	pinLane  run.Lane       // the pinned run's job
	ex       *view.Exercise // what a view asks of the form (a challenge)
	live     liveState      // the slider's steps (live.go)
	host     hostState      // the lesson page's messages (embed.go)
	burst    hostBurst      // the lesson page's sets not applied yet (embed.go)
	binds    hostBinds      // what the lesson page's text is bound to (bind.go); kept across navigations
	settling settlement     // what the end of this frame writes (settle.go)
	shownURL string         // the address the page shows (history.go)
	asked    view.Asked     // the last preset chosen (view.Context.Asked)
	ran      bool           // a run was shown in this tab: later ones are not the first (run.FirstBudget)
}

// formState is the form: its text per field, valid or not (replaced,
// never edited in place; rev counts the replacements), the refused fields,
// and how the learner is editing it.
type formState struct {
	raw  url.Values
	rev  int
	errs param.Errors
	// typed is the text field whose keys made the last edit: it keeps what
	// it holds while focused (form.TypedValue). typing: the last edit was
	// typed, not committed; editing: the address's current entry is that
	// edit's (history.go). typeGen counts keystrokes for the pause.
	typed           string
	typing, editing bool
	typeGen         int
	// held: the links' parameters while a slider is dragged (linkParams).
	held url.Values
	enc  *encodedForm
}

// outcome is the last good run (kept while the form is invalid) and the
// one going.
type outcome struct {
	res         *lab.Result
	prev        *lab.Result // the run before res's change (view.Context.Prev)
	inDrag      bool        // prev is the run before the drag going on
	err         error       // the last run failed (not a parameter error)
	running     bool
	prog        sim.Progress
	wall        time.Duration
	prerendered bool // res is the lesson's run, computed when the site was built
	again       bool // a slider moved on while a run went: run its newest value next
}

// OnMount wires the page: the painter, the slider listener, and the
// actions the form and the views post.
func (p *page) OnMount(ctx app.Context) {
	p.ctx = ctx
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
		// Told in the same step as the run it asks about (a view that
		// asks for a guess hides it from its first render).
		p.asked = view.Asked{Seq: p.asked.Seq + 1, Before: p.out.res}
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
		if id, ok := a.Value.(string); ok && p.find(id) != nil {
			p.addr.view = id
			p.replaceURL(ctx)
		}
	})
	ctx.Handle(view.ActShown, func(ctx app.Context, a app.Action) { p.settle(ctx, urlKeep) })
	ctx.Handle(view.ActPin, func(ctx app.Context, a app.Action) { p.onPin(ctx) })
	ctx.Handle(view.ActUnpin, func(ctx app.Context, a app.Action) { p.onUnpin(ctx) })
}

// OnNav rebuilds the page from the address: the lab, the form at the
// address's values (or an exercise's), the pinned run, and the run.
func (p *page) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	q := u.Query()
	p.addr = readAddress(q, u.Path, p.views)
	p.form = formState{}
	p.lane.Drop() // runs of the page we left must not publish here
	p.out = outcome{}
	p.pin, p.ex, p.host = nil, nil, hostState{unknownControls: unknownNames(p.addr.lab, p.addr.controls)}
	p.live.ahead = run.Ahead{}
	if app.IsClient {
		p.shownURL = app.Window().URL().String()
	}
	setDocumentLang(p.addr.lang)
	p.setTitle(ctx)
	p.settle(ctx, urlKeep)
	if p.addr.lab == nil {
		return
	}
	p.setRaw(formValuesOf(p.addr.lab, q))
	p.ex = p.exercise(q) // a challenge or goal starts the form at its own values
	if p.ex != nil && p.ex.OK {
		p.setRaw(p.ex.Start)
	}
	if pq := q.Get("pin"); pq != "" {
		p.startPin(ctx, pq)
	}
	p.apply(ctx, false)
}

// exercise is the one a view reads from the address's keys (the first
// view that asks for one), nil when none does.
func (p *page) exercise(q url.Values) *view.Exercise {
	for _, v := range p.views {
		if v.Exercise != nil {
			if ex := v.Exercise(p.addr.lab, p.addr.keys, pagekey.LabParams(q), p.addr.lang); ex != nil {
				return ex
			}
		}
	}
	return nil
}

// viewKey reports whether one of the page's views declares key (View.Keys).
func (p *page) viewKey(key string) bool {
	return slices.ContainsFunc(p.views, func(v view.View) bool { return slices.Contains(v.Keys, key) })
}

// onKeys sets a view's own page keys (and, for a ready sweep, the form).
func (p *page) onKeys(ctx app.Context, k view.Keys) {
	keys := url.Values{}
	for key, vs := range p.addr.keys {
		keys[key] = vs
	}
	for key, vs := range k.Set {
		if !p.viewKey(key) {
			continue // a view sets its own keys, never the shell's or a parameter
		}
		if len(vs) == 0 || vs[0] == "" {
			keys.Del(key)
		} else {
			keys[key] = vs
		}
	}
	p.addr.keys = keys
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
func (p *page) current() *view.View { return p.find(p.addr.view) }
