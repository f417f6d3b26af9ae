package pagestate

import (
	"slices"

	"playground/app/ui/draw"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/words"
)

// Binds are what a lesson page's own text bound to the frame (web/embed.js;
// README, "Living lesson pages"): claims, knobs and table cells, kept
// across navigations (a frame keeps its page), bounded in count. Every run
// message then carries what the bound elements show — in the frame's
// language, from its one catalog:
//
//	lang, shown: {metric: "697,5 ms"}, lesson: {metric: 2}, lessonShown: {metric: "2"},
//	cells: {"SECTION/ROW/COLUMN": {shown, lesson} | {error}},
//	claims: {goal: {holds} | {error}}, knobs: {name: {value, n, shown, stops, stops_shown, suffix} | {error}},
//	words: {holds, fails, error, pending}
//
// and a refused run's message carries lang and words, so the bound
// elements say the run failed instead of keeping stale numbers. A claim is
// a goal in the grammar of `app check` and the challenges (metric<=v,…),
// graded by the same code. The shell reads the page's messages and posts
// what AddTo writes.
type Binds struct {
	On     bool
	Claims []string
	Knobs  []string
	Cells  []string // table cells bound as numbers (SECTION/ROW/COLUMN)
	// stops are the bound knobs' slider stops, as sent: they depend on the
	// knob alone, so they are written once, not on every run (a drag).
	stops    map[string]knobStops
	lesson   *lab.Result // the lab's run at the lesson's values, computed once
	lessonOf string      // the lab it is of
}

// MaxBinds bounds the claims, the knobs and the cells a page binds, each.
const MaxBinds = 64

// Scale is a knob's slider scale (package form's): its stops with the
// unit typed after a value, and a value in that unit.
type Scale interface {
	Stops(f *param.Field) (stops []float64, suffix string, ok bool)
	InUnit(f *param.Field, v string) (float64, bool)
}

// Bind adds a page's bindings to those it made before.
func (b *Binds) Bind(claims, knobs, cells []string) {
	b.On = true
	b.Claims = union(b.Claims, claims)
	b.Knobs = union(b.Knobs, knobs)
	b.Cells = union(b.Cells, cells)
}

