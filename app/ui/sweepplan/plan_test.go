package sweepplan

import (
	"math"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/sweep"
)

func findLab(t *testing.T, id string) *lab.Lab {
	t.Helper()
	l := labs.Find(id)
	if l == nil {
		t.Fatalf("no lab %q", id)
	}
	return l
}

// Every ready sweep's button writes keys that plan exactly that sweep, the
// button shows pressed for them, and the controls read back the same keys.
func TestAReadySweepsKeysPlanItAndReadBackTheSame(t *testing.T) {
	n := 0
	for _, l := range labs.All() {
		for _, rs := range l.Sweeps {
			k, q := Ready(rs)
			in := Inputs{Lab: l, Spec: k.Spec, Metric: k.Metric, BaseOK: true}
			pl, err := in.Plan()
			if err != nil {
				t.Fatalf("%s %s: keys %+v refused: %v", l.ID, rs.ID, k, err)
			}
			if pl.Spec.String() != k.Spec || !reflect.DeepEqual(pl.Metrics, rs.Metrics) {
				t.Errorf("%s %s: planned %s %v, want %s %v", l.ID, rs.ID, pl.Spec, pl.Metrics, k.Spec, rs.Metrics)
			}
			if len(pl.Values) != ReadySpec(rs).Steps {
				t.Errorf("%s %s: %d points, want %d", l.ID, rs.ID, len(pl.Values), ReadySpec(rs).Steps)
			}
			if !in.Pressed(rs) {
				t.Errorf("%s %s: its own keys do not press its button", l.ID, rs.ID)
			}
			if back := KeysOf(in.Current()); back != k {
				t.Errorf("%s %s: controls read back %+v, want %+v", l.ID, rs.ID, back, k)
			}
			want, _ := url.ParseQuery(rs.Params)
			if !reflect.DeepEqual(q, want) {
				t.Errorf("%s %s: params %v, want %v", l.ID, rs.ID, q, want)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no lab has a ready sweep")
	}
	// Another sweep of the same knob is not the button's.
	l := findLab(t, "registry")
	k, _ := Ready(l.Sweeps[0])
	in := Inputs{Lab: l, Spec: k.Spec, Metric: "fault_count"}
	if in.Pressed(l.Sweeps[0]) {
		t.Error("other metrics still press the ready sweep's button")
	}
}

// metric= left out draws the knob's ready sweep's metrics, or the lab's
// first metric for a knob without one.
func TestWithoutAMetricKeyTheKnobsOwnMetricsAreDrawn(t *testing.T) {
	l := findLab(t, "registry")
	in := Inputs{Lab: l, Spec: "lease:200ms..5s:5"}
	pl, err := in.Plan()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(pl.Metrics, l.Sweeps[0].Metrics) {
		t.Errorf("lease draws %v, want its ready sweep's %v", pl.Metrics, l.Sweeps[0].Metrics)
	}
	in.Spec = "replicas:2..6:5"
	if pl, err = in.Plan(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(pl.Metrics, []string{l.Metrics[0].ID}) {
		t.Errorf("replicas draws %v, want the lab's first metric %s", pl.Metrics, l.Metrics[0].ID)
	}
	in.Metric = "fault_count,registry_failed"
	if pl, err = in.Plan(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(pl.Metrics, []string{"fault_count", "registry_failed"}) {
		t.Errorf("metric= names two, planned %v", pl.Metrics)
	}
}

// Keys the engine refuses are refused by name, the model says so
// (state error, no run), and the controls show the default sweep — or,
// for a knob the lab cannot sweep, the default knob's range with the
// steps kept.
func TestARefusedSweepKeyIsAnErrorAndTheControlsShowTheDefault(t *testing.T) {
	l := findLab(t, "registry")
	def, _ := Default(l, "", "")
	if def.Knob == "renew" {
		t.Fatal("the default sweep is renew's: the cases below cannot tell it from the keys")
	}
	for _, c := range []struct {
		spec  string
		knob  string
		steps int
	}{
		{"garbage", def.Knob, def.Steps},
		{"renew:abc..850ms:7", "renew", 7},
		{"renew:20ms..850ms:1", "renew", 1},
		{"nosuch:1..2:7", def.Knob, def.Steps},
		{"renew:20ms..850ms:banana", def.Knob, def.Steps},
		{"renew:20ms..850ms:5", "renew", 5},
	} {
		in := Inputs{Lab: l, Spec: c.spec, BaseOK: true}
		m := Model{In: in}
		r, _ := m.Begin()
		state, _, _ := m.State()
		sp, ms := in.Current()
		if sp.Knob != c.knob || sp.Steps != c.steps || len(ms) == 0 {
			t.Errorf("%q: controls show %+v %v, want knob %s steps %d", c.spec, sp, ms, c.knob, c.steps)
		}
		if c.knob == "renew" && c.steps == 5 {
			if r == nil || m.Err != nil || state != "running" {
				t.Errorf("%q: refused (%v), state %s", c.spec, m.Err, state)
			}
			continue
		}
		if r != nil || m.Run != nil || m.Err == nil || state != "error" {
			t.Errorf("%q: run %v, err %v, state %s; want refused", c.spec, r, m.Err, state)
		}
	}
}

// Each control writes back keys that read as the edit: the range's ends
// as typed (trimmed), the steps as a number or, when it is none, as typed
// so the parse names it; log spacing; the metrics in the lab's order; a
// new knob with its own default range.
func TestEachControlWritesBackKeysThatReadAsTheEdit(t *testing.T) {
	l := findLab(t, "registry")
	in := Inputs{Lab: l, Spec: "lease:200ms..5s:20", Metric: "dead_window_requests"}
	for _, c := range []struct {
		got  Keys
		spec string
	}{
		{in.WithText(From, " 100ms "), "lease:100ms..5s:20"},
		{in.WithText(To, "9s"), "lease:200ms..9s:20"},
		{in.WithText(Steps, "7"), "lease:200ms..5s:7"},
		{in.WithText(Steps, "seven"), "lease:200ms..5s:seven"},
		{in.WithLog(true), "lease:200ms..5s:20:log"},
	} {
		if c.got != (Keys{Spec: c.spec, Metric: "dead_window_requests"}) {
			t.Errorf("wrote %+v, want %s", c.got, c.spec)
		}
	}
	logged := Inputs{Lab: l, Spec: in.WithLog(true).Spec}
	if k := logged.WithText(Steps, "x"); k.Spec != "lease:200ms..5s:x:log" {
		t.Errorf("a word for the steps of a log sweep wrote %s", k.Spec)
	}
	if k := logged.WithLog(false); k.Spec != "lease:200ms..5s:20" {
		t.Errorf("log spacing off wrote %s", k.Spec)
	}
	if _, err := (&Inputs{Lab: l, Spec: "lease:200ms..5s:seven"}).Plan(); err == nil {
		t.Error("a word for the steps was accepted")
	}
	if k := in.WithMetric("fault_count", true); k.Metric != "dead_window_requests,fault_count" {
		t.Errorf("adding a metric wrote %s", k.Metric)
	}
	two := Inputs{Lab: l, Spec: in.Spec, Metric: "fault_count,dead_window_requests"}
	if k := two.WithMetric("registry_failed", true); k.Metric != "dead_window_requests,registry_failed,fault_count" {
		t.Errorf("metrics not in the lab's order: %s", k.Metric)
	}
	if k := two.WithMetric("dead_window_requests", false); k.Metric != "fault_count" || k.Spec != in.Spec {
		t.Errorf("removing a metric wrote %+v", k)
	}
	k := in.WithKnob("renew")
	if want := ReadySpec(l.Sweeps[1]).String(); k.Spec != want || k.Metric != "dead_window_requests" {
		t.Errorf("renew wrote %+v, want %s with the metrics kept", k, want)
	}
	// Edits of keys that do not parse start from what the controls show.
	bad := Inputs{Lab: l, Spec: "garbage"}
	def, _ := Default(l, "", "")
	if k := bad.WithText(Steps, "4"); k.Spec != def.Knob+":"+def.From+".."+def.To+":4" {
		t.Errorf("steps over refused keys wrote %s", k.Spec)
	}
}

// Log spacing is offered by the decades the range spans.
func TestTheRangesDecadesAreCountedInTheKnobsUnits(t *testing.T) {
	reg, adm := findLab(t, "registry"), findLab(t, "admission")
	for _, c := range []struct {
		in   Inputs
		spec string
		want float64
	}{
		{Inputs{Lab: reg}, "lease:200ms..5s:20", math.Log10(25)},
		{Inputs{Lab: adm}, "rate:1..100:20", 2},
		{Inputs{Lab: adm}, "rate:0..100:20", 0},
		{Inputs{Lab: adm}, "rate:100..1:20", 0},
		{Inputs{Lab: adm}, "nosuch:1..100:20", 0},
	} {
		sp, err := sweep.Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.in.Decades(sp); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: %g decades, want %g", c.spec, got, c.want)
		}
	}
}

// A knob's value in a parameter set: as set, its default when left out,
// and for a fault's moment the moment the faults list gives it.
func TestAKnobsValueIsReadFromTheParameters(t *testing.T) {
	l := findLab(t, "registry")
	lease := l.Knobs().Field("lease")
	if got := KnobValue(lease, "lease=2s"); got != "2s" {
		t.Errorf("lease=2s reads %s", got)
	}
	if got := KnobValue(lease, ""); got != lease.Default {
		t.Errorf("no lease reads %s, want the default %s", got, lease.Default)
	}
	res, err := l.Run(url.Values{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tg := res.Scene.Faults[0]
	f := fault.Fault{Kind: tg.Kinds[0], Target: tg.ID, At: 300 * time.Millisecond}
	if f.Kind.Lasts() {
		f.For = 100 * time.Millisecond
	}
	base := url.Values{fault.Param: {fault.Format([]fault.Fault{f})}}.Encode()
	knobs := Knobs(l, base)
	moment := knobs[len(knobs)-1]
	if !IsFaultMoment(moment) || IsFaultMoment(lease) {
		t.Fatalf("%s is not the fault's moment", moment.Name)
	}
	if got := KnobValue(moment, base); got != "300ms" {
		t.Errorf("the fault's moment reads %s, want 300ms", got)
	}
	if got := KnobValue(moment, ""); got != moment.Default {
		t.Errorf("without faults the moment reads %s, want %s", got, moment.Default)
	}
	if KnobOf(l, base, moment.Name) == nil || KnobOf(l, "", moment.Name) != nil {
		t.Error("a fault's moment is a knob exactly when the form lists the fault")
	}
}

// Every lab refuses a bad sweep with the engine's own error, which names
// the field it is in (sweep= or metric=) in each language: an unknown or
// non-numeric knob, a range upside down or outside the knob's bounds, too
// many or too few steps, an unknown metric. (The page shows the text;
// the browser test checks where and in which language for two of them.)
func TestARefusedSweepIsTheEnginesErrorNamingItsField(t *testing.T) {
	for _, l := range labs.All() {
		sp := ReadySpec(l.Sweeps[0])
		spec := l.New().Spec()
		var enum string
		for _, f := range spec.Fields() {
			if !f.Numeric() && enum == "" {
				enum = f.Name
			}
		}
		knob := spec.Field(sp.Knob)
		above := "1e9"
		if d, err := time.ParseDuration(knob.Max); err == nil {
			above = (10 * d).String()
		}
		cases := map[string]sweep.Spec{
			"unknown knob":       {Knob: "nosuchknob", From: "1", To: "2", Steps: 5},
			"from above to":      {Knob: sp.Knob, From: sp.To, To: sp.From, Steps: 5},
			"too many steps":     {Knob: sp.Knob, From: sp.From, To: sp.To, Steps: sweep.MaxSteps + 1},
			"one step":           {Knob: sp.Knob, From: sp.From, To: sp.To, Steps: 1},
			"outside the bounds": {Knob: sp.Knob, From: knob.Min, To: above, Steps: 5},
			"unknown metric":     {Knob: sp.Knob, From: sp.From, To: sp.To, Steps: 5, Metrics: []string{"nosuchmetric"}},
		}
		if enum != "" {
			cases["non-numeric knob"] = sweep.Spec{Knob: enum, From: "1", To: "2", Steps: 5}
		}
		for name, c := range cases {
			_, want := sweep.NewPlan(l, c)
			if want == nil {
				t.Fatalf("%s %s: the engine accepts %s", l.ID, name, c)
			}
			k := KeysOf(c, c.Metrics)
			m := Model{In: Inputs{Lab: l, Spec: k.Spec, Metric: k.Metric, BaseOK: true}}
			if r, _ := m.Begin(); r != nil || m.Err == nil {
				t.Fatalf("%s %s: keys %+v run", l.ID, name, k)
			}
			field := "sweep="
			if len(c.Metrics) > 0 {
				field = "metric="
			}
			for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
				got := i18n.ErrorIn(m.Err, lang)
				if got != i18n.ErrorIn(want, lang) || !strings.HasPrefix(got, field) {
					t.Errorf("%s %s (%s): %q, want the engine's %q, naming %s", l.ID, name, lang, got, i18n.ErrorIn(want, lang), field)
				}
			}
		}
	}
}
