package oracle

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

const msec = time.Millisecond

// run is a small raw run: a client calls a server four times; the server
// is killed at 30 ms (one call refused after it), restarted at 50 ms.
func run(claims ...claim.Claim) *Run {
	res := &lab.Result{
		Params: map[string]string{"faults": "kill:srv@30ms,restart:srv@50ms"},
		Trace: []netsim.Message{
			{From: "cl", To: "srv", Sent: 0, Received: 10 * msec, Status: 200, Served: true},
			{From: "cl", To: "srv", Sent: 10 * msec, Received: 25 * msec, Status: 503, Served: true},
			{From: "cl", To: "srv", Sent: 35 * msec, Received: 35 * msec, Err: "connection refused"},
			{From: "cl", To: "srv", Sent: 60 * msec, Received: 70 * msec, Status: 200, Served: true, Effect: "charge"},
		},
		Lives: []netsim.Life{{T: 30 * msec, Node: "srv"}, {T: 50 * msec, Node: "srv", Alive: true}, {T: 70 * msec, Node: "srv", Alive: true, End: true}},
		Scene: lab.Scene{Events: []lab.SceneEvent{{T: 0, Node: "srv", State: "up"}, {T: 30 * msec, Node: "srv", State: "dead"}}},
		Sections: []lab.Section{{ID: "t", Table: &lab.Table{
			Columns: []lab.Column{{ID: "phase"}, {ID: "ok"}},
			Rows:    [][]i18n.Text{{i18n.Plain("one"), i18n.Plain("4/6")}, {i18n.Plain("two"), i18n.Plain("11,057")}},
		}}},
		Reading: []lab.Sentence{lab.Say("s", i18n.Plain("a sentence"), claims...)},
	}
	return New(res, nil)
}

// Each fact is derived from the raw run, and a claim that misstates it by
// one is caught: the oracle can fail.
func TestTheOracleDerivesEachFactFromTheRawRunAndCatchesAClaimOffByOne(t *testing.T) {
	cases := []claim.Claim{
		{Fact: claim.Count, To: "srv", Value: 4},
		{Fact: claim.Count, To: "srv", Outcome: claim.Answered, Value: 3},
		{Fact: claim.Count, To: "srv", Since: 30 * msec, Until: 50 * msec, Value: 1},
		{Fact: claim.Count, To: "srv", Status: 503, Value: 1},
		{Fact: claim.Count, To: "srv", Effect: "charge", Value: 1},
		{Fact: claim.Count, To: "srv", AnswerSince: 20 * msec, AnswerUntil: 40 * msec, Value: 2},
		{Fact: claim.MaxWait, To: "srv", Value: 15},
		{Fact: claim.MinWait, To: "srv", Value: 0},
		{Fact: claim.LastSent, To: "srv", Value: 60},
		{Fact: claim.Alive, Node: "srv", At: 40 * msec, Value: 0},
		{Fact: claim.Alive, Node: "srv", At: 50 * msec, Value: 1},
		{Fact: claim.Revived, Node: "srv", Value: 1},
		{Fact: claim.StateAt, Node: "srv", At: 31 * msec, State: "dead", Value: 1},
		{Fact: claim.StateFrom, Node: "srv", At: 5 * msec, State: "dead", Value: 30},
		{Fact: claim.End, Value: 70},
		{Fact: claim.NodeEnd, Node: "srv", Value: 70},
		{Fact: claim.Cell, Ref: "t/one/ok", Value: 4},
		{Fact: claim.ColumnSum, Ref: "t/ok", Value: 11061},
		{Fact: claim.Rows, Ref: "t", Value: 2},
	}
	for _, c := range cases {
		if f := run(c).Check(); len(f) != 0 {
			t.Errorf("%v: %v", c, f)
		}
		off := c
		off.Value++
		if f := run(off).Check(); len(f) != 1 {
			t.Errorf("%v was not caught: %v", off, f)
		}
	}
}

func TestASentenceWithoutAClaimIsAFinding(t *testing.T) {
	f := run().Check()
	if len(f) != 1 || !strings.Contains(f[0].String(), "carries no claim") {
		t.Errorf("%v", f)
	}
}

func TestAMessageCountOfACutTraceCannotBeChecked(t *testing.T) {
	o := run(claim.Claim{Fact: claim.Count, To: "srv", Value: 4})
	o.Res.TraceDropped = 1
	if f := o.Check(); len(f) != 1 || !strings.Contains(f[0].Why, "cut short") {
		t.Errorf("%v", f)
	}
}

func TestAClaimAtMostOrAtLeastComparesAsItSays(t *testing.T) {
	if f := run(claim.Claim{Fact: claim.MaxWait, To: "srv", Op: claim.AtMost, Value: 15}).Check(); len(f) != 0 {
		t.Error(f)
	}
	if f := run(claim.Claim{Fact: claim.MaxWait, To: "srv", Op: claim.AtLeast, Value: 16}).Check(); len(f) != 1 {
		t.Error(f)
	}
}

// The oracle shares no code with the labs: its files import only the
// standard library and the packages that hold the run's data (claim, the
// fault grammar, the result's types and the message type), and call no
// function of the lab package — a sentence is checked by code that did not
// write it.
func TestTheOracleUsesNoCodeOfTheLabs(t *testing.T) {
	allowed := map[string]bool{"playground/engine/claim": true, "playground/engine/fault": true,
		"playground/engine/lab": true, "playground/engine/netsim": true}
	files, _ := filepath.Glob("*.go")
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, "playground/") && !allowed[p] {
				t.Errorf("%s imports %s", name, p)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && (id.Name == "lab" || id.Name == "netsim") {
					t.Errorf("%s calls %s.%s", name, id.Name, sel.Sel.Name)
				}
				// A method of the result (its readings' helpers) is lab code too.
				if x, ok := sel.X.(*ast.SelectorExpr); ok && x.Sel.Name == "Res" {
					t.Errorf("%s calls the result's method %s", name, sel.Sel.Name)
				}
			}
			return true
		})
	}
}

// A sentence that says its counts are of the recorded messages claims
// them so, and the oracle checks them against what the trace holds.
func TestACountOfTheRecordedMessagesOfACutTraceIsChecked(t *testing.T) {
	o := run(claim.Claim{Fact: claim.Count, To: "srv", Recorded: true, Value: 4})
	o.Res.TraceDropped = 1
	if f := o.Check(); len(f) != 0 {
		t.Errorf("%v", f)
	}
	o = run(claim.Claim{Fact: claim.Count, To: "srv", Recorded: true, Value: 5})
	o.Res.TraceDropped = 1
	if f := o.Check(); len(f) != 1 {
		t.Errorf("an off-by-one count of the recorded messages was not caught: %v", f)
	}
}
