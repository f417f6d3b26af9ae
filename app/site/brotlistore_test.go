package site

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// cacheInput is a compressible input above the cached size.
func cacheInput(seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 1))
	var b bytes.Buffer
	for b.Len() < storedBrotliSize+1000 {
		b.WriteString([]string{"kayıt ", "kira ", "sidecar ", "önbellek "}[r.IntN(4)])
	}
	return b.Bytes()
}

func withStore(t *testing.T) string {
	dir := t.TempDir()
	old := brotliStoreDir
	brotliStoreDir = func() string { return dir }
	t.Cleanup(func() { brotliStoreDir = old })
	return dir
}

func TestASlowBrotliIsComputedOnceAndThenReadFromTheCache(t *testing.T) {
	dir := withStore(t)
	in := cacheInput(1)
	first := brotliBytesLevel(in, storedBrotliLevel)
	if !bytes.Equal(first, encodeBrotli(in, storedBrotliLevel)) {
		t.Fatal("the first call differs from a plain encoding")
	}
	entries, _ := filepath.Glob(filepath.Join(dir, "*.br"))
	if len(entries) != 1 {
		t.Fatalf("cache holds %q, want one entry", entries)
	}
	// Another valid encoding of the same input in the entry proves the
	// second call read it.
	marked := encodeBrotli(in, 1)
	if err := os.WriteFile(entries[0], marked, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := brotliBytesLevel(in, storedBrotliLevel); !bytes.Equal(got, marked) {
		t.Errorf("the second call did not use the cached entry (got %d B, entry %d B)", len(got), len(marked))
	}
}

func TestADamagedCacheEntryIsNeverUsed(t *testing.T) {
	dir := withStore(t)
	in := cacheInput(2)
	want := brotliBytesLevel(in, storedBrotliLevel)
	entries, _ := filepath.Glob(filepath.Join(dir, "*.br"))
	if len(entries) != 1 {
		t.Fatalf("cache holds %q, want one entry", entries)
	}
	if err := os.WriteFile(entries[0], want[:len(want)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	if got := brotliBytesLevel(in, storedBrotliLevel); !bytes.Equal(got, want) {
		t.Error("a truncated entry was used")
	}
}

func TestTheCacheKeepsOnlyTheNewestEntriesAndSkipsSmallOrFastWork(t *testing.T) {
	dir := withStore(t)
	brotliBytesLevel([]byte("small"), 11)
	brotliBytesLevel(cacheInput(3), 5)
	if entries, _ := filepath.Glob(filepath.Join(dir, "*")); len(entries) != 0 {
		t.Fatalf("small input or fast level cached: %q", entries)
	}
	for i := range brotliStoreKeep + 2 {
		brotliBytesLevel(cacheInput(uint64(10+i)), storedBrotliLevel)
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, "*")); len(entries) != brotliStoreKeep {
		t.Errorf("cache holds %d files, want %d", len(entries), brotliStoreKeep)
	}
}
