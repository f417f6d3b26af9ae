package lab

import (
	"testing"

	"playground/engine/i18n"
)

// A table cell is named by section, row (its number from 1, or its first
// cell's text in either language) and column id; anything else is no cell.
func TestACellIsNamedBySectionRowAndColumn(t *testing.T) {
	r := &Result{Sections: []Section{
		{ID: "lines"},
		{ID: "phases", Table: &Table{
			Columns: []Column{{ID: "phase"}, {ID: "ok"}},
			Rows: [][]i18n.Text{
				{{TR: "hepsi diri", EN: "all alive"}, i18n.Plain("6/6")},
				{{TR: "kopya öldü", EN: "replica died"}, i18n.Plain("4/6")},
			},
		}},
	}}
	for ref, want := range map[string]string{
		"phases/1/ok": "6/6", "phases/2/ok": "4/6", "phases/hepsi diri/ok": "6/6", "phases/replica died/ok": "4/6",
		"phases/2/phase": "kopya öldü",
	} {
		if got, ok := r.Cell(ref); !ok || got.TR != want {
			t.Errorf("%s: %q %v, want %q", ref, got.TR, ok, want)
		}
	}
	for _, ref := range []string{"phases/3/ok", "phases/0/ok", "phases/1/nope", "lines/1/ok", "nope/1/ok", "phases/1", "ok", ""} {
		if got, ok := r.Cell(ref); ok {
			t.Errorf("%s: found %q, want no cell", ref, got.TR)
		}
	}
}

// A whole number of five digits or more reads in a table as a sentence
// writes it (11.057 / 11,057); four digits, addresses and words stay.
func TestATablesLongNumbersAreGroupedAsTheSentencesGroupThem(t *testing.T) {
	r := &Result{Sections: []Section{{Table: &Table{Rows: [][]i18n.Text{
		{i18n.Plain("11057"), i18n.Plain("1500"), i18n.Plain("127.0.0.1:8762"), i18n.Plain("=2/6"), i18n.Text{TR: "12345", EN: "x"}},
	}}}}}
	r.groupDigits()
	row := r.Sections[0].Table.Rows[0]
	want := []i18n.Text{{TR: "11.057", EN: "11,057"}, i18n.Plain("1500"), i18n.Plain("127.0.0.1:8762"), i18n.Plain("=2/6"), {TR: "12345", EN: "x"}}
	for i := range want {
		if !row[i].Equal(want[i]) {
			t.Errorf("cell %d: %+v, want %+v", i, row[i], want[i])
		}
	}
}
