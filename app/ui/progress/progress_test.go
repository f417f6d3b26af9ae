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

// The best drawn guesses are a JSON object of scores kept under their own
// key: the solved challenges' stored list still reads as it did, and a
// foreign or out-of-range value reads as nothing kept.
func TestSketchScoresAreStoredAsAnObjectBesideTheSolvedList(t *testing.T) {
	k := SketchKey("lab", "knob:0..8:9", "p99_ms")
	if k != "lab/knob:0..8:9/p99_ms" {
		t.Errorf("key = %s", k)
	}
	sk := Sketches{k: 82, "other/ttl:10..200:5/calls": 7}
	want := `{"lab/knob:0..8:9/p99_ms":82,"other/ttl:10..200:5/calls":7}`
	if got := sk.encode(); got != want {
		t.Errorf("encode = %s, want %s", got, want)
	}
	if got := decodeSketches(want); !reflect.DeepEqual(got, sk) {
		t.Errorf("round trip = %v", got)
	}
	if got := decodeSketches(`{"a":101,"b":-1,"c":0,"d":100}`); !reflect.DeepEqual(got, Sketches{"c": 0, "d": 100}) {
		t.Errorf("out-of-range scores kept: %v", got)
	}
	// An old store: the solved list, and no sketch key at all.
	old := `["lab/no-503"]`
	if got := decodeProgress(old); !reflect.DeepEqual(got, Progress{"lab/no-503": true}) {
		t.Errorf("old solved list = %v", got)
	}
	for _, bad := range []string{"", old, "[]", `{"a":"82"}`, "null"} {
		if got := decodeSketches(bad); len(got) != 0 {
			t.Errorf("decode %q = %v", bad, got)
		}
	}
}

// One malformed entry costs that entry only: the solved list keeps its
// other names (it was read as nothing solved, and the next save wrote the
// new solve alone over the rest), and the drawn guesses keep their other
// scores.
func TestAMalformedEntryLosesOnlyItself(t *testing.T) {
	solved := `["registry/short-window", 1, null, "", {"x": "y"}, ["a/b"], "admission/burst-no-503"]`
	want := Progress{"registry/short-window": true, "admission/burst-no-503": true}
	if got := decodeProgress(solved); !reflect.DeepEqual(got, want) {
		t.Errorf("decode %s = %v, want %v", solved, got, want)
	}
	pr := decodeProgress(solved)
	pr["sidecar/charge-once"] = true
	if got := pr.encode(); got != `["admission/burst-no-503","registry/short-window","sidecar/charge-once"]` {
		t.Errorf("the next save writes %s", got)
	}
	sketches := `{"a/k:1..2:2/m": 82, "b": "82", "c": 101, "d": 7.5, "e": null, "f": 0, "g": 100}`
	if got := decodeSketches(sketches); !reflect.DeepEqual(got, Sketches{"a/k:1..2:2/m": 82, "f": 0, "g": 100}) {
		t.Errorf("decode %s = %v", sketches, got)
	}
}
