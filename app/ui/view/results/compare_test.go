package results

import (
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
)

func TestCompareCountsChangedCellsAndParams(t *testing.T) {
	mk := func(a, b string, line string) *lab.Result {
		return &lab.Result{Params: map[string]string{"k": a, "seed": "1"}, Sections: []lab.Section{{
			ID: "t", Lesson: true,
			Table: &lab.Table{Columns: []lab.Column{{ID: "x"}, {ID: "y"}}, Rows: [][]i18n.Text{{lab.Cell("p1"), lab.Cell(b)}}},
			Lines: []i18n.Text{lab.Cell(line)},
		}}}
	}
	was, now := mk("900ms", "6/6", "window = 2/6"), mk("2s", "4/6", "window = 4/6")
	if n := countChangedCells(was, now); n != 2 {
		t.Errorf("changed cells = %d, want 2 (one cell, one line)", n)
	}
	d := paramDiff(was.Params, now.Params)
	if len(d) != 1 || d[0] != (paramChange{"k", "900ms", "2s"}) {
		t.Errorf("paramDiff = %v", d)
	}
	if got := txtCellsChanged.N(1).EN; got != "1 cell differs." {
		t.Errorf("one changed cell reads %q", got)
	}
}
