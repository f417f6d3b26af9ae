// Package browsertest is the one harness of the playground's browser tests:
// it decides once whether they can run (Chromium, an app.wasm to test,
// axe-core for the accessibility checks) or says in one line what is
// missing and that ./build.sh test installs it; it builds the static site
// around the wasm once and serves it as `app serve` does; and it runs one
// headless Chromium per test binary, giving each test a tab of its own that
// records console errors, uncaught exceptions, CSP reports and every
// request.
//
// # Waiting
//
// Tests never wait for a time. They wait for the state that matters, which
// the app exposes: #playground[data-ready] once app.wasm drew the page, and
// #playground[data-painted], a counter the page raises at the end of every
// frame that settled a change (a run's outcome, a refused input, a
// navigation, a view), after the address bar, the share link and the embed
// snippet were written in that same frame. Deadlines (Patience) only catch
// hangs; they are generous because a 2-core machine with a busy core runs
// everything at half speed and more.
package browsertest

import (
	"cmp"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"playground/app/internal/wasmbuild"
	"playground/app/site"
)

// chromiumPath is the Chromium the tests drive: PLAYGROUND_CHROMIUM when
// set, else the first of Debian's chromium (which ./build.sh test
// installs) and chromium-browser on the PATH — found as build.sh finds
// it, so the two never disagree about whether a browser is there.
func chromiumPath() (string, error) {
	if p := os.Getenv(envChromium); p != "" {
		return exec.LookPath(p)
	}
	var first error
	for _, name := range []string{"chromium", "chromium-browser"} {
		p, err := exec.LookPath(name)
		if err == nil {
			return p, nil
		}
		first = cmp.Or(first, err)
	}
	return "", first
}

// Environment: PLAYGROUND_WASM names an app.wasm to test (./build.sh test
// passes the one it just built); without it the harness builds one.
// PLAYGROUND_BROWSER=1 makes a missing Chromium or axe-core a failure, not
// a skip. PLAYGROUND_SHOTS=1 saves the screenshots tests take
// (./build.sh shots); without it they are not taken. PLAYGROUND_CHROMIUM
// names the browser (chromiumPath).
const (
	envWasm     = "PLAYGROUND_WASM"
	envRequire  = "PLAYGROUND_BROWSER"
	envShots    = "PLAYGROUND_SHOTS"
	envChromium = "PLAYGROUND_CHROMIUM"
)

// Patience bounds every wait, action and evaluation: long enough for a
// cold app.wasm on a 2-core machine with both cores busy, so that only a
// hang reaches it.
const Patience = 2 * time.Minute

// AxeFile is axe-core as ./build.sh test installs it (npm, into testout/,
// never committed).
const AxeFile = "testout/axe/node_modules/axe-core/axe.min.js"

var (
	skipReason string // why the browser tests skip; "" when they run
	axeReason  string // why the accessibility checks skip; "" when they run
	wasmPath   string // the app.wasm under test
	root       string // the module root (web/ and testout/ are there)
)

// Main runs a test binary whose tests include browser tests: it finds or
// builds app.wasm, or prints the one line saying why they skip; and it
// closes the shared site and browser at the end.
func Main(m *testing.M) int {
	flag.Parse() // testing.Short needs the flags
	code, cleanup := setup()
	if code != 0 {
		return code
	}
	defer cleanup()
	defer closeShared()
	return m.Run()
}

