// Package sha is SHA-256 for the cache lab's keys (the lesson hashes a key
// with sha256 and keeps its first 8 hex digits). Natively it is
// crypto/sha256; in the browser's build it is the plain Go code below,
// which is what crypto/sha256 runs in wasm anyway (no assembly there)
// without the FIPS module crypto/sha256 brings along — AES, SHA-3, HMAC,
// a DRBG and GODEBUG handling, 100 KB of app.wasm's code for one hash.
package sha

import "encoding/binary"

var k = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

// sum256 is SHA-256 (FIPS 180-4) in plain Go.
func sum256(data []byte) [32]byte {
	h := [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
	n := len(data)
	// The message, a 1 bit, zeros, and its length in bits: whole blocks.
	pad := make([]byte, 0, (n+9+63)/64*64)
	pad = append(pad, data...)
	pad = append(pad, 0x80)
	for len(pad)%64 != 56 {
		pad = append(pad, 0)
	}
	pad = binary.BigEndian.AppendUint64(pad, uint64(n)*8)
	var w [64]uint32
	for b := 0; b < len(pad); b += 64 {
		for i := 0; i < 16; i++ {
			w[i] = binary.BigEndian.Uint32(pad[b+4*i:])
		}
		for i := 16; i < 64; i++ {
			s0 := rotr(w[i-15], 7) ^ rotr(w[i-15], 18) ^ w[i-15]>>3
			s1 := rotr(w[i-2], 17) ^ rotr(w[i-2], 19) ^ w[i-2]>>10
			w[i] = w[i-16] + s0 + w[i-7] + s1
		}
		a, bb, c, d, e, f, g, hh := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]
		for i := 0; i < 64; i++ {
			t1 := hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (e&f ^ ^e&g) + k[i] + w[i]
			t2 := (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + (a&bb ^ a&c ^ bb&c)
			hh, g, f, e, d, c, bb, a = g, f, e, d+t1, c, bb, a, t1+t2
		}
		h[0] += a
		h[1] += bb
		h[2] += c
		h[3] += d
		h[4] += e
		h[5] += f
		h[6] += g
		h[7] += hh
	}
	var out [32]byte
	for i, v := range h {
		binary.BigEndian.PutUint32(out[4*i:], v)
	}
	return out
}

func rotr(x uint32, n uint) uint32 { return x>>n | x<<(32-n) }
