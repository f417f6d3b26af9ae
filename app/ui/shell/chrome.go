package shell

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/draw"
	"playground/app/ui/form"
	"playground/app/ui/keyresult"
	"playground/app/ui/pagestate"
	"playground/app/ui/share"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

// Render is the page: the site's chrome around a lab or the home page; an
// embed keeps to the lab. #playground[data-ready] tells tests (and curious
// readers) that wasm, not the prerender, drew the page; data-width, the
// window width it laid itself out for (layout.go).
func (p *page) Render() app.UI {
	a := p.s.Addr
	root := app.Div().ID("playground").Lang(string(a.Lang)).DataSet("ready", app.IsClient)
	if p.width > 0 {
		root = root.DataSet("width", p.width)
	}
	update := newUpdateBanner().Lang(a.Lang)
	switch {
	case a.Embed && a.Lab != nil:
		if a.Story {
			root = root.Class("story")
		}
		return root.Class("pg", "embed").Body(update, p.renderLab())
	case a.Lab != nil:
		return root.Class("pg").Body(p.chrome(update, p.renderLab())...)
	case a.LabID != "":
		return root.Class("pg").Body(p.chrome(update,
			app.P().Class("error").Role("alert").Text(txtNoLab.Format(param.Echo(a.LabID)).In(a.Lang)),
			renderNotice(a.Notes, a.Lang),
			newHome().Lang(a.Lang))...)
	}
	return root.Class("pg").Body(p.chrome(update, renderNotice(a.Notes, a.Lang), newHome().Lang(a.Lang))...)
}

// t renders a catalog text in the page's language.
func (p *page) t(x i18n.Text) string { return x.In(p.s.Addr.Lang) }

// chrome wraps a view in the site's header (title, lab links, language
// switch) and footer; banner goes above everything.
func (p *page) chrome(banner app.UI, main ...app.UI) []app.UI {
	current, lang := "", p.s.Addr.Lang
	if p.s.Addr.Lab != nil {
		current = p.s.Addr.Lab.ID
	}
	return []app.UI{
		banner,
		app.A().Class("skip").Href("#main").Text(p.t(txtSkip)),
		app.Header().Class("site").Body(
			app.A().Class("brand").Href(p.up(hrefHome(lang))).Text(p.t(txtSite)),
			app.Nav().Aria("label", p.t(txtLabs)).Body(
				app.Ul().Body(app.Range(labs.All()).Slice(func(i int) app.UI {
					l := labs.All()[i]
					a := app.A().Href(p.up(hrefLab(l.ID, lang))).Text(l.Title.In(lang))
					if l.ID == current {
						a = a.Aria("current", "page")
					}
					return app.Li().Body(a)
				})),
			),
			app.Button().ID("lang-switch").Class("lang").Type("button").
				Lang(string(other(lang))).
				Aria("label", p.t(txtSwitchLabel)).
				Text(p.t(txtSwitchLang)).
				OnClick(p.onSwitchLang),
		),
		app.Main().ID("main").Body(main...),
		app.Footer().Class("site").Body(app.P().Text(p.t(txtFooter))),
	}
}

