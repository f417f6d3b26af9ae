package cache

import (
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/sim"
)

// wholeTrace keeps every message, as the soak does: message claims and
// the trace's invariants are then checkable.
func wholeTrace() *lab.Env { return &lab.Env{Limits: sim.Limits{Trace: 1 << 22}} }

// The lab's invariants can fail: a row whose reads do not add up, a table
// cell that is not its row, a trace that lost a read are each caught.
func TestTheInvariantsCatchARunThatDoesNotAddUp(t *testing.T) {
	fresh := func() *lab.Result {
		res, err := Lab.Run(query("rate=1000"), wholeTrace())
		if err != nil {
			t.Fatal(err)
		}
		if got := Lab.Invariants(res); len(got) != 0 {
			t.Fatalf("a sound run breaks its invariants: %v", got)
		}
		return res
	}
	res := fresh()
	res.Summary.(*Summary).Stampede[1].Hits++
	if got := strings.Join(Lab.Invariants(res), "\n"); !strings.Contains(got, "singleflight: 71 fresh hits + 30 waiting + 0 stale ≠ 100 reads") {
		t.Errorf("a read counted twice went unseen: %q", got)
	}
	res = fresh()
	res.Sections[3].Table.Rows[0][1] = count(1)
	if got := Lab.Invariants(res); len(got) == 0 {
		t.Error("a beyond-the-lesson cell that is not its row went unseen")
	}
	res = fresh()
	res.Trace = res.Trace[1:]
	if got := Lab.Invariants(res); len(got) == 0 {
		t.Error("a trace that lost a message went unseen")
	}
	res = fresh()
	res.Summary.(*Summary).Partitions[0].Load[0]++
	if got := Lab.Invariants(res); len(got) == 0 {
		t.Error("a partition load that is not its requests went unseen")
	}
}
