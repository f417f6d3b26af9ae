package pagestate

import (
	"maps"
	"strconv"
	"time"

	"playground/engine/lab"
)

// A slider step ahead of the page's frame. The page draws a step in the
// frame of its input event only if the step's run is made in that event's
// task, before the UI toolkit handles the event (package shell listens to
// its sliders itself for that). That listener is the page's second path to
// the screen: LiveStep decides whether the step runs there, runs it through
// a Screen, which writes the slots directly, and keeps the outcome; the
// edit that follows (OnEdit) finds it done and publishes it instead of
// running the same form again. Nothing here depends on when the toolkit
// draws: a step that is not run ahead takes the usual path.

// Run is a run's outcome (run.Outcome): a result or an error, and the wall
// time it took.
type Run struct {
	Res  *lab.Result
	Err  error
	Wall time.Duration
}

// Screen is the second path to the screen.
type Screen interface {
	// Inline runs prm of l now if it fits the inline budget (ok false
	// when it does not).
	Inline(l *lab.Lab, prm lab.Params) (out Run, ok bool)
	// Paint writes res into the page's slots now.
	Paint(res *lab.Result)
}

// LiveStep runs the knob name at value v (the slider's new position as the
// knob's text) ahead of the page's frame, if the run is short and nothing
// else is going, and paints it; false when it left the step to the usual
// path.
func (s *State) LiveStep(name, v string, sc Screen) bool {
	l := s.Addr.Lab
	key := aheadKey(s.Form.Rev, name, v)
	if l == nil || s.Out.Running || len(s.Form.Errs) > 0 || s.Out.Res == nil || s.Form.Raw.Get(name) == v || s.ahead.has(key) {
		return false
	}
	raw := maps.Clone(s.Form.Raw)
	raw.Set(name, v)
	prm, err := l.Decode(raw)
	if err != nil {
		return false
	}
	out, ok := sc.Inline(l, prm)
	if !ok || out.Err != nil {
		return false // long or failing: the usual path runs it
	}
	s.ahead.keep(key, out)
	sc.Paint(out.Res)
	return true
}

// Ahead is the run the last edit took from the ones run ahead
// (StepPublishAhead).
func (s *State) Ahead() Run { return s.ahead.out }

// aheadKey names an edit of the form at revision rev.
func aheadKey(rev int, name, value string) string {
	return strconv.Itoa(rev) + "\x00" + name + "=" + value
}

// ahead keeps a run made ahead for one edit: the edit that follows takes
// it, once; any other edit drops it.
type ahead struct {
	key string
	out Run
	ok  bool
}

func (a *ahead) keep(key string, out Run) { a.key, a.out, a.ok = key, out, true }

// take reports whether the run kept is the edit key's, and keeps it
// (Ahead) only then.
func (a *ahead) take(key string) bool {
	ok := a.ok && a.key == key
	if !ok {
		a.out = Run{}
	}
	a.key, a.ok = "", false
	return ok
}

func (a *ahead) has(key string) bool { return a.ok && a.key == key }
