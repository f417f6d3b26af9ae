package predict

import (
	"slices"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// Guesses are told how far off they were, in words and numbers.
func TestGuessWordsSayHowFarOff(t *testing.T) {
	for _, tc := range []struct {
		guess, got float64
		unit       string
		en, tr     string
	}{
		{300, 697.5, "ms", "Far off: the real value is 2.3 times your guess.", "Uzak: gerçek değer tahmininizin 2,3 katı."},
		{700, 697.5, "ms", "Spot on!", "Tam isabet!"},
		{650, 697.5, "ms", "Very close: the real value is 47.5 ms higher than your guess (7%).", "Çok yakın: gerçek değer tahmininizden 47,5 ms fazla (%7)."},
		{1000, 697.5, "ms", "Not far: the real value is 302.5 ms lower than your guess (30%).", "Yakın sayılır: gerçek değer tahmininizden 302,5 ms az (%30)."},
		{10, 1, "", "Far off: your guess is 10 times the real value.", "Uzak: tahmininiz gerçek değerin 10 katı."},
		{0, 3, "", "The real value is 3 higher than your guess.", "Gerçek değer tahmininizden 3 fazla."},
		{20, 12.5, "%", "Not far: the real value is 7.5% lower than your guess (38%).", "Yakın sayılır: gerçek değer tahmininizden %7,5 az (%38)."},
	} {
		w := guessWords(tc.guess, tc.got, tc.unit)
		if w.EN != tc.en || w.TR != tc.tr {
			t.Errorf("guess %v, got %v:\n EN %q\n want %q\n TR %q\n want %q", tc.guess, tc.got, w.EN, tc.en, w.TR, tc.tr)
		}
	}
}
func TestGuessesAreReadAsPeopleTypeThem(t *testing.T) {
	for in, want := range map[string]float64{"250": 250, "2,5": 2.5, " 2.5 ": 2.5, "%10": 10, "10 %": 10, "1 000": 1000, "-3": -3} {
		if got, ok := parseGuess(in); !ok || got != want {
			t.Errorf("parseGuess(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "abc", "NaN", "Inf", "1,2,3"} {
		if _, ok := parseGuess(in); ok {
			t.Errorf("parseGuess(%q) accepted", in)
		}
	}
}

// After a miss the reveal says why in one sentence of the run's own
// reading: for every metric of every lab's lesson run, one of its
// reading's sentences — the first naming the metric when one does.
func TestWhyIsOneSentenceOfTheRunsOwnReading(t *testing.T) {
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range l.Metrics {
			for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
				why := Why(res, &m, lang)
				var in []string
				for _, s := range res.Reading {
					in = append(in, s.In(lang))
				}
				if !slices.Contains(in, why) {
					t.Errorf("%s %s %s: %q is not a sentence of the run's reading", l.ID, m.ID, lang, why)
					continue
				}
				for _, s := range in {
					if strings.Contains(strings.ToLower(s), strings.ToLower(m.Label.In(lang))) {
						if s != why {
							t.Errorf("%s %s %s: %q, but %q names the metric first", l.ID, m.ID, lang, why, s)
						}
						break
					}
				}
			}
		}
	}
	if Why(&lab.Result{}, &lab.Metric{}, i18n.TR) != "" {
		t.Error("a run without a reading has a why")
	}
	for _, c := range []struct {
		guess, got float64
		miss       bool
	}{{10, 10, false}, {10, 10.9, false}, {10, 11.5, true}, {0, 3, true}, {5, 0, true}} {
		if missed(c.guess, c.got) != c.miss {
			t.Errorf("missed(%g, %g) = %v", c.guess, c.got, !c.miss)
		}
	}
}
