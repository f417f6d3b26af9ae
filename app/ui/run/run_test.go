package run

import (
	"net/url"
	"testing"

	"playground/engine/lab"
	"playground/engine/labs"
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
