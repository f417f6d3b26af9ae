package oracle

import (
	"slices"
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
)

func linesRun(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Sections: []lab.Section{{ID: "expiry", Lines: []i18n.Text{
			{TR: "200 anahtar, ömür 100: sabit -> 1 süre sonu adımı, tek adımda 200 ıska;", EN: "200 keys, ttl 100: fixed -> 1 expiry step, 200 misses in one step;"},
			{TR: "dağıtılmış (sha256 % 40) -> 40 adım", EN: "                   jittered (sha256 % 40) -> 40 steps, at most 11 in one step"},
		}}},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// A line's numbers are read from its English text, left to right, a
// number inside a word ("sha256") left out; a claim off by one is caught.
func TestALinesNumberIsReadFromItsEnglishText(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.LineNumber, Ref: "expiry/1/1", Value: 200},
		{Fact: claim.LineNumber, Ref: "expiry/1/4", Value: 200},
		{Fact: claim.LineNumber, Ref: "expiry/2/1", Value: 40},
		{Fact: claim.LineNumber, Ref: "expiry/2/3", Value: 11},
	}
	for _, c := range cases {
		if f := linesRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := linesRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
	for _, ref := range []string{"expiry/2/4", "expiry/3/1", "rows/1/1", "expiry/1"} {
		if f := linesRun(claim.Claim{Fact: claim.LineNumber, Ref: ref}).Check(); len(f) != 1 || f[0].Why == "" {
			t.Errorf("%s: %v", ref, f)
		}
	}
}

func TestNumbersInALineKeepTheirGroupingAndDecimalsAndSkipWords(t *testing.T) {
	got := numbersIn("  8 copies     300 341 158 201  max 34%; 1,500 at 96.8 µs, v2 x3y, 2×(200, slice 3). 7.")
	want := []float64{8, 300, 341, 158, 201, 34, 1500, 96.8, 2, 200, 3, 7}
	if !slices.Equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
}
