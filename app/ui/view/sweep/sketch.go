package sweep

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/progress"
	"playground/engine/i18n"
	"playground/engine/words"
)

// A sketch is predict by drawing: before the sweep runs, the learner draws
// the curve they expect for its first metric over empty axes — with a
// pointer (mouse, pen or finger), or the keyboard — then reveals the sweep
// over it, scored (score.go) and the best score kept (package progress).
// Nothing runs while a guess is being drawn.
type sketch struct {
	vals     []float64 // per point; NaN: not drawn
	metric   string    // the metric drawn
	key      string    // its progress.SketchKey
	lo, hi   float64   // the height offered (it doubles when the guess reaches its top)
	cursor   int       // the keyboard's point
	down     bool      // a pointer is drawing
	last     int       // the point the pointer was last at (-1: none)
	revealed bool
	scored   bool
	fit      Fit
	best     int // the best score kept; -1: none
}

// state is what data-sketch says: nothing drawn yet, some points drawn,
// every point drawn, or the sweep shown over it.
func (sk *sketch) state() string {
	drawn := 0
	for _, v := range sk.vals {
		if !math.IsNaN(v) {
			drawn++
		}
	}
	switch {
	case sk.revealed:
		return "revealed"
	case drawn == 0:
		return "empty"
	case drawn < len(sk.vals):
		return "drawing"
	}
	return "ready"
}

// newSketch is an empty guess of the sweep's first metric (nil when the
// sweep's keys are refused).
func (s *sweepView) newSketch() *sketch {
	pl, err := s.plan()
	if err != nil {
		return nil
	}
	sk := &sketch{vals: make([]float64, len(pl.Values)), metric: pl.Metrics[0], last: -1, best: -1}
	for i := range sk.vals {
		sk.vals[i] = math.NaN()
	}
	sk.key = progress.SketchKey(s.Ilab.ID, pl.Spec.String(), sk.metric)
	if b, ok := progress.Best(sk.key); ok {
		sk.best = b
	}
	s.offer(sk)
	return sk
}

// offer sets the height a guess is drawn on, while none is: 0 to twice the
// value the form's own run got (that run is the curve at the form's knob
// value, so it stands mid-height), 0 to 100 for a share, 0 to 10 when the
// run got 0 or has not ended yet.
func (s *sweepView) offer(sk *sketch) {
	v := 0.0
	if s.Ires != nil {
		v = s.Ires.Metrics[sk.metric]
	}
	m := s.Ilab.Metric(sk.metric)
	switch {
	case m != nil && m.Unit == "%" && v >= 0 && v <= 100:
		sk.lo, sk.hi = 0, 100
	case v > 0:
		sk.lo, sk.hi = 0, 2*v
	case v < 0:
		sk.lo, sk.hi = 2*v, 0
	default:
		sk.lo, sk.hi = 0, 10
	}
}

// startSketch hides the curve and offers empty axes to draw on.
func (s *sweepView) startSketch(ctx app.Context, e app.Event) {
	if sk := s.newSketch(); sk != nil {
		s.lane.Drop()
		s.sk, s.run = sk, nil
	}
}

// reveal fills the guess's gaps and runs the sweep over it; the guess is
// scored when the sweep ends (scoreSketch). With nothing drawn it only
// runs the sweep: the learner changed their mind. The sweep runs on the
// view's own context: the button or box that asked may be gone before it
// ends.
func (s *sweepView) reveal(_ app.Context, _ app.Event) {
	sk := s.sk
	if sk == nil || sk.revealed {
		return
	}
	if sk.state() == "empty" {
		s.sk = nil
	}
	sk.vals, sk.revealed, sk.down = fill(sk.vals), true, false
	s.start(s.mounted)
}

// scoreSketch scores a revealed guess once its sweep has run every point,
// and keeps the score when it is the best.
func (s *sweepView) scoreSketch() {
	sk, r := s.sk, s.run
	if sk == nil || !sk.revealed || sk.scored || r == nil || r.running || r.stopped || len(r.cur) == 0 {
		return
	}
	if f, ok := Score(sk.vals, r.cur[0]); ok {
		sk.fit, sk.scored = f, true
		sk.best = progress.Keep(sk.key, f.Score)
	}
}

