//go:build !wasm

package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// startChromium starts Debian's headless Chromium with one tab whose events go
// to listen. The flags are the ones this machine needs: no sandbox as root,
// and none of Chromium's own network traffic, which the closed network refuses.
func startChromium(t testing.TB, width int, listen func(any)) context.Context {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Fatalf("%s is missing: install Debian's chromium (./build.sh test does)", chromiumPath)
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(chromiumPath),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.NoFirstRun,
			chromedp.UserDataDir(t.TempDir()),
			chromedp.WindowSize(width, 900),
		)...)
	ctx, cancel := chromedp.NewContext(alloc, chromedp.WithListener(listen))
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx
}

// pageProblem describes a console error or an uncaught exception, the events
// every browser test counts as failures.
func pageProblem(ev any) (string, bool) {
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			return "console.error: " + strings.Join(parts, " "), true
		}
	case *runtime.EventExceptionThrown:
		msg := e.ExceptionDetails.Text
		if e.ExceptionDetails.Exception != nil {
			msg += " " + e.ExceptionDetails.Exception.Description
		}
		return "exception: " + msg, true
	}
	return "", false
}
