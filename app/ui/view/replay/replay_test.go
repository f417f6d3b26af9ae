package replay

import (
	"testing"

	"playground/engine/i18n"
)

// A speed is written with the language's decimal mark.
func TestASpeedIsWrittenWithTheLanguagesDecimalMark(t *testing.T) {
	for _, c := range []struct {
		v    float64
		l    i18n.Lang
		want string
	}{{0.2, i18n.TR, "×0,2"}, {0.2, i18n.EN, "×0.2"}, {0.0005, i18n.TR, "×0,0005"}, {100, i18n.TR, "×100"}} {
		if got := fmtSpeed(c.v, c.l); got != c.want {
			t.Errorf("fmtSpeed(%v, %s) = %q, want %q", c.v, c.l, got, c.want)
		}
	}
}
