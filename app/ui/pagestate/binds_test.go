package pagestate

import (
	"fmt"
	"reflect"
	"testing"

	"playground/app/ui/draw"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// scaleOf is a slider scale with two stops, in the knob's text as typed.
type scaleOf struct{ asked int }

func (s *scaleOf) Stops(f *param.Field) ([]float64, string, bool) {
	s.asked++
	return []float64{1.5, 2000}, "ms", true
}
func (s *scaleOf) InUnit(f *param.Field, v string) (float64, bool) { return 1234.5, v != "" }

// A bound lesson page gets, with each run, what its elements show, in the
// frame's language: the metrics as the page writes them beside their
// lesson values, each bound cell (or why it is none), each claim graded
// (or its error), each knob's value, label and stops; a refused run
// brings only the words to say so, and a page that bound nothing gets
// nothing.
func TestABoundLessonPageGetsWhatItsElementsShow(t *testing.T) {
	s := open(t, "lab=admission&lang=tr")
	res, err := s.Addr.Lab.Run(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Out.Res = res
	var b Binds
	sc := &scaleOf{}
	msg := map[string]any{}
	b.AddTo(msg, s, res, sc)
	if len(msg) != 0 {
		t.Fatalf("a page that bound nothing got %v", msg)
	}

	m := s.Addr.Lab.Metrics[0]
	holds := fmt.Sprintf("%s<=%v", m.ID, res.Metrics[m.ID])
	fails := fmt.Sprintf("%s<%v", m.ID, res.Metrics[m.ID])
	knob := s.Addr.Lab.Knobs().Fields()[0].Name
	var cell string
	for _, sec := range res.Sections {
		if sec.Table != nil && cell == "" {
			cell = sec.ID + "/1/" + sec.Table.Columns[len(sec.Table.Columns)-1].ID
		}
	}
	b.Bind([]string{holds, fails, "nonsense<<1"}, []string{knob, "nosuchknob"}, []string{cell, "no/such/cell"})
	b.Bind([]string{holds}, nil, nil) // bound twice: once
	if len(b.Claims) != 3 {
		t.Fatalf("claims %q: a claim bound twice is kept once", b.Claims)
	}
	b.AddTo(msg, s, res, sc)

	if msg["lang"] != "tr" || msg["words"].(map[string]any)["holds"] != txtClaimHolds.In(i18n.TR) {
		t.Errorf("lang %v, words %v", msg["lang"], msg["words"])
	}
	if got, want := msg["shown"].(map[string]any)[m.ID], draw.MetricIn(res.Metrics[m.ID], m.Unit, i18n.TR); got != want {
		t.Errorf("shown %v, want %q", got, want)
	}
	// The run is the lesson's: its lesson values are its own.
	if got := msg["lesson"].(map[string]any)[m.ID]; got != res.Metrics[m.ID] {
		t.Errorf("lesson %v, want %v", got, res.Metrics[m.ID])
	}
	claims := msg["claims"].(map[string]any)
	if !reflect.DeepEqual(claims[holds], map[string]any{"holds": true}) || !reflect.DeepEqual(claims[fails], map[string]any{"holds": false}) {
		t.Errorf("claims %v: %s holds, %s does not", claims, holds, fails)
	}
	if e, _ := claims["nonsense<<1"].(map[string]any)["error"].(string); e == "" {
		t.Errorf("a malformed claim has no error: %v", claims["nonsense<<1"])
	}
	cells := msg["cells"].(map[string]any)
	if c, _ := res.Cell(cell); cells[cell].(map[string]any)["shown"] != c.In(i18n.TR) {
		t.Errorf("cell %s: %v, want %q", cell, cells[cell], c.In(i18n.TR))
	}
	if cells["no/such/cell"].(map[string]any)["error"] != txtNoCell.Format("no/such/cell").In(i18n.TR) {
		t.Errorf("no cell: %v", cells["no/such/cell"])
	}
	knobs := msg["knobs"].(map[string]any)
	k := knobs[knob].(map[string]any)
	if k["value"] != res.Params[knob] || k["n"] != 1234.5 || k["shown"] != "1234,5" || k["suffix"] != "ms" ||
		!reflect.DeepEqual(k["stops_shown"], []any{"1,5", "2000"}) {
		t.Errorf("knob %s: %v", knob, k)
	}
	if knobs["nosuchknob"].(map[string]any)["error"] != TxtUnknownKnob.Format("nosuchknob").In(i18n.TR) {
		t.Errorf("unknown knob: %v", knobs["nosuchknob"])
	}
	// The stops depend on the knob alone: read once.
	b.AddTo(map[string]any{}, s, res, sc)
	if sc.asked != 1 {
		t.Errorf("stops read %d times, want once", sc.asked)
	}

	refused := map[string]any{}
	b.AddTo(refused, s, nil, sc)
	if len(refused) != 2 || refused["lang"] != "tr" {
		t.Errorf("a refused run's message: %v, want lang and words only", refused)
	}
}

// A page binds at most MaxBinds claims, knobs and cells each.
func TestAPageBindsAtMostMaxBindsOfEach(t *testing.T) {
	var many []string
	for i := range MaxBinds + 10 {
		many = append(many, fmt.Sprint("m", i))
	}
	var b Binds
	b.Bind(many, many, many)
	b.Bind(many, nil, nil)
	if len(b.Claims) != MaxBinds || len(b.Knobs) != MaxBinds || len(b.Cells) != MaxBinds {
		t.Errorf("kept %d claims, %d knobs, %d cells; want %d each", len(b.Claims), len(b.Knobs), len(b.Cells), MaxBinds)
	}
}

// The lesson's run is the one on screen when it is the lesson's, else one
// run at the lesson's values, kept for the lab.
func TestTheLessonRunIsKeptPerLab(t *testing.T) {
	s := open(t, "lab=admission&queue=3")
	var b Binds
	first := b.LessonRun(s)
	if first == nil || len(first.Params) == 0 {
		t.Fatal("no lesson run")
	}
	if again := b.LessonRun(s); again != first {
		t.Error("the lesson's run was run again for the same lab")
	}
	var other lab.Result
	b.KeepLesson(s.Addr.Lab.ID, &other)
	if b.LessonRun(s) != &other {
		t.Error("a kept lesson run is not the one returned")
	}
}

// The frame tells its lesson page the last run once it is done — its lab,
// the parameters moved from the lesson's, every value and metric, whether
// the lesson's table came out as printed — or the refused input, each
// field named; nothing while a run goes.
func TestTheFrameTellsItsPageTheRunOrTheRefusal(t *testing.T) {
	s := open(t, "lab=admission&queue=5&embed=1")
	var b Binds
	sc := &scaleOf{}
	if _, ok := s.HostMessage(&b, sc); ok {
		t.Fatal("a message before any run")
	}
	runNow(t, s, false)
	msg, ok := s.HostMessage(&b, sc)
	if !ok || msg["type"] != MsgRun || msg["lab"] != "admission" {
		t.Fatalf("message %v", msg)
	}
	if !reflect.DeepEqual(msg["params"], map[string]any{"queue": "5"}) {
		t.Errorf("params %v, want the one moved from the lesson's", msg["params"])
	}
	res := s.Out.Res
	if msg["values"].(map[string]any)["queue"] != "5" || msg["metrics"].(map[string]any)[s.Addr.Lab.Metrics[0].ID] != res.Metrics[s.Addr.Lab.Metrics[0].ID] ||
		msg["matchesLesson"] != res.MatchesLesson || len(msg["unchanged"].([]any)) != len(res.Unchanged) {
		t.Errorf("message %v does not carry the run", msg)
	}
	if _, bound := msg["shown"]; bound {
		t.Error("what bound elements show, with nothing bound")
	}
	s.Out.Running = true
	if _, ok := s.HostMessage(&b, sc); ok {
		t.Error("a message while a run goes")
	}
	s.Out.Running = false
	if s.SetFromHost(map[string]string{"queue": "abc"}, HostSet{}) != HostedApply || s.Apply(false).OK {
		t.Fatal("queue=abc was not refused")
	}
	msg, ok = s.HostMessage(&b, sc)
	errs, _ := msg["errors"].([]any)
	if !ok || msg["type"] != MsgError || len(errs) != 1 || errs[0].(map[string]any)["field"] != "queue" || errs[0].(map[string]any)["value"] != "abc" {
		t.Errorf("refusal %v", msg)
	}
}
