package labs

import (
	"net/url"
	"strings"
	"testing"

	"playground/engine/lab"
)

// The replay draws any lab from its scene alone: every state and counter
// an event uses is named in both languages, every note reads in both
// languages with its verbs filled, and a table that says when its rows were
// final says it for each row, within the run. The lesson's run narrates.
func TestEveryRunDeclaresWhatItsReplayShows(t *testing.T) {
	for _, l := range All() {
		queries := map[string]string{"default": ""}
		for _, p := range l.Presets {
			queries[p.ID] = p.Params
		}
		for name, query := range queries {
			t.Run(l.ID+"/"+name, func(t *testing.T) {
				q, _ := url.ParseQuery(query)
				res, err := l.Run(q, nil)
				if err != nil {
					t.Fatal(err)
				}
				notes := checkReplay(t, res)
				if name == "default" && notes < 3 {
					t.Errorf("the lesson's run narrates %d moments, want at least 3", notes)
				}
			})
		}
	}
}

func checkReplay(t *testing.T, res *lab.Result) (notes int) {
	t.Helper()
	sc := res.Scene
	for _, s := range sc.States {
		if s.Label.TR == "" || s.Label.EN == "" || s.Tone == "" {
			t.Errorf("state %q: unnamed or without a tone", s.ID)
		}
	}
	for _, c := range sc.Counters {
		if c.Label.TR == "" || c.Label.EN == "" {
			t.Errorf("counter %q unnamed", c.ID)
		}
	}
	undeclared := map[string]bool{}
	for _, e := range sc.Events {
		if e.Note != nil {
			notes++
			for _, s := range []string{e.Note.TR, e.Note.EN} {
				if s == "" || strings.Contains(s, "%!") || strings.Contains(s, "%d") || strings.Contains(s, "%s") {
					t.Errorf("note at %v on %s: %q", e.T, e.Node, s)
				}
			}
		}
		if e.Narrates() {
			if e.Note == nil {
				t.Errorf("event at %v on %s says nothing", e.T, e.Node)
			}
			continue
		}
		if e.State != "" && sc.StateOf(e.State) == nil {
			undeclared["state "+e.State] = true
		}
		for k := range e.Counters {
			if sc.CounterOf(k) == nil {
				undeclared["counter "+k] = true
			}
		}
	}
	for what := range undeclared {
		t.Errorf("%s is used by an event but not declared", what)
	}
	for _, s := range res.Sections {
		if s.Table == nil || s.Table.RowAt == nil {
			continue
		}
		if len(s.Table.RowAt) != len(s.Table.Rows) {
			t.Errorf("section %s: %d row times for %d rows", s.ID, len(s.Table.RowAt), len(s.Table.Rows))
		}
		for i, at := range s.Table.RowAt {
			if at < 0 || at > res.Stats.VirtualTime {
				t.Errorf("section %s row %d final at %v, outside the run (0…%v)", s.ID, i, at, res.Stats.VirtualTime)
			}
		}
	}
	return notes
}

// A run of a hundred thousand requests keeps its replay light: the scene
// stays a few thousand events, which the view draws as rates and counters.
func TestABigRunKeepsItsSceneSmall(t *testing.T) {
	l := Find("admission")
	res, err := l.Run(url.Values{"arrivals": {"poisson"}, "rate": {"1000"}, "duration": {"100s"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkReplay(t, res)
	if n := len(res.Scene.Events); n > 10000 {
		t.Errorf("%d scene events for 100 000 requests a mode, want at most 10 000", n)
	}
	// Poisson arrivals at 1000/s for 100 s: about 100 000 a mode.
	if got := len(res.Trace) + res.TraceDropped; got < 190000 || got > 210000 {
		t.Errorf("%d messages, want about 200 000 (both modes) counted", got)
	}
}
