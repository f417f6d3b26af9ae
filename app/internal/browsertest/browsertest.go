// Package browsertest is the one harness of the playground's browser tests:
// it decides once whether they can run (Chromium, an app.wasm to test) or
// says in one line that ./build.sh test runs them; it builds the static site
// around the wasm and serves it as `app serve` does; and it launches headless
// Chromium with one tab that records console errors, uncaught exceptions,
// CSP reports and every request.
package browsertest

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"playground/app/site"
)

// ChromiumPath is Debian's Chromium, which ./build.sh test installs.
const ChromiumPath = "/usr/bin/chromium"

// Environment: PLAYGROUND_WASM names an app.wasm to test (./build.sh test
// passes the one it just built); without it the harness builds one.
// PLAYGROUND_BROWSER=1 makes a missing Chromium a failure, not a skip.
const (
	envWasm    = "PLAYGROUND_WASM"
	envRequire = "PLAYGROUND_BROWSER"
)

var (
	skipReason string // why the browser tests skip; "" when they run
	wasmPath   string // the app.wasm under test
	root       string // the module root (web/ and testout/ are there)
)

// Main runs a test binary whose tests include browser tests: it finds or
// builds app.wasm, or prints the one line saying why they skip.
func Main(m *testing.M) int {
	flag.Parse() // testing.Short needs the flags
	code, cleanup := setup()
	if code != 0 {
		return code
	}
	defer cleanup()
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
	if _, err := os.Stat(ChromiumPath); err != nil {
		return skip(ChromiumPath + " is missing")
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
	// Build the wasm of this source tree (go build is incremental, so a rebuild
	// cheap), so the tests never drive a stale web/app.wasm.
	dir, err := os.MkdirTemp("", "playground-wasm-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1, nothing
	}
	wasmPath = filepath.Join(dir, "app.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-gcflags=all=-l", "-ldflags=-s -w", "-o", wasmPath, "playground/app")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building app.wasm for the browser tests: %v\n%s", err, out)
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
	return dir
}

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

// Site builds and serves the app under test at the root: what most
// browser tests need.
func Site(t testing.TB) *httptest.Server {
	t.Helper()
	dist, _ := Build(t, Web(t), "")
	srv, _ := Serve(t, dist, "")
	return srv
}

// Browser is headless Chromium with one tab.
type Browser struct {
	Ctx      context.Context
	mu       sync.Mutex
	requests []string
	problems []string
}

// jsRecorder runs in every document: it keeps CSP violations (also from
// inside iframes).
const jsRecorder = `
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__csp.push(e.violatedDirective + " " + e.blockedURI + " " + e.sourceFile + ":" + e.lineNumber));`

// Launch starts Chromium with a window width px wide. The flags are the
// ones this machine needs: no sandbox as root, and none of Chromium's own
// network traffic, which the closed network refuses.
func Launch(t testing.TB, width int) *Browser {
	t.Helper()
	Need(t)
	b := &Browser{}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(ChromiumPath),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("hide-scrollbars", true),
			chromedp.NoFirstRun,
			chromedp.UserDataDir(t.TempDir()),
			chromedp.WindowSize(width, 900),
		)...)
	ctx, cancel := chromedp.NewContext(alloc, chromedp.WithListener(b.listen))
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	b.Ctx = ctx
	b.AddScript(t, jsRecorder)
	return b
}

// Tab opens another tab in the same browser (its own listener; nothing
// shared when fresh is true: a first visit).
func (b *Browser) Tab(t testing.TB, fresh bool) *Browser {
	t.Helper()
	nb := &Browser{}
	opts := []chromedp.ContextOption{chromedp.WithListener(nb.listen)}
	if fresh {
		opts = append(opts, chromedp.WithNewBrowserContext())
	}
	ctx, cancel := chromedp.NewContext(b.Ctx, opts...)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	nb.Ctx = ctx
	nb.AddScript(t, jsRecorder)
	return nb
}

// AddScript runs js at the start of every document the tab loads.
func (b *Browser) AddScript(t testing.TB, js string) {
	t.Helper()
	if _, err := chromedp.Call(b.Ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js}); err != nil {
		t.Fatal(err)
	}
}

func (b *Browser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			b.problems = append(b.problems, "console.error: "+strings.Join(parts, " "))
		}
	case *runtime.EventExceptionThrown:
		msg := e.ExceptionDetails.Text
		if e.ExceptionDetails.Exception != nil {
			msg += " " + e.ExceptionDetails.Exception.Description
		}
		b.problems = append(b.problems, "exception: "+msg)
	case *log.EventEntryAdded:
		if e.Entry.Level == log.EntryLevelError || strings.Contains(e.Entry.Text, "Content Security Policy") {
			b.problems = append(b.problems, "log: "+string(e.Entry.Source)+" "+e.Entry.Text+" "+e.Entry.URL)
		}
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, e.Request.URL)
	}
}

// Problems are the console errors, exceptions and logged errors so far.
func (b *Browser) Problems() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.problems...)
}

// Requests are the URLs of every request so far.
func (b *Browser) Requests() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.requests...)
}

// Do runs actions, bounded by d.
func (b *Browser) Do(t testing.TB, d time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, d)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// Eval evaluates js (awaiting a promise) and returns its value.
func Eval[T any](t testing.TB, b *Browser, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// Wait polls js until it is truthy and returns how long that took. On a
// timeout it reports the values of the explain expressions and the
// problems so far.
func (b *Browser) Wait(t testing.TB, what, js string, d time.Duration, explain ...string) time.Duration {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(b.Ctx, d)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(d))); err != nil {
		state := ""
		for _, e := range append([]string{`(document.querySelector("#status")||document.body||{textContent:""}).textContent.slice(0,400)`}, explain...) {
			ctx, cancel := context.WithTimeout(b.Ctx, 5*time.Second)
			s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(`+e+`)`))
			cancel()
			state += s + " "
		}
		t.Fatalf("waiting for %s: %v\nstate: %s\nproblems so far: %q", what, err, state, b.Problems())
	}
	return time.Since(start)
}

// WaitAsync evaluates js (a promise is awaited) until it is true, across
// page reloads, where Wait would fail as the page goes away.
func (b *Browser) WaitAsync(t testing.TB, what, js string, d time.Duration) {
	t.Helper()
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(b.Ctx, 5*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return
		}
	}
	t.Fatalf("waiting for %s: timeout\nproblems so far: %q", what, b.Problems())
}

// Viewport sets the page's layout width and height in CSS pixels.
func (b *Browser) Viewport(t testing.TB, width, height int64) {
	t.Helper()
	b.Do(t, 10*time.Second, chromedp.EmulateViewport(width, height))
}

// Screenshot saves the whole page as testout/NAME.png (looked at by people,
// not compared).
func (b *Browser) Screenshot(t testing.TB, name string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dir := filepath.Join(root, "testout")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
