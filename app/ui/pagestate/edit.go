package pagestate

import (
	"errors"
	"maps"
	"net/url"
	"slices"
	"time"
	"unicode/utf8"

	"playground/app/pagekey"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
)

// One path from an edit to the screen. An edit replaces the form's text
// (SetRaw); Apply checks it, says how a committed one is recorded in the
// address, and hands back the parameters to run; the page runs them on its
// lane, inline within a budget or sliced beyond (package run), and
// Publish takes the outcome the lane did not drop. A slider step takes the
// same path, with its run made ahead in its own input event (live.go).

// State is the lab page's state: what the address asks for, the form, the
// runs, and how the learner is editing.
type State struct {
	Addr Address
	Form Form
	Out  Outcome
	// Live: the last edit is a slider being dragged.
	Live bool
	// Ran: a run was shown in this tab, so later ones are not the first
	// (run.FirstBudget).
	Ran bool
	// Host: what an embedding lesson page sent that the page refused
	// (host.go).
	Host  Host
	ahead ahead
}

// Form is the form: its text per field, valid or not (replaced, never
// edited in place; Rev counts the replacements), the refused fields, and
// how the learner is editing it.
type Form struct {
	Raw  url.Values
	Rev  int
	Errs param.Errors
	// Typed is the text field whose keys made the last edit: it keeps what
	// it holds while focused (form.TypedValue). Typing: the last edit was
	// typed, not committed; Editing: the address's current entry is that
	// edit's (Record). TypeGen counts keystrokes for the pause.
	Typed           string
	Typing, Editing bool
	TypeGen         int
	// Held: the links' parameters while a slider is dragged (LinkParams).
	Held url.Values
	enc  *encodedForm
}

// Outcome is the last good run (kept while the form is invalid) and the
// one going.
type Outcome struct {
	Res         *lab.Result
	Prev        *lab.Result // the run before Res's change (view.Context.Prev)
	InDrag      bool        // Prev is the run before the drag going on
	Err         error       // the last run failed (not a parameter error)
	Running     bool
	Prog        sim.Progress
	Wall        time.Duration
	Prerendered bool // Res is the lesson's run, computed when the site was built
	Again       bool // a slider moved on while a run went: run its newest value next
}

// Edit is one edit of a knob's field (view.FieldEdit).
type Edit struct {
	Name, Value string
	Commit      bool
	// Live: a slider being dragged; Slid: the slider was let go.
	Live, Slid bool
}

// Step is what the page does after an edit.
type Step int

const (
	// StepNone: nothing changed, nothing to draw.
	StepNone Step = iota
	// StepSettle: a slider step that changed nothing; the frame is
	// settled all the same (a test counts it).
	StepSettle
	// StepRecord: a drag ended where its last step ran: replace the
	// address with it.
	StepRecord
	// StepPublishAhead: the step was run ahead (live.go): publish
	// State.Ahead on a new token.
	StepPublishAhead
	// StepQueued: a run is going; the step runs after it (Publish says
	// Again).
	StepQueued
	// StepRun: Apply without recording (a slider step).
	StepRun
	// StepCommit: Apply and record (a committed edit).
	StepCommit
	// StepPause: the learner is typing: after view.TypingPause, Apply and
	// record if PauseDue(gen) still holds.
	StepPause
)

// Next is what the page does after an edit: Step, with Gen the keystroke
// count for StepPause.
type Next struct {
	Step Step
	Gen  int
}

