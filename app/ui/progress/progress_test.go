package progress

import (
	"reflect"
	"testing"

	"playground/engine/labs"
)

// Progress is stored as a sorted list of names: no time, nothing else;
// anything unreadable counts as nothing solved.
func TestProgressIsStoredAsASortedListOfNames(t *testing.T) {
	pr := Progress{"registry/short-window": true, "admission/burst-no-503": true}
	if got := pr.encode(); got != `["admission/burst-no-503","registry/short-window"]` {
		t.Errorf("encode = %s", got)
	}
	if got := decodeProgress(pr.encode()); !reflect.DeepEqual(got, pr) {
		t.Errorf("round trip = %v", got)
	}
	if got := (Progress{}).encode(); got != "[]" {
		t.Errorf("empty = %s", got)
	}
	for _, bad := range []string{"", "{}", `{"at":"2024"}`, "[1,2]"} {
		if got := decodeProgress(bad); len(got) != 0 {
			t.Errorf("decode %q = %v", bad, got)
		}
	}
	solved, total := pr.Count("registry")
	if l := labs.Find("registry"); solved != 1 || total != len(l.Challenges) {
		t.Errorf("registry count %d/%d", solved, total)
	}
}
