package ui

import (
	"errors"
	"maps"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
	"playground/engine/sweep"
)

// The sweep view (view=sweep): one numeric knob over a range, every other
// knob as the form says, and the lab's metrics at each point, drawn as a
// curve. Its state is two page keys, sweep=KNOB:FROM..TO:STEPS[:log] and
// metric=ID,ID, so a link reproduces it; the points run in slices on the
// page's single thread, each exactly the single run with its parameters.

// actSweep carries a sweepEdit: the view's new keys, and for a ready sweep
// the parameters it sets.
const actSweep = "playground.sweep"

type sweepEdit struct {
	Spec, Metric string
	Params       url.Values // a ready sweep's parameters over the lesson's values; nil: keep the form
}

// onSweep stores the view's keys and records them in the URL; a ready
// sweep also resets the form to its parameters (and reruns it).
func (p *page) onSweep(ctx app.Context, a app.Action) {
	e, ok := a.Value.(sweepEdit)
	if !ok || p.lab == nil {
		return
	}
	keys := maps.Clone(p.viewKeys)
	if keys == nil {
		keys = url.Values{}
	}
	keys.Set(sweep.Field, e.Spec)
	keys.Set(metricKey, e.Metric)
	p.viewKeys = keys
	if e.Params != nil {
		p.setAll(ctx, e.Params)
	}
	p.replaceURL(ctx)
}

// metricKey is the page key naming the metrics drawn.
const metricKey = "metric"

// renderSweepView is the view's row in views (lab.go).
func (p *page) renderSweepView() app.UI {
	base, ok := "", true
	if len(p.errs) > 0 {
		ok = false
	} else if prm, err := p.lab.Decode(p.raw); err == nil {
		base = prm.Spec().Encode().Encode()
	} else {
		ok = false
	}
	pin, pinLabel := "", ""
	if p.pin != nil && p.pin.err == nil {
		pin, pinLabel = p.pin.query, p.pin.label(p.lang)
	}
	links := p.pageQuery(nil)
	links.Del("view")
	return newSweepView().Lab(p.lab).Lang(p.lang).
		Keys(p.viewKeys.Get(sweep.Field), p.viewKeys.Get(metricKey)).
		Base(base, ok).Pin(pin, pinLabel).Links(links)
}

// sweepView draws the controls, the progress and the chart, and runs the
// sweep whenever what it depends on changes.
type sweepView struct {
	app.Compo

	Ilab      *lab.Lab
	Ilang     i18n.Lang
	Ispec     string // sweep=…, as the URL has it
	Imetric   string // metric=…
	Ibase     string // the form's parameters (URL-encoded), when valid
	IbaseOK   bool
	Ipin      string // the pinned run's parameters, "" without one
	IpinLabel string
	Ilinks    url.Values // the page keys a point's link keeps

	keyRest string // what the drawn sweep was run for: lab, keys, pin…
	keyBase string // … and the form's parameters
	run     *sweepRun
	err     error // the sweep's input is bad: field-named
	width   float64
	gen     atomic.Int64 // a newer sweep abandons older ones
	posted  string       // the default keys asked for once
}

func newSweepView() *sweepView                           { return &sweepView{} }
func (s *sweepView) Lab(l *lab.Lab) *sweepView           { s.Ilab = l; return s }
func (s *sweepView) Lang(l i18n.Lang) *sweepView         { s.Ilang = l; return s }
func (s *sweepView) Keys(spec, metric string) *sweepView { s.Ispec, s.Imetric = spec, metric; return s }
func (s *sweepView) Base(q string, ok bool) *sweepView   { s.Ibase, s.IbaseOK = q, ok; return s }
func (s *sweepView) Pin(q, label string) *sweepView      { s.Ipin, s.IpinLabel = q, label; return s }
func (s *sweepView) Links(q url.Values) *sweepView       { s.Ilinks = q; return s }
func (s *sweepView) t(x i18n.Text) string                { return x.In(s.Ilang) }

// sweepRun is one sweep as far as it got: copied whole on every publish,
// never edited in place once shown.
type sweepRun struct {
	plan     *sweep.Plan
	base     string      // the form's parameters it ran over (URL-encoded)
	cur, pin [][]float64 // per metric, per point; NaN: not run (yet)
	failed   []i18n.Text // per point: why it could not run (empty when it ran)
	pinned   bool
	done     int // points run, both curves counted
	total    int
	running  bool
	stopped  bool
	wall     time.Duration
}

