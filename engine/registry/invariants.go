//go:build !js

package registry

import (
	"fmt"
	"strconv"
	"strings"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// The soak and the tests check the invariants natively; the browser never
// does, so its build leaves them out (lab.Lab.Invariants stays nil there).
func init() { Lab.Invariants = invariants }

// invariants are what every run keeps, read from what it prints and from
// its trace: each of a phase's requests is in exactly one outcome column
// (served, to a dead address, 503, never sent for want of an answer or an
// address, lost; in a phase its horizon cut short, also still waiting
// then and never made), so a phase's columns add up to its requests on
// each path; a phase the run never reached shows "—" in every cell of
// every table; and the columns' totals are the trace's catalogue calls by
// how they ended.
func invariants(res *lab.Result) []string {
	var bad []string
	n, _ := strconv.Atoi(res.Params["requests"])
	num := func(ref string) int {
		t, ok := res.Cell(ref)
		if !ok {
			bad = append(bad, "no cell "+ref)
			return 0
		}
		v, err := strconv.Atoi(strings.ReplaceAll(strings.SplitN(t.EN, "/", 2)[0], ",", ""))
		if err != nil {
			bad = append(bad, fmt.Sprintf("cell %s holds %q", ref, t.EN))
		}
		return v
	}
	// opt reads a column only a cut phase's table has (0 without it).
	opt := func(ref string) int {
		if _, ok := res.Cell(ref); !ok {
			return 0
		}
		return num(ref)
	}
	var tot struct{ ok, dead, unhealthy, lost, ended, sent int }
	for i := range phaseIDs {
		row := strconv.Itoa(i + 1)
		if t, _ := res.Cell("phases/" + row + "/static_ok"); t.EN == cellNotMeasured.EN {
			bad = append(bad, notMeasuredThroughout(res, row)...)
			continue
		}
		out := func(col string) int { return num("outcomes/" + row + "/" + col) }
		st := []int{num("phases/" + row + "/static_ok"), out("static_dead"), out("static_unhealthy"), out("static_lost"),
			opt("outcomes/" + row + "/static_run_ended")}
		rg := []int{num("phases/" + row + "/registry_ok"), out("registry_dead"), out("registry_unhealthy"), out("registry_lost"),
			opt("outcomes/" + row + "/registry_run_ended")}
		unsent := out("registry_no_answer") + out("registry_no_address")
		stNot, rgNot := opt("outcomes/"+row+"/static_not_made"), opt("outcomes/"+row+"/registry_not_made")
		if sum(st)+stNot != n {
			bad = append(bad, fmt.Sprintf("phase %s: the static path's columns %v and %d not reached add to %d, not its %d requests", row, st, stNot, sum(st)+stNot, n))
		}
		if sum(rg)+unsent+rgNot != n {
			bad = append(bad, fmt.Sprintf("phase %s: the registry path's columns %v, %d unsent and %d not reached add to %d, not its %d requests", row, rg, unsent, rgNot, sum(rg)+unsent+rgNot, n))
		}
		tot.ok += st[0] + rg[0]
		tot.dead += st[1] + rg[1]
		tot.unhealthy += st[2] + rg[2]
		tot.lost += st[3] + rg[3]
		tot.ended += st[4] + rg[4]
		tot.sent += sum(st) + sum(rg)
	}
	if res.TraceDropped > 0 {
		return bad
	}
	var got struct{ ok, dead, unhealthy, lost, ended, sent int }
	for _, m := range res.Trace {
		if m.From != clientAddr || m.Path != catalogPath {
			continue
		}
		got.sent++
		switch {
		case m.Status == 200:
			got.ok++
		case m.Status == 503:
			got.unhealthy++
		case m.Err == netsim.ErrRefused.Error():
			got.dead++
		case m.Err == netsim.ErrRunEnded.Error():
			got.ended++
		case m.Status == 0:
			got.lost++
		}
	}
	if got != tot {
		bad = append(bad, fmt.Sprintf("the tables count %+v catalogue calls (sent, served, dead address, 503, lost, no answer by the end); the trace holds %+v", tot, got))
	}
	return bad
}

// notMeasuredThroughout checks that a phase the run never reached shows
// "—" after its name in every table, never a number.
func notMeasuredThroughout(res *lab.Result, row string) []string {
	var bad []string
	for _, sec := range res.Sections {
		if sec.Table == nil || len(sec.Table.Rows) != len(phaseIDs) {
			continue
		}
		i, _ := strconv.Atoi(row)
		for j, c := range sec.Table.Rows[i-1][1:] {
			if c.EN != cellNotMeasured.EN || c.TR != cellNotMeasured.TR {
				bad = append(bad, fmt.Sprintf("%s/%s/%s: a phase never reached holds %q", sec.ID, row, sec.Table.Columns[j+1].ID, c.EN))
			}
		}
	}
	return bad
}
