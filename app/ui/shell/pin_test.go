package shell

import (
	"testing"

	"playground/engine/i18n"
)

func TestAPinnedRunAtTheLessonsValuesIsNamedSo(t *testing.T) {
	if got := pinLabel("seed=1", i18n.EN); got != "The lesson's values" {
		t.Errorf("label of the lesson's values = %q", got)
	}
	if got := pinLabel("k=2s&seed=1", i18n.EN); got != "k=2s&seed=1" {
		t.Errorf("label of a changed run = %q", got)
	}
}
