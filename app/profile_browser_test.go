//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

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
	if os.Getenv("PLAYGROUND_PROFILE") != "1" {
		t.Skip("set PLAYGROUND_PROFILE=1 (and a wasm with names) to profile reruns")
	}
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1280)
	id := os.Getenv("PLAYGROUND_PROFILE_LAB")
	if id == "" {
		id = "registry"
	}
	l := labs.Find(id)
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
	p := res.Profile
	if out := os.Getenv("PLAYGROUND_PROFILE_OUT"); out != "" {
		// The whole profile, for DevTools or a script (.cpuprofile).
		if b, err := json.Marshal(p); err != nil || os.WriteFile(out, b, 0o644) != nil {
			t.Errorf("writing %s: %v", out, err)
		}
	}
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	self, total := map[string]float64{}, map[string]float64{}
	var sum float64
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
	top := func(m map[string]float64, k int, filter string) string {
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
	t.Logf("lab %s, 20 slider steps of %s: %.0f ms busy\nself:\n%s\ntotal (ui, app):\n%s%s\ntotal (all):\n%s", l.ID, f.Name, sum,
		top(self, 30, ""), top(total, 25, "playground_app_ui."), top(total, 25, "go_app_v10_pkg_app."), top(total, 40, ""))
}
