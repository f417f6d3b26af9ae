package ui

import (
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sim"
)

// page is the shell of every URL. Its state is the URL (lab, parameters and
// the page keys) plus the runs' results; OnNav rebuilds it from the URL, so
// a shared link or a reload reproduces the view. The components it shows
// get their data through setters and speak back through actions (below),
// which run on the shell's own context.
type page struct {
	app.Compo

	lang     i18n.Lang
	labID    string   // as asked in ?lab= (may name no lab)
	lab      *lab.Lab // nil: home
	embed    bool     // compact, no site chrome
	controls []string // embed: the knobs to show (empty: all)
	charts   []string // embed: the figures to show (empty: the main one)
	sections []string // embed: the sections to show (empty: the lesson's)
	view     string   // the lab page's view, one of views (lab.go)
	// viewKeys are the page keys the views own (t, sweep, metric…), kept
	// as the URL gave them so every URL the page writes carries them.
	viewKeys url.Values
	notes    []urlNote // the address's keys the page did not use (notice.go)

	raw     url.Values   // the form's text per field, valid or not; replaced, never edited in place
	errs    param.Errors // inline messages of the current input
	res     *lab.Result  // last good result (kept while the input is invalid)
	runErr  error        // the last run failed (not a parameter error)
	running bool
	prog    sim.Progress
	wall    time.Duration // wall time of the last run
	// prerendered: res is the static page's run at the lesson's values,
	// computed natively at generation time (speed.go).
	prerendered bool
	liveNext    bool       // a slider edit waits for the run going (run.go)
	live        bool       // the last edit is a slider being dragged (slot.go)
	held        url.Values // the links' parameters while the drag goes (run.go, linkParams)
	onLabPath   bool       // the URL is a lab's own path: site links go up one folder

	pin *pinned // compare: the pinned run

	chal challengeState // challenges and predictions (challenge_view.go)

	gen     atomic.Int64 // run generation: a newer input abandons older runs
	typeGen int          // debounce generation for typing

	// History (history.go): typing says the last edit was typed, not
	// committed; editing that the current history entry is that edit's.
	typing, editing bool
	// typed is the text field whose keys made the form's last edit: it
	// keeps what it holds while focused (form.go, typedValue); any other
	// edit (a slider, a preset, a navigation) writes the fields again.
	typed    string
	shownURL string // the URL the page shows (history.go)
	// unknownControls are names in controls= that are no knob; hostUnknown
	// the keys the lesson page's last "playground:set" named wrongly.
	unknownControls, hostUnknown []string
	hostTooMany                  int          // the last set's size when it was refused whole (embed_api.go)
	enc                          *encodedForm // the form's text decoded (run.go)

	liveFn  app.Func    // the slider listener ahead of go-app (live.go)
	ahead   *aheadRun   // its last run, for the dispatch that follows
	painted *lab.Result // the result the slots were last painted with

	settling settlement  // what the end of this frame writes (settle.go)
	ctx      app.Context // the page's own context, for deferred steps (settle.go)
}

// Actions the components post; the shell handles them (OnMount).
const (
	actField  = "playground.field"  // Value: fieldEdit
	actPreset = "playground.preset" // Value: url.Values, a preset's parameters
	actPin    = "playground.pin"
	actUnpin  = "playground.unpin"
	actView   = "playground.view" // Value: string, a view id
	// actViewKey sets one of the page keys a view owns (Value: viewKey; an
	// empty value drops it), so the URL, the share link and the embed
	// snippet carry it.
	actViewKey = "playground.viewkey"
)

func (p *page) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.listenLive()
	p.mountChallenge(ctx)
	ctx.Handle(actField, func(ctx app.Context, a app.Action) {
		if e, ok := a.Value.(fieldEdit); ok {
			p.onField(ctx, e)
		}
	})
	ctx.Handle(actPreset, func(ctx app.Context, a app.Action) {
		q, _ := a.Value.(url.Values)
		p.setAll(ctx, q)
		p.askPrediction() // predict first: the preset's run waits for a guess
	})
	ctx.Handle(actPin, func(ctx app.Context, a app.Action) { p.onPin(ctx) })
	p.listenHost(ctx)
	p.listenHistory(ctx)
	ctx.Handle(actUnpin, func(ctx app.Context, a app.Action) { p.onUnpin(ctx) })
	ctx.Handle(actSweep, p.onSweep)
	ctx.Handle(actViewKey, func(ctx app.Context, a app.Action) {
		if k, ok := a.Value.(viewKey); ok && pagekey.Is(k.Key) && !slices.Contains(shellKeys, k.Key) {
			vk := url.Values{}
			for key, vs := range p.viewKeys {
				vk[key] = vs
			}
			if k.Value == "" {
				vk.Del(k.Key)
			} else {
				vk.Set(k.Key, k.Value)
			}
			p.viewKeys = vk
			p.replaceURL(ctx)
		}
	})
	ctx.Handle(actView, func(ctx app.Context, a app.Action) {
		if id, ok := a.Value.(string); ok && findView(id) != nil {
			p.view = id
			p.replaceURL(ctx)
		}
	})
}

