//go:build !wasm

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/labs"
)

// TestBrowserProfileRerun profiles slider reruns with Chromium's sampling
// profiler and prints where the time goes, by function (self and total):
// the engine's run, go-app's diff and render, the JS bridge, the
// collector. Run it with PLAYGROUND_PROFILE=1 and a wasm that keeps its
// names (built without -ldflags=-s -w); ./build.sh bench does not.
func TestBrowserProfileRerun(t *testing.T) {
	needProfile(t, "reruns")
	site := bt.Site(t)
	b := bt.Launch(t, 1280)
	l := labs.Find(envOr("PLAYGROUND_PROFILE_LAB", "registry"))
	f := sliderKnob(t, l)
	open(t, b, site.URL+"/?lab="+l.ID)
	waitRun(t, b)
	// Which DOM writes one slider step makes, by element and attribute.
	muts := bt.Eval[string](t, b, fmt.Sprintf(`new Promise(resolve => {
  const counts = {};
  const o = new MutationObserver(ms => { for (const m of ms) { const k = m.type + " " + (m.target.tagName || m.target.parentNode && m.target.parentNode.tagName) + " " + (m.attributeName || ""); counts[k] = (counts[k] || 0) + 1; } });
  o.observe(document.body, {subtree: true, attributes: true, childList: true, characterData: true});
  const s = document.querySelector('#s-%s'); s.value = String(+s.value + 25); s.dispatchEvent(new Event('input', {bubbles: true}));
  setTimeout(() => { o.disconnect(); resolve(JSON.stringify(Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 25))); }, 1500);
})`, f.Name))
	t.Logf("DOM writes of one step: %s; errors now: %s", muts, bt.Eval[string](t, b, `[...document.querySelectorAll('.field-error, [aria-invalid]')].map(e => (e.id || e.tagName) + ": " + e.textContent).join(" | ") + " :: " + location.search`))
	if _, err := chromedp.Call(b.Ctx, profiler.Enable, struct{}{}); err != nil {
		t.Fatal(err)
	}
	chromedp.Call(b.Ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100})
	if _, err := chromedp.Call(b.Ctx, profiler.Start, struct{}{}); err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		d := 25
		if i%2 == 1 {
			d = -25
		}
		n := b.Painted(t)
		bt.Eval[bool](t, b, fmt.Sprintf(`(() => { const s = document.querySelector('#s-%s'); s.value = String(+s.value + %d); s.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, f.Name, d))
		b.WaitPainted(t, "the step", n)
	}
	res, err := chromedp.Call(b.Ctx, profiler.Stop, struct{}{})
	if err != nil {
		t.Fatal(err)
	}
	saveProfile(t, res.Profile)
	self, total, sum := profileTimes(t, res.Profile)
	t.Logf("lab %s, 20 slider steps of %s: %.0f ms busy\nself:\n%s\ntotal (ui, app):\n%s%s\ntotal (all):\n%s", l.ID, f.Name, sum,
		topTimes(self, 30, ""), topTimes(total, 25, "playground_app_ui."), topTimes(total, 25, "go_app_v10_pkg_app."), topTimes(total, 40, ""))
}

// TestBrowserProfileStart profiles a repeat visit's start, from the
// navigation to the app's first settled frame (#playground[data-ready]):
// app.wasm from the worker's store and V8's code cache, so what is left is
// the Go runtime's start, the packages' init, go-app's start and the first
// render. It prints where the time goes by function and by package, under
// the mobile profile's CPU × 4 (PLAYGROUND_PROFILE_CPU overrides). Run it
// with PLAYGROUND_PROFILE=1 and a wasm that keeps its names.
func TestBrowserProfileStart(t *testing.T) {
	needProfile(t, "the start")
	site := bt.ProductionSite(t)
	b := bt.Launch(t, 390)
	path := envOr("PLAYGROUND_PROFILE_PATH", "/registry/")
	cpu := 4.0
	if v, err := strconv.ParseFloat(os.Getenv("PLAYGROUND_PROFILE_CPU"), 64); err == nil {
		cpu = v
	}
	tb := b.Tab(t, true)
	tb.Do(t, chromedp.Navigate(site.URL+path))
	tb.Wait(t, "the app", `document.querySelector('#playground[data-ready="true"]')`)
	bt.Eval[bool](t, tb, jsStored)
	tb.WaitUpTo(t, 5*time.Minute, "the worker's copy of app.wasm", `window.__stored === true`)
	if err := chromedp.Do(tb.Ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: jsMilestones}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpu}); err != nil {
			return err
		}
		return nil
	})); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(tb.Ctx, profiler.Enable, struct{}{}); err != nil {
		t.Fatal(err)
	}
	chromedp.Call(tb.Ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200})
	if _, err := chromedp.Call(tb.Ctx, profiler.Start, struct{}{}); err != nil {
		t.Fatal(err)
	}
	tb.Do(t, chromedp.Navigate(site.URL+path))
	tb.WaitUpTo(t, 5*time.Minute, "the app interactive again", `window.__readyAt`)
	res, err := chromedp.Call(tb.Ctx, profiler.Stop, struct{}{})
	if err != nil {
		t.Fatal(err)
	}
	p := res.Profile
	saveProfile(t, p)
	ready := bt.Eval[float64](t, tb, `window.__readyAt`)
	marks := bt.Eval[string](t, tb, `JSON.stringify(performance.getEntriesByType('resource').filter(r => r.name.endsWith('.wasm') || r.name.endsWith('.js')).map(r => [new URL(r.name).pathname, Math.round(r.startTime), Math.round(r.responseEnd)]))`)
	self, total, sum := profileTimes(t, p)
	byPkg := map[string]float64{}
	for name, v := range self {
		byPkg[packageOf(name)] += v
	}
	t.Logf("%s, repeat visit, CPU × %g: interactive at %.0f ms, %.0f ms of it busy; resources (path, start, end ms): %s\nself by package:\n%s\nself:\n%s\ntotal:\n%s", path, cpu, ready, sum, marks,
		topTimes(byPkg, 30, ""), topTimes(self, 40, ""), topTimes(total, 60, ""))
}

// needProfile skips a profile unless PLAYGROUND_PROFILE=1 asks for it.
func needProfile(t *testing.T, what string) {
	t.Helper()
	if os.Getenv("PLAYGROUND_PROFILE") != "1" {
		t.Skip("set PLAYGROUND_PROFILE=1 (and a wasm with names) to profile " + what)
	}
	bt.Need(t)
}

// envOr is the environment's value of key, or def.
func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// packageOf is the package part of a Go wasm function's name
// ("playground_engine_lab.Run" → "playground_engine_lab"); JavaScript's
// and V8's own entries keep their names.
func packageOf(name string) string {
	if i := strings.Index(name, "."); i > 0 && !strings.ContainsAny(name[:i], " ()") {
		return name[:i]
	}
	return name
}

// saveProfile writes the whole profile to PLAYGROUND_PROFILE_OUT, if set,
// for DevTools or a script (.cpuprofile).
func saveProfile(t testing.TB, p *profiler.Profile) {
	if out := os.Getenv("PLAYGROUND_PROFILE_OUT"); out != "" {
		if b, err := json.Marshal(p); err != nil || os.WriteFile(out, b, 0o644) != nil {
			t.Errorf("writing %s: %v", out, err)
		}
	}
}

// profileTimes sums a CPU profile's samples in ms by function: self time,
// total time (each function counted once per sample however deep), and
// the busy time (idle and V8's "program" left out).
func profileTimes(t testing.TB, p *profiler.Profile) (self, total map[string]float64, sum float64) {
	t.Helper()
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	self, total = map[string]float64{}, map[string]float64{}
	for i, s := range p.Samples {
		dt := float64(p.TimeDeltas[i]) / 1000
		n := byID[s]
		name := n.CallFrame.FunctionName
		if name == "(idle)" || name == "(program)" {
			continue
		}
		sum += dt
		self[name] += dt
		seen := map[string]bool{}
		for id, ok := s, true; ok; id, ok = parent[id] {
			nm := byID[id].CallFrame.FunctionName
			if !seen[nm] {
				seen[nm] = true
				total[nm] += dt
			}
		}
	}
	return self, total, sum
}

// topTimes lists the k largest of m whose names contain filter.
func topTimes(m map[string]float64, k int, filter string) string {
	type kv struct {
		k string
		v float64
	}
	var l []kv
	for n, v := range m {
		if filter == "" || strings.Contains(n, filter) {
			l = append(l, kv{n, v})
		}
	}
	sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v })
	var sb strings.Builder
	for _, x := range l[:min(k, len(l))] {
		fmt.Fprintf(&sb, "  %8.1f ms  %s\n", x.v, x.k)
	}
	return sb.String()
}
