package admission

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

func TestValidationErrors(t *testing.T) {
	cases := []struct{ query, field, value, rule string }{
		{"concurrency=0", "concurrency", "0", "must be between 1 and 10000"},
		{"queue=-1", "queue", "-1", "must be between 0 and 1000000"},
		{"work=0s", "work", "0s", "must be between 1ms and 1m0s"},
		{"rate=0", "rate", "0", "must be between 0.01 and 1e+06"},
		{"retry_after=1500ms", "retry_after", "1.5s", "must be whole seconds"},
		{"reserve=2", "reserve", "2", "must be below concurrency (2)"},
		{"arrivals=poisson&rate=100000&duration=1m", "rate", "100000", "expected requests (rate × duration = 6000000) may be at most 1000000"},
		{"arrivals=poisson&rate=100000&duration=10s&concurrency=10000&client=immediate&attempts=3", "attempts", "3", "requests × attempts (3000000) may be at most 2000000"},
		{"concurrency=1&work=1m&requests=100000", "concurrency", "1", "the unbounded queue would take"},
		{"limit=aimd&reserve=1&concurrency=3&max_limit=1", "max_limit", "1", "must be above the reserved capacity (1)"},
		{"discipline=random", "discipline", "random", "must be one of: fifo, lifo"},
		{"bogus=1", "bogus", "1", "unknown parameter"},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.query)
		_, err := Lab.Run(q, nil)
		var es param.Errors
		if !errors.As(err, &es) {
			t.Errorf("%s: error %v, want a param error", c.query, err)
			continue
		}
		e := es.For(c.field)
		if e == nil || e.Value != c.value || !strings.Contains(e.Rule.In(i18n.EN), c.rule) {
			t.Errorf("%s: got %v, want %s=%s: …%s…", c.query, es, c.field, c.value, c.rule)
			continue
		}
		if e.Rule.TR == "" || e.Rule.TR == e.Rule.EN {
			t.Errorf("%s: rule has no Turkish form: %q", c.query, e.Rule.TR)
		}
	}
}

// A decoded query encodes back to itself: links reproduce runs.
func TestParamsRoundTrip(t *testing.T) {
	q, _ := url.ParseQuery("arrivals=poisson&rate=12.5&duration=30s&limit=gradient2&client=backoff&attempts=4&deadline=750ms&seed=9")
	p, err := Lab.Decode(q)
	if err != nil {
		t.Fatal(err)
	}
	got := p.Spec().Encode()
	for k := range q {
		if got.Get(k) != q.Get(k) {
			t.Errorf("%s: encoded %q, decoded from %q", k, got.Get(k), q.Get(k))
		}
	}
	for _, f := range p.Spec().Fields() {
		if f.LabelText.TR == "" || f.LabelText.EN == "" || f.HelpText.TR == "" || f.HelpText.EN == "" {
			t.Errorf("%s: missing label or help", f.Name)
		}
	}
	if n := p.Spec().Field("concurrency"); n.IsAdvanced {
		t.Error("lesson knob marked advanced")
	}
	if n := p.Spec().Field("limit"); !n.IsAdvanced {
		t.Error("beyond-the-lesson knob not marked advanced")
	}
}

func TestPresetsRun(t *testing.T) {
	for _, pr := range Lab.Presets {
		res, _ := run(t, pr.Params)
		if res.MatchesLesson {
			t.Errorf("preset %s matches the lesson: not instructive", pr.ID)
		}
	}
}

func FuzzParams(f *testing.F) {
	for _, q := range append(invariantCases,
		"concurrency=10000&queue=1000000&requests=100000&work=1ms",
		"arrivals=poisson&rate=1000000&duration=1s&concurrency=10000&work=1ms",
		"slice=1ms&work=1m&requests=1000&concurrency=100",
		"client=backoff&attempts=10&retry_after=60s&requests=100",
		"limit=gradient2&max_limit=1&queue=0",
		"critical=1&reserve=9999&concurrency=10000") {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, query string) {
		q, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		p, err := Lab.Decode(q)
		if err != nil {
			return
		}
		// Keep fuzzing quick: big (valid) runs are the benchmark's business.
		if pp := p.(*Params); pp.expected()*float64(pp.tries()) > 20000 {
			return
		}
		res, err := Lab.RunParams(p, &lab.Env{})
		var re *lab.RunError
		if err != nil && !errors.As(err, &re) {
			t.Fatalf("%s: %v", query, err)
		}
		if err == nil && res.Summary == nil {
			t.Fatal("no summary")
		}
	})
}
