package pagestate

import (
	"net/url"
	"slices"
	"strings"

	"playground/app/pagekey"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// The page tells the learner about every key of its address it ignores or
// refuses, in one notice: a key that is no parameter and no page key, a
// page key given twice, a value a page key does not take (view=, lang=,
// embed=), a name controls=, charts= or sections= does not know. A knob
// given twice is a parameter error at its field, as on the command line.
// Names and values are echoed bounded and escaped (param.Echo), and the
// notice lists at most NoteMax of them, then counts the rest: a link with
// a hundred thousand keys gets one short line.

// Note is one key of the address the page did not take as given.
type Note struct {
	Key, Value string // Value "" when the key itself is the problem
	Why        i18n.Text
}

// NoteMax is how many notes the notice names.
const NoteMax = 5

var (
	txtNotice      = i18n.Text{TR: "Adresteki şu anahtarlar kullanılmadı: %s.", EN: "These keys of the address were not used: %s."}
	txtNoticeMore  = i18n.Counted{TR: "ve %d anahtar daha", EnOne: "and %d more key", EnOther: "and %d more keys"}
	txtNoteUnknown = i18n.Text{TR: "ne parametre ne sayfa anahtarı", EN: "neither a parameter nor a page key"}
	txtNoteTwice   = i18n.Text{TR: "%d kez verilmiş, ilki kullanıldı", EN: "given %d times, the first one used"}
	txtNoteLang    = i18n.Text{TR: "tr ya da en olmalı; Türkçe gösteriliyor", EN: "must be tr or en; Turkish is shown"}
	txtNoteView    = i18n.Text{TR: "şunlardan biri olmalı: %s; sonuçlar gösteriliyor", EN: "must be one of: %s; the results are shown"}
	txtNoteEmbed   = i18n.Text{TR: "yalnız 1 ya da story alır", EN: "takes 1 or story only"}
	txtNoteName    = i18n.Text{TR: "bu laboratuvarda böyle bir ad yok; olanlar: %s", EN: "this lab has no such name; its names: %s"}
	txtNoteKnob    = i18n.Text{TR: "bu laboratuvarın parametresi değil", EN: "not a parameter of this lab"}
	txtNoteNoLab   = i18n.Text{TR: "bir laboratuvar açık değilken anlamsız", EN: "means nothing without a lab"}
)

// Notes are the notes for query q on the page of lab l (nil: home).
func Notes(l *lab.Lab, q url.Values, views []View) []Note {
	var notes []Note
	var spec *param.Spec
	if l != nil {
		spec = l.Knobs()
	}
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		vs := q[k]
		switch {
		case pagekey.Is(k):
			if len(vs) > 1 {
				notes = append(notes, Note{Key: k, Why: txtNoteTwice.Format(len(vs))})
			}
			if l == nil && k != "lang" && k != "lab" {
				notes = append(notes, Note{Key: k, Why: txtNoteNoLab})
			}
		case spec == nil:
			notes = append(notes, Note{Key: k, Why: txtNoteNoLab})
		case spec.Field(k) == nil:
			notes = append(notes, Note{Key: k, Why: txtNoteUnknown})
		}
	}
	if v := q.Get("lang"); q.Has("lang") && v != string(i18n.TR) && v != string(i18n.EN) {
		notes = append(notes, Note{Key: "lang", Value: v, Why: txtNoteLang})
	}
	if l == nil {
		return notes
	}
	if v := q.Get("view"); v != "" && !hasView(views, v) {
		ids := make([]string, len(views))
		for i, vw := range views {
			ids[i] = vw.ID
		}
		notes = append(notes, Note{Key: "view", Value: v, Why: txtNoteView.Format(strings.Join(ids, ", "))})
	}
	if v := q.Get("embed"); q.Has("embed") && v != "1" && v != EmbedStory {
		notes = append(notes, Note{Key: "embed", Value: v, Why: txtNoteEmbed})
	}
	for _, n := range UnknownNames(l, pagekey.List(q.Get("controls"))) {
		notes = append(notes, Note{Key: "controls", Value: n, Why: txtNoteKnob})
	}
	return notes
}

// ResultNotes are the names in charts= and sections= that the run res
// does not have (known only once a run declared its figures and sections).
func ResultNotes(res *lab.Result, charts, sections []string) []Note {
	if res == nil {
		return nil
	}
	var notes []Note
	figs := []string{"main", "all"}
	for _, f := range res.Figures {
		figs = append(figs, f.ID)
	}
	secs := []string{"lesson", "all", "folded"}
	for _, s := range res.Sections {
		secs = append(secs, s.ID)
	}
	for _, n := range charts {
		if !slices.Contains(figs, n) {
			notes = append(notes, Note{Key: "charts", Value: n, Why: txtNoteName.Format(strings.Join(figs, ", "))})
		}
	}
	for _, n := range sections {
		if !slices.Contains(secs, n) {
			notes = append(notes, Note{Key: "sections", Value: n, Why: txtNoteName.Format(strings.Join(secs, ", "))})
		}
	}
	return notes
}

// In is the note as the notice lists it: key=value (why).
func (n Note) In(l i18n.Lang) string {
	s := param.Echo(n.Key)
	if n.Value != "" {
		s += "=" + param.Echo(n.Value)
	}
	return s + " (" + n.Why.In(l) + ")"
}

// NoticeText is the one line for notes, at most NoteMax of them named.
func NoticeText(notes []Note, l i18n.Lang) string {
	parts := make([]string, 0, NoteMax+1)
	for i, n := range notes {
		if i == NoteMax {
			parts = append(parts, txtNoticeMore.N(len(notes)-NoteMax).In(l))
			break
		}
		parts = append(parts, n.In(l))
	}
	return txtNotice.Format(strings.Join(parts, "; ")).In(l)
}

// UnknownNames are the names in list that are no field of l.
func UnknownNames(l *lab.Lab, list []string) []string {
	if l == nil {
		return nil
	}
	spec := l.Knobs()
	var out []string
	for _, n := range list {
		if spec.Field(n) == nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
