// Package oracle checks what a run's sentences claim against the raw run:
// its messages (send and answer times, endpoints, status, error, effect),
// its nodes' lives (the deaths and returns the networks recorded), its
// faults as the learner wrote them, the lab's declared state events and its
// tables. It derives every fact from those alone, with its own code: it
// shares nothing with the labs' reading code (a test keeps this package's
// imports to data types), so a sentence is checked by code that did not
// write it.
//
// A run checked here should keep its whole trace (sim.Limits.Trace raised):
// a claim that counts messages of a run whose trace was cut short cannot be
// checked, and says so.
package oracle

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/claim"
	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// Run is what the oracle reads: a result, and for Lesson claims the lab's
// run at the lesson's values.
type Run struct {
	Res    *lab.Result
	Lesson *lab.Result
	faults []fault.Fault
}

// New reads a result's faults once.
func New(res, lesson *lab.Result) *Run {
	fs, _ := fault.Parse(res.Params[fault.Param])
	return &Run{Res: res, Lesson: lesson, faults: fs}
}

// Finding is a sentence whose claim the run does not bear out.
type Finding struct {
	Sentence string // its English text
	Claim    claim.Claim
	Got      float64
	Why      string // why the fact could not be measured, when it could not
	Bare     bool   // the sentence carries no claim at all
}

func (f Finding) String() string {
	if f.Why != "" {
		return fmt.Sprintf("%q claims %s: %s", f.Sentence, claim.Describe(f.Claim), f.Why)
	}
	return fmt.Sprintf("%q claims %s; the run shows %v", f.Sentence, claim.Describe(f.Claim), f.Got)
}

// Check checks every claim of every sentence; a sentence with no claim is
// a finding too (nothing vouches for it).
func (o *Run) Check() []Finding {
	var out []Finding
	for _, s := range o.Res.Reading {
		if len(s.Claims) == 0 {
			out = append(out, Finding{Sentence: s.EN, Bare: true, Why: "the sentence carries no claim (id " + strconv.Quote(s.ID) + ")"})
			continue
		}
		for _, c := range s.Claims {
			got, why := o.Measure(c)
			if why != "" {
				out = append(out, Finding{Sentence: s.EN, Claim: c, Why: why})
				continue
			}
			if !holds(c, got) {
				out = append(out, Finding{Sentence: s.EN, Claim: c, Got: got})
			}
		}
	}
	return out
}

// Claims counts the claims the result's sentences carry.
func Claims(res *lab.Result) int {
	n := 0
	for _, s := range res.Reading {
		n += len(s.Claims)
	}
	return n
}

func holds(c claim.Claim, got float64) bool {
	const eps = 1e-6
	switch c.Op {
	case claim.AtMost:
		return got <= c.Value+eps
	case claim.AtLeast:
		return got >= c.Value-eps
	}
	return math.Abs(got-c.Value) <= eps*max(1, math.Abs(c.Value))
}

// Measure derives a claim's fact from the raw run; why says why it cannot
// be measured.
func (o *Run) Measure(c claim.Claim) (got float64, why string) {
	switch c.Fact {
	case claim.Count, claim.MaxWait, claim.MinWait, claim.LastSent, claim.FirstSent:
		if o.Res.TraceDropped > 0 && !c.Recorded {
			return 0, "the trace was cut short (" + strconv.Itoa(o.Res.TraceDropped) + " messages left out)"
		}
		return o.messages(c)
	case claim.Alive:
		return b2f(o.alive(c.Node, c.At)), ""
	case claim.Stalled:
		return b2f(o.stalled(c.Node, c.At)), ""
	case claim.Revived:
		return float64(o.revived(c.Node, c.Since, c.Until)), ""
	case claim.StateAt:
		return b2f(o.stateAt(c.Node, c.At) == c.State), ""
	case claim.StateFrom:
		return o.stateFrom(c.Node, c.At, c.State), ""
	case claim.End:
		return ms(o.end()), ""
	case claim.NodeEnd:
		for _, l := range o.Res.Lives {
			if l.End && l.Node == c.Node {
				return ms(l.T), ""
			}
		}
		return 0, "no end recorded for " + strconv.Quote(c.Node)
	case claim.Cell:
		return o.cell(c.Ref)
	case claim.ColumnSum:
		return o.columnSum(c.Ref)
	case claim.Rows:
		t := o.table(c.Ref)
		if t == nil {
			return 0, "no table " + strconv.Quote(c.Ref)
		}
		return float64(len(t.Rows)), ""
	case claim.Lesson:
		if o.Lesson == nil {
			return 0, "no lesson run to compare with"
		}
		return b2f(sameLesson(o.Res, o.Lesson)), ""
	}
	if m := measures[c.Fact]; m != nil {
		return m(o, c)
	}
	return 0, "the oracle knows no fact " + strconv.Quote(string(c.Fact))
}

