// Package progress keeps the learner's solved challenges in the browser
// (local storage): what the challenge view marks solved, and what the home
// page's cards count; and the best score of each guess drawn in the sweep
// view. Nothing else is kept — no times: progress says what,
// never when — and it works offline.
package progress

import (
	"maps"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/jsontext"
	"playground/engine/labs"
)

// storageKey is where the browser keeps the learner's progress: the solved
// challenges as a sorted JSON list of "lab/challenge" names.
const storageKey = "playground.solved"

// Progress is the set of solved challenges, by Key.
type Progress map[string]bool

// Key names a lab's challenge in the learner's progress.
func Key(labID, challengeID string) string { return labID + "/" + challengeID }

func (pr Progress) encode() string { return encodeList(slices.Sorted(maps.Keys(pr))) }

// encodeList writes names as a JSON list, in their order.
func encodeList(names []string) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, k := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		jsontext.Quote(&b, k)
	}
	b.WriteByte(']')
	return b.String()
}

// decodeProgress reads what encode wrote: a list of names. An entry that
// is no name is left out, and only it: the next save keeps the others. A
// value that is no list reads as nothing solved (a hand-edited or foreign
// value must not break the page).
func decodeProgress(s string) Progress {
	pr := Progress{}
	for _, k := range decodeNames(s) {
		pr[k] = true
	}
	return pr
}

// decodeNames reads a JSON list of names in its order, as decodeProgress
// says (nil for a value that is no list).
func decodeNames(s string) []string {
	var names []string
	top, ok := jsontext.Read(s, func(_ string, v jsontext.Value) {
		if v.Kind == jsontext.String && v.Text != "" {
			names = append(names, v.Text)
		}
	})
	if !ok || !strings.HasPrefix(strings.TrimLeft(s, " \t\r\n"), "[") || top.Kind != jsontext.Other {
		return nil
	}
	return names
}

// Count is how many of a lab's challenges are solved, of how many.
func (pr Progress) Count(labID string) (solved, total int) {
	l := labs.Find(labID)
	if l == nil {
		return 0, 0
	}
	for _, c := range l.Challenges {
		if pr[Key(labID, c.ID)] {
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

// Load reads the stored progress; stored is false when the
// browser keeps none.
func Load() (pr Progress, stored bool) {
	v, stored := load(storageKey)
	return decodeProgress(v), stored
}

// Save stores pr (nothing solved: the key is removed); false when
// the browser refused.
func Save(pr Progress) (ok bool) {
	v := ""
	if len(pr) > 0 {
		v = pr.encode()
	}
	return store(storageKey, v)
}

// load reads key from the browser's store ("" when it holds none); stored is false when the browser keeps nothing.
func load(key string) (v string, stored bool) {
	st, ok := localStorage()
	if !ok {
		return "", false
	}
	defer func() {
		if recover() != nil {
			v, stored = "", false
		}
	}()
	got := st.Call("getItem", key)
	if got.IsNull() || got.IsUndefined() {
		return "", true
	}
	return got.String(), true
}

// store writes v under key ("" removes it); false when the browser refused.
func store(key, v string) (ok bool) {
	st, ok := localStorage()
	if !ok {
		return false
	}
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if v == "" {
		st.Call("removeItem", key)
	} else {
		st.Call("setItem", key, v)
	}
	return true
}

// ActSolved is posted (Value: a Key) when a challenge's run passes.
const ActSolved = "playground.challenge.solved"

// Mark is the "Solved" line under a graded run. It lives apart from
// the rendering so recording the success is a lifecycle step (mount or
// update), not a side effect of drawing.
type Mark struct {
	app.Compo

	Ikey  string // Key; "" for an author's goal (not kept)
	Ipass bool
	Itext i18n.Text
	Ilang i18n.Lang
}

func NewMark() *Mark                   { return &Mark{} }
func (s *Mark) Key(k string) *Mark     { s.Ikey = k; return s }
func (s *Mark) Pass(b bool) *Mark      { s.Ipass = b; return s }
func (s *Mark) Text(t i18n.Text) *Mark { s.Itext = t; return s }
func (s *Mark) Lang(l i18n.Lang) *Mark { s.Ilang = l; return s }

func (s *Mark) OnMount(ctx app.Context)  { s.record(ctx) }
func (s *Mark) OnUpdate(ctx app.Context) { s.record(ctx) }

func (s *Mark) record(ctx app.Context) {
	if s.Ipass && s.Ikey != "" {
		ctx.NewActionWithValue(ActSolved, s.Ikey)
	}
}

func (s *Mark) Render() app.UI {
	if !s.Ipass {
		return app.P().Class("solved-line").Hidden(true)
	}
	return app.P().ID("challenge-solved").Class("solved-line solved").Role("status").Body(
		app.Span().Aria("hidden", "true").Text("✓ "),
		app.Text(s.Itext.In(s.Ilang)),
	)
}

// Count is a home card's "2/5 challenges solved", read from the
// browser's store when the card mounts.
type Count struct {
	app.Compo

	IlabID string
	Ilang  i18n.Lang

	solved, total int
	loaded        bool
}

func NewCount() *Count                    { return &Count{} }
func (s *Count) Lab(id string) *Count     { s.IlabID = id; return s }
func (s *Count) Lang(l i18n.Lang) *Count  { s.Ilang = l; return s }
func (s *Count) OnMount(ctx app.Context)  { s.load() }
func (s *Count) OnUpdate(ctx app.Context) { s.load() }
func (s *Count) load() {
	pr, _ := Load()
	s.solved, s.total = pr.Count(s.IlabID)
	s.loaded = true
}

func (s *Count) Render() app.UI {
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
		Text(mark + TxtSolvedCount.Format(s.solved, s.total).In(s.Ilang))
}

// TxtSolvedCount says how many of a lab's challenges are solved.
var TxtSolvedCount = i18n.Text{TR: "%d/%d görev çözüldü", EN: "%d/%d challenges solved"}

// draftKey is where the browser keeps a lab's code being written.
func draftKey(labID string) string { return "playground.code." + labID }

// LoadDraft is the code the learner last wrote for the lab in this
// browser ("" when none).
func LoadDraft(labID string) string {
	v, _ := load(draftKey(labID))
	return v
}

// SaveDraft keeps src as the lab's code being written ("" forgets it).
func SaveDraft(labID, src string) bool { return store(draftKey(labID), src) }
