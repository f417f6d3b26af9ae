package lab

import (
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"playground/engine/i18n"
	"playground/engine/param"
)

// Challenge is a question of the lesson the engine grades: the learner may
// change Knobs (everything else stays at the lesson's values plus Fixed) and
// passes when every check holds. The lesson's values never pass (otherwise it
// asks nothing); Solution always does.
type Challenge struct {
	ID    string    `json:"id"`    // unique within the lab, kebab-case
	Level int       `json:"level"` // 1 easy, 2 medium, 3 hard
	Title i18n.Text `json:"title"`
	Task  i18n.Text `json:"task"` // the question in full, numbers included
	Hint  i18n.Text `json:"hint"`
	// Knobs the learner may change.
	Knobs []string `json:"knobs"`
	// Fixed sets other knobs for the challenge (URL form: "arrivals=poisson&rate=20").
	Fixed  string  `json:"fixed,omitempty"`
	Checks []Check `json:"checks"`
	// Solution is one answer (URL form over Knobs).
	Solution string `json:"solution"`
	// Predict names the metric a learner is asked to guess before the first run.
	Predict string `json:"predict,omitempty"`
	// Cases are further runs the answer must pass too, each in URL form
	// over the challenge's values ("seed=2", "faults=kill:…@1s"): a code
	// challenge is graded over several seeds and a fault, so code tuned
	// to one run's luck fails.
	Cases []string `json:"cases,omitempty"`
}

// Check is one condition on a metric.
type Check struct {
	Metric string  `json:"metric"`
	Op     Op      `json:"op"`
	Value  float64 `json:"value"`
}

// Op compares a metric with a target.
type Op string

const (
	AtMost  Op = "<="
	AtLeast Op = ">="
	Below   Op = "<"
	Above   Op = ">"
	Equal   Op = "=="
)

// Holds reports whether v meets the check.
func (c Check) Holds(v float64) bool {
	switch c.Op {
	case AtMost:
		return v <= c.Value
	case AtLeast:
		return v >= c.Value
	case Below:
		return v < c.Value
	case Above:
		return v > c.Value
	case Equal:
		return v == c.Value
	}
	return false
}

// String writes the check as a goal term: "p99_ms<=700".
func (c Check) String() string {
	return c.Metric + string(c.Op) + strconv.FormatFloat(c.Value, 'g', -1, 64)
}

// Challenge returns the lab's challenge with id, or nil.
func (l *Lab) Challenge(id string) *Challenge {
	for i := range l.Challenges {
		if l.Challenges[i].ID == id {
			return &l.Challenges[i]
		}
	}
	return nil
}

// Verdict is one graded check: the target and the value got.
type Verdict struct {
	Check
	Got  float64 `json:"got"`
	Pass bool    `json:"pass"`
	// Case is the further case (Challenge.Cases) the check failed in; ""
	// for the challenge's own run.
	Case string `json:"case,omitempty"`
}

// Grade checks a run's metrics; every check of an unknown metric fails.
func Grade(r *Result, checks []Check) (verdicts []Verdict, pass bool) {
	pass = true
	for _, c := range checks {
		v, ok := r.Metrics[c.Metric]
		ok = ok && c.Holds(v)
		verdicts = append(verdicts, Verdict{Check: c, Got: v, Pass: ok})
		pass = pass && ok
	}
	return verdicts, pass
}

