package admission

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"playground/engine/lab"
)

// invariants are what every run keeps, whatever its values and faults
// (lab.Lab.Invariants; the soak checks them on every run it draws): each
// attempt ends one way, each request one way, every table's outcome
// columns add up to its attempts and requests, the groups count every
// attempt, the message record holds each attempt with the status the
// summary counts it under, and L = λW.
func invariants(res *lab.Result) []string {
	s, ok := res.Summary.(*Summary)
	if !ok {
		return []string{"the summary is not the admission lab's"}
	}
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	for _, m := range s.Modes {
		if m.Sent != m.Completed+m.Rejected+m.Dropped+m.Failed {
			bad("%s: %d attempts ≠ %d answered 200 + %d rejected + %d dropped + %d failed", m.Name, m.Sent, m.Completed, m.Rejected, m.Dropped, m.Failed)
		}
		if m.GaveUp != m.Exhausted+m.Expired+m.Broken || m.Requests != m.Completed+m.GaveUp {
			bad("%s: %d requests ≠ %d answered 200 + %d gave up (%d on a 503, %d on a 504, %d unanswered)", m.Name, m.Requests, m.Completed, m.GaveUp, m.Exhausted, m.Expired, m.Broken)
		}
		if m.Goodput+m.Late != m.Completed {
			bad("%s: %d in time + %d late ≠ %d answered 200", m.Name, m.Goodput, m.Late, m.Completed)
		}
		n := 0
		for _, g := range m.Groups {
			n += g.Count
		}
		if m.GroupsOmitted == 0 && n != m.Sent {
			bad("%s: the groups count %d attempts of %d", m.Name, n, m.Sent)
		}
		if l := m.Little; math.Abs(l.L-l.LambdaW) > 1e-3*math.Max(1, l.L) {
			bad("%s: L = %v ≠ λW = %v", m.Name, l.L, l.LambdaW)
		}
		if c := m.Classes; c != nil && (c.Normal.Sent+c.Critical.Sent != m.Sent || c.Normal.Rejected+c.Critical.Rejected != m.Rejected) {
			bad("%s: the classes count %d attempts and %d rejections, the mode %d and %d", m.Name, c.Normal.Sent+c.Critical.Sent, c.Normal.Rejected+c.Critical.Rejected, m.Sent, m.Rejected)
		}
	}
	if u := s.Modes[0]; u.Rejected != 0 || u.Dropped != 0 {
		bad("the unbounded mode turned %d attempts away and dropped %d", u.Rejected, u.Dropped)
	}
	out = append(out, tablesAddUp(res)...)
	if res.TraceDropped == 0 {
		out = append(out, recordHoldsEachAttempt(res, s)...)
	}
	return out
}

// tablesAddUp: in each row of the outcomes and classes tables the status
// columns add up to the attempts, and in the outcomes table the ways a
// request ends add up to the requests.
func tablesAddUp(res *lab.Result) []string {
	var out []string
	for _, sec := range res.Sections {
		t := sec.Table
		if t == nil || sec.ID != "outcomes" && sec.ID != "classes" {
			continue
		}
		for i, row := range t.Rows {
			get := func(id string) int {
				for k, c := range t.Columns {
					if c.ID == id && k < len(row) {
						v, _ := strconv.Atoi(strings.ReplaceAll(row[k].EN, ",", ""))
						return v
					}
				}
				return 0
			}
			ends := get("200") + get("503") + get("504") + get("000")
			if ends != get("sent") {
				out = append(out, fmt.Sprintf("%s row %d: the statuses add up to %d, the attempts are %d", sec.ID, i+1, ends, get("sent")))
			}
			if sec.ID == "outcomes" {
				if r := get("200") + get("gave_up") + get("504") + get("000"); r != get("requests") {
					out = append(out, fmt.Sprintf("outcomes row %d: 200 + gave up on 503 + 504 + 000 = %d, the requests are %d", i+1, r, get("requests")))
				}
			}
		}
	}
	return out
}

// recordHoldsEachAttempt: the message record holds each mode's attempts,
// each under the status the summary counts it by.
func recordHoldsEachAttempt(res *lab.Result, s *Summary) []string {
	var out []string
	for _, m := range s.Modes {
		by := map[int]int{}
		n := 0
		for _, msg := range res.Trace {
			if msg.To == nodesOf(m.Name).server {
				by[msg.Status]++
				n++
			}
		}
		if n != m.Sent || by[statusOK] != m.Completed || by[statusShed] != m.Rejected || by[statusExpired] != m.Dropped || by[statusFailed] != m.Failed {
			out = append(out, fmt.Sprintf("%s: the record holds %d attempts (%v by status), the summary %d (200 %d, 503 %d, 504 %d, none %d)",
				m.Name, n, by, m.Sent, m.Completed, m.Rejected, m.Dropped, m.Failed))
		}
	}
	return out
}
