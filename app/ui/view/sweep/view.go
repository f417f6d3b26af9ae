// Package sweep is the lab page's sweep view (view=sweep): one numeric
// knob over a range, every other knob as the form says, and the lab's
// metrics at each point, drawn as a curve. Its state is two page keys,
// sweep=KNOB:FROM..TO:STEPS[:log] and metric=ID,ID, so a link reproduces
// it; the points run in slices on the page's single thread (package run),
// each exactly the single run with its parameters, keeping only its
// metrics.
package sweep

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/run"
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

	keyRest string // what the drawn sweep was run for: lab, keys, pin…
	keyBase string // … and the form's parameters
	run     *sweepRun
	err     error // the sweep's input is bad: field-named
	width   float64
	lane    run.Lane    // a newer sweep abandons older ones
	posted  string      // the default keys asked for once
	sk      *sketch     // a guess drawn before the sweep runs (sketch.go)
	mounted app.Context // the view's own context, for work an element starts that outlives it
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
		sp, ok := defaultSweep(s.Ilab, "", s.Ibase)
		if ok && s.posted != sp.String() {
			s.posted = sp.String()
			s.post(ctx, sp.String(), strings.Join(sp.Metrics, ","), nil)
		}
		return
	}
	if !s.IbaseOK {
		return // keep what is drawn; the view says why it does not follow
	}
	rest := strings.Join([]string{s.Ilab.ID, s.Ispec, s.Imetric, s.Ipin}, "\n")
	sk := s.sk
	if sk != nil && sk.state() == "empty" {
		s.offer(sk) // the form's run may have ended since
	}
	if rest == s.keyRest && s.Ibase == s.keyBase {
		return
	}
	onlyBase := rest == s.keyRest && s.run != nil
	if sk != nil && !sk.revealed {
		// A guess is being drawn: nothing runs until it is revealed; a
		// new sweep or metric starts a new guess.
		if rest != s.keyRest {
			s.sk = s.newSketch()
		}
		if s.sk != nil {
			s.keyRest, s.keyBase = rest, s.Ibase
			return
		}
	}
	s.sk = nil // a revealed guess was of the curve drawn before this change
	s.keyRest, s.keyBase = rest, s.Ibase
	if !onlyBase {
		s.start(ctx)
		return
	}
	// The form changed: the sweep restarts once typing pauses (each
	// keystroke would otherwise start and abandon a sweep).
	s.startAfter(ctx, view.TypingPause)
}

// plan checks the keys against the lab.
func (s *sweepView) plan() (*sweep.Plan, error) {
	sp, err := sweep.Parse(s.Ispec)
	if err != nil {
		return nil, err
	}
	sp.Metrics = pagekey.List(s.Imetric)
	if len(sp.Metrics) == 0 {
		sp.Metrics = defaultMetrics(s.Ilab, sp.Knob)
	}
	return sweep.NewPlan(s.Ilab, sp)
}

// edit posts new keys to the page, which records them and redraws us.
func (s *sweepView) edit(ctx app.Context, sp sweep.Spec, metrics []string) {
	s.post(ctx, sp.String(), strings.Join(metrics, ","), nil)
}

// current is what the controls show: the URL's spec, or when it does not
// parse the default one (the error says what was wrong).
func (s *sweepView) current() (sweep.Spec, []string) {
	sp, err := sweep.Parse(s.Ispec)
	if err != nil || knobOf(s.Ilab, s.Ibase, sp.Knob) == nil {
		def, _ := defaultSweep(s.Ilab, "", s.Ibase)
		sp.Knob, sp.From, sp.To, sp.Steps, sp.Log = def.Knob, def.From, def.To, def.Steps, def.Log
		if err != nil {
			sp = def
		}
	}
	ms := pagekey.List(s.Imetric)
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
	if len(sweepKnobs(s.Ilab, s.Ibase)) == 0 {
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
	if sk := s.sk; sk != nil {
		root = root.DataSet("sketch", sk.state()).DataSet("sketch-y", sketchData(sk.vals))
		if sk.scored {
			root = root.DataSet("score", sk.fit.Score)
		}
		if sk.best >= 0 {
			root = root.DataSet("best", sk.best)
		}
	}
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

// post asks the page to record the sweep's keys (and, for a ready sweep,
// to set the form to its parameters over the lesson's values).
func (s *sweepView) post(ctx app.Context, spec, metric string, params url.Values) {
	ctx.NewActionWithValue(view.ActKeys, view.Keys{Set: url.Values{sweep.Field: {spec}, metricKey: {metric}}, Params: params})
}
