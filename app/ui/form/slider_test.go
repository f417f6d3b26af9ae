package form

import (
	"math"
	"slices"
	"testing"
	"time"

	"playground/engine/labs"
	"playground/engine/param"
)

func TestSliderIsLogarithmicWhereBoundsSpanTwoDecades(t *testing.T) {
	var d time.Duration
	var n, q int
	s := param.New()
	lease := s.Duration(&d, "lease", 900*time.Millisecond, 50*time.Millisecond, 30*time.Second)
	count := s.Int(&n, "count", 3, 1, 10)
	queue := s.Int(&q, "queue", 2, 0, 1000000)
	ls, ok := sliderScale(lease)
	if !ok || !ls.log {
		t.Fatalf("50ms…30s (about 2.8 decades) must get a log slider: %v", ok)
	}
	cs, ok := sliderScale(count)
	if !ok || cs.log || cs.max() != 9 {
		t.Fatalf("1…10 (one decade) must stop at every whole number: %+v %v", cs, ok)
	}
	if got := ls.value(0); got != "50ms" {
		t.Errorf("left end %s, want 50ms", got)
	}
	if got := ls.value(ls.max()); got != "30s" {
		t.Errorf("right end %s, want 30s", got)
	}
	// A log slider gives each decade the same room: 50 ms … 500 ms and
	// 3 s … 30 s take about as many positions.
	low, high := ls.pos(float64(500*time.Millisecond))-ls.pos(float64(50*time.Millisecond)), ls.max()-ls.pos(float64(3*time.Second))
	if low < 60 || math.Abs(float64(low-high)) > float64(low)/3 {
		t.Errorf("50ms…500ms takes %d positions, 3s…30s %d: a log slider gives decades the same room", low, high)
	}
	// From 0 a log slider starts its grid at the unit: the first stops of
	// a 0 … 1 000 000 queue are 0, 1, 2, … and 50 is one of them.
	qs, _ := sliderScale(queue)
	if !qs.log || qs.value(1) != "1" || qs.value(qs.pos(50)) != "50" || qs.value(qs.max()) != "1000000" {
		t.Errorf("queue slider: log %v, stops %s, %s … %s", qs.log, qs.value(1), qs.value(qs.pos(50)), qs.value(qs.max()))
	}
	var seed uint64
	if _, ok := sliderScale(s.Seed(&seed, 1)); ok {
		t.Error("the seed got a slider; its range is an identifier's, not a quantity's")
	}
}

// Every knob's slider stops exactly at the lesson's value and at each
// whole number (in the knob's unit) within ±10 of it, its ends are its
// bounds, and its stops rise.
func TestEverySliderReachesTheLessonsValueAndItsNeighbours(t *testing.T) {
	for _, l := range labs.All() {
		for _, f := range l.Knobs().Fields() {
			s, ok := sliderScale(f)
			if !ok {
				continue
			}
			typed := func(v float64) string { return s.value(s.pos(v)) }
			lo, _ := parseKnob(f.Kind, f.Min)
			hi, _ := parseKnob(f.Kind, f.Max)
			def, _ := parseKnob(f.Kind, f.Default)
			if s.stops[0] != lo || s.stops[s.max()] != hi {
				t.Errorf("%s.%s: ends %v … %v, want the bounds %s … %s", l.ID, f.Name, s.stops[0], s.stops[s.max()], f.Min, f.Max)
			}
			if !slices.IsSorted(s.stops) || len(slices.Compact(slices.Clone(s.stops))) != len(s.stops) {
				t.Errorf("%s.%s: the stops do not rise", l.ID, f.Name)
			}
			if got, _ := parseKnob(f.Kind, typed(def)); got != def {
				t.Errorf("%s.%s: the lesson's %s comes back as %s", l.ID, f.Name, f.Default, typed(def))
			}
			unit := knobUnit(f)
			for i := -10.0; i <= 10; i++ {
				v := math.Round(def/unit+i) * unit
				if v < lo || v > hi {
					continue
				}
				if got, _ := parseKnob(f.Kind, typed(v)); got != v {
					t.Errorf("%s.%s: %v is no stop (the slider gives %s)", l.ID, f.Name, v, typed(v))
				}
			}
			every := f.Kind == param.Int && hi-lo <= maxEvery
			wantLog := !every && (hi/max(lo, unit) >= 100 && f.Kind != param.Float || f.Kind == param.Float && lo > 0 && hi/lo >= 100)
			if s.log != wantLog {
				t.Errorf("%s.%s: %s … %s on a log scale: %v, want %v", l.ID, f.Name, f.Min, f.Max, s.log, wantLog)
			}
			if s.max() > 2100 {
				t.Errorf("%s.%s: %d positions", l.ID, f.Name, s.max()+1)
			}
			if every && s.max() != int(hi-lo) {
				t.Errorf("%s.%s: %d stops for the counts %s … %s", l.ID, f.Name, s.max()+1, f.Min, f.Max)
			}
		}
	}
}
