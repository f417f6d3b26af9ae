package admission

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/sim"
	"playground/engine/words"
)

func TestValidationErrors(t *testing.T) {
	cases := []struct{ query, field, value, rule string }{
		{"concurrency=0", "concurrency", "0", "must be between 1 and 10000"},
		{"queue=-1", "queue", "-1", "must be a whole number, digits only"},
		{"queue=1000001", "queue", "1000001", "must be between 0 and 1000000"},
		{"work=0s", "work", "0s", "must be between 1ms and 1m"},
		{"rate=0", "rate", "0", "must be between 0.01 and 1000000"},
		{"retry_after=1500ms", "retry_after", "1.5s", "must be whole seconds"},
		{"reserve=4", "reserve", "4", "must be below the admission limit's lowest value (concurrency + queue = 4)"},
		{"reserve=2&limit=aimd", "reserve", "2", "must be below the admission limit's lowest value (concurrency = 2)"},
		{"arrivals=poisson&rate=100000&duration=1m", "rate", "100000", "expected requests (arrival rate × arrival window = 6,000,000) may be at most 200,000"},
		{"arrivals=poisson&rate=100000&duration=1s&concurrency=10000&client=immediate&attempts=5", "attempts", "5", "expected requests × max attempts (500,000) may be at most 400,000"},
		{"requests=50000&client=backoff&attempts=10", "attempts", "10", "expected requests × max attempts (500,000) may be at most 400,000"},
		{"concurrency=1&work=1m&requests=100000", "concurrency", "1", "the run would last about 1666 h 41 min of virtual time (arrival window 0 s + draining the unbounded queue 1666 h 41 min + retry waits 0 s), at most 18 h"},
		{"arrivals=poisson&rate=1&duration=24h", "duration", "24h", "must be between 1ms and 12h"},
		{"arrivals=poisson&rate=0.01&duration=12h&client=backoff&attempts=10&retry_after=60s", "duration", "12h0m0s", "arrival window 12 h + draining the unbounded queue 1 min 5 s + retry waits 8 h 40 min"},
		{"arrivals=poisson&rate=0.01&duration=8h&work=1m&client=backoff&attempts=10&retry_after=60s", "retry_after", "1m0s", "retry waits 8 h 40 min"},
		{"max_limit=100", "max_limit", "100", "unknown parameter"},
		{"discipline=random", "discipline", "random", "must be exactly one of: fifo, lifo"},
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

// A caller that lends tighter caps than the bounds assume gets an error
// that names the knobs to lower, in both languages.
func TestCapErrorNamesTheKnobsToLower(t *testing.T) {
	for _, c := range []struct {
		limits sim.Limits
		knob   string
	}{{sim.Limits{MaxTime: time.Second}, "duration"}, {sim.Limits{MaxEvents: 100}, "requests"}} {
		q, _ := url.ParseQuery(overload)
		_, err := Lab.Run(q, &lab.Env{Limits: c.limits})
		var re *lab.RunError
		if !errors.As(err, &re) || re.Lab != "admission" {
			t.Fatalf("%+v: error %v, want a lab.RunError", c.limits, err)
		}
		if en, tr := re.In(i18n.EN), re.In(i18n.TR); !strings.Contains(en, c.knob) || !strings.Contains(tr, c.knob) || en == tr {
			t.Errorf("%+v: %q / %q does not name %s in both languages", c.limits, en, tr, c.knob)
		}
	}
}

// A cross-field message prints its estimate rounded, as a person would
// write it: rate 19.92 × 10 h is 717,120 requests, not 717120.0000000001;
// Turkish writes the decimal comma and groups thousands with a dot.
func TestCrossFieldMessagesPrintEstimatesRounded(t *testing.T) {
	q, _ := url.ParseQuery("arrivals=poisson&rate=19.92&duration=10h")
	_, err := Lab.Decode(q)
	var es param.Errors
	if !errors.As(err, &es) || es.For("rate") == nil {
		t.Fatalf("err = %v", err)
	}
	if got := es.For("rate").Error(); !strings.Contains(got, "(arrival rate × arrival window = 717,120)") {
		t.Errorf("rate: %s", got)
	}
	if got := es.For("rate").In(i18n.TR); !strings.Contains(got, "(geliş hızı × geliş süresi = 717.120)") {
		t.Errorf("rate: %s", got)
	}
	for x, want := range map[float64][2]string{
		717120.0000000001: {"717,120", "717.120"},
		0.1 + 0.2:         {"0.3", "0,3"},
		12.3456789:        {"12.3457", "12,3457"},
		1234567.891:       {"1,234,568", "1.234.568"},
		0:                 {"0", "0"},
	} {
		if got := words.Sig(x, 6); got.In(i18n.EN) != want[0] || got.In(i18n.TR) != want[1] {
			t.Errorf("Sig(%v) = %v, want %v", x, got, want)
		}
	}
}