func (p *page) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.lang = i18n.Parse(q.Get("lang"))
	p.labID = q.Get("lab")
	if p.labID == "" {
		p.labID = labFromPath(ctx.Page().URL().Path) // a lab's own path (/LAB/)
	}
	p.onLabPath = labFromPath(ctx.Page().URL().Path) != ""
	p.lab = labs.Find(p.labID)
	p.embed = q.Get("embed") == "1"
	p.controls = pagekey.List(q.Get("controls"))
	p.charts = pagekey.List(q.Get("charts"))
	p.sections = pagekey.List(q.Get("sections"))
	p.unknownControls, p.hostUnknown, p.hostTooMany = unknownNames(labs.Find(q.Get("lab")), p.controls), nil, 0
	p.view = q.Get("view")
	if findView(p.view) == nil {
		p.view = ""
	}
	p.viewKeys = url.Values{}
	for _, k := range pagekey.Keys {
		if vs, ok := q[k]; ok && !slices.Contains(shellKeys, k) {
			p.viewKeys[k] = vs
		}
	}
	p.res, p.runErr, p.errs, p.pin, p.running = nil, nil, nil, nil, false
	p.typing, p.editing, p.live, p.typed = false, false, false, ""
	if app.IsClient {
		p.shownURL = app.Window().URL().String()
	}
	p.gen.Add(1) // runs of the page we left must not publish here
	setDocumentLang(p.lang)
	p.setTitle(ctx)
	p.settle(ctx, urlKeep)
	if p.lab == nil {
		return
	}
	p.notes = urlNotes(p.lab, q)
	p.raw = formValues(p.lab, pagekey.LabParams(q))
	p.openExercise(q) // a challenge or goal starts the form at its own values
	if pq := q.Get("pin"); pq != "" {
		p.startPin(ctx, pq)
	}
	p.apply(ctx, false)
}

// shellKeys are the page keys the shell itself reads and writes.
var shellKeys = []string{"lab", "lang", "embed", "controls", "pin", "view", "charts", "sections"}

// formValues is the form's text for every field of l: the URL's value, or
// the default. Keys that name no field are left out (the notice names
// them, notice.go); a field given more than once keeps every value, which
// Decode refuses naming the field, as the command line does.
func formValues(l *lab.Lab, q url.Values) url.Values {
	raw := url.Values{}
	for _, f := range l.Knobs().Fields() {
		if vs := q[f.Name]; len(vs) > 0 {
			raw[f.Name] = slices.Clone(vs)
		} else {
			raw.Set(f.Name, f.Default)
		}
	}
	return raw
}

func (p *page) Render() app.UI {
	// data-ready tells tests (and curious readers) that wasm, not the
	// prerender, drew the page.
	root := app.Div().ID("playground").Lang(string(p.lang)).DataSet("ready", app.IsClient)
	update := newUpdateBanner().Lang(p.lang)
	switch {
	case p.embed && p.lab != nil:
		return root.Class("pg", "embed").Body(update, p.renderLab())
	case p.lab != nil:
		return root.Class("pg").Body(p.chrome(update, p.renderLab())...)
	case p.labID != "":
		return root.Class("pg").Body(p.chrome(update,
			app.P().Class("error").Role("alert").Text(txtNoLab.Format(param.Echo(p.labID)).In(p.lang)),
			renderNotice(p.notes, p.lang),
			newHome().Lang(p.lang))...)
	}
	return root.Class("pg").Body(p.chrome(update, renderNotice(p.notes, p.lang), newHome().Lang(p.lang))...)
}

// t renders a catalog text in the page's language.
func (p *page) t(x i18n.Text) string { return x.In(p.lang) }