func (s *sweepView) OnMount(ctx app.Context) {
	ctx.Dispatch(s.refresh) // a refused sweep draws its error at once
	ctx.Defer(s.measure)
}

func (s *sweepView) OnUpdate(ctx app.Context) {
	s.refresh(ctx)
	ctx.Defer(s.measure)
}

func (s *sweepView) OnResize(ctx app.Context) { s.measure(ctx) }

// OnDismount abandons a sweep still going (the tab was left).
func (s *sweepView) OnDismount() { s.gen.Add(1) }

// measure reads the chart box's width and redraws at that width.
func (s *sweepView) measure(ctx app.Context) {
	if !app.IsClient {
		return
	}
	el := app.Window().GetElementByID("box-sweep")
	if !el.Truthy() {
		return
	}
	if w := el.Get("clientWidth").Float(); w > 0 && math.Abs(w-s.width) > 0.5 {
		ctx.Dispatch(func(ctx app.Context) { s.width = w })
	}
}

// refresh starts a sweep when its inputs changed: the keys, the form's
// parameters, the pin. Without keys it asks the page for the default
// ones, so the address always says which sweep is drawn.
func (s *sweepView) refresh(ctx app.Context) {
	if s.Ilab == nil || !app.IsClient {
		return
	}
	if s.Ispec == "" {
		sp, ok := defaultSweep(s.Ilab, "")
		if ok && s.posted != sp.String() {
			s.posted = sp.String()
			ctx.NewActionWithValue(actSweep, sweepEdit{Spec: sp.String(), Metric: strings.Join(sp.Metrics, ",")})
		}
		return
	}
	if !s.IbaseOK {
		return // keep what is drawn; the view says why it does not follow
	}
	rest := strings.Join([]string{s.Ilab.ID, s.Ispec, s.Imetric, s.Ipin}, "\n")
	if rest == s.keyRest && s.Ibase == s.keyBase {
		return
	}
	onlyBase := rest == s.keyRest && s.run != nil
	s.keyRest, s.keyBase = rest, s.Ibase
	if !onlyBase {
		s.start(ctx)
		return
	}
	// The form changed: the sweep restarts once typing pauses (each
	// keystroke would otherwise start and abandon a sweep).
	s.startAfter(ctx, typingDelay)
}

// plan checks the keys against the lab.
func (s *sweepView) plan() (*sweep.Plan, error) {
	sp, err := sweep.Parse(s.Ispec)
	if err != nil {
		return nil, err
	}
	sp.Metrics = splitList(s.Imetric)
	if len(sp.Metrics) == 0 {
		sp.Metrics = defaultMetrics(s.Ilab, sp.Knob)
	}
	return sweep.NewPlan(s.Ilab, sp)
}

// start runs the sweep off the UI goroutine: the current curve, then the
// pinned one. It yields to the browser every sliceBudget (between points
// and inside long ones, through the run's progress hook) and publishes
// what it has each time; a newer start abandons it.
func (s *sweepView) start(ctx app.Context) { s.startAfter(ctx, 0) }

