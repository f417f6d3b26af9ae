package main

import (
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sim"
)

func registerRoutes() {
	app.Route("/", func() app.Composer { return &playground{} })
}

// playground is the whole page. Its state is the URL (lab, parameters, lang,
// embed, controls, pin) plus the runs' results; OnNav rebuilds it from the URL,
// so a shared link or a reload reproduces the view.
type playground struct {
	app.Compo

	lang     i18n.Lang
	labID    string     // as asked in ?lab= (may name no lab)
	lab      *lab.Lab   // nil: home
	embed    bool       // compact, no site chrome
	controls []string   // embed: the knobs to show (empty: all)
	raw      url.Values // the form's text per field, valid or not

	errs    param.Errors // inline messages of the current input
	res     *lab.Result  // last good result (kept while the input is invalid)
	runErr  error        // the last run failed (not a param error)
	running bool
	prog    sim.Progress
	wall    time.Duration // wall time of the last run

	pin       *pinned // compare: the pinned run
	copied    i18n.Text
	showEmbed bool

	gen     atomic.Int64 // run generation: a newer input abandons older runs
	typeGen int          // debounce generation for typing
}

func (p *playground) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.lang = i18n.Parse(q.Get("lang"))
	p.labID = q.Get("lab")
	p.lab = labs.Find(p.labID)
	p.embed = q.Get("embed") == "1"
	p.controls = splitList(q.Get("controls"))
	p.res, p.runErr, p.errs, p.pin, p.showEmbed, p.copied = nil, nil, nil, nil, false, i18n.Text{}
	setDocumentLang(p.lang)
	if p.lab == nil {
		return
	}
	p.raw = url.Values{}
	for _, f := range p.lab.New().Spec().Fields() {
		v := f.Default
		if vs, ok := q[f.Name]; ok {
			v = vs[len(vs)-1]
		}
		p.raw.Set(f.Name, v)
	}
	if pq := q.Get("pin"); pq != "" {
		p.startPin(ctx, pq)
	}
	p.apply(ctx, false)
}

func (p *playground) Render() app.UI {
	// data-ready tells tests (and curious readers) that wasm, not the
	// server's prerender, drew the page.
	root := app.Div().ID("playground").Lang(string(p.lang)).DataSet("ready", app.IsClient)
	update := &updateBanner{Lang: p.lang} // "new version — reload" (ui_update.go)
	switch {
	case p.embed && p.lab != nil:
		return root.Class("pg", "embed").Body(update, p.renderLab(true))
	case p.lab != nil:
		return root.Class("pg").Body(append([]app.UI{update}, p.renderChrome(p.renderLab(false))...)...)
	case p.labID != "":
		return root.Class("pg").Body(append([]app.UI{update}, p.renderChrome(
			app.P().Class("error").Role("alert").Text(txtNoLab.Format(p.labID).In(p.lang)),
			p.renderHome())...)...)
	}
	return root.Class("pg").Body(append([]app.UI{update}, p.renderChrome(p.renderHome())...)...)
}

// t renders a catalog text in the page's language.
func (p *playground) t(x i18n.Text) string { return x.In(p.lang) }

// pageURL builds an in-app URL from the current page's, keeping its path (so
// a /playground prefix survives) and replacing the query.
func pageURL(ctx app.Context, q url.Values) string {
	u := *ctx.Page().URL()
	u.RawQuery = encodeQuery(q)
	u.Fragment = ""
	return u.String()
}

// encodeQuery writes lab first, the lab's parameters next, the page keys last:
// links read like the lesson (`?lab=registry&lease=2s&lang=en`).
func encodeQuery(q url.Values) string {
	var b strings.Builder
	add := func(k string, vs []string) {
		for _, v := range vs {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(url.QueryEscape(k) + "=" + url.QueryEscape(v))
		}
	}
	add("lab", q["lab"])
	rest := url.Values{}
	page := url.Values{}
	for k, vs := range q {
		switch {
		case k == "lab":
		case isUIKey(k):
			page[k] = vs
		default:
			rest[k] = vs
		}
	}
	for _, part := range []url.Values{rest, page} {
		if s := part.Encode(); s != "" {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(s)
		}
	}
	return b.String()
}

func isUIKey(k string) bool {
	for _, u := range lab.UIKeys {
		if u == k {
			return true
		}
	}
	return false
}

// pageQuery is the query of the current view: lab, the given parameters, and
// the page keys that are set.
func (p *playground) pageQuery(params url.Values) url.Values {
	q := url.Values{}
	for k, vs := range params {
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
	}
	if p.pin != nil {
		q.Set("pin", p.pin.query)
	}
	return q
}

func (p *playground) homeURL(ctx app.Context) string { return pageURL(ctx, p.pageQuery(nil)) }

func (p *playground) labURL(ctx app.Context, id string) string {
	q := url.Values{"lab": {id}}
	if p.lang == i18n.EN {
		q.Set("lang", "en")
	}
	return pageURL(ctx, q)
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func setDocumentLang(l i18n.Lang) {
	if app.IsClient {
		app.Window().Get("document").Get("documentElement").Call("setAttribute", "lang", string(l))
	}
}
