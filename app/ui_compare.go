package main

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

func (pn *pinned) label(l *lab.Lab, lang i18n.Lang) string {
	q, _ := url.ParseQuery(pn.query)
	if len(q) <= 1 && q.Get("seed") != "" {
		return txtPresetLesson.In(lang)
	}
	return pn.query
}

// onPin keeps the current result; onUnpin drops it.
func (p *playground) onPin(ctx app.Context, e app.Event) {
	if p.res == nil {
		return
	}
	p.pin = &pinned{query: p.shareParams().Encode(), values: p.res.Params, res: p.res}
	p.replaceURL(ctx)
}

func (p *playground) onUnpin(ctx app.Context, e app.Event) {
	p.pin = nil
	p.replaceURL(ctx)
}

// startPin reruns a pinned parameter set named in the URL.
func (p *playground) startPin(ctx app.Context, query string) {
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
			pn.res, pn.err = res, err
			if res != nil {
				pn.values = res.Params
			}
		})
	})
}

// renderCompare lists the parameters that differ between the pinned run and
// the current one (the tables themselves are marked in renderResults).
func (p *playground) renderCompare() app.UI {
	if p.pin == nil {
		return nil
	}
	if p.pin.err != nil {
		return app.P().Class("error").Text(p.t(txtPinned) + ": " + i18n.ErrorIn(p.pin.err, p.lang))
	}
	if p.pin.res == nil || p.res == nil {
		return nil
	}
	diffs := paramDiff(p.pin.values, p.res.Params)
	changed := countChangedCells(p.pin.res, p.res)
	return app.Section().ID("compare").Class("compare").Aria("labelledby", "compare-h").Body(
		app.H2().ID("compare-h").Text(p.t(txtCompare)),
		app.If(len(diffs) == 0, func() app.UI { return app.P().Text(p.t(txtNoParamDiff)) }).
			Else(func() app.UI {
				return app.Div().Body(
					app.H3().Text(p.t(txtParamDiff)),
					app.Ul().ID("param-diff").Body(app.Range(diffs).Slice(func(i int) app.UI {
						d := diffs[i]
						return app.Li().Body(app.Code().Text(d.name), app.Text(": "),
							app.Del().Text(d.was), app.Text(" → "), app.Ins().Text(d.now))
					})),
				)
			}),
		app.P().ID("cells-changed").Text(txtCellsChanged.Format(changed).In(p.lang)),
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
