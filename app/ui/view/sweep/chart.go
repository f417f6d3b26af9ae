package sweep

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/sweepplan"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/param"
)

// plot turns the run into what the chart draws.
func (s *sweepView) plot(r *sweepplan.Run) *draw.SweepPlot {
	pl := r.Plan
	f := pl.Field
	unit := f.UnitText
	dur := f.Kind == param.Duration
	if dur && unit == "" {
		unit = "ms"
	}
	knob := f.LabelText.In(s.Ilang)
	if knob == "" {
		knob = f.Name
	}
	knob = draw.Titled(knob, unit)
	d := &draw.SweepPlot{Knob: knob, Values: pl.Values, Log: pl.Spec.Log, Whole: f.Kind == param.Int, Cur: r.Cur, Pin: r.Pin,
		Pinned: r.Pinned, PinLabel: txtSweepPinCurve.Format(s.IpinLabel).In(s.Ilang)}
	if sk := s.m.Sketch; sk != nil {
		d.Sketch, d.SketchLabel = sk.Vals, s.t(txtSketchLegend)
		if !sk.Revealed {
			d.SketchLo, d.SketchHi, d.Live, d.Cursor = sk.Lo, sk.Hi, true, sk.Cursor
		}
	}
	for _, f := range r.Failed {
		d.Failed = append(d.Failed, f.In(s.Ilang))
	}
	for _, v := range pl.Values {
		x, _ := draw.KnobNumber(v, dur, unit)
		d.Xs = append(d.Xs, x)
		d.Shown = append(d.Shown, draw.ShowKnob(v, dur, unit, s.Ilang))
	}
	for _, id := range pl.Metrics {
		m := s.Ilab.Metric(id)
		d.Metrics = append(d.Metrics, draw.SweepMetric{ID: id, Label: m.Label.In(s.Ilang), Unit: m.Unit})
	}
	// Marks: the lesson's value and the form's (one line when equal), and
	// the pinned run's when it differs.
	mark := func(v string, label i18n.Text, class string) {
		if x, ok := draw.KnobNumber(v, dur, unit); ok {
			d.Marks = append(d.Marks, draw.SweepMark{X: x, Label: label.Format(draw.ShowKnob(v, dur, unit, s.Ilang)).In(s.Ilang), Class: class})
		}
	}
	lesson, cur := f.Default, sweepplan.KnobValue(f, r.Base)
	switch {
	case sweepplan.IsFaultMoment(f):
		mark(cur, txtSweepCurrentAt, "current") // the lesson has no such fault
	case cur == lesson:
		mark(lesson, txtSweepBothAt, "lesson")
	default:
		mark(lesson, txtSweepLessonAt, "lesson")
		mark(cur, txtSweepCurrentAt, "current")
	}
	if s.Ipin != "" {
		if pv := sweepplan.KnobValue(f, s.Ipin); pv != cur {
			mark(pv, txtSweepPinnedAt, "pinned")
		}
	}
	d.Hrefs = s.links(r)
	return d
}

// links are the points' links, written again only when what they depend
// on changed: the form's parameters, the points, and what the page puts in
// every link (the base run's own link says it). A sweep going is drawn
// four times a second, and 200 links took a fifth of each drawing.
func (s *sweepView) links(r *sweepplan.Run) []string {
	pl := r.Plan
	base, _ := url.ParseQuery(r.Base)
	key := s.Ilink(base, "") + "\x00" + pl.Spec.String()
	if key == s.linksKey && len(s.linksMemo) == len(pl.Values) {
		return s.linksMemo
	}
	hrefs := make([]string, len(pl.Values))
	for i := range pl.Values {
		hrefs[i] = s.Ilink(pl.Query(base, i), "")
	}
	s.linksKey, s.linksMemo = key, hrefs
	return hrefs
}

