package sweepplan

import "math"

// Fit is how close a drawn guess came to the curve got.
type Fit struct {
	Score int     // 0…100
	Miss  float64 // the mean distance between guess and curve
	Span  float64 // what Miss is measured against
}

// Score compares a guess with the curve got, point by point over the
// points that ran (NaN in real: one that did not, left out):
//
//	Score = round(100 × (1 − Miss ÷ Span)), at least 0
//
// where Miss is the mean absolute distance between guess and curve and
// Span how far the curve moves (its highest value less its lowest) — for
// a flat curve its distance from zero, and 1 when that is zero too. A
// guess on the curve scores 100; one as far off on average as the curve
// moves, 0. ok is false when no point ran or the guess misses one that did.
func Score(guess, real []float64) (f Fit, ok bool) {
	return ScoreOn(guess, real, math.Inf(-1), math.Inf(1))
}

// ScoreOn is Score for a guess drawn on a surface from bottom to top: where
// the guess lies at the surface's edge and the curve beyond it, the point
// is on the curve as far as the surface could say ("this high or higher"):
// a guess is never marked down for the height the surface did not offer.
func ScoreOn(guess, real []float64, bottom, top float64) (f Fit, ok bool) {
	n, lo, hi := 0, math.Inf(1), math.Inf(-1)
	for i, r := range real {
		if math.IsNaN(r) {
			continue
		}
		if i >= len(guess) || math.IsNaN(guess[i]) {
			return Fit{}, false
		}
		g := guess[i]
		if (g >= top && r > top) || (g <= bottom && r < bottom) {
			g = r
		}
		f.Miss += math.Abs(g - r)
		lo, hi = min(lo, r), max(hi, r)
		n++
	}
	if n == 0 {
		return Fit{}, false
	}
	f.Miss /= float64(n)
	f.Span = hi - lo
	if f.Span == 0 {
		f.Span = math.Abs(hi)
	}
	if f.Span == 0 {
		f.Span = 1
	}
	f.Score = int(math.Round(100 * max(0, 1-f.Miss/f.Span)))
	return f, true
}

// Fill completes a sketch: a point not drawn (NaN) between two drawn ones
// takes the straight line between them, and one before the first or after
// the last drawn point takes that point's value. The points stand evenly
// on the knob's axis (linear or log), so the line is straight on the
// chart. A sketch with no point drawn comes back as it is.
func Fill(vals []float64) []float64 {
	out := append([]float64(nil), vals...)
	prev := -1
	for i, v := range out {
		if math.IsNaN(v) {
			continue
		}
		switch {
		case prev < 0:
			for j := range i {
				out[j] = v
			}
		default:
			for j := prev + 1; j < i; j++ {
				out[j] = out[prev] + (v-out[prev])*float64(j-prev)/float64(i-prev)
			}
		}
		prev = i
	}
	if prev >= 0 {
		for j := prev + 1; j < len(out); j++ {
			out[j] = out[prev]
		}
	}
	return out
}
