package draw

import (
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/labs"
)

func stepIDs(w *WhyModel) []string {
	var out []string
	for _, s := range w.Steps {
		out = append(out, s.ID)
	}
	return out
}

// "Show me one" in the registry's lesson: the first request to a dead
// address is m29, and its chain runs from the start through the renewals
// and the kill to the resolution whose list it used, then to it.
func TestShowMeOneInTheRegistryExplainsTheFirstRequestToADeadAddress(t *testing.T) {
	res := runLab(t, "registry", "")
	id, label, ok := KeyOutcome(labs.Find("registry"), res)
	if !ok || id != "m29" || label.TR == "" || label.EN == "" {
		t.Fatalf("key outcome %q %v %v, want m29 with a label in both languages", id, label, ok)
	}
	w := NewWhyModel(res)
	if !w.Select(id) {
		t.Fatal("m29 not selected")
	}
	if got, want := stepIDs(w), []string{"start", "m4", "m5", "m6", "e30", "m26", "m29"}; !slices.Equal(got, want) {
		t.Errorf("chain %v, want %v", got, want)
	}
	if w.ID != "m29" || w.Moment(len(w.Steps)-1) != 904*time.Millisecond || w.Moment(0) != 0 {
		t.Errorf("selected %q, its moment %v, the root's %v; want m29 at 904ms, the root at 0", w.ID, w.Moment(len(w.Steps)-1), w.Moment(0))
	}
	if got := w.StepText(4, i18n.TR); !strings.HasPrefix(got, "902,6 ms'de: Kopya 127.0.0.1:8764 öldürüldü") {
		t.Errorf("the kill in Turkish: %q", got)
	}
	if got := w.Lead(i18n.TR); got != "Kökten bu olaya 7 adım; bir adıma basınca oynatıcı o ana gider." {
		t.Errorf("lead %q", got)
	}
}

// The picture marks the selected event, the rest of its chain, the nodes
// it concerns and the edges its messages went along — and nothing else.
func TestThePictureMarksTheChainAndOnlyTheChain(t *testing.T) {
	res := runLab(t, "registry", "")
	w := NewWhyModel(res)
	w.Select("m29")
	for _, c := range []struct{ id, want string }{
		{"m29", WhySelected}, {"e30", WhyChain}, {"m26", WhyChain}, {"start", WhyChain}, {"m1", ""}, {"", ""},
	} {
		if got := w.Class(c.id); got != c.want {
			t.Errorf("Class(%q) = %q, want %q", c.id, got, c.want)
		}
	}
	if got := w.NodeClass("127.0.0.1:8764", "e30"); got != WhyChain {
		t.Errorf("the killed replica, shown dead: %q, want %q", got, WhyChain)
	}
	if got := w.NodeClass("olc", "e1"); got != WhyChain {
		t.Errorf("the client that sent m29: %q, want %q", got, WhyChain)
	}
	if got := w.EdgeClass("olc", "127.0.0.1:8764"); got != WhyChain {
		t.Errorf("the dead-address edge: %q", got)
	}
	if got := w.EdgeClass("127.0.0.1:8764", "olc"); got != "" {
		t.Errorf("the reverse edge, no message of the chain: %q", got)
	}
	w.Clear()
	if w.Class("m29") != "" || w.NodeClass("olc", "") != "" || w.EdgeClass("olc", "127.0.0.1:8764") != "" || w.Steps != nil {
		t.Error("a cleared model still marks the chain")
	}
}

// A state change asked about stays marked on its node at later moments.
func TestASelectedStateChangeMarksItsNode(t *testing.T) {
	res := runLab(t, "registry", "")
	w := NewWhyModel(res)
	if !w.Select("e30") {
		t.Fatal("e30 not selected")
	}
	if got, want := stepIDs(w), []string{"start", "e30"}; !slices.Equal(got, want) {
		t.Errorf("the kill's chain %v, want %v", got, want)
	}
	if got := w.NodeClass("127.0.0.1:8764", "e99"); got != WhySelected {
		t.Errorf("the killed replica at a later state: %q, want %q", got, WhySelected)
	}
}

func TestAnEventTheRunDoesNotHaveSelectsNothing(t *testing.T) {
	res := runLab(t, "registry", "")
	w := NewWhyModel(res)
	w.Select("m29")
	for _, id := range []string{"m100000", "e0", "x", ""} {
		if w.Select(id) || w.ID != "" || len(w.Steps) != 0 {
			t.Errorf("Select(%q) selected %q %v", id, w.ID, stepIDs(w))
		}
	}
}

// Every lab's lesson has a key outcome the model explains: a chain from a
// root to it, each step's moment no later than the next.
func TestEveryLabsKeyOutcomeHasAChainFromARoot(t *testing.T) {
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		id, label, ok := KeyOutcome(l, res)
		if !ok || label.TR == "" {
			t.Errorf("%s: no key outcome in the lesson's run", l.ID)
			continue
		}
		w := NewWhyModel(res)
		if !w.Select(id) {
			t.Errorf("%s: %s not selected", l.ID, id)
			continue
		}
		if first, last := w.Steps[0], w.Steps[len(w.Steps)-1]; first.ID != "start" && first.Kind != "fault" || last.ID != id {
			t.Errorf("%s: chain %v: from a root to %s?", l.ID, stepIDs(w), id)
		}
		for i := 1; i < len(w.Steps); i++ {
			if w.Moment(i) < w.Moment(i-1) {
				t.Errorf("%s: step %d (%v) before step %d (%v)", l.ID, i, w.Moment(i), i-1, w.Moment(i-1))
			}
		}
	}
}

// The replay's dots name their message and ask why; the selected one and
// the rest of its chain are marked.
func TestADotNamesItsMessageAndCarriesTheChainsMark(t *testing.T) {
	res := runLab(t, "registry", "")
	m := NewReplayModel(res)
	lay := LayoutTopology(m, 900, i18n.TR)
	w := NewWhyModel(res)
	w.Select("m29")
	at := 903500 * time.Microsecond // m26, the resolution, in flight
	got := lay.Dots(m, m.InFlight(at, nil), w, i18n.TR)
	if !strings.Contains(got, `data-ev="m26"`) || !strings.Contains(got, ` why-chain"`) {
		t.Errorf("at %v the dots do not mark m26 as the chain's: %s", at, got)
	}
	if !strings.Contains(got, `role="button" aria-label="GET /cozumle/katalog — neden oldu?"`) {
		t.Errorf("the resolution's dot asks no question: %s", got)
	}
	if strings.Contains(got, WhySelected) {
		t.Errorf("m29 is not in flight at %v, yet a dot is selected: %s", at, got)
	}
}
