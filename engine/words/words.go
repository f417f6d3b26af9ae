// Package words writes a run's numbers into sentences the way each language
// writes them, and keeps the rules every lab's sentences share.
//
// # Numbers
//
// Turkish writes a decimal comma and groups thousands with a dot, English
// the other way round: 697,5 / 697.5, 10.000 / 10,000 (digits are grouped
// from five on, so 1500 stays 1500 in both). A percentage is %15 in Turkish
// and 15% in English. A duration is written as people write it, never as
// Go's time.Duration.String: 900 ms, 1,2 s, 1 dk 30 s, 2 sa (900 ms, 1.2 s,
// 1 min 30 s, 2 h). Values a learner types (URL and command-line values)
// keep their own grammar and are not written here.
//
// # Suffixes
//
// A Turkish suffix on a numeral follows how the number is read aloud and is
// set off by an apostrophe: 5'e (beşe), 6'ya (altıya), %50'si (yüzde
// ellisi), 300 ms'de (milisaniyede). Every Number knows its spoken last word,
// so Number.With adds the suffix a sentence needs in Turkish and nothing in
// English.
//
// # Shared rules
//
// A share is within 0–100 % (Share); a comparative is computed from the two
// numbers it compares, and is said only when it says something (Times,
// Fewer). Labs build every sentence about a run from these, so the
// rules hold in one place for all of them.
package words

import (
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
)

// Number is a number written for people in both languages, with the word
// it ends on when read aloud in Turkish (for suffixes).
type Number struct {
	tr, en string
	spoken string // the last word read aloud: "beş", "milisaniye"
}

// In is the number in l; a Number fills a %s or a %d of i18n.Text.Format.
func (n Number) In(l i18n.Lang) string {
	if l == i18n.EN {
		return n.en
	}
	return n.tr
}

// Text is the number as an i18n.Text.
func (n Number) Text() i18n.Text { return i18n.Text{TR: n.tr, EN: n.en} }

// String is the English form (for tests and logs).
func (n Number) String() string { return n.en }

// With adds a Turkish case or possessive suffix after an apostrophe
// ("5'e", "%50'si", "2 s'de"); the English form stays bare.
func (n Number) With(c Case) i18n.Text {
	return i18n.Text{TR: n.tr + "'" + Suffix(n.spoken, c), EN: n.en}
}

// Int is a whole number: 10.000 / 10,000, 1500 / 1500.
func Int(n int) Number {
	t := i18n.Int(n)
	return Number{tr: t.TR, en: t.EN, spoken: spokenInt(strconv.Itoa(abs(n)))}
}

// Dec is x with exactly d decimals: Dec(0.6, 2) is 0,60 / 0.60.
func Dec(x float64, d int) Number {
	return decimal(strconv.FormatFloat(x, 'f', d, 64))
}

// Num is x with at most d decimals, trailing zeros dropped: Num(2.50, 2) is
// 2,5 / 2.5, Num(3, 2) is 3.
func Num(x float64, d int) Number {
	return decimal(trim(strconv.FormatFloat(x, 'f', d, 64)))
}

// Sig is x with n significant digits and no digit of its whole part lost
// (an estimate: 717120, not 717120.0000000001 nor 717100), trailing zeros
// dropped.
func Sig(x float64, n int) Number { return Num(x, sigDecimals(x, n)) }

// SigPct is a percentage (x already in percent) as Sig writes a number.
func SigPct(x float64, n int) Number { return Pct(x, sigDecimals(x, n)) }

// sigDecimals is how many decimals keep n significant digits of x.
func sigDecimals(x float64, n int) int {
	if x == 0 {
		return 0
	}
	return max(0, n-1-int(math.Floor(math.Log10(math.Abs(x)))))
}

// Pct is a percentage (x already in percent) with at most d decimals:
// %15,5 / 15.5%.
func Pct(x float64, d int) Number {
	n := Num(x, d)
	return Number{tr: "%" + n.tr, en: n.en + "%", spoken: n.spoken}
}

