package run

import (
	"net/url"
	"testing"

	"playground/app/internal/worstcase"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/sim"
)

// inPlace runs a job's work where it is asked for, in order.
type inPlace struct{ dispatched []func() }

func (h *inPlace) Async(f func())    { f() }
func (h *inPlace) Dispatch(f func()) { h.dispatched = append(h.dispatched, f) }
func (h *inPlace) flush() {
	for len(h.dispatched) > 0 {
		f := h.dispatched[0]
		h.dispatched = h.dispatched[1:]
		f()
	}
}

func lesson(t *testing.T) (*lab.Lab, lab.Params) {
	t.Helper()
	l := labs.All()[0]
	prm, err := l.Decode(url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	return l, prm
}

func TestANewerJobMakesEveryOlderTokenOfItsLaneStaleAndNoOtherLanes(t *testing.T) {
	var a, b Lane
	t1 := a.Next()
	u := b.Next()
	t2 := a.Next()
	if !t1.Stale() || t2.Stale() || u.Stale() {
		t.Errorf("stale: first %v, second %v, other lane %v; want true, false, false", t1.Stale(), t2.Stale(), u.Stale())
	}
	a.Drop()
	if !t2.Stale() {
		t.Error("Drop left a token fresh")
	}
	if (Token{}).Stale() != true {
		t.Error("the zero token is fresh")
	}
}

func TestAnInlineRunWithinItsBudgetIsTheRunAndOnePastItIsAbandoned(t *testing.T) {
	l, prm := lesson(t)
	out, ok := Inline(l, prm, FirstBudget*100)
	want, err := l.RunParams(prm, nil)
	if !ok || out.Err != nil || err != nil {
		t.Fatalf("inline run: ok %v, %v (native %v)", ok, out.Err, err)
	}
	a, _ := out.Res.JSON()
	b, _ := want.JSON()
	if string(a) != string(b) {
		t.Error("the inline run differs from the plain run")
	}
	if _, ok := Inline(l, prm, -1); ok {
		t.Error("a run with no budget finished inline")
	}
}

func TestASlicedRunPublishesOnceAndAStaleOneNever(t *testing.T) {
	l, prm := lesson(t)
	h := &inPlace{}
	var lane Lane
	var got []Outcome
	Sliced(h, lane.Next(), l, prm, nil, func(o Outcome) { got = append(got, o) })
	h.flush()
	if len(got) != 1 || got[0].Res == nil {
		t.Fatalf("a sliced run published %d outcomes", len(got))
	}
	got = nil
	tok := lane.Next()
	Sliced(h, tok, l, prm, nil, func(o Outcome) { got = append(got, o) })
	lane.Next() // the learner moved on before the outcome came back
	h.flush()
	if len(got) != 0 {
		t.Errorf("a stale run published %d outcomes", len(got))
	}
}

// A sliced run longer than a slice hands the thread back between slices:
// its progress reaches the page (on the host's dispatch) before its
// outcome. (A lab's run is several simulations, each counting its own
// events: the progress is no one count.) The run is the heaviest
// in-bounds set (worstcase.Heavy), over 60 ms natively: several slices.
func TestASlicedRunReportsItsProgressBetweenSlicesThenItsOutcome(t *testing.T) {
	set := worstcase.Heavy[0]
	l := labs.Find(set.Lab)
	q, err := url.ParseQuery(set.Query)
	if err != nil || l == nil {
		t.Fatal(set, err)
	}
	prm, err := l.Decode(q)
	if err != nil {
		t.Fatal(err)
	}
	h := &inPlace{}
	var lane Lane
	var events []string
	Sliced(h, lane.Next(), l, prm, func(pr sim.Progress) {
		events = append(events, "progress")
	}, func(o Outcome) { events = append(events, "done") })
	h.flush()
	if n := len(events); n < 2 || events[n-1] != "done" {
		t.Fatalf("reports %v, want progress between slices, then done", events)
	}
}

// The pacer yields only once a slice's budget has passed since its last
// yield, calling its hook first: a burst of checks within a slice costs
// nothing.
func TestThePacerYieldsOncePerSlice(t *testing.T) {
	calls := 0
	p := NewPacer(func(sim.Progress) { calls++ })
	for range 1000 {
		p.Pause(sim.Progress{})
	}
	if calls != 0 {
		t.Fatalf("%d yields within one slice's budget", calls)
	}
	p.last = p.last.Add(-SliceBudget)
	p.Pause(sim.Progress{})
	p.Pause(sim.Progress{})
	if calls != 1 {
		t.Fatalf("%d yields after one slice's budget, want 1", calls)
	}
}

// A run of the learner's code is said to have code; the lab's own logic
// (no code, or a lab without a hook) is not.
func TestHasCodeSaysWhetherARunCarriesTheLearnersCode(t *testing.T) {
	l := labs.Find("sidecar")
	for _, c := range []struct {
		q    url.Values
		want bool
	}{
		{url.Values{}, false},
		{url.Values{"policy": {"def retry(layer, request, outcome, knobs, rng):\n    return {\"retry\": False}\n"}}, true},
	} {
		prm, err := l.Decode(c.q)
		if err != nil {
			t.Fatal(err)
		}
		if got := HasCode(prm); got != c.want {
			t.Errorf("%v: HasCode %v, want %v", c.q, got, c.want)
		}
	}
}