// renderLab is one lab: its question, the form and tools beside the
// current view. Embedded, it keeps only the lab itself.
func (p *page) renderLab() app.UI {
	a, l := p.s.Addr, p.s.Addr.Lab
	head := app.Header().Class("lab-head").Body(
		app.If(a.Embed, func() app.UI { // first, and beside the title: the frame's way to the rest
			return app.P().Class("open-full").Body(app.A().Href(p.shareURL()).Target("_blank").Text(p.t(txtOpenFull)))
		}),
		app.H1().Text(l.Title.In(a.Lang)),
		app.If(l.Question.In(a.Lang) != "", func() app.UI {
			words, tips := view.Explained(l.Question.In(a.Lang), l.Terms, a.Lang, "question")
			return app.P().Class("question").Body(append(words, tips...)...)
		}),
		app.If(!a.Embed && l.Lesson.In(a.Lang) != "", func() app.UI {
			return lessonName(l, a.Lang, p.up)
		}),
	)
	v := p.current()
	c := p.viewContext()
	side, grid := !(a.Embed && v.Alone && len(a.Controls) == 0), "lab-grid"
	if !side {
		grid += " solo"
	}
	newForm := func() *form.Form {
		return form.New().Lab(l).Lang(a.Lang).Values(p.s.Form.Raw).Errors(p.s.Form.Errs).
			Controls(a.Embed, a.Controls).Active(pagekey.Encode(p.s.CurrentParams())).
			Typed(p.s.Form.Typed).Exercise(c.Exercise).Listener(p.liveFn)
	}
	knobs := newForm()
	if (p.narrow || !app.IsClient) && !a.Embed && v.Beside && c.Exercise == nil && l.Try != nil {
		// A phone: the first question and its knobs go right under the
		// main figure, so question, knob and picture share one screen;
		// the other knobs stay below the results. The static page is laid
		// out so too (it cannot know the screen): a phone on a slow
		// network presses the question there before app.wasm arrives
		// (early answers); a wide screen's app moves it beside.
		c.Beside = newForm().Part(form.PartStarts)
		knobs = knobs.Part(form.PartRest)
	}
	sideBody := []app.UI{knobs, app.If(!a.Embed, func() app.UI { return p.renderTools(c) })}
	if side && a.Embed && len(a.Controls) == 0 && c.Exercise == nil {
		// An embed whose author chose no knobs shows the run first, one
		// column wide, with every knob folded under it: a short frame on
		// the lesson page, the rest one click away.
		grid += " solo folded"
		sideBody = []app.UI{app.Details().Class("embed-knobs").Body(
			app.Summary().Text(txtEmbedKnobs.Format(len(l.Knobs().Fields())).In(a.Lang)), knobs)}
	}
	var checks []lab.Check
	if c.Exercise != nil {
		checks = c.Exercise.Checks
	}
	return app.Article().Class("lab").ID("lab-"+l.ID).DataSet("lab", l.ID).Body(
		head,
		app.If(side, func() app.UI {
			return keyresult.New().Lab(l).Lang(a.Lang).Result(p.s.Out.Res, p.s.Out.Prev).Checks(checks).Painter(p.painter)
		}),
		app.Div().Class(grid).Body(
			p.renderSide(side, sideBody),
			app.Div().Class("lab-main").Body(
				renderNotice(append(slices.Clip(a.Notes), pagestate.ResultNotes(p.s.Out.Res, a.Charts, a.Sections)...), a.Lang),
				p.renderToParams(),
				p.renderStatus(),
				p.renderTabs(v.ID),
				app.Div().ID("view-"+v.ID).Class("view").Body(v.Render(c)),
				p.renderRunStats(),
			),
		),
	)
}

// renderTools is the side's tools: pin and compare, share and embed (with
// the tools the views add).
func (p *page) renderTools(c *view.Context) app.UI {
	a := p.s.Addr
	var extra []app.UI
	for _, v := range p.views {
		if v.Tools != nil {
			extra = append(extra, v.Tools(c))
		}
	}
	return app.Section().Class("tools").Aria("label", p.t(txtTools)).Body(
		newPinTool().Lang(a.Lang).CanPin(p.s.Out.Res != nil).Pinned(p.pin != nil),
		share.New().Lang(a.Lang).Link(p.shareURL()).
			Builder(share.NewBuilder().Lang(a.Lang).Lab(a.Lab).Result(p.s.Out.Res).Base(p.s.LinkParams()).
				View(a.View).Views(p.views).Keys(a.Keys)).
			Exercise(app.If(len(extra) > 0, func() app.UI { return app.Div().Body(extra...) })),
	)
}

