// Package view is the contract between the lab page (package shell) and
// its views — results, replay, sweep, challenge: what a view is, what it is
// given to draw, and how it speaks back.
//
// A view is a value: its id (the URL's view=), its label, the page keys it
// owns, and a render from a Context. The Context holds the lab, the
// language, the form, the last run and the tools to draw and run (the page's
// painter, the runner's host) — never the page itself, so a view reads what
// the page shows and changes nothing but through actions. Adding a view is
// one package that exports a View, and one line in the list the UI gives
// the shell (package ui).
//
// A view speaks back with go-app actions (Act* below) that the shell
// handles: an edit of a field, a preset, the view's own page keys, a new
// view, pinning. Every change the shell makes settles at the end of the
// frame that shows it, with the address, the share link and the embed
// snippet written in that same frame (docs/DESIGN.md, "DOM hooks").
package view

import (
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/pagestate"
	"playground/app/ui/paint"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sim"
)

// TypingPause is how long the page waits after a keystroke before it
// runs what was typed (each key would otherwise start and drop a run).
const TypingPause = 150 * time.Millisecond

// A View is one of the lab page's views.
type View struct {
	ID    string
	Label i18n.Text
	// Keys are the page keys the view owns (the replay's t, a sweep's
	// sweep and metric…): the address keeps them while the view shows.
	Keys []string
	// Alone: embedded, the view stands on its own (no form unless
	// controls= names knobs), as the replay does.
	Alone  bool
	Render func(c *Context) app.UI
	// Exercise, when set, is what the view asks of the form and the
	// address while it shows (a challenge: the knobs the learner may
	// change, the values the others keep); nil when the keys ask for none.
	Exercise func(l *lab.Lab, keys, params url.Values, lang i18n.Lang) *Exercise
	// Tools, when set, adds to the share panel (a challenge's exercise
	// builder).
	Tools func(c *Context) app.UI
	// Beside: the view draws Context.Beside right under its main figure.
	Beside bool
}

// Context is what a view draws from. It is the page's state of one render,
// read only.
type Context struct {
	Lab   *lab.Lab
	Lang  i18n.Lang
	Embed bool
	// Keys are the page keys the views own, as the address holds them.
	Keys url.Values
	// Charts and Sections are an embed's picks (charts=, sections=).
	Charts, Sections []string

	// Raw is the form's text, valid or not; Errs its refused fields.
	// Params are its parameters as the address writes them (the ones that
	// differ from the lesson's), nil while the form is invalid.
	Raw    url.Values
	Errs   param.Errors
	Params url.Values

	// The last good run (kept while the form is invalid), whether a run is
	// going and how far, and why the last one failed.
	Res         *lab.Result
	Prev        *lab.Result // the run before Res's change (a drag counts as one change)
	Running     bool
	Progress    sim.Progress
	RunErr      error
	Wall        time.Duration
	Prerendered bool // Res is the lesson's run, computed when the site was built
	// Live: the last edit is a slider being dragged (figures off screen
	// may wait for the release).
	Live bool

	// Asked is the last preset the learner chose, in the same step as
	// its run: a view that hides a preset's run behind a guess learns of
	// it here, never after a frame that already showed the run.
	Asked Asked

	Pin      *Pin      // compare: the pinned run (nil: none)
	Exercise *Exercise // the open exercise, when the view asked for one

	// Share is the link to this exact run in the full playground (an
	// embed's "open in the playground"); Link writes the address of this
	// page with other parameters, in another view ("": the default one) —
	// the sweep's links to its points.
	Share string
	Link  func(params url.Values, view string) string

	// HostMoment is the replay moment the embedding lesson page last asked
	// for (a paragraph bound with data-pg-t scrolled into view); N counts
	// the asks, so the same moment asked again moves there again.
	HostMoment Moment

	Painter *paint.Painter

	// Beside is what the page puts right under the main figure, for a
	// view that says it draws it (View.Beside): on a phone, the lab's
	// first question and its knobs, so the question, the knob and the
	// picture it moves are on one screen. Nil on a wide screen, where the
	// form stands beside the results.
	Beside app.UI
}

// Moment is a replay moment asked for from outside: T as t= writes it.
type Moment struct {
	T string
	N int
}

// Pin is the run kept for comparison.
type Pin struct {
	Query  string // its parameters with the seed, URL-encoded
	Label  string // the lesson's values, or its parameters
	Values map[string]string
	Res    *lab.Result
	Err    error
}

// Exercise is what a view asks of the form and the address while it shows.
type Exercise struct {
	// Start is the form's text to start from.
	Start url.Values
	// OK: the exercise is gradable (its link made sense); when not, the
	// form is left whole and Errs say why.
	OK   bool
	Errs []error
	// Knobs are the fields the form shows (All: every one); Fixed the
	// values it lists read only.
	All   bool
	Knobs []string
	Fixed []Fixed
	// Address, when set, picks what the address carries of the form's
	// parameters (a challenge: only the knobs that moved from its start).
	Address func(raw, params url.Values) url.Values
	// Checks grade the exercise's runs (the key result shows them).
	Checks []lab.Check
	// Data is the view's own (its exercise), handed back in the Context.
	Data any
}

