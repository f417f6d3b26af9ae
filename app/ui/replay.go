package ui

import (
	"math"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// The replay view (view=replay): the run's scene as a topology that moves
// with a scrubber over virtual time. go-app draws the structure (controls,
// the topology's static SVG, the tables and charts); what changes with the
// moment — each node's state and counters, the dots in flight, the rates,
// the narration, the greyed rows, the chart cursors, data-t — is painted
// straight into the DOM by paint, so scrubbing and playing never re-render
// the page. Everything it shows comes from the run: Scene (nodes, states,
// counters, notes), Trace, Spans, Figures and Table.RowAt.

// renderReplayView is the replay view of the page.
func (p *page) renderReplayView() app.UI {
	return newReplay().Lang(p.lang).Embed(p.embed).Result(p.res).Running(p.running).Moment(p.viewKeys.Get("t"))
}

// viewKey is a page key a view sets (actViewKey): the replay's moment.
type viewKey struct{ Key, Value string }

// Playback: a message taking time stays on screen at least dwell (wall
// time) at the default speed, an exchange that takes no time is held for
// instantHold, and reduced motion steps from event to event every
// reducedStep.
const (
	dwell       = 0.4 // s
	instantHold = 0.35
	reducedStep = 0.7
	urlDelay    = 400 * time.Millisecond // t= follows the moment once it rests
)

type replay struct {
	app.Compo

	Ilang    i18n.Lang
	Iembed   bool
	Ires     *lab.Result
	Irunning bool
	Imoment  string // t= as the URL says it

	m        *draw.ReplayModel
	lay      draw.Topology
	svg      string // the topology's static part
	svgKey   string // what svg was drawn for
	t        time.Duration
	moment   string // the t= last taken from the URL or sent to it
	badT     bool   // t= could not be read
	width    float64
	chartW   float64
	reduced  bool
	playing  bool
	speed    int // index into speedAt
	defSpeed int
	lastTS   float64 // the last animation frame's timestamp (ms), -1: none yet
	hold     float64 // wall seconds to stay at an instant
	frame    app.Func
	frameCtx app.Context // the context playback dispatches its frames on
	frameID  app.Value   // the animation frame asked for, to cancel it
	urlGen   int

	// What paint last wrote, so a frame touches only what changed.
	paintedKey  string
	nodeStep    []int
	rowsFinal   map[string][]bool
	lastDots    string
	lastNote    string
	lastLabels  []string
	lastEdgeCls []string
	charts      []draw.Chart // the time-axis figures; each Plot says where its cursor goes
	fl          []draw.Flight
}

func newReplay() *replay                               { return &replay{} }
func (r *replay) Lang(l i18n.Lang) *replay             { r.Ilang = l; return r }
func (r *replay) Embed(e bool) *replay                 { r.Iembed = e; return r }
func (r *replay) Result(res *lab.Result) *replay       { r.Ires = res; return r }
func (r *replay) Running(b bool) *replay               { r.Irunning = b; return r }
func (r *replay) Moment(t string) *replay              { r.Imoment = t; return r }
func (r *replay) tr(x i18n.Text) string                { return x.In(r.Ilang) }
func (r *replay) speedNow() float64                    { return speedAt(r.speed) }
func (r *replay) jsEl(id string) app.Value             { return app.Window().GetElementByID(id) }
func (r *replay) clampT(t time.Duration) time.Duration { return min(max(t, 0), r.m.End) }

func (r *replay) OnMount(ctx app.Context) {
	r.lastTS = -1
	r.sync()
	ctx.Defer(r.measure)
	ctx.Defer(settleRanges)
}

func (r *replay) OnUpdate(ctx app.Context) {
	r.sync()
	ctx.Defer(r.measure)
	ctx.Defer(settleRanges)
}

func (r *replay) OnResize(ctx app.Context) { r.measure(ctx) }

// OnDismount stops playback; a frame still asked for is cancelled before
// its function goes (calling a released function is an error).
func (r *replay) OnDismount() {
	r.playing = false
	if r.frame != nil {
		if r.frameID != nil && r.frameID.Truthy() {
			app.Window().Call("cancelAnimationFrame", r.frameID)
		}
		r.frame.Release()
		r.frame = nil
	}
}

// sync takes a new run or a new t= from the page: a new run keeps the
// moment (clamped to its length); a t= the page did not get from here
// moves to it. The learner's motion preference is read again each time:
// it may change while the page is open, and another lab's replay may take
// this one's place without a new mount.
func (r *replay) sync() {
	if app.IsClient {
		mq := app.Window().Call("matchMedia", "(prefers-reduced-motion: reduce)")
		r.reduced = mq.Truthy() && mq.Get("matches").Bool()
	}
	if r.Ires == nil {
		return
	}
	if r.m == nil || r.m.Result != r.Ires {
		r.m = draw.NewReplayModel(r.Ires)
		// A run of another length plays at its own default speed.
		if _, _, def := speedRange(r.m.End); def != r.defSpeed {
			r.speed, r.defSpeed = def, def
		}
		r.t = r.clampT(r.t)
		r.paintedKey = ""
	}
	if r.Imoment != r.moment {
		r.moment = r.Imoment
		r.badT = false
		if r.Imoment != "" {
			d, err := time.ParseDuration(r.Imoment)
			if err != nil || d < 0 {
				r.badT = true
				d = 0
			}
			r.t = r.clampT(d)
		}
	}
}

// measure reads the stage's width; a new width redraws the topology.
func (r *replay) measure(ctx app.Context) {
	if !app.IsClient || r.m == nil {
		return
	}
	w, cw := r.width, r.chartW
	if el := r.jsEl("replay-stage"); el.Truthy() {
		if v := el.Get("clientWidth").Float(); v > 0 {
			w = v
		}
	}
	if el := r.jsEl("replay-charts"); el.Truthy() {
		if v := el.Get("clientWidth").Float(); v > 0 {
			cw = v
		}
	}
	if math.Abs(w-r.width) > 0.5 || math.Abs(cw-r.chartW) > 0.5 {
		ctx.Dispatch(func(ctx app.Context) {
			r.width, r.chartW = w, cw
			r.repaint(ctx)
		})
		return
	}
	r.paint(true)
}

// repaint paints everything once go-app has rendered: a component's own
// update (a button's label, a new width) renders without OnUpdate.
func (r *replay) repaint(ctx app.Context) {
	ctx.Defer(func(app.Context) { r.paint(true) })
}

func (r *replay) Render() app.UI {
	if r.Ires == nil {
		return app.Section().ID("replay").Class("replay empty").Aria("busy", r.Irunning).Body(
			app.P().Class("replay-wait").Text(r.tr(txtReplayNoRun)))
	}
	r.sync()
	w := r.width
	if w <= 0 {
		w = 900
	}
	key := string(r.Ilang) + ":" + strconv.FormatFloat(w, 'f', 1, 64)
	if r.svgKey != key || r.paintedKey == "" {
		r.lay = draw.LayoutTopology(r.m, w)
		r.svg = r.lay.SVG(r.m, r.t, r.Ilang)
		r.svgKey = key
		r.charts = r.drawCharts()
		r.paintedKey = ""
	}
	m := r.m
	lo, hi, _ := speedRange(m.End)
	_, hasMarker := m.NextMarker(-1)
	playLabel, playText := txtReplayPlay, txtReplayPlayShort
	if r.playing {
		playLabel, playText = txtReplayPause, txtReplayPauseShort
	}
	var notices []app.UI
	if r.badT {
		notices = append(notices, app.P().Class("notice").ID("replay-bad-t").Text(txtReplayBadT.Format(r.moment).In(r.Ilang)))
	}
	if m.Rates {
		notices = append(notices, app.P().Class("notice").ID("replay-rates").Text(txtReplayRates.N(len(m.Result.Trace)+m.Result.TraceDropped).In(r.Ilang)))
		if m.Result.TraceDropped > 0 {
			notices = append(notices, app.P().Class("notice").Text(txtReplayTraceEnds.N(len(m.Result.Trace), draw.FormatDuration(m.TraceEnd)).In(r.Ilang)))
		}
	} else if r.reduced {
		notices = append(notices, app.P().Class("notice").Text(r.tr(txtReplayReduced)))
	}
	return app.Section().ID("replay").Class("replay").Aria("label", r.tr(txtViewReplay)).
		DataSet("end", int64(m.End)).
		OnKeyDown(r.onKey).Body(
		app.P().ID("replay-note").Class("replay-note").Aria("live", "polite"),
		// The stage takes focus on a click, so the keys work from there.
		app.Div().ID("replay-stage").Class("replay-stage").TabIndex(0).Aria("label", draw.TopologyTitle(r.Ilang)).Body(app.Raw(r.svg)),
		app.Div().Class("replay-controls").Body(
			app.Div().Class("replay-buttons").Body(
				r.button("replay-start", "⇤", txtReplayStart, r.onStart, false),
				r.button("replay-prev", r.tr(txtReplayPrevShort), txtReplayPrev, r.onPrev, false),
				app.Button().Type("button").ID("replay-play").Class("replay-play").
					Aria("label", r.tr(playLabel)).Aria("pressed", r.playing).Title(r.tr(playLabel)).
					Text(r.tr(playText)).OnClick(r.onPlay),
				r.button("replay-next", r.tr(txtReplayNextShort), txtReplayNext, r.onNext, false),
				app.If(hasMarker, func() app.UI {
					return r.button("replay-phase", r.tr(txtReplayPhaseShort), txtReplayPhase, r.onPhase, false)
				}),
				app.Span().ID("replay-time").Class("replay-time").Aria("live", "off"),
			),
			app.Div().Class("replay-scrubber").Body(
				app.Label().For("replay-scrub").Class("visually-hidden").Text(r.tr(txtReplayScrub)),
				app.Input().Type("range").ID("replay-scrub").Min(0).Max(int64(m.End)).Step(1).
					Value(int64(r.t)).OnInput(r.onScrub).OnChange(r.onScrubDone), // paint places it
				app.If(len(m.Markers)+len(m.Windows) > 0, func() app.UI {
					return app.Div().Class("replay-strip-wrap").Body(app.Raw(draw.ReplayStrip(m, r.Ilang)))
				}),
			),
			app.Div().Class("replay-speed").Body(
				app.Label().For("replay-speed").Text(r.tr(txtReplaySpeed)),
				app.Input().Type("range").ID("replay-speed").Min(lo).Max(hi).Step(1).Value(r.speed).DataSet("value", r.speed).
					Aria("valuetext", fmtSpeed(r.speedNow())).OnInput(r.onSpeed),
				app.Output().ID("replay-speed-value").Text(fmtSpeed(r.speedNow())),
				app.Span().Class("help").Text(r.tr(txtReplaySpeedHelp)),
			),
			app.P().Class("help replay-keys").Text(r.tr(txtReplayKeys)),
		),
		app.Div().Class("replay-notices").Body(notices...),
		r.renderLegend(),
		r.renderTables(),
		r.renderCharts(),
	)
}

func (r *replay) button(id, text string, label i18n.Text, h app.EventHandler, disabled bool) app.UI {
	return app.Button().Type("button").ID(id).Aria("label", r.tr(label)).Title(r.tr(label)).
		Disabled(disabled).Text(text).OnClick(h)
}

// renderLegend says what the dots' colours mean (or the edges' widths).
func (r *replay) renderLegend() app.UI {
	if r.m.Rates {
		return app.P().Class("replay-legend help").Text(r.tr(txtReplayLegendRates))
	}
	items := []struct {
		cls  string
		text i18n.Text
	}{
		{"leg-out", txtReplayLegendOut}, {"leg-wait", txtReplayLegendWait},
		{"leg-back tone-ok", txtReplayLegendOK}, {"leg-back tone-bad", txtReplayLegendBad},
		{"leg-back tone-good", txtReplayLegendGood}, {"leg-back tone-neutral", txtReplayLegendNeutral},
	}
	return app.Ul().Class("replay-legend").Body(app.Range(items).Slice(func(i int) app.UI {
		return app.Li().Body(app.Span().Class("swatch "+items[i].cls).Aria("hidden", "true"), app.Text(r.tr(items[i].text)))
	}))
}

// renderTables shows the tables whose rows say when they were final; paint
// fades the rows still to come.
func (r *replay) renderTables() app.UI {
	var secs []lab.Section
	for _, s := range r.m.Result.Sections {
		if s.Table != nil && len(s.Table.RowAt) > 0 && (!r.Iembed || s.Lesson) {
			secs = append(secs, s)
		}
	}
	if len(secs) == 0 {
		return nil
	}
	return app.Section().Class("replay-tables").Body(
		app.H3().Text(r.tr(txtReplayTables)),
		app.P().Class("help").Text(r.tr(txtReplayTablesHelp)),
		app.Range(secs).Slice(func(i int) app.UI {
			s := secs[i]
			title := s.Title.In(r.Ilang)
			if title == "" && s.Lesson {
				title = r.tr(txtLessonTable)
			}
			t := s.Table
			// A scroll box on phones: reachable by keyboard (axe).
			return app.Div().Class("table-wrap").TabIndex(0).Role("region").Aria("label", title).Body(app.Table().ID("rt-"+s.ID).DataSet("section", s.ID).Body(
				app.Caption().Text(title),
				app.THead().Body(app.Tr().Body(app.Range(t.Columns).Slice(func(c int) app.UI {
					return app.Th().Scope("col").Text(t.Columns[c].Label.In(r.Ilang))
				}))),
				app.TBody().Body(app.Range(t.Rows).Slice(func(ri int) app.UI {
					row := t.Rows[ri]
					return app.Tr().ID("rt-" + s.ID + "-" + strconv.Itoa(ri)).Body(app.Range(row).Slice(func(ci int) app.UI {
						text := row[ci].In(r.Ilang)
						if ci == 0 {
							return app.Th().Scope("row").Text(text)
						}
						cls := ""
						if isNumeric(text) {
							cls = "num"
						}
						return app.Td().Class(cls).Text(text)
					}))
				})),
			))
		}),
	)
}

// drawCharts draws the time-axis figures at the measured width.
func (r *replay) drawCharts() []draw.Chart {
	figs := draw.TimeFigures(r.m.Result)
	if r.Iembed {
		figs = nil // an embed keeps to the replay
	}
	if len(figs) == 0 {
		return nil
	}
	w := r.chartW
	if w <= 0 {
		w = max(r.width, 320)
	}
	w = max(w-26, 240) // the figure's padding and border
	return draw.Charts(r.m.Result, figs, func(string, bool) float64 { return w }, r.Ilang)
}

func (r *replay) renderCharts() app.UI {
	if len(r.charts) == 0 {
		return app.Div().ID("replay-charts").Class("replay-charts empty")
	}
	return app.Section().ID("replay-charts").Class("replay-charts").Body(
		app.H3().Text(r.tr(txtReplayCharts)),
		app.Range(r.charts).Slice(func(i int) app.UI {
			c := r.charts[i]
			return app.Figure().Class("chart-fig replay-fig").DataSet("figure", c.FigID).Body(
				app.FigCaption().Text(c.Title),
				app.Div().Class("chart-box cursor-box").Body(
					app.Raw(c.SVG),
					// The cursor is a layer of its own: moving it repaints nothing.
					app.Div().ID("cur-"+strconv.Itoa(i)).Class("cursor").Hidden(true).Aria("hidden", "true"),
				),
				app.P().Class("alt").Text(c.Alt),
			)
		}),
	)
}

// paint writes the moment into the DOM; full repaints everything (after a
// render), otherwise only what changed since the last frame.
func (r *replay) paint(full bool) {
	if !app.IsClient || r.m == nil {
		return
	}
	root := r.jsEl("replay")
	if !root.Truthy() {
		return
	}
	m, t, l := r.m, r.t, r.Ilang
	sc := &m.Result.Scene
	if full || r.paintedKey != r.svgKey {
		r.paintedKey = r.svgKey
		r.nodeStep = make([]int, len(m.Nodes))
		for i := range r.nodeStep {
			r.nodeStep[i] = -2
		}
		r.rowsFinal = map[string][]bool{}
		r.lastDots, r.lastNote = "\x00", "\x00"
		r.lastLabels = make([]string, len(m.Edges))
		r.lastEdgeCls = make([]string, len(m.Edges))
		for i := range r.lastLabels {
			r.lastLabels[i], r.lastEdgeCls[i] = "\x00", "\x00"
		}
	}
	root.Call("setAttribute", "data-t", strconv.FormatInt(int64(t), 10))
	if el := r.jsEl("replay-scrub"); el.Truthy() {
		el.Set("value", strconv.FormatInt(int64(t), 10))
		el.Call("setAttribute", "aria-valuetext", draw.FormatDuration(t))
	}
	if el := r.jsEl("replay-time"); el.Truthy() {
		el.Set("textContent", txtReplayTime.Format(draw.FormatDuration(t), draw.FormatDuration(m.End)).In(l))
	}
	// Nodes: state, tone, counters.
	for i := range m.Nodes {
		e, k, _ := m.StateAt(i, t)
		if k == r.nodeStep[i] {
			continue
		}
		r.nodeStep[i] = k
		g := r.jsEl("rn-" + strconv.Itoa(i))
		if !g.Truthy() {
			continue
		}
		g.Call("setAttribute", "data-state", e.State)
		g.Call("setAttribute", "class", "rnode tone-"+draw.StateTone(sc, e.State))
		r.jsEl("rns-"+strconv.Itoa(i)).Set("textContent", draw.StateName(sc, e.State, l))
		cl := r.lay.CounterLines(sc, i, e.Counters, l)
		for j := range cl {
			r.jsEl("rnc-"+strconv.Itoa(i)+"-"+strconv.Itoa(j)).Set("textContent", cl[j])
		}
	}
	// Messages: dots, or lit edges, or rates.
	labels := make([]string, len(m.Edges))
	classes := make([]string, len(m.Edges))
	for i := range classes {
		classes[i] = "edge"
	}
	dots := ""
	switch {
	case m.Rates:
		for e := range m.Edges {
			v, ok := m.Rate(e, t)
			switch {
			case !ok:
				labels[e] = "—"
			case v > 0:
				labels[e] = fmtRate(v) + "/s"
				classes[e] = "edge busy w" + strconv.Itoa(min(4, 1+int(math.Log10(max(v, 1))/1.5)))
			}
		}
	default:
		r.fl = m.InFlight(t, r.fl)
		count := make([]int, len(m.Edges))
		for _, f := range r.fl {
			count[f.Edge]++
			classes[f.Edge] = "edge active"
		}
		if r.reduced {
			for e, n := range count {
				if n > 0 {
					labels[e] = "×" + strconv.Itoa(n)
				}
			}
		} else {
			dots = r.lay.Dots(m, r.fl)
		}
	}
	if dots != r.lastDots {
		r.lastDots = dots
		if el := r.jsEl("replay-dots"); el.Truthy() {
			el.Set("innerHTML", dots)
		}
	}
	for e := range m.Edges {
		if labels[e] != r.lastLabels[e] {
			r.lastLabels[e] = labels[e]
			r.jsEl("rel-"+strconv.Itoa(e)).Set("textContent", labels[e])
		}
		if classes[e] != r.lastEdgeCls[e] {
			r.lastEdgeCls[e] = classes[e]
			r.jsEl("re-"+strconv.Itoa(e)).Call("setAttribute", "class", classes[e])
		}
	}
	// The narration.
	if note, _ := m.NoteAt(t, l); note != r.lastNote {
		r.lastNote = note
		r.jsEl("replay-note").Set("textContent", note)
	}
	// Rows final by now.
	for _, s := range m.Result.Sections {
		if s.Table == nil || len(s.Table.RowAt) == 0 {
			continue
		}
		fin := draw.FinalRows(s.Table, t)
		old := r.rowsFinal[s.ID]
		for i, f := range fin {
			if old != nil && old[i] == f {
				continue
			}
			if tr := r.jsEl("rt-" + s.ID + "-" + strconv.Itoa(i)); tr.Truthy() {
				tr.Call("setAttribute", "data-final", strconv.FormatBool(f))
				tr.Get("classList").Call("toggle", "later", !f)
				tr.Call("setAttribute", "aria-disabled", strconv.FormatBool(!f))
			}
		}
		r.rowsFinal[s.ID] = fin
	}
	// Chart cursors: placed through the CSS object model (which a strict
	// CSP allows, unlike style attributes) and moved by a transform.
	for i, c := range r.charts {
		cur := r.jsEl("cur-" + strconv.Itoa(i))
		if !cur.Truthy() {
			continue
		}
		st := cur.Get("style")
		if full {
			st.Call("setProperty", "top", draw.Num(c.Plot.Top)+"px")
			st.Call("setProperty", "height", draw.Num(c.Plot.Bottom-c.Plot.Top)+"px")
		}
		x, ok := c.Plot.TimeX(t)
		cur.Set("hidden", !ok)
		if ok {
			st.Call("setProperty", "transform", "translateX("+draw.Num(x-1)+"px)")
		}
	}
}

// fmtRate writes messages per second with two significant digits at most.
func fmtRate(v float64) string {
	if v >= 100 {
		return strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 2, 64)
}

// seek moves to t, stops playback, and has the URL follow once it rests.
func (r *replay) seek(ctx app.Context, t time.Duration) {
	r.t = r.clampT(t)
	r.paint(false)
	r.noteMoment(ctx)
	if r.playing {
		r.playing = false // the play button changes: let go-app render it
		r.repaint(ctx)
		return
	}
	ctx.PreventUpdate()
}

// noteMoment has t= follow the moment once it has rested urlDelay.
func (r *replay) noteMoment(ctx app.Context) {
	r.urlGen++
	g := r.urlGen
	ctx.After(urlDelay, func(ctx app.Context) {
		if g != r.urlGen || r.playing {
			ctx.PreventUpdate()
			return
		}
		v := r.t.String()
		if r.t == 0 {
			v = ""
		}
		if v == r.moment {
			ctx.PreventUpdate()
			return
		}
		r.moment = v
		ctx.NewActionWithValue(actViewKey, viewKey{Key: "t", Value: v})
		ctx.PreventUpdate()
	})
}

func (r *replay) onScrub(ctx app.Context, e app.Event) {
	v, err := strconv.ParseFloat(ctx.JSSrc().Get("value").String(), 64)
	if err != nil {
		ctx.PreventUpdate()
		return
	}
	r.seek(ctx, time.Duration(v))
}

func (r *replay) onScrubDone(ctx app.Context, e app.Event) { ctx.PreventUpdate() }

func (r *replay) onStart(ctx app.Context, e app.Event) { r.seek(ctx, 0) }
func (r *replay) onPrev(ctx app.Context, e app.Event)  { r.seek(ctx, r.m.Prev(r.t)) }
func (r *replay) onNext(ctx app.Context, e app.Event)  { r.seek(ctx, r.m.Next(r.t)) }

func (r *replay) onPhase(ctx app.Context, e app.Event) {
	if t, ok := r.m.NextMarker(r.t); ok {
		r.seek(ctx, t)
		return
	}
	ctx.PreventUpdate()
}

func (r *replay) onSpeed(ctx app.Context, e app.Event) {
	if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		r.speed = v
	}
	r.repaint(ctx)
}

