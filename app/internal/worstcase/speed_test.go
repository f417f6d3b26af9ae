package worstcase

import (
	"net/url"
	"testing"

	"playground/engine/labs"
)

// BenchmarkHeavySets runs each heavy set once per iteration (the bench
// uses -benchtime 1x -count 3: three runs a set).
func BenchmarkHeavySets(b *testing.B) {
	for _, s := range Heavy {
		l := labs.Find(s.Lab)
		q, err := url.ParseQuery(s.Query)
		if err != nil {
			b.Fatal(err)
		}
		prm, err := l.Decode(q)
		if err != nil {
			b.Fatalf("%s %s: %v", s.Lab, s.Query, err)
		}
		b.Run(s.Name(), func(b *testing.B) {
			for range b.N {
				if _, err := l.RunParams(prm, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The heavy sets stay valid: a knob renamed or a bound lowered would
// otherwise only show when someone runs the bench. Every lab has one
// without faults and one with (sets.json), and the sweeps are there.
func TestTheHeavySetsAreInBounds(t *testing.T) {
	plain, faulted := map[string]bool{}, map[string]bool{}
	for _, s := range Heavy {
		if s.Faulted {
			faulted[s.Lab] = true
		} else {
			plain[s.Lab] = true
		}
	}
	for _, l := range labs.All() {
		if !plain[l.ID] || !faulted[l.ID] {
			t.Errorf("lab %s: heavy set without faults %v, with faults %v", l.ID, plain[l.ID], faulted[l.ID])
		}
	}
	if len(Sweeps) == 0 {
		t.Error("no sweep over a heavy run")
	}
	for _, s := range Heavy {
		l := labs.Find(s.Lab)
		if l == nil {
			t.Fatalf("no lab %s", s.Lab)
		}
		q, _ := url.ParseQuery(s.Query)
		if _, err := l.Decode(q); err != nil {
			t.Errorf("%s %s: %v", s.Lab, s.Query, err)
		}
	}
}
