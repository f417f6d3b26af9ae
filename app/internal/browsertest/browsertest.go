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
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
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

	"playground/app/internal/wasmbuild"
	"playground/app/site"
)

// ChromiumPath is Debian's Chromium, which ./build.sh test installs.
const ChromiumPath = "/usr/bin/chromium"

// Environment: PLAYGROUND_WASM names an app.wasm to test (./build.sh test
// passes the one it just built); without it the harness builds one.
// PLAYGROUND_BROWSER=1 makes a missing Chromium or axe-core a failure, not
// a skip. PLAYGROUND_SHOTS=1 saves the screenshots tests take
// (./build.sh shots); without it they are not taken.
const (
	envWasm    = "PLAYGROUND_WASM"
	envRequire = "PLAYGROUND_BROWSER"
	envShots   = "PLAYGROUND_SHOTS"
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
	if _, err := os.Stat(ChromiumPath); err != nil {
		return skip(ChromiumPath + " is missing")
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

// shared is what the tests of one binary share: the site at the root and
// one Chromium. Building the site compresses app.wasm, and a browser starts
// in about a second; once is enough, and tabs in one browser context share
// the stored responses and the service worker, as a learner's visits do.
var shared struct {
	siteOnce sync.Once
	site     *httptest.Server
	siteDir  string
	siteErr  error

	browserOnce sync.Once
	root        context.Context // the browser's first tab, kept open
	close       func()
	browserErr  error
}

// Site serves the app under test at the root, built once per test binary:
// what most browser tests need. Tests that deploy, cut the network or
// stop the server build their own (Build, Serve).
func Site(t testing.TB) *httptest.Server {
	t.Helper()
	shared.siteOnce.Do(func() {
		dir, err := os.MkdirTemp("", "playground-site-")
		if err != nil {
			shared.siteErr = err
			return
		}
		shared.siteDir = dir
		if err := site.CopyWeb(filepath.Join(root, "web"), filepath.Join(dir, "web")); err != nil {
			shared.siteErr = err
			return
		}
		wasm, err := os.ReadFile(wasmPath)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "web", "app.wasm"), wasm, 0o644)
		}
		if err != nil {
			shared.siteErr = err
			return
		}
		out := filepath.Join(dir, "dist")
		if _, err := site.Build(site.Options{Out: out, Prefix: "", Web: filepath.Join(dir, "web"), BrotliLevel: 1}); err != nil {
			shared.siteErr = fmt.Errorf("building the static site: %w", err)
			return
		}
		h, err := site.NewServer(out, "")
		if err != nil {
			shared.siteErr = err
			return
		}
		shared.site = httptest.NewServer(h)
	})
	if shared.siteErr != nil {
		t.Fatal(shared.siteErr)
	}
	return shared.site
}

func closeShared() {
	if shared.close != nil {
		shared.close()
	}
	if shared.site != nil {
		shared.site.Close()
	}
	if shared.siteDir != "" {
		os.RemoveAll(shared.siteDir)
	}
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

// browser starts the shared Chromium. The flags are the ones this machine
// needs: no sandbox as root, and none of Chromium's own network traffic,
// which the closed network refuses.
func browser(t testing.TB) context.Context {
	t.Helper()
	shared.browserOnce.Do(func() {
		dir, err := os.MkdirTemp("", "playground-chromium-")
		if err != nil {
			shared.browserErr = err
			return
		}
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
				chromedp.UserDataDir(dir),
				chromedp.WindowSize(1400, 900),
			)...)
		ctx, cancel := chromedp.NewContext(alloc)
		shared.close = func() { cancel(); cancelAlloc(); os.RemoveAll(dir) }
		if err := chromedp.Do(ctx); err != nil {
			shared.browserErr = fmt.Errorf("starting chromium: %w", err)
			return
		}
		shared.root = ctx
	})
	if shared.browserErr != nil {
		t.Fatal(shared.browserErr)
	}
	return shared.root
}

// Launch gives t a tab of its own, width px wide (900 high), in the shared
// browser's default context: the stored responses and the service worker of
// earlier tests' visits are there, as after a learner's earlier visits.
func Launch(t testing.TB, width int) *Browser {
	t.Helper()
	Need(t)
	return tab(t, browser(t), width, false)
}

// LaunchFresh is Launch in a new browser context: nothing stored, no
// service worker — a first visit.
func LaunchFresh(t testing.TB, width int) *Browser {
	t.Helper()
	Need(t)
	return tab(t, browser(t), width, true)
}

// Tab opens another tab in b's browser (its own listener; nothing shared
// when fresh is true: a first visit).
func (b *Browser) Tab(t testing.TB, fresh bool) *Browser {
	t.Helper()
	return tab(t, b.Ctx, 0, fresh)
}

