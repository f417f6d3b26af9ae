//go:build !js

package sha

import "crypto/sha256"

// Sum256 is SHA-256.
func Sum256(data []byte) [32]byte { return sha256.Sum256(data) }
