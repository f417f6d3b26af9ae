package draw

import (
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
)

func tickText(a Axis) string {
	var s []string
	for _, v := range a.Ticks {
		s = append(s, Value(v, i18n.EN))
	}
	return strings.Join(s, " ")
}

// Axes end at the first tick past the data, not at the next power of ten,
// and every tick label fits beside its neighbours.
func TestFitAxisEndsNearTheData(t *testing.T) {
	for _, c := range []struct {
		lo, hi, px float64
		horizontal bool
		want       string
	}{
		{0, 3111, 600, true, "0 500 1000 1500 2000 2500 3000 3500"},
		{0, 3111, 250, true, "0 1000 2000 3000 4000"},
		{0, 3, 180, false, "0 0.5 1 1.5 2 2.5 3"},
		{0, 651, 180, false, "0 100 200 300 400 500 600 700"},
		{0, 0, 180, false, "0 0.2 0.4 0.6 0.8 1"},
		{-3, 7, 180, false, "-4 -2 0 2 4 6 8"},
	} {
		got := fitAxis(lab.Axis{}, c.lo, c.hi, c.px, c.horizontal)
		if tickText(got) != c.want {
			t.Errorf("fitAxis(%v…%v over %v px) ticks %q, want %q", c.lo, c.hi, c.px, tickText(got), c.want)
		}
		if got.Hi < c.hi {
			t.Errorf("fitAxis(%v…%v) ends at %v, before the data", c.lo, c.hi, got.Hi)
		}
		if c.horizontal {
			room := c.px / float64(len(got.Ticks)-1)
			if room < got.labelWidth()+tickGap {
				t.Errorf("fitAxis(%v…%v over %v px): %.0f px a tick for %.0f px labels", c.lo, c.hi, c.px, room, got.labelWidth())
			}
		}
	}
}

// A declared range is kept as it is; integer axes tick at whole numbers.
func TestFitAxisHonoursMinMaxAndInteger(t *testing.T) {
	got := fitAxis(lab.Axis{Min: 10, Max: 90}, 0, 200, 180, false)
	if got.Lo != 10 || got.Hi != 90 || got.Ticks[0] != 10 || got.Ticks[len(got.Ticks)-1] > 90 {
		t.Errorf("declared 10…90: got %v…%v ticks %q", got.Lo, got.Hi, tickText(got))
	}
	got = fitAxis(lab.Axis{Integer: true}, 0, 3, 400, false)
	if tickText(got) != "0 1 2 3" {
		t.Errorf("integer 0…3: ticks %q, want 0 1 2 3", tickText(got))
	}
	if at := got.At(7, 100, 0); at != 0 {
		t.Errorf("a value past a fitted axis is drawn at %v, want the edge 0", at)
	}
}

func TestAxisTicksAreExactDecimals(t *testing.T) {
	if got := tickText(Axis{Ticks: tickValues(0, 1, 0.2)}); got != "0 0.2 0.4 0.6 0.8 1" {
		t.Fatalf("ticks = %q", got)
	}
}

func TestAxisLabelAddsTheUnitOnce(t *testing.T) {
	for _, c := range []struct {
		a    lab.Axis
		want string
	}{
		{lab.Axis{Label: txt("zaman (ms)", "time (ms)"), Unit: "ms"}, "time (ms)"},
		{lab.Axis{Label: txt("gecikme", "latency"), Unit: "ms"}, "latency (ms)"},
		{lab.Axis{Unit: "ms"}, "ms"},
	} {
		if got := axisLabel(c.a, "en"); got != c.want {
			t.Errorf("axisLabel(%+v) = %q, want %q", c.a, got, c.want)
		}
	}
}
