package registry

import (
	"fmt"
	"strconv"
	"strings"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// invariants are what every run keeps, read from what it prints and from
// its trace: each of a phase's requests is in exactly one outcome column
// (served, to a dead address, 503, never sent for want of an answer or an
// address, lost), so a phase's columns add up to its requests on each path;
// and the columns' totals are the trace's catalogue calls by how they
// ended.
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
	var tot struct{ ok, dead, unhealthy, lost, sent int }
	for i := range phaseIDs {
		row := strconv.Itoa(i + 1)
		out := func(col string) int { return num("outcomes/" + row + "/" + col) }
		st := []int{num("phases/" + row + "/static_ok"), out("static_dead"), out("static_unhealthy"), out("static_lost")}
		rg := []int{num("phases/" + row + "/registry_ok"), out("registry_dead"), out("registry_unhealthy"), out("registry_lost")}
		unsent := out("registry_no_answer") + out("registry_no_address")
		if sum(st) != n {
			bad = append(bad, fmt.Sprintf("phase %s: the static path's columns %v add to %d, not its %d requests", row, st, sum(st), n))
		}
		if sum(rg)+unsent != n {
			bad = append(bad, fmt.Sprintf("phase %s: the registry path's columns %v and %d unsent add to %d, not its %d requests", row, rg, unsent, sum(rg)+unsent, n))
		}
		tot.ok += st[0] + rg[0]
		tot.dead += st[1] + rg[1]
		tot.unhealthy += st[2] + rg[2]
		tot.lost += st[3] + rg[3]
		tot.sent += sum(st) + sum(rg)
	}
	if res.TraceDropped > 0 {
		return bad
	}
	var got struct{ ok, dead, unhealthy, lost, sent int }
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
		case m.Status == 0:
			got.lost++
		}
	}
	if got != tot {
		bad = append(bad, fmt.Sprintf("the tables count %+v catalogue calls (sent, served, dead address, 503, lost); the trace holds %+v", tot, got))
	}
	return bad
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