// chrome wraps a view in the site's header (title, lab links, language
// switch) and footer; banner goes above everything.
func (p *page) chrome(banner app.UI, main ...app.UI) []app.UI {
	current := ""
	if p.lab != nil {
		current = p.lab.ID
	}
	return []app.UI{
		banner,
		app.A().Class("skip").Href("#main").Text(p.t(txtSkip)),
		app.Header().Class("site").Body(
			app.A().Class("brand").Href(p.up(hrefHome(p.lang))).Text(p.t(txtSite)),
			app.Nav().Aria("label", p.t(txtLabs)).Body(
				app.Ul().Body(app.Range(labs.All()).Slice(func(i int) app.UI {
					l := labs.All()[i]
					a := app.A().Href(p.up(hrefLab(l.ID, p.lang))).Text(l.Title.In(p.lang))
					if l.ID == current {
						a = a.Aria("current", "page")
					}
					return app.Li().Body(a)
				})),
			),
			app.Button().ID("lang-switch").Class("lang").Type("button").
				Lang(string(other(p.lang))).
				Aria("label", p.t(txtSwitchLabel)).
				Text(p.t(txtSwitchLang)).
				OnClick(p.onSwitchLang),
		),
		app.Main().ID("main").Body(main...),
		app.Footer().Class("site").Body(app.P().Text(p.t(txtFooter))),
	}
}

func other(l i18n.Lang) i18n.Lang {
	if l == i18n.EN {
		return i18n.TR
	}
	return i18n.EN
}

// Hrefs are relative ("?lab=…") so they keep any path prefix the site is
// served under; go-app resolves and intercepts them.
func hrefHome(l i18n.Lang) string {
	if l == i18n.EN {
		return "?lang=en"
	}
	return "?"
}

func hrefLab(id string, l i18n.Lang) string {
	q := url.Values{"lab": {id}}
	if l == i18n.EN {
		q.Set("lang", "en")
	}
	return "?" + pagekey.Encode(q)
}

// onSwitchLang changes only the language: results are bilingual, so nothing
// reruns; the URL records the choice.
func (p *page) onSwitchLang(ctx app.Context, e app.Event) {
	p.lang = other(p.lang)
	setDocumentLang(p.lang)
	p.setTitle(ctx)
	p.replaceURL(ctx)
}

// pageQuery is the query of the current view: the given parameters, the
// lab, and the page keys that are set.
func (p *page) pageQuery(params url.Values) url.Values {
	params = p.exerciseParams(params) // an open challenge's link carries its knobs only
	q := url.Values{}
	for k, vs := range params {
		q[k] = vs
	}
	for k, vs := range p.viewKeys {
		q[k] = vs
	}
	if p.lab != nil {
		q.Set("lab", p.lab.ID)
	}
	if p.lang == i18n.EN {
		q.Set("lang", "en")
	}
	if p.embed {
		q.Set("embed", "1")
		if len(p.controls) > 0 {
			q.Set("controls", strings.Join(p.controls, ","))
		}
		if len(p.charts) > 0 {
			q.Set("charts", strings.Join(p.charts, ","))
		}
		if len(p.sections) > 0 {
			q.Set("sections", strings.Join(p.sections, ","))
		}
	}
	if p.pin != nil {
		q.Set("pin", p.pin.query)
	}
	if p.view != "" && p.view != defaultView {
		q.Set("view", p.view)
	}
	return q
}

// replaceURL records the current view in the address bar without a history
// entry, at the end of the frame that shows it (settle.go).
func (p *page) replaceURL(ctx app.Context) { p.settle(ctx, urlReplace) }

// pageURL is the address of the current view.
func (p *page) pageURL(ctx app.Context) url.URL {
	var params url.Values
	if p.lab != nil {
		params = p.currentParams()
	}
	u := *ctx.Page().URL()
	u.RawQuery = pagekey.Encode(p.pageQuery(params))
	return u
}

// setTitle names the document after the lab, in the page's language.
func (p *page) setTitle(ctx app.Context) {
	title := p.t(txtSite)
	if p.lab != nil {
		title = p.lab.Title.In(p.lang) + " — " + title
	}
	ctx.Page().SetTitle(title)
}

func setDocumentLang(l i18n.Lang) {
	if app.IsClient {
		app.Window().Get("document").Get("documentElement").Call("setAttribute", "lang", string(l))
	}
}