// PctOf is the share part/whole as a percentage (Share) with at most d
// decimals.
func PctOf(part, whole float64, d int) Number { return Pct(Share(part, whole), d) }

// Share is part/whole in percent, within 0–100: 0 when whole is 0, and a
// part above the whole (a bug in the caller) is held at 100 rather than
// printed as a share no reader can make sense of. Property tests check that
// callers never need the clamp.
func Share(part, whole float64) float64 {
	if whole <= 0 || part <= 0 {
		return 0
	}
	return math.Min(100, 100*part/whole)
}

// decimal builds a Number from a plain decimal string ("-1234.5").
func decimal(s string) Number {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	w, _ := strconv.Atoi(whole)
	g := i18n.Int(w)
	if len(whole) > 18 { // beyond int: leave the digits as they are
		g = i18n.Plain(whole)
	}
	tr, en := g.TR, g.EN
	spoken := spokenInt(whole)
	if frac != "" {
		tr, en = tr+","+frac, en+"."+frac
		spoken = spokenInt(frac)
	}
	if neg {
		tr, en = "-"+tr, "-"+en
	}
	return Number{tr: tr, en: en, spoken: spoken}
}

// trim drops a decimal string's trailing zeros and a bare point.
func trim(s string) string {
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Duration units: the symbol each language writes and the Turkish word it
// is read as.
type unit struct{ tr, en, spoken string }

var (
	unitNs  = unit{"ns", "ns", "nanosaniye"}
	unitUs  = unit{"µs", "µs", "mikrosaniye"}
	unitMs  = unit{"ms", "ms", "milisaniye"}
	unitS   = unit{"s", "s", "saniye"}
	unitMin = unit{"dk", "min", "dakika"}
	unitH   = unit{"sa", "h", "saat"}
)

// Dur writes a duration as people do: below a second in ms (one decimal at
// most; µs and ns below a millisecond), below a minute in seconds (two
// decimals at most), then minutes and seconds, then hours and minutes:
// 697,5 ms, 1,2 s, 1 dk, 1 dk 30 s, 2 sa 5 dk.
func Dur(d time.Duration) Number {
	if d < 0 {
		n := Dur(-d)
		return Number{tr: "-" + n.tr, en: "-" + n.en, spoken: n.spoken}
	}
	switch {
	case d == 0:
		return with(Int(0), unitS)
	case d < time.Microsecond:
		return with(Int(int(d)), unitNs)
	case d < time.Millisecond:
		return with(Num(float64(d)/1e3, 1), unitUs)
	case d < time.Second:
		return with(Num(float64(d)/1e6, 1), unitMs)
	case d < time.Minute:
		return with(Num(d.Seconds(), 2), unitS)
	case d < time.Hour:
		d = d.Round(time.Second)
		if d == time.Hour {
			return with(Int(1), unitH)
		}
		return pair(int(d/time.Minute), unitMin, int(d%time.Minute/time.Second), unitS)
	}
	d = d.Round(time.Minute)
	return pair(int(d/time.Hour), unitH, int(d%time.Hour/time.Minute), unitMin)
}

// Seconds writes d in seconds with at most d decimals, whatever its
// length: an axis's instants (0 s, 1 s, 3,001 s).
func Seconds(d time.Duration, decimals int) Number {
	return with(Num(d.Seconds(), decimals), unitS)
}

// Ms is a number of milliseconds written as a duration (Dur).
func Ms(ms float64) Number { return Dur(time.Duration(math.Round(ms * 1e6))) }

// Secs is a number of seconds written as a duration (Dur).
func Secs(s float64) Number { return Dur(time.Duration(math.Round(s * 1e9))) }

func with(n Number, u unit) Number {
	return Number{tr: n.tr + " " + u.tr, en: n.en + " " + u.en, spoken: u.spoken}
}

// pair writes "a big small" units, the second left out when it is 0.
func pair(a int, big unit, b int, small unit) Number {
	n := with(Int(a), big)
	if b == 0 {
		return n
	}
	m := with(Int(b), small)
	return Number{tr: n.tr + " " + m.tr, en: n.en + " " + m.en, spoken: m.spoken}
}
