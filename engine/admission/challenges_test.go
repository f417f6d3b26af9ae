package admission

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// challengeRun is the lesson's defaults + the challenge's fixed knobs + the
// learner's values, as the lab contract runs an attempt.
func challengeRun(t *testing.T, c lab.Challenge, learner string) *lab.Result {
	t.Helper()
	v, err := url.ParseQuery(learner)
	if err != nil {
		t.Fatal(err)
	}
	res, _, _, err := Lab.Attempt(&c, v, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", c.ID, learner, err)
	}
	return res
}

func TestEveryChallengeFailsAtItsStartAndPassesWithItsSolution(t *testing.T) {
	if len(Lab.Challenges) < 4 {
		t.Fatalf("%d challenges, want at least 4", len(Lab.Challenges))
	}
	level := 0
	for _, c := range Lab.Challenges {
		t.Run(c.ID, func(t *testing.T) {
			if c.Level < level {
				t.Errorf("level %d after level %d: not easy → hard", c.Level, level)
			}
			level = c.Level
			for _, tx := range []i18n.Text{c.Title, c.Task, c.Hint} {
				if tx.TR == "" || tx.EN == "" || tx.TR == tx.EN {
					t.Errorf("text not in both languages: %+v", tx)
				}
			}
			for _, ch := range c.Checks {
				if Lab.Metric(ch.Metric) == nil {
					t.Errorf("check on undeclared metric %s", ch.Metric)
				}
			}
			sol, err := url.ParseQuery(c.Solution)
			if err != nil {
				t.Fatal(err)
			}
			for k := range sol {
				if !slices.Contains(c.Knobs, k) {
					t.Errorf("solution sets %s, not one of the knobs %v", k, c.Knobs)
				}
			}
			spec := Lab.New().Spec()
			for _, k := range c.Knobs {
				if spec.Field(k) == nil {
					t.Errorf("knob %s is no parameter", k)
				}
			}
			if _, pass := lab.Grade(challengeRun(t, c, ""), c.Checks); pass {
				t.Errorf("passes at the lesson's values + %q: asks nothing", c.Fixed)
			}
			if v, pass := lab.Grade(challengeRun(t, c, c.Solution), c.Checks); !pass {
				t.Errorf("solution %q fails: %+v", c.Solution, v)
			}
		})
	}
}

// Every metric is finite for every preset and challenge start, and the
// declarations are complete.
func TestMetricsAreDeclaredAndFinite(t *testing.T) {
	if len(Lab.Metrics) < 4 {
		t.Fatalf("%d metrics", len(Lab.Metrics))
	}
	for _, m := range Lab.Metrics {
		if m.ID != strings.ToLower(m.ID) || strings.ContainsAny(m.ID, " -") || m.Label.TR == "" || m.Label.EN == "" ||
			m.Help.TR == "" || m.Help.EN == "" || m.Better == "" {
			t.Errorf("metric %+v incomplete", m)
		}
	}
	res, _ := run(t, "")
	// The lesson's run: 4 of 10 answered, 6 turned away, p99 600.2 ms.
	want := map[string]float64{"goodput_pct": 40, "rejected_pct": 60, "p50_ms": 300.2, "p99_ms": 600.2,
		"dropped_pct": 0, "max_queue": 2, "attempts_per_request": 1, "critical_rejected_pct": 0, "unbounded_p99_ms": 1500.2}
	for id, v := range want {
		if res.Metrics[id] != v {
			t.Errorf("%s = %v at the lesson's values, want %v", id, res.Metrics[id], v)
		}
	}
	// 4 answers over the 0.6 s the bounded run lasted.
	if g := res.Metrics["goodput_rps"]; g < 6.66 || g > 6.67 {
		t.Errorf("goodput_rps = %v, want 4 / 0.6002 s", g)
	}
}

func TestSweepsVaryNumericKnobsWithinTheirBounds(t *testing.T) {
	if n := len(Lab.Sweeps); n < 2 || n > 3 {
		t.Fatalf("%d sweeps, want 2–3", n)
	}
	for _, sw := range Lab.Sweeps {
		spec := Lab.New().Spec()
		f := spec.Field(sw.Knob)
		if f == nil || !f.Numeric() {
			t.Fatalf("%s: knob %s is not numeric", sw.ID, sw.Knob)
		}
		for _, m := range sw.Metrics {
			if Lab.Metric(m) == nil {
				t.Errorf("%s: unknown metric %s", sw.ID, m)
			}
		}
		// Both ends decode and run with the sweep's other params.
		for _, v := range []string{sw.From, sw.To} {
			q, _ := url.ParseQuery(sw.Params)
			q.Set(sw.Knob, v)
			if _, err := Lab.Run(q, nil); err != nil {
				var es param.Errors
				t.Errorf("%s at %s=%s: %v %v", sw.ID, sw.Knob, v, err, es)
			}
		}
	}
}
