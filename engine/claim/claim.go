// Package claim is what a sentence about a run asserts, as data: the facts
// it states and their values, in terms of the raw run (its messages, its
// nodes' lives and faults, the lab's declared state events, its tables).
// A lab attaches claims to every reading it prints; engine/oracle derives
// each fact from the raw run alone and says whether the claim holds. The
// two never share code, so a sentence is checked by code that did not
// write it.
//
// A claim is one number about a selection: "to 127.0.0.1:8764, sent in
// [1.2 s, 2 s), answered: count = 4". Times are virtual, from the run's
// start; an open window end is 0.
package claim

import (
	"strconv"
	"strings"
	"time"
)

// Fact names what a claim measures.
type Fact string

const (
	// Count is the number of messages the selection holds.
	Count Fact = "count"
	// MaxWait and MinWait are the longest and the shortest time from a
	// selected message's send to its answer (or failure), in ms.
	MaxWait Fact = "max_wait_ms"
	MinWait Fact = "min_wait_ms"
	// LastSent and FirstSent are the latest and earliest send among the
	// selected messages, in ms from the run's start.
	LastSent  Fact = "last_sent_ms"
	FirstSent Fact = "first_sent_ms"
	// Alive is 1 when Node's process was alive at At (no kill in force:
	// neither the lab's own nor a fault's), 0 otherwise.
	Alive Fact = "alive"
	// Stalled is 1 when a stall fault held Node at At.
	Stalled Fact = "stalled"
	// Revived counts the returns of Node's process in [Since, Until): a
	// dead process coming back (a restart of a running one is none).
	Revived Fact = "revived"
	// StateAt is 1 when the lab's declared state of Node at At is State.
	StateAt Fact = "state_at"
	// StateFrom is the first moment at or after At at which Node's
	// declared state is State, in ms; −1 when it never is within the run.
	StateFrom Fact = "state_from_ms"
	// End is when the run's activity ended (its last answer or phase end),
	// in ms.
	End Fact = "end_ms"
	// NodeEnd is when the network Node lives on ended its run, in ms (a
	// lab may run set-ups on networks of their own, each ending with its
	// own work): a kill or a restart due later never happened.
	NodeEnd Fact = "node_end_ms"
	// Cell is the number in the table cell Ref ("SECTION/ROW/COLUMN", as
	// lab.Result.Cell names it); a cell "4/6" reads as 4, "=2/6" too.
	Cell Fact = "cell"
	// ColumnSum is the sum over a table's rows of the column Ref
	// ("SECTION/COLUMN").
	ColumnSum Fact = "column_sum"
	// Rows counts a table's rows (Ref: "SECTION").
	Rows Fact = "rows"
	// Lesson is 1 when every cell of the run's lesson tables and lines
	// equals the lab's run at the lesson's values.
	Lesson Fact = "lesson"
)

// Outcome selects messages by how their call ended.
type Outcome string

const (
	Any        Outcome = ""           // every message
	Answered   Outcome = "answered"   // an HTTP status came back
	Unanswered Outcome = "unanswered" // no status: refused, reset, timed out, lost
	Failed     Outcome = "failed"     // a status ≥ 500, or no status
	OK         Outcome = "ok"         // a status below 400
	Served     Outcome = "served"     // the handler had the request (its effect happened)
	Unserved   Outcome = "unserved"   // the handler never had it
	// Lost: no status, the handler never had it, and the connection was
	// not refused (a refused call never crossed the link: its node was
	// down).
	Lost Outcome = "lost"
)

// Op compares the measured fact with Value.
type Op string

const (
	Eq      Op = "=="
	AtMost  Op = "<="
	AtLeast Op = ">="
)

// Claim is one fact with the value a sentence gives it.
type Claim struct {
	Fact Fact
	// The message selection (Count, MaxWait, …): exact scene node ids
	// (empty: any), a path prefix, a window on the send time
	// [Since, Until) (Until 0: to the end), how the call ended, a status
	// (0: any), an error text (netsim's, such as "timeout"; empty: any)
	// and an effect (empty: any).
	From, To, Path string
	Since, Until   time.Duration
	Outcome        Outcome
	Status         int
	Err            string
	Effect         string
	// AnswerSince and AnswerUntil window the selection on when the call
	// ended (its answer or failure reached the caller): [AnswerSince,
	// AnswerUntil), AnswerUntil 0: to the end.
	AnswerSince, AnswerUntil time.Duration
	// Node, At, State: the node facts (Alive, Stalled, StateAt, StateFrom).
	Node  string
	At    time.Duration
	State string
	// Ref names a table cell or column (Cell, ColumnSum, Rows).
	Ref string
	// Recorded: a message fact over the messages the trace recorded,
	// which is what a sentence counts when it says the trace was cut
	// short. Without it, a message fact of a cut trace cannot be checked.
	Recorded bool

	Op    Op // Eq when empty
	Value float64

	// Claims are never compared whole (the oracle measures each one), and
	// a comparable struct this size costs an equality function for every
	// array of claims the readings build (45 KB of app.wasm's code).
	_ [0]func()
}

// Describe writes the claim for a failure message. A function, not a
// String method: a method would stay in app.wasm (the JSON encoder's
// reflection keeps the exported methods of every type it meets), and
// only the oracle's reports and tests write claims.
func Describe(c Claim) string {
	var b strings.Builder
	b.WriteString(string(c.Fact))
	add := func(k, v string) {
		if v != "" {
			b.WriteString(" " + k + "=" + v)
		}
	}
	add("from", c.From)
	add("to", c.To)
	add("path", c.Path)
	if c.Since != 0 || c.Until != 0 {
		add("sent", "["+c.Since.String()+","+c.Until.String()+")")
	}
	add("outcome", string(c.Outcome))
	if c.Status != 0 {
		add("status", strconv.Itoa(c.Status))
	}
	add("err", c.Err)
	add("effect", c.Effect)
	if c.AnswerSince != 0 || c.AnswerUntil != 0 {
		add("ended", "["+c.AnswerSince.String()+","+c.AnswerUntil.String()+")")
	}
	add("node", c.Node)
	if c.At != 0 {
		add("at", c.At.String())
	}
	add("state", c.State)
	add("ref", c.Ref)
	if c.Recorded {
		add("of", "recorded")
	}
	op := c.Op
	if op == "" {
		op = Eq
	}
	b.WriteString(" " + string(op) + " " + strconv.FormatFloat(c.Value, 'g', -1, 64))
	return b.String()
}

// Ms is a duration in milliseconds, the unit of the time-valued facts.
func Ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
