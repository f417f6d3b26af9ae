package replay

import (
	"math"
	"slices"
	"time"

	"playground/app/pagekey"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/paint"
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
		return newReplay().Lang(c.Lang).Embed(c.Embed).Result(c.Res).Prev(c.Prev).Running(c.Running).Moment(c.Keys.Get("t")).Follow(c.HostMoment).
			Folded(c.Embed && slices.Contains(c.Sections, "folded"))
	},
}

// Playback: a message taking time stays on screen at least dwell (wall
// time) at the default speed, a routine one (like one just shown)
// routineStay; an exchange that takes no time is held for instantHold; a
// quiet stretch (nothing in flight, nothing told) passes in at most
// quietWall; reduced motion steps from event to event every reducedStep.
const (
	dwell       = 0.25 // s
	instantHold = 0.35
	reducedStep = 0.7
	quietWall   = 0.15                   // the most a quiet stretch takes
	routineStay = 0.03                   // how long a routine message stays
	urlDelay    = 400 * time.Millisecond // t= follows the moment once it rests
)

type replay struct {
	app.Compo

	Ilang    i18n.Lang
	Iembed   bool
	Ires     *lab.Result
	Iprev    *lab.Result // the run before Res's change, drawn faintly (faults.go)
	Irunning bool
	Imoment  string // t= as the URL says it
	// Ihost is the moment the embedding lesson page last asked for; hostN
	// the ask already taken. The replay follows it unless the learner is
	// playing or holding the scrubber: the page never fights the learner.
	Ifolded   bool // an embed with sections=folded: the tables one click away
	Ihost     view.Moment
	hostN     int
	scrubbing bool

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
	// quietTo is the end of the quiet stretch being played fast, at
	// quietPace (virtual seconds per wall second).
	quietTo   time.Duration
	quietPace float64
	frame     app.Func
	frameCtx  app.Context // the context playback dispatches its frames on
	frameID   app.Value   // the animation frame asked for, to cancel it
	urlGen    int

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

	fs       faultState        // the fault panel (faults.go)
	prevM    *draw.ReplayModel // Iprev's model, for what differs at t
	lastWas  string
	wasShown []string // each node's data-was as painted ("": none)
}

func newReplay() *replay                               { return &replay{fs: faultState{picked: -1}} }
func (r *replay) Prev(res *lab.Result) *replay         { r.Iprev = res; return r }
func (r *replay) Lang(l i18n.Lang) *replay             { r.Ilang = l; return r }
func (r *replay) Embed(e bool) *replay                 { r.Iembed = e; return r }
func (r *replay) Result(res *lab.Result) *replay       { r.Ires = res; return r }
func (r *replay) Running(b bool) *replay               { r.Irunning = b; return r }
func (r *replay) Moment(t string) *replay              { r.Imoment = t; return r }
func (r *replay) Follow(m view.Moment) *replay         { r.Ihost = m; return r }
func (r *replay) Folded(f bool) *replay                { r.Ifolded = f; return r }
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
	switch {
	case r.Iprev == nil || r.Iprev == r.Ires || r.Iprev.Lab != r.Ires.Lab:
		r.prevM = nil
	case r.prevM == nil || r.prevM.Result != r.Iprev:
		r.prevM = draw.NewReplayModel(r.Iprev)
	}
	if r.Ihost.N != r.hostN {
		r.hostN = r.Ihost.N
		if d, err := time.ParseDuration(r.Ihost.T); err == nil && d >= 0 && !r.playing && !r.scrubbing {
			r.t = r.clampT(d) // a jump, never an animation: reduced motion or not
		}
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
