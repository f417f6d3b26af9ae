package labtest

import (
	"fmt"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Texts are the texts of a run a learner reads beyond the lesson's own
// output (whose tables keep the lesson's format): the reading, the titles,
// cells and lines of the further sections, the figures' titles, axes,
// categories and line labels, the scene's labels and notes, and the spans'
// labels. Each comes with where it is, for a failure to say.
func Texts(res *lab.Result) map[string]i18n.Text {
	out := map[string]i18n.Text{}
	put := func(at string, t i18n.Text) {
		if t.TR != "" || t.EN != "" {
			out[at] = t
		}
	}
	for i, t := range res.Reading {
		put("reading["+itoa(i)+"]", t.Text)
	}
	for _, s := range res.Sections {
		if s.Lesson {
			continue
		}
		at := "section " + s.ID
		put(at+" title", s.Title)
		for i, l := range s.Lines {
			if !s.Verbatim || l.TR != l.EN {
				put(at+" line "+itoa(i), l)
			}
		}
		if s.Table != nil {
			for _, c := range s.Table.Columns {
				put(at+" column "+c.ID, c.Label)
			}
			for r, row := range s.Table.Rows {
				for c, cell := range row {
					put(at+" row "+itoa(r)+" cell "+itoa(c), cell)
				}
			}
		}
	}
	for _, f := range res.Figures {
		at := "figure " + f.ID
		put(at+" title", f.Title)
		put(at+" x", f.X.Label)
		put(at+" y", f.Y.Label)
		for i, c := range f.X.Categories {
			put(at+" category "+itoa(i), c)
		}
	}
	for _, s := range res.Series {
		for _, l := range s.Lines {
			put("series "+s.ID+" line "+l.ID, l.Label)
		}
	}
	for _, n := range res.Scene.Nodes {
		put("node "+n.ID, n.Label)
	}
	for _, e := range res.Scene.Effects {
		put("effect "+e.ID, e.Label)
	}
	for _, s := range res.Scene.States {
		put("state "+s.ID, s.Label)
	}
	for _, c := range res.Scene.Counters {
		put("counter "+c.ID, c.Label)
	}
	for i, e := range res.Scene.Events {
		if e.Note != nil {
			put("note "+itoa(i)+" at "+e.Node, *e.Note)
		}
	}
	for i, s := range res.Spans {
		put("span "+itoa(i)+" "+s.State, s.Label)
	}
	return out
}

// CheckWords holds a run's texts (Texts) to the glossary's typography in
// both languages, with the lab's knob names banned from Turkish prose, and
// every metric in percent to 0–100 %. Each lab's reading property test and
// fuzz target call it on every run.
func CheckWords(t testing.TB, l *lab.Lab, query string, res *lab.Result) {
	t.Helper()
	var knobs []string
	for _, f := range l.New().Spec().Fields() {
		knobs = append(knobs, f.Name)
	}
	for at, tx := range Texts(res) {
		for _, p := range Problems("tr", tx.TR, knobs...) {
			t.Errorf("%s %q: %s (TR): %s\n\t%s", l.ID, query, at, p, tx.TR)
		}
		for _, p := range Problems("en", tx.EN) {
			t.Errorf("%s %q: %s (EN): %s\n\t%s", l.ID, query, at, p, tx.EN)
		}
	}
	for _, f := range res.Figures {
		for _, a := range []lab.Axis{f.X, f.Y} {
			if a.Unit != "" && (strings.Contains(a.Label.TR, "("+a.Unit+")") || strings.Contains(a.Label.EN, "("+a.Unit+")")) {
				t.Errorf("%s %q: figure %s: the axis label %q carries its unit %q again", l.ID, query, f.ID, a.Label.EN, a.Unit)
			}
		}
	}
	for _, m := range l.Metrics {
		if v := res.Metrics[m.ID]; m.Unit == "%" && (v < 0 || v > 100) {
			t.Errorf("%s %q: metric %s = %v, a share outside 0–100 %%", l.ID, query, m.ID, v)
		}
	}
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

// HoldsNumber reports that s holds the number n as a number of its own:
// not inside a longer one (6 in 600, 1,5 in 11,5 or 1,55).
func HoldsNumber(s, n string) bool {
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	for i := 0; ; {
		j := strings.Index(s[i:], n)
		if j < 0 {
			return false
		}
		j += i
		before, after := s[:j], s[j+len(n):]
		beforeOK := before == "" || !digit(before[len(before)-1]) &&
			!(len(before) > 1 && (before[len(before)-1] == ',' || before[len(before)-1] == '.') && digit(before[len(before)-2]))
		afterOK := after == "" || !digit(after[0]) && !(len(after) > 1 && (after[0] == ',' || after[0] == '.') && digit(after[1]))
		if beforeOK && afterOK {
			return true
		}
		i = j + 1
	}
}

// Says checks that a sentence carries each number as its own language
// writes it (a words.Number, a table cell…), in both languages.
func Says(t i18n.Text, parts ...i18n.Localized) error {
	for _, p := range parts {
		if !HoldsNumber(t.TR, p.In(i18n.TR)) || !HoldsNumber(t.EN, p.In(i18n.EN)) {
			return fmt.Errorf("sentence lacks %q / %q:\n\t%s\n\t%s", p.In(i18n.TR), p.In(i18n.EN), t.TR, t.EN)
		}
	}
	return nil
}