// ParseGoal reads an inline goal, "metric<=value,metric>=value", against the
// lab's metrics. Errors name the term and say what is wrong, in TR and EN.
func (l *Lab) ParseGoal(goal string) ([]Check, error) {
	var out []Check
	if strings.TrimSpace(goal) == "" {
		return nil, &GoalError{Term: goal, Rule: ruleGoalEmpty}
	}
	for _, term := range strings.Split(goal, ",") {
		term = strings.TrimSpace(term)
		c, err := l.parseTerm(term)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (l *Lab) parseTerm(term string) (Check, error) {
	for _, op := range []Op{AtMost, AtLeast, Equal, Below, Above} { // two-character operators first
		i := strings.Index(term, string(op))
		if i < 0 {
			continue
		}
		name, val := strings.TrimSpace(term[:i]), strings.TrimSpace(term[i+len(op):])
		if l.Metric(name) == nil {
			return Check{}, &GoalError{Term: term, Rule: ruleGoalMetric.Format(param.Echo(name), l.metricIDs())}
		}
		if !param.Decimal(val) {
			return Check{}, &GoalError{Term: term, Rule: ruleGoalValue.Format(param.Echo(val))}
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil || v > 1e300 {
			return Check{}, &GoalError{Term: term, Rule: ruleGoalLarge.Format(param.Echo(val))}
		}
		return Check{Metric: name, Op: op, Value: v}, nil
	}
	return Check{}, &GoalError{Term: term, Rule: ruleGoalOp}
}

func (l *Lab) metricIDs() string {
	ids := make([]string, len(l.Metrics))
	for i, m := range l.Metrics {
		ids[i] = m.ID
	}
	return strings.Join(ids, ", ")
}

// GoalError is a malformed goal term.
type GoalError struct {
	Term string
	Rule i18n.Text
}

func (e *GoalError) Error() string { return e.In(i18n.EN) }

// In renders the error as `goal=term: rule`, the term echoed (param.Echo).
func (e *GoalError) In(l i18n.Lang) string {
	return "goal=" + param.Echo(e.Term) + ": " + e.Rule.In(l)
}

var (
	ruleGoalEmpty  = i18n.Text{TR: "hedef boş; örneğin p99_ms<=700,goodput_pct>=80", EN: "empty goal; e.g. p99_ms<=700,goodput_pct>=80"}
	ruleGoalOp     = i18n.Text{TR: "bir ölçüt, bir karşılaştırma (<=, >=, <, >, ==) ve bir sayıdan oluşmalı; örneğin p99_ms<=700", EN: "must be metric, comparison (<=, >=, <, >, ==) and number; e.g. p99_ms<=700"}
	ruleGoalMetric = i18n.Text{TR: "bilinmeyen ölçüt %s; geçerli olanlar: %s", EN: "unknown metric %s; metrics: %s"}
	ruleGoalValue  = i18n.Text{TR: "%s, 700 ya da 0.25 gibi ondalık gösterimle bir sayı değil: rakamlar, istenirse bir nokta ve yine rakamlar olmalı (ayırıcı virgül değil, nokta); işaret, üs ya da boşluk olmadan", EN: "%s is not a decimal such as 700 or 0.25: digits, optionally a point and more digits; no sign, exponent or space"}
	ruleGoalLarge  = i18n.Text{TR: "%s bir hedef için fazla büyük (en çok 1e300)", EN: "%s is too large for a goal (at most 1e300)"}
)

// SweepPreset is a ready sweep that shows the lesson's trade-off: one knob
// over a range against some metrics.
type SweepPreset struct {
	ID      string    `json:"id"`
	Label   i18n.Text `json:"label"`
	Knob    string    `json:"knob"`
	From    string    `json:"from"` // in the knob's own encoding
	To      string    `json:"to"`
	Steps   int       `json:"steps"`
	Log     bool      `json:"log,omitempty"`
	Metrics []string  `json:"metrics"`
	// Params sets other knobs first (URL form), when the trade-off needs it.
	Params string `json:"params,omitempty"`
}

// Query is a challenge's run: its Fixed parameters, then the learner's
// values, which may only set the challenge's Knobs. A value for any other
// parameter is an error naming it: the first maxNotKnobs in sorted order
// (found without sorting them all), then how many more.
func (c *Challenge) Query(learner url.Values) (url.Values, error) {
	q, err := url.ParseQuery(c.Fixed)
	if err != nil {
		return nil, err
	}
	others := func(yield func(string) bool) {
		for k := range learner {
			if !slices.Contains(c.Knobs, k) && !yield(k) {
				return
			}
		}
	}
	first, n := param.Smallest(others, maxNotKnobs+1)
	if n > 0 {
		var errs param.Errors
		for i, k := range first {
			if i == maxNotKnobs {
				errs = append(errs, &param.Error{Field: k, Rule: ruleMoreNotKnobs.Format(n - maxNotKnobs)})
				break
			}
			v := learner[k]
			if len(v) > 3 {
				v = v[:3] // the error echoes a few dozen characters at most
			}
			errs = append(errs, &param.Error{Field: k, Value: strings.Join(v, ","),
				Rule: ruleNotAKnob.Format(strings.Join(c.Knobs, ", "))})
		}
		return nil, errs
	}
	for _, k := range c.Knobs {
		if v, ok := learner[k]; ok {
			q[k] = v
		}
	}
	return q, nil
}

// maxNotKnobs bounds how many refused keys a challenge's error names.
const maxNotKnobs = 5

// Attempt runs a challenge with the learner's values and grades the run.
func (l *Lab) Attempt(c *Challenge, learner url.Values, env *Env) (*Result, []Verdict, bool, error) {
	q, err := c.Query(learner)
	if err != nil {
		return nil, nil, false, err
	}
	res, err := l.Run(q, env)
	if err != nil {
		return nil, nil, false, err
	}
	v, pass := Grade(res, c.Checks)
	if pass {
		cv, cpass, err := l.GradeCases(c, q, env)
		if err != nil {
			return nil, nil, false, err
		}
		v, pass = append(v, cv...), cpass
	}
	return res, v, pass, nil
}

// GradeCases runs c's further cases (Challenge.Cases) over q, the values
// of a run that passed, and grades each: the verdicts that fail, each
// naming its case, and whether every case passed. The page grades with it
// after the learner's run passes, as Attempt does.
func (l *Lab) GradeCases(c *Challenge, q url.Values, env *Env) ([]Verdict, bool, error) {
	var failed []Verdict
	pass := true
	for _, cs := range c.Cases {
		cq, err := url.ParseQuery(cs)
		if err != nil {
			return nil, false, err
		}
		run := maps.Clone(q)
		for k, vs := range cq {
			run[k] = vs
		}
		res, err := l.Run(run, env)
		if err != nil {
			return nil, false, err
		}
		cv, cpass := Grade(res, c.Checks)
		for _, x := range cv {
			if !x.Pass {
				x.Case = cs
				failed = append(failed, x)
			}
		}
		pass = pass && cpass
	}
	return failed, pass, nil
}

// IsCode reports whether the learner answers c with code (its knob is
// the lab's policy).
func (c *Challenge) IsCode() bool { return slices.Contains(c.Knobs, param.PolicyParam) }

var (
	ruleNotAKnob     = i18n.Text{TR: "bu görevde değiştirilemez; değiştirilebilenler: %s", EN: "cannot be changed in this challenge; you may change: %s"}
	ruleMoreNotKnobs = i18n.Text{TR: "ve bu görevde değiştirilemeyen %d parametre daha", EN: "and %d more parameters this challenge does not let you change"}
)
