package words

import (
	"math"

	"playground/engine/i18n"
)

// Times is how many times a is b — the factor a comparative such as "2,5
// kat daha kısa sürede" / "2.5 times sooner" states — with one decimal below
// 10 and none from 10 on, and whether it is worth saying: both numbers
// positive and the factor as written at least 1.1 (1,0 kat says nothing,
// and a factor is never said the wrong way round). The sentence passes the
// larger number first and says which way by its own words.
func Times(a, b float64) (Number, bool) {
	if a <= 0 || b <= 0 || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return Number{}, false
	}
	r := a / b
	d := 1
	if r >= 10 {
		d = 0
	}
	n := Num(r, d)
	return n, Factor(r) >= 1.1
}

// Factor is a/b rounded as Times writes it: what a test compares the
// written factor with.
func Factor(r float64) float64 {
	if r >= 10 {
		return math.Round(r)
	}
	return math.Round(r*10) / 10
}

// Of fills a counted phrase (i18n.Counted, its count first) with a written
// number: English takes the singular for exactly 1 ("1 job", "1.2 jobs").
func Of(c i18n.Counted, n Number, args ...any) i18n.Text {
	en := c.EnOther
	if n.en == "1" {
		en = c.EnOne
	}
	return i18n.Text{TR: c.TR, EN: en}.Format(append([]any{n}, args...)...)
}

// Fewer is how many fewer a is than b, when it is fewer: "2 fewer than the
// static file's" is said of 0 against 2, never "no more than".
func Fewer(a, b int) (int, bool) { return b - a, a < b }
