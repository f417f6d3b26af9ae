package pagestate

import (
	"testing"
	"time"

	"playground/engine/lab"
)

// screen is a Screen that runs natively and counts what it painted; long
// makes every run miss the inline budget.
type screen struct {
	runs    int
	painted []*lab.Result
	long    bool
}

func (sc *screen) Inline(l *lab.Lab, prm lab.Params) (Run, bool) {
	sc.runs++
	if sc.long {
		return Run{}, false
	}
	res, err := l.RunParams(prm, nil)
	return Run{Res: res, Err: err, Wall: 7 * time.Millisecond}, true
}

func (sc *screen) Paint(res *lab.Result) { sc.painted = append(sc.painted, res) }

// A slider step is run and painted ahead of the page's frame once; the
// edit that follows publishes that run instead of running the same form
// again, and only that edit: a later form or a second edit runs its own.
func TestASliderStepRunAheadIsPublishedByItsEditOnce(t *testing.T) {
	s := open(t, "lab=admission")
	runNow(t, s, false)
	sc := &screen{}
	if !s.LiveStep("queue", "3", sc) || sc.runs != 1 || len(sc.painted) != 1 || sc.painted[0].Params["queue"] != "3" {
		t.Fatalf("the step ran %d times, painted %d", sc.runs, len(sc.painted))
	}
	if s.LiveStep("queue", "3", sc) || sc.runs != 1 {
		t.Error("the same step ran twice ahead")
	}
	n := s.OnEdit(Edit{Name: "queue", Value: "3", Commit: true, Live: true})
	out := s.Ahead()
	if n.Step != StepPublishAhead || out.Res != sc.painted[0] || out.Wall != 7*time.Millisecond {
		t.Fatalf("the step's edit: %+v, its run %+v", n, out)
	}
	if p := s.Publish(out.Res, out.Err, out.Wall); !p.Paint || s.Out.Res.Params["queue"] != "3" {
		t.Errorf("published %+v", p)
	}
	// A step run ahead at one revision is not the edit of another.
	s.LiveStep("queue", "4", sc)
	s.OnEdit(Edit{Name: "work", Value: "1s", Commit: true})
	if n := s.OnEdit(Edit{Name: "queue", Value: "4", Commit: true, Live: true}); n.Step != StepRun || s.Ahead().Res != nil {
		t.Errorf("a step run ahead of another form was taken: %+v", n)
	}
}

// A step is left to the usual path when a run goes, the form is refused,
// nothing was shown yet, the value is the form's, the knob's value does
// not decode, or the run is long.
func TestAStepIsLeftToTheUsualPathWhenItCannotRunAhead(t *testing.T) {
	sc := &screen{}
	s := open(t, "lab=admission")
	if s.LiveStep("queue", "3", sc) {
		t.Error("ran ahead with nothing shown")
	}
	runNow(t, s, false)
	s.Out.Running = true
	if s.LiveStep("queue", "3", sc) {
		t.Error("ran ahead while a run goes")
	}
	s.Out.Running = false
	if s.LiveStep("queue", "2", sc) || s.LiveStep("queue", "-1", sc) {
		t.Error("ran ahead the form's own value, or one that does not decode")
	}
	if sc.runs != 0 {
		t.Errorf("%d runs", sc.runs)
	}
	long := &screen{long: true}
	if s.LiveStep("queue", "3", long) || long.runs != 1 || len(long.painted) != 0 {
		t.Error("a long step was kept or painted")
	}
	s.Form.Errs = AsParamErrors(errTest)
	if s.LiveStep("queue", "3", sc) {
		t.Error("ran ahead of a refused form")
	}
}

var errTest = errorString("refused")

type errorString string

func (e errorString) Error() string { return string(e) }
