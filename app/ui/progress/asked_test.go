package progress

import (
	"fmt"
	"slices"
	"testing"
)

// A question is asked once: added the first time, found the next; the
// list keeps the newest maxAsked and reads back in its order.
func TestAQuestionIsAskedOnceAndTheListKeepsTheNewest(t *testing.T) {
	list, first := addAsked(nil, PresetQuestion("admission", "queue=20"))
	if !first {
		t.Fatal("a question never asked is not first")
	}
	if _, again := addAsked(list, PresetQuestion("admission", "queue=20")); again {
		t.Error("a question asked before is asked again")
	}
	if _, other := addAsked(list, PresetQuestion("cache", "queue=20")); !other {
		t.Error("the same values in another lab are not another question")
	}
	for i := range maxAsked + 5 {
		list, _ = addAsked(list, ChallengeQuestion(fmt.Sprint("registry/c", i)))
	}
	if len(list) != maxAsked || list[0] != ChallengeQuestion("registry/c5") {
		t.Errorf("%d kept, first %q: want the newest %d", len(list), list[0], maxAsked)
	}
	if got := decodeAsked(encodeList(list)); !slices.Equal(got, list) {
		t.Error("the list does not read back in its order")
	}
	for _, foreign := range []string{"", "{}", `"x"`, "[1,", "null"} {
		if got := decodeAsked(foreign); len(got) != 0 {
			t.Errorf("%q reads as %q, want nothing asked", foreign, got)
		}
	}
}
