// Package sweep is the lab page's sweep view (view=sweep): one numeric
// knob over a range, every other knob as the form says, and the lab's
// metrics at each point, drawn as a curve. Its state is two page keys,
// sweep=KNOB:FROM..TO:STEPS[:log] and metric=ID,ID, so a link reproduces
// it; the points run in slices on the page's single thread (package run),
// each exactly the single run with its parameters, keeping only its
// metrics.
package sweep

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/progress"
	"playground/app/ui/run"
	"playground/app/ui/sweepplan"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/sweep"
)

// View is the sweep view.
var View = view.View{
	ID:    "sweep",
	Label: txtViewSweep,
	Keys:  pagekey.Declare(sweep.Field, metricKey),
	Render: func(c *view.Context) app.UI {
		base, ok := "", c.Params != nil && len(c.Errs) == 0
		if ok {
			base = c.Params.Encode()
		}
		pin, pinLabel := "", ""
		if c.Pin != nil && c.Pin.Err == nil {
			pin, pinLabel = c.Pin.Query, c.Pin.Label
		}
		return newSweepView().Lab(c.Lab).Lang(c.Lang).
			Keys(c.Keys.Get(sweep.Field), c.Keys.Get(metricKey)).
			Base(base, ok).Pin(pin, pinLabel).Link(c.Link).Now(c.Res)
	},
}

// metricKey is the page key naming the metrics drawn.
const metricKey = "metric"

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
	// Ilink writes a point's link: the page with these parameters in a view.
	Ilink func(params url.Values, view string) string
	Ires  *lab.Result // the form's last run: the height a guess is drawn on

	m         sweepplan.Model // what the view decides (package sweepplan)
	tableOpen bool            // the learner opened the points' table
	linksKey  string          // what the points' links were written for
	linksMemo []string
	lane      run.Lane    // a newer sweep abandons older ones
	mounted   app.Context // the view's own context, for work an element starts that outlives it
}

func newSweepView() *sweepView                                          { return &sweepView{} }
func (s *sweepView) Lab(l *lab.Lab) *sweepView                          { s.Ilab = l; return s }
func (s *sweepView) Lang(l i18n.Lang) *sweepView                        { s.Ilang = l; return s }
func (s *sweepView) Keys(spec, metric string) *sweepView                { s.Ispec, s.Imetric = spec, metric; return s }
func (s *sweepView) Base(q string, ok bool) *sweepView                  { s.Ibase, s.IbaseOK = q, ok; return s }
func (s *sweepView) Pin(q, label string) *sweepView                     { s.Ipin, s.IpinLabel = q, label; return s }
func (s *sweepView) Link(fn func(url.Values, string) string) *sweepView { s.Ilink = fn; return s }
func (s *sweepView) Now(r *lab.Result) *sweepView                       { s.Ires = r; return s }
func (s *sweepView) t(x i18n.Text) string                               { return x.In(s.Ilang) }

func (s *sweepView) OnMount(ctx app.Context) {
	s.mounted = ctx
	ctx.Dispatch(s.refresh) // a refused sweep draws its error at once
	ctx.Defer(s.measure)
}

func (s *sweepView) OnUpdate(ctx app.Context) {
	s.refresh(ctx)
	ctx.Defer(s.measure)
}

func (s *sweepView) OnResize(ctx app.Context) { s.measure(ctx) }

// OnDismount abandons a sweep still going (the tab was left).
func (s *sweepView) OnDismount() { s.lane.Drop() }

// measure reads the chart box's width and redraws at that width.
func (s *sweepView) measure(ctx app.Context) {
	if !app.IsClient {
		return
	}
	el := app.Window().GetElementByID("box-sweep")
	if !el.Truthy() {
		return
	}
	if w := el.Get("clientWidth").Float(); s.m.Resized(w) {
		ctx.Dispatch(func(ctx app.Context) { s.m.Width = w })
	}
}

// refresh starts a sweep when its inputs changed: the keys, the form's
// parameters, the pin (sweepplan.Model.Refresh decides).
func (s *sweepView) refresh(ctx app.Context) {
	if s.Ilab == nil || !app.IsClient {
		return
	}
	s.sync()
	keys, post, start := s.m.Refresh()
	switch {
	case post:
		s.post(ctx, keys, nil)
	case start == sweepplan.StartNow:
		s.start(ctx)
	case start == sweepplan.StartAfterTyping:
		s.startAfter(ctx, view.TypingPause)
	}
}

// sync hands the model what the page gave the view.
func (s *sweepView) sync() {
	s.m.In = sweepplan.Inputs{Lab: s.Ilab, Spec: s.Ispec, Metric: s.Imetric, Base: s.Ibase, BaseOK: s.IbaseOK, Pin: s.Ipin, Res: s.Ires}
	s.m.Scores = &browserScores
}

// scores keeps the guesses' best scores in the browser (package progress).
type scores struct{}

var browserScores scores

func (*scores) Best(labID, sweep, metric string) (int, bool) {
	return progress.Best(progress.SketchKey(labID, sweep, metric))
}

func (*scores) Keep(labID, sweep, metric string, score int) int {
	return progress.Keep(progress.SketchKey(labID, sweep, metric), score)
}

func (s *sweepView) Render() app.UI {
	root := app.Section().ID("sweep").Class("sweep").Aria("labelledby", "sweep-h")
	if s.Ilab == nil {
		return root
	}
	s.sync()
	if len(sweepplan.Knobs(s.Ilab, s.Ibase)) == 0 {
		return root.Body(app.P().Text(s.t(txtSweepNoKnob)))
	}
	for d, i := s.m.Data(), 0; i+1 < len(d); i += 2 {
		root = root.DataSet(d[i], d[i+1])
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

// post asks the page to record the sweep's keys (and, for a ready sweep,
// to set the form to its parameters over the lesson's values).
func (s *sweepView) post(ctx app.Context, k sweepplan.Keys, params url.Values) {
	ctx.NewActionWithValue(view.ActKeys, view.Keys{Set: url.Values{sweep.Field: {k.Spec}, metricKey: {k.Metric}}, Params: params})
}
