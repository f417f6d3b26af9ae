package shell

import (
	"testing"

	"playground/engine/i18n"
	"playground/engine/labs"
)

// A pinned run is named as a reader names it: the lesson's values, or its
// knobs by their labels with their values as their help writes them — in
// the page's language, never as the address writes them.
func TestAPinnedRunIsNamedByItsKnobsLabelsAndValues(t *testing.T) {
	l := labs.Find("registry")
	if got := pinLabel(l, "seed=1", i18n.EN); got != "The lesson's values" {
		t.Errorf("label of the lesson's values = %q", got)
	}
	lease, renew := l.Knobs().Field("lease"), l.Knobs().Field("renew")
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.TR, lease.LabelText.TR + " 2 s, " + renew.LabelText.TR + " 300 ms"},
		{i18n.EN, lease.LabelText.EN + " 2 s, " + renew.LabelText.EN + " 300 ms"},
	} {
		if got := pinLabel(l, "renew=300ms&lease=2s&seed=1", c.lang); got != c.want {
			t.Errorf("%s: label of a changed run = %q, want %q", c.lang, got, c.want)
		}
	}
}
