package browsertest

import (
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"testing"

	"playground/app/internal/wasmbuild"
	"playground/app/site"
)

// ProductionSite serves the app under test as a deploy does: app.wasm
// and the pages brotli-compressed at level 11 (Site's level 1 keeps the
// tests' builds quick, and sends a quarter more bytes).
func ProductionSite(t testing.TB) *httptest.Server {
	t.Helper()
	out := filepath.Join(t.TempDir(), "dist")
	if _, err := site.Build(site.Options{Out: out, Web: Web(t), BrotliLevel: 11}); err != nil {
		t.Fatalf("building the static site: %v", err)
	}
	srv, _ := Serve(t, out, "")
	return srv
}

// FloorSite serves the benchmark's floor: go-app's hello world
// (app/internal/floor), its static site as go-app writes it, its wasm
// built as app.wasm is and both compressed and served as the playground
// is. What the playground takes beyond it to start is its own.
func FloorSite(t testing.TB) *httptest.Server {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "floor")
	cmd := exec.Command("go", "run", "./app/internal/floor", dir)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("writing the floor's static site: %v\n%s", err, out)
	}
	if err := wasmbuild.BuildPackage(root, filepath.Join(dir, "web", "app.wasm"), "./app/internal/floor"); err != nil {
		t.Fatal(err)
	}
	if err := site.Precompress(dir, 11); err != nil {
		t.Fatal(err)
	}
	srv, _ := Serve(t, dir, "")
	return srv
}
