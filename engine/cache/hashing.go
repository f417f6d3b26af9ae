package cache

import (
	"encoding/binary"
	"playground/engine/sha"
)

// digest is the lesson's ozet: the first 8 hex digits of sha256(key) as an
// integer, i.e. the digest's first four bytes read big-endian.
func digest(key string) uint32 {
	sum := sha.Sum256([]byte(key))
	return binary.BigEndian.Uint32(sum[:4])
}

// partitioner maps a key's digest to one of n partitions.
type partitioner func(h uint32, n int) int

func partitionerFor(method string) partitioner {
	switch method {
	case hashJump:
		return jumpPartition
	case hashRendezvous:
		return rendezvousPartition
	default:
		return moduloPartition
	}
}

// moduloPartition is the lesson's `ozet(key) % n`: adding a partition moves
// about n/(n+1) of the keys.
func moduloPartition(h uint32, n int) int { return int(h % uint32(n)) }

// jumpPartition is Lamping and Veach's jump consistent hash: adding a
// partition moves about 1/(n+1) of the keys, all of them to the new one.
func jumpPartition(h uint32, n int) int {
	key := uint64(h)
	b, j := int64(-1), int64(0)
	for j < int64(n) {
		b = j
		key = key*2862933555777941757 + 1
		j = int64(float64(b+1) * (float64(int64(1)<<31) / float64((key>>33)+1)))
	}
	return int(b)
}

// rendezvousPartition is highest-random-weight hashing: each partition scores
// the key and the best score wins, so a new partition only takes the keys it
// now wins. Scores come from a 64-bit mixer, not sha256, to stay cheap at
// keys × partitions.
func rendezvousPartition(h uint32, n int) int {
	best, bestScore := 0, uint64(0)
	for i := range n {
		if s := mix64(uint64(h)<<32 ^ uint64(i)*0x9e3779b97f4a7c15); i == 0 || s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// mix64 is the splitmix64 finalizer: a cheap, well-spread 64-bit permutation.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}
