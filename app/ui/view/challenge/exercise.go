package challenge

import (
	"net/url"
	"slices"
	"strings"

	"playground/app/pagekey"
	"playground/app/ui/form"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// exercise is what the challenge view grades: one of the lab's challenges,
// or an author's goal from the link. Both are a lab.Challenge: a goal's
// knobs are knobs= (none: every parameter), its fixed parameters are the
// link's other parameters, its checks the goal.
type exercise struct {
	ch     *lab.Challenge
	inline bool   // from goal=, not one of the lab's challenges
	title  string // inline: title= as the author wrote it
	// errs say, field by field, why the link makes no gradable exercise
	// (an unknown challenge, a malformed goal, an unknown knob, a
	// parameter the challenge does not let change). Nothing is graded then.
	errs []error
	// base is the form's text at the start (the lesson's values and the
	// fixed ones): every field that is not a knob must keep it, or the run
	// is not the challenge's.
	base url.Values
}

// newExercise reads the exercise a link asks for: keys are the page keys
// (challenge, goal, knobs, title), params the lab parameters. It returns the
// form's text to start from: for a challenge, its fixed parameters and the
// learner's values of its knobs (Challenge.Query); for a goal, the link's
// parameters as they are. Nil when the link asks for none.
func newExercise(l *lab.Lab, keys, params url.Values) (*exercise, url.Values) {
	raw := form.Values(l, params)
	if id := keys.Get("challenge"); id != "" {
		return challengeExercise(l, id, params, raw)
	}
	if goal, ok := keys["goal"]; ok {
		return goalExercise(l, goal[len(goal)-1], keys.Get("knobs"), keys.Get("title"), params, raw), raw
	}
	return nil, raw
}

func challengeExercise(l *lab.Lab, id string, params, raw url.Values) (*exercise, url.Values) {
	ch := l.Challenge(id)
	if ch == nil {
		ids := make([]string, len(l.Challenges))
		for i, c := range l.Challenges {
			ids[i] = c.ID
		}
		return &exercise{errs: []error{&param.Error{Field: "challenge", Value: id, Rule: txtChNoSuch.Format(strings.Join(ids, ", "))}}}, raw
	}
	fixed, _ := url.ParseQuery(ch.Fixed)
	ex := &exercise{ch: ch}
	ex.base = form.Values(l, fixed)
	// A parameter at the value the challenge gives it anyway (a link
	// written by another view carries them all, and the seed) is no change.
	learner := url.Values{}
	for k, vs := range params {
		if !slices.Contains(ch.Knobs, k) && len(vs) == 1 && sameValue(l, k, vs[0], ex.base.Get(k)) {
			continue
		}
		learner[k] = vs
	}
	q, err := ch.Query(learner)
	if err != nil {
		ex.errs = []error{err}
		return ex, raw
	}
	raw = form.Values(l, q)
	return ex, raw
}

func goalExercise(l *lab.Lab, goal, knobList, title string, params, raw url.Values) *exercise {
	ex := &exercise{inline: true, title: strings.TrimSpace(title), base: raw}
	checks, err := l.ParseGoal(goal)
	if err != nil {
		ex.errs = append(ex.errs, err)
	}
	knobs := pagekey.List(knobList)
	spec := l.Knobs()
	var names []string
	for _, f := range spec.Fields() {
		names = append(names, f.Name)
	}
	for _, k := range knobs {
		if spec.Field(k) == nil {
			ex.errs = append(ex.errs, &param.Error{Field: "knobs", Value: k, Rule: txtChUnknownKnob.Format(strings.Join(names, ", "))})
		}
	}
	fixed := url.Values{}
	for k, vs := range params {
		if !slices.Contains(knobs, k) && spec.Field(k) != nil {
			fixed[k] = vs
		}
	}
	ex.ch = &lab.Challenge{Knobs: knobs, Fixed: fixed.Encode(), Checks: checks}
	return ex
}

// sameValue reports whether two texts give field k the same value ("1s"
// and "1000ms" do).
func sameValue(l *lab.Lab, k, a, b string) bool {
	if a == b {
		return true
	}
	f := l.Knobs().Field(k)
	if f == nil || f.Set(a) != nil {
		return false
	}
	ca := f.Get()
	if f.Set(b) != nil {
		return false
	}
	return ca == f.Get()
}

// ok: the exercise grades runs.
func (ex *exercise) ok() bool { return ex != nil && ex.ch != nil && len(ex.errs) == 0 }

// allKnobs: an author's goal without knobs= lets every parameter change.
func (ex *exercise) allKnobs() bool { return ex.inline && len(ex.ch.Knobs) == 0 }

// isKnob reports whether the learner may change field name.
func (ex *exercise) isKnob(name string) bool {
	return ex.allKnobs() || slices.Contains(ex.ch.Knobs, name)
}

// drifted names the fields outside the exercise's knobs whose text in raw
// is not the exercise's (changed in another view): such a run is not the
// exercise's, so it is not graded.
func (ex *exercise) drifted(l *lab.Lab, raw url.Values) []string {
	if ex.allKnobs() {
		return nil
	}
	var out []string
	for _, f := range l.Knobs().Fields() {
		if !ex.isKnob(f.Name) && !sameValue(l, f.Name, raw.Get(f.Name), ex.base.Get(f.Name)) {
			out = append(out, f.Name)
		}
	}
	return out
}

// fixedShown are the parameters the exercise holds at other than the
// lesson's values, in the spec's order: the form shows them read-only.
func (ex *exercise) fixedShown(l *lab.Lab) []*param.Field {
	if ex.allKnobs() {
		return nil
	}
	var out []*param.Field
	for _, f := range l.Knobs().Fields() {
		if !ex.isKnob(f.Name) && !sameValue(l, f.Name, ex.base.Get(f.Name), f.Default) {
			out = append(out, f)
		}
	}
	return out
}

// title is the exercise's name in lang.
func (ex *exercise) titleIn(lang i18n.Lang) string {
	switch {
	case !ex.inline && ex.ch != nil:
		return ex.ch.Title.In(lang)
	case ex.title != "":
		return ex.title
	}
	return txtChExercise.In(lang)
}

// predictMetric is the metric a learner guesses before the first run: the
// challenge's, or the first check's.
func (ex *exercise) predictMetric() string {
	if !ex.ok() {
		return ""
	}
	if ex.ch.Predict != "" {
		return ex.ch.Predict
	}
	if len(ex.ch.Checks) > 0 {
		return ex.ch.Checks[0].Metric
	}
	return ""
}

// goalText writes checks as a goal= value.
func goalText(checks []lab.Check) string {
	parts := make([]string, len(checks))
	for i, c := range checks {
		parts[i] = c.String()
	}
	return strings.Join(parts, ",")
}

// Exercise is the view's view.Exercise: what the keys ask for (a
// challenge or an author's goal, nil when neither), the form's start, the
// knobs it shows and the values it keeps, and what the address carries.
func Exercise(l *lab.Lab, keys, params url.Values, lang i18n.Lang) *view.Exercise {
	ex, raw := newExercise(l, keys, params)
	if ex == nil {
		return nil
	}
	out := &view.Exercise{Start: raw, OK: ex.ok(), Errs: ex.errs, Data: ex}
	if !ex.ok() {
		return out
	}
	out.All, out.Knobs, out.Checks = ex.allKnobs(), ex.ch.Knobs, ex.ch.Checks
	for _, f := range ex.fixedShown(l) {
		v := ex.base.Get(f.Name)
		if f.Kind == param.Enum {
			v = f.ChoiceLabel(v).In(lang)
		}
		out.Fixed = append(out.Fixed, view.Fixed{Name: f.Name, Label: f.LabelText.In(lang), Value: v})
	}
	if !ex.inline {
		out.Address = func(raw, params url.Values) url.Values { return ex.address(l, raw, params) }
	}
	return out
}

// address is what the address bar carries of the parameters while a
// challenge is open: only its knobs, and only where they differ from the
// challenge's start, so a link or a reload opens the same attempt (the
// fixed parameters and the seed come from the challenge itself). A goal's
// link keeps every parameter: they are what it fixes.
func (ex *exercise) address(l *lab.Lab, raw, params url.Values) url.Values {
	out := url.Values{}
	for _, k := range ex.ch.Knobs {
		v := raw.Get(k)
		if sameValue(l, k, v, ex.base.Get(k)) {
			continue
		}
		if vs, ok := params[k]; ok {
			out[k] = vs
		} else {
			out.Set(k, v)
		}
	}
	return out
}
