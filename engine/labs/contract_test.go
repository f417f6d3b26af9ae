package labs

import (
	"net/url"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/sweep"
)

var snake = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// Every lab says what its runs mean: at least four key numbers, each with
// both languages, a direction and a reader that every run answers, and
// one to four of them the page keeps in view.
func TestEveryLabDeclaresAtLeastFourMetrics(t *testing.T) {
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			if len(l.Metrics) < 4 {
				t.Fatalf("%d metrics, want at least 4", len(l.Metrics))
			}
			seen := map[string]bool{}
			for _, m := range l.Metrics {
				if !snake.MatchString(m.ID) || seen[m.ID] {
					t.Errorf("metric id %q: not snake_case or repeated", m.ID)
				}
				seen[m.ID] = true
				if m.Label.TR == "" || m.Label.EN == "" || m.Help.TR == "" || m.Help.EN == "" {
					t.Errorf("%s: label or help lacks a language", m.ID)
				}
				if !slices.Contains([]lab.Better{lab.Lower, lab.Higher, lab.Neither}, m.Better) || m.Read == nil {
					t.Errorf("%s: better %q, read %v", m.ID, m.Better, m.Read != nil)
				}
			}
			// The page keeps a few in view while a knob moves.
			if k := l.KeyMetrics(); len(k) == 0 || len(k) > 4 || len(k) != len(l.Key) {
				t.Errorf("key metrics %q: want one to four, each a metric", l.Key)
			}
		})
	}
}

// The default run and every preset declare a scene that holds every trace
// endpoint, effects that are declared, and figures the UI can draw blind.
func TestEveryRunDeclaresItsSceneAndFigures(t *testing.T) {
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
				checkMeaning(t, l, res)
			})
		}
	}
}

func checkMeaning(t *testing.T, l *lab.Lab, res *lab.Result) {
	t.Helper()
	for _, m := range l.Metrics {
		if _, ok := res.Metrics[m.ID]; !ok {
			t.Errorf("metric %s missing from the run", m.ID)
		}
	}
	sc := res.Scene
	if len(sc.Nodes) == 0 {
		t.Fatal("no scene nodes")
	}
	ids := map[string]bool{}
	for _, n := range sc.Nodes {
		if n.ID == "" || ids[n.ID] || n.Role == "" || n.Label.TR == "" || n.Label.EN == "" {
			t.Errorf("node %+v: empty, repeated or unlabelled", n)
		}
		ids[n.ID] = true
	}
	for _, m := range res.Trace {
		for _, end := range []string{m.From, m.To} {
			if !ids[end] {
				t.Fatalf("trace endpoint %q is not a scene node", end)
			}
		}
		if m.Effect != "" && sc.Effect(m.Effect) == nil {
			t.Fatalf("effect %q is not declared in the scene", m.Effect)
		}
	}
	for _, e := range sc.Events {
		if !ids[e.Node] {
			t.Fatalf("scene event on unknown node %q", e.Node)
		}
	}
	if !slices.IsSortedFunc(sc.Events, func(a, b lab.SceneEvent) int { return int(a.T - b.T) }) {
		t.Error("scene events are not sorted by time")
	}
	mains, figs := 0, map[string]bool{}
	for _, f := range res.Figures {
		if figs[f.ID] || f.Title.TR == "" || f.Title.EN == "" {
			t.Errorf("figure %q: repeated or untitled", f.ID)
		}
		figs[f.ID] = true
		if f.Main {
			mains++
		}
		switch f.Kind {
		case lab.FigLine, lab.FigBar:
			if res.SeriesByID(f.Series) == nil {
				t.Errorf("figure %s draws series %q, which the run lacks", f.ID, f.Series)
			}
		case lab.FigLanes, lab.FigSequence:
		default:
			t.Errorf("figure %s: unknown kind %q", f.ID, f.Kind)
		}
	}
	if mains != 1 {
		t.Errorf("%d main figures, want exactly 1", mains)
	}
}

// A challenge asks something: the lesson's values (with its fixed knobs)
// fail it, its reference solution passes, and it grades only declared
// metrics and lets the learner change only its knobs.
func TestEveryChallengeFailsAtTheLessonsValuesAndPassesWithItsSolution(t *testing.T) {
	for _, l := range All() {
		if len(l.Challenges) < 4 {
			t.Errorf("%s: %d challenges, want at least 4", l.ID, len(l.Challenges))
		}
		spec := l.New().Spec()
		level := 0
		for _, c := range l.Challenges {
			t.Run(l.ID+"/"+c.ID, func(t *testing.T) {
				if c.Title.TR == "" || c.Title.EN == "" || c.Task.TR == "" || c.Task.EN == "" || c.Hint.TR == "" || c.Hint.EN == "" {
					t.Error("title, task or hint lacks a language")
				}
				if c.Level < level || c.Level < 1 || c.Level > 3 {
					t.Errorf("level %d after %d: challenges go from easy (1) to hard (3)", c.Level, level)
				}
				level = c.Level
				for _, k := range c.Knobs {
					if spec.Field(k) == nil {
						t.Errorf("knob %q is not a parameter", k)
					}
				}
				for _, ch := range c.Checks {
					if l.Metric(ch.Metric) == nil {
						t.Errorf("check on unknown metric %q", ch.Metric)
					}
				}
				if c.Predict != "" && l.Metric(c.Predict) == nil {
					t.Errorf("predict names unknown metric %q", c.Predict)
				}
				_, v, pass, err := l.Attempt(&c, nil, nil)
				if err != nil || pass {
					t.Errorf("at the lesson's values: pass=%v err=%v %+v", pass, err, v)
				}
				sol, err := url.ParseQuery(c.Solution)
				if err != nil {
					t.Fatal(err)
				}
				_, v, pass, err = l.Attempt(&c, sol, nil)
				if err != nil || !pass {
					t.Errorf("with the solution %s: pass=%v err=%v %+v", c.Solution, pass, err, v)
				}
			})
		}
	}
}