func tab(t testing.TB, parent context.Context, width int, fresh bool) *Browser {
	t.Helper()
	nb := &Browser{}
	opts := []chromedp.ContextOption{chromedp.WithListener(nb.listen)}
	if fresh {
		opts = append(opts, chromedp.WithNewBrowserContext())
	}
	ctx, cancel := chromedp.NewContext(parent, opts...)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	nb.Ctx = ctx
	nb.AddScript(t, jsRecorder)
	if width > 0 {
		nb.Viewport(t, int64(width), 900)
	}
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

// Do runs actions (bounded by Patience: only a hang stops them).
func (b *Browser) Do(t testing.TB, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// Eval evaluates js (awaiting a promise) and returns its value.
func Eval[T any](t testing.TB, b *Browser, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// Wait polls js in the page until it is truthy and returns how long that
// took. On a hang it reports the values of the explain expressions, the
// page's status line and the problems so far.
func (b *Browser) Wait(t testing.TB, what, js string, explain ...string) time.Duration {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(Patience))); err != nil {
		state := ""
		for _, e := range append([]string{`(document.querySelector("#status")||document.body||{textContent:""}).textContent.slice(0,400)`, `location.href`}, explain...) {
			ctx, cancel := context.WithTimeout(b.Ctx, 10*time.Second)
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
func (b *Browser) WaitAsync(t testing.TB, what, js string) {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond) // a polling interval, not a wait for time
	defer tick.Stop()
	for end := time.Now().Add(Patience); time.Now().Before(end); <-tick.C {
		ctx, cancel := context.WithTimeout(b.Ctx, 10*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return
		}
	}
	t.Fatalf("waiting for %s: timeout\nproblems so far: %q", what, b.Problems())
}

// Painted is the page's settled-frame counter (#playground[data-painted]),
// -1 when the app is not up.
func (b *Browser) Painted(t testing.TB) int {
	t.Helper()
	return Eval[int](t, b, jsPainted)
}

const jsPainted = `(e => e && e.dataset.ready === "true" ? +(e.dataset.painted || 0) : -1)(document.querySelector('#playground'))`

// WaitPainted waits until the page has settled a change after counter n
// (from Painted, read before the action that changes it).
func (b *Browser) WaitPainted(t testing.TB, what string, n int, explain ...string) {
	t.Helper()
	b.Wait(t, what, jsPainted+` > `+strconv.Itoa(n), explain...)
}

// Frames waits for n of the page's animation frames: what a test that must
// show that nothing happens (a paused replay, a stopped sweep) gives the
// page to do it, instead of a time.
func (b *Browser) Frames(t testing.TB, n int) {
	t.Helper()
	Eval[bool](t, b, `new Promise(r => { let k = `+strconv.Itoa(n)+`; const f = () => --k <= 0 ? r(true) : requestAnimationFrame(f); requestAnimationFrame(f); })`)
}

// Open shows the app at u and waits until the page has settled there:
// through the page's history navigation (as Back and Forward reach it)
// when the app already runs in the tab on the same origin, else with a
// full load. The next step starts from u's own state either way.
func (b *Browser) Open(t testing.TB, u string) {
	t.Helper()
	n := Eval[int](t, b, `((u) => {
  const pg = document.querySelector('#playground[data-ready="true"]');
  let next;
  try { next = new URL(u, location.href); } catch (e) { return -1; }
  if (!pg || next.origin !== location.origin || next.href === location.href || next.pathname.endsWith(".html")) return -1;
  const n = +(pg.dataset.painted || 0);
  history.pushState(null, "", next.href);
  dispatchEvent(new PopStateEvent("popstate"));
  return n;
})(`+strconv.Quote(u)+`)`)
	if n < 0 {
		b.Load(t, u)
		return
	}
	b.WaitPainted(t, "the page at "+u, n)
}

// Load loads u afresh (a new document, the app started again) and waits
// for the app's first settled frame.
func (b *Browser) Load(t testing.TB, u string) {
	t.Helper()
	if _, err := url.Parse(u); err != nil {
		t.Fatalf("loading %q: %v", u, err)
	}
	b.Do(t, chromedp.Navigate(u))
	b.WaitPainted(t, "the wasm app at "+u, 0)
}

// Viewport sets the page's layout width and height in CSS pixels.
func (b *Browser) Viewport(t testing.TB, width, height int64) {
	t.Helper()
	b.Do(t, chromedp.EmulateViewport(width, height))
}

// Shots reports whether screenshots are saved (PLAYGROUND_SHOTS=1,
// ./build.sh shots).
func Shots() bool { return os.Getenv(envShots) == "1" }

// Screenshot saves the whole page as testout/NAME.png (looked at by people,
// not compared), when Shots says so.
func (b *Browser) Screenshot(t testing.TB, name string) {
	t.Helper()
	if Shots() {
		b.save(t, name, chromedp.FullScreenshot(100))
	}
}

// ScreenshotOf saves the element sel as testout/NAME.png, when Shots says so.
func (b *Browser) ScreenshotOf(t testing.TB, sel, name string) {
	t.Helper()
	if Shots() {
		b.save(t, name, chromedp.Screenshot(chromedp.CSS(sel)))
	}
}

func (b *Browser) save(t testing.TB, name string, shot chromedp.Action[[]byte]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	png, err := chromedp.Run(ctx, shot)
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