// OnEdit takes an edit and says what the page does next.
func (s *State) OnEdit(e Edit) Next {
	same := s.Form.Raw.Get(e.Name) == e.Value
	ahead := aheadKey(s.Form.Rev, e.Name, e.Value) // the edit as the live listener ran it
	switch {
	case same && (!e.Commit || e.Live):
		if e.Live {
			return Next{Step: StepSettle}
		}
		return Next{Step: StepNone}
	case same && e.Slid:
		s.Live = false // the figures off screen are drawn again
		return Next{Step: StepRecord}
	}
	if e.Live && !s.Live {
		s.Form.Held = s.ShareParams() // the address's state until the drag ends
	}
	s.Live = e.Live
	s.Host.Unknown, s.Host.TooMany = nil, 0 // the learner's edit supersedes the lesson page's refused set
	s.Form.Typed = ""
	if !e.Live && !e.Slid {
		s.Form.Typed = e.Name
	}
	raw := maps.Clone(s.Form.Raw)
	raw.Set(e.Name, e.Value)
	s.SetRaw(raw)
	s.Form.TypeGen++
	switch {
	case e.Live:
		// The address is written when the drag ends (Slid): browsers
		// throttle history writes at input-event rates.
		if s.ahead.take(ahead) {
			// Run (and painted) in this input event's task by the live
			// listener: deciding it again would only delay the frame.
			s.Form.Errs = nil
			return Next{Step: StepPublishAhead}
		}
		if s.Out.Running && len(s.Form.Errs) == 0 {
			s.Out.Again = true
			return Next{Step: StepQueued}
		}
		return Next{Step: StepRun}
	case e.Commit:
		s.Form.Typing = false
		return Next{Step: StepCommit}
	}
	s.Form.Typing = true
	return Next{Step: StepPause, Gen: s.Form.TypeGen}
}

// Navigate starts the page over at address a, read from query q: the form
// at the address's parameters, no run. The tab's history (Ran) and a drag
// going on stay.
func (s *State) Navigate(a Address, q url.Values) {
	s.Addr, s.Form, s.Out, s.ahead = a, Form{}, Outcome{}, ahead{}
	s.Host = Host{UnknownControls: UnknownNames(a.Lab, a.Controls)}
	if a.Lab != nil {
		s.SetRaw(FormValues(a.Lab, pagekey.LabParams(q)))
	}
}

// PauseDue reports whether no key was typed since the pause of gen began.
func (s *State) PauseDue(gen int) bool { return gen == s.Form.TypeGen }

// SetForm replaces the form with q over the lesson's values (a preset, a
// solution, an exercise's start); false when no lab is open. The page then
// applies it, recorded.
func (s *State) SetForm(q url.Values) bool {
	if s.Addr.Lab == nil {
		return false
	}
	s.SetRaw(FormValues(s.Addr.Lab, q))
	s.Form.Typing, s.Form.Typed = false, ""
	return true
}

// SetRaw replaces the form's text.
func (s *State) SetRaw(raw url.Values) {
	s.Form.Raw = BoundRaw(raw)
	s.Form.Rev++
}

// MaxRawValue bounds a value the page holds: no knob's value is near as
// long (the longest, a list of counts, is a few dozen characters), and a
// megabyte of text from an address or a lesson page would be written into
// a field, the address bar, the share link and the snippet on every frame
// (11 s for one such set in Chromium before this bound). A longer value is
// cut, and so stays refused, naming the knob as before.
const MaxRawValue = 4 * param.MaxEcho

// BoundRaw cuts every value longer than MaxRawValue (code: longer than
// policy.MaxEncoded) at a character
// boundary, marking the cut with "…". The slices it changes are copies
// (raw is often a shallow clone of the form's values).
func BoundRaw(raw url.Values) url.Values {
	for k, vs := range raw {
		bound := MaxRawValue
		if k == param.PolicyParam {
			bound = policy.MaxEncoded // code, bounded as the parameter bounds it (longer: refused there)
		}
		for i, v := range vs {
			if len(v) <= bound {
				continue
			}
			cut := bound
			for cut > 0 && !utf8.RuneStart(v[cut]) {
				cut--
			}
			vs = slices.Clone(vs)
			vs[i] = v[:cut] + "…"
			raw[k] = vs
		}
	}
	return raw
}

// URLMode is how the address bar is written at the end of a frame.
type URLMode int

