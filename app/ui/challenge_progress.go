package ui

import (
	"encoding/json"
	"maps"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/labs"
)

// storageKey is where the browser keeps the learner's progress: the solved
// challenges as a sorted JSON list of "lab/challenge" names. Nothing else
// (no times: progress says what, never when), and it works offline.
const storageKey = "playground.solved"

// progress is the set of solved challenges, by progressKey.
type progress map[string]bool

func (pr progress) encode() string {
	keys := slices.Sorted(maps.Keys(pr))
	if keys == nil {
		keys = []string{}
	}
	b, _ := json.Marshal(keys)
	return string(b)
}

// decodeProgress reads what encode wrote; anything else reads as nothing
// solved (a hand-edited or foreign value must not break the page).
func decodeProgress(s string) progress {
	var keys []string
	if json.Unmarshal([]byte(s), &keys) != nil {
		return progress{}
	}
	pr := progress{}
	for _, k := range keys {
		pr[k] = true
	}
	return pr
}

// count is how many of a lab's challenges are solved, of how many.
func (pr progress) count(labID string) (solved, total int) {
	l := labs.Find(labID)
	if l == nil {
		return 0, 0
	}
	for _, c := range l.Challenges {
		if pr[progressKey(labID, c.ID)] {
			solved++
		}
	}
	return solved, len(l.Challenges)
}

// localStorage is the browser's store, or false when there is none (the
// prerender, a browser that refuses storage: reading it then throws).
func localStorage() (st app.Value, ok bool) {
	if !app.IsClient {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			st, ok = nil, false
		}
	}()
	// Reflect.get through Call: a throwing getter becomes a Go panic
	// (recovered above) instead of an exception through the wasm stack.
	st = app.Window().Get("Reflect").Call("get", app.Window(), "localStorage")
	return st, st.Truthy()
}

// loadProgress reads the stored progress; stored is false when the
// browser keeps none.
func loadProgress() (pr progress, stored bool) {
	st, ok := localStorage()
	if !ok {
		return progress{}, false
	}
	defer func() {
		if recover() != nil {
			pr, stored = progress{}, false
		}
	}()
	v := st.Call("getItem", storageKey)
	if v.IsNull() || v.IsUndefined() {
		return progress{}, true
	}
	return decodeProgress(v.String()), true
}

// saveProgress stores pr (nothing solved: the key is removed); false when
// the browser refused.
func saveProgress(pr progress) (ok bool) {
	st, ok := localStorage()
	if !ok {
		return false
	}
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if len(pr) == 0 {
		st.Call("removeItem", storageKey)
	} else {
		st.Call("setItem", storageKey, pr.encode())
	}
	return true
}

// actSolved is posted (Value: a progressKey) when a challenge's run passes.
const actSolved = "playground.challenge.solved"

// solvedMark is the "Solved" line under a graded run. It lives apart from
// the rendering so recording the success is a lifecycle step (mount or
// update), not a side effect of drawing.
type solvedMark struct {
	app.Compo

	Ikey  string // progressKey; "" for an author's goal (not kept)
	Ipass bool
	Itext i18n.Text
	Ilang i18n.Lang
}

func newSolvedMark() *solvedMark                   { return &solvedMark{} }
func (s *solvedMark) Key(k string) *solvedMark     { s.Ikey = k; return s }
func (s *solvedMark) Pass(b bool) *solvedMark      { s.Ipass = b; return s }
func (s *solvedMark) Text(t i18n.Text) *solvedMark { s.Itext = t; return s }
func (s *solvedMark) Lang(l i18n.Lang) *solvedMark { s.Ilang = l; return s }

func (s *solvedMark) OnMount(ctx app.Context)  { s.record(ctx) }
func (s *solvedMark) OnUpdate(ctx app.Context) { s.record(ctx) }

func (s *solvedMark) record(ctx app.Context) {
	if s.Ipass && s.Ikey != "" {
		ctx.NewActionWithValue(actSolved, s.Ikey)
	}
}

func (s *solvedMark) Render() app.UI {
	if !s.Ipass {
		return app.P().Class("solved-line").Hidden(true)
	}
	return app.P().ID("challenge-solved").Class("solved-line solved").Role("status").Body(
		app.Span().Aria("hidden", "true").Text("✓ "),
		app.Text(s.Itext.In(s.Ilang)),
	)
}

// solvedCount is a home card's "2/5 challenges solved", read from the
// browser's store when the card mounts.
type solvedCount struct {
	app.Compo

	IlabID string
	Ilang  i18n.Lang

	solved, total int
	loaded        bool
}

func newSolvedCount() *solvedCount                   { return &solvedCount{} }
func (s *solvedCount) Lab(id string) *solvedCount    { s.IlabID = id; return s }
func (s *solvedCount) Lang(l i18n.Lang) *solvedCount { s.Ilang = l; return s }
func (s *solvedCount) OnMount(ctx app.Context)       { s.load() }
func (s *solvedCount) OnUpdate(ctx app.Context)      { s.load() }
func (s *solvedCount) load() {
	pr, _ := loadProgress()
	s.solved, s.total = pr.count(s.IlabID)
	s.loaded = true
}

func (s *solvedCount) Render() app.UI {
	if !s.loaded || s.total == 0 {
		return app.P().Class("solved-count").Hidden(true)
	}
	cls := "solved-count"
	mark := ""
	if s.solved > 0 {
		cls += " some"
		mark = "✓ "
	}
	return app.P().Class(cls).ID("solved-"+s.IlabID).DataSet("solved", s.solved).DataSet("total", s.total).
		Text(mark + txtChSolvedCount.Format(s.solved, s.total).In(s.Ilang))
}
