package oracle

import (
	"strings"
	"testing"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// seriesRun is a raw run with two series: loads per partition (one line
// per copy count) and calls so far over time.
func seriesRun(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Series: []lab.Series{
			{ID: "load", Lines: []lab.Line{
				{ID: "copies_1", Points: []lab.Point{{X: 0, Y: 150}, {X: 1, Y: 116}, {X: 2, Y: 83}, {X: 3, Y: 651}}},
				{ID: "copies_8", Points: []lab.Point{{X: 0, Y: 300}, {X: 1, Y: 341}, {X: 2, Y: 158}, {X: 3, Y: 201}}},
			}},
			{ID: "calls", Lines: []lab.Line{
				{ID: "xfetch", Points: []lab.Point{{X: 0, Y: 0}, {X: 1.5, Y: 1}, {X: 40, Y: 3}}},
				{ID: "never", Points: []lab.Point{{X: 0, Y: 0}, {X: 90, Y: 0}}},
			}},
		},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// Each series fact is the oracle's own sum, maximum, count, share or first
// rise over the points, and a claim off by one is caught.
func TestTheSeriesFactsAggregateTheLinesPointsAndCatchAClaimOffByOne(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.SeriesSum, Ref: "load/copies_1", Value: 1000},
		{Fact: claim.SeriesMax, Ref: "load/copies_8", Value: 341},
		{Fact: claim.SeriesPoints, Ref: "calls/xfetch", Value: 3},
		{Fact: claim.SeriesMaxPct, Ref: "load/copies_1", Value: 65.1},
		{Fact: claim.SeriesFirstX, Ref: "calls/xfetch", Value: 1.5},
	}
	for _, c := range cases {
		if f := seriesRun(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := seriesRun(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}

// A share said rounded holds within half a point either way, as a
// sentence's "65%" does of 651 in 1000.
func TestASharesRoundingIsClaimedAsItsWindow(t *testing.T) {
	in := []claim.Claim{
		{Fact: claim.SeriesMaxPct, Ref: "load/copies_1", Op: claim.AtLeast, Value: 64.5},
		{Fact: claim.SeriesMaxPct, Ref: "load/copies_1", Op: claim.AtMost, Value: 65.5},
	}
	if f := seriesRun(in...).Check(); len(f) != 0 {
		t.Error(f)
	}
	if f := seriesRun(claim.Claim{Fact: claim.SeriesMaxPct, Ref: "load/copies_8", Op: claim.AtMost, Value: 33.5}).Check(); len(f) != 1 {
		t.Errorf("34.1%% passed as at most 33.5%%: %v", f)
	}
}

func TestASeriesFactOnAMissingLineOrAFlatLineCannotBeMeasured(t *testing.T) {
	for ref, why := range map[string]string{
		"load/copies_4": "no line", "loads/copies_1": "no series", "load": "SERIES/LINE", "calls/never": "every point",
	} {
		f := seriesRun(claim.Claim{Fact: claim.SeriesFirstX, Ref: ref}).Check()
		if len(f) != 1 || !strings.Contains(f[0].Why, why) {
			t.Errorf("%s: %v", ref, f)
		}
	}
}
