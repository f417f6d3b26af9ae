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

// The brotli cache holds the output of the slow levels for large inputs
// only: brotli's levels 10 and 11 search far more than level 9, and every
// `./build.sh build`, `test`, `serve` and `static` compresses app.wasm at
// level 11.
const (
	cachedBrotliLevel = 10
	cachedBrotliSize  = 256 << 10
	// brotliCacheKeep is how many outputs the cache keeps (the newest):
	// a few builds' app.wasm, about 2 MB each.
	brotliCacheKeep = 6
)

// brotliCacheDir is where the cache lives: the user's cache folder, as
// the Go build cache and the pinned staticcheck (build.sh) do; "" when
// there is none, and then nothing is cached. Tests replace it.
var brotliCacheDir = func() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "playground", "brotli")
}

// brotliCache is content-addressed: an entry's name is the SHA-256 of the
// input with the level and window, so a changed input never meets an old
// output. An entry is used only if it decodes to exactly the input (about
// 50 ms for app.wasm), so a truncated or damaged file is never served or
// measured; the cache is an optimisation, and any error in it falls back
// to compressing.
type brotliCache struct{ dir string }

func (c brotliCache) name(in []byte, level int) string {
	sum := sha256.Sum256(in)
	return filepath.Join(c.dir, fmt.Sprintf("%s-q%d-w%d.br", hex.EncodeToString(sum[:]), level, windowFor(len(in))))
}

func (c brotliCache) get(in []byte, level int) ([]byte, bool) {
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
func (c brotliCache) put(in []byte, level int, out []byte) {
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

func (c brotliCache) prune() {
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
	for _, e := range es[min(len(es), brotliCacheKeep):] {
		os.Remove(e.path)
	}
}
