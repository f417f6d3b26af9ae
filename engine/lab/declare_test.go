package lab

import "testing"

// A lab's declaration gets what every lab has from the contract: the
// fault count, last and once; a lab that lists it itself is refused as
// the program starts.
func TestDeclareAppendsTheFaultCountOnce(t *testing.T) {
	own := []Metric{{ID: "a"}, {ID: "b"}}
	l := Declare(&Lab{ID: "x", Metrics: own[:1]})
	if len(l.Metrics) != 2 || l.Metrics[1].ID != FaultCount.ID || own[1].ID != "b" {
		t.Errorf("declared metrics %v (and the lab's own slice %v): want a, then the fault count, the lab's slice untouched", l.Metrics, own)
	}
	defer func() {
		if recover() == nil {
			t.Error("a lab listing the fault count itself was declared")
		}
	}()
	Declare(&Lab{ID: "y", Metrics: []Metric{FaultCount}})
}