// startAfter shows the new sweep at once (empty, running) and runs it
// after delay, unless something newer came first.
func (s *sweepView) startAfter(ctx app.Context, delay time.Duration) {
	g := s.gen.Add(1)
	pl, err := s.plan()
	s.err = err
	if err != nil {
		s.run = nil
		return
	}
	base, _ := url.ParseQuery(s.Ibase)
	bases := []url.Values{base}
	if s.Ipin != "" {
		if q, err := url.ParseQuery(s.Ipin); err == nil {
			bases = append(bases, q)
		}
	}
	n := len(pl.Values)
	r := &sweepRun{plan: pl, base: s.Ibase, pinned: len(bases) > 1, total: n * len(bases), running: true,
		failed: make([]i18n.Text, n)}
	r.cur = nanGrid(len(pl.Metrics), n)
	if r.pinned {
		r.pin = nanGrid(len(pl.Metrics), n)
	}
	s.run = r.clone() // the goroutine fills r; the view only ever sees copies
	stale := func() bool { return s.gen.Load() != g }
	publish := func(r *sweepRun) {
		snap := r.clone()
		ctx.Dispatch(func(ctx app.Context) {
			if !stale() {
				s.run = snap
			}
		})
	}
	run := func() {
		t0 := time.Now()
		last := t0
		pause := func() {
			if time.Since(last) < sliceBudget {
				return
			}
			r.wall = time.Since(t0)
			publish(r)
			yield()
			last = time.Now()
		}
		for b, q := range bases {
			grid := r.cur
			if b == 1 {
				grid = r.pin
			}
			for i := range pl.Values {
				if stale() {
					return
				}
				env := &lab.Env{ProgressEvery: progressEvery, Cancelled: stale,
					Progress: func(sim.Progress) { pause() }}
				vals, err := pl.Measure(q, i, env) // the point's metrics only: memory flat in the points
				if errors.Is(err, lab.ErrCancelled) || stale() {
					return
				}
				switch {
				case err != nil && b == 0:
					r.failed[i] = i18n.Text{TR: i18n.ErrorIn(err, i18n.TR), EN: i18n.ErrorIn(err, i18n.EN)}
				case err == nil:
					for mi := range pl.Metrics {
						grid[mi][i] = vals[mi]
					}
				}
				r.done++
				pause()
			}
		}
		r.running = false
		r.wall = time.Since(t0)
		publish(r)
	}
	if delay <= 0 {
		ctx.Async(run)
		return
	}
	ctx.After(delay, func(ctx app.Context) {
		if !stale() {
			ctx.Async(run)
		}
	})
}

func nanGrid(rows, cols int) [][]float64 {
	out := make([][]float64, rows)
	for i := range out {
		out[i] = make([]float64, cols)
		for j := range out[i] {
			out[i][j] = math.NaN()
		}
	}
	return out
}

func (r *sweepRun) clone() *sweepRun {
	c := *r
	c.cur, c.pin = cloneGrid(r.cur), cloneGrid(r.pin)
	c.failed = slices.Clone(r.failed)
	return &c
}

func cloneGrid(g [][]float64) [][]float64 {
	if g == nil {
		return nil
	}
	out := make([][]float64, len(g))
	for i := range g {
		out[i] = slices.Clone(g[i])
	}
	return out
}

// stop abandons the sweep going; what it drew stays.
func (s *sweepView) stop(ctx app.Context, e app.Event) {
	s.gen.Add(1)
	if s.run != nil && s.run.running {
		r := s.run.clone()
		r.running, r.stopped = false, true
		s.run = r
	}
}

// again reruns the same sweep (after a stop).
func (s *sweepView) again(ctx app.Context, e app.Event) { s.start(ctx) }

// edit posts new keys to the page, which records them and redraws us.
func (s *sweepView) edit(ctx app.Context, sp sweep.Spec, metrics []string) {
	ctx.NewActionWithValue(actSweep, sweepEdit{Spec: sp.String(), Metric: strings.Join(metrics, ",")})
}

// current is what the controls show: the URL's spec, or when it does not
// parse the default one (the error says what was wrong).
func (s *sweepView) current() (sweep.Spec, []string) {
	sp, err := sweep.Parse(s.Ispec)
	if err != nil || s.Ilab.New().Spec().Field(sp.Knob) == nil {
		def, _ := defaultSweep(s.Ilab, "")
		sp.Knob, sp.From, sp.To, sp.Steps, sp.Log = def.Knob, def.From, def.To, def.Steps, def.Log
		if err != nil {
			sp = def
		}
	}
	ms := splitList(s.Imetric)
	if len(ms) == 0 {
		ms = defaultMetrics(s.Ilab, sp.Knob)
	}
	return sp, ms
}

func (s *sweepView) Render() app.UI {
	root := app.Section().ID("sweep").Class("sweep").Aria("labelledby", "sweep-h")
	if s.Ilab == nil {
		return root
	}
	if len(sweepKnobs(s.Ilab)) == 0 {
		return root.Body(app.P().Text(s.t(txtSweepNoKnob)))
	}
	state, done, total := "idle", 0, 0
	switch r := s.run; {
	case s.err != nil:
		state = "error"
	case r != nil && r.running:
		state, done, total = "running", r.done, r.total
	case r != nil && r.stopped:
		state, done, total = "stopped", r.done, r.total
	case r != nil:
		state, done, total = "done", r.done, r.total
	}
	root = root.DataSet("state", state).DataSet("done", done).DataSet("total", total)
	if r := s.run; r != nil && !r.running {
		root = root.DataSet("ms", strconv.FormatFloat(float64(r.wall)/float64(time.Millisecond), 'f', 1, 64))
	}
	return root.Body(
		app.H2().ID("sweep-h").Text(s.t(txtSweepHeading)),
		app.P().Class("help").Text(s.t(txtSweepIntro)),
		s.renderReady(),
		s.renderControls(),
		s.renderStatus(),
		s.renderChart(),
	)
}

