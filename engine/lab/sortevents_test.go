package lab

import (
	"math/rand/v2"
	"sort"
	"strconv"
	"testing"
	"time"
)

// SortEvents is a stable sort by time: over random lists full of ties
// (and already sorted ones), it gives what a stable sort of the events
// themselves gives.
func TestSortEventsIsAStableSortByTime(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := range 300 {
		size := r.IntN(400)
		if n < 10 {
			size = n
		}
		evs := make([]SceneEvent, size)
		for i := range evs {
			evs[i] = SceneEvent{T: time.Duration(r.IntN(1 + size/4)), Node: strconv.Itoa(i)}
		}
		if n%7 == 0 {
			sort.SliceStable(evs, func(i, j int) bool { return evs[i].T < evs[j].T })
		}
		want := append([]SceneEvent(nil), evs...)
		sort.SliceStable(want, func(i, j int) bool { return want[i].T < want[j].T })
		SortEvents(evs)
		for i := range evs {
			if evs[i].T != want[i].T || evs[i].Node != want[i].Node {
				t.Fatalf("list %d of %d: at %d got %v %s, want %v %s", n, size, i, evs[i].T, evs[i].Node, want[i].T, want[i].Node)
			}
		}
	}
}
