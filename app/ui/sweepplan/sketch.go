package sweepplan

import (
	"math"
	"strconv"
	"strings"

	"playground/app/ui/draw"
)

// A Sketch is predict by drawing: before the sweep runs, the learner draws
// the curve they expect for its first metric over empty axes — with a
// pointer (mouse, pen or finger), or the keyboard — then reveals the sweep
// over it, scored (Score) and the best score kept (Scores). Nothing runs
// while a guess is being drawn.
type Sketch struct {
	Vals     []float64 // per point; NaN: not drawn
	Metric   string    // the metric drawn
	Sweep    string    // the sweep drawn over, as its page key writes it
	Lo, Hi   float64   // the height offered (it doubles when the guess reaches its top)
	Cursor   int       // the keyboard's point
	Down     bool      // a pointer is drawing
	Revealed bool
	Scored   bool
	Fit      Fit
	Best     int // the best score kept; -1: none

	last int // the point the pointer was last at (-1: none)
}

// State is what data-sketch says: nothing drawn yet, some points drawn,
// every point drawn, or the sweep shown over it.
func (sk *Sketch) State() string {
	drawn := 0
	for _, v := range sk.Vals {
		if !math.IsNaN(v) {
			drawn++
		}
	}
	switch {
	case sk.Revealed:
		return "revealed"
	case drawn == 0:
		return "empty"
	case drawn < len(sk.Vals):
		return "drawing"
	}
	return "ready"
}

// Live: a guess is being drawn (the chart is its surface, the curve
// hidden).
func (m *Model) Live() bool { return m.Sketch != nil && !m.Sketch.Revealed }

// newSketch is an empty guess of the sweep's first metric (nil when the
// sweep's keys are refused).
func (m *Model) newSketch() *Sketch {
	pl, err := m.In.Plan()
	if err != nil {
		return nil
	}
	sk := &Sketch{Vals: make([]float64, len(pl.Values)), Metric: pl.Metrics[0], Sweep: pl.Spec.String(), last: -1, Best: -1}
	for i := range sk.Vals {
		sk.Vals[i] = math.NaN()
	}
	if m.Scores != nil {
		if b, ok := m.Scores.Best(m.In.Lab.ID, sk.Sweep, sk.Metric); ok {
			sk.Best = b
		}
	}
	m.offer(sk)
	return sk
}

// offer sets the height a guess is drawn on, while none is: 0 to twice the
// value the form's own run got (that run is the curve at the form's knob
// value, so it stands mid-height), 0 to 100 for a share, 0 to 10 when the
// run got 0 or has not ended yet.
func (m *Model) offer(sk *Sketch) {
	v := 0.0
	if m.In.Res != nil {
		v = m.In.Res.Metrics[sk.Metric]
	}
	u := m.In.Lab.Metric(sk.Metric)
	switch {
	case u != nil && u.Unit == "%" && v >= 0 && v <= 100:
		sk.Lo, sk.Hi = 0, 100
	case v > 0:
		sk.Lo, sk.Hi = 0, 2*v
	case v < 0:
		sk.Lo, sk.Hi = 2*v, 0
	default:
		sk.Lo, sk.Hi = 0, 10
	}
}

// StartSketch hides the curve and offers empty axes to draw on; false
// when the keys are refused. The view abandons the sweep going when true.
func (m *Model) StartSketch() bool {
	sk := m.newSketch()
	if sk == nil {
		return false
	}
	m.Sketch, m.Run = sk, nil
	return true
}

// Reveal fills the guess's gaps; true when the sweep is then to run over
// it (scored once it has: Publish). With nothing drawn the guess is
// dropped and the sweep only runs: the learner changed their mind.
func (m *Model) Reveal() bool {
	sk := m.Sketch
	if sk == nil || sk.Revealed {
		return false
	}
	if sk.State() == "empty" {
		m.Sketch = nil
	}
	sk.Vals, sk.Revealed, sk.Down = Fill(sk.Vals), true, false
	return true
}

// scoreSketch scores a revealed guess once its sweep has run every point,
// and keeps the score when it is the best.
func (m *Model) scoreSketch() {
	sk, r := m.Sketch, m.Run
	if sk == nil || !sk.Revealed || sk.Scored || r == nil || r.Running || r.Stopped || len(r.Cur) == 0 {
		return
	}
	if f, ok := ScoreOn(sk.Vals, r.Cur[0], sk.Lo, sk.Hi); ok {
		sk.Fit, sk.Scored = f, true
		sk.Best = max(sk.Best, f.Score)
		if m.Scores != nil {
			sk.Best = m.Scores.Keep(m.In.Lab.ID, sk.Sweep, sk.Metric, f.Score)
		}
	}
}

