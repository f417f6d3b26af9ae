package fault

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
)

func TestTheGrammarReadsNodesLinksMomentsAndDurations(t *testing.T) {
	fs, err := Parse("stall:127.0.0.1:8763@2s+500ms, kill:127.0.0.1:8762@1.2s,drop:olc>127.0.0.1:8761@1s+200ms,delay:a>b@0s+1ms,restart:127.0.0.1:8762@3s")
	if err != nil {
		t.Fatal(err)
	}
	want := []Fault{
		{Delay, "a>b", 0, time.Millisecond, 1},
		{Drop, "olc>127.0.0.1:8761", time.Second, 200 * time.Millisecond, 2},
		{Kill, "127.0.0.1:8762", 1200 * time.Millisecond, 0, 3},
		{Stall, "127.0.0.1:8763", 2 * time.Second, 500 * time.Millisecond, 4},
		{Restart, "127.0.0.1:8762", 3 * time.Second, 0, 5},
	}
	if len(fs) != len(want) {
		t.Fatalf("%v, want %v", fs, want)
	}
	for i := range want {
		if fs[i] != want[i] {
			t.Errorf("fault %d: %+v, want %+v", i, fs[i], want[i])
		}
	}
	if fs[2].ID() != "f3" || (Fault{Kind: Kill}).ID() != "" {
		t.Errorf("the kill at 1,2 s is %q in the run's causes, want f3 (its place in the sorted list)", fs[2].ID())
	}
	if got := Format(fs); got != "delay:a>b@0s+1ms,drop:olc>127.0.0.1:8761@1s+200ms,kill:127.0.0.1:8762@1.2s,stall:127.0.0.1:8763@2s+500ms,restart:127.0.0.1:8762@3s" {
		t.Errorf("written back as %q", got)
	}
	if fs, err := Parse(" "); err != nil || fs != nil {
		t.Errorf("an empty list: %v, %v", fs, err)
	}
}

// Every refusal names the fault as given and says why, in both languages.
func TestARefusedFaultSaysWhichAndWhy(t *testing.T) {
	for in, why := range map[string]string{
		"kill":          "KIND:NODE@T",
		"melt:a@1s":     `no fault kind "melt"`,
		"kill:@1s":      "node is empty",
		"kill:a>b@1s":   "applies to a node",
		"drop:a@1s+1s":  "applies to a link",
		"kill:a@soon":   `"soon" is not a moment`,
		"kill:a@-1s":    `"-1s" is not a moment`,
		"stall:a@1s":    "needs a duration",
		"kill:a@1s+1s":  "takes no duration",
		"stall:a@1s+0s": `"0s" is not a duration above zero`,
		strings.Repeat("kill:a@1s,", 33) + "kill:a@1s": "at most 32",
	} {
		_, err := Parse(in)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%q: %v, want a fault error", in, err)
			continue
		}
		if !strings.Contains(e.Error(), why) || !strings.HasPrefix(e.Error(), "faults=") || e.In(i18n.TR) == e.In(i18n.EN) {
			t.Errorf("%q: %q / %q, want it to say %q in both languages", in, e.In(i18n.EN), e.In(i18n.TR), why)
		}
	}
}

// A lab offers faults on its nodes; anything else is refused, naming the
// node and the kind.
func TestALabRefusesAFaultItDoesNotOffer(t *testing.T) {
	targets := []Target{{ID: "127.0.0.1:8762", Kinds: []Kind{Kill, Restart, Stall}}, {ID: "a>b", Kinds: []Kind{Drop}}}
	ok, _ := Parse("kill:127.0.0.1:8762@1s,drop:a>b@1s+1s")
	if err := Check(ok, targets); err != nil {
		t.Errorf("allowed faults refused: %v", err)
	}
	for in, why := range map[string]string{
		"kill:127.0.0.1:9999@1s": "no node or link 127.0.0.1:9999",
		"delay:a>b@1s+1s":        "node a>b does not take the fault delay",
	} {
		fs, err := Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(fs, targets); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want %q", in, err, why)
		}
	}
}

// Whatever the text, Parse either refuses it or reads a list that writes
// back to text it reads the same way.
func FuzzTheGrammarRoundTrips(f *testing.F) {
	for _, s := range []string{"kill:127.0.0.1:8762@1.2s", "stall:x@2s+500ms,drop:a>b@1s+1ms", "", "kill:a@1s+", "@@,,::>>", "delay:a>b>c@1h+1ns"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fs, err := Parse(s)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("%q: an error of type %T", s, err)
			}
			return
		}
		back, err := Parse(Format(fs))
		if err != nil {
			t.Fatalf("%q read as %v, written %q, refused: %v", s, fs, Format(fs), err)
		}
		if Format(back) != Format(fs) || len(back) != len(fs) {
			t.Fatalf("%q: %q then %q", s, Format(fs), Format(back))
		}
	})
}