func setup() (int, func()) {
	nothing := func() {}
	wd, _ := os.Getwd()
	root = findRoot(wd)
	skip := func(why string) (int, func()) {
		if os.Getenv(envRequire) == "1" {
			fmt.Fprintf(os.Stderr, "browser tests cannot run (%s=1): %s\n", envRequire, why)
			return 1, nothing
		}
		skipReason = "browser tests skipped (" + why + "); ./build.sh test runs them"
		fmt.Fprintln(os.Stderr, skipReason)
		return 0, nothing
	}
	if testing.Short() {
		return skip("-short")
	}
	if _, err := chromiumPath(); err != nil {
		return skip("no Chromium: " + err.Error())
	}
	if _, err := os.Stat(filepath.Join(root, AxeFile)); err != nil {
		if os.Getenv(envRequire) == "1" {
			fmt.Fprintf(os.Stderr, "browser tests cannot run (%s=1): axe-core is missing (%s); ./build.sh test installs it\n", envRequire, AxeFile)
			return 1, nothing
		}
		axeReason = "accessibility checks skipped (axe-core missing: " + AxeFile + "); ./build.sh test installs it with npm"
		fmt.Fprintln(os.Stderr, axeReason)
	}
	if p := os.Getenv(envWasm); p != "" {
		if !filepath.IsAbs(p) {
			p = filepath.Join(root, p)
		}
		if _, err := os.Stat(p); err != nil {
			fmt.Fprintf(os.Stderr, "%s=%s: %v\n", envWasm, os.Getenv(envWasm), err)
			return 1, nothing
		}
		wasmPath = p
		return 0, nothing
	}
	// Build the wasm of this source tree as ./build.sh does (go build is
	// incremental, so a rebuild is cheap), so the tests never drive a stale
	// web/app.wasm.
	dir, err := os.MkdirTemp("", "playground-wasm-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1, nothing
	}
	wasmPath = filepath.Join(dir, "app.wasm")
	if err := wasmbuild.Build(root, wasmPath); err != nil {
		fmt.Fprintf(os.Stderr, "building app.wasm for the browser tests: %v\n", err)
		os.RemoveAll(dir)
		return 1, nothing
	}
	if err := wasmbuild.Build(root, filepath.Join(dir, CodeWasm), "-tags", "policy"); err != nil {
		fmt.Fprintf(os.Stderr, "building %s for the browser tests: %v\n", CodeWasm, err)
		os.RemoveAll(dir)
		return 1, nothing
	}
	return 0, func() { os.RemoveAll(dir) }
}

func findRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return dir
		}
	}
}

// Need skips t when the browser tests cannot run here (Main said why).
func Need(t testing.TB) {
	t.Helper()
	if skipReason != "" {
		t.SkipNow()
	}
}

// Axe is axe-core's source, or "" when it is missing and the
// accessibility checks skip (Main said so in one line).
func Axe(t testing.TB) string {
	t.Helper()
	if axeReason != "" {
		return ""
	}
	src, err := os.ReadFile(filepath.Join(root, AxeFile))
	if err != nil {
		t.Fatalf("axe-core: %v", err)
	}
	return string(src)
}

// Root is the module's root folder.
func Root() string { return root }

// Web returns a fresh copy of web/ holding the app.wasm under test.
func Web(t testing.TB) string {
	t.Helper()
	return WebWith(t, nil)
}

// WebWith is Web with another app.wasm (nil: the one under test).
func WebWith(t testing.TB, wasm []byte) string {
	t.Helper()
	dir := t.TempDir()
	if err := site.CopyWeb(filepath.Join(root, "web"), dir); err != nil {
		t.Fatal(err)
	}
	if wasm == nil {
		var err error
		if wasm, err = os.ReadFile(wasmPath); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "app.wasm"), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	// The code view's wasm, beside the app.wasm under test (./build.sh
	// builds both into web/).
	if code, err := os.ReadFile(filepath.Join(filepath.Dir(wasmPath), CodeWasm)); err == nil {
		if err := os.WriteFile(filepath.Join(dir, CodeWasm), code, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// CodeWasm is the code view's wasm (app/site.CodeWasm), looked for beside
// the app.wasm under test.
const CodeWasm = "code.wasm"

// Wasm is the app.wasm under test.
func Wasm(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile(wasmPath)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Build writes the static site of web under prefix into a temp folder.
func Build(t testing.TB, web, prefix string) (string, site.Site) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "dist")
	s, err := site.Build(site.Options{Out: out, Prefix: prefix, Web: web, BrotliLevel: 1})
	if err != nil {
		t.Fatalf("building the static site: %v", err)
	}
	return out, s
}

// Swap serves one generated site and can switch to another (a deploy).
type Swap struct{ cur atomic.Pointer[site.Server] }

func (s *Swap) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.cur.Load().ServeHTTP(w, r) }

// Deploy switches to the site generated in dir.
func (s *Swap) Deploy(t testing.TB, dir, prefix string) {
	t.Helper()
	h, err := site.NewServer(dir, prefix)
	if err != nil {
		t.Fatal(err)
	}
	s.cur.Store(h)
}

// Serve serves the site generated in dir under prefix, as `app serve` does,
// on 127.0.0.1 (a secure context, so the service worker runs).
func Serve(t testing.TB, dir, prefix string) (*httptest.Server, *Swap) {
	t.Helper()
	sw := &Swap{}
	sw.Deploy(t, dir, prefix)
	srv := httptest.NewServer(sw)
	t.Cleanup(srv.Close)
	return srv, sw
}
