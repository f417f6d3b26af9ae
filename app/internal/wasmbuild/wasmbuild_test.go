package wasmbuild

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"
)

// originals are the sha256 sums of the go-app files the browser build
// replaces, at the version go.mod requires. A new go-app changes them: read
// the new files, carry the client's part into goapp/, and write the new
// sums here.
var originals = map[string]string{
	"crypto.go":   "c0fc14126207dc9fa15fb8869bd882874486654919835dc35d5bef8a6122aa97",
	"http.go":     "0601189a9f611378e9b24ab4bdf42780a03cbf95c1bbebd4171b523ddbe9a32d",
	"resource.go": "6b52ab4ec2f4171d403384bffe159e9ec22699933e768ef5868f2851a1b84baa",
	"route.go":    "3252c7f2876cba69c3fbb203b0b4d5770ddd4651cdaf3ad69e5c33bfd1ccf5bd",
	"wasm.go":     "10117b07fb7147cdfcd97d1e07cd010da30914e2a622b73d0242b5d9019796f8",
}

func TestTheReplacedGoAppFilesAreTheOnesTheReplacementsWereWrittenFor(t *testing.T) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	dir, version, err := goApp(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range Replaced {
		b, err := os.ReadFile(filepath.Join(dir, "pkg", "app", name))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		if got := hex.EncodeToString(sum[:]); got != originals[name] {
			t.Errorf("go-app %s's pkg/app/%s has sha256 %s, not the %s its replacement (goapp/%s.txt) was written for: review the replacement", version, name, got, originals[name], name)
		}
	}
}

// Every edit of go-app's files finds its text exactly once in the version
// go.mod requires, and an edit whose text is missing (a new go-app) stops
// the build instead of leaving the line as it was.
func TestEveryEditFindsItsTextOnce(t *testing.T) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	dir, _, err := goApp(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range Edits {
		b, err := os.ReadFile(filepath.Join(dir, "pkg", "app", e.File))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := edit(e.File, b); err != nil {
			t.Error(err)
		}
	}
	for _, e := range ErrorsEdits {
		b, err := os.ReadFile(filepath.Join(dir, "pkg", "errors", e.File))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := applyEdits(ErrorsEdits, e.File, e.File, b); err != nil {
			t.Error(err)
		}
	}
	memdb, _, err := moduleDir(root, MemdbModule)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range MemdbEdits {
		b, err := os.ReadFile(filepath.Join(memdb, e.File))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := applyEdits(MemdbEdits, e.File, e.File, b); err != nil {
			t.Error(err)
		}
	}
	if _, err := edit("context.go", []byte("package app\n")); err == nil {
		t.Error("an edit whose text is missing was applied silently")
	}
}
