//go:build !js

package sidecar

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// The soak and the tests check the invariants natively; the browser never
// does, so its build leaves them out (lab.Lab.Invariants stays nil there).
func init() { Lab.Invariants = invariants }

// invariants are what every run keeps, whatever its values and faults
// (Lab.Invariants; the soak checks them on every run it draws). Per row of
// the tables (the lesson's two layouts and the fix rows), counted from the
// trace beside the tables and the counters they were printed from:
//
//   - every logical request (a call of the measuring script) ends in
//     exactly one outcome: its debt and payment cells tally each call once;
//   - every try at the fee service ends in exactly one way: tries =
//     answered + timeouts + TLS failures + refused or reset;
//   - what reached the fee service's handler, the retries and the charges
//     are what the trace holds;
//   - a member is charged at most once per payment try that reached the
//     fee service, and with an idempotency key at most once in all;
//   - a run stopped at its horizon: a row never reached shows "—" for
//     every number it would have measured and sent nothing; the cut row's
//     calls and tries still open then are the trace's unanswered ones
//     (no answer before the run's end), and a charge whose payment was
//     still running then is one the trace shows served without an effect.
func invariants(res *lab.Result) []string {
	s, ok := res.Summary.(Summary)
	if !ok {
		return []string{fmt.Sprintf("the summary is a %T", res.Summary)}
	}
	var out []string
	for _, l := range append(append([]LayoutSummary{}, s.Layouts...), s.Fixes...) {
		keyed := l.Name == FixIdempotency || l.Name == "sidecar" && res.Params["idempotency_key"] == "true"
		for _, why := range rowInvariants(res, l, s.Load, keyed) {
			out = append(out, l.Name+": "+why)
		}
	}
	return out
}

// rowCounts are one row's numbers as the trace has them.
type rowCounts struct {
	calls, tries, answered, served, retries, charges, again, payments, kept int
	// open: tries the run's end left without an answer; running: payments
	// whose handler the run's end cut before it answered (no effect yet).
	open, running int
}

func countRow(res *lab.Result, l LayoutSummary) rowCounts {
	caller, keeper := addrSidecar, addrSidecar // who tries the fee service; whose handler keeps the metrics
	if l.Name == "thick" {
		caller, keeper = addrThick, addrThick
	}
	var c rowCounts
	for _, m := range res.Trace {
		if m.Sent < l.StartNS || m.Sent > l.EndNS {
			continue
		}
		switch {
		case m.From == addrMeasure:
			c.calls++
		case m.From == caller && m.To == addrFee:
			c.tries++
			c.answered += b2i(m.Status != 0)
			c.served += b2i(m.Served)
			c.retries += b2i(m.Attempt > 1)
			c.payments += b2i(m.Served && m.Path == payPath)
			c.open += b2i(m.Err == netsim.ErrRunEnded.Error())
			c.running += b2i(m.Served && m.Path == payPath && m.Effect == "")
		}
		if m.To == keeper && m.Served {
			c.kept++
		}
		if m.To == addrFee {
			c.charges += b2i(m.Effect == effCharge || m.Effect == effDoubleCharge)
			c.again += b2i(m.Effect == effDoubleCharge)
		}
	}
	return c
}

