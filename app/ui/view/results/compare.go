package results

import (
	"playground/app/ui/form"
	"sort"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// compare lists the parameters that differ between the pinned run and the
// current one, and how many cells changed (the tables themselves are marked
// in results).
type compare struct {
	app.Compo

	Ilang i18n.Lang
	// The pinned run's fields, copied: a pin is replaced, never edited, so
	// comparing these tells the component when to redraw.
	Ilab       *lab.Lab
	IpinErr    error
	IpinRes    *lab.Result
	IpinValues map[string]string
	Ires       *lab.Result
	Ipinned    bool
}

func newCompare() *compare                       { return &compare{} }
func (c *compare) Lab(l *lab.Lab) *compare       { c.Ilab = l; return c }
func (c *compare) Lang(l i18n.Lang) *compare     { c.Ilang = l; return c }
func (c *compare) Result(r *lab.Result) *compare { c.Ires = r; return c }
func (c *compare) Pin(pn *view.Pin) *compare {
	c.Ipinned = pn != nil
	c.IpinErr, c.IpinRes, c.IpinValues = nil, nil, nil
	if pn != nil {
		c.IpinErr, c.IpinRes, c.IpinValues = pn.Err, pn.Res, pn.Values
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
		app.H2().ID("compare-h").Text(view.TxtCompare.In(c.Ilang)),
		app.If(len(diffs) == 0, func() app.UI { return app.P().Text(txtNoParamDiff.In(c.Ilang)) }).
			Else(func() app.UI {
				return app.Div().Body(
					app.H3().Text(txtParamDiff.In(c.Ilang)),
					app.Ul().ID("param-diff").Body(app.Range(diffs).Slice(func(i int) app.UI {
						// The knob by its label, its values as its help
						// writes them, and its name for the address.
						d := diffs[i]
						label, was, now := d.name, d.was, d.now
						if fld := c.Ilab.Knobs().Field(d.name); fld != nil {
							label, was, now = form.Label(fld, c.Ilang), form.Shown(fld, d.was, c.Ilang), form.Shown(fld, d.now, c.Ilang)
						}
						return app.Li().DataSet("param", d.name).Body(app.Text(label+": "),
							app.Del().Text(was), app.Text(" → "), app.Ins().Text(now))
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
					if c := oldCell(o.Table, ri, ci); c != nil && !c.Equal(row[ci]) {
						n++
					}
				}
			}
		}
		for i, l := range s.Lines {
			if i >= len(o.Lines) || !o.Lines[i].Equal(l) {
				n++
			}
		}
	}
	return n
}