func union(a, b []string) []string {
	for _, s := range b {
		if len(a) < MaxBinds && !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	return a
}

// KeepLesson keeps res as lab's run at the lesson's values.
func (b *Binds) KeepLesson(labID string, res *lab.Result) { b.lesson, b.lessonOf = res, labID }

// LessonRun is the lab's run at the lesson's values: the run on screen
// when it is that one, else one run of the lab at its defaults, kept per
// lab.
func (b *Binds) LessonRun(s *State) *lab.Result {
	if b.lesson != nil && b.lessonOf == s.Addr.Lab.ID {
		return b.lesson
	}
	b.lessonOf = s.Addr.Lab.ID
	if s.Out.Res != nil && len(s.CurrentParams()) == 0 {
		b.lesson = s.Out.Res
		return b.lesson
	}
	res, err := s.Addr.Lab.Run(nil, nil)
	if err != nil {
		b.lesson = nil
		return nil
	}
	b.lesson = res
	return res
}

// AddTo adds to a message what the bound elements show of run res (nil: a
// refused run), when the page bound any.
func (b *Binds) AddTo(msg map[string]any, s *State, res *lab.Result, scale Scale) {
	if !b.On || s.Addr.Lab == nil {
		return
	}
	l, lang := s.Addr.Lab, s.Addr.Lang
	msg["lang"] = string(lang)
	msg["words"] = map[string]any{
		"holds": txtClaimHolds.In(lang), "fails": txtClaimFails.In(lang),
		"error": txtBoundError.In(lang), "pending": txtBoundPending.In(lang),
	}
	if res == nil {
		return
	}
	shown := map[string]any{}
	for _, m := range l.Metrics {
		shown[m.ID] = draw.MetricIn(res.Metrics[m.ID], m.Unit, lang)
	}
	msg["shown"] = shown
	lesson := b.LessonRun(s)
	if lesson != nil {
		vals, txt := map[string]any{}, map[string]any{}
		for _, m := range l.Metrics {
			vals[m.ID] = lesson.Metrics[m.ID]
			txt[m.ID] = draw.MetricIn(lesson.Metrics[m.ID], m.Unit, lang)
		}
		msg["lesson"], msg["lessonShown"] = vals, txt
	}
	cells := map[string]any{}
	for _, ref := range b.Cells {
		c, ok := res.Cell(ref)
		if !ok {
			cells[ref] = map[string]any{"error": txtNoCell.Format(ref).In(lang)}
			continue
		}
		entry := map[string]any{"shown": c.In(lang)}
		if lesson != nil {
			if was, ok := lesson.Cell(ref); ok {
				entry["lesson"] = was.In(lang)
			}
		}
		cells[ref] = entry
	}
	msg["cells"] = cells
	claims := map[string]any{}
	for _, c := range b.Claims {
		checks, err := l.ParseGoal(c)
		if err != nil {
			claims[c] = map[string]any{"error": i18n.ErrorIn(err, lang)}
			continue
		}
		_, pass := lab.Grade(res, checks)
		claims[c] = map[string]any{"holds": pass}
	}
	msg["claims"] = claims
	knobs := map[string]any{}
	spec := l.Knobs()
	for _, k := range b.Knobs {
		f := spec.Field(k)
		if f == nil {
			knobs[k] = map[string]any{"error": TxtUnknownKnob.Format(k).In(lang)}
			continue
		}
		entry := map[string]any{"value": res.Params[k], "label": f.LabelText.In(lang)}
		if n, ok := scale.InUnit(f, res.Params[k]); ok {
			entry["n"], entry["shown"] = n, words.Num(n, 3).In(lang)
		}
		if list, suffix, ok := b.knobStops(l.ID, f, scale); ok {
			shown := make([]any, len(list)) // []any: syscall/js carries no []string
			for i, v := range list {
				shown[i] = words.Num(v.(float64), 3).In(lang)
			}
			entry["stops"], entry["stops_shown"], entry["suffix"] = list, shown, suffix
		}
		knobs[k] = entry
	}
	msg["knobs"] = knobs
}

// knobStops are knob f's slider stops as the message carries them, with
// the unit typed after a value; made once per lab and knob.
func (b *Binds) knobStops(labID string, f *param.Field, scale Scale) ([]any, string, bool) {
	key := labID + "/" + f.Name
	ks, seen := b.stops[key]
	if !seen {
		stops, suffix, ok := scale.Stops(f)
		list := make([]any, len(stops))
		for i, v := range stops {
			list[i] = v
		}
		ks = knobStops{list, suffix, ok}
		if b.stops == nil {
			b.stops = map[string]knobStops{}
		}
		b.stops[key] = ks
	}
	return ks.list, ks.suffix, ks.ok
}

type knobStops struct {
	list   []any
	suffix string
	ok     bool
}

var (
	txtClaimHolds   = i18n.Text{TR: "şu anki çalıştırmada doğru", EN: "holds for the current run"}
	txtClaimFails   = i18n.Text{TR: "şu anki çalıştırmada yanlış", EN: "does not hold for the current run"}
	txtBoundError   = i18n.Text{TR: "çalıştırma reddedildi", EN: "the run was refused"}
	txtBoundPending = i18n.Text{TR: "laboratuvar yükleniyor", EN: "the lab is loading"}
	txtNoCell       = i18n.Text{TR: "%s: böyle bir tablo hücresi yok (BÖLÜM/SATIR/SÜTUN)", EN: "%s: no such table cell (SECTION/ROW/COLUMN)"}
)

// The messages a frame posts to its lesson page (web/embed.js):
//
//	{type: "playground:run", lab, params, values, metrics, matchesLesson, unchanged}
//	{type: "playground:error", lab, errors: [{field, value, message}]}
//
// each with what the page's bound elements show (Binds.AddTo).
const (
	MsgRun   = "playground:run"
	MsgError = "playground:error"
)

// HostMessage is what the frame tells its lesson page now: the refused
// input, or the last run once it is done; false when there is nothing to
// tell (no lab, or a run going). Lists and maps are []any and
// map[string]any: syscall/js carries no others.
func (s *State) HostMessage(b *Binds, scale Scale) (map[string]any, bool) {
	if s.Addr.Lab == nil {
		return nil, false
	}
	msg := map[string]any{"lab": s.Addr.Lab.ID}
	switch errs := s.HostErrors(); {
	case len(errs) > 0:
		list := make([]any, len(errs))
		for i, e := range errs {
			list[i] = map[string]any{"field": e.Field, "value": e.Value, "message": e.Message}
		}
		msg["type"], msg["errors"] = MsgError, list
		b.AddTo(msg, s, nil, scale)
	case s.Out.Res != nil && !s.Out.Running:
		res := s.Out.Res
		params := map[string]any{}
		for k, vs := range s.CurrentParams() {
			if len(vs) > 0 {
				params[k] = vs[len(vs)-1]
			}
		}
		values, metrics := map[string]any{}, map[string]any{}
		for k, v := range res.Params {
			values[k] = v
		}
		for k, v := range res.Metrics {
			metrics[k] = v
		}
		unchanged := make([]any, len(res.Unchanged))
		for i, k := range res.Unchanged {
			unchanged[i] = k
		}
		msg["type"], msg["params"], msg["values"], msg["metrics"] = MsgRun, params, values, metrics
		msg["matchesLesson"], msg["unchanged"] = res.MatchesLesson, unchanged
		b.AddTo(msg, s, res, scale)
	default:
		return nil, false
	}
	return msg, true
}