func rowInvariants(res *lab.Result, l LayoutSummary, load int, keyed bool) []string {
	var out []string
	bad := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	row := tableRow(res, l.Name)
	if row == nil {
		return append(out, "no row in the tables")
	}
	if l.Measured == measuredNotReached {
		return notReached(res, l, row)
	}
	c := countRow(res, l)
	members := len(l.DebtStatuses) / max(load, 1)
	made := l.LogicalRequests
	for _, e := range append(append([]string{}, l.DebtErrors...), l.PayErrors...) {
		made -= b2i(e == "not_made")
	}
	if c.calls != made || l.LogicalRequests != load*(members+1) || len(l.PayStatuses) != load {
		bad("%d calls of the script in the trace, %d made of %d logical requests for %d clients", c.calls, made, l.LogicalRequests, load)
	}
	if n := tallied(row["debt"]); n != load*members {
		bad("the debt cell %q tallies %d calls, not %d", row["debt"], n, load*members)
	}
	if n := tallied(row["pay"]); n != load {
		bad("the pay cell %q tallies %d calls, not %d", row["pay"], n, load)
	}
	t := l.Tries
	if t.Answered+t.Timeouts+t.TLSFailures+t.Refused+t.Resets+t.Open != l.FeeAttempts || c.tries != l.FeeAttempts || c.answered != t.Answered || c.open != t.Open {
		bad("%d tries (%d in the trace) = %d answered (%d in the trace) + %d timeouts + %d TLS failures + %d refused + %d reset + %d open at the run's end (%d in the trace)",
			l.FeeAttempts, c.tries, t.Answered, c.answered, t.Timeouts, t.TLSFailures, t.Refused, t.Resets, t.Open, c.open)
	}
	tries := row["fee_attempts"]
	sum := num(row["answered"]) + num(row["timeouts"]) + num(row["tls_failures"]) + num(row["refused_reset"])
	if o, ok := row["open"]; ok {
		sum += num(o)
	} else if t.Open > 0 {
		bad("%d tries open at the run's end, and no column for them", t.Open)
	}
	if num(tries) != sum {
		bad("the tries table's columns add up to %d, not its %s tries", sum, tries)
	}
	if c.served != l.FeeRequests || num(row["fee_reached"]) != l.FeeRequests {
		bad("%d tries reached the fee service's handler in the trace, %d counted, %s in the table", c.served, l.FeeRequests, row["fee_reached"])
	}
	if c.retries != l.Retries || num(row["retries"]) != l.Retries {
		bad("%d retries in the trace, %d counted", c.retries, l.Retries)
	}
	// A payment still running when the run was stopped was charged (the
	// fee service charges as it arrives), but its effect never reached
	// the trace: only a cut row has any.
	if running := c.running * b2i(l.Measured == measuredCut); l.Charges < c.charges || l.Charges > c.charges+running ||
		l.DoubleCharges < c.again || l.DoubleCharges > c.again+running || num(row["charges"]) != l.Charges || c.running > running {
		bad("%d charges (%d on a member already charged, %d payments still running at the run's end) in the trace, %d (%d) counted",
			c.charges, c.again, c.running, l.Charges, l.DoubleCharges)
	}
	if l.Charges > c.payments || l.Charges-l.DoubleCharges > load {
		bad("%d charges for %d payment tries that reached the fee service and %d payments", l.Charges, c.payments, load)
	}
	if keyed && (l.DoubleCharges > 0 || l.Charges > load) {
		bad("with an idempotency key %d charges for %d payments, %d on a member already charged", l.Charges, load, l.DoubleCharges)
	}
	requests, attempts := 0, 0
	for _, m := range l.Metrics {
		requests, attempts = requests+m.Requests, attempts+m.Attempts
	}
	if requests != l.Handled || requests != c.kept || attempts != l.FeeAttempts {
		bad("the metrics hold %d requests (%d reached the handler that keeps them) and %d attempts, for %d tries", requests, c.kept, attempts, l.FeeAttempts)
	}
	return out
}

// notReached: a row the run never began measured nothing — every number
// it would hold is "—" — and no message was sent from its start on.
func notReached(res *lab.Result, l LayoutSummary, row map[string]string) []string {
	var out []string
	for id, cell := range row {
		if id != "layout" && id != "processes" && id != "hops" && cell != txtNotMeasured.EN {
			out = append(out, fmt.Sprintf("never reached, yet its %s cell is %q", id, cell))
		}
	}
	sort.Strings(out)
	for _, m := range res.Trace {
		if m.Sent >= l.StartNS && m.From == addrMeasure {
			return append(out, fmt.Sprintf("never reached, yet the script sent %s at %v", m.Path, m.Sent))
		}
	}
	return out
}

// tableRow is a row's cells (English) by column id: the lesson's table or
// the fixes' for the first columns, the tries table for the rest.
func tableRow(res *lab.Result, name string) map[string]string {
	label := map[string]string{"thick": txtThick.EN, "sidecar": txtThin.EN, FixMethod: txtFixMethod.EN, FixIdempotency: txtFixIdem.EN}[name]
	out := map[string]string{}
	for _, sec := range res.Sections {
		if sec.Table == nil || sec.ID != "layouts" && sec.ID != "fixes" && sec.ID != "attempts" {
			continue
		}
		for _, r := range sec.Table.Rows {
			if r[0].EN != label {
				continue
			}
			for i, c := range sec.Table.Columns {
				if _, seen := out[c.ID]; !seen {
					out[c.ID] = r[i].EN
				}
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// tallied counts the calls a status cell holds: "200" is one, "200×3
// reset×1" four (each "×N" a count).
func tallied(cell string) int {
	n, any := 0, false
	for rest := cell; ; {
		i := strings.Index(rest, "×")
		if i < 0 {
			break
		}
		rest = rest[i+len("×"):]
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if j > 0 {
			n += num(rest[:j])
			any = true
		}
	}
	if !any {
		return 1
	}
	return n
}

// num reads a whole-number cell as English writes it (10,000).
func num(cell string) int {
	n, err := strconv.Atoi(strings.ReplaceAll(cell, ",", ""))
	if err != nil {
		return -1
	}
	return n
}
