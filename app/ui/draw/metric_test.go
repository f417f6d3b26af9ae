package draw

import (
	"testing"
	"time"

	"playground/engine/i18n"
)

func TestMetricValuesAreWrittenAsEachLanguageDoes(t *testing.T) {
	for _, tc := range []struct {
		v      float64
		unit   string
		tr, en string
	}{
		{697.5, "ms", "697,5 ms", "697.5 ms"},
		{12.5, "%", "%12,5", "12.5%"},
		{1.0 / 3, "", "0,3333", "0.3333"},
		{5, "/s", "5/s", "5/s"},
		{3.3333, "1/s", "3,333 1/s", "3.333 1/s"},
		{1234.56, "ms", "1235 ms", "1235 ms"},
		{12345.6, "", "12.346", "12,346"},
		{717120, "", "717.120", "717,120"},
	} {
		if tr, en := MetricIn(tc.v, tc.unit, i18n.TR), MetricIn(tc.v, tc.unit, i18n.EN); tr != tc.tr || en != tc.en {
			t.Errorf("%v %s: %q / %q, want %q / %q", tc.v, tc.unit, tr, en, tc.tr, tc.en)
		}
	}
}

func TestTicksDurationsAndCountsAreWrittenAsEachLanguageDoes(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Value(0.6000000000000001, i18n.TR), "0,6"},
		{Value(0.6000000000000001, i18n.EN), "0.6"},
		{Value(25000, i18n.TR), "25.000"},
		{Value(1500, i18n.TR), "1500"},
		{Dur(1500*time.Millisecond, i18n.TR), "1,5 s"},
		{Dur(697500*time.Microsecond, i18n.EN), "697.5 ms"},
		{Dur(90*time.Second, i18n.TR), "1 dk 30 s"},
		{Count(1234567, i18n.TR), "1.234.567"},
		{Count(1234567, i18n.EN), "1,234,567"},
		{Typed(0.25), "0.25"},
		{Typed(25000), "25000"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
