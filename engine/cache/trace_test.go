package cache

import (
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"
	"time"

	"playground/engine/netsim"
)

// The trace lists both recordings' exchanges in completion order — by
// answer, then by send, a tie kept in the recordings' order and each
// recording's own (reads, then source calls, then lock attempts) — and
// keeps the first limit of them: the same as a stable sort of every
// exchange, over random recordings full of ties and every limit around
// their size. (The messages' causes are left out: causes_test.go.)
func TestTheTraceIsTheExchangesInCompletionOrderCutAtItsLimit(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	span := func() recSpan {
		from := time.Duration(r.IntN(6)) * time.Millisecond
		s := recSpan{instance: r.IntN(2), from: from, to: from + time.Duration(r.IntN(4))*time.Millisecond, effect: outHit}
		if r.IntN(5) == 0 {
			s.err, s.served = errRunEnded, r.IntN(2) == 0
		}
		return s
	}
	for trial := range 200 {
		var recs []*recording
		var want []netsim.Message
		for _, st := range []string{stratPlain, stratSharedLock} {
			rec := newRecording(&Params{}, st, false)
			for range r.IntN(12) {
				rec.reads = append(rec.reads, span())
			}
			for range r.IntN(6) {
				rec.loads = append(rec.loads, span())
			}
			for range r.IntN(4) {
				rec.locks = append(rec.locks, span())
			}
			recs = append(recs, rec)
			for i := range len(rec.reads) + len(rec.loads) + len(rec.locks) {
				want = append(want, rec.message(i))
			}
		}
		sort.SliceStable(want, func(i, j int) bool {
			a, b := want[i], want[j]
			return a.Received < b.Received || a.Received == b.Received && a.Sent < b.Sent
		})
		for limit := max(0, len(want)-3); limit <= len(want)+1; limit++ {
			got, dropped := trace(nil, recs, limit)
			for i := range got {
				got[i].Causes = nil
			}
			keep := min(limit, len(want))
			if !reflect.DeepEqual(got, want[:keep:keep]) && !(len(got) == 0 && keep == 0) || dropped != len(want)-keep {
				t.Fatalf("trial %d, limit %d: %d kept, %d dropped\n got %v\nwant %v", trial, limit, len(got), dropped, got, want[:keep])
			}
		}
	}
}