func (r *replay) onPlay(ctx app.Context, e app.Event) {
	r.repaint(ctx)
	if r.playing {
		r.playing = false
		r.noteMoment(ctx)
		return
	}
	if r.t >= r.m.End {
		r.t = 0
	}
	r.playing, r.lastTS, r.hold = true, -1, 0
	r.requestFrame(ctx)
}

// onKey: space plays or pauses, ←/→ step to the previous or next event,
// Home and End go to the ends. Buttons keep space (it presses them) and
// the speed slider keeps its own keys.
func (r *replay) onKey(ctx app.Context, e app.Event) {
	// Keys go to the focused element: it says whether they are ours.
	focused := app.Window().Get("document").Get("activeElement")
	tag, id := focused.Get("tagName").String(), focused.Get("id").String()
	key := e.Get("key").String()
	if id == "replay-speed" || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		ctx.PreventUpdate()
		return
	}
	switch key {
	case " ", "Spacebar":
		if tag == "BUTTON" {
			ctx.PreventUpdate()
			return
		}
		e.PreventDefault()
		r.onPlay(ctx, e)
	case "ArrowRight":
		e.PreventDefault()
		r.seek(ctx, r.m.Next(r.t))
	case "ArrowLeft":
		e.PreventDefault()
		r.seek(ctx, r.m.Prev(r.t))
	case "Home":
		e.PreventDefault()
		r.seek(ctx, 0)
	case "End":
		e.PreventDefault()
		r.seek(ctx, r.m.End)
	default:
		ctx.PreventUpdate()
	}
}

