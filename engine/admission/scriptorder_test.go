package admission

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
)

// The lesson's line lists the groups as the script's `sort` prints them:
// scriptFirst picks the first n of that order, the same as sorting every
// group's printed key byte by byte (stable) and taking n — over random
// group lists with slices of one to four digits and every status.
func TestTheLessonLineListsTheGroupsInTheScriptsSortOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	statuses := []int{200, 503, 504, statusFailed}
	for trial := range 500 {
		var gs []group
		for range r.IntN(60) {
			gs = append(gs, group{Status: statuses[r.IntN(len(statuses))], Slice: r.IntN([]int{10, 100, 1000, 10000}[r.IntN(4)]), Count: r.IntN(9) + 1})
		}
		want := slices.Clone(gs)
		key := func(g group) string { return fmt.Sprintf("%s  gecikme=%2d", httpCode(g.Status), g.Slice) }
		sort.SliceStable(want, func(i, j int) bool { return key(want[i]) < key(want[j]) })
		n := r.IntN(25) + 1
		want = want[:min(n, len(want))]
		if got := scriptFirst(gs, n); !slices.Equal(got, want) {
			t.Fatalf("trial %d: the first %d of %v: %v, want %v", trial, n, gs, got, want)
		}
	}
}
