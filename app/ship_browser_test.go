//go:build !wasm

package main

import (
	"context"
	"encoding/binary"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The shipping tests drive headless Chromium against the generated static
// site (not go-app's handler), served by siteServer as `serve` does.

// shipRealWeb is web/ with the built app.wasm; without it the test fails.
func shipRealWeb(t *testing.T) string {
	t.Helper()
	web := filepath.Join("..", "web")
	if _, err := os.Stat(filepath.Join(web, "app.wasm")); err != nil {
		t.Fatalf("web/app.wasm is missing: run ./build.sh first (the shipping tests need the built app)")
	}
	return web
}

// shipSwap serves one generated site and can switch to another (a deploy).
type shipSwap struct{ cur atomic.Pointer[siteServer] }

func (s *shipSwap) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.cur.Load().ServeHTTP(w, r) }

func shipServe(t *testing.T, dist, prefix string) (*httptest.Server, *shipSwap) {
	t.Helper()
	h, err := newSiteServer(dist, prefix)
	if err != nil {
		t.Fatal(err)
	}
	sw := &shipSwap{}
	sw.cur.Store(h)
	srv := httptest.NewServer(sw) // 127.0.0.1: a secure context, so the worker runs
	t.Cleanup(srv.Close)
	return srv, sw
}

// shipBrowser is a headless Chromium recording every request the page and
// its frames make, console errors, exceptions and CSP reports.
type shipBrowser struct {
	ctx      context.Context
	mu       sync.Mutex
	requests []string
	problems []string
}

// jsRecorder runs in every document: it keeps CSP violations (also from
// inside iframes) and every text of go-app's loading label.
const jsRecorder = `
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__csp.push(e.violatedDirective + " " + e.blockedURI + " " + e.sourceFile + ":" + e.lineNumber));
window.__labels = [];
document.addEventListener("DOMContentLoaded", () => {
  const l = document.getElementById("app-wasm-loader-label");
  if (l) new MutationObserver(() => window.__labels.push(l.textContent)).observe(l, {childList: true, characterData: true, subtree: true});
});`

func newShipBrowser(t *testing.T) *shipBrowser {
	t.Helper()
	b := &shipBrowser{}
	b.ctx = startChromium(t, 1100, b.listen)
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: jsRecorder}); err != nil {
		t.Fatal(err)
	}
	return b
}

func (b *shipBrowser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if msg, ok := pageProblem(ev); ok {
		b.problems = append(b.problems, msg)
	}
	switch e := ev.(type) {
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, e.Request.URL)
	case *log.EventEntryAdded:
		if e.Entry.Level == log.EntryLevelError || strings.Contains(e.Entry.Text, "Content Security Policy") {
			b.problems = append(b.problems, "log: "+string(e.Entry.Source)+" "+e.Entry.Text+" "+e.Entry.URL)
		}
	}
}

func (b *shipBrowser) snapshot() (requests, problems []string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.requests...), append([]string(nil), b.problems...)
}

func (b *shipBrowser) do(t *testing.T, d time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, d)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

