// Package cache is the cache lab (lesson 004, "Sıcak Anahtar ve Sürü
// Etkisi"): a hot key's entry falls out and concurrent reads stampede the
// source, single-flight and stale-while-revalidate tame it; keys loaded
// together expire together unless their TTL is jittered; one hot key loads
// one partition unless it is split into copies.
//
// The stampede runs on the kernel (a process per read, source latency as
// virtual time); the expiry and partition counts are the lesson's loops over
// its keys, hashed exactly as it does (sha256, first 8 hex digits, modulo).
package cache

import (
	"playground/engine/i18n"
	"playground/engine/lab"
)

// Lab is the cache lab.
var Lab = &lab.Lab{
	ID:    "cache",
	Title: i18n.Add("cache.title", "Sıcak anahtar ve sürü etkisi", "Hot key and cache stampede"),
	Question: i18n.Add("cache.question",
		"Sıcak bir anahtarın girdisi düştüğünde kaynağa kaç çağrı gider ve bu nasıl bire indirilir?",
		"When a hot key's entry falls out, how many calls reach the source, and how do you bring that down to one?"),
	Lesson: i18n.Add("cache.lesson", "Sıcak Anahtar ve Sürü Etkisi", "Hot Key and Cache Stampede"),
	New:    func() lab.Params { return &Params{} },
	Golden: golden,
	Presets: []lab.Preset{
		{ID: "arrival", Label: i18n.Add("cache.preset.arrival", "Saniyede bin istek: sürü = hız × gecikme", "A thousand reads a second: stampede = rate × latency"), Params: "rate=1000"},
		{ID: "instances", Label: i18n.Add("cache.preset.instances", "Dört örnek: örnek içi tek uçuş ile paylaşılan kilit", "Four instances: per-instance single-flight vs a shared lock"), Params: "instances=4&near=500ms"},
		{ID: "consistent", Label: i18n.Add("cache.preset.consistent", "Tutarlı özet: bölüm eklenince az anahtar taşınır", "Consistent hashing: adding a partition moves few keys"), Params: "hashing=jump&partitions=8&copies=1,8,16"},
	},
}

// golden is the course index's table for this lab at the defaults.
const golden = `strategy                     source calls  waiting  stale  time~
plain                        100           100      0      30 ms
single-flight                1             100      0      30 ms
stale-while-revalidate       1             0        100    0 ms
200 keys, ttl 100: fixed -> 1 expiry step, 200 misses in one step;
                   jittered (sha256 % 40) -> 40 steps, at most 11 in one step
4 partitions, 60% of 1000 requests on one key:
  single key   150 116  83 651  max 65%
  4 copies     300 416  83 201  max 42%
  8 copies     300 341 158 201  max 34%
`

// Summary is the run's JSON summary (DESIGN.md "Contracts"), with the
// beyond-the-lesson measurements after the lesson's.
type Summary struct {
	Stampede   []StampedeRow  `json:"stampede"` // plain, singleflight, swr
	Expiry     []ExpiryRow    `json:"expiry"`   // fixed, jittered
	Partitions []PartitionRow `json:"partitions"`

	// StampedeBeyond: shared_lock, xfetch.
	StampedeBeyond []StampedeRow `json:"stampede_beyond"`
	Instances      int           `json:"instances"`
	ExpiryAtMS     float64       `json:"expiry_at_ms"` // when the hot key's entry falls out
	Hashing        string        `json:"hashing"`
	Rehash         Rehash        `json:"rehash"`
	NearCache      NearCache     `json:"near_cache"`
}

// Run measures all three parts of the lesson and the extensions.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	sum := &Summary{Instances: p.Instances, Hashing: p.Hashing, ExpiryAtMS: ms(p.expiryAt())}
	for i, name := range strategies {
		row, err := runStampede(env, p, name)
		if err != nil {
			return nil, err
		}
		if i < 3 {
			sum.Stampede = append(sum.Stampede, row)
		} else {
			sum.StampedeBeyond = append(sum.StampedeBeyond, row)
		}
	}
	sum.Expiry = runExpiry(p)
	sum.Partitions = runPartitions(p)
	sum.Rehash = runRehash(p)
	near, err := runNearCache(env, p)
	if err != nil {
		return nil, err
	}
	sum.NearCache = near
	res := &lab.Result{
		Summary:  sum,
		Sections: sections(p, sum),
		Reading:  reading(p, sum),
	}
	for _, c := range series(p, sum) {
		res.AddChart(c)
	}
	return res, nil
}
