package shell

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/form"
	"playground/app/ui/run"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Compare: the run kept beside the current one. Its parameters travel in
// the address (pin=<query>), so a comparison can be shared and reloaded;
// the views draw it from view.Context.Pin.

// pinLabel names a pinned run: the lesson's values, or its parameters;
// and, when the page's run is the learner's code (codeNow) and the pinned
// one is not, that the lab's own logic decided it.
func pinLabel(l *lab.Lab, query string, lang i18n.Lang, codeNow bool) string {
	q, _ := url.ParseQuery(query)
	label := form.Describe(l, q, lang)
	if len(q) == 0 || len(q) == 1 && q.Has("seed") {
		label = view.TxtLessonValues.In(lang)
	}
	if codeNow && !q.Has(param.PolicyParam) {
		label += ", " + form.TxtOwnLogic.In(lang)
	}
	return label
}

// onPin keeps the current result; onUnpin drops it.
func (p *page) onPin(ctx app.Context) {
	if p.s.Out.Res == nil {
		return
	}
	q := p.s.ShareParams().Encode()
	p.pin = &view.Pin{Query: q, Label: pinLabel(p.s.Addr.Lab, q, p.s.Addr.Lang, p.codeNow()), Values: p.s.Out.Res.Params, Res: p.s.Out.Res}
	p.replaceURL(ctx)
}

// onPinOwnLogic pins the page's run with the lab's own logic in place of
// the learner's code (the code view's "compare" button): the same
// parameters, run on the pin's lane.
func (p *page) onPinOwnLogic(ctx app.Context) {
	q := p.s.ShareParams()
	if !q.Has(param.PolicyParam) {
		return
	}
	q.Del(param.PolicyParam)
	p.startPin(ctx, q.Encode())
	p.replaceURL(ctx)
}

// codeNow: the page's run is the learner's code.
func (p *page) codeNow() bool { return p.s.ShareParams().Has(param.PolicyParam) }

func (p *page) onUnpin(ctx app.Context) {
	p.pin = nil
	p.pinLane.Drop()
	p.replaceURL(ctx)
}

// startPin runs a pinned parameter set named in the address, sliced on
// the pin's own lane.
func (p *page) startPin(ctx app.Context, query string) {
	pn := &view.Pin{Query: query, Label: pinLabel(p.s.Addr.Lab, query, p.s.Addr.Lang, p.codeNow())}
	p.pin = pn
	q, err := url.ParseQuery(query)
	if err != nil {
		pn.Err = err
		return
	}
	prm, err := p.s.Addr.Lab.Decode(q)
	if err != nil {
		pn.Err = err
		return
	}
	if !app.IsClient {
		return
	}
	run.Sliced(run.OnPage(ctx), p.pinLane.Next(), p.s.Addr.Lab, prm, nil, func(out run.Outcome) {
		// A new value, not an edit: components compare their inputs.
		done := *pn
		done.Res, done.Err = out.Res, out.Err
		if out.Res != nil {
			done.Values = out.Res.Params
		}
		p.pin = &done
	})
}

// pinTool pins the current run for comparison, or unpins it.
type pinTool struct {
	app.Compo

	Ilang   i18n.Lang
	IcanPin bool
	Ipinned bool
}

func newPinTool() *pinTool                   { return &pinTool{} }
func (t *pinTool) Lang(l i18n.Lang) *pinTool { t.Ilang = l; return t }
func (t *pinTool) CanPin(b bool) *pinTool    { t.IcanPin = b; return t }
func (t *pinTool) Pinned(b bool) *pinTool    { t.Ipinned = b; return t }

func (t *pinTool) Render() app.UI {
	var btn app.UI
	if t.Ipinned {
		btn = app.Button().Type("button").ID("unpin").Text(txtUnpin.In(t.Ilang)).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(view.ActUnpin) })
	} else {
		btn = app.Button().Type("button").ID("pin").Disabled(!t.IcanPin).Text(txtPin.In(t.Ilang)).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(view.ActPin) })
	}
	return app.Div().Class("tool").Body(
		app.H2().Text(view.TxtCompare.In(t.Ilang)),
		app.P().Class("help").Text(txtPinHelp.In(t.Ilang)),
		btn,
	)
}
