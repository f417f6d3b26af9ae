package why_test

import (
	"net/url"
	"testing"

	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/oracle"
	"playground/engine/why"
)

// runsOf are a lab's lesson run, its presets and its fault cases.
func runsOf(t *testing.T, l *lab.Lab) map[string]*lab.Result {
	t.Helper()
	out := map[string]*lab.Result{}
	qs := map[string]string{"lesson": ""}
	for _, p := range l.Presets {
		qs[p.ID] = p.Params
	}
	for i, c := range l.FaultCases {
		qs["fault case "+string(rune('1'+i))] = c
	}
	for name, s := range qs {
		q, err := url.ParseQuery(s)
		if err != nil {
			t.Fatal(err)
		}
		res, err := l.Run(q, nil)
		if err != nil {
			t.Fatalf("%s %s: %v", l.ID, name, err)
		}
		out[name] = res
	}
	return out
}

// Every event of every lab's lesson run, presets and fault cases has a
// chain the oracle confirms: its links come first, share a node, name
// real events, and end at a root.
func TestEveryEventOfEveryLabsRunsHasAChainTheOracleConfirms(t *testing.T) {
	for _, l := range labs.All() {
		for name, res := range runsOf(t, l) {
			for _, bad := range oracle.Causes(res) {
				t.Errorf("%s %s: %s", l.ID, name, bad)
			}
			ev := why.Index(res)
			for i := range res.Trace {
				chain, ok := ev.Chain(res.Trace[i].ID)
				if !ok || chain[len(chain)-1].ID != res.Trace[i].ID || chain[0].ID != lab.Root && chain[0].Kind != why.KindFault {
					t.Fatalf("%s %s: %s's chain %v does not run from a root to it", l.ID, name, res.Trace[i].ID, ids(chain))
				}
			}
			for i := range res.Scene.Events {
				chain, ok := ev.Chain(res.Scene.Events[i].ID)
				if !ok || chain[len(chain)-1].ID != res.Scene.Events[i].ID {
					t.Fatalf("%s %s: %s's chain %v does not end at it", l.ID, name, res.Scene.Events[i].ID, ids(chain))
				}
			}
		}
	}
}

func ids(steps []why.Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.ID)
	}
	return out
}
