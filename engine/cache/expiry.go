package cache

import (
	"playground/engine/policy"
	"sort"
	"strconv"
)

// ExpiryRow is one TTL policy for keys loaded in the same step.
type ExpiryRow struct {
	Name        string `json:"name"`
	ExpirySteps int    `json:"expiry_steps"`
	MaxMisses   int    `json:"max_misses"`
	// LongestTTL is the last expiry step: how long the longest-lived key
	// stays in the cache, stale or not — the price of a wide jitter.
	LongestTTL int `json:"longest_ttl"`

	steps []stepMisses // ascending by step
	// byCode: the learner's code gave some key another lifetime than the
	// lesson's rule would (the row is then not said to be sha256 % jitter).
	byCode bool
}

// stepMisses is how many keys expire (and miss) at one step.
type stepMisses struct{ Step, Misses int }

// bookKey is the i-th key of the set loaded in one step (1-based, as the lesson).
func bookKey(i int) string { return "kutuphane:b1:n1:ksube-1:kitap:" + strconv.Itoa(i) }

// bookDigests are the digests of the keys loaded in one step, in order:
// the expiry and the rehash both read them.
func bookDigests(keys int) []uint32 {
	hs := make([]uint32, keys)
	for i := range hs {
		hs[i] = digest(bookKey(i + 1))
	}
	return hs
}

// runExpiry is the lesson's first loop: the same keys with a fixed TTL and
// with TTL + (digest % jitter), counted per expiry step; hs are the keys'
// digests (bookDigests). With the learner's code (c), the code gives each
// key its jittered lifetime, in the keys' order.
func runExpiry(p *Params, hs []uint32, c *code) []ExpiryRow {
	fixed := map[int]int{p.TTL: p.Keys}
	jittered := map[int]int{}
	byCode := false
	for i, h := range hs {
		life := p.TTL + int(h%uint32(p.Jitter))
		if policy.Linked && c != nil {
			own := c.lifetime(i+1, bookKey(i+1), h)
			byCode = byCode || own != life
			life = own
		}
		jittered[life]++
	}
	jit := expiryRow("jittered", jittered)
	jit.byCode = byCode
	return []ExpiryRow{expiryRow("fixed", fixed), jit}
}

func expiryRow(name string, perStep map[int]int) ExpiryRow {
	r := ExpiryRow{Name: name, ExpirySteps: len(perStep)}
	for step, n := range perStep {
		r.steps = append(r.steps, stepMisses{step, n})
		r.MaxMisses = max(r.MaxMisses, n)
		r.LongestTTL = max(r.LongestTTL, step)
	}
	sort.Slice(r.steps, func(i, j int) bool { return r.steps[i].Step < r.steps[j].Step })
	return r
}
