package ui

import (
	"math"
	"strconv"
	"time"
)

// fmtCount groups digits by three with a thin space: 1 234 567.
func fmtCount(n uint64) string {
	s := strconv.FormatUint(n, 10)
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ' ')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// fmtDur rounds a virtual duration to what a reader needs.
func fmtDur(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.String()
}

// fmtWall rounds a wall-clock duration.
func fmtWall(d time.Duration) string {
	if d < 10*time.Millisecond {
		return d.Round(100 * time.Microsecond).String()
	}
	return d.Round(time.Millisecond).String()
}

// fmtNum prints an axis or data value briefly (integers without decimals).
func fmtNum(v float64) string {
	v = math.Round(v*1e9) / 1e9 // 0.6000000000000001 is 0.6 to a reader
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
