package form

import (
	"testing"
	"time"

	"playground/engine/param"
)

func TestSliderIsLogarithmicWhereBoundsSpanTwoDecades(t *testing.T) {
	var d time.Duration
	var n int
	s := param.New("slidertest")
	lease := s.Duration(&d, "lease", 900*time.Millisecond, 50*time.Millisecond, 30*time.Second)
	count := s.Int(&n, "count", 3, 1, 10)
	ls, ok := sliderScale(lease)
	if !ok || !ls.log {
		t.Fatalf("50ms…30s (about 2.8 decades) must get a log slider: %+v %v", ls, ok)
	}
	cs, ok := sliderScale(count)
	if !ok || cs.log {
		t.Fatalf("1…10 (one decade) must get a linear slider: %+v %v", cs, ok)
	}
	// The ends are exactly the bounds; the middle of a log slider is the
	// geometric mean (√(0.05 × 30) s ≈ 1.2 s), not the arithmetic one (15 s).
	if got := ls.value(0); got != "50ms" {
		t.Errorf("left end %s, want 50ms", got)
	}
	if got := ls.value(sliderSteps); got != "30s" {
		t.Errorf("right end %s, want 30s", got)
	}
	if got := ls.value(sliderSteps / 2); got != "1.2s" {
		t.Errorf("middle %s, want 1.2s", got)
	}
	// The lesson's value sits where the slider puts it back.
	if p := ls.pos(float64(900 * time.Millisecond)); ls.value(p) != "900ms" {
		t.Errorf("900ms → position %d → %s", p, ls.value(p))
	}
	if got := cs.value(sliderSteps / 3); got != "4" {
		t.Errorf("a third of 1…10 is %s, want 4", got)
	}
	var seed uint64
	if _, ok := sliderScale(s.Seed(&seed, 1)); ok {
		t.Error("the seed got a slider; its range is an identifier's, not a quantity's")
	}
}
