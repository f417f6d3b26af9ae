//go:build js

package sha

// Sum256 is SHA-256 (sha.go says why this build has its own).
func Sum256(data []byte) [32]byte { return sum256(data) }
