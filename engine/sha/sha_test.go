package sha

import (
	"crypto/sha256"
	"math/rand/v2"
	"testing"
)

// The browser's SHA-256 is crypto/sha256's to the bit, at every length
// around the block and padding boundaries and at random.
func TestThePlainSHA256IsCryptosSHA256(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 300; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.UintN(256))
		}
		if sum256(b) != sha256.Sum256(b) {
			t.Fatalf("length %d: %x, crypto/sha256 %x", n, sum256(b), sha256.Sum256(b))
		}
	}
	if got := sum256([]byte("abc")); got != sha256.Sum256([]byte("abc")) {
		t.Fatal("abc")
	}
}
