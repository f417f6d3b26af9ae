package playback

import (
	"math"
	"time"
)

// SpeedAt is the speed at slider index i: 1, 2 and 5 × 10^k of virtual time
// per wall second.
func SpeedAt(i int) float64 {
	k := int(math.Floor(float64(i) / 3))
	return []float64{1, 2, 5}[((i%3)+3)%3] * math.Pow(10, float64(k))
}

// SpeedRange is the speed slider's span for a run of length end: from
// ×0.1 (or slower, so a short run can last a minute) to ×100 (or faster,
// so a long one fits in ten seconds); def plays the run in about fifteen
// seconds.
func SpeedRange(end time.Duration) (lo, hi, def int) {
	idx := func(v float64) int { return int(math.Round(math.Log10(v) * 3)) }
	lo = min(idx(0.1), idx(end.Seconds()/60)-1)
	hi = max(idx(100), idx(end.Seconds()/10)+1)
	def = min(max(idx(end.Seconds()/15), lo), hi)
	// idx maps onto the 1-2-5 ladder only roughly: settle on the ladder
	// value nearest the wanted speed.
	want := end.Seconds() / 15
	best := def
	for i := def - 2; i <= def+2; i++ {
		if i >= lo && i <= hi && math.Abs(math.Log(SpeedAt(i)/want)) < math.Abs(math.Log(SpeedAt(best)/want)) {
			best = i
		}
	}
	return lo, hi, best
}