// renderTabs switches views (a tablist of buttons: a switch keeps the run,
// where a link would navigate and rerun).
func (p *page) renderTabs(current string) app.UI {
	if len(p.views) < 2 || p.s.Addr.Embed {
		return nil
	}
	return app.Div().Class("tabs").Role("tablist").Aria("label", p.t(txtViews)).Body(
		app.Range(p.views).Slice(func(i int) app.UI {
			v := p.views[i]
			return app.Button().Type("button").Role("tab").ID("tab-"+v.ID).
				Aria("selected", v.ID == current).Aria("controls", "view-"+v.ID).
				Text(v.Label.In(p.s.Addr.Lang)).
				OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(view.ActView, v.ID) })
		}))
}

// renderStatus says whether a run is going (with its progress), why input
// was refused, or why a run failed. It is a live region for screen readers.
func (p *page) renderStatus() app.UI {
	o, lang := &p.s.Out, p.s.Addr.Lang
	var msg app.UI
	cls := "status"
	switch {
	case len(p.s.Form.Errs) > 0 && o.Res != nil:
		cls += " warn"
		msg = app.Text(p.t(txtKeptResults))
	case o.Err != nil:
		cls += " error"
		msg = app.Span().ID("run-error").Text(p.t(txtRunFailed) + ": " + i18n.ErrorIn(o.Err, lang))
	case o.Running && o.Prog.Events > 0:
		msg = app.Span().Class("progress").Text(txtProgress.Format(draw.Count(o.Prog.Events, lang), draw.Dur(o.Prog.Now, lang)).In(lang))
	case o.Running:
		msg = app.Span().Class("progress").Text(p.t(txtRunning))
	case o.Prerendered && o.Res != nil:
		say := txtPrerendered
		if len(p.s.CurrentParams()) > 0 {
			say = txtPrerenderedAt // not the lesson's values: an early answer's page
		}
		msg = app.Span().Class("stats prerendered").Text(say.Format(
			draw.Count(o.Res.Stats.Events, lang), draw.Dur(o.Res.Stats.VirtualTime, lang)).In(lang))
	}
	return app.Div().ID("status").Class(cls).Role("status").Aria("live", "polite").Body(msg)
}

// renderRunStats is what the run cost — events, virtual time, wall time —
// under the view: worth a look (a simulated minute in milliseconds), not
// the first thing on the screen; an embed leaves it out.
func (p *page) renderRunStats() app.UI {
	o, lang := &p.s.Out, p.s.Addr.Lang
	if o.Res == nil || o.Running || o.Prerendered || o.Err != nil || p.s.Addr.Embed {
		return nil // an embed stays short
	}
	return app.P().ID("run-stats").Class("stats").Text(txtRunStats.Format(
		draw.Count(o.Res.Stats.Events, lang), draw.Dur(o.Res.Stats.VirtualTime, lang), draw.Dur(o.Wall, lang)).In(lang))
}

// renderToParams is the phone layout's way to the form: there the results
// come first and the form follows them (app.css), so a button at the top
// opens the knobs as a sheet over the lower part of the screen, with the
// main figure scrolled into the upper part: every knob then turns with a
// live picture in view, and the keyboard's focus goes to the first knob.
// (A button, not a #params link: go-app treats a fragment link as a
// navigation, which would rebuild the page.) Wide screens hide it (the form
// is beside), and an embed leaves it out: a frame is short.
func (p *page) renderToParams() app.UI {
	if p.s.Addr.Embed {
		return nil
	}
	return app.Button().Type("button").ID("to-params").Class("to-params").Text(p.t(txtToParams)).
		Aria("expanded", p.sheet && p.narrow).Aria("controls", "lab-side").
		OnClick(func(ctx app.Context, e app.Event) { p.setSheet(ctx, !(p.sheet && p.narrow)) })
}