const (
	URLKeep    URLMode = iota // leave it (a navigation already wrote it)
	URLReplace                // replace the current entry
	URLPush                   // a new history entry (a committed change)
)

// Applied is what Apply decided.
type Applied struct {
	// OK: the form is valid, run Params. Otherwise the form's errors show
	// at the fields while the last results stay: the page drops the run
	// going (it would show results the form no longer says) and settles
	// the refusal as an outcome.
	OK     bool
	Params lab.Params
	// URL is how a recorded edit writes the address (URLKeep: not
	// recorded).
	URL URLMode
}

// Apply checks the form; record asks for a valid form to be recorded in
// the address.
func (s *State) Apply(record bool) Applied {
	prm, err := s.Addr.Lab.Decode(Tidied(s.Addr.Lab, s.Form.Raw))
	if err != nil {
		s.Form.Errs = AsParamErrors(err)
		s.Out.Running = false
		return Applied{}
	}
	s.Form.Errs = nil
	a := Applied{OK: true, Params: prm}
	if record {
		s.Live = false // every figure is drawn again, and the links follow the form
		a.URL = s.Record()
	}
	return a
}

// Record says how the current state is written to the address bar. A
// committed change (a field's change event, a preset) gets a history entry
// of its own, so Back returns to the run before it; while a learner types,
// the pauses of one edit replace that edit's single entry instead of
// adding one per pause. An embed only replaces: its entries would join the
// lesson page's own history. Home records nothing.
func (s *State) Record() URLMode {
	if s.Addr.Lab == nil {
		return URLKeep
	}
	mode := URLPush
	if s.Form.Editing || s.Addr.Embed {
		mode = URLReplace
	}
	s.Form.Editing = s.Form.Typing
	return mode
}

// AsParamErrors is err as the fields' errors; an error that names no field
// is one entry with no field.
func AsParamErrors(err error) param.Errors {
	var pe param.Errors
	if errors.As(err, &pe) {
		return pe
	}
	return param.Errors{{Field: "", Value: "", Rule: lab.Cell(err.Error())}}
}

// Budget is the inline budget of the next run: first for the tab's first
// run, later for any other.
func (s *State) Budget(first, later time.Duration) time.Duration {
	if !s.Ran {
		return first
	}
	return later
}

// StartSliced marks a run going off the page's goroutine; showLesson says
// the page has no result yet and shows the lesson's meanwhile.
func (s *State) StartSliced() (showLesson bool) {
	s.Out.Running, s.Out.Prog = true, sim.Progress{}
	return s.Out.Res == nil
}

// Published is what the page does after publishing a run.
type Published struct {
	// Again: a slider moved on while this ran: Apply its newest value
	// (not recorded) after this outcome is drawn.
	Again bool
	// Lesson: the run is the lesson's (no parameter differs): the page
	// keeps it, so that a navigation to a heavier run of the lab shows it
	// at once instead of running it again.
	Lesson bool
	// Paint: a drag is going: the painter draws the result in this frame.
	Paint bool
}

// Publish takes the outcome of the page's run (one its lane did not drop):
// a result, or an error, and the wall time it took.
func (s *State) Publish(res *lab.Result, err error, wall time.Duration) Published {
	s.Ran = true
	s.Out.Running, s.Out.Wall, s.Out.Prerendered = false, wall, false
	p := Published{Again: s.Out.Again}
	s.Out.Again = false
	var pe param.Errors
	switch {
	case errors.As(err, &pe):
		s.Form.Errs = pe // cross-field rules fail at run time
	case err != nil:
		s.Out.Err = err
	default:
		// The run before this change stays "before" for the whole drag: a
		// learner compares with where the hand started, not the last step.
		changed := s.Out.Res != nil && ValuesKey(s.Out.Res.Params) != ValuesKey(res.Params)
		if changed && !s.Out.InDrag {
			s.Out.Prev = s.Out.Res
		}
		s.Out.InDrag = s.Live && (changed || s.Out.InDrag)
		s.Out.Res, s.Out.Err = res, nil
		p.Lesson = len(s.encoded().current) == 0
		p.Paint = s.Live
	}
	return p
}

