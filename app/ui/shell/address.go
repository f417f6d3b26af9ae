package shell

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/pagestate"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/labs"
)

// LabPaths are the paths the static site prerenders, one per lab ("/LAB").
func LabPaths() []string {
	var out []string
	for _, l := range labs.All() {
		out = append(out, "/"+l.ID)
	}
	return out
}

// pinQuery is the pinned run's parameters for the address ("": none).
func (p *page) pinQuery() string {
	if p.pin == nil {
		return ""
	}
	return p.pin.Query
}

// pageParams are params as the address carries them: an open exercise's
// address keeps its own (view.Exercise).
func (p *page) pageParams(params url.Values) url.Values {
	if ex := p.ex; ex != nil && ex.OK && ex.Address != nil && p.current().Exercise != nil && p.s.Form.Raw != nil {
		return ex.Address(p.s.Form.Raw, params)
	}
	return params
}

// link is the page's address with other parameters, in another view ("":
// the default one): view.Context.Link.
func (p *page) link(params url.Values, viewID string) string {
	return p.s.Addr.Link(p.pageParams(params), p.pinQuery(), viewID, p.views[0].ID)
}

// shareURL is the absolute link to this exact run in the full playground
// (also the embed's "open in the playground"): every non-default
// parameter and the seed.
func (p *page) shareURL() string {
	return view.AbsURL(p.s.Addr.ShareQuery(p.pageParams(p.s.LinkParams()), p.pinQuery(), p.views[0].ID))
}

// replaceURL records the current view in the address bar without a history
// entry, at the end of the frame that shows it (settle.go).
func (p *page) replaceURL(ctx app.Context) { p.settle(ctx, pagestate.URLReplace) }

// pageURL is the address of the current view.
func (p *page) pageURL(ctx app.Context) url.URL {
	var params url.Values
	if p.s.Addr.Lab != nil {
		params = p.s.CurrentParams()
	}
	u := *ctx.Page().URL()
	u.RawQuery = pagekey.Encode(p.s.Addr.Query(p.pageParams(params), p.pinQuery(), p.views[0].ID))
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
	if p.s.Addr.OnLabPath {
		return "../" + href
	}
	return href
}
