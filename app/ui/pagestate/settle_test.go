package pagestate

import "testing"

// A frame's end is scheduled once however many changes ask for it; the
// strongest address mode asked for wins, an outcome is told once, and the
// count grows by one per settled frame.
func TestAFrameSettlesOnceWithTheStrongestModeAskedFor(t *testing.T) {
	var s Settlement
	if !s.Ask(URLKeep) || s.Ask(URLPush) || s.Ask(URLReplace) {
		t.Fatal("the frame's end was not scheduled exactly once")
	}
	s.Outcome()
	if f := s.Take(); f != (Flush{URL: URLPush, Outcome: true, Count: 1}) {
		t.Errorf("first frame %+v", f)
	}
	if !s.Ask(URLReplace) {
		t.Fatal("the next frame was not scheduled")
	}
	if f := s.Take(); f != (Flush{URL: URLReplace, Count: 2}) {
		t.Errorf("second frame %+v", f)
	}
}

// The address bar is written only when the query changes; a push needs a
// browser's history, outside one it replaces.
func TestTheAddressBarIsWrittenOnlyWhenItChanges(t *testing.T) {
	cases := []struct {
		mode       URLMode
		query, cur string
		browser    bool
		want       URLMode
	}{
		{URLPush, "lab=cache", "lab=cache", true, URLKeep},
		{URLPush, "lab=cache&seed=2", "lab=cache", true, URLPush},
		{URLPush, "lab=cache&seed=2", "lab=cache", false, URLReplace},
		{URLReplace, "lab=cache&seed=2", "lab=cache", true, URLReplace},
		{URLKeep, "lab=cache&seed=2", "lab=cache", true, URLKeep},
	}
	for _, c := range cases {
		if got := Write(c.mode, c.query, c.cur, c.browser); got != c.want {
			t.Errorf("%+v: %d", c, got)
		}
	}
}

func TestASettleKeepsOffAnAddressSomeoneElseWrote(t *testing.T) {
	const shown = "http://h/?lab=sidecar&view=replay&t=5ms"
	for _, c := range []struct {
		now   string
		moved bool
	}{
		{shown, false},
		{"http://h/?view=replay&lab=sidecar&t=5ms", false},        // the same values in another order
		{"http://h/?lab=sidecar&view=replay&t=5ms#main", false},   // a skip link's fragment
		{"http://h/?lab=sidecar&view=replay&t=5%6Ds", false},      // another encoding
		{"http://h/?lab=admission&view=replay", true},             // a navigation in flight
		{"http://h/?lab=sidecar&view=replay", true},               // Back to the entry before the moment
		{"http://h/sidecar/?lab=sidecar&view=replay&t=5ms", true}, // another path
	} {
		if got := Moved(shown, c.now); got != c.moved {
			t.Errorf("Moved(%s, %s) = %v, want %v", shown, c.now, got, c.moved)
		}
	}
	if Moved("", shown) || Moved(shown, "") {
		t.Error("an address not read yet counts as moved")
	}
}