// renderSide is the form's column; on a phone with the sheet open (the
// sheet's own bar closes it, as Escape does) it lies over the screen's
// lower part.
func (p *page) renderSide(side bool, body []app.UI) app.UI {
	cls := "lab-side"
	open := p.sheet && p.narrow && side
	if open {
		cls += " sheet"
		body = append([]app.UI{app.Div().Class("sheet-bar").Body(
			app.Span().Class("sheet-title").Text(p.t(txtSheetTitle)),
			app.Button().Type("button").ID("sheet-close").Text(p.t(txtSheetClose)).
				OnClick(func(ctx app.Context, e app.Event) { p.setSheet(ctx, false) }),
		)}, body...)
	}
	d := app.Div().ID("lab-side").Class(cls)
	if !side {
		// Only then: go-app's static HTML writes Hidden(false) as
		// hidden="false", which hides the element (a present attribute).
		d = d.Hidden(true)
	}
	if open {
		d = d.Role("region").Aria("label", p.t(txtSheetTitle)).OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				p.setSheet(ctx, false)
			}
		})
	}
	return d.Body(body...)
}

// setSheet opens or closes the knobs' sheet. Opened, the main figure is
// scrolled to just under the sticky key numbers, the sheet takes the
// screen under the figure (at least 35 %, at most half of the screen),
// and the focus goes to the first slider (a text field would raise a
// phone's keyboard over both) or else the sheet; closed, the focus goes
// back to the button that opened it.
func (p *page) setSheet(ctx app.Context, open bool) {
	p.sheet = open
	ctx.Defer(func(ctx app.Context) {
		doc := app.Window().Get("document")
		if !open {
			if b := doc.Call("getElementById", "to-params"); b.Truthy() {
				b.Call("focus", map[string]any{"preventScroll": true})
			}
			return
		}
		height := app.Window().Get("innerHeight").Float()
		sheet := 0.46 * height
		if fig := doc.Call("querySelector", `[data-role="main-figure"]`); fig.Truthy() {
			box := fig.Call("getBoundingClientRect")
			top := box.Get("top").Float()
			// The strip sticks at the screen's top once scrolled to: the
			// figure goes under its height, wherever the strip is now, with
			// room for the line a change adds under its numbers ("▲ önce").
			under := 0.0
			if strip := doc.Call("querySelector", `[data-role="key-result"]`); strip.Truthy() {
				under = strip.Call("getBoundingClientRect").Get("height").Float() + 24
			}
			app.Window().Call("scrollBy", 0, top-under)
			sheet = min(max(height-(under+box.Get("height").Float()), 0.35*height), 0.5*height)
		}
		doc.Get("documentElement").Get("style").Call("setProperty", "--sheet-h", strconv.Itoa(int(sheet))+"px")
		focus := doc.Call("querySelector", `#lab-side input[type="range"]`)
		if !focus.Truthy() {
			focus = doc.Call("getElementById", "lab-side")
			focus.Call("setAttribute", "tabindex", "-1")
		}
		focus.Call("focus", map[string]any{"preventScroll": true})
	})
}

// onSwitchLang changes only the language: results are bilingual, so nothing
// reruns; the address records the choice.
func (p *page) onSwitchLang(ctx app.Context, e app.Event) {
	p.s.Addr.Lang = other(p.s.Addr.Lang)
	setDocumentLang(p.s.Addr.Lang)
	p.setTitle(ctx)
	p.replaceURL(ctx)
}

func other(l i18n.Lang) i18n.Lang {
	if l == i18n.EN {
		return i18n.TR
	}
	return i18n.EN
}

// setTitle names the document after the lab, in the page's language.
func (p *page) setTitle(ctx app.Context) {
	title := p.t(txtSite)
	if p.s.Addr.Lab != nil {
		title = p.s.Addr.Lab.Title.In(p.s.Addr.Lang) + " — " + title
	}
	ctx.Page().SetTitle(title)
}

func setDocumentLang(l i18n.Lang) {
	if app.IsClient {
		app.Window().Get("document").Get("documentElement").Call("setAttribute", "lang", string(l))
	}
}
