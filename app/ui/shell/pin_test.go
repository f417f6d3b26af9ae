package shell

import (
	"net/url"
	"testing"

	"playground/engine/i18n"
	"playground/engine/labs"
	"playground/engine/param"
)

// A pinned run is named as a reader names it: the lesson's values, or its
// knobs by their labels with their values as their help writes them — in
// the page's language, never as the address writes them.
func TestAPinnedRunIsNamedByItsKnobsLabelsAndValues(t *testing.T) {
	l := labs.Find("registry")
	if got := pinLabel(l, "seed=1", i18n.EN, false); got != "The lesson's values" {
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
		if got := pinLabel(l, "renew=300ms&lease=2s&seed=1", c.lang, false); got != c.want {
			t.Errorf("%s: label of a changed run = %q, want %q", c.lang, got, c.want)
		}
	}
}

// A pin beside the learner's code says whose logic decided each: the
// code by a word (never its text, which the address carries compressed),
// the lab's own logic when the page runs code and the pin does not.
func TestAPinNamesWhoseLogicDecidedIt(t *testing.T) {
	l := labs.Find("registry")
	code := url.Values{param.PolicyParam: {"z.abc"}, "seed": {"1"}}.Encode()
	for _, c := range []struct {
		query   string
		codeNow bool
		lang    i18n.Lang
		want    string
	}{
		{"seed=1", true, i18n.TR, "Dersin değerleri, laboratuvarın kendi mantığı"},
		{"seed=1", true, i18n.EN, "The lesson's values, the lab's own logic"},
		{"seed=1", false, i18n.EN, "The lesson's values"},
		{"lease=2s&seed=1", true, i18n.EN, l.Knobs().Field("lease").LabelText.EN + " 2 s, the lab's own logic"},
		{code, true, i18n.TR, "sizin kodunuz"},
		{code, false, i18n.EN, "your code"},
	} {
		if got := pinLabel(l, c.query, c.lang, c.codeNow); got != c.want {
			t.Errorf("%s (code now %v, %s): %q, want %q", c.query, c.codeNow, c.lang, got, c.want)
		}
	}
}
