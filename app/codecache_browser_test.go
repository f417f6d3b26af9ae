//go:build !wasm

package main

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
)

// wasmTraceEvents runs load with Chromium's v8.wasm trace category on and
// returns the names of the trace events it recorded.
func wasmTraceEvents(t *testing.T, b *bt.Browser, load func()) []string {
	t.Helper()
	var mu sync.Mutex
	var names []string
	done := make(chan struct{})
	ctx, cancel := context.WithCancel(b.Ctx)
	defer cancel()
	chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range e.Value {
				s := string(v)
				if i := strings.Index(s, `"name":"`); i >= 0 {
					rest := s[i+8:]
					names = append(names, rest[:strings.IndexByte(rest, '"')])
				}
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	if _, err := chromedp.Call(b.Ctx, tracing.Start, tracing.StartParams{TraceConfig: &tracing.TraceConfig{IncludedCategories: []string{"v8.wasm"}}}); err != nil {
		t.Fatal(err)
	}
	load()
	if _, err := chromedp.Call(b.Ctx, tracing.End, struct{}{}); err != nil {
		t.Fatal(err)
	}
	<-done
	mu.Lock()
	defer mu.Unlock()
	return names
}

// A repeat visit compiles (almost) nothing: the loader hands app.wasm's
// own response to instantiateStreaming (go-app's wrapped it for its
// progress label, a response without a URL, so V8 never kept the code),
// and the service worker answers it from its store, whose responses V8
// keeps code beside. V8 writes a module's code after a visit marked it
// used; a flag writes it without waiting for enough optimised code (a
// heuristic of use): the test looks at the plumbing, the loader, the
// worker and the cache, each visit in a tab and renderer process of its
// own (V8's in-process module cache does not answer then).
func TestBrowserARepeatVisitReadsV8sCodeCache(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	holder := bt.LaunchOwn(t, 1280, chromedp.Flag("js-flags", "--wasm-caching-threshold=0 --wasm-caching-hard-threshold=0 --wasm-caching-timeout-ms=0"))
	firstLazy, read := 0, 0
	for visit := 1; visit <= 6 && read == 0; visit++ {
		b := holder.Tab(t, false)
		var ready time.Duration
		names := wasmTraceEvents(t, b, func() {
			start := time.Now()
			b.Load(t, site.URL+"/registry/")
			ready = time.Since(start)
			b.WaitAsync(t, "the service worker", jsWorkerReady)
			b.Frames(t, 30) // the code cache's write, after the module compiled
		})
		if err := chromedp.Cancel(b.Ctx); err != nil {
			t.Fatal(err)
		}
		hits, lazy := 0, 0
		for _, n := range names {
			switch n {
			case "wasm.Deserialize":
				hits++
			case "wasm.CompileLazy":
				lazy++
			}
		}
		t.Logf("visit %d: %d reads of the module's code from the cache, %d functions compiled lazily, the page ready in %v (traced)", visit, hits, lazy, ready.Round(time.Millisecond))
		switch {
		case visit == 1:
			firstLazy = lazy
			if hits > 0 {
				t.Fatal("a first visit read a code cache: the profile was not fresh")
			}
		case hits > 0:
			read = visit
			if lazy*2 > firstLazy {
				t.Errorf("visit %d read the code cache and still compiled %d functions (the first visit %d)", visit, lazy, firstLazy)
			}
		}
	}
	if read == 0 {
		t.Error("no repeat visit read V8's code cache for app.wasm")
	}
}
