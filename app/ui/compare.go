package ui

import (
	"net/url"
	"sort"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/sim"
)

// pinned is the run kept for comparison. Its parameters travel in the URL
// (pin=<query>), so a compare view can be shared and reloaded too.
type pinned struct {
	query  string // parameters with seed, URL-encoded
	values map[string]string
	res    *lab.Result
	err    error
}

// label names the pinned run: the lesson's values, or its parameters.
func (pn *pinned) label(lang i18n.Lang) string {
	q, _ := url.ParseQuery(pn.query)
	if len(q) == 0 || len(q) == 1 && q.Has("seed") {
		return txtPresetLesson.In(lang)
	}
	return pn.query
}

// onPin keeps the current result; onUnpin drops it.
func (p *page) onPin(ctx app.Context) {
	if p.res == nil {
		return
	}
	p.pin = &pinned{query: p.shareParams().Encode(), values: p.res.Params, res: p.res}
	p.replaceURL(ctx)
}

func (p *page) onUnpin(ctx app.Context) {
	p.pin = nil
	p.replaceURL(ctx)
}

// startPin reruns a pinned parameter set named in the URL.
func (p *page) startPin(ctx app.Context, query string) {
	pn := &pinned{query: query}
	p.pin = pn
	q, err := url.ParseQuery(query)
	if err != nil {
		pn.err = err
		return
	}
	prm, err := p.lab.Decode(q)
	if err != nil {
		pn.err = err
		return
	}
	if !app.IsClient {
		return
	}
	l := p.lab
	ctx.Async(func() {
		res, err := runSliced(l, prm, func() bool { return p.pin != pn }, func(sim.Progress) {})
		ctx.Dispatch(func(ctx app.Context) {
			if p.pin != pn {
				return
			}
			// A new value, not an edit: components compare their inputs.
			done := *pn
			done.res, done.err = res, err
			if res != nil {
				done.values = res.Params
			}
			p.pin = &done
		})
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
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(actUnpin) })
	} else {
		btn = app.Button().Type("button").ID("pin").Disabled(!t.IcanPin).Text(txtPin.In(t.Ilang)).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(actPin) })
	}
	return app.Div().Class("tool").Body(
		app.H2().Text(txtCompare.In(t.Ilang)),
		app.P().Class("help").Text(txtPinHelp.In(t.Ilang)),
		btn,
	)
}

// compare lists the parameters that differ between the pinned run and the
// current one, and how many cells changed (the tables themselves are marked
// in results).
type compare struct {
	app.Compo

	Ilang i18n.Lang
	// The pinned run's fields, copied: a pin is replaced, never edited, so
	// comparing these tells the component when to redraw.
	IpinErr    error
	IpinRes    *lab.Result
	IpinValues map[string]string
	Ires       *lab.Result
	Ipinned    bool
}

func newCompare() *compare                       { return &compare{} }
func (c *compare) Lang(l i18n.Lang) *compare     { c.Ilang = l; return c }
func (c *compare) Result(r *lab.Result) *compare { c.Ires = r; return c }
func (c *compare) Pin(pn *pinned) *compare {
	c.Ipinned = pn != nil
	c.IpinErr, c.IpinRes, c.IpinValues = nil, nil, nil
	if pn != nil {
		c.IpinErr, c.IpinRes, c.IpinValues = pn.err, pn.res, pn.values
	}
	return c
}

func (c *compare) Render() app.UI {
	switch {
	case !c.Ipinned:
		return app.Div().Class("compare-none")
	case c.IpinErr != nil:
		return app.P().ID("compare").Class("error").Text(txtPinned.In(c.Ilang) + ": " + i18n.ErrorIn(c.IpinErr, c.Ilang))
	case c.IpinRes == nil || c.Ires == nil:
		return app.Div().Class("compare-none")
	}
	diffs := paramDiff(c.IpinValues, c.Ires.Params)
	changed := countChangedCells(c.IpinRes, c.Ires)
	return app.Section().ID("compare").Class("compare").Aria("labelledby", "compare-h").Body(
		app.H2().ID("compare-h").Text(txtCompare.In(c.Ilang)),
		app.If(len(diffs) == 0, func() app.UI { return app.P().Text(txtNoParamDiff.In(c.Ilang)) }).
			Else(func() app.UI {
				return app.Div().Body(
					app.H3().Text(txtParamDiff.In(c.Ilang)),
					app.Ul().ID("param-diff").Body(app.Range(diffs).Slice(func(i int) app.UI {
						d := diffs[i]
						return app.Li().Body(app.Code().Text(d.name), app.Text(": "),
							app.Del().Text(d.was), app.Text(" → "), app.Ins().Text(d.now))
					})),
				)
			}),
		app.P().ID("cells-changed").Text(txtCellsChanged.N(changed).In(c.Ilang)),
	)
}

type paramChange struct{ name, was, now string }

func paramDiff(was, now map[string]string) []paramChange {
	var out []paramChange
	for k, v := range now {
		if was[k] != v {
			out = append(out, paramChange{k, was[k], v})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// countChangedCells counts table cells and lines that differ between two runs
// of the same lab (sections matched by id).
func countChangedCells(was, now *lab.Result) int {
	n := 0
	for _, s := range now.Sections {
		o := findSection(was, s.ID)
		if o == nil {
			continue
		}
		if s.Table != nil && o.Table != nil {
			for ri, row := range s.Table.Rows {
				for ci := range row {
					if c := oldCell(o.Table, ri, ci); c != nil && *c != row[ci] {
						n++
					}
				}
			}
		}
		for i, l := range s.Lines {
			if i >= len(o.Lines) || o.Lines[i] != l {
				n++
			}
		}
	}
	return n
}
