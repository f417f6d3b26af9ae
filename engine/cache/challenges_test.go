package cache

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// taskAllows holds, per challenge, what its task text allows, written from
// the task and measured without its checks' metrics (from the replayed
// messages, the lesson's loops done again, or the lab run at each smaller
// value): nil when the run does what the task asks.
var taskAllows = map[string]func(res *lab.Result) error{
	// "Let the source see at most 1 call with no read getting stale data:
	// which strategy?" — one in which the reads that miss share one
	// source call: single-flight, in the process or with its lock in the
	// shared store, or XFetch run through it. The replay shows it.
	"one-source-call": func(res *lab.Result) error {
		st := res.Params["strategy"]
		if !slices.Contains([]string{stratSingleFlight, stratSharedLock, stratXFetchSF}, st) {
			return fmt.Errorf("%s shares no source call among the reads", st)
		}
		return oneCall(res, st, false)
	},
	// Four instances, "at most 1 call, with no read getting stale data":
	// only a lock every instance sees does it.
	"shared-lock": func(res *lab.Result) error {
		if st := res.Params["strategy"]; st != stratSharedLock || res.Params["instances"] != "4" {
			return fmt.Errorf("%s over %s instances: no lock all four see", st, res.Params["instances"])
		}
		return oneCall(res, stratSharedLock, false)
	},
	// "At most 5 misses in any one step, while no key lives longer than
	// 250 steps": the lesson's jittered loop done again from the digests.
	"jitter-spread": func(res *lab.Result) error {
		keys, ttl, jitter := atoi(res, "keys"), atoi(res, "ttl"), atoi(res, "jitter")
		per, longest := map[int]int{}, 0
		for i := 1; i <= keys; i++ {
			life := ttl + int(digest(bookKey(i))%uint32(jitter))
			per[life]++
			longest = max(longest, life)
		}
		most := 0
		for _, n := range per {
			most = max(most, n)
		}
		if most > 5 || longest > 250 {
			return fmt.Errorf("at most %d misses in one step, the longest-lived key %d steps", most, longest)
		}
		return nil
	},
	// "The fewest copies that bring the hottest partition under 30 %: no
	// smaller number of copies may get it under 30 %" — the lab run at
	// every smaller count, its lesson's row read as loads.
	"hot-key-copies": func(res *lab.Result) error {
		copies := res.Summary.(*Summary).Largest().Copies
		for k := 1; k <= copies; k++ {
			under := busiestShare(res, k) < 30
			if k < copies && under {
				return fmt.Errorf("%d copies already bring the hottest partition under 30%%, fewer than %d", k, copies)
			}
			if k == copies && !under {
				return fmt.Errorf("%d copies leave the hottest partition at or above 30%%", k)
			}
		}
		return nil
	},
	// Twenty instances, "at most 1 call, and no read gets a stale
	// answer": the replayed plain stampede (the code's) sent one call and
	// answered every read fresh.
	"code-twenty-instances": func(res *lab.Result) error {
		if res.Params["instances"] != "20" {
			return fmt.Errorf("over %s instances, not twenty", res.Params["instances"])
		}
		return oneCall(res, stratPlain, false)
	},
	// "At most 1 source call, no read waits and none gets a stale
	// answer": the code's plain stampede answered every read as a fresh hit.
	"code-refresh-ahead": func(res *lab.Result) error {
		return oneCall(res, stratPlain, true)
	},
	// "At most 1 source call; no waiting read and no stale answer": the
	// replayed strategy's reads all fresh hits.
	"xfetch-early-refresh": func(res *lab.Result) error {
		return oneCall(res, res.Params["strategy"], true)
	},
}

