package ui

import (
	"slices"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Chart limits keep the SVG small on big runs: the picture is for the eye,
// the tables hold the numbers.
const (
	maxPoints   = 400 // per line, after bucketing
	maxLanes    = 24
	maxMessages = 40
	maxDataRows = 40
)

// charts draws the figures a run declares, each by its kind, at the width
// it is shown at: it measures every figure's box once drawn (and on every
// resize) and redraws when a width changed, so text is never scaled down.
type charts struct {
	app.Compo

	Ilang  i18n.Lang
	Iembed bool
	Ires   *lab.Result
	Ionly  []string    // embed: the figures to show (ids, "main", "all")
	Ipin   *lab.Result // compare: the pinned run, drawn as a ghost

	// Ilive: the result comes from a slider being dragged. Only the
	// figures on screen are drawn again; the others keep the last drawing
	// (marked stale) until the hand lets go, so a drag step costs what the
	// eye can see (issue 17).
	Ilive bool

	widths map[string]float64 // measured drawing width per figure id
	// measured are the figure ids shown at the last measure (OnUpdate).
	measured []string
	memo     *chartMemo
	// seen watches which figure boxes are on screen, an IntersectionObserver
	// per box (reading boxes at a drag step would force a layout each step).
	seen []watcher
}

type watcher struct {
	obs app.Value
	fn  app.Func
}

// chartMemo keeps drawings between renders: the live paint and go-app's
// frame after it ask for the same figure at the same width, and a drag
// leaves off-screen figures as last drawn.
type chartMemo struct {
	res, pin *lab.Result
	lang     i18n.Lang
	drawn    map[string]chart   // by figure id, for res, pin and lang at the width recorded
	widths   map[string]float64 // the width each drawing was made at
	last     map[string]chart   // what each figure's slot shows now (any run)
	visible  map[string]bool    // figures on screen at the live paint
}

func newCharts() *charts                       { return &charts{} }
func (c *charts) Lang(l i18n.Lang) *charts     { c.Ilang = l; return c }
func (c *charts) Embed(e bool) *charts         { c.Iembed = e; return c }
func (c *charts) Result(r *lab.Result) *charts { c.Ires = r; return c }
func (c *charts) Only(ids []string) *charts    { c.Ionly = ids; return c }
func (c *charts) Pinned(r *lab.Result) *charts { c.Ipin = r; return c }

func (c *charts) Live(b bool) *charts { c.Ilive = b; return c }

func (c *charts) OnMount(ctx app.Context) {
	c.measured = c.figureIDs()
	ctx.Defer(c.watch)
	painters[c] = true
}

// theMemo is the mounted view's memo, made on first use (a copy rendered
// by paintLive shares it).
func (c *charts) theMemo() *chartMemo {
	if c.memo == nil {
		c.memo = &chartMemo{last: map[string]chart{}, visible: map[string]bool{}}
	}
	return c.memo
}

func (c *charts) OnDismount() {
	delete(painters, c)
	c.unwatch()
}

// watch follows the figure boxes shown now: whether each is on screen, and
// its width (a box also narrows when the page around it changes, say a
// scrollbar comes with a longer result; the window's size stays).
func (c *charts) watch(ctx app.Context) {
	c.unwatch()
	if !app.IsClient || c.Ires == nil {
		return
	}
	sized := app.FuncOf(func(app.Value, []app.Value) any {
		c.measure(ctx)
		return nil
	})
	resize := app.Window().Get("ResizeObserver").New(sized)
	c.seen = append(c.seen, watcher{resize, sized})
	vis := c.theMemo().visible
	for _, f := range c.figures() {
		id := figureID(f)
		el := app.Window().GetElementByID("box-" + id)
		if !el.Truthy() {
			continue
		}
		fn := app.FuncOf(func(this app.Value, args []app.Value) any {
			if es := args[0]; es.Length() > 0 {
				vis[id] = es.Index(es.Length() - 1).Get("isIntersecting").Bool()
			}
			return nil
		})
		obs := app.Window().Get("IntersectionObserver").New(fn)
		obs.Call("observe", el)
		c.seen = append(c.seen, watcher{obs, fn})
		resize.Call("observe", el) // and at once: the first measure
	}
}

func (c *charts) unwatch() {
	for _, w := range c.seen {
		w.obs.Call("disconnect")
		w.fn.Release()
	}
	c.seen = nil
}

// paintLive draws res's figures that are on screen into their slots now
// (slot.go).
func (c *charts) paintLive(res *lab.Result) {
	if c.Ires == nil || c.memo == nil {
		return
	}
	cp := *c
	cp.Ires, cp.Ilive = res, true
	writeSlots(collect(func() { cp.Render() }))
}

// OnUpdate measures only when the figures shown changed: reading a box's
// width forces the browser to lay the page out at once, and on every rerun
// that was the largest part of a slider step (issue 17's profile). A box
// changes width on a resize (OnResize) or when figures come and go.
func (c *charts) OnUpdate(ctx app.Context) {
	if ids := c.figureIDs(); !slices.Equal(ids, c.measured) {
		c.measured = ids
		ctx.Defer(c.watch)
	}
}

func (c *charts) figureIDs() []string {
	if c.Ires == nil {
		return nil
	}
	var ids []string
	for _, f := range c.figures() {
		ids = append(ids, figureID(f))
	}
	return ids
}
func (c *charts) OnResize(ctx app.Context) { c.measure(ctx) }

// measure reads each figure box's width and redraws when one changed.
func (c *charts) measure(ctx app.Context) {
	if !app.IsClient || c.Ires == nil {
		return
	}
	got := map[string]float64{}
	changed := false
	for _, f := range c.figures() {
		id := figureID(f)
		el := app.Window().GetElementByID("box-" + id)
		if !el.Truthy() {
			continue
		}
		w := el.Get("clientWidth").Float()
		if w <= 0 {
			continue
		}
		got[id] = w
		if old, ok := c.widths[id]; !ok || old < w-0.5 || old > w+0.5 {
			changed = true
		}
	}
	if changed {
		ctx.Dispatch(func(ctx app.Context) {
			c.widths = got
			if c.memo != nil {
				c.memo.res = nil // drawn at the old widths (and scales shared at them)
			}
		})
	}
}

// figures are the figures shown: all of them, or in an embed the main one
// or the ones charts= names.
func (c *charts) figures() []lab.Figure {
	figs := c.Ires.Figures
	if c.Iembed {
		return pickFigures(figs, c.Ionly)
	}
	return figs
}

// pickFigures is the embed's choice: the figures named by id (or by their
// element id), "main" for the main one, "all" for every one; none named
// (or none found) is the main one.
func pickFigures(figs []lab.Figure, ids []string) []lab.Figure {
	if slices.Contains(ids, "all") {
		return figs
	}
	var out []lab.Figure
	for _, f := range figs {
		named := slices.Contains(ids, f.ID) || slices.Contains(ids, figureID(f))
		if named || f.Main && slices.Contains(ids, "main") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return mainFigures(figs)
	}
	return out
}

// mainFigures is the figure marked Main (the first one when none is).
func mainFigures(figs []lab.Figure) []lab.Figure {
	for _, f := range figs {
		if f.Main {
			return []lab.Figure{f}
		}
	}
	if len(figs) > 0 {
		return figs[:1]
	}
	return nil
}

func (c *charts) Render() app.UI {
	if c.Ires == nil || len(c.Ires.Figures) == 0 {
		return app.Section().ID("charts").Class("charts empty")
	}
	lang := c.Ilang
	drawn, stale := c.draw()
	figs := make([]app.UI, len(drawn))
	for i, ch := range drawn {
		cls := "chart-fig fig-" + string(ch.kind)
		if ch.wide {
			cls += " wide"
		}
		if stale[ch.id] {
			cls += " stale"
		}
		var data app.UI
		if ch.series != nil {
			data = app.Details().Class("chart-data").Body(
				app.Summary().Text(txtChartData.In(lang)),
				slotUI("data-"+ch.id, "", ch.data),
			)
		}
		figs[i] = app.Figure().Class(cls).ID("fig-"+ch.id).DataSet("figure", ch.figID).Body(
			app.FigCaption().Text(ch.title),
			// A picture wider than a phone scrolls in its box: the box takes
			// the keyboard's focus so it can be scrolled without a mouse.
			app.Div().Class("chart-box").ID("box-"+ch.id).TabIndex(0).Role("region").Aria("label", ch.title).Body(slotUI("chart-"+ch.id, "", ch.svg)),
			app.P().Class("alt").Text(ch.alt),
			data,
		)
	}
	return app.Section().Class("charts").ID("charts").Aria("labelledby", "charts-h").Body(
		app.H2().ID("charts-h").Text(txtCharts.In(lang)),
		app.Div().Class("chart-grid").Body(figs...),
	)
}

// draw is the figures drawn for the current props, through the memo: a
// figure already drawn for this result, pin, language and width is not
// drawn again, and during a drag (Ilive) a figure off screen keeps its last
// drawing (stale says which).
func (c *charts) draw() (drawn []chart, stale map[string]bool) {
	m := c.theMemo()
	if m.res != c.Ires || m.pin != c.Ipin || m.lang != c.Ilang {
		m.res, m.pin, m.lang = c.Ires, c.Ipin, c.Ilang
		m.drawn, m.widths = map[string]chart{}, map[string]float64{}
	}
	figs := c.figures()
	reuse := func(id string, w float64) (chart, bool, bool) {
		if ch, ok := m.drawn[id]; ok && m.widths[id] == w {
			return ch, true, false
		}
		if c.Ilive && !m.visible[id] {
			if ch, ok := m.last[id]; ok {
				return ch, true, true
			}
		}
		return chart{}, false, false
	}
	stale = map[string]bool{}
	for _, ch := range drawChartsPinned(c.Ires, c.Ipin, figs, c.width, c.Ilang, reuse, stale) {
		if ch.series != nil && ch.data == "" {
			ch.data = seriesTable(ch.series, ch.xLabel, ch.xAxis, c.Ilang)
		}
		if !stale[ch.id] {
			m.drawn[ch.id], m.widths[ch.id] = ch, c.width(ch.id, ch.wide)
		}
		m.last[ch.id] = ch
		drawn = append(drawn, ch)
	}
	return drawn, stale
}

// width is where a figure is drawn: its measured box, else a guess from
// the window (the layout in app.css: the form beside the results above
// 820 px, two figures a row where the results are wider than 860 px).
func (c *charts) width(id string, wide bool) float64 {
	if w, ok := c.widths[id]; ok {
		return w
	}
	win := 1280.0
	if app.IsClient {
		if w, _ := app.Window().Size(); w > 0 {
			win = float64(w)
		}
	}
	main := min(win, 1280) - 40
	if win > 820 {
		main -= 340 + 24
	}
	if !wide && main > 860 {
		main = (main - 16) / 2
	}
	return max(main-28, 240)
}

// chart is one figure drawn.
type chart struct {
	figID  string // as the lab declared it
	id     string // safe for the DOM
	kind   lab.FigureKind
	title  string
	svg    string
	alt    string
	wide   bool
	series *lab.Series // line and bar: the data, for its table
	data   string      // that table (seriesTable), once drawn
	xLabel string
	xAxis  lab.Axis // names categorical x values in the data table
}

// drawCharts draws figs from r, each by its kind; figures that share a
// Share group are drawn on one scale. width says how wide a figure is
// shown (wide: lanes and sequences, which take a whole row).
func drawCharts(r *lab.Result, figs []lab.Figure, width func(id string, wide bool) float64, lang i18n.Lang) []chart {
	return drawChartsPinned(r, nil, figs, width, lang, nil, nil)
}

// drawChartsPinned is drawCharts with the pinned run of compare (nil: none)
// drawn too: its lines as grey ghosts, its bars as outlines beside the
// current ones, on a scale fitted to both. reuse (may be nil) can hand back
// a figure's drawing instead (ok), one from another run (old: stale marks
// it) or not (charts.draw's memo).
func drawChartsPinned(r, pin *lab.Result, figs []lab.Figure, width func(id string, wide bool) float64, lang i18n.Lang,
	reuse func(id string, w float64) (ch chart, ok, old bool), stale map[string]bool) []chart {
	scales := shareScales(r, figs, width, lang)
	if pin != nil {
		scales = shareScales(&lab.Result{Series: append(slices.Clone(r.Series), prefixed(pin.Series)...)}, withPinned(figs), width, lang)
	}
	var out []chart
	for _, f := range figs {
		ch := chart{figID: f.ID, id: figureID(f), kind: f.Kind, title: f.Title.In(lang), wide: wideKind(f.Kind)}
		w := width(ch.id, ch.wide)
		if reuse != nil {
			if got, ok, old := reuse(ch.id, w); ok {
				if old {
					stale[ch.id] = true
				}
				out = append(out, got)
				continue
			}
		}
		svgID := "chart-" + ch.id
		switch f.Kind {
		case lab.FigLine, lab.FigBar:
			s := r.SeriesByID(f.Series)
			if s == nil {
				continue
			}
			var ghost *lab.Series
			if pin != nil {
				ghost = pin.SeriesByID(f.Series)
			}
			sc := scales[f.Share]
			if sc == nil {
				both := []*lab.Series{s}
				if ghost != nil {
					both = append(both, ghost)
				}
				sc = fitSeries(f, both, w)
			}
			if f.Kind == lab.FigBar {
				ch.svg, ch.alt = barChartPinned(svgID, f, s, ghost, sc, w, lang)
			} else {
				ch.svg, ch.alt = lineChartPinned(svgID, f, s, ghost, sc, w, lang)
			}
			ch.series, ch.xLabel, ch.xAxis = s, axisLabel(f.X, lang), f.X
		case lab.FigLanes:
			var x *axis
			if sc := scales[f.Share]; sc != nil {
				x = &sc.x
			}
			ch.svg, ch.alt = lanesChart(svgID, f, r, x, w, lang)
		case lab.FigSequence:
			ch.svg, ch.alt = sequenceChart(svgID, f, r, w, lang)
		default:
			continue // a kind this UI does not know yet: nothing rather than a wrong picture
		}
		out = append(out, ch)
	}
	return out
}

func wideKind(k lab.FigureKind) bool { return k == lab.FigLanes || k == lab.FigSequence }

// shareScales fits one scale per Share group, over every member's data, at
// the narrowest member's width: the members then read on the same axes.
func shareScales(r *lab.Result, figs []lab.Figure, width func(string, bool) float64, lang i18n.Lang) map[string]*seriesScale {
	groups := map[string][]lab.Figure{}
	var order []string
	for _, f := range figs {
		if f.Share == "" {
			continue
		}
		if _, ok := groups[f.Share]; !ok {
			order = append(order, f.Share)
		}
		groups[f.Share] = append(groups[f.Share], f)
	}
	out := map[string]*seriesScale{}
	for _, g := range order {
		members := groups[g]
		w := 0.0
		for i, f := range members {
			if fw := width(figureID(f), wideKind(f.Kind)); i == 0 || fw < w {
				w = fw
			}
		}
		first := members[0]
		switch first.Kind {
		case lab.FigLine, lab.FigBar:
			var series []*lab.Series
			for _, f := range members {
				if s := r.SeriesByID(f.Series); s != nil && f.Kind == first.Kind {
					series = append(series, s)
				}
			}
			if len(series) > 0 {
				out[g] = fitSeries(first, series, w)
			}
		case lab.FigLanes:
			lo, hi := -1.0, 0.0
			for _, f := range members {
				l, h := laneExtent(f, r)
				if lo < 0 || l < lo {
					lo = l
				}
				hi = max(hi, h)
			}
			out[g] = &seriesScale{x: fitAxis(timeAxis(first, lo), lo, hi, w-laneLeft(first, r, w, lang)-16, true)}
		}
	}
	return out
}

// figureID is a figure's id made safe for element ids: lower-case letters,
// digits and dashes.
func figureID(f lab.Figure) string {
	b := []rune{}
	for _, r := range f.ID {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_':
			b = append(b, r)
		case r >= 'A' && r <= 'Z':
			b = append(b, r+'a'-'A')
		default:
			b = append(b, '-')
		}
	}
	if len(b) == 0 {
		return "figure"
	}
	return string(b)
}

