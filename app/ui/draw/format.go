package draw

import (
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// Every number a reader sees is written by engine/words, as the engine's
// sentences write theirs: decimal comma and 10.000 in Turkish, decimal point
// and 10,000 in English, %15 / 15%, durations as people write them (1,2 s,
// 1 dk 30 s), never Go's 1.2s. Typed sets a value the way a learner types
// it into a goal or an address instead.

// Value writes an axis tick or a data value briefly: whole numbers without
// decimals, others as they are (0.6000000000000001 is 0,6 to a reader).
func Value(v float64, l i18n.Lang) string {
	return words.Num(math.Round(v*1e9)/1e9, 9).In(l)
}

// Dur writes a virtual or wall-clock duration (words.Dur: 697,5 ms, 1,25 s).
func Dur(d time.Duration, l i18n.Lang) string { return words.Dur(d).In(l) }

// Count writes a count with its digits grouped (12.345 / 12,345).
func Count(n uint64, l i18n.Lang) string {
	if n > math.MaxInt32 {
		return words.Num(float64(n), 0).In(l)
	}
	return words.Int(int(n)).In(l)
}

// MetricIn writes a metric's value with its unit the way each language
// does: four significant digits and no whole digit lost ("697,5 ms",
// "%12,5" in Turkish; "697.5 ms", "12.5%" in English); "–" for none (NaN:
// a point not run) stays bare.
func MetricIn(v float64, unit string, l i18n.Lang) string {
	if math.IsNaN(v) {
		return "–"
	}
	if unit == "%" {
		return words.SigPct(v, 4).In(l)
	}
	n := words.Sig(v, 4).In(l)
	switch {
	case unit == "":
		return n
	case strings.HasPrefix(unit, "/"):
		return n + unit // "5/s": a rate reads as one word
	}
	return n + " " + unit
}

// Decimal rounds to at most digits decimals, drops trailing zeros and uses
// the language's decimal mark and grouping.
func Decimal(v float64, digits int, l i18n.Lang) string {
	return words.Num(v, digits).In(l)
}

// Typed writes a value in the grammar a learner types (a goal's bound, a
// URL value): decimal point, no grouping.
func Typed(v float64) string {
	v = math.Round(v*1e9) / 1e9
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// opSymbols are the comparisons as a reader writes them.
var opSymbols = map[lab.Op]string{lab.AtMost: "≤", lab.AtLeast: "≥", lab.Below: "<", lab.Above: ">", lab.Equal: "="}

// Target is a check's target as a reader writes it: "< 300 ms".
func Target(c lab.Check, unit string, l i18n.Lang) string {
	return opSymbols[c.Op] + " " + MetricIn(c.Value, unit, l)
}
