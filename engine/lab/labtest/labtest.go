// Package labtest is what every lab's tests do first: run a query string and
// fail the test on error.
package labtest

import (
	"encoding/json"
	"maps"
	"net/url"
	"os"
	"reflect"
	"slices"
	"testing"

	"playground/engine/lab"
)

// Run decodes query (URL form, e.g. "lease=2s&renew=500ms"), runs l and
// returns the result with its summary as the lab's own type S.
func Run[S any](t testing.TB, l *lab.Lab, query string) (*lab.Result, S) {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	res, err := l.Run(q, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", l.ID, query, err)
	}
	s, ok := res.Summary.(S)
	if !ok {
		t.Fatalf("%s: summary is %T", l.ID, res.Summary)
	}
	return res, s
}

// SeedCase is one run of the lesson's own scripts with changed constants, as
// recorded in a lab's testdata/seedcases.json.
type SeedCase[R any] struct {
	Params map[string]string `json:"params"`
	Source string            `json:"source"` // which script, which constants
	Result R                 `json:"result"`
}

// Query encodes the case's parameters (only keys, when given) as a query.
func (c SeedCase[R]) Query(keys ...string) string {
	q := url.Values{}
	for k, v := range c.Params {
		if len(keys) == 0 || slices.Contains(keys, k) {
			q.Set(k, v)
		}
	}
	return q.Encode()
}

// SeedCases reads testdata/seedcases.json and fails unless it holds at least
// least cases, so an emptied file cannot pass for a green test.
func SeedCases[R any](t testing.TB, least int) []SeedCase[R] {
	t.Helper()
	raw, err := os.ReadFile("testdata/seedcases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []SeedCase[R]
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < least {
		t.Fatalf("only %d seed cases, want at least %d", len(cases), least)
	}
	return cases
}

// SameRun reports whether two results of one lab show the same tables and
// metrics, the fault count aside: a fault that changes nothing (a restart
// of a running node, a stall after the run's end) leaves the run as it was.
func SameRun(a, b *lab.Result) bool {
	ma, mb := maps.Clone(a.Metrics), maps.Clone(b.Metrics)
	delete(ma, lab.FaultCount.ID)
	delete(mb, lab.FaultCount.ID)
	sa, _ := json.Marshal(a.Sections)
	sb, _ := json.Marshal(b.Sections)
	return string(sa) == string(sb) && reflect.DeepEqual(ma, mb)
}

// Section is the result's section with id; the test fails without one.
func Section(t testing.TB, res *lab.Result, id string) lab.Section {
	t.Helper()
	for _, s := range res.Sections {
		if s.ID == id {
			return s
		}
	}
	t.Fatalf("no section %q", id)
	return lab.Section{}
}

// MainPicture is run r's main figure with the data it draws, as JSON: two
// runs with the same string show the same picture ("" without a figure
// marked main).
func MainPicture(r *lab.Result) string {
	for _, f := range r.Figures {
		if !f.Main {
			continue
		}
		var data any
		switch f.Kind {
		case lab.FigLanes:
			data = r.Spans
		case lab.FigSequence:
			data = r.Trace
		default:
			data = r.SeriesByID(f.Series)
		}
		b, _ := json.Marshal([]any{f, data})
		return string(b)
	}
	return ""
}
