package sweepplan

import (
	"math"
	"net/url"
	"strings"
)

// Scores keeps the best score of each drawn guess (the page keeps them in
// the browser's storage, package progress), named by the lab, the sweep
// as its page key writes it and the metric drawn.
type Scores interface {
	Best(labID, sweep, metric string) (int, bool)
	Keep(labID, sweep, metric string, score int) int
}

// Model is the sweep view's state: what the page asked for (In), the run
// drawn, the sketch, and what the last refresh ran for.
type Model struct {
	In     Inputs
	Run    *Run
	Err    error   // the sweep's keys are refused: field-named
	Sketch *Sketch // a guess drawn before the sweep runs
	Width  float64 // the chart box's, 0 until measured
	Scores Scores

	keyRest string // what the drawn sweep was run for: lab, keys, pin…
	keyBase string // … and the form's parameters
	posted  string // the default keys asked for once

	_ [0]func() // never compared: no equality code for it in app.wasm
}

// Start is when a refresh wants the sweep run.
type Start int

const (
	NoStart Start = iota
	StartNow
	// StartAfterTyping: the form changed, so the sweep restarts once
	// typing pauses (each keystroke would otherwise start and abandon a
	// sweep).
	StartAfterTyping
)

// Refresh is what the view does when its inputs may have changed: post
// keys for the page to record (post), or start the sweep. Without keys it
// asks for the default ones once, so the address always says which sweep
// is drawn.
func (m *Model) Refresh() (keys Keys, post bool, start Start) {
	in := &m.In
	if in.Lab == nil {
		return Keys{}, false, NoStart
	}
	if in.Spec == "" {
		sp, ok := Default(in.Lab, "", in.Base)
		if ok && m.posted != sp.String() {
			m.posted = sp.String()
			return KeysOf(sp, sp.Metrics), true, NoStart
		}
		return Keys{}, false, NoStart
	}
	if !in.BaseOK {
		return Keys{}, false, NoStart // keep what is drawn; the view says why it does not follow
	}
	rest := strings.Join([]string{in.Lab.ID, in.Spec, in.Metric, in.Pin}, "\n")
	sk := m.Sketch
	if sk != nil && sk.State() == "empty" {
		m.offer(sk) // the form's run may have ended since
	}
	if rest == m.keyRest && in.Base == m.keyBase {
		return Keys{}, false, NoStart
	}
	onlyBase := rest == m.keyRest && m.Run != nil
	if sk != nil && !sk.Revealed {
		// A guess is being drawn: nothing runs until it is revealed; a
		// new sweep or metric starts a new guess.
		if rest != m.keyRest {
			m.Sketch = m.newSketch()
		}
		if m.Sketch != nil {
			m.keyRest, m.keyBase = rest, in.Base
			return Keys{}, false, NoStart
		}
	}
	m.Sketch = nil // a revealed guess was of the curve drawn before this change
	m.keyRest, m.keyBase = rest, in.Base
	if onlyBase {
		return Keys{}, false, StartAfterTyping
	}
	return Keys{}, false, StartNow
}

// Begin plans a new sweep and shows it at once, empty and running; the
// run returned is the worker's to fill over bases (nil when the keys are
// refused: Err says why). The view hands the worker's run copies to
// Publish.
func (m *Model) Begin() (*Run, []url.Values) {
	pl, err := m.In.Plan()
	m.Err = err
	if err != nil {
		m.Run = nil
		return nil, nil
	}
	bases := m.In.Bases()
	r := NewRun(pl, m.In.Base, len(bases))
	m.Run = r.Clone()
	return r, bases
}

// Publish shows a copy of the worker's run, and scores a revealed guess
// once its sweep has run every point.
func (m *Model) Publish(snap *Run) {
	m.Run = snap
	m.scoreSketch()
}

// Stop marks a running sweep stopped; what it drew stays.
func (m *Model) Stop() {
	if m.Run != nil && m.Run.Running {
		r := m.Run.Clone()
		r.Running, r.Stopped = false, true
		m.Run = r
	}
}

// Resized: the chart box measured w wide, and the chart should be drawn
// again at that width (it changed by more than half a pixel).
func (m *Model) Resized(w float64) bool { return w > 0 && math.Abs(w-m.Width) > 0.5 }

// ChartWidth is the width the chart is drawn at: its box's once measured.
func (m *Model) ChartWidth() float64 {
	if m.Width <= 0 {
		return 640
	}
	return m.Width
}

// OffersSketch: the view offers to draw a guess (none is drawn, the keys
// and the form are valid).
func (m *Model) OffersSketch() bool { return m.Sketch == nil && m.Err == nil && m.In.BaseOK }
