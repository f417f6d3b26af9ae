package cache

import (
	"reflect"
	"testing"
	"time"

	"playground/engine/lab/labtest"
)

// seedResult is what the lesson's scripts print for one case, as
// testdata/regen.mjs records it: per strategy [source calls, waiting, stale];
// fixed and jittered [expiry steps, most misses in one step]; the partition
// rows. The scripts' time column is wall-clock and not recorded.
type seedResult struct {
	Stampede   [][3]int       `json:"stampede"`
	Expiry     [][2]int       `json:"expiry"`
	Partitions []PartitionRow `json:"partitions"`
}

// The lab reproduces every number the lesson's own scripts print when their
// constants change (suru.mjs and sicak-anahtar.mjs from the lesson text,
// patched and run by testdata/regen.mjs).
func TestSeedCasesMatchTheLessonScripts(t *testing.T) {
	for _, c := range labtest.SeedCases[seedResult](t, 22) {
		query := c.Query()
		t.Run(query, func(t *testing.T) {
			res, sum := labtest.Run[*Summary](t, Lab, query)
			if len(c.Result.Stampede) != 3 || len(c.Result.Expiry) != 2 {
				t.Fatalf("malformed case %+v", c)
			}
			for i, want := range c.Result.Stampede {
				r := sum.Stampede[i]
				if got := [3]int{r.SourceCalls, r.Waiting, r.Stale}; got != want {
					t.Errorf("%s: calls/waiting/stale %v, lesson script %v", r.Name, got, want)
				}
			}
			// The virtual clock gives exactly the source latency where the
			// script's wall clock gave it plus the machine's noise.
			latency, err := time.ParseDuration(c.Params["latency"])
			if err != nil {
				t.Fatal(err)
			}
			wantMS := [3]int{roundTo10ms(latency), roundTo10ms(latency), 0}
			for i, r := range sum.Stampede {
				if r.DurationMS != wantMS[i] {
					t.Errorf("%s: duration %d ms, want %d", r.Name, r.DurationMS, wantMS[i])
				}
			}
			for i, want := range c.Result.Expiry {
				if got := [2]int{sum.Expiry[i].ExpirySteps, sum.Expiry[i].MaxMisses}; got != want {
					t.Errorf("expiry %s: %v, lesson script %v", sum.Expiry[i].Name, got, want)
				}
			}
			if !reflect.DeepEqual(sum.Partitions, c.Result.Partitions) {
				t.Errorf("partitions %v, lesson script %v", sum.Partitions, c.Result.Partitions)
			}
			if res.MatchesLesson != (query == defaultQuery()) {
				t.Errorf("matches_lesson = %v", res.MatchesLesson)
			}
		})
	}
}

// defaultQuery is the lesson's values as a seed case writes them.
func defaultQuery() string {
	c := labtest.SeedCase[seedResult]{Params: map[string]string{
		"requests": "100", "latency": "30ms", "keys": "200", "ttl": "100", "jitter": "40",
		"reads": "1000", "hot": "6", "partitions": "4", "copies": "1,4,8",
	}}
	return c.Query()
}

func TestLatencyRoundsAsTheLessonDoes(t *testing.T) {
	// Math.round(ms / 10) * 10: halves go up.
	for d, want := range map[time.Duration]int{0: 0, 4 * time.Millisecond: 0, 5 * time.Millisecond: 10, 35 * time.Millisecond: 40, 34*time.Millisecond + 999*time.Microsecond: 30} {
		if got := roundTo10ms(d); got != want {
			t.Errorf("roundTo10ms(%v) = %d, want %d", d, got, want)
		}
	}
}