// measures are the facts defined beside the core ones, each in a file of
// its own (facts_*.go): still about the raw run, never about one lab's
// code.
var measures = map[claim.Fact]func(o *Run, c claim.Claim) (float64, string){}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// messages measures a message fact over the selection.
func (o *Run) messages(c claim.Claim) (float64, string) {
	n := 0
	var maxW, minW, last, first time.Duration
	for _, m := range o.Res.Trace {
		if !selects(c, m) {
			continue
		}
		w := m.Received - m.Sent
		if n == 0 {
			maxW, minW, last, first = w, w, m.Sent, m.Sent
		}
		n++
		maxW, minW = max(maxW, w), min(minW, w)
		last, first = max(last, m.Sent), min(first, m.Sent)
	}
	switch c.Fact {
	case claim.Count:
		return float64(n), ""
	}
	if n == 0 {
		return 0, "no message matches the selection"
	}
	switch c.Fact {
	case claim.MaxWait:
		return ms(maxW), ""
	case claim.MinWait:
		return ms(minW), ""
	case claim.LastSent:
		return ms(last), ""
	}
	return ms(first), ""
}

func selects(c claim.Claim, m netsim.Message) bool {
	if c.From != "" && m.From != c.From || c.To != "" && m.To != c.To {
		return false
	}
	if c.Path != "" && !strings.HasPrefix(m.Path, c.Path) {
		return false
	}
	if m.Sent < c.Since || c.Until != 0 && m.Sent >= c.Until {
		return false
	}
	if m.Received < c.AnswerSince || c.AnswerUntil != 0 && m.Received >= c.AnswerUntil {
		return false
	}
	if c.Status != 0 && m.Status != c.Status || c.Err != "" && m.Err != c.Err || c.Effect != "" && m.Effect != c.Effect {
		return false
	}
	switch c.Outcome {
	case claim.Answered:
		return m.Status != 0
	case claim.Unanswered:
		return m.Status == 0
	case claim.Failed:
		return m.Status == 0 || m.Status >= 500
	case claim.OK:
		return m.Status != 0 && m.Status < 400
	case claim.Served:
		return m.Served
	case claim.Unserved:
		return !m.Served
	case claim.Lost:
		return m.Status == 0 && !m.Served && m.Err != "connection refused"
	}
	return true
}

// alive: no kill in force on node at t. The networks' record of lives is
// the truth where there is one; a lab without a network is told by its
// faults (applied in the order written at one instant).
func (o *Run) alive(node string, t time.Duration) bool {
	up, seen := true, false
	for _, l := range o.Res.Lives {
		if l.Node == node {
			seen = true
			if l.T <= t {
				up = l.Alive
			}
		}
	}
	if seen || len(o.Res.Lives) > 0 {
		return up
	}
	for _, f := range o.faults {
		if f.Target == node && f.At <= t {
			switch f.Kind {
			case fault.Kill:
				up = false
			case fault.Restart:
				up = true
			}
		}
	}
	return up
}

func (o *Run) stalled(node string, t time.Duration) bool {
	for _, f := range o.faults {
		if f.Kind == fault.Stall && f.Target == node && f.At <= t && t < f.At+f.For {
			return true
		}
	}
	return false
}

// revived counts dead-to-alive changes of node in [since, until).
func (o *Run) revived(node string, since, until time.Duration) int {
	n := 0
	if len(o.Res.Lives) > 0 {
		up := true
		for _, l := range o.Res.Lives {
			if l.Node != node {
				continue
			}
			if l.Alive && !up && l.T >= since && (until == 0 || l.T < until) {
				n++
			}
			up = l.Alive
		}
		return n
	}
	up := true
	for _, f := range o.faults {
		if f.Target != node {
			continue
		}
		switch f.Kind {
		case fault.Kill:
			up = false
		case fault.Restart:
			if !up && f.At >= since && (until == 0 || f.At < until) {
				n++
			}
			up = true
		}
	}
	return n
}

// stateAt is node's declared state at t: its last state event at or
// before t ("" when none).
func (o *Run) stateAt(node string, t time.Duration) string {
	st := ""
	for _, e := range o.Res.Scene.Events {
		if e.Node == node && e.T <= t && e.State != "" {
			st = e.State
		}
	}
	return st
}

