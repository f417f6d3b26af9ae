package shell

import (
	"net/url"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/form"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// address is what the page's address asks for besides the parameters:
// the lab (by ?lab= or its own path /LAB/), the language, an embed's
// picks, the view and the page keys the views own, and the keys it does
// not use (notice.go). docs/DESIGN.md, "URL keys", says what each means.
type address struct {
	lang      i18n.Lang
	labID     string   // as asked (may name no lab)
	lab       *lab.Lab // nil: home
	onLabPath bool     // the address is a lab's own path: site links go up one folder
	embed     bool     // compact, no site chrome
	controls  []string // embed: the knobs to show (empty: all)
	charts    []string // embed: the figures to show (empty: the main one)
	sections  []string // embed: the sections to show (empty: the lesson's)
	view      string   // the view's id ("" the default)
	// keys are the page keys the views own (t, sweep, metric…), kept as
	// the address gave them so every address the page writes carries them.
	keys  url.Values
	notes []urlNote
}

// readAddress reads q (the query) and the path of an address.
func readAddress(q url.Values, urlPath string, views []view.View) address {
	a := address{lang: i18n.Parse(q.Get("lang")), labID: q.Get("lab")}
	a.onLabPath = view.LabFromPath(urlPath) != ""
	if a.labID == "" {
		a.labID = view.LabFromPath(urlPath)
	}
	a.lab = labs.Find(a.labID)
	a.embed = q.Get("embed") == "1"
	a.controls = pagekey.List(q.Get("controls"))
	a.charts = pagekey.List(q.Get("charts"))
	a.sections = pagekey.List(q.Get("sections"))
	a.view = q.Get("view")
	if !slices.ContainsFunc(views, func(v view.View) bool { return v.ID == a.view }) {
		a.view = ""
	}
	a.keys = url.Values{}
	for _, v := range views {
		for _, k := range v.Keys {
			if vs, ok := q[k]; ok {
				a.keys[k] = vs
			}
		}
	}
	a.notes = urlNotes(a.lab, q, views)
	return a
}

// formValuesOf is the form's text for lab l at the address's parameters.
func formValuesOf(l *lab.Lab, q url.Values) url.Values { return form.Values(l, pagekey.LabParams(q)) }

// LabPaths are the paths the static site prerenders, one per lab ("/LAB").
func LabPaths() []string {
	var out []string
	for _, l := range labs.All() {
		out = append(out, "/"+l.ID)
	}
	return out
}

// pageQuery is the query of the current view with parameters params: the
// lab, the parameters (an open exercise's address keeps its own, see
// view.Exercise), and the page keys that are set.
func (p *page) pageQuery(params url.Values) url.Values {
	a := p.addr
	if ex := p.ex; ex != nil && ex.OK && ex.Address != nil && p.current().Exercise != nil && p.form.raw != nil {
		params = ex.Address(p.form.raw, params)
	}
	q := url.Values{}
	for k, vs := range params {
		q[k] = vs
	}
	for k, vs := range a.keys {
		q[k] = vs
	}
	if a.lab != nil {
		q.Set("lab", a.lab.ID)
	}
	if a.lang == i18n.EN {
		q.Set("lang", "en")
	}
	if a.embed {
		q.Set("embed", "1")
		for k, list := range map[string][]string{"controls": a.controls, "charts": a.charts, "sections": a.sections} {
			if len(list) > 0 {
				q.Set(k, strings.Join(list, ","))
			}
		}
	}
	if p.pin != nil {
		q.Set("pin", p.pin.Query)
	}
	if a.view != "" && a.view != p.views[0].ID {
		q.Set("view", a.view)
	}
	return q
}

// link is the page's address with other parameters, in another view ("":
// the default one): view.Context.Link.
func (p *page) link(params url.Values, viewID string) string {
	q := p.pageQuery(params)
	q.Del("view")
	if viewID != "" && viewID != p.views[0].ID {
		q.Set("view", viewID)
	}
	return "?" + pagekey.Encode(q)
}

// shareURL is the absolute link to this exact run in the full playground
// (also the embed's "open in the playground"): every non-default
// parameter and the seed.
func (p *page) shareURL() string {
	q := p.pageQuery(p.linkParams())
	for _, k := range []string{"embed", "controls", "charts", "sections"} {
		q.Del(k)
	}
	return view.AbsURL(q)
}

// replaceURL records the current view in the address bar without a history
// entry, at the end of the frame that shows it (settle.go).
func (p *page) replaceURL(ctx app.Context) { p.settle(ctx, urlReplace) }

// pageURL is the address of the current view.
func (p *page) pageURL(ctx app.Context) url.URL {
	var params url.Values
	if p.addr.lab != nil {
		params = p.currentParams()
	}
	u := *ctx.Page().URL()
	u.RawQuery = pagekey.Encode(p.pageQuery(params))
	return u
}

// Hrefs are relative ("?lab=…") so they keep any path prefix the site is
// served under; go-app resolves and intercepts them. up makes them work
// from a lab's own path too: there they must leave the lab's folder first.
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

func (p *page) up(href string) string {
	if p.addr.onLabPath {
		return "../" + href
	}
	return href
}