// A '+' written raw in a URL query reaches the parser as a space: the
// fault reads the same.
func TestAPlusThatAURLTurnedIntoASpaceStillReadsAsADuration(t *testing.T) {
	a, err := Parse("stall:127.0.0.1:8763@2s 500ms")
	if err != nil {
		t.Fatal(err)
	}
	if got := Format(a); got != "stall:127.0.0.1:8763@2s+500ms" {
		t.Errorf("read back %q", got)
	}
}

// Two faults on one node at one moment have no order a learner could
// see: the list is refused, naming both.
func TestTwoFaultsOnOneNodeAtOneMomentAreRefusedByName(t *testing.T) {
	_, err := Parse("kill:a@1s,restart:a@1s")
	if err == nil || !strings.Contains(err.Error(), "restart:a@1s") || !strings.Contains(err.Error(), "kill:a@1s") {
		t.Fatalf("got %v", err)
	}
	if _, err := Parse("kill:a@1s,restart:a@1.001s,kill:b@1s"); err != nil {
		t.Fatal(err)
	}
}

// A refusal shows the learner's text escaped wherever it repeats it: a
// control character in a node's name, in the fault as written, in the one
// it collides with, comes back as Go writes it (\x1b), never raw.
func TestARefusalEscapesWhatItRepeats(t *testing.T) {
	esc := "127.0.0.1:8762\x1b[2J"
	_, parseErr := Parse("kill:" + esc + "@1s,restart:" + esc + "@1s")
	fs, _ := Parse("kill:" + esc + "@1s")
	checkErr := Check(fs, []Target{{ID: "127.0.0.1:8762", Kinds: []Kind{Kill}}})
	for _, err := range []error{parseErr, checkErr} {
		if err == nil || strings.ContainsRune(err.Error(), 0x1b) || !strings.Contains(err.Error(), `\x1b[2J`) {
			t.Errorf("%q: want the ESC escaped", err)
		}
	}
}

// The table is what a kind is everywhere: the grammar takes a row's kind
// on a link or a node as the row says, with a duration exactly when it
// lasts; the offered kinds follow it; the unknown-kind error lists every
// row; and each row says itself in both languages. A new kind is a row.
func TestTheKindTableIsWhatTheGrammarTheTargetsAndTheWordsDo(t *testing.T) {
	for _, row := range Table {
		k := row.Kind
		target := "a"
		if row.OnLink {
			target = "a>b"
		}
		span := ""
		if row.Lasts {
			span = "+1s"
		}
		fs, err := Parse(string(k) + ":" + target + "@2s" + span)
		if err != nil || len(fs) != 1 || fs[0].Kind != k || (fs[0].For > 0) != row.Lasts {
			t.Errorf("%s as the table writes it: %v, %v", k, fs, err)
		}
		if row.Lasts {
			if _, err := Parse(string(k) + ":" + target + "@2s"); err == nil {
				t.Errorf("%s without a duration was taken", k)
			}
		} else if _, err := Parse(string(k) + ":" + target + "@2s+1s"); err == nil {
			t.Errorf("%s with a duration was taken", k)
		}
		other := "a>b"
		if row.OnLink {
			other = "a"
		}
		if _, err := Parse(string(k) + ":" + other + "@2s" + span); err == nil {
			t.Errorf("%s on %s was taken", k, other)
		}
		if slices.Contains(LinkKinds, k) != row.OnLink || slices.Contains(NodeKinds, k) == row.OnLink || !reflect.DeepEqual(k.Info(), row) || k.Lasts() != row.Lasts {
			t.Errorf("%s: the offered kinds or its row disagree with the table", k)
		}
		for _, txt := range []i18n.Text{row.Name, row.Choice, row.Line} {
			if txt.TR == "" || txt.EN == "" {
				t.Errorf("%s says itself in one language only: %+v", k, txt)
			}
		}
		var e *Error
		_, err = Parse("nokind:a@1s")
		if !errors.As(err, &e) || !strings.Contains(e.In(i18n.EN), string(k)) || !strings.Contains(e.In(i18n.TR), string(k)) {
			t.Errorf("the unknown-kind error does not list %s: %v", k, err)
		}
	}
	if len(Kinds) != len(Table) {
		t.Errorf("Kinds %v, the table %d rows", Kinds, len(Table))
	}
}
