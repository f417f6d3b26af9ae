package draw

import (
	"math"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Axis is a fitted axis: the range it spans and the values it labels.
// Lo and Hi are where its ends stand, at round values past the data (or
// the declared range), so the picture ends on a labelled tick.
type Axis struct {
	Lo, Hi float64
	Ticks  []float64 // increasing, Lo first; labelled without overlap
}

// At maps v onto [a, b] (pixels). A value outside Lo…Hi is drawn at the
// nearer end: a declared range clips what lies outside.
func (ax Axis) At(v, a, b float64) float64 {
	if ax.Hi <= ax.Lo {
		return a
	}
	v = min(max(v, ax.Lo), ax.Hi)
	return a + (b-a)*(v-ax.Lo)/(ax.Hi-ax.Lo)
}

// tickGap is the least room between two tick labels.
const tickGap = 14.0

// fitAxis fits a declared axis to data spanning [lo, hi] over px pixels.
// A declared Min and Max are kept; otherwise the axis ends at the first tick
// at or beyond the data (3111 ms of data ends at 3500, not 5000). The step is
// the smallest 1, 2 or 5 × 10^k whose labels fit side by side (horizontal:
// each label's width; vertical: the text height), so labels never overlap;
// Integer axes step by whole numbers.
func fitAxis(d lab.Axis, lo, hi, px float64, horizontal bool) Axis {
	// A count or a time starts at the declared floor (0 unless declared);
	// only data below an undeclared floor moves it.
	fixedLo := d.Min != 0 || lo >= 0
	if fixedLo {
		lo = d.Min
	}
	fixedHi := d.Max != 0 && d.Max > lo
	if fixedHi {
		hi = d.Max
	}
	if !(hi > lo) {
		hi = lo + 1
	}
	for _, step := range niceSteps(hi-lo, d.Integer) {
		bottom, top := lo, hi
		if !fixedLo {
			bottom = math.Floor(lo/step+1e-9) * step
		}
		if !fixedHi {
			top = bottom + math.Ceil((hi-bottom)/step-1e-9)*step
		}
		ticks := tickValues(bottom, top, step)
		if fits(ticks, px, horizontal) {
			return Axis{Lo: bottom, Hi: top, Ticks: ticks}
		}
	}
	// Not even one step per axis length fits: label the ends only.
	return Axis{Lo: lo, Hi: hi, Ticks: []float64{lo, hi}}
}

// niceSteps are the candidate steps for a span, smallest first: 1, 2 and
// 5 × 10^k from about span/50 up to the span itself.
func niceSteps(span float64, integer bool) []float64 {
	var out []float64
	k := math.Floor(math.Log10(span / 50))
	for ; len(out) < 12; k++ {
		for _, m := range []float64{1, 2, 5} {
			s := m * math.Pow(10, k)
			if integer && s < 1 {
				continue
			}
			out = append(out, s)
		}
	}
	return out
}

// tickValues are lo, lo+step … up to top, computed by multiplication so no
// float error piles up along the axis.
func tickValues(lo, top, step float64) []float64 {
	var out []float64
	for i := 0; lo+float64(i)*step <= top+step*1e-6; i++ {
		out = append(out, lo+float64(i)*step)
	}
	return out
}

// fits reports whether the tick labels fit along px pixels.
func fits(ticks []float64, px float64, horizontal bool) bool {
	if len(ticks) < 2 {
		return true
	}
	room := px / float64(len(ticks)-1)
	need := fontSize + 10 // vertical: a line of text and some air
	if horizontal {
		need = 0
		for _, t := range ticks {
			need = max(need, tickW(t))
		}
		need += tickGap
	}
	return room >= need
}

// labelWidth is the widest of an axis's tick labels.
func (ax Axis) labelWidth() float64 {
	w := 0.0
	for _, t := range ax.Ticks {
		w = max(w, tickW(t))
	}
	return w
}

// axisLabel is an axis's title with its unit, when the title does not
// already say it.
func axisLabel(a lab.Axis, lang i18n.Lang) string {
	s := a.Label.In(lang)
	if a.Unit != "" && !strings.Contains(s, a.Unit) {
		if s == "" {
			return a.Unit
		}
		s += " (" + a.Unit + ")"
	}
	return s
}

// inUnit converts a duration to the axis unit (ms unless it says s, µs,
// ns or min).
func inUnit(d time.Duration, unit string) float64 {
	switch unit {
	case "s":
		return d.Seconds()
	case "µs", "us":
		return float64(d) / float64(time.Microsecond)
	case "ns":
		return float64(d)
	case "min":
		return d.Minutes()
	}
	return float64(d) / float64(time.Millisecond)
}
