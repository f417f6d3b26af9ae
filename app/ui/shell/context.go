package shell

import (
	"playground/app/ui/view"
)

// viewContext is what the views draw from in this render: the page's
// state, read only (view.Context).
func (p *page) viewContext() *view.Context {
	a, o := p.addr, &p.out
	c := &view.Context{
		Lab: a.lab, Lang: a.lang, Embed: a.embed, Keys: a.keys, Charts: a.charts, Sections: a.sections,
		Raw: p.form.raw, Errs: p.form.errs,
		Res: o.res, Prev: o.prev, Running: o.running, Progress: o.prog, RunErr: o.err, Wall: o.wall, Prerendered: o.prerendered,
		Live:     p.live.on,
		Asked:    p.asked,
		Exercise: p.ex,
		Share:    p.shareURL(),
		Link:     p.link,
		Painter:  p.painter,

		HostMoment: p.binds.moment,
	}
	if len(p.form.errs) == 0 {
		c.Params = p.currentParams()
	}
	if pn := p.pin; pn != nil {
		shown := *pn
		shown.Label = pinLabel(pn.Query, a.lang) // in the page's language now
		c.Pin = &shown
	}
	if p.ex != nil && p.current().Exercise == nil {
		c.Exercise = nil // the form is whole outside the view that asked
	}
	return c
}