// renderReady offers the lab's ready sweeps: each sets its knob, range,
// metrics and the parameters its trade-off needs.
func (s *sweepView) renderReady() app.UI {
	if len(s.Ilab.Sweeps) == 0 {
		return nil
	}
	return app.Div().Class("presets sweep-ready").Role("group").Aria("label", s.t(txtSweepReady)).Body(
		app.Span().Class("presets-label").Text(s.t(txtSweepReady)),
		app.Ul().Body(app.Range(s.Ilab.Sweeps).Slice(func(i int) app.UI {
			rs := s.Ilab.Sweeps[i]
			sp := readySpec(rs)
			q, _ := url.ParseQuery(rs.Params)
			pressed := s.Ispec == sp.String() && s.Imetric == strings.Join(rs.Metrics, ",")
			return app.Li().Body(app.Button().Type("button").ID("sweep-ready-"+rs.ID).Class("preset").
				Aria("pressed", pressed).Text(rs.Label.In(s.Ilang)).
				OnClick(func(ctx app.Context, e app.Event) {
					ctx.NewActionWithValue(actSweep, sweepEdit{Spec: sp.String(), Metric: strings.Join(rs.Metrics, ","), Params: q})
				}, app.EventScope(s.Ilab.ID, rs.ID)))
		})),
	)
}

func readySpec(rs lab.SweepPreset) sweep.Spec {
	steps := rs.Steps
	if steps == 0 {
		steps = sweep.DefaultSteps
	}
	return sweep.Spec{Knob: rs.Knob, From: rs.From, To: rs.To, Steps: steps, Log: rs.Log, Metrics: rs.Metrics}
}