// stateFrom is the first moment ≥ t at which node's declared state is
// state, in ms, or −1.
func (o *Run) stateFrom(node string, t time.Duration, state string) float64 {
	if o.stateAt(node, t) == state {
		return ms(t)
	}
	for _, e := range o.Res.Scene.Events {
		if e.Node == node && e.T > t && e.State == state { // at t itself, stateAt said it
			return ms(e.T)
		}
	}
	return -1
}

// end is the run's last answer or phase end, or its horizon when the
// kernel stopped it there with work left (the trace may then be cut short
// of the answers recorded at that moment).
func (o *Run) end() time.Duration {
	var e time.Duration
	if o.Res.Cut {
		e = o.Res.Horizon
	}
	for _, m := range o.Res.Trace {
		e = max(e, m.Received)
	}
	for _, s := range o.Res.Spans {
		e = max(e, s.To)
	}
	return e
}

func (o *Run) table(section string) *lab.Table {
	for _, s := range o.Res.Sections {
		if s.ID == section && s.Table != nil {
			return s.Table
		}
	}
	return nil
}

// cell reads "SECTION/ROW/COLUMN" (ROW a number from 1 or the row's first
// cell) as a number.
func (o *Run) cell(ref string) (float64, string) {
	parts := strings.Split(ref, "/")
	if len(parts) != 3 {
		return 0, "a cell is SECTION/ROW/COLUMN, not " + strconv.Quote(ref)
	}
	t := o.table(parts[0])
	if t == nil {
		return 0, "no table " + strconv.Quote(parts[0])
	}
	col := column(t, parts[2])
	if col < 0 {
		return 0, "no column " + strconv.Quote(parts[2])
	}
	for i, row := range t.Rows {
		if col < len(row) && (strconv.Itoa(i+1) == parts[1] || row[0].EN == parts[1]) {
			return number(row[col].EN)
		}
	}
	return 0, "no row " + strconv.Quote(parts[1])
}

func (o *Run) columnSum(ref string) (float64, string) {
	sec, col, ok := strings.Cut(ref, "/")
	if !ok {
		return 0, "a column is SECTION/COLUMN, not " + strconv.Quote(ref)
	}
	t := o.table(sec)
	if t == nil {
		return 0, "no table " + strconv.Quote(sec)
	}
	c := column(t, col)
	if c < 0 {
		return 0, "no column " + strconv.Quote(col)
	}
	sum := 0.0
	for _, row := range t.Rows {
		if c < len(row) {
			v, why := number(row[c].EN)
			if why != "" {
				return 0, why
			}
			sum += v
		}
	}
	return sum, ""
}

func column(t *lab.Table, id string) int {
	for i, c := range t.Columns {
		if c.ID == id {
			return i
		}
	}
	return -1
}

// number reads a cell's leading number as the English form writes it:
// "4/6" is 4, "1,500" is 1500, "30 ms" is 30, "65%" is 65.
func number(s string) (float64, string) {
	s = strings.TrimLeft(s, "= ")
	end := 0
	for end < len(s) && (s[end] >= '0' && s[end] <= '9' || s[end] == '.' || s[end] == ',' || end == 0 && s[end] == '-') {
		end++
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s[:end], ",", ""), 64)
	if err != nil {
		return 0, "the cell " + strconv.Quote(s) + " holds no number"
	}
	return v, ""
}

// sameLesson compares the lesson sections of two runs cell by cell and
// line by line.
func sameLesson(a, b *lab.Result) bool {
	var as, bs []lab.Section
	for _, s := range a.Sections {
		if s.Lesson {
			as = append(as, s)
		}
	}
	for _, s := range b.Sections {
		if s.Lesson {
			bs = append(bs, s)
		}
	}
	if len(as) != len(bs) {
		return false
	}
	for i := range as {
		x, y := as[i], bs[i]
		if len(x.Lines) != len(y.Lines) || (x.Table == nil) != (y.Table == nil) {
			return false
		}
		for j := range x.Lines {
			if !x.Lines[j].Equal(y.Lines[j]) {
				return false
			}
		}
		if x.Table == nil {
			continue
		}
		if len(x.Table.Rows) != len(y.Table.Rows) {
			return false
		}
		for j := range x.Table.Rows {
			if len(x.Table.Rows[j]) != len(y.Table.Rows[j]) {
				return false
			}
			for k := range x.Table.Rows[j] {
				if !x.Table.Rows[j][k].Equal(y.Table.Rows[j][k]) {
					return false
				}
			}
		}
	}
	return true
}
