package shell

import (
	"playground/app/ui/view"
)

// viewContext is what the views draw from in this render: the page's
// state, read only (view.Context).
func (p *page) viewContext() *view.Context {
	a, o := p.s.Addr, &p.s.Out
	c := &view.Context{
		Lab: a.Lab, Lang: a.Lang, Embed: a.Embed, Keys: a.Keys, Charts: a.Charts, Sections: a.Sections,
		Raw: p.s.Form.Raw, Errs: p.s.Form.Errs,
		Res: o.Res, Prev: o.Prev, Running: o.Running, Progress: o.Prog, RunErr: o.Err, Wall: o.Wall, Prerendered: o.Prerendered,
		Live:     p.s.Live,
		Asked:    p.asked,
		Exercise: p.ex,
		Share:    p.shareURL(),
		Link:     p.link,
		Painter:  p.painter,

		HostMoment: p.binds.moment,
	}
	if len(p.s.Form.Errs) == 0 {
		c.Params = p.s.CurrentParams()
	}
	if pn := p.pin; pn != nil {
		shown := *pn
		shown.Label = pinLabel(a.Lab, pn.Query, a.Lang, p.codeNow()) // in the page's language now
		c.Pin = &shown
	}
	if p.ex != nil && p.current().Exercise == nil {
		c.Exercise = nil // the form is whole outside the view that asked
	}
	return c
}
