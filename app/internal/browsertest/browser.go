package browsertest

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

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
// needs: no sandbox as root, none of Chromium's own network traffic, which
// the closed network refuses, and one process per site (below).
func browser(t testing.TB) context.Context {
	t.Helper()
	shared.browserOnce.Do(func() {
		dir, err := os.MkdirTemp("", "playground-chromium-")
		if err != nil {
			shared.browserErr = err
			return
		}
		chromium, err := chromiumPath()
		if err != nil {
			shared.browserErr = err
			return
		}
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
			append(allocatorOptions(chromium, dir),
				// One renderer process per site, as on a phone short of
				// memory: every test's new tab and every embed's frame then
				// meets the app.wasm the process already compiled and tiered
				// up (V8 shares a module's code within a process), instead
				// of compiling it again — a new tab's first result 1.1–1.4 s
				// instead of 2.0 s, on this 2-core machine.
				chromedp.Flag("process-per-site", true),
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

// allocatorOptions are the flags every Chromium here needs: no sandbox as
// root, none of Chromium's own network traffic (the closed network refuses
// it), a profile in dir.
func allocatorOptions(chromium, dir string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.NoFirstRun,
		chromedp.UserDataDir(dir),
		chromedp.WindowSize(1400, 900),
	)
}

// LaunchOwn starts a Chromium of t's own with Chromium's default process
// model (a tab's renderer is a process of its own, not shared by site as in
// the shared browser) and a profile of its own, and gives t its first tab;
// more tabs come from Tab. For what spans processes: V8's code cache
// across visits.
func LaunchOwn(t testing.TB, width int, flags ...chromedp.ExecAllocatorOption) *Browser {
	t.Helper()
	Need(t)
	chromium, err := chromiumPath()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(allocatorOptions(chromium, dir), flags...)...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return tab(t, ctx, width, false)
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
		// Go's runtime in the page writes a panic to standard error, which
		// wasm_exec.js prints with console.log: a page that died would
		// otherwise leave no problem, only a test waiting for it.
		if e.Type == runtime.ConsoleAPICalledTypeLog && len(e.Args) > 0 {
			if text := string(e.Args[0].Value); strings.Contains(text, "panic: ") || strings.Contains(text, "fatal error: ") {
				b.problems = append(b.problems, "go: "+text)
			}
		}
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
		// A network probe's failure is what JSNetworkCut asks for.
		if strings.Contains(e.Entry.URL, "/"+networkProbe) {
			break
		}
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
