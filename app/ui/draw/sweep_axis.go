package draw

import "math"

// xScale is the knob's axis: exactly the swept range, linear or log. Unlike
// a chart's Axis it does not round its ends outwards: the first and last
// points stand at the plot's edges.
type xScale struct {
	lo, hi float64
	log    bool
	ticks  []float64
}

func (s xScale) at(v, a, b float64) float64 {
	lo, hi := s.lo, s.hi
	if s.log {
		v, lo, hi = math.Log10(v), math.Log10(lo), math.Log10(hi)
	}
	if hi <= lo {
		return (a + b) / 2
	}
	return a + (b-a)*(v-lo)/(hi-lo)
}

// fitKnobAxis labels round values inside [lo, hi] so that no two labels
// touch: multiples of 1, 2 or 5 × 10^k on a linear axis, powers of ten
// (then 2 and 5 between them when there is room) on a log one. When fewer
// than two round values fall inside, the ends are labelled. A whole-number
// knob (whole) gets labels at whole numbers only: 1.5 attempts is nothing
// a learner can set.
func fitKnobAxis(lo, hi, px float64, log, whole bool) xScale {
	s := xScale{lo: lo, hi: hi, log: log && lo > 0}
	if !(hi > lo) {
		s.ticks = []float64{lo}
		return s
	}
	roomFor := func(ticks []float64) bool {
		for i := 1; i < len(ticks); i++ {
			a, b := s.at(ticks[i-1], 0, px), s.at(ticks[i], 0, px)
			need := (tickW(ticks[i-1])+tickW(ticks[i]))/2 + tickGap
			if b-a < need {
				return false
			}
		}
		return true
	}
	if s.log {
		for _, mults := range [][]float64{{1, 2, 5}, {1, 3}, {1}} {
			var ticks []float64
			for k := math.Floor(math.Log10(lo)); math.Pow(10, k) <= hi*(1+1e-9); k++ {
				for _, m := range mults {
					v := m * math.Pow(10, k)
					if v >= lo*(1-1e-9) && v <= hi*(1+1e-9) && (!whole || v >= 1) {
						ticks = append(ticks, v)
					}
				}
			}
			if len(ticks) >= 2 && roomFor(ticks) {
				s.ticks = ticks
				return s
			}
		}
	} else {
		for _, step := range niceSteps(hi-lo, false) {
			if whole && step < 1 {
				continue
			}
			ticks := tickValues(math.Ceil(lo/step-1e-9)*step, hi, step)
			if len(ticks) < 2 {
				break
			}
			if roomFor(ticks) {
				s.ticks = ticks
				return s
			}
		}
	}
	s.ticks = []float64{lo, hi}
	if !roomFor(s.ticks) {
		s.ticks = []float64{lo}
	}
	return s
}