// renderChart draws the curve, its words and its numbers (or the axes a
// guess is drawn on).
func (s *sweepView) renderChart() app.UI {
	r, box := s.m.Run, app.Div().ID("box-sweep").Class("chart-box sweep-box")
	live := s.m.Live()
	if live {
		r = s.m.EmptyRun()
	}
	if r == nil {
		return box
	}
	d := s.plot(r)
	svgText, alt := draw.SweepChart("sweep-chart", d, s.m.ChartWidth(), s.Ilang)
	body := []app.UI{app.FigCaption().Text(d.Title(s.Ilang)), s.renderSketchBar(d)}
	if live {
		// Its numbers and links would tell the curve before the guess.
		body = append(body, s.surface(box, d).Body(app.Raw(svgText)))
	} else {
		// Focusable and named as the results' chart boxes are: on a phone
		// the chart scrolls in its box, and while a sweep runs its points
		// may not yet be links (axe: scrollable-region-focusable).
		box = box.TabIndex(0).Role("region").Aria("label", d.Title(s.Ilang))
		body = append(body, box.OnClick(s.onPoint).Body(app.Raw(svgText)),
			app.P().Class("alt").Text(alt), s.renderFailed(d), s.renderTable(d))
	}
	return app.Figure().Class("chart-fig sweep-fig").Body(body...)
}

// onPoint opens the clicked point's run in the app (no reload): the link
// around the point names it. The clicked element is the first of the
// event's path.
func (s *sweepView) onPoint(ctx app.Context, e app.Event) {
	path := e.Call("composedPath")
	if path.Length() == 0 {
		return
	}
	t := path.Index(0)
	if !t.Get("closest").Truthy() {
		return
	}
	a := t.Call("closest", "[data-point]")
	if !a.Truthy() {
		return
	}
	e.PreventDefault()
	ref, err := url.Parse(a.Call("getAttribute", "href").String())
	if err != nil {
		return
	}
	ctx.NavigateTo(app.Window().URL().ResolveReference(ref))
}

func (s *sweepView) renderFailed(d *draw.SweepPlot) app.UI {
	var items []app.UI
	for i, f := range d.Failed {
		if f != "" {
			items = append(items, app.Li().Body(app.Code().Text(d.Values[i]), app.Text(": "+f)))
		}
	}
	if len(items) == 0 {
		return nil
	}
	return app.Details().Class("sweep-failed-list").Body(
		app.Summary().Text(d.FailedSummary(s.Ilang)),
		app.Ul().Body(items...),
	)
}

// renderTable is every point's numbers and a link to its run.
func (s *sweepView) renderTable(d *draw.SweepPlot) app.UI {
	head := []app.UI{colHead(d.Knob)}
	for _, m := range d.Metrics {
		head = append(head, colHead(m.Label))
		if d.Pinned {
			head = append(head, colHead(txtSweepPinCol.Format(m.Label).In(s.Ilang)))
		}
	}
	head = append(head, colHead(s.t(txtSweepRun)))
	fold := app.Details().Class("chart-data").Open(s.tableOpen).OnToggle(s.onTable)
	if !s.tableOpen {
		// Closed, it holds only its summary: 200 rows of cells and links
		// made on every drawing were most of the page's longest task.
		return fold.Body(app.Summary().Text(s.t(view.TxtChartData)))
	}
	return fold.Body(
		app.Summary().Text(s.t(view.TxtChartData)),
		app.Div().Class("table-wrap").Body(app.Table().ID("sweep-table").Body(
			app.THead().Body(app.Tr().Body(head...)),
			app.TBody().Body(app.Range(d.Values).Slice(func(i int) app.UI {
				row := []app.UI{app.Th().Scope("row").Class("num").Text(d.Shown[i])}
				for mi, m := range d.Metrics {
					row = append(row, numCell(d.Cur[mi][i], m.Unit, s.Ilang))
					if d.Pinned {
						row = append(row, numCell(d.Pin[mi][i], m.Unit, s.Ilang))
					}
				}
				row = append(row, app.Td().Body(app.A().Href(d.Hrefs[i]).Text(s.t(txtSweepOpenLink))))
				return app.Tr().Body(row...)
			})),
		)),
	)
}

// onTable follows the table's fold: its rows are made while it is open.
func (s *sweepView) onTable(ctx app.Context, e app.Event) {
	s.tableOpen = ctx.JSSrc().Get("open").Bool()
}

// colHead is a column's head in the table.
func colHead(text string) app.UI { return app.Th().Scope("col").Text(text) }

// numCell is a metric's value in the table.
func numCell(v float64, unit string, l i18n.Lang) app.UI {
	return app.Td().Class("num").Text(draw.MetricIn(v, unit, l))
}