// emptyRun is what a guess is drawn over: the sweep's points with its
// first metric only, none run.
func (s *sweepView) emptyRun() *sweepRun {
	pl, _ := s.plan()
	one := *pl
	one.Metrics = pl.Metrics[:1]
	n := len(pl.Values)
	return &sweepRun{plan: &one, base: s.Ibase, cur: nanGrid(1, n), failed: make([]i18n.Text, n)}
}

// frame is where the guess's chart stands as drawn now.
func (s *sweepView) frame() draw.SketchFrame {
	return draw.SweepSketchFrame(s.plot(s.emptyRun()), s.chartWidth())
}

// set draws value v at point i, and the straight line to it across the
// points the pointer skipped since the last one it was at.
func (sk *sketch) set(i int, v float64, fr draw.SketchFrame) {
	if i < 0 || i >= len(sk.vals) {
		return
	}
	q := (fr.Hi - fr.Lo) / 200
	v = math.Round(v/q) * q
	if j := sk.last; j >= 0 && j < len(sk.vals) && !math.IsNaN(sk.vals[j]) {
		for k := min(i, j) + 1; k < max(i, j); k++ {
			sk.vals[k] = math.Round((sk.vals[j]+(v-sk.vals[j])*float64(k-j)/float64(i-j))/q) * q
		}
	}
	sk.vals[i], sk.last, sk.cursor = v, i, i
	if v >= fr.Hi && !sk.down {
		sk.hi = fr.Lo + 2*(fr.Hi-fr.Lo) // the guess reached the top: more room
	}
}

// onSketchPointer draws while a pointer is down on the chart: the point
// nearest to it takes the value at its height.
func (s *sweepView) onSketchPointer(ctx app.Context, e app.Event) {
	sk := s.sk
	if sk == nil || sk.revealed {
		return
	}
	switch e.Get("type").String() {
	case "pointerdown":
		if e.Get("button").Int() != 0 {
			return
		}
		ctx.JSSrc().Call("setPointerCapture", e.Get("pointerId"))
		sk.down, sk.last = true, -1
	case "pointermove":
		if !sk.down {
			return
		}
	default: // up or cancelled
		if sk.down {
			sk.down = false
			fr := s.frame()
			for _, v := range sk.vals {
				if v >= fr.Hi {
					sk.hi = fr.Lo + 2*(fr.Hi-fr.Lo)
					break
				}
			}
		}
		return
	}
	e.PreventDefault()
	// The chart is drawn at its box's width, from the box's corner; the
	// box is the events' target (the chart takes no pointer events).
	fr := s.frame()
	i, v := fr.At(e.Get("offsetX").Float(), e.Get("offsetY").Float())
	sk.set(i, v, fr)
}

// onSketchKey is the keyboard's way to draw: ←/→ pick a point (an empty
// one takes the value of the point left), ↑/↓ change its value by a
// twentieth of the axis (Page Up/Down: a fifth; an empty point starts where
// the filled line would put it, or mid-height), Enter reveals.
func (s *sweepView) onSketchKey(ctx app.Context, e app.Event) {
	sk := s.sk
	if sk == nil || sk.revealed {
		return
	}
	fr := s.frame()
	c, step := sk.cursor, (fr.Hi-fr.Lo)/20
	switch e.Get("key").String() {
	case "ArrowLeft":
		sk.cursor = max(c-1, 0)
	case "ArrowRight":
		if c+1 < len(sk.vals) {
			sk.cursor = c + 1
			if math.IsNaN(sk.vals[c+1]) && !math.IsNaN(sk.vals[c]) {
				sk.vals[c+1] = sk.vals[c]
			}
		}
	case "ArrowUp":
		s.nudge(step, fr)
	case "ArrowDown":
		s.nudge(-step, fr)
	case "PageUp":
		s.nudge(4*step, fr)
	case "PageDown":
		s.nudge(-4*step, fr)
	case "Enter":
		s.reveal(ctx, e)
	default:
		return
	}
	e.PreventDefault()
}

