//go:build !js

package admission

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// The soak and the tests check the invariants natively; the browser never
// does, so its build leaves them out (lab.Lab.Invariants stays nil there).
func init() { Lab.Invariants = invariants }

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
		out = append(out, modeAddsUp(m)...)
	}
	if stopped := s.Modes[0].Stopped > 0 || s.Modes[1].Stopped > 0; stopped != res.Cut {
		bad("the run was cut at its horizon: %v, yet a mode stopped there: %v", res.Cut, stopped)
	}
	for _, sec := range res.Sections {
		if sec.Lesson && res.Cut {
			bad("the run was stopped at its horizon, yet the section %q is printed as the lesson's", sec.ID)
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

// modeAddsUp: each attempt of a mode ends one way (an answer, a failure,
// or none before the run's end), each request one way, and a mode the
// run's horizon stopped is the only one with attempts left open or
// requests unfinished.
func modeAddsUp(m ModeSummary) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if m.Sent != m.Completed+m.Rejected+m.Dropped+m.Failed+m.Open {
		bad("%s: %d attempts ≠ %d answered 200 + %d rejected + %d dropped + %d failed + %d with no answer before the run's end", m.Name, m.Sent, m.Completed, m.Rejected, m.Dropped, m.Failed, m.Open)
	}
	if m.GaveUp != m.Exhausted+m.Expired+m.Broken || m.Requests != m.Completed+m.GaveUp+m.Unfinished {
		bad("%s: %d requests ≠ %d answered 200 + %d gave up (%d on a 503, %d on a 504, %d unanswered) + %d unfinished at the run's end", m.Name, m.Requests, m.Completed, m.GaveUp, m.Exhausted, m.Expired, m.Broken, m.Unfinished)
	}
	if m.Unfinished < m.Open || (m.Stopped == 0) != (m.Unfinished == 0) || (m.Stopped == 0) != (m.Little != nil) {
		bad("%s: stopped at %v s with %d attempts open and %d requests unfinished (Little's law given: %v)", m.Name, m.Stopped, m.Open, m.Unfinished, m.Little != nil)
	}
	if m.Goodput+m.Late != m.Completed {
		bad("%s: %d in time + %d late ≠ %d answered 200", m.Name, m.Goodput, m.Late, m.Completed)
	}
	n := m.Open
	for _, g := range m.Groups {
		n += g.Count
	}
	if m.GroupsOmitted == 0 && n != m.Sent {
		bad("%s: the groups and the attempts open at the run's end count %d attempts of %d", m.Name, n, m.Sent)
	}
	if l := m.Little; l != nil && math.Abs(l.L-l.LambdaW) > 1e-3*math.Max(1, l.L) {
		bad("%s: L = %v ≠ λW = %v", m.Name, l.L, l.LambdaW)
	}
	if c := m.Classes; c != nil && (c.Normal.Sent+c.Critical.Sent != m.Sent || c.Normal.Rejected+c.Critical.Rejected != m.Rejected || c.Normal.Open+c.Critical.Open != m.Open) {
		bad("%s: the classes count %d attempts, %d rejections and %d open, the mode %d, %d and %d", m.Name, c.Normal.Sent+c.Critical.Sent, c.Normal.Rejected+c.Critical.Rejected, c.Normal.Open+c.Critical.Open, m.Sent, m.Rejected, m.Open)
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
			ends := get("200") + get("503") + get("504") + get("000") + get("open")
			if ends != get("sent") {
				out = append(out, fmt.Sprintf("%s row %d: the statuses and the attempts open at the run's end add up to %d, the attempts are %d", sec.ID, i+1, ends, get("sent")))
			}
			if sec.ID == "outcomes" {
				if r := get("200") + get("gave_up") + get("504") + get("000") + get("unfinished"); r != get("requests") {
					out = append(out, fmt.Sprintf("outcomes row %d: 200 + gave up on 503 + 504 + 000 + unfinished = %d, the requests are %d", i+1, r, get("requests")))
				}
			}
		}
	}
	return out
}

// recordHoldsEachAttempt: the message record holds each mode's attempts,
// each under the status the summary counts it by (those the run's end
// left open apart, by netsim's error).
func recordHoldsEachAttempt(res *lab.Result, s *Summary) []string {
	var out []string
	for _, m := range s.Modes {
		by := map[int]int{}
		n, open := 0, 0
		for _, msg := range res.Trace {
			switch {
			case msg.To != nodesOf(m.Name).server:
				continue
			case msg.Err == netsim.ErrRunEnded.Error():
				open++
			default:
				by[msg.Status]++
			}
			n++
		}
		if n != m.Sent || by[statusOK] != m.Completed || by[statusShed] != m.Rejected || by[statusExpired] != m.Dropped || by[statusFailed] != m.Failed || open != m.Open {
			out = append(out, fmt.Sprintf("%s: the record holds %d attempts (%v by status, %d open at the run's end), the summary %d (200 %d, 503 %d, 504 %d, none %d, open %d)",
				m.Name, n, by, open, m.Sent, m.Completed, m.Rejected, m.Dropped, m.Failed, m.Open))
		}
	}
	return out
}
