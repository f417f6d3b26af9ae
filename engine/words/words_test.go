package words

import (
	"testing"
	"time"

	"playground/engine/i18n"
)

func both(t *testing.T, got i18n.Localized, tr, en string) {
	t.Helper()
	if g := got.In(i18n.TR); g != tr {
		t.Errorf("TR %q, want %q", g, tr)
	}
	if g := got.In(i18n.EN); g != en {
		t.Errorf("EN %q, want %q", g, en)
	}
}

func TestTurkishWritesADecimalCommaAndEnglishADecimalPoint(t *testing.T) {
	both(t, Num(697.5, 1), "697,5", "697.5")
	both(t, Num(2.50, 2), "2,5", "2.5")
	both(t, Num(3, 2), "3", "3")
	both(t, Dec(0.6, 2), "0,60", "0.60")
	both(t, Num(-0.04, 1), "0", "0")
	both(t, Num(-1.25, 2), "-1,25", "-1.25")
}

func TestThousandsAreGroupedFromFiveDigitsOn(t *testing.T) {
	both(t, Int(1500), "1500", "1500")
	both(t, Int(10000), "10.000", "10,000")
	both(t, Int(-1234567), "-1.234.567", "-1,234,567")
	both(t, Num(12345.5, 1), "12.345,5", "12,345.5")
}

func TestAPercentSignComesFirstInTurkishAndLastInEnglish(t *testing.T) {
	both(t, Pct(15, 1), "%15", "15%")
	both(t, Pct(15.5, 1), "%15,5", "15.5%")
	both(t, PctOf(1, 3, 0), "%33", "33%")
}

func TestAShareStaysWithinZeroAndAHundred(t *testing.T) {
	for _, c := range []struct{ part, whole, want float64 }{
		{1, 2, 50}, {0, 0, 0}, {3, 0, 0}, {5, 4, 100}, {-1, 4, 0}, {4, 4, 100},
	} {
		if got := Share(c.part, c.whole); got != c.want {
			t.Errorf("Share(%v, %v) = %v, want %v", c.part, c.whole, got, c.want)
		}
	}
}

func TestDurationsAreWrittenAsPeopleWriteThemNotAsGoDoes(t *testing.T) {
	for _, c := range []struct {
		d      time.Duration
		tr, en string
	}{
		{0, "0 s", "0 s"},
		{500, "500 ns", "500 ns"},
		{1500, "1,5 µs", "1.5 µs"},
		{697500 * time.Microsecond, "697,5 ms", "697.5 ms"},
		{900 * time.Millisecond, "900 ms", "900 ms"},
		{1200 * time.Millisecond, "1,2 s", "1.2 s"},
		{1500 * time.Millisecond, "1,5 s", "1.5 s"},
		{time.Minute, "1 dk", "1 min"},
		{90 * time.Second, "1 dk 30 s", "1 min 30 s"},
		{time.Hour - time.Millisecond, "1 sa", "1 h"},
		{2*time.Hour + 5*time.Minute, "2 sa 5 dk", "2 h 5 min"},
		{12 * time.Hour, "12 sa", "12 h"},
	} {
		both(t, Dur(c.d), c.tr, c.en)
	}
	both(t, Ms(2300.6), "2,3 s", "2.3 s")
	both(t, Seconds(3001*time.Millisecond, 3), "3,001 s", "3.001 s")
	both(t, Seconds(90*time.Second, 3), "90 s", "90 s")
	both(t, Secs(0.25), "250 ms", "250 ms")
}

func TestSuffixesFollowTheNumberAsItIsReadAloud(t *testing.T) {
	for _, c := range []struct {
		n    Number
		c    Case
		want string
	}{
		{Int(5), Dat, "5'e"},
		{Int(6), Dat, "6'ya"},
		{Int(3), Acc, "3'ü"},
		{Int(9), Acc, "9'u"},
		{Int(6), Acc, "6'yı"},
		{Int(5), Loc, "5'te"},
		{Int(10), Loc, "10'da"},
		{Int(40), Abl, "40'tan"},
		{Int(3), Gen, "3'ün"},
		{Int(2), Gen, "2'nin"},
		{Pct(50, 0), Poss, "%50'si"},
		{Pct(40, 0), Poss, "%40'ı"},
		{Pct(30, 0), Poss, "%30'u"},
		{Pct(100, 0), Poss, "%100'ü"},
		{Pct(20, 0), Dat, "%20'ye"},
		{Pct(15.5, 1), Poss, "%15,5'i"},
		{Int(1000), Loc, "1000'de"},
		{Int(2000000), Dat, "2.000.000'a"},
		{Dur(300 * time.Millisecond), Gen, "300 ms'nin"},
		{Dur(2 * time.Second), Loc, "2 s'de"},
		{Dur(time.Minute), Dat, "1 dk'ya"},
		{Int(0), Dat, "0'a"},
	} {
		if got := c.n.With(c.c); got.TR != c.want || got.EN != c.n.en {
			t.Errorf("%s with %d = %+v, want TR %q", c.n.en, c.c, got, c.want)
		}
	}
}

func TestAComparativeIsComputedFromTheTwoNumbersAndSaidOnlyWhenItSaysSomething(t *testing.T) {
	if n, ok := Times(1500, 600); !ok || n.In(i18n.TR) != "2,5" || n.In(i18n.EN) != "2.5" {
		t.Errorf("1500/600: %v %v", n, ok)
	}
	if n, ok := Times(2500, 100); !ok || n.In(i18n.EN) != "25" {
		t.Errorf("2500/100: %v %v", n, ok)
	}
	for _, c := range [][2]float64{{104, 100}, {600, 1500}, {0, 5}, {5, 0}} {
		if _, ok := Times(c[0], c[1]); ok {
			t.Errorf("%v/%v said: a factor below 1.1 or of nothing", c[0], c[1])
		}
	}
	if n, ok := Fewer(0, 2); !ok || n != 2 {
		t.Error("0 is 2 fewer than 2")
	}
	if _, ok := Fewer(2, 2); ok {
		t.Error("2 is not fewer than 2")
	}
}

// A Number stands where a format has %d or %s, in either language.
func TestANumberFillsAPercentDAsWellAsAPercentS(t *testing.T) {
	got := i18n.Text{TR: "%d istek, %s", EN: "%d requests, %s"}.Format(Int(12345), Dur(1500*time.Millisecond))
	if got.TR != "12.345 istek, 1,5 s" || got.EN != "12,345 requests, 1.5 s" {
		t.Errorf("%+v", got)
	}
	c := i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	if got := c.N(10000); got.TR != "10.000 istek" || got.EN != "10,000 requests" {
		t.Errorf("%+v", got)
	}
	if got := c.Raw(10000); got.TR != "10000 istek" {
		t.Errorf("raw %+v", got)
	}
}

// "Saat" takes front suffixes though its last vowel is back: 1 sa'te
// (saatte), 1 sa'i (saati), never *1 sa'ta.
func TestAnHourTakesTheFrontSuffixesOfSaat(t *testing.T) {
	for c, want := range map[Case]string{Loc: "1 sa'te", Acc: "1 sa'i", Dat: "1 sa'e", Abl: "1 sa'ten", Gen: "1 sa'in"} {
		if got := Dur(time.Hour).With(c).TR; got != want {
			t.Errorf("case %d: %q, want %q", c, got, want)
		}
	}
	if got := Dur(2 * time.Second).With(Loc).TR; got != "2 s'de" {
		t.Errorf("2 s'de: %q", got)
	}
}