// nudge moves the keyboard's point by dv.
func (s *sweepView) nudge(dv float64, fr draw.SketchFrame) {
	sk := s.sk
	v := sk.vals[sk.cursor]
	switch {
	case !math.IsNaN(v):
		v += dv
	case sk.state() == "empty":
		v = (fr.Lo + fr.Hi) / 2
	default:
		v = fill(sk.vals)[sk.cursor]
	}
	sk.last = -1
	sk.set(sk.cursor, max(v, fr.Lo), fr)
}

// sketchData writes a guess for data-sketch-y: each point's value exactly,
// "" for one not drawn.
func sketchData(vals []float64) string {
	out := make([]string, len(vals))
	for i, v := range vals {
		if !math.IsNaN(v) {
			out[i] = exact(v)
		}
	}
	return strings.Join(out, ",")
}

// exact writes v in the fewest digits that read back as v.
func exact(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// surface makes the chart's box the surface a guess is drawn on: a
// slider of the point the keyboard edits, drawn on with a pointer.
func (s *sweepView) surface(box app.HTMLDiv, d *draw.SweepPlot) app.HTMLDiv {
	sk := s.sk
	fr := draw.SweepSketchFrame(d, s.chartWidth())
	m := d.Metrics[0]
	now, text := sk.vals[sk.cursor], s.t(txtSketchNone)
	if math.IsNaN(now) {
		now = fr.Lo
	} else {
		text = draw.MetricIn(now, m.Unit, s.Ilang)
	}
	box = box.Class("chart-box sweep-box sketch-surface").Attr("tabindex", 0).Role("slider").
		Aria("label", txtSketchLabel.Format(m.Label).In(s.Ilang)).Aria("describedby", "sketch-ask").
		Aria("valuemin", exact(fr.Lo)).Aria("valuemax", exact(fr.Hi)).Aria("valuenow", exact(now)).
		Aria("valuetext", d.Knob+" = "+d.Shown[sk.cursor]+": "+text).
		On("pointerdown", s.onSketchPointer).On("keydown", s.onSketchKey)
	if sk.down {
		box = box.On("pointermove", s.onSketchPointer).On("pointerup", s.onSketchPointer).On("pointercancel", s.onSketchPointer)
	}
	return box
}

// button is one of the view's plain buttons.
func (s *sweepView) button(id string, label i18n.Text, h app.EventHandler) app.HTMLButton {
	return app.Button().Type("button").ID(id).Text(s.t(label)).OnClick(h)
}

// renderSketchBar goes with a guess: while it is drawn, what to do and the
// way on; once revealed, how the score is counted, and how close it came
// when the sweep has run. The best score kept stands beside either.
func (s *sweepView) renderSketchBar(d *draw.SweepPlot) app.UI {
	sk, l := s.sk, s.Ilang
	if sk == nil {
		return nil
	}
	best := ""
	if sk.best >= 0 {
		best = s.t(txtSketchBest) + words.Pct(float64(sk.best), 0).In(l)
	}
	head, say := "", txtSketchAsk.Format(d.Metrics[0].Label, d.Knob).In(l)
	b := s.button("sketch-reveal", txtSketchReveal, s.reveal).Class("primary")
	if sk.revealed {
		if sk.scored {
			head = txtSketchScore.Format(words.Pct(float64(sk.fit.Score), 0).In(l)).In(l) + " "
		}
		say, b = s.t(txtSketchHow), s.button("sketch-again", txtSketchAgain, s.startSketch)
	}
	return app.Div().ID("sketch").Class("sketch-bar").Aria("live", "polite").Body(
		app.P().ID("sketch-ask").Body(app.Strong().Text(head), app.Text(say)),
		b,
		app.Span().Class("sketch-best").Text(best),
	)
}