// renderControls is the sweep's own small form: knob, range, points, log
// spacing when the range spans two decades, metrics; the error beside it.
func (s *sweepView) renderControls() app.UI {
	sp, metrics := s.current()
	fields := s.Ilab.New().Spec()
	knob := fields.Field(sp.Knob)
	var lesson, beyond []app.UI
	for _, f := range sweepKnobs(s.Ilab) {
		label := f.LabelText.In(s.Ilang)
		if label == "" {
			label = f.Name
		}
		label = draw.Titled(label, f.UnitText)
		opt := app.Option().Value(f.Name).Selected(f.Name == sp.Knob).Text(label)
		if f.IsAdvanced {
			beyond = append(beyond, opt)
		} else {
			lesson = append(lesson, opt)
		}
	}
	decades := 0.0
	if knob != nil {
		lo, okLo := draw.KnobNumber(sp.From, knob.Kind == param.Duration, "ns")
		hi, okHi := draw.KnobNumber(sp.To, knob.Kind == param.Duration, "ns")
		if okLo && okHi && lo > 0 && hi > lo {
			decades = math.Log10(hi / lo)
		}
	}
	// The handlers below close over this render's spec and metrics; go-app
	// keeps an element's handler while its code is the same, so the scope
	// names the state they were made for (form.go).
	scope := app.EventScope(s.Ilab.ID, sp.String(), strings.Join(metrics, ","))
	onKnob := func(ctx app.Context, e app.Event) {
		name := ctx.JSSrc().Get("value").String()
		next, _ := defaultSweep(s.Ilab, name)
		s.edit(ctx, next, metrics)
	}
	// A text box's change rewrites its part of the spec; the step count
	// goes in as typed, so a word there is refused by name like the rest.
	onText := func(set func(sp *sweep.Spec, v string)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			v := strings.TrimSpace(ctx.JSSrc().Get("value").String())
			next := sp
			if set == nil {
				if n, err := strconv.Atoi(v); err == nil {
					next.Steps = n
				} else {
					raw := next.Knob + ":" + next.From + ".." + next.To + ":" + v
					if next.Log {
						raw += ":log"
					}
					ctx.NewActionWithValue(actSweep, sweepEdit{Spec: raw, Metric: strings.Join(metrics, ",")})
					return
				}
			} else {
				set(&next, v)
			}
			s.edit(ctx, next, metrics)
		}
	}
	var errMsg string
	if s.err != nil {
		errMsg = i18n.ErrorIn(s.err, s.Ilang)
	}
	text := func(id string, label i18n.Text, value string, set func(sp *sweep.Spec, v string)) app.UI {
		in := app.Input().Type("text").ID(id).Value(typedValue(id, value)).Spellcheck(false).AutoComplete(false).
			OnChange(onText(set), scope)
		if errMsg != "" {
			in = in.Aria("describedby", "sweep-error")
		}
		return app.Div().Class("field").Body(app.Label().For(id).Text(s.t(label)), in)
	}
	return app.Form().ID("sweep-form").Class("params sweep-controls").Aria("label", s.t(txtSweepHeading)).
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).
		Body(
			app.Div().Class("sweep-row").Body(
				app.Div().Class("field sweep-knob").Body(
					app.Label().For("sweep-knob").Text(s.t(txtSweepKnob)),
					app.Select().ID("sweep-knob").OnChange(onKnob, scope).Body(
						app.If(len(lesson) > 0, func() app.UI {
							return app.OptGroup().Label(s.t(txtSweepLesson)).Body(lesson...)
						}),
						app.If(len(beyond) > 0, func() app.UI {
							return app.OptGroup().Label(s.t(txtAdvanced)).Body(beyond...)
						}),
					),
				),
				text("sweep-from", txtSweepFrom, sp.From, func(sp *sweep.Spec, v string) { sp.From = v }),
				text("sweep-to", txtSweepTo, sp.To, func(sp *sweep.Spec, v string) { sp.To = v }),
				text("sweep-steps", txtSweepSteps, strconv.Itoa(sp.Steps), nil),
			),
			app.If(decades >= 2 || sp.Log, func() app.UI {
				return app.Div().Class("field field-bool").Body(
					app.Input().Type("checkbox").ID("sweep-log").Checked(sp.Log).
						OnChange(func(ctx app.Context, e app.Event) {
							next := sp
							next.Log = ctx.JSSrc().Get("checked").Bool()
							s.edit(ctx, next, metrics)
						}, scope),
					app.Label().For("sweep-log").Text(txtSweepLog.Format(draw.FormatNum(math.Round(decades*10)/10)).In(s.Ilang)),
				)
			}),
			app.FieldSet().Class("sweep-metrics").Body(
				app.Legend().Text(s.t(txtSweepMetrics)),
				app.Range(s.Ilab.Metrics).Slice(func(i int) app.UI {
					m := s.Ilab.Metrics[i]
					on := slices.Contains(metrics, m.ID)
					label := draw.Titled(m.Label.In(s.Ilang), m.Unit)
					id := "sweep-m-" + m.ID
					return app.Div().Class("sweep-metric").Body(
						app.Input().Type("checkbox").ID(id).Value(m.ID).Checked(on).
							Disabled(on && len(metrics) == 1). // at least one metric stays
							OnChange(func(ctx app.Context, e app.Event) {
								want := ctx.JSSrc().Get("checked").Bool()
								var next []string
								for _, lm := range s.Ilab.Metrics {
									if lm.ID == m.ID && want || lm.ID != m.ID && slices.Contains(metrics, lm.ID) {
										next = append(next, lm.ID)
									}
								}
								s.edit(ctx, sp, next)
							}, scope),
						app.Label().For(id).Title(m.Help.In(s.Ilang)).Text(label),
					)
				}),
			),
			app.If(errMsg != "", func() app.UI {
				return app.P().ID("sweep-error").Class("field-error").Role("alert").Text(errMsg)
			}),
		)
}

// renderStatus says how far the sweep got, with a stop button while it runs.
func (s *sweepView) renderStatus() app.UI {
	var body []app.UI
	r := s.run
	switch {
	case !s.IbaseOK:
		body = append(body, app.Span().Class("warn").Text(s.t(txtSweepFormBad)))
	case r == nil:
	case r.running:
		body = append(body,
			app.Span().Class("progress").Text(txtSweepProgress.Format(r.done, r.total).In(s.Ilang)),
			app.Button().Type("button").ID("sweep-stop").Text(s.t(txtSweepStop)).OnClick(s.stop))
	case r.stopped:
		body = append(body,
			app.Span().Text(txtSweepStopped.Format(r.done, r.total).In(s.Ilang)),
			app.Button().Type("button").ID("sweep-again").Text(s.t(txtSweepRestart)).OnClick(s.again))
	default:
		body = append(body, app.Span().Class("stats").Text(txtSweepDone.N(r.done, draw.FormatWall(r.wall)).In(s.Ilang)))
	}
	return app.Div().ID("sweep-status").Class("status sweep-status").Role("status").Aria("live", "polite").Body(body...)
}

