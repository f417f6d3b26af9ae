package sweepplan

import (
	"math"
	"reflect"
	"testing"
)

// The score is 100 × (1 − mean distance ÷ how far the curve moves),
// rounded, never below 0, over the points that ran; a flat curve is
// measured against its height.
func TestAScoreIsTheMeanMissAgainstTheCurvesSpan(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		name        string
		guess, real []float64
		want        int
		miss, span  float64
	}{
		{"on the curve", []float64{10, 20, 40}, []float64{10, 20, 40}, 100, 0, 30},
		// |12-10|+|20-20|+|31-40| = 11, mean 11/3, span 30: 100×(1−0,1222) = 87,8
		{"close", []float64{12, 20, 31}, []float64{10, 20, 40}, 88, 11.0 / 3, 30},
		// a flat guess at the middle of a straight rise: mean 10, span 30
		{"flat across a rise", []float64{25, 25, 25, 25}, []float64{10, 20, 30, 40}, 67, 10, 30},
		// as far off as the curve moves: 0, and further still 0, not less
		{"off by the span", []float64{40, 50, 70}, []float64{10, 20, 40}, 0, 30, 30},
		{"far off", []float64{400, 500, 700}, []float64{10, 20, 40}, 0, 510, 30},
		// a point that did not run counts nothing, whatever was drawn there
		{"a point not run", []float64{10, 999, 40}, []float64{10, nan, 40}, 100, 0, 30},
		// flat curve: measured against its height (200 ms), 20 off: 90
		{"flat curve", []float64{180, 220}, []float64{200, 200}, 90, 20, 200},
		// flat at zero: against 1
		{"zero curve", []float64{0.25, 0.25}, []float64{0, 0}, 75, 0.25, 1},
		// negative values: the span is still max − min
		{"below zero", []float64{-10, 0}, []float64{-20, 0}, 75, 5, 20},
	} {
		f, ok := Score(c.guess, c.real)
		if !ok {
			t.Errorf("%s: not scored", c.name)
			continue
		}
		if f.Score != c.want || math.Abs(f.Miss-c.miss) > 1e-9 || f.Span != c.span {
			t.Errorf("%s: score %d (miss %g, span %g), want %d (miss %g, span %g)", c.name, f.Score, f.Miss, f.Span, c.want, c.miss, c.span)
		}
	}
	for _, c := range []struct {
		name        string
		guess, real []float64
	}{
		{"nothing ran", []float64{1, 2}, []float64{nan, nan}},
		{"a gap in the guess where the curve ran", []float64{1, nan}, []float64{1, 2}},
		{"a guess too short", []float64{1}, []float64{1, 2}},
	} {
		if f, ok := Score(c.guess, c.real); ok {
			t.Errorf("%s: scored %d", c.name, f.Score)
		}
	}
}

// A guess drawn on a surface 0…4 against a curve that climbs to 9 (the
// registry's, where the form's run stood at 2): where it lies at the top
// and the curve is above, it said "4 or more" and that is not a miss;
// where the curve is below the top, it is measured as usual, and a guess
// at the top over a curve below it is a miss.
func TestAGuessAtTheSurfacesEdgeIsNotMarkedDownForHeightItWasNotOffered(t *testing.T) {
	real := []float64{1, 2, 5, 9}
	pinned := []float64{1, 2, 4, 4}
	if f, ok := ScoreOn(pinned, real, 0, 4); !ok || f.Score != 100 {
		t.Errorf("a guess at the top where the curve is above: %+v, want 100", f)
	}
	if f, _ := Score(pinned, real); f.Score >= 100 {
		t.Errorf("without the surface, the same guess scores %d", f.Score)
	}
	over := []float64{4, 4, 4, 4} // at the top where the curve is at 1 and 2
	f, _ := ScoreOn(over, real, 0, 4)
	// misses 3 and 2 at the first points, none above: mean 5/4, span 8
	if want := int(math.Round(100 * (1 - 5.0/4/8))); f.Score != want {
		t.Errorf("a guess at the top over a lower curve: %d, want %d", f.Score, want)
	}
	// the bottom edge, for a metric below zero
	if f, _ := ScoreOn([]float64{-4, -1}, []float64{-9, -1}, -4, 0); f.Score != 100 {
		t.Errorf("a guess at the bottom where the curve is below: %d, want 100", f.Score)
	}
}

// A sketch's gaps take the straight line between the drawn points on
// either side, its ends the nearest drawn value.
func TestFillDrawsStraightLinesAcrossGaps(t *testing.T) {
	nan := math.NaN()
	got := Fill([]float64{nan, 10, nan, nan, 40, nan})
	if want := []float64{10, 10, 20, 30, 40, 40}; !reflect.DeepEqual(got, want) {
		t.Errorf("fill = %v, want %v", got, want)
	}
	if got := Fill([]float64{nan, nan}); !math.IsNaN(got[0]) || !math.IsNaN(got[1]) {
		t.Errorf("an empty sketch filled: %v", got)
	}
	in := []float64{nan, 5}
	Fill(in)
	if !math.IsNaN(in[0]) {
		t.Error("fill changed its input")
	}
}