// oneCall: st's replayed stampede sent at most one call to the source, and
// each of its reads was answered fresh (with fresh hits only: none waited).
func oneCall(res *lab.Result, st string, hitsOnly bool) error {
	calls, reads := 0, 0
	for _, m := range res.Trace {
		switch {
		case m.To == sceneID(st, nodeIDSource):
			calls++
		case m.From == sceneID(st, nodeIDReaders):
			reads++
			if m.Status != 200 || m.Effect == outStale || hitsOnly && m.Effect != outHit {
				return fmt.Errorf("%s: a read ended %d %s", st, m.Status, m.Effect)
			}
		}
	}
	if calls > 1 || strconv.Itoa(reads) != res.Params["requests"] || res.TraceDropped > 0 {
		return fmt.Errorf("%s: %d source calls for %d reads in the trace", st, calls, reads)
	}
	return nil
}

// busiestShare is the busiest partition's share (%) in the run's own
// workload with the hot key split into k copies: the lab's run at copies=k.
func busiestShare(res *lab.Result, k int) float64 {
	q := url.Values{}
	for key, v := range res.Params {
		q.Set(key, v)
	}
	q.Set("copies", strconv.Itoa(k))
	run, err := Lab.Run(q, nil)
	if err != nil {
		return 100
	}
	row := run.Summary.(*Summary).Partitions[0]
	return 100 * float64(maxOf(row.Load)) / float64(sumOf(row.Load))
}

func atoi(res *lab.Result, key string) int {
	n, _ := strconv.Atoi(res.Params[key])
	return n
}

// Every challenge passes only with what its task allows: the search tries
// each knob's bounds, the lesson's and the solution's values, both sides of
// each check's boundary and the small whole numbers, and every pass it
// finds must be one the task's own words allow (hot-key-copies passed with
// 25 copies when its task asked for the fewest, 21). Each rule can fail:
// it refuses the lesson's values and takes the solution.
func TestNoChallengePassesWithAValueItsTaskDoesNotAllow(t *testing.T) {
	for i := range Lab.Challenges {
		c := &Lab.Challenges[i]
		allows, ok := taskAllows[c.ID]
		if !ok {
			t.Errorf("%s: no rule written from its task", c.ID)
			continue
		}
		passes := labtest.ChallengePasses(t, Lab, c)
		if len(passes) == 0 {
			t.Errorf("%s: the search found no pass, not even the solution", c.ID)
		}
		for _, p := range passes {
			if err := allows(p.Res); err != nil {
				t.Errorf("%s passes with %s, which its task does not allow: %v", c.ID, p, err)
			}
		}
		lesson, _, _, err := Lab.Attempt(c, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if allows(lesson) == nil {
			t.Errorf("%s: the rule allows the lesson's values", c.ID)
		}
		sol, _ := url.ParseQuery(c.Solution)
		res, _, _, err := Lab.Attempt(c, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := allows(res); err != nil {
			t.Errorf("%s: the rule refuses the solution: %v", c.ID, err)
		}
	}
}

// The fewest-copies metric is the lesson's loop at every smaller count:
// counted by period, it equals the lowest busiest share runPartitions gives
// over copies 1 … c−1, for random workloads, partitionings and counts.
func TestTheFewerCopiesShareIsTheLessonsLoopAtEverySmallerCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 60 {
		p := &Params{Reads: 1 + rng.IntN(5000), Hot: rng.IntN(11), Partitions: 1 + rng.IntN(40),
			Hashing: []string{hashModulo, hashJump, hashRendezvous}[rng.IntN(3)]}
		c := 1 + rng.IntN(maxCopies)
		want := 100.0
		for k := 1; k < c; k++ {
			p.Copies = []int{k}
			r := runPartitions(p)[0]
			want = min(want, pct(maxOf(r.Load), sumOf(r.Load)))
		}
		if got := fewerCopiesBest(p, c); got != want {
			t.Errorf("%+v, %d copies: %v, the loop %v", *p, c, got, want)
		}
	}
	// The run's metric reads it at the largest count listed.
	res, _ := labtest.Run[*Summary](t, Lab, "copies=1,21,4")
	if got := res.Metrics["fewer_copies_best_pct"]; got != 30.7 {
		t.Errorf("copies=1,21,4: %v, want 30.7 (16 copies' share)", got)
	}
	if !strings.Contains(Lab.Challenge("hot-key-copies").Task.EN, "no smaller number of copies may get it under 30%") {
		t.Error("the task does not say what the second check asks")
	}
}