// Fixed is one fixed parameter as the form lists it.
type Fixed struct {
	Name, Label, Value string
}

// Actions a view (or the form) posts; the shell handles them.
const (
	ActField  = "playground.field"  // Value: FieldEdit
	ActPreset = "playground.preset" // Value: url.Values, a preset's parameters (none: the lesson's)
	ActKeys   = "playground.keys"   // Value: Keys
	ActView   = "playground.view"   // Value: string, a view id
	ActForm   = "playground.form"   // Value: url.Values, the form's new text over the lesson's values; committed and run
	ActPin    = "playground.pin"
	ActUnpin  = "playground.unpin"
	// ActPinOwnLogic pins the page's run without the learner's code: the
	// lab's own logic, to compare the code with.
	ActPinOwnLogic = "playground.pin-own-logic"
	// ActShown says the view now shows something else of the same state (a
	// prediction lifted): the page settles (docs/DESIGN.md, "DOM hooks").
	ActShown = "playground.shown"
)

// FieldEdit is a field's new text, and whether it is final (change) or
// still being typed (input).
type FieldEdit struct {
	Name, Value string
	Commit      bool
	// Live: a slider being dragged; Slid: the slider was let go.
	Live, Slid bool
}

// Keys sets the view's own page keys (an empty value drops a key) and,
// when Params is not nil, replaces the form with those parameters over the
// lesson's values (a ready sweep's).
type Keys struct {
	Set    url.Values
	Params url.Values
}

// RunKey names the parameter set the form's text raw decodes to, by every
// canonical value ("" when the text is invalid): a result whose params
// have the same key (ValuesKey) is the run of that form.
func RunKey(l *lab.Lab, raw url.Values) string {
	prm, err := l.Decode(raw)
	if err != nil {
		return ""
	}
	return ValuesKey(prm.Spec().Values())
}

// ValuesKey names a parameter set given by every canonical value
// (pagestate.ValuesKey: the page's state compares runs by it too).
func ValuesKey(m map[string]string) string { return pagestate.ValuesKey(m) }

// Fresh is the last result when it is the run of what the form says now
// (not one kept from before an edit, nor one still running or failed).
func (c *Context) Fresh() *lab.Result {
	if c.Res == nil || c.Running || c.RunErr != nil || len(c.Errs) > 0 {
		return nil
	}
	if k := RunKey(c.Lab, c.Raw); k == "" || k != ValuesKey(c.Res.Params) {
		return nil
	}
	return c.Res
}

// Result is the pinned run's result, nil when there is none (yet).
func (p *Pin) Result() *lab.Result {
	if p == nil {
		return nil
	}
	return p.Res
}

// LabelText is the pinned run's name ("" when there is none).
func (p *Pin) LabelText() string {
	if p == nil {
		return ""
	}
	return p.Label
}

// Asked numbers the presets chosen on a page (Seq, from 1) and keeps the
// run that was on screen when the last was chosen (nil: none yet).
type Asked struct {
	Seq    int
	Before *lab.Result
	// Predict is the metric the guess asks about (lab.Lab.PredictFor).
	Predict string
}

// AbsURL is the page's own address with query q: same origin and path, so
// it works under any prefix (a share link).
func AbsURL(q url.Values) string {
	u := pageURL()
	u.RawQuery = pagekey.Encode(q)
	return u.String()
}

// RootURL is the site's root page with query q, whichever page asks: on a
// lab's own path (/PREFIX/LAB/) it is the folder above, so an embed's frame
// and web/embed.js resolve under any prefix from every page.
func RootURL(q url.Values) string {
	u := pageURL()
	u.Path = SiteRoot(u.Path)
	u.RawQuery = pagekey.Encode(q)
	return u.String()
}

// SiteRoot is the site's root folder (ending in "/") seen from a page at
// urlPath: the page's folder, or its parent when the folder is a lab's.
func SiteRoot(urlPath string) string {
	dir := urlPath[:strings.LastIndex(urlPath, "/")+1]
	if LabFromPath(dir) != "" {
		dir = path.Dir(strings.TrimSuffix(dir, "/"))
		if !strings.HasSuffix(dir, "/") {
			dir += "/"
		}
	}
	return dir
}

// LabFromPath is the lab a path names by its last segment ("" if none).
func LabFromPath(p string) string {
	seg := path.Base(strings.TrimRight(p, "/"))
	if labs.Find(seg) != nil {
		return seg
	}
	return ""
}

// pageURL is the page's address without query and fragment ("/" outside
// a browser).
func pageURL() url.URL {
	u := url.URL{Path: "/"}
	if app.IsClient {
		if cur, err := url.Parse(app.Window().URL().String()); err == nil {
			u = *cur
		}
	}
	u.RawQuery, u.Fragment = "", ""
	if u.Path == "" {
		u.Path = "/"
	}
	return u
}