// EmptyRun is what a guess is drawn over: the sweep's points with its
// first metric only, none run (nil when the keys are refused).
func (m *Model) EmptyRun() *Run {
	pl, err := m.In.Plan()
	if err != nil {
		return nil
	}
	one := *pl
	one.Metrics = pl.Metrics[:1]
	r := NewRun(&one, m.In.Base, 1)
	r.Running = false
	return r
}

// set draws value v at point i, and the straight line to it across the
// points the pointer skipped since the last one it was at.
func (sk *Sketch) set(i int, v float64, fr draw.SketchFrame) {
	if i < 0 || i >= len(sk.Vals) {
		return
	}
	q := (fr.Hi - fr.Lo) / 200
	v = math.Round(v/q) * q
	if j := sk.last; j >= 0 && j < len(sk.Vals) && !math.IsNaN(sk.Vals[j]) {
		for k := min(i, j) + 1; k < max(i, j); k++ {
			sk.Vals[k] = math.Round((sk.Vals[j]+(v-sk.Vals[j])*float64(k-j)/float64(i-j))/q) * q
		}
	}
	sk.Vals[i], sk.last, sk.Cursor = v, i, i
	if v >= fr.Hi && !sk.Down {
		sk.Hi = fr.Lo + 2*(fr.Hi-fr.Lo) // the guess reached the top: more room
	}
}

// Pointer is a pointer event on the chart a guess is drawn on.
type Pointer int

const (
	PointerDown Pointer = iota
	PointerMove
	PointerUp // up or cancelled
)

// Pointer draws while a pointer is down on the chart: the point nearest to
// it takes the value at its height (x, y in the chart's pixels, fr where
// the chart stands). True when the event drew: the view then keeps it
// from scrolling, and on a press captures the pointer. Only the main
// button draws; when the pointer lifts after reaching the top, the axis
// doubles.
func (m *Model) Pointer(p Pointer, button int, x, y float64, fr draw.SketchFrame) bool {
	sk := m.Sketch
	if sk == nil || sk.Revealed {
		return false
	}
	switch p {
	case PointerDown:
		if button != 0 {
			return false
		}
		sk.Down, sk.last = true, -1
	case PointerMove:
		if !sk.Down {
			return false
		}
	default:
		if sk.Down {
			sk.Down = false
			for _, v := range sk.Vals {
				if v >= fr.Hi {
					sk.Hi = fr.Lo + 2*(fr.Hi-fr.Lo)
					break
				}
			}
		}
		return false
	}
	i, v := fr.At(x, y)
	sk.set(i, v, fr)
	return true
}

// KeyAct is what a key did to a guess.
type KeyAct int

const (
	KeyIgnored KeyAct = iota
	KeyDrew
	KeyReveal // Enter: the view reveals (Reveal) and runs the sweep
)

// Key is the keyboard's way to draw: ←/→ pick a point (an empty one takes
// the value of the point left), ↑/↓ change its value by a twentieth of the
// axis (Page Up/Down: a fifth; an empty point starts where the filled line
// would put it, or mid-height), Enter reveals.
func (m *Model) Key(key string, fr draw.SketchFrame) KeyAct {
	sk := m.Sketch
	if sk == nil || sk.Revealed {
		return KeyIgnored
	}
	c, step := sk.Cursor, (fr.Hi-fr.Lo)/20
	switch key {
	case "ArrowLeft":
		sk.Cursor = max(c-1, 0)
	case "ArrowRight":
		if c+1 < len(sk.Vals) {
			sk.Cursor = c + 1
			if math.IsNaN(sk.Vals[c+1]) && !math.IsNaN(sk.Vals[c]) {
				sk.Vals[c+1] = sk.Vals[c]
			}
		}
	case "ArrowUp":
		sk.nudge(step, fr)
	case "ArrowDown":
		sk.nudge(-step, fr)
	case "PageUp":
		sk.nudge(4*step, fr)
	case "PageDown":
		sk.nudge(-4*step, fr)
	case "Enter":
		return KeyReveal
	default:
		return KeyIgnored
	}
	return KeyDrew
}

// nudge moves the keyboard's point by dv.
func (sk *Sketch) nudge(dv float64, fr draw.SketchFrame) {
	v := sk.Vals[sk.Cursor]
	switch {
	case !math.IsNaN(v):
		v += dv
	case sk.State() == "empty":
		v = (fr.Lo + fr.Hi) / 2
	default:
		v = Fill(sk.Vals)[sk.Cursor]
	}
	sk.last = -1
	sk.set(sk.Cursor, max(v, fr.Lo), fr)
}

// Data writes a guess for data-sketch-y: each point's value exactly, ""
// for one not drawn.
func (sk *Sketch) Data() string {
	out := make([]string, len(sk.Vals))
	for i, v := range sk.Vals {
		if !math.IsNaN(v) {
			out[i] = Exact(v)
		}
	}
	return strings.Join(out, ",")
}

// Exact writes v in the fewest digits that read back as v.
func Exact(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
