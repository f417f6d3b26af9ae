package results

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/paint"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
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
	// eye can see.
	Ilive    bool
	Ipainter *paint.Painter
	// Ibeside goes right under the main figure (view.Context.Beside).
	Ibeside app.UI

	widths map[string]float64 // measured drawing width per figure id
	// focus is, per figure drawn wider than its box, where its first bad
	// outcome's mark ends (draw.Plot.Focus); focused, the run each box was
	// last scrolled there for: once per run, never against the learner.
	focus   map[string]float64
	focused map[string]*lab.Result
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
	drawn    map[string]draw.Chart // by figure id, for res, pin and lang at the width recorded
	widths   map[string]float64    // the width each drawing was made at
	last     map[string]draw.Chart // what each figure's slot shows now (any run)
	visible  map[string]bool       // figures on screen at the live paint
}

func newCharts() *charts                       { return &charts{} }
func (c *charts) Lang(l i18n.Lang) *charts     { c.Ilang = l; return c }
func (c *charts) Embed(e bool) *charts         { c.Iembed = e; return c }
func (c *charts) Result(r *lab.Result) *charts { c.Ires = r; return c }
func (c *charts) Only(ids []string) *charts    { c.Ionly = ids; return c }
func (c *charts) Pinned(r *lab.Result) *charts { c.Ipin = r; return c }

func (c *charts) Live(b bool) *charts              { c.Ilive = b; return c }
func (c *charts) Painter(p *paint.Painter) *charts { c.Ipainter = p; return c }
func (c *charts) Beside(ui app.UI) *charts         { c.Ibeside = ui; return c }

func (c *charts) OnMount(ctx app.Context) {
	c.measured = c.figureIDs()
	ctx.Defer(c.watch)
	c.Ipainter.Mount(c)
}

// theMemo is the mounted view's memo, made on first use (a copy rendered
// by PaintLive shares it).
func (c *charts) theMemo() *chartMemo {
	if c.memo == nil {
		c.memo = &chartMemo{last: map[string]draw.Chart{}, visible: map[string]bool{}}
	}
	return c.memo
}