// requestFrame asks the browser for the next animation frame; the frame
// advances the moment and paints it without a render.
func (r *replay) requestFrame(ctx app.Context) {
	if !app.IsClient {
		return
	}
	r.frameCtx = ctx
	if r.frame == nil {
		r.frame = app.FuncOf(func(this app.Value, args []app.Value) any {
			ts := 0.0
			if len(args) > 0 {
				ts = args[0].Float()
			}
			r.frameCtx.Dispatch(func(ctx app.Context) { r.onFrame(ctx, ts) })
			return nil
		})
	}
	r.frameID = app.Window().Call("requestAnimationFrame", r.frame)
}

func (r *replay) onFrame(ctx app.Context, ts float64) {
	if !r.playing || r.m == nil {
		ctx.PreventUpdate()
		return
	}
	dt := 0.0
	if r.lastTS >= 0 {
		dt = min(max((ts-r.lastTS)/1000, 0), 0.1) // a background tab does not leap
	}
	r.lastTS = ts
	r.advance(dt)
	r.paint(false)
	if r.t >= r.m.End {
		r.playing = false
		r.noteMoment(ctx)
		r.repaint(ctx)
		return // the play button changes back: render
	}
	ctx.PreventUpdate()
	r.requestFrame(ctx)
}

// advance moves the moment on by dt of wall time at the chosen speed,
// slowed so every message in flight stays on screen a while and landing on
// each send instead of leaping over it; reduced motion steps from event to
// event instead.
func (r *replay) advance(dt float64) {
	m := r.m
	if r.reduced {
		r.hold -= dt
		if r.hold <= 0 {
			r.t = m.Next(r.t)
			r.hold = reducedStep
		}
		return
	}
	if r.hold > 0 {
		r.hold -= dt
		return
	}
	step := time.Duration(dt * r.speedNow() * float64(time.Second))
	if !m.Rates {
		// The slower the chosen speed, the longer a message stays.
		stay := dwell * math.Sqrt(speedAt(r.defSpeed)/r.speedNow())
		stay = min(max(stay, 0.05), 1.5)
		if d := m.ShortestInFlight(r.t); d > 0 {
			step = min(step, time.Duration(float64(d)*dt/stay))
		}
		if ns, ok := m.NextSend(r.t); ok && ns < r.t+step {
			step = ns - r.t
		}
	}
	r.t = r.clampT(r.t + max(step, 1))
	if !m.Rates && m.InstantAt(r.t) {
		r.hold = instantHold
	}
}