// plot turns the run into what the chart draws.
func (s *sweepView) plot(r *sweepRun) *draw.SweepPlot {
	pl := r.plan
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
	// A duration reads in the knob's unit, to four digits (the link and
	// the table keep the exact value).
	show := func(v string) string {
		if x, ok := draw.KnobNumber(v, true, unit); ok && dur {
			return draw.WithUnit(draw.FormatMetric(x), unit)
		}
		return v
	}
	d := &draw.SweepPlot{Knob: knob, Values: pl.Values, Log: pl.Spec.Log, Cur: r.cur, Pin: r.pin,
		Pinned: r.pinned, PinLabel: txtSweepPinCurve.Format(s.IpinLabel).In(s.Ilang)}
	for _, f := range r.failed {
		d.Failed = append(d.Failed, f.In(s.Ilang))
	}
	for _, v := range pl.Values {
		x, _ := draw.KnobNumber(v, dur, unit)
		d.Xs = append(d.Xs, x)
		d.Shown = append(d.Shown, show(v))
	}
	for _, id := range pl.Metrics {
		m := s.Ilab.Metric(id)
		d.Metrics = append(d.Metrics, draw.SweepMetric{ID: id, Label: m.Label.In(s.Ilang), Unit: m.Unit})
	}
	// Marks: the lesson's value and the form's (one line when equal), and
	// the pinned run's when it differs.
	mark := func(v string, label i18n.Text, class string) {
		if x, ok := draw.KnobNumber(v, dur, unit); ok {
			d.Marks = append(d.Marks, draw.SweepMark{X: x, Label: label.Format(show(v)).In(s.Ilang), Class: class})
		}
	}
	lesson, cur := f.Default, knobValue(f, r.base)
	if cur == lesson {
		mark(lesson, txtSweepBothAt, "lesson")
	} else {
		mark(lesson, txtSweepLessonAt, "lesson")
		mark(cur, txtSweepCurrentAt, "current")
	}
	if s.Ipin != "" {
		if pv := knobValue(f, s.Ipin); pv != cur {
			mark(pv, txtSweepPinnedAt, "pinned")
		}
	}
	base, _ := url.ParseQuery(r.base)
	for i := range pl.Values {
		q := pl.Query(base, i)
		for k, vs := range s.Ilinks {
			q[k] = vs
		}
		d.Hrefs = append(d.Hrefs, "?"+encodeQuery(q))
	}
	return d
}

// knobValue is the knob's value in an encoded parameter set (its default
// when the set leaves it out: sets are encoded with defaults dropped).
func knobValue(f *param.Field, encoded string) string {
	q, _ := url.ParseQuery(encoded)
	if v := q.Get(f.Name); v != "" {
		return v
	}
	return f.Default
}

