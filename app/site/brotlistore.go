package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"
)

// The brotli store keeps the output of the slow levels for large inputs
// only: brotli's levels 10 and 11 search far more than level 9, and every
// `./build.sh build`, `test`, `serve` and `static` compresses app.wasm at
// level 11.
const (
	storedBrotliLevel = 10
	storedBrotliSize  = 256 << 10
	// brotliStoreKeep is how many outputs the store keeps (the newest):
	// a few builds' app.wasm, about 2 MB each.
	brotliStoreKeep = 6
)

// brotliStoreDir is where the store lives: in the user's folder for such
// files (os.UserCacheDir), beside the Go build's and the pinned
// staticcheck (build.sh); "" when there is none, and then nothing is kept.
// Tests replace it.
var brotliStoreDir = func() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "playground", "brotli")
}

// brotliStore is content-addressed: an entry's name is the SHA-256 of the
// input with the level and window, so a changed input never meets an old
// output. An entry is used only if it decodes to exactly the input (about
// 50 ms for app.wasm), so a truncated or damaged file is never served or
// measured; the store only saves time, and any error in it falls back to
// compressing.
type brotliStore struct{ dir string }

func (c brotliStore) name(in []byte, level int) string {
	sum := sha256.Sum256(in)
	return filepath.Join(c.dir, fmt.Sprintf("%s-q%d-w%d.br", hex.EncodeToString(sum[:]), level, windowFor(len(in))))
}

func (c brotliStore) get(in []byte, level int) ([]byte, bool) {
	if c.dir == "" {
		return nil, false
	}
	out, err := os.ReadFile(c.name(in, level))
	if err != nil {
		return nil, false
	}
	back, err := io.ReadAll(io.LimitReader(brotli.NewReader(bytes.NewReader(out)), int64(len(in))+1))
	if err != nil || !bytes.Equal(back, in) {
		return nil, false
	}
	return out, true
}

// put writes the entry through a temporary file and a rename, so a reader
// sees a whole entry or none, then keeps only the newest entries.
func (c brotliStore) put(in []byte, level int, out []byte) {
	if c.dir == "" || os.MkdirAll(c.dir, 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(c.dir, "tmp-*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(out)
	if cerr := tmp.Close(); werr != nil || cerr != nil || os.Rename(tmp.Name(), c.name(in, level)) != nil {
		os.Remove(tmp.Name())
		return
	}
	c.prune()
}

func (c brotliStore) prune() {
	entries, err := os.ReadDir(c.dir)
	if err != nil {
		return
	}
	type entry struct {
		path string
		mod  int64
	}
	var es []entry
	for _, e := range entries {
		if info, err := e.Info(); err == nil && strings.HasSuffix(e.Name(), ".br") {
			es = append(es, entry{filepath.Join(c.dir, e.Name()), info.ModTime().UnixNano()})
		}
	}
	slices.SortFunc(es, func(a, b entry) int { return int(b.mod - a.mod) })
	for _, e := range es[min(len(es), brotliStoreKeep):] {
		os.Remove(e.path)
	}
}
