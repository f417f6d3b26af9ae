package cache

import (
	"slices"
	"strconv"
)

// ExpiryRow is one TTL policy for keys loaded in the same step.
type ExpiryRow struct {
	Name        string `json:"name"`
	ExpirySteps int    `json:"expiry_steps"`
	MaxMisses   int    `json:"max_misses"`

	steps []stepMisses // ascending by step
}

// stepMisses is how many keys expire (and miss) at one step.
type stepMisses struct{ Step, Misses int }

// bookKey is the i-th key of the set loaded in one step (1-based, as the lesson).
func bookKey(i int) string { return "kutuphane:b1:n1:ksube-1:kitap:" + strconv.Itoa(i) }

// runExpiry is the lesson's first loop: the same keys with a fixed TTL and
// with TTL + (digest % jitter), counted per expiry step.
func runExpiry(p *Params) []ExpiryRow {
	fixed := map[int]int{p.TTL: p.Keys}
	jittered := map[int]int{}
	for i := 1; i <= p.Keys; i++ {
		jittered[p.TTL+int(digest(bookKey(i))%uint32(p.Jitter))]++
	}
	return []ExpiryRow{expiryRow("fixed", fixed), expiryRow("jittered", jittered)}
}

func expiryRow(name string, perStep map[int]int) ExpiryRow {
	r := ExpiryRow{Name: name, ExpirySteps: len(perStep)}
	for step, n := range perStep {
		r.steps = append(r.steps, stepMisses{step, n})
		r.MaxMisses = max(r.MaxMisses, n)
	}
	slices.SortFunc(r.steps, func(a, b stepMisses) int { return a.Step - b.Step })
	return r
}