// A ready sweep is valid, and its points are exactly single runs, whatever
// the number of workers.
func TestReadySweepsAreValidAndTheirPointsAreSingleRuns(t *testing.T) {
	for _, l := range All() {
		if n := len(l.Sweeps); n < 2 || n > 3 {
			t.Errorf("%s: %d ready sweeps, want 2–3", l.ID, n)
		}
		for _, s := range l.Sweeps {
			t.Run(l.ID+"/"+s.ID, func(t *testing.T) {
				if s.Label.TR == "" || s.Label.EN == "" {
					t.Error("label lacks a language")
				}
				pl, err := sweep.NewPlan(l, sweep.Spec{Knob: s.Knob, From: s.From, To: s.To, Steps: s.Steps, Log: s.Log, Metrics: s.Metrics})
				if err != nil {
					t.Fatal(err)
				}
				base, err := url.ParseQuery(s.Params)
				if err != nil {
					t.Fatal(err)
				}
				one := pl.Run(base, 1)
				many := pl.Run(base, runtime.GOMAXPROCS(0)+1)
				if len(one.Errors) > 0 {
					t.Errorf("points fail: %+v", one.Errors)
				}
				for _, i := range []int{0, len(pl.Values) / 2, len(pl.Values) - 1} {
					single, err := l.Run(pl.Query(base, i), nil)
					if err != nil {
						t.Fatal(err)
					}
					for _, id := range pl.Metrics {
						if a, b := one.Metrics[id][i], many.Metrics[id][i]; a == nil || b == nil || *a != *b || *a != single.Metrics[id] {
							t.Errorf("%s=%s %s: sweep %v / %v, single run %v", s.Knob, pl.Values[i], id, a, b, single.Metrics[id])
						}
					}
				}
			})
		}
	}
}

// A sweep over the deadline from 0 jumped at its first
// step, because 0 means "no deadline": that point is another experiment.
// For every knob of every lab whose 0 switches its mechanism off, a sweep
// from the off value leaves that point out (and says so), unless the sweep
// asks for it with :off.
func TestASweepLeavesAKnobsOffValueOutUnlessItSaysSo(t *testing.T) {
	found := 0
	for _, l := range All() {
		for _, f := range l.New().Spec().Fields() {
			if f.OffValue == "" {
				continue
			}
			found++
			sp := sweep.Spec{Knob: f.Name, From: f.OffValue, To: f.Max, Steps: 5}
			pl, err := sweep.NewPlan(l, sp)
			if err != nil {
				t.Fatalf("%s %s: %v", l.ID, f.Name, err)
			}
			for _, v := range pl.Values {
				if off := f.OffValue; v == off || (f.Kind == "duration" && v == "0s") {
					t.Errorf("%s %s: the off value %s is a point of %v", l.ID, f.Name, v, pl.Values)
				}
			}
			if !pl.OffLeftOut || pl.OffNote().TR == "" || !strings.Contains(pl.OffNote().EN, f.Name+"="+f.OffValue) {
				t.Errorf("%s %s: left out %v, note %+v", l.ID, f.Name, pl.OffLeftOut, pl.OffNote())
			}
			sp.Off = true
			with, err := sweep.NewPlan(l, sp)
			if err != nil || len(with.Values) != len(pl.Values)+1 || with.OffLeftOut {
				t.Errorf("%s %s with :off: %v %v", l.ID, f.Name, with.Values, err)
			}
		}
	}
	// The deadline, the retry budget and the cache's arrival rate switch
	// their mechanism off at 0.
	if found != 3 {
		t.Errorf("%d knobs with an off value, want 3", found)
	}
	// The sweep: the deadline from 0 starts at its first real value.
	pl, err := sweep.NewPlan(Find("admission"), sweep.Spec{Knob: "deadline", From: "0", To: "2s", Steps: 5})
	if err != nil {
		t.Fatal(err)
	}
	if pl.Values[0] != "500ms" || len(pl.Values) != 4 {
		t.Errorf("deadline sweep points %v", pl.Values)
	}
}

// Every lab explains at least one of the lesson's words where the learner
// meets it first: each term appears, in both languages, in the lab's
// question or its first question, and says what it means in both.
func TestEveryLabExplainsItsTermsWhereTheLearnerMeetsThem(t *testing.T) {
	for _, l := range All() {
		if len(l.Terms) == 0 {
			t.Errorf("%s explains no term", l.ID)
		}
		for i := range l.Terms {
			term := &l.Terms[i]
			for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
				if len(term.Explain.In(lang)) < 40 {
					t.Errorf("%s: %q is explained in %s as %q", l.ID, term.Word.In(lang), lang, term.Explain.In(lang))
				}
				found := false
				for _, text := range []i18n.Text{l.Question, l.Try.Label} {
					for _, p := range lab.Explained(text.In(lang), l.Terms, lang) {
						found = found || p.Term == term
					}
				}
				if !found {
					t.Errorf("%s: %q is in neither the question nor the first question (%s)", l.ID, term.Word.In(lang), lang)
				}
			}
		}
	}
}