// seriesTable is a line or bar figure's data as a table, for readers who
// want the numbers (and screen readers): one row per x, one column per line.
// The table is one string (a slot), not an element per cell: a rerun
// redraws every chart's table, and go-app's diff of a few hundred cells
// was the largest part of a slider step. The details element around it
// stays a go-app element, so a table the reader opened stays open.
func seriesTable(s *lab.Series, xLabel string, xAxis lab.Axis, lang i18n.Lang) string {
	var keys []float64
	ys := make([]map[float64]float64, len(s.Lines))
	for i, l := range s.Lines {
		ys[i] = make(map[float64]float64, len(l.Points))
		for _, pt := range l.Points {
			keys = append(keys, pt.X)
			if _, dup := ys[i][pt.X]; !dup {
				ys[i][pt.X] = pt.Y // the first point at x, as a lookup from the start finds
			}
		}
	}
	//lint:ignore S1032 sort.Float64s is slices.Sort: one more generic copy of the sort in app.wasm
	sort.Sort(sort.Float64Slice(keys))
	keys = thin(slices.Compact(keys), maxDataRows)
	var b strings.Builder
	b.WriteString(`<table><thead><tr><th scope="col">`)
	b.WriteString(esc(xLabel))
	b.WriteString(`</th>`)
	for _, l := range lineLabels(s, lang) {
		b.WriteString(`<th scope="col">`)
		b.WriteString(esc(l))
		b.WriteString(`</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for _, x := range keys {
		if name, ok := categoryName(xAxis, x, lang); ok {
			b.WriteString(`<tr><th scope="row">` + esc(name) + `</th>`)
		} else {
			b.WriteString(`<tr><th scope="row" class="num">` + fmtNum(x) + `</th>`)
		}
		for i := range s.Lines {
			if v, ok := ys[i][x]; ok {
				b.WriteString(`<td class="num">`)
				b.WriteString(fmtNum(v))
				b.WriteString(`</td>`)
			} else {
				b.WriteString(`<td></td>`)
			}
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table>`)
	return b.String()
}

func yAt(l lab.Line, x float64) (float64, bool) {
	for _, p := range l.Points {
		if p.X == x {
			return p.Y, true
		}
	}
	return 0, false
}

// thin keeps at most n evenly spread items (first and last included).
func thin[T any](xs []T, n int) []T {
	if len(xs) <= n {
		return xs
	}
	out := make([]T, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, xs[i*(len(xs)-1)/(n-1)])
	}
	return out
}

func lineLabels(s *lab.Series, lang i18n.Lang) []string {
	out := make([]string, len(s.Lines))
	for i, l := range s.Lines {
		out[i] = l.Label.In(lang)
		if out[i] == "" {
			out[i] = l.ID
		}
	}
	return out
}
