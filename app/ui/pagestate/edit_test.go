package pagestate

import (
	"errors"
	"net/url"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

// open is the state of the page at query (the admission lab by default).
func open(t *testing.T, query string) *State {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	s := &State{}
	s.Navigate(Read(q, "", testViews), q)
	if s.Addr.Lab == nil {
		t.Fatalf("%s opens no lab", query)
	}
	return s
}

// runNow runs the form as the page would, and publishes the outcome.
func runNow(t *testing.T, s *State, record bool) (Applied, Published) {
	t.Helper()
	a := s.Apply(record)
	if !a.OK {
		t.Fatalf("the form was refused: %v", s.Form.Errs)
	}
	res, err := s.Addr.Lab.RunParams(a.Params, nil)
	return a, s.Publish(res, err, time.Millisecond)
}

// A committed edit is a new history entry; the pauses of one typed edit
// share a single entry (the first pushes, the next ones and the commit
// that ends it replace it); the next committed edit pushes again. An
// embed only replaces.
func TestCommittedEditsPushAndThePausesOfOneTypedEditReplace(t *testing.T) {
	s := open(t, "lab=admission")
	var modes []URLMode
	edit := func(e Edit) {
		switch n := s.OnEdit(e); n.Step {
		case StepCommit:
			modes = append(modes, s.Apply(true).URL)
		case StepPause:
			if !s.PauseDue(n.Gen) {
				t.Fatal("a pause with no key since is not due")
			}
			modes = append(modes, s.Apply(true).URL)
		default:
			t.Fatalf("%+v: step %d", e, n.Step)
		}
	}
	edit(Edit{Name: "queue", Value: "3", Commit: true})
	edit(Edit{Name: "work", Value: "1s"})
	edit(Edit{Name: "work", Value: "10s"})
	edit(Edit{Name: "work", Value: "100ms", Commit: true})
	edit(Edit{Name: "queue", Value: "4", Commit: true})
	want := []URLMode{URLPush, URLPush, URLReplace, URLReplace, URLPush}
	if len(modes) != len(want) {
		t.Fatalf("modes %v, want %v", modes, want)
	}
	for i := range want {
		if modes[i] != want[i] {
			t.Errorf("modes %v, want %v", modes, want)
			break
		}
	}
	if s.Form.Typed != "queue" || s.Form.Raw.Get("work") != "100ms" || s.Form.Raw.Get("queue") != "4" {
		t.Errorf("typed %q, form %v", s.Form.Typed, s.Form.Raw)
	}
	e := open(t, "lab=admission&embed=1")
	e.OnEdit(Edit{Name: "queue", Value: "3", Commit: true})
	if got := e.Apply(true).URL; got != URLReplace {
		t.Errorf("an embed's committed edit writes with mode %d, want replace", got)
	}
}

// A key typed during the pause makes the pause that began before it
// stale: only the last one applies.
func TestOnlyTheLastPauseOfTypingApplies(t *testing.T) {
	s := open(t, "lab=admission")
	first := s.OnEdit(Edit{Name: "queue", Value: "1"})
	second := s.OnEdit(Edit{Name: "queue", Value: "12"})
	if first.Step != StepPause || second.Step != StepPause || s.PauseDue(first.Gen) || !s.PauseDue(second.Gen) {
		t.Errorf("pauses %+v %+v: the first due %v, the second %v", first, second, s.PauseDue(first.Gen), s.PauseDue(second.Gen))
	}
	if !s.Form.Typing || s.Form.Typed != "queue" {
		t.Errorf("typing %v typed %q", s.Form.Typing, s.Form.Typed)
	}
}

// An edit that changes nothing draws nothing; a slider step that changes
// nothing settles the frame all the same; a drag let go where its last
// step ran is recorded, and the figures are drawn whole again.
func TestAnEditThatChangesNothingDrawsNothing(t *testing.T) {
	s := open(t, "lab=admission&queue=5")
	if n := s.OnEdit(Edit{Name: "queue", Value: "5"}); n.Step != StepNone {
		t.Errorf("a keystroke that changed nothing: %+v", n)
	}
	if n := s.OnEdit(Edit{Name: "queue", Value: "5", Commit: true, Live: true}); n.Step != StepSettle {
		t.Errorf("a slider step that changed nothing: %+v", n)
	}
	s.Live = true
	if n := s.OnEdit(Edit{Name: "queue", Value: "5", Commit: true, Slid: true}); n.Step != StepRecord || s.Live {
		t.Errorf("a drag let go: %+v, live %v", n, s.Live)
	}
	rev := s.Form.Rev
	if s.Form.Rev != rev || s.Form.Raw.Get("queue") != "5" {
		t.Error("the form changed")
	}
}

// A slider step while a run goes is queued, not run: the run's outcome
// says to run the newest value next, once. A refused edit drops the run
// going and keeps the last results.
func TestAStepDuringARunIsQueuedAndARefusedEditCancelsIt(t *testing.T) {
	s := open(t, "lab=admission")
	_, p := runNow(t, s, false)
	if !p.Lesson || p.Again || p.Paint || s.Out.Res == nil || !s.Ran {
		t.Fatalf("the lesson's run published as %+v", p)
	}
	lesson := s.Out.Res
	if s.StartSliced() {
		t.Error("a page with results asks for the lesson's")
	}
	if n := s.OnEdit(Edit{Name: "queue", Value: "3", Commit: true, Live: true}); n.Step != StepQueued || !s.Out.Again {
		t.Fatalf("a step during a run: %+v", n)
	}
	p = s.Publish(lesson, nil, 0)
	if !p.Again || s.Out.Again || s.Out.Running {
		t.Errorf("the run going published as %+v (again left %v)", p, s.Out.Again)
	}
	if s.Out.Running = true; s.OnEdit(Edit{Name: "queue", Value: "x", Commit: true}).Step != StepCommit {
		t.Fatal("a committed edit is not applied")
	}
	if a := s.Apply(true); a.OK || s.Out.Running || s.Out.Res != lesson {
		t.Errorf("a refused edit: %+v, running %v, results kept %v", a, s.Out.Running, s.Out.Res == lesson)
	}
	if e := s.Form.Errs.For("queue"); e == nil || e.Value != "x" {
		t.Errorf("errors %v", s.Form.Errs)
	}
	if n := s.OnEdit(Edit{Name: "queue", Value: "4", Commit: true, Live: true}); n.Step != StepRun {
		t.Errorf("a step after a refused form: %+v, want a run of its own", n)
	}
}

// Through a drag, "before" stays the run where the hand started, and the
// links keep the address's state until the hand lets go.
func TestADragComparesWithWhereTheHandStarted(t *testing.T) {
	s := open(t, "lab=admission")
	runNow(t, s, true)
	start := s.Out.Res
	for _, v := range []string{"3", "4", "5"} {
		if n := s.OnEdit(Edit{Name: "queue", Value: v, Commit: true, Live: true}); n.Step != StepRun {
			t.Fatalf("step %s: %+v", v, n)
		}
		if _, p := runNow(t, s, false); !p.Paint || p.Lesson {
			t.Errorf("step %s published as %+v", v, p)
		}
		if s.Out.Prev != start || !s.Out.InDrag {
			t.Errorf("step %s: before is not the start of the drag", v)
		}
		if got := s.LinkParams().Encode(); got != "seed=1" {
			t.Errorf("step %s: the links carry %s during the drag", v, got)
		}
	}
	if s.OnEdit(Edit{Name: "queue", Value: "5", Commit: true, Slid: true}).Step != StepRecord {
		t.Fatal("the drag let go is not recorded")
	}
	if got := s.LinkParams().Encode(); got != "queue=5&seed=1" {
		t.Errorf("after the drag the links carry %s", got)
	}
	if got := s.CurrentParams().Encode(); got != "queue=5" {
		t.Errorf("the address's parameters %s", got)
	}
}

// The tab's first run gets the first budget, every later one the usual;
// a run that failed is kept as the error, and a rule across fields that
// fails at run time shows at the fields.
func TestTheFirstRunsBudgetAndHowFailuresShow(t *testing.T) {
	s := open(t, "lab=admission")
	if s.Budget(3, 1) != 3 {
		t.Error("the first run's budget is not the first")
	}
	if !s.StartSliced() || !s.Out.Running {
		t.Error("a page with no result does not ask for the lesson's")
	}
	boom := errors.New("boom")
	if p := s.Publish(nil, boom, 0); p != (Published{}) || s.Out.Err != boom || s.Out.Running {
		t.Errorf("a failed run: %+v, err %v", p, s.Out.Err)
	}
	if s.Budget(3, 1) != 1 {
		t.Error("a later run's budget is the first")
	}
	pe := param.Errors{{Field: "queue", Value: "9", Rule: lab.Cell("too many")}}
	s.Publish(nil, pe, 0)
	if e := s.Form.Errs.For("queue"); e == nil || e.In(i18n.EN) != "queue=9: too many" {
		t.Errorf("a cross-field error shows as %v", s.Form.Errs)
	}
	if got := AsParamErrors(boom); len(got) != 1 || got[0].Field != "" || got[0].Rule.In(i18n.EN) != "boom" {
		t.Errorf("an error with no field: %v", got)
	}
}

// A preset whose run is the one on screen, finished, asks nothing: its
// numbers are already there. Any other preset, or the same while a run
// goes or the form is refused, is a new run.
func TestAPresetWhoseRunIsOnScreenIsNoNewRun(t *testing.T) {
	s := open(t, "lab=admission")
	l := s.Addr.Lab
	if s.OnScreen(url.Values{}) {
		t.Error("before any run, the lesson's values are on screen")
	}
	runNow(t, s, false)
	if !s.OnScreen(url.Values{}) {
		t.Error("the lesson's run is shown, and its preset is not on screen")
	}
	pr, _ := url.ParseQuery(l.Presets[0].Params)
	if s.OnScreen(pr) {
		t.Errorf("the preset %s is on screen at the lesson's values", l.Presets[0].ID)
	}
	s.SetForm(pr)
	runNow(t, s, true)
	if !s.OnScreen(pr) {
		t.Errorf("the preset %s, just run, is not on screen", l.Presets[0].ID)
	}
	if s.OnScreen(url.Values{}) {
		t.Error("the lesson's values are on screen after a preset")
	}
	s.StartSliced()
	if s.OnScreen(pr) {
		t.Error("a run going is on screen")
	}
}

// A learner who types a value the way the page writes it (a decimal
// comma, a space before the unit, grouped thousands) gets its run, the
// address its canonical value, and the field keeps the text typed.
func TestAValueTypedThePagesWayRunsAndTheAddressWritesItCanonically(t *testing.T) {
	for _, c := range []struct{ lab, knob, typed, canon string }{
		{"registry", "lease", "1,2 s", "1.2s"}, {"admission", "queue", "1.000", "1000"}, {"admission", "rate", "2,5", "2.5"},
	} {
		s := &State{}
		s.Navigate(Address{Lab: labs.Find(c.lab)}, url.Values{})
		s.OnEdit(Edit{Name: c.knob, Value: c.typed, Commit: true})
		a := s.Apply(true)
		if !a.OK || len(s.Form.Errs) > 0 {
			t.Errorf("%s=%q: refused: %v", c.knob, c.typed, s.Form.Errs)
			continue
		}
		if got := s.CurrentParams().Get(c.knob); got != c.canon {
			t.Errorf("%s=%q: the address says %q, want %q", c.knob, c.typed, got, c.canon)
		}
		if got := s.Form.Raw.Get(c.knob); got != c.typed {
			t.Errorf("%s: the field shows %q, want the text typed %q", c.knob, got, c.typed)
		}
	}
}
