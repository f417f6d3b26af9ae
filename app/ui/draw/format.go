package draw

import (
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"

	"playground/engine/sweep"
)

// FormatCount groups digits by three with a space: 1 234 567.
func FormatCount(n uint64) string {
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

// FormatDuration rounds a virtual duration to what a reader needs.
func FormatDuration(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.String()
}

// FormatWall rounds a wall-clock duration.
func FormatWall(d time.Duration) string {
	if d < 10*time.Millisecond {
		return d.Round(100 * time.Microsecond).String()
	}
	return d.Round(time.Millisecond).String()
}

// FormatNum prints an axis or data value briefly (integers without decimals).
func FormatNum(v float64) string {
	v = math.Round(v*1e9) / 1e9 // 0.6000000000000001 is 0.6 to a reader
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// FormatMetric prints a metric value for people: whole numbers as they are,
// others to four significant digits, never in e-notation; "–" for none
// (NaN: a point not run).
func FormatMetric(v float64) string {
	if math.IsNaN(v) {
		return "–"
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return FormatNum(sweep.RoundSig(v, 4))
}

// WithUnit writes a value with its unit after a space ("–" stays bare: no
// value has no unit).
func WithUnit(v, unit string) string {
	switch {
	case unit == "" || v == "–":
		return v
	case unit == "%":
		return v + " %"
	}
	return v + " " + unit
}

// MetricIn writes a metric's value with its unit the way each language
// does: "697,5 ms", "%12,5" in Turkish; "697.5 ms", "12.5 %" in English.
func MetricIn(v float64, unit string, lang i18n.Lang) string {
	digits := 0
	switch a := math.Abs(v); {
	case a == math.Trunc(a):
	case a >= 100:
		digits = 1
	case a >= 1:
		digits = 2
	default:
		digits = 3
	}
	n := Decimal(v, digits, lang)
	switch {
	case unit == "":
		return n
	case unit == "%":
		if lang == i18n.TR {
			return "%" + n
		}
		return n + " %"
	case strings.HasPrefix(unit, "/"):
		return n + unit // "5/s": a rate reads as one word
	}
	return n + " " + unit
}

// Decimal rounds to at most digits decimals, drops trailing zeros and uses
// the language's decimal mark.
func Decimal(v float64, digits int, lang i18n.Lang) string {
	s := strconv.FormatFloat(v, 'f', digits, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	if lang == i18n.TR {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