func (c *charts) OnDismount() {
	c.Ipainter.Dismount(c)
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
		id := draw.FigureID(f)
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

// PaintLive draws res's figures that are on screen into their slots now
// (package paint).
func (c *charts) PaintLive(res *lab.Result) {
	if c.Ires == nil || c.memo == nil {
		return
	}
	cp := *c
	cp.Ires, cp.Ilive = res, true
	c.Ipainter.Write(c.Ipainter.Collect(func() { cp.Render() }))
}

// OnUpdate measures only when the figures shown changed: reading a box's
// width forces the browser to lay the page out at once, and on every rerun
// that was the largest part of a slider step in a profile. A box
// changes width on a resize (OnResize) or when figures come and go.
func (c *charts) OnUpdate(ctx app.Context) {
	if ids := c.figureIDs(); !slices.Equal(ids, c.measured) {
		c.measured = ids
		ctx.Defer(c.watch)
	}
	ctx.Defer(c.scrollToFocus)
}

// scrollToFocus scrolls each drawing wider than its box so that its first
// bad outcome is in view (a sequence diagram's second charge, drawn at its
// right edge, on a phone), once per run: the outcome the lesson is about
// is on screen without the learner hunting sideways for it.
func (c *charts) scrollToFocus(ctx app.Context) {
	if !app.IsClient || c.Ires == nil {
		return
	}
	if c.focused == nil {
		c.focused = map[string]*lab.Result{}
	}
	for id, x := range c.focus {
		if c.focused[id] == c.Ires {
			continue
		}
		el := app.Window().GetElementByID("box-" + id)
		if !el.Truthy() {
			continue
		}
		c.focused[id] = c.Ires
		if w := el.Get("clientWidth").Float(); x > w {
			el.Set("scrollLeft", x-w)
		}
	}
}

func (c *charts) figureIDs() []string {
	if c.Ires == nil {
		return nil
	}
	var ids []string
	for _, f := range c.figures() {
		ids = append(ids, draw.FigureID(f))
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
		id := draw.FigureID(f)
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

// chartsHeading heads the figures; a frame shows one figure, whose own
// title says enough, so there it is for screen readers only.
func chartsHeading(embed bool, text string) app.UI {
	h := app.H2().ID("charts-h").Text(text)
	if embed {
		h = h.Class("visually-hidden")
	}
	return h
}

// figures are the figures shown: all of them, or in an embed the main one
// or the ones charts= names.
func (c *charts) figures() []lab.Figure {
	figs := c.Ires.Figures
	if c.Iembed {
		return draw.PickFigures(figs, c.Ionly)
	}
	return figs
}

func (c *charts) Render() app.UI {
	if c.Ires == nil || len(c.Ires.Figures) == 0 {
		return app.Section().ID("charts").Class("charts empty").Body(c.Ibeside)
	}
	lang := c.Ilang
	drawn, stale := c.draw()
	mainID := draw.MainFigure(c.Ires.Figures)
	// The main figure comes first: it is the picture that tells the
	// lesson's story, and the view puts the figures above the tables.
	if i := slices.IndexFunc(drawn, func(ch draw.Chart) bool { return ch.FigID == mainID }); i > 0 {
		drawn = slices.Concat(drawn[i:i+1], drawn[:i], drawn[i+1:])
	}
	figs := make([]app.UI, len(drawn))
	for i, ch := range drawn {
		cls := "chart-fig fig-" + string(ch.Kind)
		if ch.Wide {
			cls += " wide"
		}
		if stale[ch.ID] {
			cls += " stale"
		}
		// A drawing wider than its box (a sequence diagram on a phone)
		// says so above it, and its box shades the edge that hides more.
		var cue app.UI
		if ch.Plot.Width > c.width(ch.ID, ch.Wide)+2 {
			cls += " scrolls"
			cue = app.P().Class("scroll-cue").Text(txtScrollCue.In(lang))
			if ch.Plot.Focus > 0 {
				if c.focus == nil {
					c.focus = map[string]float64{}
				}
				c.focus[ch.ID] = ch.Plot.Focus
			}
		}
		var data app.UI
		if ch.Series != nil {
			data = app.Details().Class("chart-data").Body(
				app.Summary().Text(view.TxtChartData.In(lang)),
				c.Ipainter.Slot("data-"+ch.ID, "", ch.Data),
			)
		}
		fig := app.Figure().Class(cls).ID("fig-"+ch.ID).DataSet("figure", ch.FigID)
		if ch.FigID == mainID { // the one the lab marks Main (lab.Figure)
			fig = fig.Attr("data-role", "main-figure")
		}
		figs[i] = fig.Body(
			app.FigCaption().Text(ch.Title),
			cue,
			// A picture wider than a phone scrolls in its box: the box takes
			// the keyboard's focus so it can be scrolled without a mouse.
			app.Div().Class("chart-box").ID("box-"+ch.ID).TabIndex(0).Role("region").Aria("label", ch.Title).Body(c.Ipainter.Slot("chart-"+ch.ID, "", ch.SVG)),
			app.P().Class("alt").Text(ch.Alt),
			data,
		)
	}
	shown, more := figs, []app.UI(nil)
	if len(figs) > shownFigures && !c.Iembed && len(c.Ionly) == 0 {
		// The main figure and the next one are on the page; the others are
		// one click away, so the page stays short. A box that opens is
		// measured and drawn at its width (watch's ResizeObserver).
		shown, more = figs[:shownFigures], figs[shownFigures:]
	}
	body := []app.UI{chartsHeading(c.Iembed, txtCharts.In(lang))}
	if c.Ibeside != nil && len(shown) > 0 {
		// The main figure, what the page puts beside it, then the rest.
		body = append(body, app.Div().Class("chart-grid").Body(shown[0]), c.Ibeside)
		shown = shown[1:]
	}
	body = append(body, app.Div().Class("chart-grid").Body(shown...))
	if len(more) > 0 {
		body = append(body, app.Details().Class("more-figs").Body(
			app.Summary().Text(txtMoreFigs.Format(len(more)).In(lang)),
			app.Div().Class("chart-grid").Body(more...),
		))
	}
	return app.Section().Class("charts").ID("charts").Aria("labelledby", "charts-h").Body(body...)
}

// shownFigures is how many figures a lab page shows before the fold: the
// main one and the next.
const shownFigures = 2

// draw is the figures drawn for the current props, through the memo: a
// figure already drawn for this result, pin, language and width is not
// drawn again, and during a drag (Ilive) a figure off screen keeps its last
// drawing (stale says which).
func (c *charts) draw() (drawn []draw.Chart, stale map[string]bool) {
	m := c.theMemo()
	if m.res != c.Ires || m.pin != c.Ipin || m.lang != c.Ilang {
		m.res, m.pin, m.lang = c.Ires, c.Ipin, c.Ilang
		m.drawn, m.widths = map[string]draw.Chart{}, map[string]float64{}
	}
	figs := c.figures()
	stale = map[string]bool{}
	reuse := func(id string, w float64) (draw.Chart, bool) {
		if ch, ok := m.drawn[id]; ok && m.widths[id] == w {
			return ch, true
		}
		if c.Ilive && !m.visible[id] {
			if ch, ok := m.last[id]; ok {
				stale[id] = true
				return ch, true
			}
		}
		return draw.Chart{}, false
	}
	for _, ch := range draw.ChartsPinned(c.Ires, c.Ipin, figs, c.width, c.Ilang, reuse) {
		if ch.Series != nil && ch.Data == "" {
			ch.Data = draw.SeriesTable(ch.Series, ch.XLabel, ch.XAxis, c.Ilang)
		}
		if !stale[ch.ID] {
			m.drawn[ch.ID], m.widths[ch.ID] = ch, c.width(ch.ID, ch.Wide)
		}
		m.last[ch.ID] = ch
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
