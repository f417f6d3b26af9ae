package registry

import (
	"testing"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// run decodes a query, runs the lab and returns the result and its summary.
func run(t testing.TB, query string) (*lab.Result, *Summary) {
	return labtest.Run[*Summary](t, Lab, query)
}

// core is a phase's five lesson numbers: static ok, static addrs, registry
// ok, records, addrs.
type core [5]int

func cores(s *Summary) []core {
	out := make([]core, len(s.Phases))
	for i, p := range s.Phases {
		out[i] = core{p.StaticOK, p.StaticAddrs, p.RegistryOK, p.RegistryRecords, p.RegistryAddrs}
	}
	return out
}

func checkCores(t *testing.T, name string, s *Summary, want []core) {
	t.Helper()
	got := cores(s)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%s phase %d (%s): got %v, want %v", name, i+1, s.Phases[i].Name, got[i], want[i])
		}
	}
}

// lessonCores is the lesson's table.
var lessonCores = []core{
	{6, 3, 6, 3, 3},
	{4, 3, 4, 3, 3},
	{4, 3, 6, 2, 2},
	{2, 3, 6, 2, 1},
	{2, 3, 6, 3, 2},
}
