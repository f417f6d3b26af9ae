package admission

import (
	"testing"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// run decodes a query string and runs the lab, failing the test on error.
func run(t testing.TB, query string) (*lab.Result, *Summary) {
	return labtest.Run[*Summary](t, Lab, query)
}

func mode(s *Summary, name string) ModeSummary {
	for _, m := range s.Modes {
		if m.Name == name {
			return m
		}
	}
	panic("no mode " + name)
}

func lineByID(s *lab.Series, id string) *lab.Line {
	for i := range s.Lines {
		if s.Lines[i].ID == id {
			return &s.Lines[i]
		}
	}
	return nil
}