// renderChart draws the curve, its words and its numbers.
func (s *sweepView) renderChart() app.UI {
	r := s.run
	if r == nil {
		return app.Div().ID("box-sweep").Class("chart-box sweep-box")
	}
	d := s.plot(r)
	w := s.width
	if w <= 0 {
		w = 640
	}
	svgText, alt := draw.SweepChart("sweep-chart", d, w, s.Ilang)
	return app.Figure().Class("chart-fig sweep-fig").Body(
		app.FigCaption().Text(d.Title(s.Ilang)),
		app.Div().ID("box-sweep").Class("chart-box sweep-box").OnClick(s.onPoint).Body(app.Raw(svgText)),
		app.P().Class("alt").Text(alt),
		s.renderFailed(d),
		s.renderTable(d),
	)
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
	head := []app.UI{app.Th().Scope("col").Text(d.Knob)}
	for _, m := range d.Metrics {
		head = append(head, app.Th().Scope("col").Text(m.Label))
		if d.Pinned {
			head = append(head, app.Th().Scope("col").Text(txtSweepPinCol.Format(m.Label).In(s.Ilang)))
		}
	}
	head = append(head, app.Th().Scope("col").Text(s.t(txtSweepRun)))
	return app.Details().Class("chart-data").Body(
		app.Summary().Text(s.t(txtChartData)),
		app.Div().Class("table-wrap").Body(app.Table().ID("sweep-table").Body(
			app.THead().Body(app.Tr().Body(head...)),
			app.TBody().Body(app.Range(d.Values).Slice(func(i int) app.UI {
				row := []app.UI{app.Th().Scope("row").Class("num").Text(d.Values[i])}
				for mi, m := range d.Metrics {
					row = append(row, app.Td().Class("num").Text(draw.WithUnit(draw.FormatMetric(d.Cur[mi][i]), m.Unit)))
					if d.Pinned {
						row = append(row, app.Td().Class("num").Text(draw.WithUnit(draw.FormatMetric(d.Pin[mi][i]), m.Unit)))
					}
				}
				row = append(row, app.Td().Body(app.A().Href(d.Hrefs[i]).Text(s.t(txtSweepOpenLink))))
				return app.Tr().Body(row...)
			})),
		)),
	)
}

// sweepKnobs are the knobs a sweep can vary: numbers and durations (not
// the seed, which is no quantity).
func sweepKnobs(l *lab.Lab) []*param.Field {
	spec := l.New().Spec()
	seed := seedField(spec)
	var out []*param.Field
	for _, f := range spec.Fields() {
		if f.Numeric() && !slices.Contains(seed, f.Name) {
			out = append(out, f)
		}
	}
	return out
}

// defaultSweep is the sweep a knob opens with: the lab's ready sweep of
// that knob when there is one (its range and metrics), else the lesson's
// value ÷4 … ×4 within the knob's bounds in sweep.DefaultSteps linear
// points. An empty knob means the first ready sweep's, else the first
// knob that can be swept.
func defaultSweep(l *lab.Lab, knob string) (sweep.Spec, bool) {
	if knob == "" && len(l.Sweeps) > 0 {
		return readySpec(l.Sweeps[0]), true
	}
	knobs := sweepKnobs(l)
	if len(knobs) == 0 {
		return sweep.Spec{}, false
	}
	f := knobs[0]
	for _, k := range knobs {
		if k.Name == knob {
			f = k
		}
	}
	for _, rs := range l.Sweeps {
		if rs.Knob == f.Name {
			return readySpec(rs), true
		}
	}
	from, to := aroundDefault(f)
	return sweep.Spec{Knob: f.Name, From: from, To: to, Steps: sweep.DefaultSteps, Metrics: defaultMetrics(l, f.Name)}, true
}

// defaultMetrics are the metrics a knob's sweep draws unless told: its
// ready sweep's, else the lab's first.
func defaultMetrics(l *lab.Lab, knob string) []string {
	for _, rs := range l.Sweeps {
		if rs.Knob == knob && len(rs.Metrics) > 0 {
			return rs.Metrics
		}
	}
	if len(l.Metrics) > 0 {
		return []string{l.Metrics[0].ID}
	}
	return nil
}

// aroundDefault is the lesson's value ÷4 … ×4 clipped to the knob's
// bounds, in the knob's encoding; a lesson value of zero spans the bounds.
func aroundDefault(f *param.Field) (from, to string) {
	dur := f.Kind == param.Duration
	def, _ := draw.KnobNumber(f.Default, dur, "ns")
	lo, _ := draw.KnobNumber(f.Min, dur, "ns")
	hi, _ := draw.KnobNumber(f.Max, dur, "ns")
	a, b := lo, hi
	if def > 0 {
		a, b = max(lo, def/4), min(hi, def*4)
	}
	if f.Kind == param.Int {
		a, b = math.Floor(a), math.Ceil(b)
	}
	if !(b > a) {
		a, b = lo, hi
	}
	return knobText(f, a), knobText(f, b)
}

// knobText writes x (durations in ns) in the knob's encoding.
func knobText(f *param.Field, x float64) string {
	switch f.Kind {
	case param.Int:
		return strconv.FormatInt(int64(math.Round(x)), 10)
	case param.Duration:
		return time.Duration(math.Round(sweep.RoundSig(x, 3))).String()
	}
	return param.FormatFloat(sweep.RoundSig(x, 3))
}