func shipEval[T any](t *testing.T, b *shipBrowser, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// wait polls js until truthy and returns the time it took.
func (b *shipBrowser) wait(t *testing.T, what, js string, d time.Duration, explain ...string) time.Duration {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(b.ctx, d)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(d))); err != nil {
		_, problems := b.snapshot()
		state := ""
		for _, e := range explain {
			ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
			s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(`+e+`)`))
			cancel()
			state += s
		}
		t.Fatalf("waiting for %s: %v\nstate: %s\nproblems so far: %q", what, err, state, problems)
	}
	return time.Since(start)
}

// waitAsync evaluates a js predicate (a promise is awaited) until it is
// true, across page reloads.
func (b *shipBrowser) waitAsync(t *testing.T, what, js string, d time.Duration) {
	t.Helper()
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		// Errors are expected while a page reloads (its context goes away).
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return
		}
	}
	_, problems := b.snapshot()
	t.Fatalf("waiting for %s: timeout\nproblems so far: %q", what, problems)
}

// jsLabShown: the lab view of the given lab shows its result table, or a run
// error, once the wasm app is up.
func jsLabTable(id string) string {
	return `!!(document.querySelector('#playground[data-ready="true"] #lab-` + id + `') && document.querySelector('#results table'))`
}

// jsWorkerReady: the worker has cached the site and is active (the first
// page stays uncontrolled; the next navigation goes through the worker).
const jsWorkerReady = `navigator.serviceWorker.ready.then((r) => !!r.active && r.active.state === "activated")`

const jsCachedURLs = `(async () => { const out = []; for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) out.push(r.url); return out; })()`

// jsEmbeds reports, per lab iframe of the lesson page, the height the frame
// got from postMessage, its inner height and the lab's own content height,
// once both labs show their lesson section.
const jsEmbeds = `(() => {
  const frames = [...document.querySelectorAll("iframe.lab")];
  const out = [];
  for (const f of frames) {
    const d = f.contentDocument, root = d && d.querySelector(".embed");
    if (!root || !d.querySelector("#results section.lesson") || !f.dataset.height) return null;
    const r = root.getBoundingClientRect();
    out.push({id: f.id, reported: +f.dataset.height, inner: f.clientHeight,
      content: Math.ceil(r.bottom + f.contentWindow.scrollY + parseFloat(getComputedStyle(root).marginBottom || "0")),
      scroll: d.documentElement.scrollHeight, csp: f.contentWindow.__csp || []});
  }
  return frames.length === 2 && out.every((e) => Math.abs(e.reported - e.content) <= 1) ? out : null;
})()`

// jsEmbedsState says where the lesson page stands, for a failure message.
const jsEmbedsState = `[...document.querySelectorAll("iframe")].map((f) => {
  const d = f.contentDocument;
  return {id: f.id, src: f.src, height: f.dataset.height || "none", styleHeight: f.style.height,
    embed: !!(d && d.querySelector(".embed")), lesson: !!(d && d.querySelector("#results section.lesson")),
    ready: !!(d && d.querySelector('#playground[data-ready="true"]')), loader: d && (d.getElementById("app-wasm-loader-label") || {}).textContent,
    bottom: d && d.querySelector(".embed") ? d.querySelector(".embed").getBoundingClientRect().bottom : null};
})`

type shipEmbed struct {
	ID                               string
	Reported, Inner, Content, Scroll float64
	CSP                              []string
}

// TestShipStaticSite is one full visit of the site under /playground: a lab
// URL cold, the lesson page with its two embedded labs, then, with the
// network cut and the server gone, another lab URL with parameters. Over the
// whole visit: no request leaves the origin, no CSP violation, no console
// error.
func TestShipStaticSite(t *testing.T) {
	dist, s := shipBuild(t, shipRealWeb(t), "/playground", 5)
	srv, _ := shipServe(t, dist, "/playground")
	b := newShipBrowser(t)
	base := srv.URL + "/playground/"

	t.Run("sub-path lab runs", func(t *testing.T) {
		start := time.Now()
		b.do(t, 60*time.Second, chromedp.Navigate(base+"?lab=registry&lease=2s"))
		b.wait(t, "the registry table", jsLabTable("registry"), 60*time.Second)
		t.Logf("cold load to first table: %v (wasm %d bytes raw)", time.Since(start).Round(time.Millisecond), s.WasmLen)
		if got := shipEval[string](t, b, `goappGetenv("GOAPP_VERSION")`); got != s.Version {
			t.Errorf("the page runs version %q, want %q", got, s.Version)
		}
		labels := shipEval[[]string](t, b, `window.__labels`)
		if len(labels) < 2 || labels[len(labels)-1] != "100%" {
			t.Errorf("loading labels %q: want a count up to 100%%", labels)
		}
		for _, l := range labels {
			if n, ok := strings.CutSuffix(l, "%"); !ok || len(n) > 2 && n != "100" {
				t.Errorf("loading label %q: want 0%%…100%% (the wasm length must be the decoded one)", l)
			}
		}
		b.waitAsync(t, "the service worker", jsWorkerReady, 30*time.Second)
	})

	t.Run("lesson page sizes two embedded labs", func(t *testing.T) {
		b.do(t, 30*time.Second, chromedp.Navigate(base+"web/lesson.html"))
		b.wait(t, "two sized embedded labs", jsEmbeds, 60*time.Second, jsEmbedsState)
		embeds := shipEval[[]shipEmbed](t, b, jsEmbeds)
		for _, e := range embeds {
			t.Logf("%s: reported %.0f px, frame %.0f px, content %.0f px", e.ID, e.Reported, e.Inner, e.Content)
			if e.Inner != e.Reported {
				t.Errorf("%s: frame is %.0f px high, its lab reported %.0f px", e.ID, e.Inner, e.Reported)
			}
			if e.Scroll > e.Inner+1 {
				t.Errorf("%s: the lab scrolls (%.0f px in a %.0f px frame)", e.ID, e.Scroll, e.Inner)
			}
			if e.Reported < 150 || e.Reported == 384 {
				t.Errorf("%s: height %.0f px looks like no sizing happened (default 384 px)", e.ID, e.Reported)
			}
			if len(e.CSP) > 0 {
				t.Errorf("%s: CSP violations in the frame: %q", e.ID, e.CSP)
			}
		}
		if !strings.Contains(shipEval[string](t, b, `document.querySelector("#lab-registry-frame").contentDocument.querySelector(".embed").className`), "embed") {
			t.Error("the registry frame is not in the compact embed view")
		}
	})

	t.Run("offline reload of a lab URL", func(t *testing.T) {
		cached := shipEval[[]string](t, b, jsCachedURLs)
		for _, u := range cached {
			if !strings.HasPrefix(u, srv.URL+"/playground/") {
				t.Errorf("the worker cached %s, outside the site", u)
			}
		}
		if len(cached) < 10 {
			t.Fatalf("the worker cached only %q", cached)
		}
		offline := true
		if _, err := chromedp.Call(b.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &offline,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(b.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
			t.Fatal(err)
		}
		srv.CloseClientConnections()
		srv.Close()
		start := time.Now()
		b.do(t, 30*time.Second, chromedp.Navigate(base+"?lab=admission&concurrency=3&queue=1"))
		b.wait(t, "the admission table, offline", jsLabTable("admission"), 60*time.Second)
		t.Logf("offline load of a new lab URL to its table: %v", time.Since(start).Round(time.Millisecond))
		if v := shipEval[string](t, b, `document.querySelector('[name="concurrency"], #f-concurrency, input[id*="concurrency"]')?.value ?? ""`); v != "" && v != "3" {
			t.Errorf("offline page shows concurrency %q, want 3 from the URL", v)
		}
		start = time.Now()
		b.do(t, 30*time.Second, chromedp.Reload())
		b.wait(t, "the admission table after an offline reload", jsLabTable("admission"), 60*time.Second)
		t.Logf("offline reload to table: %v", time.Since(start).Round(time.Millisecond))
		if online := shipEval[bool](t, b, `navigator.onLine`); online {
			t.Error("navigator.onLine is true: the network was not cut")
		}
	})

	requests, problems := b.snapshot()
	origin := srv.URL + "/"
	for _, u := range requests {
		if !strings.HasPrefix(u, origin) && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "blob:") {
			t.Errorf("a request left the site: %s", u)
		}
	}
	if len(requests) < 10 {
		t.Errorf("only %d requests recorded: the capture is not working", len(requests))
	}
	if csp := shipEval[[]string](t, b, `window.__csp`); len(csp) > 0 {
		t.Errorf("CSP violations: %q", csp)
	}
	for _, p := range problems {
		t.Errorf("%s", p)
	}
}

// wasmWithNote appends a custom section to a wasm module: still a valid
// module, different bytes, as a rebuild with any code change would be.
func wasmWithNote(wasm []byte, note string) []byte {
	name := "playground-test"
	payload := append(binary.AppendUvarint(nil, uint64(len(name))), name...)
	payload = append(payload, note...)
	out := append([]byte{}, wasm...)
	out = append(out, 0)
	out = binary.AppendUvarint(out, uint64(len(payload)))
	return append(out, payload...)
}

// TestShipUpdateAvailable publishes a new build while a tab is open at the
// root of a host: the worker installs it, the page says "update available",
// and its reload button brings up the new version.
func TestShipUpdateAvailable(t *testing.T) {
	web := shipRealWeb(t)
	dist1, s1 := shipBuild(t, web, "", 1)
	web2 := t.TempDir()
	if err := copyWeb(web, web2); err != nil {
		t.Fatal(err)
	}
	wasm, _ := os.ReadFile(filepath.Join(web, "app.wasm"))
	os.WriteFile(filepath.Join(web2, "app.wasm"), wasmWithNote(wasm, time.Now().String()), 0o644)
	dist2, s2 := shipBuild(t, web2, "", 1)
	if s1.Version == s2.Version {
		t.Fatalf("a new app.wasm kept version %s", s1.Version)
	}
	srv, swap := shipServe(t, dist1, "")
	b := newShipBrowser(t)

	b.do(t, 60*time.Second, chromedp.Navigate(srv.URL+"/?lab=cache&ttl=50"))
	b.wait(t, "the cache table", jsLabTable("cache"), 60*time.Second)
	b.waitAsync(t, "the service worker", jsWorkerReady, 30*time.Second)
	if got := shipEval[string](t, b, `goappGetenv("GOAPP_VERSION")`); got != s1.Version {
		t.Fatalf("first version %q, want %q", got, s1.Version)
	}
	if shipEval[bool](t, b, `!!document.querySelector("#update-reload")`) {
		t.Fatal("the update banner shows before any update")
	}

	next, err := newSiteServer(dist2, "")
	if err != nil {
		t.Fatal(err)
	}
	swap.cur.Store(next)
	shipEval[chromedp.Void](t, b, `window.__updated = false; (() => { const f = window.goappOnUpdate; window.goappOnUpdate = function () { window.__updated = true; return f.apply(this, arguments); }; })(); goappTryUpdate()`)
	b.wait(t, "go-app to learn of the update", `window.__updated`, 60*time.Second)
	if !shipEval[bool](t, b, `new Promise((ok) => setTimeout(() => ok(!!document.querySelector("#update-reload")), 500))`) {
		t.Fatal(`go-app reported the update but no "reload" button shows: the page must render &updateBanner{Lang: p.lang} (app/ui_update.go)`)
	}
	b.do(t, 30*time.Second, chromedp.Click(chromedp.CSS("#update-reload")))
	b.waitAsync(t, "the new version", `typeof goappGetenv === "function" && goappGetenv("GOAPP_VERSION") === "`+s2.Version+`"`, 60*time.Second)
	b.wait(t, "the cache table on the new version", jsLabTable("cache"), 60*time.Second)
	if n := shipEval[int](t, b, `caches.keys().then((k) => k.length)`); n != 1 {
		t.Errorf("%d caches after the update, want 1 (the old version's deleted)", n)
	}
	_, problems := b.snapshot()
	for _, p := range problems {
		t.Errorf("%s", p)
	}
}