// Tidied is the form's text as the lab decodes it: each value a learner
// may type the way the page writes numbers (a decimal comma, "1,2 s", a
// space before the unit, "1.000.000") in its knob's grammar (param.Tidy).
// The field keeps the learner's text; the address, the links and the run
// get the canonical values.
func Tidied(l *lab.Lab, raw url.Values) url.Values {
	out := make(url.Values, len(raw))
	for k, vs := range raw {
		if f := l.Knobs().Field(k); f != nil && len(vs) == 1 {
			out[k] = []string{param.Tidy(f.Kind, vs[0])}
		} else {
			out[k] = vs
		}
	}
	return out
}

// ValuesKey names a parameter set given by every canonical value: a
// run's values as one comparable string.
func ValuesKey(m map[string]string) string {
	q := url.Values{}
	for k, v := range m {
		q.Set(k, v)
	}
	return q.Encode()
}

// CurrentParams is the form's valid state as a query: the parameters that
// differ from the defaults (what the address shows).
func (s *State) CurrentParams() url.Values { return maps.Clone(s.encoded().current) }

// OnScreen reports whether the run of parameters q (a preset's) is the
// one the page shows, finished: pressed again, a preset asks no guess of
// numbers already on screen.
func (s *State) OnScreen(q url.Values) bool {
	l := s.Addr.Lab
	if l == nil || s.Out.Res == nil || s.Out.Running || len(s.Form.Errs) > 0 {
		return false
	}
	p, err := l.Decode(q)
	if err != nil {
		return false
	}
	return pagekey.Encode(p.Spec().Encode()) == pagekey.Encode(s.CurrentParams())
}

// CanonicalOf is q (a preset's values) as the lab writes them (the
// non-default values, canonical), q itself when it does not decode.
func (s *State) CanonicalOf(q url.Values) url.Values {
	if s.Addr.Lab == nil {
		return q
	}
	p, err := s.Addr.Lab.Decode(q)
	if err != nil {
		return q
	}
	return p.Spec().Encode()
}

// ShareParams is every non-default parameter plus the seed: the exact run.
func (s *State) ShareParams() url.Values { return maps.Clone(s.encoded().share) }

// LinkParams are the parameters the share link and the embed snippet
// carry: the run's, except during a slider drag, which writes the address
// only when the hand lets go: the links then keep the address's state, so
// the three never disagree (settle.go).
func (s *State) LinkParams() url.Values {
	if s.Live && s.Form.Held != nil {
		return maps.Clone(s.Form.Held)
	}
	return s.ShareParams()
}

// encodedForm is the form's text decoded and encoded back, for the text of
// revision rev: one render asks for it several times (the address, the
// form's presets, the share link, the embed snippet).
type encodedForm struct {
	rev            int
	current, share url.Values
}

func (s *State) encoded() *encodedForm {
	if e := s.Form.enc; e != nil && e.rev == s.Form.Rev {
		return e
	}
	e := &encodedForm{rev: s.Form.Rev}
	if prm, err := s.Addr.Lab.Decode(Tidied(s.Addr.Lab, s.Form.Raw)); err != nil {
		e.current = NonDefaults(s.Addr.Lab, s.Form.Raw)
		e.share = e.current
	} else {
		e.current, e.share = prm.Spec().Encode(), prm.Spec().Encode(seedOf(prm.Spec())...)
	}
	s.Form.enc = e
	return e
}

// seedOf names the spec's seed field when it has one: a shared link pins
// it, so it reproduces the exact run.
func seedOf(s *param.Spec) []string {
	for _, f := range s.Fields() {
		if f.IsSeed() {
			return []string{f.Name}
		}
	}
	return nil
}
