package cache

import (
	"math"
	"slices"
	"strconv"
	"sync"

	"playground/engine/lab"
)

// PartitionRow is the hot-key workload with the hot key split into Copies
// copies (1: the unsplit "single key" row).
type PartitionRow struct {
	Copies int   `json:"copies"`
	Load   []int `json:"load"` // requests per partition
	MaxPct int   `json:"max_pct"`
}

// The workload's request i goes to the hot key when i % 10 < hot, otherwise
// to one of 120 book keys of three other branches (i % 3, i % 40), which
// repeat every 120 requests.
const coldKeys = 120

func isHot(i, hot int) bool { return i%10 < hot }

func coldKey(k int) string {
	return "kutuphane:b1:n1:ksube-" + strconv.Itoa(k%3+2) + ":kitap:" + strconv.Itoa(k%40)
}

// coldDigests are the cold keys' digests, hashed once per program: every
// placement of every run needs them, and sha256 has no hardware help in wasm.
var coldDigests = sync.OnceValue(func() (hs [coldKeys]uint32) {
	for k := range hs {
		hs[k] = digest(coldKey(k))
	}
	return hs
})

// hotCopy is copy j of the hot key split into c copies; c = 1 is the key itself.
func hotCopy(c, j int) string {
	if c == 1 {
		return hotKey
	}
	return hotKey + "#" + strconv.Itoa(j)
}

// placement is where each distinct key of the workload lives, so a run of
// many reads hashes each key once.
type placement struct {
	cold [coldKeys]int
	hot  []int // by copy index
}

func place(part partitioner, partitions, copies int) placement {
	var pl placement
	for k, h := range coldDigests() {
		pl.cold[k] = part(h, partitions)
	}
	for j := range copies {
		pl.hot = append(pl.hot, part(digest(hotCopy(copies, j)), partitions))
	}
	return pl
}

// of is the partition of request i.
func (pl *placement) of(i, hot int) int {
	if isHot(i, hot) {
		return pl.hot[i%len(pl.hot)]
	}
	return pl.cold[i%coldKeys]
}

// runPartitions is the lesson's dagilim for each copies value.
func runPartitions(p *Params) []PartitionRow {
	part := partitionerFor(p.Hashing)
	rows := make([]PartitionRow, 0, len(p.Copies))
	for _, c := range p.Copies {
		pl := place(part, p.Partitions, c)
		load := make([]int, p.Partitions)
		for i := range p.Reads {
			load[pl.of(i, p.Hot)]++
		}
		rows = append(rows, PartitionRow{Copies: c, Load: load, MaxPct: maxPct(load, p.Reads)})
	}
	return rows
}

// fewerCopiesBest is the lowest share of the requests (in %, rounded as
// the metrics round one) that the busiest partition takes with any copy
// count below copies, from the unsplit key (1) to copies − 1: none of them
// gets under it, so "the fewest copies that bring the busiest partition
// under X %" is a check — the largest count listed gets under X and this
// share is at least X. 100 when copies is 1: there is no smaller count.
// Each count's loads are the lesson's loop (runPartitions) counted by
// period — request i's partition repeats every lcm(10, k) requests for k
// copies — so that trying every count below 256 stays cheap.
func fewerCopiesBest(p *Params, copies int) float64 {
	if copies <= 1 || p.Reads == 0 {
		return 100
	}
	part := partitionerFor(p.Hashing)
	pl := place(part, p.Partitions, 1) // the cold keys, and the unsplit key as hot[0]
	cold := make([]int, p.Partitions)
	for i := range p.Reads {
		if !isHot(i, p.Hot) {
			cold[pl.cold[i%coldKeys]]++
		}
	}
	// Copy j of a split key is the same key whatever the count.
	copyAt := make([]int, copies-1)
	for j := range copyAt {
		copyAt[j] = part(digest(hotCopy(2, j)), p.Partitions)
	}
	best := 100.0
	for k := 1; k < copies; k++ {
		load := slices.Clone(cold)
		period := 10 * k / gcd(10, k)
		full, rest := p.Reads/period, p.Reads%period
		for i := range min(period, p.Reads) {
			if !isHot(i, p.Hot) {
				continue
			}
			n := full
			if i < rest {
				n++
			}
			at := pl.hot[0]
			if k > 1 {
				at = copyAt[i%k]
			}
			load[at] += n
		}
		best = min(best, pct(maxOf(load), p.Reads))
	}
	return best
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// maxPct is the lesson's ((max / total) * 100).toFixed(0).
func maxPct(load []int, total int) int {
	m := 0
	for _, n := range load {
		m = max(m, n)
	}
	if total == 0 {
		return 0
	}
	return toFixed0(float64(m) / float64(total) * 100)
}

// toFixed0 is JavaScript's Number.prototype.toFixed(0) for x ≥ 0: the
// nearest integer to the exact binary value, halves going up (so 37.5 → 38,
// while 0.49999999999999994 stays 0, which math.Floor(x+0.5) gets wrong).
func toFixed0(x float64) int {
	n := math.Floor(x)
	if x-n >= 0.5 {
		n++
	}
	return int(n)
}

// RehashRow is how many of the keys change partition when one is added.
type RehashRow struct {
	Name     string `json:"name"`
	Moved    int    `json:"moved"`
	SharePct int    `json:"share_pct"`
}

// Rehash compares the hashing methods on the keys loaded in one step when the
// shared cache grows from From to To partitions.
type Rehash struct {
	Keys    int         `json:"keys"`
	From    int         `json:"from"`
	To      int         `json:"to"`
	Methods []RehashRow `json:"methods"`
}

// hs are the digests of the keys (bookDigests).
func runRehash(env *lab.Env, p *Params, hs []uint32) Rehash {
	r := Rehash{Keys: p.Keys, From: p.Partitions, To: p.Partitions + 1}
	for _, m := range []string{hashModulo, hashJump, hashRendezvous} {
		part := partitionerFor(m)
		moved := 0
		for i, h := range hs {
			if part(h, r.From) != part(h, r.To) {
				moved++
			}
			if i%1024 == 1023 {
				env.Checkpoint() // rendezvous over 257 partitions: 500,000 hashes per 1,024 keys
			}
		}
		r.Methods = append(r.Methods, RehashRow{Name: m, Moved: moved, SharePct: toFixed0(float64(moved) / float64(p.Keys) * 100)})
	}
	return r
}
