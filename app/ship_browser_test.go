//go:build !wasm

package main

import (
	"encoding/binary"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
)

// The shipping tests drive headless Chromium against the generated static
// site under a prefix and across a deploy: offline use, the service worker,
// the CSP, the lesson page's embedded labs.

// jsLoaderLabels keeps every text of go-app's loading label.
const jsLoaderLabels = `
window.__labels = [];
document.addEventListener("DOMContentLoaded", () => {
  const l = document.getElementById("app-wasm-loader-label");
  if (l) new MutationObserver(() => window.__labels.push(l.textContent)).observe(l, {childList: true, characterData: true, subtree: true});
});`

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
    if (!root || !d.querySelector("#results section.lesson, #replay[data-t]") || !f.dataset.height) return null;
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
    embed: !!(d && d.querySelector(".embed")), lesson: !!(d && d.querySelector("#results section.lesson, #replay[data-t]")),
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
	bt.Need(t)
	dist, s := bt.Build(t, bt.Web(t), "/playground")
	srv, _ := bt.Serve(t, dist, "/playground")
	b := bt.Launch(t, 1100)
	b.AddScript(t, jsLoaderLabels)
	base := srv.URL + "/playground/"

	t.Run("sub-path lab runs", func(t *testing.T) {
		start := time.Now()
		b.Do(t, chromedp.Navigate(base+"?lab=registry&lease=2s"))
		b.Wait(t, "the registry table", jsLabTable("registry"))
		t.Logf("cold load to first table: %v (wasm %d bytes raw)", time.Since(start).Round(time.Millisecond), s.WasmLen)
		if got := bt.Eval[string](t, b, `goappGetenv("GOAPP_VERSION")`); got != s.Version {
			t.Errorf("the page runs version %q, want %q", got, s.Version)
		}
		labels := bt.Eval[[]string](t, b, `window.__labels`)
		if len(labels) < 2 || labels[len(labels)-1] != "100%" {
			t.Errorf("loading labels %q: want a count up to 100%%", labels)
		}
		for _, l := range labels {
			if n, ok := strings.CutSuffix(l, "%"); !ok || len(n) > 2 && n != "100" {
				t.Errorf("loading label %q: want 0%%…100%% (the wasm length must be the decoded one)", l)
			}
		}
		b.WaitAsync(t, "the service worker", jsWorkerReady)
	})

	t.Run("lesson page sizes two embedded labs", func(t *testing.T) {
		b.Do(t, chromedp.Navigate(base+"web/ders-servis-kesfi.html"))
		// The replay's frame is lazy: it starts when the page comes near it.
		bt.Eval[bool](t, b, `(scrollTo(0, document.body.scrollHeight), true)`)
		b.Wait(t, "two sized embedded labs", jsEmbeds, jsEmbedsState)
		embeds := bt.Eval[[]shipEmbed](t, b, jsEmbeds)
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
		if !strings.Contains(bt.Eval[string](t, b, `document.querySelector("#kesif").contentDocument.querySelector(".embed").className`), "embed") {
			t.Error("the registry frame is not in the compact embed view")
		}
	})

	t.Run("offline reload of a lab URL", func(t *testing.T) {
		cached := bt.Eval[[]string](t, b, jsCachedURLs)
		for _, u := range cached {
			if !strings.HasPrefix(u, srv.URL+"/playground/") {
				t.Errorf("the worker cached %s, outside the site", u)
			}
		}
		if len(cached) < 10 {
			t.Fatalf("the worker cached only %q", cached)
		}
		goOffline(t, b, func() { srv.CloseClientConnections(); srv.Close() })
		start := time.Now()
		b.Do(t, chromedp.Navigate(base+"?lab=admission&concurrency=3&queue=1"))
		b.Wait(t, "the admission table, offline", jsLabTable("admission"))
		t.Logf("offline load of a new lab URL to its table: %v", time.Since(start).Round(time.Millisecond))
		if v := bt.Eval[string](t, b, `document.querySelector('[name="concurrency"], #f-concurrency, input[id*="concurrency"]')?.value ?? ""`); v != "" && v != "3" {
			t.Errorf("offline page shows concurrency %q, want 3 from the URL", v)
		}
		start = time.Now()
		b.Do(t, chromedp.Reload())
		b.Wait(t, "the admission table after an offline reload", jsLabTable("admission"))
		t.Logf("offline reload to table: %v", time.Since(start).Round(time.Millisecond))
		if !bt.Eval[bool](t, b, bt.JSNetworkCut) {
			t.Error("a request the worker never stored was answered: the network was not cut")
		}
	})

	requests, problems := b.Requests(), b.Problems()
	origin := srv.URL + "/"
	for _, u := range requests {
		if !strings.HasPrefix(u, origin) && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "blob:") {
			t.Errorf("a request left the site: %s", u)
		}
	}
	if len(requests) < 10 {
		t.Errorf("only %d requests recorded: the capture is not working", len(requests))
	}
	if csp := bt.Eval[[]string](t, b, `window.__csp`); len(csp) > 0 {
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
	bt.Need(t)
	dist1, s1 := bt.Build(t, bt.Web(t), "")
	dist2, s2 := bt.Build(t, bt.WebWith(t, wasmWithNote(bt.Wasm(t), time.Now().String())), "")
	if s1.Version == s2.Version {
		t.Fatalf("a new app.wasm kept version %s", s1.Version)
	}
	srv, swap := bt.Serve(t, dist1, "")
	b := bt.Launch(t, 1100)

	b.Do(t, chromedp.Navigate(srv.URL+"/?lab=cache&ttl=50"))
	b.Wait(t, "the cache table", jsLabTable("cache"))
	b.WaitAsync(t, "the service worker", jsWorkerReady)
	if got := bt.Eval[string](t, b, `goappGetenv("GOAPP_VERSION")`); got != s1.Version {
		t.Fatalf("first version %q, want %q", got, s1.Version)
	}
	if bt.Eval[bool](t, b, `!!document.querySelector("#update-reload")`) {
		t.Fatal("the update banner shows before any update")
	}

	swap.Deploy(t, dist2, "")
	bt.Eval[chromedp.Void](t, b, `window.__updated = false; (() => { const f = window.goappOnUpdate; window.goappOnUpdate = function () { window.__updated = true; return f.apply(this, arguments); }; })(); goappTryUpdate()`)
	b.Wait(t, "go-app to learn of the update", `window.__updated`)
	b.Wait(t, `the "reload" button go-app's update shows (newUpdateBanner, app/ui/update.go)`, `!!document.querySelector("#update-reload")`)
	b.Do(t, chromedp.Click(chromedp.CSS("#update-reload")))
	b.WaitAsync(t, "the new version", `typeof goappGetenv === "function" && goappGetenv("GOAPP_VERSION") === "`+s2.Version+`"`)
	b.Wait(t, "the cache table on the new version", jsLabTable("cache"))
	if n := bt.Eval[int](t, b, `caches.keys().then((k) => k.length)`); n != 1 {
		t.Errorf("%d caches after the update, want 1 (the old version's deleted)", n)
	}
	problems := b.Problems()
	for _, p := range problems {
		t.Errorf("%s", p)
	}
}
