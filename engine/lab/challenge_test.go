package lab

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/param"
)

type knob struct{ N, M int }

func (k *knob) Spec() *param.Spec {
	s := param.New()
	s.Int(&k.N, "n", 3, 0, 100).Label("n", "n").Help("n", "n")
	s.Int(&k.M, "m", 1, 0, 100).Label("m", "m").Help("m", "m")
	return s
}

func (k *knob) Run(*Env) (*Result, error) { return &Result{Summary: k}, nil }

var toy = &Lab{ID: "toy", New: func() Params { return &knob{} }, Metrics: []Metric{
	{ID: "sum", Read: Summary(func(k *knob) float64 { return float64(k.N + k.M) })},
	{ID: "n_per_m", Read: Summary(func(k *knob) float64 { return Ratio(float64(k.N), float64(k.M)) })},
}}

func TestInlineGoalsPassAndFailAtTheRightThreshold(t *testing.T) {
	run := func(q string) *Result {
		v, _ := url.ParseQuery(q)
		r, err := toy.Run(v, nil)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	cases := []struct {
		goal, params string
		pass         bool
	}{
		{"sum<=10", "n=9", true}, {"sum<=10", "n=10", false},
		{"sum>=10", "n=9", true}, {"sum>=10", "n=8", false},
		{"sum<10", "n=9", false}, {"sum<10", "n=8", true},
		{"sum>10", "n=10", true}, {"sum>10", "n=9", false},
		{"sum==4", "", true}, {"sum==4", "m=2", false},
		{"sum<=10, n_per_m>=3", "n=3", true}, {"sum<=10,n_per_m>=3", "m=2", false},
		{"n_per_m>=0.5", "n=1&m=2", true}, {"n_per_m>=0.50", "n=1&m=3", false},
	}
	for _, c := range cases {
		checks, err := toy.ParseGoal(c.goal)
		if err != nil {
			t.Fatalf("%s: %v", c.goal, err)
		}
		verdicts, pass := Grade(run(c.params), checks)
		if pass != c.pass {
			t.Errorf("%s with %s: pass=%v, want %v (%+v)", c.goal, c.params, pass, c.pass, verdicts)
		}
	}
	checks, _ := toy.ParseGoal("sum<=10,n_per_m>=3")
	v, _ := Grade(run("m=2"), checks)
	if v[0].Got != 5 || !v[0].Pass || v[1].Got != 1.5 || v[1].Pass || v[1].String() != "n_per_m>=3" {
		t.Errorf("verdicts %+v", v)
	}
}

func TestMalformedGoalsNameTheTermInBothLanguages(t *testing.T) {
	big := "1" + strings.Repeat("0", 301) // a decimal, and over 1e300
	cases := map[string]string{
		"":            `goal="": empty goal; e.g. p99_ms<=700,goodput_pct>=80`,
		"sum":         `goal=sum: must be metric, comparison (<=, >=, <, >, ==) and number; e.g. p99_ms<=700`,
		"sum=<3":      `goal=sum=<3: unknown metric sum=; metrics: sum, n_per_m`,
		"bogus<=3":    `goal=bogus<=3: unknown metric bogus; metrics: sum, n_per_m`,
		"sum<=x":      `goal=sum<=x: x is not a decimal such as 700 or 0.25: digits, optionally a point and more digits; no sign, exponent or space`,
		"sum<=3,":     `goal="": must be metric, comparison (<=, >=, <, >, ==) and number; e.g. p99_ms<=700`,
		"sum<=NaN":    `goal=sum<=NaN: NaN is not a decimal such as 700 or 0.25: digits, optionally a point and more digits; no sign, exponent or space`,
		"sum>=1e999":  `goal=sum>=1e999: 1e999 is not a decimal such as 700 or 0.25: digits, optionally a point and more digits; no sign, exponent or space`,
		"sum>=" + big: `goal=` + ("sum>=" + big)[:80] + `…: ` + big[:80] + `… is too large for a goal (at most 1e300)`,
		"sum <= 3 x":  `goal="sum <= 3 x": "3 x" is not a decimal such as 700 or 0.25: digits, optionally a point and more digits; no sign, exponent or space`,
		"\x1b[2J<=1":  `goal="\x1b[2J<=1": unknown metric "\x1b[2J"; metrics: sum, n_per_m`,
	}
	for goal, want := range cases {
		_, err := toy.ParseGoal(goal)
		var ge *GoalError
		if !errors.As(err, &ge) || err.Error() != want {
			t.Errorf("%q: %v\nwant %s", goal, err, want)
			continue
		}
		if ge.In(i18n.TR) == ge.In(i18n.EN) {
			t.Errorf("%q: no Turkish", goal)
		}
	}
}

func TestAChallengeLetsTheLearnerChangeOnlyItsKnobs(t *testing.T) {
	c := &Challenge{ID: "c", Knobs: []string{"n"}, Fixed: "m=4", Checks: []Check{{"sum", AtLeast, 10}}, Solution: "n=6"}
	_, _, pass, err := toy.Attempt(c, url.Values{"n": {"5"}}, nil)
	if err != nil || pass {
		t.Fatalf("n=5: pass=%v err=%v", pass, err)
	}
	_, v, pass, err := toy.Attempt(c, url.Values{"n": {"6"}}, nil)
	if err != nil || !pass || v[0].Got != 10 {
		t.Fatalf("n=6: pass=%v err=%v %+v", pass, err, v)
	}
	_, _, _, err = toy.Attempt(c, url.Values{"m": {"9"}, "n": {"6"}}, nil)
	if err == nil || err.Error() != "m=9: cannot be changed in this challenge; you may change: n" {
		t.Fatalf("m: %v", err)
	}
}

// A goal's term and its parts are echoed bounded and escaped, however long
// the goal and whatever it holds.
func TestGoalErrorsEchoTheTermBoundedAndEscaped(t *testing.T) {
	for _, goal := range []string{strings.Repeat("x", 100_000) + "<=1", "sum<=" + strings.Repeat("\x1b", 100_000), strings.Repeat("\x1b[31m", 10_000)} {
		_, err := toy.ParseGoal(goal)
		for _, l := range []i18n.Lang{i18n.EN, i18n.TR} {
			msg := i18n.ErrorIn(err, l)
			if err == nil || len(msg) > 600 || strings.ContainsRune(msg, 0x1b) {
				t.Errorf("%d bytes: %.120q", len(msg), msg)
			}
		}
	}
}

// A challenge refusing 100 000 keys it does not let the learner change
// names five of them, sorted, and says how many more.
func TestAChallengeNamesFiveRefusedKeysAndCountsTheRest(t *testing.T) {
	c := &Challenge{ID: "c", Knobs: []string{"n"}, Solution: "n=6"}
	learner := url.Values{"n": {"6"}}
	for i := range 100_000 {
		learner.Set(fmt.Sprintf("k%06d", 99_999-i), strings.Repeat("v", 1000))
	}
	_, err := c.Query(learner)
	var es param.Errors
	if !errors.As(err, &es) || len(es) != 6 || es[0].Field != "k000000" || es[4].Field != "k000004" {
		t.Fatalf("%d errors: %.300v", len(es), err)
	}
	if got := es[5].Error(); got != `k000005="": and 99995 more parameters this challenge does not let you change` {
		t.Errorf("last: %s", got)
	}
	if msg := err.Error(); len(msg) > param.MaxMessage {
		t.Errorf("%d bytes", len(msg))
	}
}
