package replay

import (
	"math"
	"slices"

	"playground/app/pagekey"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/paint"
	"playground/app/ui/playback"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// View is the replay view. Its page key is t, the moment shown, which
// follows the scrubber once it rests (so a link reopens the same frame).
var View = view.View{
	ID:    "replay",
	Label: txtViewReplay,
	Keys:  pagekey.Declare("t"),
	Alone: true,
	Render: func(c *view.Context) app.UI {
		return newReplay().Lab(c.Lab).Lang(c.Lang).Embed(c.Embed).Result(c.Res).Prev(c.Prev).Running(c.Running).Moment(c.Keys.Get("t")).Follow(c.HostMoment).
			Folded(c.Embed && slices.Contains(c.Sections, "folded"))
	},
}

type replay struct {
	app.Compo

	Ilab     *lab.Lab // its declared outcomes: "show me one"
	Ilang    i18n.Lang
	Iembed   bool
	Ires     *lab.Result
	Iprev    *lab.Result // the run before Res's change, drawn faintly (faults.go)
	Irunning bool
	Imoment  string // t= as the URL says it
	// Ihost is the moment the embedding lesson page last asked for; hostN
	// the ask already taken. The replay follows it unless the learner is
	// playing or holding the scrubber: the page never fights the learner.
	Ifolded bool // an embed with sections=folded: the tables one click away
	// Ihost is the moment the embedding lesson page last asked for (the
	// player takes each ask once, and not while the learner plays or holds
	// the scrubber).
	Ihost view.Moment

	p        playback.Player // the moment and how it moves
	lay      draw.Topology
	svg      string // the topology's static part
	svgKey   string // what svg was drawn for
	width    float64
	chartW   float64
	frame    app.Func
	frameCtx app.Context // the context playback dispatches its frames on
	frameID  app.Value   // the animation frame asked for, to cancel it

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

	why      *draw.WhyModel  // the event asked "why?" of and its chain (why.go)
	fs       playback.Faults // the fault panel (faults.go)
	picked   int             // the node painted as picked, -1: none
	lastWas  string
	wasShown []string // each node's data-was as painted ("": none)
}

func newReplay() *replay                         { return &replay{picked: -1} }
func (r *replay) Prev(res *lab.Result) *replay   { r.Iprev = res; return r }
func (r *replay) Lab(l *lab.Lab) *replay         { r.Ilab = l; return r }
func (r *replay) Lang(l i18n.Lang) *replay       { r.Ilang = l; return r }
func (r *replay) Embed(e bool) *replay           { r.Iembed = e; return r }
func (r *replay) Result(res *lab.Result) *replay { r.Ires = res; return r }
func (r *replay) Running(b bool) *replay         { r.Irunning = b; return r }
func (r *replay) Moment(t string) *replay        { r.Imoment = t; return r }
func (r *replay) Follow(m view.Moment) *replay   { r.Ihost = m; return r }
func (r *replay) Folded(f bool) *replay          { r.Ifolded = f; return r }
func (r *replay) tr(x i18n.Text) string          { return x.In(r.Ilang) }
func (r *replay) jsEl(id string) app.Value       { return app.Window().GetElementByID(id) }

func (r *replay) OnMount(ctx app.Context) {
	r.sync()
	ctx.Defer(r.measure)
	ctx.Defer(settleRanges)
}

func (r *replay) OnUpdate(ctx app.Context) {
	r.sync()
	r.resumeAfterFault(ctx)
	ctx.Defer(r.measure)
	ctx.Defer(settleRanges)
}

func (r *replay) OnResize(ctx app.Context) { r.measure(ctx) }

// settleRanges places the speed slider (package paint).
func settleRanges(app.Context) { paint.SettleRanges(nil) }

// OnDismount stops playback; a frame still asked for is cancelled before
// its function goes (calling a released function is an error).
func (r *replay) OnDismount() {
	r.p.Playing = false
	if r.frame != nil {
		if r.frameID != nil && r.frameID.Truthy() {
			app.Window().Call("cancelAnimationFrame", r.frameID)
		}
		r.frame.Release()
		r.frame = nil
	}
}

// sync hands the player the page's run, t= and the host's ask. The
// learner's motion preference is read again each time: it may change while
// the page is open, and another lab's replay may take this one's place
// without a new mount.
func (r *replay) sync() {
	if app.IsClient {
		mq := app.Window().Call("matchMedia", "(prefers-reduced-motion: reduce)")
		r.p.Reduced = mq.Truthy() && mq.Get("matches").Bool()
	}
	if r.p.Sync(r.Ires, r.Iprev, r.Imoment, r.Ihost.T, r.Ihost.N) {
		r.paintedKey = ""
	}
	if r.why == nil || r.why.Result() != r.Ires {
		r.why = draw.NewWhyModel(r.Ires) // a new run: nothing asked of it yet
	}
}

// measure reads the stage's width; a new width redraws the topology.
func (r *replay) measure(ctx app.Context) {
	if !app.IsClient || r.p.M == nil {
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
