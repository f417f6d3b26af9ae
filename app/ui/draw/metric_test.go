package draw

import (
	"testing"

	"playground/engine/i18n"
)

func TestMetricValuesAreWrittenAsEachLanguageDoes(t *testing.T) {
	for _, tc := range []struct {
		v      float64
		unit   string
		tr, en string
	}{
		{697.5, "ms", "697,5 ms", "697.5 ms"},
		{12.5, "%", "%12,5", "12.5 %"},
		{1.0 / 3, "", "0,333", "0.333"},
		{5, "/s", "5/s", "5/s"},
		{3.3333, "1/s", "3,33 1/s", "3.33 1/s"},
		{1234.56, "ms", "1234,6 ms", "1234.6 ms"},
	} {
		if tr, en := MetricIn(tc.v, tc.unit, i18n.TR), MetricIn(tc.v, tc.unit, i18n.EN); tr != tc.tr || en != tc.en {
			t.Errorf("%v %s: %q / %q, want %q / %q", tc.v, tc.unit, tr, en, tc.tr, tc.en)
		}
	}
}
