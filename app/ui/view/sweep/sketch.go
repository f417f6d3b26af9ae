package sweep

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/sweepplan"
	"playground/engine/i18n"
	"playground/engine/words"
)

// A guess drawn before the sweep runs (sweepplan.Sketch): the view makes
// the chart's box its surface and forwards the pointer's and the keys'
// events to the model as chart coordinates.

// startSketch hides the curve and offers empty axes to draw on.
func (s *sweepView) startSketch(ctx app.Context, e app.Event) {
	if s.m.StartSketch() {
		s.lane.Drop()
	}
}

// reveal runs the sweep over the guess. It runs on the view's own
// context: the button or box that asked may be gone before it ends.
func (s *sweepView) reveal(_ app.Context, _ app.Event) {
	if s.m.Reveal() {
		s.start(s.mounted)
	}
}

// frame is where the guess's chart stands as drawn now.
func (s *sweepView) frame() draw.SketchFrame {
	r := s.m.EmptyRun()
	if r == nil {
		return draw.SketchFrame{}
	}
	return draw.SweepSketchFrame(s.plot(r), s.m.ChartWidth())
}

// onSketchPointer draws while a pointer is down on the chart. The chart is
// drawn at its box's width, from the box's corner; the box is the events'
// target (the chart takes no pointer events).
func (s *sweepView) onSketchPointer(ctx app.Context, e app.Event) {
	if !s.m.Live() {
		return
	}
	p := sweepplan.PointerUp
	switch e.Get("type").String() {
	case "pointerdown":
		p = sweepplan.PointerDown
	case "pointermove":
		p = sweepplan.PointerMove
	}
	if !s.m.Pointer(p, e.Get("button").Int(), e.Get("offsetX").Float(), e.Get("offsetY").Float(), s.frame()) {
		return
	}
	if p == sweepplan.PointerDown {
		ctx.JSSrc().Call("setPointerCapture", e.Get("pointerId"))
	}
	e.PreventDefault()
}

// onSketchKey is the keyboard's way to draw (sweepplan.Model.Key).
func (s *sweepView) onSketchKey(ctx app.Context, e app.Event) {
	if !s.m.Live() {
		return
	}
	switch s.m.Key(e.Get("key").String(), s.frame()) {
	case sweepplan.KeyIgnored:
		return
	case sweepplan.KeyReveal:
		s.reveal(ctx, e)
	}
	e.PreventDefault()
}

// surface makes the chart's box the surface a guess is drawn on: a
// slider of the point the keyboard edits, drawn on with a pointer.
func (s *sweepView) surface(box app.HTMLDiv, d *draw.SweepPlot) app.HTMLDiv {
	sk := s.m.Sketch
	fr := draw.SweepSketchFrame(d, s.m.ChartWidth())
	m := d.Metrics[0]
	now, text := sk.Vals[sk.Cursor], s.t(txtSketchNone)
	if math.IsNaN(now) {
		now = fr.Lo
	} else {
		text = draw.MetricIn(now, m.Unit, s.Ilang)
	}
	box = box.Class("chart-box sweep-box sketch-surface").Attr("tabindex", 0).Role("slider").
		Aria("label", txtSketchLabel.Format(m.Label).In(s.Ilang)).Aria("describedby", "sketch-ask").
		Aria("valuemin", sweepplan.Exact(fr.Lo)).Aria("valuemax", sweepplan.Exact(fr.Hi)).Aria("valuenow", sweepplan.Exact(now)).
		Aria("valuetext", d.Knob+" = "+d.Shown[sk.Cursor]+": "+text).
		On("pointerdown", s.onSketchPointer).On("keydown", s.onSketchKey)
	if sk.Down {
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
	sk, l := s.m.Sketch, s.Ilang
	if sk == nil {
		return nil
	}
	best := ""
	if sk.Best >= 0 {
		best = s.t(txtSketchBest) + words.Pct(float64(sk.Best), 0).In(l)
	}
	head, say := "", txtSketchAsk.Format(d.Metrics[0].Label, d.Knob).In(l)
	b := s.button("sketch-reveal", txtSketchReveal, s.reveal).Class("primary")
	if sk.Revealed {
		if sk.Scored {
			head = txtSketchScore.Format(words.Pct(float64(sk.Fit.Score), 0).In(l)).In(l) + " "
		}
		say, b = s.t(txtSketchHow), s.button("sketch-again", txtSketchAgain, s.startSketch)
	}
	return app.Div().ID("sketch").Class("sketch-bar").Aria("live", "polite").Body(
		app.P().ID("sketch-ask").Body(app.Strong().Text(head), app.Text(say)),
		b,
		app.Span().Class("sketch-best").Text(best),
	)
}
